/// The machines a review runs, fed the same input, with the log that lets any moment be
/// recomputed (step back, restart) and the simulated server of each.
///
/// One lane per profile under review: one lane normally, two with `--compare seed,fluid`.
/// Every lane receives every input at the same simulated time and the same canvas point.
public struct Session: Sendable {
    /// An input and when it happened.
    public struct Entry: Equatable, Sendable {
        public var time: Double
        public var event: Event
        /// The one lane it went to, or nil for every lane.
        public var lane: Int? = nil
    }

    public private(set) var lanes: [PrototypeMachine]
    public private(set) var schedulers: [RequestScheduler]
    /// Every input so far, in order (request completions are not logged: replay recomputes them).
    public private(set) var log: [Entry] = []
    /// The lanes as they were at time 0.
    public let initialLanes: [PrototypeMachine]
    /// The log keeps at most this many inputs; older ones are dropped (step-back stops there).
    public static let logCapacity = 1_000_000
    /// Nonzero once the log dropped its oldest inputs (up to this time): no replay is possible then.
    public private(set) var replayableFrom = 0.0

    public init(lanes: [PrototypeMachine]) {
        precondition(!lanes.isEmpty, "a session needs at least one lane")
        self.lanes = lanes
        initialLanes = lanes
        schedulers = Array(repeating: RequestScheduler(), count: lanes.count)
    }

    /// The first lane (the only one outside compare mode).
    public var primary: PrototypeMachine { lanes[0] }

    /// Delivers every simulated request completion due by `time`, each at its own deadline.
    public mutating func advance(to time: Double) {
        deliverCompletions(upTo: time)
        for i in lanes.indices { _ = lanes[i].handle(.tick, now: time) }
    }

    /// The completions due by `time`, without the tick: an event handled at `time` next
    /// advances the machines' clocks itself (`PrototypeMachine.handle` ticks first).
    private mutating func deliverCompletions(upTo time: Double) {
        for i in lanes.indices {
            while let due = schedulers[i].popDue(upTo: time) {
                schedulers[i].apply(lanes[i].handle(due.event, now: due.time))
            }
        }
    }

    /// Feeds `event` at `time` to every lane (after completions due by then); returns every
    /// lane's actions, lane by lane.
    @discardableResult
    public mutating func apply(_ event: Event, at time: Double) -> [Action] {
        deliverCompletions(upTo: time)
        if log.count >= Session.logCapacity {
            let dropped = log.count / 4
            replayableFrom = log[dropped - 1].time
            log.removeFirst(dropped)
        }
        log.append(Entry(time: time, event: event))
        if lanes.count == 1 {
            let actions = lanes[0].handle(event, now: time)
            if !actions.isEmpty { schedulers[0].apply(actions) }
            return actions
        }
        var all: [Action] = []
        for i in lanes.indices {
            let actions = lanes[i].handle(event, now: time)
            schedulers[i].apply(actions)
            all += actions
        }
        return all
    }

    /// Feeds lane i the event `events[i]` at `time` (settings that differ by lane).
    public mutating func applyPerLane(_ events: [Event], at time: Double) {
        precondition(events.count == lanes.count, "one event per lane")
        advance(to: time)
        for i in lanes.indices {
            log.append(Entry(time: time, event: events[i], lane: i))
            schedulers[i].apply(lanes[i].handle(events[i], now: time))
        }
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

    /// The session as it was at `time`: the initial lanes with the log replayed up to `time`.
    /// Nil when the log no longer reaches back that far.
    public func replayed(upTo time: Double) -> Session? {
        guard replayableFrom == 0 else { return nil }
        var s = Session(lanes: initialLanes)
        for entry in log where entry.time <= time {
            if let lane = entry.lane {
                s.advance(to: entry.time)
                s.log.append(entry)
                s.schedulers[lane].apply(s.lanes[lane].handle(entry.event, now: entry.time))
            } else {
                s.apply(entry.event, at: entry.time)
            }
        }
        s.advance(to: time)
        return s
    }

    /// Back to time 0 with an empty log.
    public mutating func restart() {
        self = Session(lanes: initialLanes)
    }
}
