/// What the review shows over and beside the phones, as state: the HUD, the help and its
/// scroll, the toast, and the reference's opacity, difference view and nudge.
///
/// Held by the `ReviewController` and changed only by its reducer (`reduce`) and the toasts it
/// says; the window and the headless runner draw it.
public struct ReviewOverlays: Equatable, Sendable {
    /// A short message and the wall time until which it shows.
    public struct Toast: Equatable, Sendable {
        public var text: String
        public var until: Double
        public init(text: String, until: Double) {
            self.text = text
            self.until = until
        }
    }

    /// The HUD (D); with the studio, it opens its own column right of the inspector.
    public var hudVisible = false
    /// The help (?).
    public var helpVisible = false
    /// The help's first visible row (it scrolls when it does not fit).
    public var helpScroll = 0
    public var toast: Toast?
    /// Whether `--reference` frames were loaded (O, X and `<` `>` need them).
    public var hasReference = false
    public var referenceOpacity = 0.5
    public var referenceDifference = false
    /// Frames the reference was nudged by (`<` `>`), on top of its start.
    public var referenceNudge = 0

    /// Seconds a toast shows.
    public static let toastSeconds = 2.5
    /// The opacities O steps through.
    public static let opacitySteps = [0.25, 0.5, 0.75, 1.0, 0.0]

    public init(hasReference: Bool = false, referenceOpacity: Double = 0.5, referenceDifference: Bool = false) {
        self.hasReference = hasReference
        self.referenceOpacity = referenceOpacity
        self.referenceDifference = referenceDifference
    }

    /// Shows `text` from wall time `wall` for `toastSeconds`.
    public mutating func say(_ text: String, wall: Double) {
        toast = Toast(text: text, until: wall + ReviewOverlays.toastSeconds)
    }
}
