/// Everything that can happen to the prototype; time travels beside it as `now`.
public enum Event: Equatable, Sendable {
    /// The primary button went down at a canvas point.
    case pointerDown(Point)
    /// The pointer moved (pressed or not).
    case pointerMove(Point)
    /// The primary button went up at a canvas point.
    case pointerUp(Point)
    /// The primary button went up at a canvas point, the hand moving at `velocity` (pt/s)
    /// measured in the hand's time by the front end (`HandVelocity`): like `pointerUp` (a
    /// pressed button activates), but a drag ends with this velocity instead of the one
    /// sampled on the review clock, so a gesture means the same at any playback speed.
    case pointerLift(Point, velocity: Point)
    /// A synthetic drag (a scroll gesture, `ScrollGesture`) ended at a canvas point, moving
    /// at `velocity` (pt/s) when its input stopped: ends a drag like `pointerUp`, with that
    /// velocity instead of the one sampled now, and never activates a button.
    case pointerRelease(Point, velocity: Point)
    /// The pointer was lost mid-gesture (released outside the window, focus lost): end any
    /// drag as if released where it last was, and cancel any button press.
    case pointerCancel
    /// A key was pressed.
    case key(Key)
    /// Time passed; finishes animations and expires deadlines.
    case tick
    /// The simulated request `id` finished.
    case requestCompleted(id: Int, outcome: RequestOutcome)
    /// The canvas changed size (points).
    case resize(Size)
    /// Every setting replaced at run time (a reloaded config file). Boxed, so the event
    /// stays small in the session's log.
    indirect case updateSettings(Settings)
    /// One setting changed at run time (a scenario's `set`, the inspector), already checked.
    case set(SettingChange)
    /// Text typed on the keyboard (SDL text input, a scenario's `type TEXT`): goes into the
    /// focused text field, if any.
    case text(String)
}

extension Event {
    /// The largest coordinate or velocity an input keeps (points, pt/s): far past any canvas or
    /// hand, and inside what a scenario line reads back, so a saved session always parses.
    public static let largestValue = 100_000_000.0
    /// The most characters one text input keeps (the field keeps fewer: `FormState.maxText`).
    public static let longestText = 1_000

    /// This input with its points and velocities within ±`largestValue` (not finite: 0), as
    /// the session logs it: a wheel storm's pointer or a flick's velocity on a huge canvas
    /// stays a number a scenario can hold.
    public var bounded: Event {
        func b(_ v: Double) -> Double { v.isFinite ? min(max(v, -Event.largestValue), Event.largestValue) : 0 }
        func b(_ p: Point) -> Point {
            let q = Point(x: b(p.x), y: b(p.y))
            return q
        }
        switch self {
        case let .pointerDown(p): return .pointerDown(b(p))
        case let .pointerMove(p): return .pointerMove(b(p))
        case let .pointerUp(p): return .pointerUp(b(p))
        case let .pointerLift(p, v): return .pointerLift(b(p), velocity: b(v))
        case let .pointerRelease(p, v): return .pointerRelease(b(p), velocity: b(v))
        case let .text(s): return .text(String(s.prefix(Event.longestText)))
        default: return self
        }
    }
}

/// Keys the core understands.
public enum Key: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Closes the topmost dismissible thing.
    case escape
    /// Activates the focused control.
    case `return`
    /// Activates the focused control.
    case space
    /// Moves keyboard focus to the next control.
    case tab
    /// Moves keyboard focus to the previous control.
    case shiftTab = "shift-tab"
    /// Toggles the half modal (like its button).
    case h
    /// Cycles the half modal between half and full.
    case f
    /// Opens the sheet (like its button).
    case s
    /// Quits.
    case q
    /// Deletes the last character typed into the focused text field.
    case backspace
}

/// How one simulated request ended.
public enum RequestOutcome: String, Equatable, Hashable, Codable, Sendable {
    case success
    case failure
}
