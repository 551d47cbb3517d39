/// One scalar moving from a start value to a target over time, along a timing curve or a spring.
///
/// Machines store an `Animation1D` with its start time and sample it at any `now`; nothing
/// is stepped frame by frame, so a long stall simply lands on the end state.
public struct Animation1D: Equatable, Sendable {
    /// How the value travels.
    public enum Kind: Equatable, Sendable {
        /// Along `curve` over `duration` seconds.
        case curve(TimingCurve, duration: Double)
        /// Along `spring`, starting with `velocity` (units per second).
        case spring(Spring, velocity: Double)
    }

    public var from: Double
    public var to: Double
    public var start: Double
    public var kind: Kind
    /// Time after `start` at which the motion counts as finished (cached).
    public let length: Double

    /// `tolerance` is how close (in the value's units) a spring must stay to count as settled.
    public init(from: Double, to: Double, start: Double, kind: Kind, tolerance: Double = 0.01) {
        self.from = from.isFinite ? from : to
        self.to = to
        self.start = start
        self.kind = kind
        switch kind {
        case let .curve(_, duration):
            length = duration.isFinite ? max(0, duration) : 0
        case let .spring(spring, velocity):
            let v = velocity.isFinite ? velocity : 0
            length = min(spring.settlingTime(from: self.from - to, velocity: v, tolerance: tolerance), Animation1D.longest)
        }
    }

    /// A curve animation.
    public static func curve(from: Double, to: Double, start: Double, curve: TimingCurve, duration: Double) -> Animation1D {
        Animation1D(from: from, to: to, start: start, kind: .curve(curve, duration: duration))
    }

    /// A spring animation that starts with `velocity`.
    public static func spring(from: Double, to: Double, start: Double, spring: Spring, velocity: Double,
                              tolerance: Double = 0.01) -> Animation1D {
        Animation1D(from: from, to: to, start: start, kind: .spring(spring, velocity: velocity), tolerance: tolerance)
    }

    /// True once the motion has reached its target for good.
    public func isFinished(at now: Double) -> Bool { now - start >= length - Animation1D.timeEpsilon }

    /// No motion lasts longer than this many seconds; a spring still moving then jumps to its target.
    public static let longest = 60.0

    /// Times this close to the end count as the end (absorbs rounding in `start + length`).
    public static let timeEpsilon = 1e-9

    /// The value at `now` (the start value before `start`, the target after the end).
    public func value(at now: Double) -> Double {
        let t = now - start
        if t <= 0 { return from }
        if t >= length - Animation1D.timeEpsilon { return to }
        switch kind {
        case let .curve(curve, duration):
            return from + (to - from) * curve.progress(elapsed: t, duration: duration)
        case let .spring(spring, velocity):
            return to + spring.displacement(from: from - to, velocity: velocity, at: t)
        }
    }

    /// The rate of change at `now`, in units per second (0 outside the motion).
    public func velocity(at now: Double) -> Double {
        let t = now - start
        if t < 0 || t >= length { return 0 }
        switch kind {
        case let .curve(curve, duration):
            guard duration > 0 else { return 0 }
            return (to - from) * curve.slope(at: t / duration) / duration
        case let .spring(spring, velocity):
            return spring.velocity(from: from - to, velocity: velocity, at: t)
        }
    }

    /// Progress 0…1 along the motion's timeline (time, not value).
    public func timeFraction(at now: Double) -> Double {
        guard length > 0 else { return 1 }
        return min(max((now - start) / length, 0), 1)
    }
}
