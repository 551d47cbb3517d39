/// Every tunable number of the prototype in one value, with the seed articles' values as defaults.
///
/// One `Settings` flows down from the command line (and later a config file) into the
/// machines and the scene. Nothing else holds a motion constant.
public struct Settings: Equatable, Codable, Sendable {
    public var language: Language = .ja
    /// Light or dark system colours (`--appearance`); the status bar and home indicator follow.
    public var appearance: Appearance = .light
    /// The iOS release drawn (`--ios`, setting `SettingPath.iosVersion`; its JSON key is that
    /// dotted path, beside `appearance`, which stays a word). 18 is the
    /// default: the values of every iOS 26 difference this prototype draws are in docs/FIDELITY.md.
    public var iosVersion: IOSVersion = .ios18
    /// The system accessibility settings the prototype follows (`--reduce-motion`).
    public var accessibility = AccessibilitySettings()
    public var request = RequestSettings()
    public var sheet = SheetSettings()
    public var halfModal = HalfModalSettings()
    /// The system sheet of the half-modal lane's `native` profile.
    public var native = NativeSheetSettings()
    public var cover = CoverSettings()
    public var alert = AlertSettings()
    public var theme = Theme()
    public var labels = LabelSettings()

    public init() {}

    enum CodingKeys: String, CodingKey {
        case language, appearance, iosVersion = "appearance.iosVersion", accessibility, request, sheet, halfModal, native, cover,
             alert, theme, labels
    }
}

/// The iOS release whose system look is drawn.
public enum IOSVersion: String, Equatable, Codable, Sendable, CaseIterable {
    case ios18 = "18"
    case ios26 = "26"
}

/// The accessibility settings of the phone.
public struct AccessibilitySettings: Equatable, Codable, Sendable {
    /// Settings → Accessibility → Motion → Reduce Motion. UIKit's sheet then keeps the
    /// presenting view at full size (`_UISheetLayoutInfo` skips its scale-down); the sheet still
    /// slides (Apple documents no cross-fade for sheets: docs/FIDELITY.md).
    public var reduceMotion = false
    public init() {}
}

/// `cover.swiftUIClearing`: how the exported loading cover gets its clear background.
public enum CoverClearing: String, Equatable, Codable, Sendable, CaseIterable {
    /// `.presentationBackground(.clear)` (iOS 16.4 and later).
    case presentationBackground
    /// The first article's `clearSheet()`: `view.superview?.superview?.backgroundColor = .clear`.
    case article
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
    /// The system sheet: `.sheet` with `.presentationDetents([.medium, .large])` (iOS 16+).
    case native
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

/// The iOS page sheet (DESIGN.md §4; every value and its source in `docs/FIDELITY.md`).
public struct SheetSettings: Equatable, Codable, Sendable {
    /// Present and dismiss duration in seconds. Source: Flutter `cupertino/sheet.dart`
    /// (`transitionDuration` 500 ms, measured on iOS 18); Ionic `modal.ios` also 500 ms.
    public var duration: Double = 0.5
    /// Present curve, and the dismissal's too (run forward in elapsed time, so the dismissal
    /// retraces the presentation and starts fast). Source: Flutter `cupertino/sheet.dart`,
    /// `Curves.fastEaseInToSlowEaseOut` (a two-segment `ThreePointCubic`, iOS 18): travel
    /// 0.238 / 0.547 / 0.760 / 0.942 at 0.1 / 0.2 / 0.3 / 0.5 of the duration. This one cubic
    /// is its best fit that never overshoots: 0.228 / 0.545 / 0.768 / 0.927 there and within
    /// 0.025 everywhere, so the inspector's bezier editor shows exactly what runs.
    /// Alternatives: Ionic `ios.enter.ts` cubic-bezier(0.32, 0.72, 0, 1), which runs ahead early
    /// (0.66 at 0.2); the unbounded best fit (0.217, 0.277, 0.075, 1.101), within 0.013 but
    /// overshooting the presented position by 0.9 %.
    public var curve: TimingCurve = TimingCurve(0.31, 0.59, 0.08, 1)
    /// Gap between the safe-area top and the sheet's top edge (`_UISheetPresentationMetrics`
    /// top offset 10; Flutter uses 8 % of the screen height instead).
    public var topGap: Double = 10
    /// Radius of the sheet's top corners (`_UISheetPresentationMetrics` 10; Flutter 12).
    public var cornerRadius: Double = 10
    /// Scale of the presenting view while the sheet is up (Ionic 0.93 minimum, Flutter 1 − 0.0835).
    public var presentingScale: Double = 0.92
    /// Corner radius, as seen on screen, of the shrunken presenting view once the sheet is up
    /// (UIKit about 10; Flutter 12 before its scale, 11 on screen).
    public var presentingCornerRadius: Double = 10
    /// The presenting view's corner radius before it recedes, as a multiple of the device's
    /// display corner radius (47.33 pt on the iPhone 14; 0 with `--size` and no device): 1
    /// follows the phone, whose presenting view starts with the screen's own corners. Flutter
    /// `sheet.dart` approximates the display radius by 0.9 × the top safe-area inset
    /// (`_kDeviceCornerRadiusSmoothingFactor`), 42.3 on an iPhone 14.
    public var presentingDisplayRadiusFactor: Double = 1
    /// Dim over the presenting view at full presentation. Source: Flutter `cupertino/sheet.dart`
    /// (`_kOpacityTween` 0 → 0.10, measured on iOS 18). Sources disagree: Ionic `modal.ios`
    /// dims its card backdrop 0.4 and SPStorkController 0.2 (iOS 13); the most recent
    /// measurement, 0.1, is kept.
    public var dimAlpha: Double = 0.1
    /// Grey level (0 black … 1 white) of the presenting view's dim in dark appearance. 0
    /// follows UIKit, whose `UIDimmingView` is black in both appearances (0.2 light / 0.48 dark
    /// over content); Flutter `sheet.dart` lightens instead with #C8C8C8 (0.784) in dark mode.
    /// UIKit is the phone, so the dim stays black.
    public var darkDimWhite: Double = 0
    /// How the presenting view's transition (dim, scale, offset, corners) runs while the sheet
    /// presents. Source: Flutter `sheet.dart` `Curves.linearToEaseOut` (0.35, 0.91, 0.33, 0.97):
    /// dim 0.026 / 0.051 / 0.072 / 0.092 / 0.100 at 0.05 / 0.10 / 0.15 / 0.25 / 0.50 s.
    public var dimCurve: TimingCurve = TimingCurve(0.35, 0.91, 0.33, 0.97)
    /// How it runs back while the sheet dismisses, applied to 1 − the elapsed fraction (Flutter
    /// `sheet.dart` `reverseCurve: Curves.easeInToLinear` (0.67, 0.03, 0.65, 0.09) on a controller
    /// running backwards): dim 0.074 / 0.049 / 0.028 / 0.008 / 0 at the same times.
    public var undimCurve: TimingCurve = TimingCurve(0.67, 0.03, 0.65, 0.09)
    /// Below the flick speed, a release dismisses when (drag + velocity × projectionTime) /
    /// height reaches this fraction. Source: Flutter `sheet.dart`, which pops a slow release
    /// when its controller value is no more than 0.52 (48 % down, iOS 18); Ionic
    /// `swipe-to-close.ts` uses 0.5.
    public var dismissFraction: Double = 0.48
    /// Seconds of release velocity added to the drag below the flick speed. 0 follows Flutter
    /// `cupertino/sheet.dart`, which ignores the velocity of a slow release; Ionic
    /// `swipe-to-close.ts` projects it 1 s ahead (a 40 pt drag at 400 pt/s then dismisses). The
    /// sources disagree; Flutter's iOS 18 measurement is kept.
    public var projectionTime: Double = 0
    /// Release speed, in sheet heights per second, from which a flick decides alone: downwards
    /// it dismisses, upwards it stays. Source: Flutter `cupertino/sheet.dart`
    /// (`_kMinFlingVelocity` 2.0, measured on iOS 18: about 1,600 pt/s on an iPhone 14).
    public var flickVelocity: Double = 2.0
    /// How far, as a fraction of the screen height, the presented sheet follows a finger
    /// pulling it up before it stops (Flutter `sheet.dart`: `_kTopGapRatio` −
    /// `_kStretchedTopGapRatio` = 0.08 − 0.072 = 0.008, 6.75 pt at 844; this prototype used
    /// UIScrollView's unbounded rubber band before).
    public var maxStretch: Double = 0.008
    /// Seconds a stretched sheet takes to come back after release, along `easeOut` (Flutter
    /// `sheet.dart`: 180 ms `Curves.easeOut`).
    public var stretchReturnDuration: Double = 0.18
    /// Spring that returns a released sheet to its presented position or carries it out
    /// (Flutter animates a dropped sheet 300 ms `easeOut` instead; the spring keeps the
    /// release velocity).
    public var returnSpring: Spring = Spring(response: 0.4, dampingFraction: 1.0)
    /// Distance in points a press must travel before it becomes a drag.
    public var dragSlop: Double = 10
    /// SwiftUI's `.interactiveDismissDisabled()` (UIKit `isModalInPresentation`): a pull-down
    /// follows the finger with UIScrollView's rubber band and the sheet springs back on
    /// release; the close button and Escape still close it (docs/FIDELITY.md).
    public var interactiveDismissDisabled = false
    /// Scale of a page sheet while another page sheet covers it (a sheet over a sheet), about
    /// its top centre. Source: Flutter `sheet.dart` `_kSheetScaleFactor` 0.0835 (1 − 0.0835 =
    /// 0.9165, measured on iOS 18); UIKit recedes a covered sheet as it recedes the root view,
    /// so the presenting view's 0.92 is kept (**estimate**, docs/FIDELITY.md).
    public var stackedScale: Double = 0.92
    /// How far, in points, a covered sheet's top rises above the covering sheet's top (the
    /// stack's "peek-through"): `_UISheetPresentationMetrics` top offset 10, the same 10 pt as
    /// Bosco Ho's `SheetInteraction` measures for a sheet stack (docs/FIDELITY.md).
    public var stackedPeek: Double = 10
    /// Black dim over a covered sheet at full cover (**estimate**: the presenting view's 0.10;
    /// Flutter `sheet.dart` does not dim a covered sheet).
    public var stackedDimAlpha: Double = 0.1
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

    /// Resting heights of the fluid and native card (`seed` keeps the article's two).
    public var detents = HalfModalDetents()

    // Content (every profile, issue 21).
    /// `none` (the article's empty card) or `list`.
    public var content: HalfModalContent = .none
    /// Rows of the list, 44 pt each.
    public var contentRows: Int = 30
    /// `resizes` (hand-off: the sheet expands before the list scrolls) or `scrolls`.
    public var contentInteraction: HalfModalContentInteraction = .resizes
    public init() {}
}

/// The full-screen loading cover of the first article.
public struct CoverSettings: Equatable, Codable, Sendable {
    /// `Color.black.opacity(0.5)`.
    public var dimAlpha: Double = 0.5
    /// How the exported SwiftUI clears the cover's background: `.presentationBackground(.clear)`
    /// (iOS 16.4; the default) or the first article's `clearSheet()` `superview` hack.
    public var swiftUIClearing: CoverClearing = .presentationBackground
    /// Seconds a request may run before the cover shows: one that finishes sooner never shows
    /// it (MBProgressHUD `graceTime`, JGProgressHUD's and SVProgressHUD's `graceTimeInterval`).
    /// 0: the article's cover, up from the tap.
    public var graceTime: Double = 0
    /// Seconds the cover stays at least once shown; the request's outcome (the sheet closing,
    /// or the alert) waits for it (MBProgressHUD `minShowTime`, SVProgressHUD
    /// `minimumDismissTimeInterval`). 0: the article's cover, gone at the completion's instant.
    public var minimumShowTime: Double = 0
    /// Seconds per spinner turn. Source: UIKit `UIActivityIndicatorView` (one full loop in
    /// 0.8 s, iOS 18.2 UIKitCore); Flutter `cupertino/activity_indicator.dart` uses 1.0 s.
    /// UIKit is the phone, so 0.8.
    public var spinnerPeriod: Double = 0.8
    /// Alpha of the spinner's head spoke (UIKit `UIActivityIndicatorView`: 1.0; Flutter's
    /// brightest is 147/255).
    public var spinnerHeadAlpha: Double = 1.0
    /// Alpha floor of the faintest spokes: the alpha falls linearly from the head to this over
    /// half a turn and stays there. Source: UIKit `UIActivityIndicatorView` (0.32); Flutter
    /// `activity_indicator.dart` `_kAlphaValues` has 47/255 (0.18) for its four faintest.
    public var spinnerFloorAlpha: Double = 0.32
    /// Spokes, and discrete steps per turn.
    public var spinnerSpokes: Int = 8
    /// Radius of the medium spinner.
    public var spinnerRadius: Double = 10
    public var spinnerSpokeWidth: Double = 2
    public init() {}
}

/// The iOS alert shown over the cover on failure (layout: Flutter `cupertino/dialog.dart`;
/// motion: UIKit `UIAlertControllerVisualStyleAlert`, iOS 18.2; sources in `docs/FIDELITY.md`).
public struct AlertSettings: Equatable, Codable, Sendable {
    public var width: Double = 270
    public var cornerRadius: Double = 14
    public var padding: Double = 20
    public var buttonHeight: Double = 44
    /// Scale the alert appears from, to 1. Source: UIKit `UIAlertControllerVisualStyleAlert`
    /// (1.2 → 1.0). Alternatives: Flutter `cupertino/dialog.dart` 1.3 → 1.0; Ionic `alert.ios`
    /// 1.1. UIKit is the phone, so 1.2.
    public var appearScale: Double = 1.2
    /// How long the appearance runs: UIKit's 0.404 s (`UIAlertControllerVisualStyleAlert`);
    /// the spring is within 0.1 % of rest by then and snaps to it. Flutter's dialog: 250 ms.
    public var appearDuration: Double = 0.404
    /// Stiffness of the critically damped spring that drives scale and opacity (0 → 1) together,
    /// with the dimming fading in alongside. UIKit gives the duration and the scale, not the
    /// curve; 361 (ω = 19/s, mass 1) starts gently, as UIKit's does: scale 1.192 at the first
    /// 60 Hz frame, 57 % in at 0.1 s, within 0.5 % of rest at 0.404 s, where it snaps to rest.
    /// Alternatives: Flutter's dialog runs the scale on 250 ms `linearToEaseOut` and the fade
    /// on `easeInOut`; 522.35 is Flutter's modal *popup* spring (scale 1.189 at the first frame).
    public var appearStiffness: Double = 361
    /// Mass of the appearance spring (1).
    public var appearMass: Double = 1
    /// Disappearance: alpha alone, a linear fade over `disappearDuration`, no scale (UIKit
    /// dismisses with alpha only; Flutter `dialog.dart` exits in 250 ms `easeInOut`).
    public var disappearDuration: Double = 0.2
    /// Black barrier under the alert at full opacity in light appearance, fading with it.
    /// Source: UIKit `UIDimmingView` (0.2 light); Flutter `kCupertinoModalBarrierColor`
    /// 0x33000000 agrees; Ionic uses 0.3.
    public var barrierAlpha: Double = 0.2
    /// The barrier's black in dark appearance. Source: UIKit `UIDimmingView` (0.48 dark);
    /// Flutter's dark barrier 0x7A000000 (0.478) agrees.
    public var darkBarrierAlpha: Double = 0.48

    public init() {}
}
