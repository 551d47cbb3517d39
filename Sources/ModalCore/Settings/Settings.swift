/// Every tunable number of the prototype in one value, with the seed articles' values as defaults.
///
/// One `Settings` flows down from the command line (and later a config file) into the
/// machines and the scene. Nothing else holds a motion constant.
public struct Settings: Equatable, Codable, Sendable {
    public var language: Language = .ja
    public var request = RequestSettings()
    public var sheet = SheetSettings()
    public var halfModal = HalfModalSettings()
    public var cover = CoverSettings()
    public var alert = AlertSettings()
    public var theme = Theme()
    public var labels = LabelSettings()

    public init() {}
}

/// The labels' language.
public enum Language: String, Equatable, Codable, Sendable, CaseIterable {
    case ja
    case en
}

/// Which half-modal behaviour is active.
public enum HalfModalProfile: String, Equatable, Codable, Sendable, CaseIterable {
    /// The article's rules to the letter, quirks included.
    case seed
    /// What the best bottom sheets do: projection, springs, rubber band, backdrop.
    case fluid
}

/// How the simulated request ends.
public enum OutcomePolicy: String, Equatable, Codable, Sendable, CaseIterable {
    case success
    case failure
    /// failure, success, failure, … starting with failure.
    case alternate
    /// Failure with probability `failureRate`, from a seeded generator.
    case random
}

/// The simulated API call of the first article.
public struct RequestSettings: Equatable, Codable, Sendable {
    /// Seconds from "通信開始" to completion (the article's `asyncAfter(.now() + 3.0)`).
    public var latency: Double = 3.0
    public var outcome: OutcomePolicy = .success
    /// Probability of failure under `.random`.
    public var failureRate: Double = 0.5
    /// Seed of the `.random` generator: the same seed gives the same outcomes.
    public var seed: UInt64 = 1
    public init() {}
}

/// The iOS page sheet (DESIGN.md §4: Ionic `modal.ios`, SPStorkController, Flutter `CupertinoSheet`).
public struct SheetSettings: Equatable, Codable, Sendable {
    /// Present and dismiss duration in seconds (Ionic: 500 ms).
    public var duration: Double = 0.5
    /// Present and dismiss curve (Ionic: cubic-bezier(0.32, 0.72, 0, 1)).
    public var curve: TimingCurve = TimingCurve(0.32, 0.72, 0, 1)
    /// Gap between the safe-area top and the sheet's top edge.
    public var topGap: Double = 10
    /// Radius of the sheet's top corners.
    public var cornerRadius: Double = 10
    /// Scale of the presenting view while the sheet is up.
    public var presentingScale: Double = 0.92
    /// Corner radius of the shrunken presenting view.
    public var presentingCornerRadius: Double = 10
    /// Black dim over the presenting view at full presentation.
    public var dimAlpha: Double = 0.2
    /// Dismiss when (drag + velocity × projectionTime) / height reaches this fraction.
    public var dismissFraction: Double = 0.5
    /// Seconds of release velocity added to the drag when deciding a swipe-down dismissal.
    public var projectionTime: Double = 1.0
    /// Spring that returns a released sheet to its presented position.
    public var returnSpring: Spring = Spring(response: 0.4, dampingFraction: 1.0)
    /// Distance in points a press must travel before it becomes a drag.
    public var dragSlop: Double = 10
    public init() {}
}

/// The self-made half modal of the second article.
public struct HalfModalSettings: Equatable, Codable, Sendable {
    public var profile: HalfModalProfile = .seed
    /// Top of the card at half height, as a fraction of the canvas height (`viewSize.height * 0.4`).
    public var halfFraction: Double = 0.4
    /// How far above half the full position lies, as a fraction of the height (`higthRate = 0.35`).
    public var heightRate: Double = 0.35
    /// Show/hide curve: `.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9)`.
    public var curve: TimingCurve = TimingCurve(0.2, 0.8, 0.2, 1)
    public var duration: Double = 0.9
    /// Release below this drag offset (points, downwards) hides the card (`position.height > 50`).
    public var hideThreshold: Double = 50
    /// Release above −this offset from half goes full (`position.height < -100 && !showFull`).
    public var fullThreshold: Double = 100
    /// Release above −this offset while full stays full (`position.height < -250 && showFull`).
    public var stayFullThreshold: Double = 250
    /// `DragGesture()`'s default minimum distance before it reports changes.
    public var minimumDragDistance: Double = 10
    /// `.cornerRadius(20)`.
    public var cornerRadius: Double = 20
    public var grabberWidth: Double = 60
    public var grabberHeight: Double = 5
    public var grabberCornerRadius: Double = 10
    /// `.padding(.top)`: the default padding, 16 pt.
    public var grabberTopPadding: Double = 16

    // Fluid profile.
    /// Spring of every settle; it carries the release velocity.
    public var spring: Spring = Spring(response: 0.55, dampingFraction: 0.825)
    /// Deceleration rate of the release projection (0.998 normal, 0.99 fast).
    public var decelerationRate: Double = 0.998
    /// UIScrollView's rubber-band coefficient past the full position.
    public var rubberBandCoefficient: Double = 0.55
    /// Release speed (pt/s) above which a flick always moves at least one stop.
    public var flickVelocity: Double = 500
    /// Backdrop dim at half and above.
    public var backdropAlpha: Double = 0.3
    public init() {}
}

/// The full-screen loading cover of the first article.
public struct CoverSettings: Equatable, Codable, Sendable {
    /// `Color.black.opacity(0.5)`.
    public var dimAlpha: Double = 0.5
    /// Seconds per spinner turn (UIActivityIndicatorView: 1 s).
    public var spinnerPeriod: Double = 1.0
    /// Spokes, and discrete steps per turn.
    public var spinnerSpokes: Int = 8
    /// Radius of the medium spinner.
    public var spinnerRadius: Double = 10
    public var spinnerSpokeWidth: Double = 2
    public init() {}
}

/// The iOS alert shown over the cover on failure (Flutter `cupertino/dialog.dart`).
public struct AlertSettings: Equatable, Codable, Sendable {
    public var width: Double = 270
    public var cornerRadius: Double = 14
    public var padding: Double = 20
    public var buttonHeight: Double = 44
    /// Appearance: scale from `appearScale` to 1 with a fade in, over `appearDuration`.
    public var appearScale: Double = 1.3
    public var appearDuration: Double = 0.4
    public var appearCurve: TimingCurve = .easeOut
    /// Disappearance: a fade out over `disappearDuration`.
    public var disappearDuration: Double = 0.2
    public init() {}
}
