/// Every tunable number of the prototype in one value, with the seed articles' values as defaults.
///
/// One `Settings` flows down from the command line (and later a config file) into the
/// machines and the scene. Nothing else holds a motion constant.
public struct Settings: Equatable, Codable, Sendable {
    public var language: Language = .ja
    /// Light or dark system colours (`--appearance`); the status bar and home indicator follow.
    public var appearance: Appearance = .light
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
    /// Curve of the dismissal: the presenting curve flipped, (1 − x2, 1 − y2, 1 − x1, 1 − y1), so
    /// it starts slowly. Source: Flutter `cupertino/sheet.dart`, whose transitions run the
    /// presenting curve's `.flipped` on the way out. Ionic `ios.leave.ts` reuses the entering
    /// curve instead; Flutter's is the iOS 18 measurement, kept.
    public var dismissCurve: TimingCurve = TimingCurve(1, 0, 0.68, 0.28)
    /// Black dim over the presenting view at full presentation. Source: Flutter
    /// `cupertino/sheet.dart` (0.1, measured on iOS 18). Sources disagree: Ionic `modal.ios`
    /// dims its card backdrop 0.4 and this prototype used SPStorkController's 0.2 (iOS 13);
    /// the most recent measurement, 0.1, is kept.
    public var dimAlpha: Double = 0.1
    /// Below the flick speed, a release dismisses when (drag + velocity × projectionTime) /
    /// height reaches this fraction (Flutter `sheet.dart`: more than half way down; Ionic the same).
    public var dismissFraction: Double = 0.5
    /// Seconds of release velocity added to the drag below the flick speed. 0 follows Flutter
    /// `cupertino/sheet.dart`, which ignores the velocity of a slow release; Ionic
    /// `swipe-to-close.ts` projects it 1 s ahead (a 40 pt drag at 400 pt/s then dismisses). The
    /// sources disagree; Flutter's iOS 18 measurement is kept.
    public var projectionTime: Double = 0
    /// Release speed, in sheet heights per second, from which a flick decides alone: downwards
    /// it dismisses, upwards it stays. Source: Flutter `cupertino/sheet.dart`
    /// (`_kMinFlingVelocity` 2.0, measured on iOS 18: about 1,600 pt/s on an iPhone 14).
    public var flickVelocity: Double = 2.0
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
    /// Scale the alert appears from, to 1. Source: Flutter `cupertino/route.dart`
    /// (`_kDialogScaleTween`, 1.3 → 1.0); Ionic `alert.ios` uses 1.1, Flutter's is kept.
    public var appearScale: Double = 1.3
    /// How long the appearance runs: the spring is within 0.1 % of rest by then and snaps to it.
    public var appearDuration: Double = 0.4
    /// Stiffness of the critically damped spring that drives scale and opacity (0 → 1) together.
    /// Source: Flutter `cupertino/route.dart` (the dialog's spring simulation, stiffness 522.35,
    /// mass 1, critically damped): 67 % opaque at scale 1.10 after 0.1 s, 94 % after 0.2 s.
    public var appearStiffness: Double = 522.35
    /// Mass of the appearance spring (Flutter: 1).
    public var appearMass: Double = 1
    /// Disappearance: a fade out over `disappearDuration` (Flutter `route.dart`: 0.2 s, no scale).
    public var disappearDuration: Double = 0.2
    /// Black barrier under the alert at full opacity, fading in and out with it. Source: Flutter
    /// `kCupertinoModalBarrierColor` (0x33000000, 20 %); Ionic uses 0.3, Flutter's is kept.
    public var barrierAlpha: Double = 0.2

    public init() {}
}
