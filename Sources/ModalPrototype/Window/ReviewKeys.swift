import CSDL2
import ModalCore

/// SDL's side of the keys: a key press as a `KeyChord` (SDL's key name and the modifiers), and
/// what it does, looked up in `KeyTable` (the one table of keys).
extension KeyChord {
    /// The chord of an SDL key press: `SDL_GetKeyName`'s name ("H", "[", "Escape", "Keypad +").
    init(_ sym: SDL_Keysym) {
        let mod = UInt32(sym.mod)
        self.init(String(cString: SDL_GetKeyName(sym.sym)),
                  shift: mod & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0,
                  ctrl: mod & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue) != 0,
                  alt: mod & (KMOD_LALT.rawValue | KMOD_RALT.rawValue) != 0)
    }
}

/// What an SDL key press does (`KeyTable.action(for:helpOpen:)`); `helpOpen` adds the help's keys.
func keyAction(for sym: SDL_Keysym, helpOpen: Bool = false) -> KeyAction? {
    KeyTable.action(for: KeyChord(sym), helpOpen: helpOpen)
}

extension ReviewCommand {
    /// The review command of an SDL key press, if it is one (from `KeyTable`).
    static func from(_ sym: SDL_Keysym, helpOpen: Bool = false) -> ReviewCommand? {
        if case let .review(command) = keyAction(for: sym, helpOpen: helpOpen) { return command }
        return nil
    }
}

/// The core's key for an SDL key press, if it has one (from `KeyTable`).
func coreKey(for sym: SDL_Keysym) -> Key? {
    if case let .core(key) = keyAction(for: sym) { return key }
    return nil
}
