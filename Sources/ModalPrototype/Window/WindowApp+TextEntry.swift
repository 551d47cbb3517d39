import CSDL2
import ModalCore

/// Typing an inspector value in the window: a click on a slider's value opens a `SettingEntry`
/// (the reducer's `.edit` effect; SDL text input on), SDL_TEXTINPUT text goes into it, Backspace
/// edits it, Return applies it (or shows the setting's rule as a toast and keeps the value),
/// Escape or a click elsewhere drops it (text input off). The rules are the core's
/// (`SettingEntry`, `ReviewController.reduce`); this maps SDL to them.
extension WindowApp {
    /// Escape, or a press elsewhere: the reducer drops the entry and turns text input off.
    func endEntry() {
        try? run(controller.reduce(.cancelEntry, wall: wallNow, frame: 1 / options.fps))
    }

    /// Gives `e` to the open entry: true when the entry took it (then nothing else sees it).
    ///
    /// While typing, every key goes to the entry (a digit is text, not a speed key); a press
    /// anywhere closes it first and then goes on as a press.
    func entryEvent(_ e: SDL_Event) -> Bool {
        guard let model = view.studio, var entry = model.entry else { return false }
        switch SDL_EventType(e.type) {
        case SDL_TEXTINPUT:
            var buffer = e.text.text   // 32 bytes of NUL-terminated UTF-8
            let typed = withUnsafeBytes(of: &buffer) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            entry.type(typed)
            model.entry = entry
            dirty = true
            return true
        case SDL_KEYDOWN:
            model.showsHint = false   // the first-run hint goes at the first key, typed ones too
            switch String(cString: SDL_GetKeyName(e.key.keysym.sym)) {
            case "Return", "Keypad Enter":
                commitEntry(entry)
            case "Escape":
                endEntry()
            case "Backspace":
                entry.deleteBackward()
                model.entry = entry
                dirty = true
            default:
                break   // the text arrives as SDL_TEXTINPUT
            }
            return true
        case SDL_KEYUP:
            return true
        case SDL_MOUSEBUTTONDOWN:
            endEntry()
            return false
        default:
            return false
        }
    }

    /// Return: the reducer applies the typed value as a slider's (a scrubbed take keeps its
    /// later inputs), or says the setting's rule and keeps the value.
    func commitEntry(_ entry: SettingEntry) {
        try? run(controller.reduce(.commitEntry(entry), wall: wallNow, frame: 1 / options.fps))
    }
}
