import CSDL2
import ModalCore

/// Typing an inspector value in the window: a click on a slider's value opens a `SettingEntry`
/// (SDL text input on), SDL_TEXTINPUT text goes into it, Backspace edits it, Return applies it
/// (or shows the setting's rule as a toast and keeps the value), Escape or a click elsewhere
/// drops it (text input off). The rules are `ModalCore.SettingEntry`; this maps SDL to them.
extension WindowApp {
    /// Opens the entry for the setting at `path`, holding its current value.
    func beginEntry(_ path: String) {
        guard let model = view.studio, let current = try? view.session.primary.settings.value(at: path) else { return }
        model.entry = SettingEntry(path: path, current: current)
        SDL_StartTextInput()
        dirty = true
    }

    /// Closes the entry, if one is open, and turns text input off.
    func endEntry() {
        guard let model = view.studio, model.entry != nil else { return }
        model.entry = nil
        SDL_StopTextInput()
        dirty = true
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

    /// Return: applies the typed value, or says the setting's rule and keeps the value.
    func commitEntry(_ entry: SettingEntry) {
        endEntry()
        switch entry.commit(in: view.session.primary.settings) {
        case let .apply(change):
            apply([change], keepingTake: true)   // as the slider does: a scrubbed take keeps its later inputs
            say(change.path + " = " + change.text)
        case let .reject(rule):
            say(rule)
        }
    }
}
