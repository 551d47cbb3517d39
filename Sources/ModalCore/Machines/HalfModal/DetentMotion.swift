/// The motion the fluid card and the native sheet share: at rest at a detent, springing to
/// one, or held by a pointer that catches it where it is.
///
/// Each behaviour keeps its own rules (where a release goes, which spring, how the drag
/// bands) and hands this the results: `settle` starts a spring from a top, `follow` moves the
/// held top, `release` takes the gesture back. `stopTop` is the top of a custom detent in
/// between where it rests or heads (`HalfModalStops`).
struct DetentMotion: Equatable, Sendable {
    /// The motion when no gesture holds it.
    enum Motion: Equatable, Sendable {
        case resting(HalfModalMachine.Detent)
        case moving(Animation1D, to: HalfModalMachine.Detent)
    }

    private(set) var motion: Motion
    private(set) var gesture: HalfModalGesture?
    /// The top of the custom detent in between where it rests or heads.
    private(set) var stopTop: Double?

    /// At rest at `detent`, nothing in flight.
    init(restingAt detent: HalfModalMachine.Detent) {
        motion = .resting(detent)
    }

    /// The top edge at `now`: the held top, the spring's value, or the resting place's.
    func top(at now: Double, _ g: HalfModalGeometry) -> Double {
        if let gesture, gesture.active { return gesture.top }
        switch motion {
        case let .resting(d): return stopTop ?? g.top(of: d)
        case let .moving(animation, _): return animation.value(at: now)
        }
    }

    /// The vertical velocity at `now` (pt/s): the pointer's while held, else the spring's.
    func velocity(at now: Double) -> Double {
        if let gesture, gesture.active { return gesture.tracker.velocity(at: now).y }
        if case let .moving(animation, _) = motion { return animation.velocity(at: now) }
        return 0
    }

    /// Where it rests, or heads.
    var detent: HalfModalMachine.Detent {
        switch motion {
        case let .resting(d), let .moving(_, d): return d
        }
    }

    /// True while a spring moves it and no pointer holds it.
    func isAnimating(at now: Double) -> Bool {
        if gesture?.active == true { return false }
        if case let .moving(animation, _) = motion { return !animation.isFinished(at: now) }
        return false
    }

    /// The running spring, if any.
    var activeAnimation: Animation1D? {
        if case let .moving(animation, _) = motion { return animation }
        return nil
    }

    /// A finished spring comes to rest.
    mutating func tick(now: Double) {
        if case let .moving(animation, d) = motion, animation.isFinished(at: now) { motion = .resting(d) }
    }

    /// A pointer goes down at `p`: it holds the top where it is now, even mid-flight.
    mutating func hold(at p: Point, now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        let top = top(at: now, g)
        gesture = HalfModalGesture(at: p, now: now, top: top, active: true)
        motion = .resting(g.nearestDetent(to: top))
        stopTop = nil
    }

    /// The pointer moved to `p`: the held top becomes `shape(startTop + Δy)` (a rubber band).
    mutating func follow(to p: Point, now: Double, minimumDistance: Double, _ shape: (Double) -> Double) {
        guard var gesture else { return }
        self.gesture = nil   // the local copy alone holds the tracker's samples: no copy when adding
        gesture.move(to: p, now: now, minimumDistance: minimumDistance)
        gesture.top = shape(gesture.startTop + (p.y - gesture.start.y))
        self.gesture = gesture
    }

    /// The pointer let go (or was lost): returns the gesture it held, which it no longer does.
    mutating func release() -> HalfModalGesture? {
        defer { gesture = nil }
        return gesture
    }

    /// Springs from `start` to `detent` (or to the detent in between at `middleTop`) with
    /// `spring`, carrying `velocity` (pt/s, already clamped). A gesture still held stays held.
    mutating func settle(to detent: HalfModalMachine.Detent, middleTop: Double?, from start: Double, now: Double,
                         spring: Spring, velocity: Double, _ g: HalfModalGeometry) {
        stopTop = middleTop
        motion = .moving(.spring(from: start, to: middleTop ?? g.top(of: detent), start: now, spring: spring, velocity: velocity),
                         to: detent)
    }

    /// A live edit removed the detent in between where it rests: it rests at the smallest instead.
    mutating func settingsChanged(_ g: HalfModalGeometry) {
        if let t = stopTop, !g.middleTops.contains(t) { stopTop = nil }
    }
}
