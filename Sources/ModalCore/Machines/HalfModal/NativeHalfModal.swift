/// The system sheet as SwiftUI's `.sheet` with `.presentationDetents([.medium, .large])`
/// shows it on iOS 17/18 (profile `native`): `half` is the medium detent, `full` the large.
///
/// Every settle runs UIKit's critically damped spring (response 0.344 s; damping 0.8 after a
/// fast flick) from where the sheet is, carrying its velocity. A release targets the detent
/// nearest to the position projected at deceleration 0.99, or dismisses when that lies
/// nearer the bottom than any detent (unless dismissal is disabled). The sheet rubber-bands
/// past the largest detent, and below the smallest when it cannot be dismissed. A press
/// catches a moving sheet where it is and keeps its velocity (interruptible): released with the
/// pointer hardly moved, the caught drag projects with the velocity the sheet had.
struct NativeHalfModal: HalfModalBehaviour, Equatable {
    static let profile = HalfModalProfile.native

    /// The sheet's motion when no gesture holds it.
    enum Motion: Equatable, Sendable {
        case resting(HalfModalMachine.Detent)
        case moving(Animation1D, to: HalfModalMachine.Detent)
    }

    private(set) var motion: Motion
    private(set) var gesture: HalfModalGesture?
    /// The top of the custom detent in between where it rests or heads (`HalfModalStops`).
    private(set) var stopTop: Double?
    /// The velocity (pt/s) the sheet had when the current drag caught it in flight; 0 when it
    /// was at rest.
    private(set) var caughtVelocity = 0.0

    init(restingAt detent: HalfModalMachine.Detent, _ g: HalfModalGeometry) {
        motion = .resting(detent)
    }

    func top(at now: Double, _ g: HalfModalGeometry) -> Double {
        if let gesture, gesture.active { return gesture.top }
        switch motion {
        case let .resting(d): return stopTop ?? g.top(of: d)
        case let .moving(animation, _): return animation.value(at: now)
        }
    }

    func velocity(at now: Double) -> Double {
        if let gesture, gesture.active { return gesture.tracker.velocity(at: now).y }
        if case let .moving(animation, _) = motion { return animation.velocity(at: now) }
        return 0
    }

    var detent: HalfModalMachine.Detent {
        switch motion {
        case let .resting(d), let .moving(_, d): return d
        }
    }

    func isAnimating(at now: Double) -> Bool {
        if gesture?.active == true { return false }
        if case let .moving(animation, _) = motion { return !animation.isFinished(at: now) }
        return false
    }

    var activeAnimation: Animation1D? {
        if case let .moving(animation, _) = motion { return animation }
        return nil
    }

    mutating func tick(now: Double) {
        if case let .moving(animation, d) = motion, animation.isFinished(at: now) { motion = .resting(d) }
    }

    /// `isPresented.toggle()`: present at medium, or dismiss.
    mutating func toggle(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        gesture = nil
        settle(to: detent == .hidden ? .half : .hidden, velocity: velocity(at: now), now: now, g)
    }

    mutating func dismiss(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        gesture = nil
        settle(to: .hidden, velocity: velocity(at: now), now: now, g)
    }

    /// The next detent (medium → large → medium); a hidden sheet presents at medium.
    mutating func cycleFull(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        gesture = nil
        settle(to: detent == .half ? .full : .half, velocity: velocity(at: now), now: now, g)
    }

    /// Catches the sheet where it is, even mid-flight.
    mutating func beginDrag(at p: Point, now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        let top = top(at: now, g)
        caughtVelocity = isAnimating(at: now) ? velocity(at: now) : 0
        gesture = HalfModalGesture(at: p, now: now, top: top, active: true)
        motion = .resting(g.nearestDetent(to: top))
        stopTop = nil
    }

    /// Follows the pointer 1:1 between the detents, rubber-banding past the largest (and below
    /// the smallest when dismissal is disabled).
    mutating func drag(to p: Point, now: Double, _ g: HalfModalGeometry) {
        guard var gesture else { return }
        self.gesture = nil
        gesture.move(to: p, now: now, minimumDistance: 0)
        gesture.top = Self.banded(gesture.startTop + (p.y - gesture.start.y), g)
        self.gesture = gesture
    }

    mutating func endDrag(at p: Point, now: Double, velocity: Double? = nil, _ g: HalfModalGeometry) {
        guard gesture != nil else { return }
        drag(to: p, now: now, g)
        guard let ended = gesture else { return }
        gesture = nil
        let hardlyMoved = abs(p.y - ended.start.y) < NativeSheetMetrics.catchSlop && caughtVelocity != 0
        let v = clampVelocity(hardlyMoved ? caughtVelocity : velocity ?? ended.tracker.velocity(at: now).y)
        caughtVelocity = 0
        let stop = Self.releaseStop(top: ended.top, velocity: v, g)
        settle(to: stop.detent, middleTop: stop.middleTop, velocity: v, now: now, g, from: ended.top)
    }

    mutating func cancelDrag(now: Double, _ g: HalfModalGeometry) {
        guard let lost = gesture else { return }
        gesture = nil
        caughtVelocity = 0
        let stop = Self.releaseStop(top: lost.top, velocity: 0, g)
        settle(to: stop.detent, middleTop: stop.middleTop, velocity: 0, now: now, g, from: lost.top)
    }

    mutating func settingsChanged(_ g: HalfModalGeometry) {
        // A detent in between that the edit removed: rest at the smallest instead.
        if let t = stopTop, !g.middleTops.contains(t) { stopTop = nil }
    }

    /// The on-screen top for a finger-driven top `t`.
    static func banded(_ t: Double, _ g: HalfModalGeometry) -> Double {
        let large = g.top(of: .full), medium = g.top(of: .half)
        let c = NativeSheetMetrics.rubberBandCoefficient
        if t < large { return large - Projection.rubberBand(large - t, dimension: g.height, coefficient: c) }
        if g.native.interactiveDismissDisabled.isOn && t > medium {
            return medium + Projection.rubberBand(t - medium, dimension: g.height, coefficient: c)
        }
        return t
    }

    /// The detent nearest to `top + (v/1000)·0.99/(1−0.99)`, among all of `halfModal.detents`;
    /// `hidden` (dismiss) when the bottom is nearer than any detent and dismissal is allowed.
    static func releaseTarget(top: Double, velocity v: Double, _ g: HalfModalGeometry) -> HalfModalMachine.Detent {
        releaseStop(top: top, velocity: v, g).detent
    }

    /// `releaseTarget`, with the top of a detent in between when the release rests there.
    static func releaseStop(top: Double, velocity v: Double, _ g: HalfModalGeometry)
        -> (detent: HalfModalMachine.Detent, middleTop: Double?) {
        let projected = top + Projection.distance(velocity: v, decelerationRate: NativeSheetMetrics.decelerationRate)
        let tops = g.stopTops(dismissable: !g.native.interactiveDismissDisabled.isOn)
        return g.stop(atTop: tops.min { abs($0 - projected) < abs($1 - projected) }!)
    }

    /// UIKit's spring from the current top (or `from`) to `detent`, carrying `velocity`.
    private mutating func settle(to detent: HalfModalMachine.Detent, middleTop: Double? = nil, velocity: Double,
                                 now: Double, _ g: HalfModalGeometry, from: Double? = nil) {
        let start = from ?? top(at: now, g)
        let v = clampVelocity(velocity)
        let spring = abs(v) >= NativeSheetMetrics.flickVelocity ? NativeSheetMetrics.flickSpring : NativeSheetMetrics.spring
        stopTop = middleTop
        motion = .moving(.spring(from: start, to: middleTop ?? g.top(of: detent), start: now, spring: spring, velocity: v),
                         to: detent)
    }
}
