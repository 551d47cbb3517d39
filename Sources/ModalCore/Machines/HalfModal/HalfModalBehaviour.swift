/// What the half modal's two behaviours (`seed`, `fluid`) share: the card's geometry, the
/// pointer gesture, and the operations `HalfModalMachine` forwards to whichever is active.
///
/// Each behaviour is a machine of its own with its own state: the seed keeps the article's
/// `@State` properties, the fluid one a motion between detents. Neither knows the other.
protocol HalfModalBehaviour: Sendable {
    /// Which behaviour this is.
    static var profile: HalfModalProfile { get }
    /// A card at rest at `detent`, nothing in flight (start-up, profile switch, resize).
    init(restingAt detent: HalfModalMachine.Detent, _ g: HalfModalGeometry)

    func top(at now: Double, _ g: HalfModalGeometry) -> Double
    func velocity(at now: Double) -> Double
    var detent: HalfModalMachine.Detent { get }
    /// The top of the custom detent between the smallest and the largest where the card rests
    /// or heads (its `detent` is then `half`); nil at the named detents.
    var stopTop: Double? { get }
    var gesture: HalfModalGesture? { get }
    func isAnimating(at now: Double) -> Bool
    var activeAnimation: Animation1D? { get }

    mutating func tick(now: Double)
    mutating func toggle(now: Double, _ g: HalfModalGeometry)
    mutating func dismiss(now: Double, _ g: HalfModalGeometry)
    mutating func cycleFull(now: Double, _ g: HalfModalGeometry)
    mutating func beginDrag(at p: Point, now: Double, _ g: HalfModalGeometry)
    mutating func drag(to p: Point, now: Double, _ g: HalfModalGeometry)
    mutating func endDrag(at p: Point, now: Double, velocity: Double?, _ g: HalfModalGeometry)
    mutating func cancelDrag(now: Double, _ g: HalfModalGeometry)
    /// The settings changed, the profile did not (a live edit): keep the state, follow the geometry.
    mutating func settingsChanged(_ g: HalfModalGeometry)

    /// Value equality across the existential (`HalfModalMachine` is `Equatable`).
    func isEqual(to other: any HalfModalBehaviour) -> Bool
}

extension HalfModalBehaviour {
    /// Only the named detents (the seed's two positions).
    var stopTop: Double? { nil }
}

extension HalfModalBehaviour where Self: Equatable {
    func isEqual(to other: any HalfModalBehaviour) -> Bool { (other as? Self) == self }
}

/// The card's resting places for a canvas height and settings.
struct HalfModalGeometry: Equatable, Sendable {
    var settings: HalfModalSettings
    var height: Double
    /// The canvas's top safe-area inset (the native sheet's large detent hangs from it).
    var safeAreaTop: Double = 47
    /// The native profile's choices (dimming, dismissal).
    var native = NativeSheetSettings()
    /// The canvas's bottom safe-area inset (the `fitted` detent includes it).
    var safeAreaBottom: Double = 34

    /// The content's top edge below the card's: clear of the grabber.
    var contentInset: Double {
        settings.profile == .native ? 20 : settings.grabberTopPadding + settings.grabberHeight + 10
    }

    /// The `fitted` detent's sheet height: the content's ideal height (the form's rows, the
    /// list's rows, or one row's height of nothing) plus the bottom safe area.
    var fittedHeight: Double {
        let content: Double
        switch settings.content {
        case .form: content = HalfModalMachine.formButtonOffset + HalfModalMachine.formButtonHeight + HalfModalMachine.formBottomPadding
        case .list: content = Double(max(settings.contentRows, 0)) * HalfModalMachine.rowHeight
        case .none: content = HalfModalMachine.rowHeight
        }
        return contentInset + content + safeAreaBottom
    }

    /// The card's top edge at `detent` (the native sheet's: `NativeSheetMetrics`).
    func top(of detent: HalfModalMachine.Detent) -> Double {
        if settings.profile == .native || (settings.profile == .fluid && !settings.detents.isStandard) {
            switch detent {
            case .hidden: return height
            case .half: return detentTops.max() ?? height
            case .full: return detentTops.min() ?? height
            }
        }
        switch detent {
        case .hidden: return height
        case .half: return settings.halfFraction * height
        case .full: return (settings.halfFraction - settings.heightRate) * height
        }
    }

    /// The top edge of each of `halfModal.detents` (native, and fluid with a custom list).
    var detentTops: [Double] { settings.detents.specs.map(top(of:)) }

    /// The top edge of one detent of the list: `medium` and `large` as the profile places them,
    /// a fraction of the large detent's height, or a height in points.
    func top(of spec: HalfModalDetents.Spec) -> Double {
        let native = settings.profile == .native
        let large = native ? NativeSheetMetrics.top(of: .full, height: height, safeAreaTop: safeAreaTop)
                           : (settings.halfFraction - settings.heightRate) * height
        switch spec {
        case .large: return large
        case .medium:
            return native ? NativeSheetMetrics.top(of: .half, height: height, safeAreaTop: safeAreaTop)
                          : settings.halfFraction * height
        case let .fraction(f): return height - f * (height - large)
        case let .height(h): return max(height - h, large)
        case .fitted: return max(height - fittedHeight, large)
        }
    }

    /// The detent whose top lies nearest to `y`.
    func nearestDetent(to y: Double) -> HalfModalMachine.Detent {
        HalfModalMachine.Detent.allCases.min { abs(top(of: $0) - y) < abs(top(of: $1) - y) }!
    }

    /// `heightRate · H`: how far full lies above half (the article's `viewSize.height * higthRate`).
    var fullOffset: Double { height * settings.heightRate }
}

/// A pointer gesture on the card.
struct HalfModalGesture: Equatable, Sendable {
    var start: Point
    /// Where the pointer was last seen.
    var last: Point
    /// False until the pointer has moved `minimumDragDistance` (seed's `DragGesture()`).
    var active: Bool
    var tracker: VelocityTracker
    /// Fluid: where the card's top was when the pointer went down.
    var startTop: Double
    /// Fluid: the card's top while dragging.
    var top: Double

    /// A gesture that starts at `p` over a card whose top is at `top`.
    init(at p: Point, now: Double, top: Double, active: Bool) {
        var tracker = VelocityTracker()
        tracker.add(p, at: now)
        self.init(start: p, last: p, active: active, tracker: tracker, startTop: top, top: top)
    }

    init(start: Point, last: Point, active: Bool, tracker: VelocityTracker, startTop: Double, top: Double) {
        self.start = start
        self.last = last
        self.active = active
        self.tracker = tracker
        self.startTop = startTop
        self.top = top
    }

    /// Records the pointer at `p`; becomes active once it has moved `minimumDistance`.
    mutating func move(to p: Point, now: Double, minimumDistance: Double) {
        tracker.add(p, at: now)
        last = p
        let dx = p.x - start.x, dy = p.y - start.y
        if !active && (dx * dx + dy * dy).squareRoot() >= minimumDistance { active = true }
    }
}
