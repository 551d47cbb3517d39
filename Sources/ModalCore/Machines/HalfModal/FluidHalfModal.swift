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
    /// The top of the custom detent in between where it rests or heads (`HalfModalStops`).
    private(set) var stopTop: Double?

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
        stopTop = nil
    }

    /// Follows the pointer; past full the card rubber-bands (UIScrollView's coefficient).
    mutating func drag(to p: Point, now: Double, _ g: HalfModalGeometry) {
        guard var gesture else { return }
        self.gesture = nil   // the local copy alone holds the tracker's samples: no copy when adding
        gesture.move(to: p, now: now, minimumDistance: g.settings.minimumDragDistance)
        let full = g.top(of: .full)
        var t = gesture.startTop + (p.y - gesture.start.y)
        if t < full {
            t = full - Projection.rubberBand(full - t, dimension: g.height, coefficient: g.settings.rubberBandCoefficient)
        }
        gesture.top = t
        self.gesture = gesture
    }

    mutating func endDrag(at p: Point, now: Double, velocity: Double? = nil, _ g: HalfModalGeometry) {
        guard gesture != nil else { return }
        drag(to: p, now: now, g)
        guard let ended = gesture else { return }
        gesture = nil
        let v = clampVelocity(velocity ?? ended.tracker.velocity(at: now).y)
        let stop = Self.releaseStop(top: ended.top, velocity: v, g)
        settle(to: stop.detent, middleTop: stop.middleTop, velocity: v, now: now, g, from: ended.top)
    }

    /// The pointer was lost: settle at the nearest detent with no fling.
    mutating func cancelDrag(now: Double, _ g: HalfModalGeometry) {
        guard let lost = gesture else { return }
        gesture = nil
        let stop = g.middleTops.isEmpty ? (g.nearestDetent(to: lost.top), nil) : Self.releaseStop(top: lost.top, velocity: 0, g)
        settle(to: stop.0, middleTop: stop.1, velocity: 0, now: now, g, from: lost.top)
    }

    /// A live edit: a resting card's top follows from its detent, nothing to keep in step.
    mutating func settingsChanged(_ g: HalfModalGeometry) {
        // A detent in between that the edit removed: rest at the smallest instead.
        if let t = stopTop, !g.middleTops.contains(t) { stopTop = nil }
    }

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

    /// `releaseTarget` over every one of `halfModal.detents` (and the bottom), with the top of
    /// a detent in between when the release rests there; the same rules.
    static func releaseStop(top: Double, velocity v: Double, _ g: HalfModalGeometry)
        -> (detent: HalfModalMachine.Detent, middleTop: Double?) {
        guard !g.middleTops.isEmpty else { return (releaseTarget(top: top, velocity: v, g), nil) }
        let projected = top + Projection.distance(velocity: v, decelerationRate: g.settings.decelerationRate)
        let tops = g.stopTops(dismissable: true)
        func nearest(_ y: Double) -> Int { tops.indices.min { abs(tops[$0] - y) < abs(tops[$1] - y) }! }
        var target = nearest(projected)
        let here = nearest(top)
        if target == here && abs(v) > g.settings.flickVelocity {
            target = v > 0 ? min(here + 1, tops.count - 1) : max(here - 1, 0)
        }
        return g.stop(atTop: tops[target])
    }

    /// Spring from the current top (or `from`) to `detent`, carrying `velocity`.
    private mutating func settle(to detent: HalfModalMachine.Detent, middleTop: Double? = nil, velocity: Double,
                                 now: Double, _ g: HalfModalGeometry, from: Double? = nil) {
        let start = from ?? top(at: now, g)
        stopTop = middleTop
        motion = .moving(.spring(from: start, to: middleTop ?? g.top(of: detent), start: now, spring: g.settings.spring,
                                 velocity: clampVelocity(velocity)), to: detent)
    }
}
