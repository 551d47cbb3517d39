/// UIKit's system-sheet metrics, the spec of profile `native` (each value and its source,
/// confirmed or approximated, in docs/FIDELITY.md).
public enum NativeSheetMetrics {
    /// Gap between the safe-area top and the sheet's top at the large detent
    /// (`_UISheetPresentationMetrics`: 10 pt, 8 pt in compact height).
    public static let largeTopGap = 10.0
    /// The medium detent's height as a fraction of the large detent's. Apple documents only
    /// "approximately half the height of the screen"; the approximation used here is
    /// medium height = 0.5 × large height, i.e. top = (H + large top) / 2 (450.5 pt on 844).
    public static let mediumFraction = 0.5
    /// Radius of the sheet's top corners.
    public static let cornerRadius = 10.0
    /// `_UIGrabber`: 36 × 5 pt, 5 pt below the sheet's top, 44 pt hit area.
    public static let grabberWidth = 36.0
    public static let grabberHeight = 5.0
    public static let grabberTop = 5.0
    public static let grabberHitSize = 44.0
    /// `UIDimmingView` black alpha, light and dark appearance.
    public static let dimLight = 0.2
    public static let dimDark = 0.48
    /// Detent changes and release settles: critically damped, response 0.344 s.
    public static let spring = Spring(response: 0.344, dampingFraction: 1)
    /// Fast flicks settle with damping 0.8 (same response).
    public static let flickSpring = Spring(response: 0.344, dampingFraction: 0.8)
    /// Release speed (pt/s) from which a release counts as a fast flick (approximation).
    public static let flickVelocity = 1000.0
    /// The release projection's deceleration rate (`UIScrollView.DecelerationRate.fast`).
    public static let decelerationRate = DecelerationRate.fast
    /// How far (pt) the pointer may move in a drag that caught the sheet in flight and still
    /// release with the sheet's own velocity (UIKit's pan hysteresis, 10 pt; approximation).
    public static let catchSlop = 10.0
    /// UIScrollView's rubber-band coefficient, past the largest detent.
    public static let rubberBandCoefficient = 0.55

    /// The top edge at `detent` on a canvas `height` high whose safe area starts at `safeAreaTop`.
    public static func top(of detent: HalfModalMachine.Detent, height: Double, safeAreaTop: Double) -> Double {
        let large = min(safeAreaTop + largeTopGap, height)
        switch detent {
        case .hidden: return height
        case .full: return large
        case .half: return height - (height - large) * mediumFraction
        }
    }
}
