import CSDL2
import ModalCore

/// The window's own review commands (time, HUD, recording), on keys the core does not use.
enum ReviewCommand: Equatable {
    case togglePause
    case stepForward
    case stepBack
    case rate(Double)
    case slower
    case faster
    case restart
    case toggleHUD
    case toggleHelp
    case screenshot
    case cycleReferenceOpacity
    case toggleDifference
    /// `<` / `>`: the reference one of its frames earlier (−1) or later (+1).
    case nudgeReference(Int)
    /// `E`: print the SwiftUI source and copy it to the clipboard.
    case exportSwiftUI
    /// `W`: write the settings as a `--config` JSON file.
    case writeSettings
    /// `L`: write what was done as a scenario file.
    case saveScenario
    /// ↑ ↓ PageUp PageDown Home End (and the wheel) while the help is open: scroll it by rows.
    case scrollHelp(Int)

    /// The command for an SDL key press, if it is one; `helpOpen` turns ↑ ↓ into help scrolling.
    static func from(_ sym: SDL_Keysym, helpOpen: Bool = false) -> ReviewCommand? {
        let shift = (UInt32(sym.mod) & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue)) != 0
        if helpOpen {
            switch Int(sym.sym) {
            case Int(SDLK_UP.rawValue): return .scrollHelp(-1)
            case Int(SDLK_DOWN.rawValue): return .scrollHelp(1)
            case Int(SDLK_PAGEUP.rawValue): return .scrollHelp(-10)
            case Int(SDLK_PAGEDOWN.rawValue): return .scrollHelp(10)
            case Int(SDLK_HOME.rawValue): return .scrollHelp(-1_000_000)
            case Int(SDLK_END.rawValue): return .scrollHelp(1_000_000)
            default: break
            }
        }
        switch Int(sym.sym) {
        case Int(SDLK_LESS.rawValue): return .nudgeReference(-1)
        case Int(SDLK_GREATER.rawValue): return .nudgeReference(1)
        case Int(SDLK_COMMA.rawValue) where shift: return .nudgeReference(-1)
        case Int(SDLK_PERIOD.rawValue) where shift: return .nudgeReference(1)
        case Int(SDLK_e.rawValue): return .exportSwiftUI
        case Int(SDLK_w.rawValue): return .writeSettings
        case Int(SDLK_l.rawValue): return .saveScenario
        case Int(SDLK_p.rawValue): return .togglePause
        case Int(SDLK_PERIOD.rawValue), Int(SDLK_RIGHT.rawValue): return .stepForward
        case Int(SDLK_COMMA.rawValue), Int(SDLK_LEFT.rawValue): return .stepBack
        case Int(SDLK_1.rawValue): return .rate(1)
        case Int(SDLK_2.rawValue): return .rate(0.5)
        case Int(SDLK_3.rawValue): return .rate(0.25)
        case Int(SDLK_4.rawValue): return .rate(0.1)
        case Int(SDLK_LEFTBRACKET.rawValue): return .slower
        case Int(SDLK_RIGHTBRACKET.rawValue): return .faster
        case Int(SDLK_r.rawValue): return .restart
        case Int(SDLK_d.rawValue): return .toggleHUD
        case Int(SDLK_SLASH.rawValue) where shift: return .toggleHelp
        case Int(SDLK_QUESTION.rawValue), Int(SDLK_F1.rawValue): return .toggleHelp
        case Int(SDLK_c.rawValue): return .screenshot
        case Int(SDLK_o.rawValue): return .cycleReferenceOpacity
        case Int(SDLK_x.rawValue): return .toggleDifference
        default: return nil
        }
    }
}

/// The core's key for an SDL key press, if it has one.
func coreKey(for sym: SDL_Keysym) -> Key? {
    let shift = (UInt32(sym.mod) & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue)) != 0
    switch Int(sym.sym) {
    case Int(SDLK_ESCAPE.rawValue): return .escape
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .return
    case Int(SDLK_SPACE.rawValue): return .space
    case Int(SDLK_TAB.rawValue): return shift ? .shiftTab : .tab
    case Int(SDLK_h.rawValue): return .h
    case Int(SDLK_f.rawValue): return .f
    case Int(SDLK_s.rawValue): return .s
    case Int(SDLK_q.rawValue): return .q
    default: return nil
    }
}
