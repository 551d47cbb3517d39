/// A value typed into the inspector: the one-line buffer a click on a slider's value opens,
/// and the rules for what it takes and what Return does with it.
///
/// The buffer opens holding the current value, selected: the first typed text replaces it, the
/// first Backspace clears it; later ones edit at the end. Return checks the text with the one
/// validation every setting goes through (`Settings.setting(_:to:)`, as `--set` does): good
/// text becomes a settings change, bad text is refused with the setting's rule, as a one-line
/// message, and the value stays. Escape (the window) drops the buffer. Pure: the window maps
/// SDL's text input and keys to `type(_:)`, `deleteBackward()` and `commit(in:)`.
public struct SettingEntry: Equatable, Sendable {
    /// What Return does with the text.
    public enum Outcome: Equatable, Sendable {
        /// Set the value (the text as typed, without surrounding spaces).
        case apply(Studio.Change)
        /// Refused: the setting's rule, phrased as `--set` phrases it; the value stays.
        case reject(String)
    }

    /// The setting's dotted path (`halfModal.duration`).
    public let path: String
    /// The text as typed so far.
    public private(set) var text: String
    /// True until the first edit: the shown text is the current value and typing replaces it.
    public private(set) var isFresh: Bool

    /// The most characters the buffer keeps (a number never needs more).
    public static let maxLength = 24

    /// A buffer for `path` showing its current value `current` (selected).
    public init(path: String, current: String) {
        self.path = path
        text = String(current.prefix(SettingEntry.maxLength))
        isFresh = true
    }

    /// Text typed (the front end's text-input events): appended, or replacing a fresh buffer. Control characters
    /// are dropped; the buffer stops at `maxLength` characters.
    public mutating func type(_ typed: String) {
        let printable = typed.filter { c in !c.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        guard !printable.isEmpty else { return }
        if isFresh { text = ""; isFresh = false }
        text = String((text + printable).prefix(SettingEntry.maxLength))
    }

    /// Backspace: clears a fresh buffer, else removes the last character.
    public mutating func deleteBackward() {
        if isFresh { text = ""; isFresh = false; return }
        if !text.isEmpty { text.removeLast() }
    }

    /// Return: the change the text asks for in `settings`, or why it is refused.
    ///
    /// A range problem reads as `--set` reports it ("halfModal.duration: must be above 0 and at
    /// most 60 (seconds)"); text that is no value of the setting's kind also names the range
    /// ("invalid value 'abc' for halfModal.duration (expected a number); range (0, 60] s").
    public func commit(in settings: Settings) -> Outcome {
        let value = text.trimmingSpaces
        let rule = Settings.rule(for: path)
        do {
            _ = try SettingChange(path, value)
        } catch let e as Settings.PathError {
            return .reject(e.description + "; range " + rule.range)
        } catch {
            return .reject("\(path): \(error)")
        }
        do {
            _ = try settings.setting(path, to: value)
            return .apply(Studio.Change(path, value))
        } catch let e as Settings.PathError {
            return .reject(e.description)
        } catch {
            return .reject("\(path): \(error)")
        }
    }

    /// The text drawn in the field: the buffer and a caret.
    public var shown: String { text + "|" }
}

private extension String {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return String(s)
    }
}
