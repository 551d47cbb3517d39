import CSDL2
import ModalCore

/// Typing into the phone's text field (`halfModal.content form`): while a lane's field has the
/// focus, typed text reaches the phones (`Event.text`) and the keys are the keyboard's, not the
/// review's (typing "d" never opens the HUD): Return, Escape and Backspace go to the phones,
/// Tab moves the focus, Ctrl combinations (zoom, undo) still work.
extension WindowApp {
    /// Whether a phone's text field is being edited now.
    var phoneFieldFocused: Bool { view.session.lanes.contains { $0.halfModal.form.focused } }

    /// Handles `e` when a phone's field is being edited (and no inspector value is); true when
    /// nothing else should see it.
    func formTextEvent(_ e: SDL_Event) -> Bool {
        guard view.studio?.entry == nil, phoneFieldFocused else { return false }
        switch SDL_EventType(e.type) {
        case SDL_TEXTINPUT:
            var buffer = e.text.text   // 32 bytes of NUL-terminated UTF-8
            let typed = withUnsafeBytes(of: &buffer) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if !typed.isEmpty { send(.text(typed)) }
            return true
        case SDL_KEYDOWN:
            if (SDL_GetModState().rawValue & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue)) != 0 { return false }
            switch String(cString: SDL_GetKeyName(e.key.keysym.sym)) {
            case "Return", "Keypad Enter": send(.key(.return))
            case "Escape": send(.key(.escape))
            case "Backspace": send(.key(.backspace))
            case "Tab": return false
            default: break   // the text arrives as SDL_TEXTINPUT
            }
            return true
        default:
            return false
        }
    }

    /// Text input on while a phone's field or an inspector value is edited, off otherwise (SDL
    /// then sends no text events, and an input method never pops up over the review).
    func syncTextInput() {
        let wanted = phoneFieldFocused || view.studio?.entry != nil
        if wanted != (SDL_IsTextInputActive() == SDL_TRUE) {
            if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
        }
    }
}
