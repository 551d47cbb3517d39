/// A key press as the keyboard names it, independent of SDL's keycodes: the key's name and the
/// modifiers held.
///
/// Names are those SDL's key-name function gives (and most toolkits): a letter in upper case
/// ("H"), a character ("[", "?", "="), or a named key ("Escape", "Return", "Space", "Tab", "Up",
/// "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End", "F1", "Keypad +").
public struct KeyChord: Hashable, Sendable {
    public var key: String
    public var shift: Bool
    public var ctrl: Bool
    public var alt: Bool

    public init(_ key: String, shift: Bool = false, ctrl: Bool = false, alt: Bool = false) {
        self.key = key; self.shift = shift; self.ctrl = ctrl; self.alt = alt
    }
}

/// What a key does: a core key (the machines'), a review command, a studio command, or a zoom.
public enum KeyAction: Equatable, Sendable {
    case core(Key)
    case review(ReviewCommand)
    case studio(StudioCommand)
    case zoom(WindowFit.Command)
    /// Zoom or pan the timeline (`TimelineViewport`).
    case timeline(TimelineViewport.Command)
}

/// The studio's keys: the inspector, the next request outcome, the replay of the last gesture,
/// undo and redo of a branch.
public enum StudioCommand: Equatable, Sendable {
    case toggleInspector
    case nextOutcome
    case replayLastGesture
    /// Ctrl+Z: take back the latest branch (the cut-off inputs return).
    case undoBranch
    /// Ctrl+Shift+Z: make the latest undone branch again.
    case redoBranch
}

/// One binding of a `KeyTable` row: the key (with the modifiers it needs) and what it does.
public struct KeyBinding: Equatable, Sendable {
    /// The key's name (`KeyChord.key`).
    public var key: String
    /// Shift must be held (true), must not be (false), or either (nil).
    public var shift: Bool?
    /// Ctrl must be held (zoom); without it, Ctrl and Alt must be up.
    public var ctrl: Bool
    /// Only while the help is open (its scrolling keys); such a binding wins over the others.
    public var helpOpen: Bool
    public var action: KeyAction
    /// How the row's `keys` column writes this key ("Esc" for "Escape", "←" for "Left"), or nil
    /// for an alias the row does not list (the keypad's keys, the `?` of layouts with its own key).
    public var label: String?

    /// A binding listed in its row as `shown` (default: the key's name); `listed: false` for an
    /// alias the row does not list.
    public init(_ key: String, shift: Bool? = nil, ctrl: Bool = false, helpOpen: Bool = false, _ action: KeyAction,
                shown: String? = nil, listed: Bool = true) {
        self.key = key; self.shift = shift; self.ctrl = ctrl; self.helpOpen = helpOpen; self.action = action
        label = listed ? (shown ?? key) : nil
    }

    /// Whether `chord` presses this binding (with the help open or not).
    public func matches(_ chord: KeyChord, helpOpen open: Bool) -> Bool {
        guard chord.key == key, !helpOpen || open else { return false }
        if ctrl { return chord.ctrl && shift.map { $0 == chord.shift } ?? true }
        guard !chord.ctrl && !chord.alt else { return false }
        return shift.map { $0 == chord.shift } ?? true
    }
}
