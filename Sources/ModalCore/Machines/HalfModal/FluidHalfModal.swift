/// The half modal as the best bottom sheets do it (profile `fluid`).
///
/// The release velocity is projected (UIScrollView deceleration) to choose among hidden,
/// half and full; a flick faster than `flickVelocity` always moves at least one stop; the
/// card settles with a spring that carries the release velocity, rubber-bands past full,
/// and dims a backdrop. The drag is live from the first point (no minimum distance).
struct FluidHalfModal: HalfModalBehaviour, Equatable {
    static let profile = HalfModalProfile.fluid

    /// The card's motion when no gesture holds it.
    enum Motion: Equatable, Sendable {
        case resting(HalfModalMachine.Detent)
        case moving(Animation1D, to: HalfModalMachine.Detent)
    }

    private(set) var motion: Motion
    private(set) var gesture: HalfModalGesture?

    init(restingAt detent: HalfModalMachine.Detent, _ g: HalfModalGeometry) {
        motion = .resting(detent)
    }

    func top(at now: Double, _ g: HalfModalGeometry) -> Double {
        if let gesture, gesture.active { return gesture.top }
        switch motion {
        case let .resting(d): return g.top(of: d)
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

    mutating func toggle(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        settle(to: detent == .hidden ? .half : .hidden, velocity: velocity(at: now), now: now, g)
    }

    mutating func dismiss(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        gesture = nil
        settle(to: .hidden, velocity: velocity(at: now), now: now, g)
    }

    mutating func cycleFull(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        gesture = nil
        settle(to: detent == .half ? .full : .half, velocity: velocity(at: now), now: now, g)
    }

    mutating func beginDrag(at p: Point, now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        let top = top(at: now, g)
        gesture = HalfModalGesture(at: p, now: now, top: top, active: true)
        motion = .resting(g.nearestDetent(to: top))
    }

    /// Follows the pointer; past full the card rubber-bands (UIScrollView's coefficient).
    mutating func drag(to p: Point, now: Double, _ g: HalfModalGeometry) {
        guard var gesture else { return }
        gesture.move(to: p, now: now, minimumDistance: g.settings.minimumDragDistance)
        let full = g.top(of: .full)
        var t = gesture.startTop + (p.y - gesture.start.y)
        if t < full {
            t = full - Projection.rubberBand(full - t, dimension: g.height, coefficient: g.settings.rubberBandCoefficient)
        }
        gesture.top = t
        self.gesture = gesture
    }

    mutating func endDrag(at p: Point, now: Double, _ g: HalfModalGeometry) {
        guard gesture != nil else { return }
        drag(to: p, now: now, g)
        guard let ended = gesture else { return }
        gesture = nil
        let v = clampVelocity(ended.tracker.velocity(at: now).y)
        settle(to: Self.releaseTarget(top: ended.top, velocity: v, g), velocity: v, now: now, g, from: ended.top)
    }

    /// The pointer was lost: settle at the nearest detent with no fling.
    mutating func cancelDrag(now: Double, _ g: HalfModalGeometry) {
        guard let lost = gesture else { return }
        gesture = nil
        settle(to: g.nearestDetent(to: lost.top), velocity: 0, now: now, g, from: lost.top)
    }

    /// A live edit: a resting card's top follows from its detent, nothing to keep in step.
    mutating func settingsChanged(_ g: HalfModalGeometry) {}

    /// Where a release at `top` with velocity `v` (pt/s) goes: the detent nearest to the
    /// projected position; a flick faster than `flickVelocity` moves at least one stop.
    static func releaseTarget(top: Double, velocity v: Double, _ g: HalfModalGeometry) -> HalfModalMachine.Detent {
        let projected = top + Projection.distance(velocity: v, decelerationRate: g.settings.decelerationRate)
        var target = g.nearestDetent(to: projected)
        let here = g.nearestDetent(to: top)
        if target == here && abs(v) > g.settings.flickVelocity {
            let order: [HalfModalMachine.Detent] = [.full, .half, .hidden]
            let i = order.firstIndex(of: here)!
            target = order[v > 0 ? min(i + 1, 2) : max(i - 1, 0)]
        }
        return target
    }

    /// Spring from the current top (or `from`) to `detent`, carrying `velocity`.
    private mutating func settle(to detent: HalfModalMachine.Detent, velocity: Double, now: Double,
                                 _ g: HalfModalGeometry, from: Double? = nil) {
        let start = from ?? top(at: now, g)
        motion = .moving(.spring(from: start, to: g.top(of: detent), start: now, spring: g.settings.spring,
                                 velocity: clampVelocity(velocity)), to: detent)
    }
}
