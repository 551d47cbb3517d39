/// The lanes of a review at one moment: every machine and its simulated server, and the
/// time they have reached. A value: a snapshot of a session is a copy of one of these.
public struct SessionState: Sendable {
    public private(set) var lanes: [PrototypeMachine]
    public private(set) var schedulers: [RequestScheduler]
    /// The latest simulated time delivered to the lanes.
    public private(set) var time: Double = 0

    public init(lanes: [PrototypeMachine]) {
        precondition(!lanes.isEmpty, "a session needs at least one lane")
        self.lanes = lanes
        schedulers = Array(repeating: RequestScheduler(), count: lanes.count)
    }

    /// Delivers every simulated request completion due by `t`, each at its own deadline,
    /// then lets every lane's animations reach `t`.
    public mutating func advance(to t: Double) {
        let t = t.isFinite ? max(t, time) : time
        for i in lanes.indices {
            while let due = schedulers[i].popDue(upTo: t) {
                schedulers[i].apply(lanes[i].handle(due.event, now: due.time))
            }
            _ = lanes[i].handle(.tick, now: t)
        }
        time = t
    }

    /// Feeds `event` at `t` to `lane` (nil: every lane) after what is due by then; returns
    /// the actions, lane by lane. The servers take their share (start and cancel requests).
    public mutating func apply(_ event: Event, lane: Int?, at t: Double) -> [Action] {
        advance(to: t)
        var all: [Action] = []
        for i in lanes.indices where lane == nil || lane == i {
            let actions = lanes[i].handle(event, now: time)
            schedulers[i].apply(actions)
            all += actions
        }
        return all
    }

    /// The earliest time any lane's server completes a request.
    public var nextDeadline: Double? { schedulers.compactMap(\.nextDeadline).min() }

    /// The soonest wake-up any lane or server needs.
    public func nextWake(now: Double) -> Wake {
        var soonest: Double? = nextDeadline
        for lane in lanes {
            switch lane.nextWake(now: now) {
            case .continuous: return .continuous
            case let .at(t): soonest = min(soonest ?? t, t)
            case .idle: break
            }
        }
        return soonest.map { .at($0) } ?? .idle
    }
}
