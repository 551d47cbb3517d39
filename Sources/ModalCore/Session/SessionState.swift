/// The lanes of a review at one moment: every machine and its simulated server, and the
/// time they have reached. A value: a snapshot of a session is a copy of one of these.
///
/// **A function of the log.** Whatever ticks it was given on the way, a state that handled the
/// same inputs (and so the same request completions) up to the same time equals any other:
/// every `advance` ends with a tick at the time reached, which settles the animations finished
/// by then, and `==` compares what can be observed (each lane's machine after such a tick,
/// its server and the time), never how often it was ticked.
public struct SessionState: Sendable {
    public private(set) var lanes: [PrototypeMachine]
    public private(set) var schedulers: [RequestScheduler]
    /// The latest simulated time delivered to the lanes.
    public private(set) var time: Double = 0

    /// A lane's state change: its marker and whether an input (rather than a request
    /// completion delivered before it) made it.
    public struct Change: Sendable {
        public var marker: Marker
        public var byInput: Bool
    }

    public init(lanes: [PrototypeMachine]) {
        precondition(!lanes.isEmpty, "a session needs at least one lane")
        self.lanes = lanes
        schedulers = Array(repeating: RequestScheduler(), count: lanes.count)
    }

    /// Delivers every simulated request completion due by `t`, each at its own deadline,
    /// then lets every lane's animations reach `t`.
    public mutating func advance(to t: Double) {
        var ignored: [Change]?
        advance(to: t, changes: &ignored)
    }

    /// `advance(to:)`, appending to `changes` (when not nil) every lane state change on the way.
    mutating func advance(to t: Double, changes: inout [Change]?) {
        deliverCompletions(upTo: t, changes: &changes)
        for i in lanes.indices { _ = lanes[i].handle(.tick, now: time) }
    }

    /// The completions due by `t`, each at its deadline, and the clock moved to `t`, without
    /// the tick: an event handled at `t` next ticks the machines itself (`PrototypeMachine.handle`).
    private mutating func deliverCompletions(upTo t: Double, changes: inout [Change]?) {
        let t = t.isFinite ? max(t, time) : time
        for i in lanes.indices {
            while true {
                // A request cue (the cover's grace time ending, a held outcome's release) before
                // the next completion is played at its own time, so its changes get that time.
                if let cue = lanes[i].request.nextCue(after: lanes[i].clock), cue <= t,
                   cue < schedulers[i].nextDeadline ?? .infinity {
                    let before = changes == nil ? nil : LaneSummary(lanes[i], now: lanes[i].clock)
                    _ = lanes[i].handle(.tick, now: cue)
                    if let before { note(lane: i, from: before, at: cue, byInput: false, into: &changes) }
                } else if let due = schedulers[i].popDue(upTo: t) {
                    let before = changes == nil ? nil : LaneSummary(lanes[i], now: due.time)
                    schedulers[i].apply(lanes[i].handle(due.event, now: due.time))
                    if let before { note(lane: i, from: before, at: due.time, byInput: false, into: &changes) }
                } else {
                    break
                }
            }
        }
        time = t
    }

    /// Feeds `event` at `t` to `lane` (nil: every lane) after what is due by then; returns
    /// the actions, lane by lane. The servers take their share (start and cancel requests).
    public mutating func apply(_ event: Event, lane: Int?, at t: Double) -> [Action] {
        var ignored: [Change]?
        return apply(event, lane: lane, at: t, changes: &ignored)
    }

    /// `apply(_:lane:at:)`, appending to `changes` (when not nil) every lane state change.
    mutating func apply(_ event: Event, lane: Int?, at t: Double, changes: inout [Change]?) -> [Action] {
        deliverCompletions(upTo: t, changes: &changes)
        // A move or a tick never changes what `LaneSummary` holds (presses and releases do).
        let look = changes != nil && LaneSummary.mayChange(by: event)
        if lanes.count == 1 && !look {   // the common case, without collecting
            let actions = lanes[0].handle(event, now: time)
            if !actions.isEmpty { schedulers[0].apply(actions) }
            return actions
        }
        var all: [Action] = []
        for i in lanes.indices where lane == nil || lane == i {
            let before = look ? LaneSummary(lanes[i], now: time) : nil
            let actions = lanes[i].handle(event, now: time)
            schedulers[i].apply(actions)
            all += actions
            if let before { note(lane: i, from: before, at: time, byInput: true, into: &changes) }
        }
        return all
    }

    /// Appends lane `i`'s summary changes since `before`, at `time`, to `changes`.
    private func note(lane i: Int, from before: LaneSummary, at time: Double, byInput: Bool, into changes: inout [Change]?) {
        let after = LaneSummary(lanes[i], now: time)
        guard after != before else { return }
        let prefix = lanes.count > 1 ? lanes[i].settings.halfModal.profile.rawValue + ": " : ""
        changes?.append(contentsOf: after.changes(from: before, at: time, prefix: prefix).map { Change(marker: $0, byInput: byInput) })
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

extension SessionState: Equatable {
    /// Equal when what can be observed is: the time, the servers, and every lane's machine
    /// once ticked at that time (a finished animation and its resting state are the same).
    public static func == (a: SessionState, b: SessionState) -> Bool {
        guard a.time == b.time, a.schedulers == b.schedulers, a.lanes.count == b.lanes.count else { return false }
        return zip(a.lanes, b.lanes).allSatisfy { x, y in
            var x = x, y = y
            _ = x.handle(.tick, now: a.time)
            _ = y.handle(.tick, now: b.time)
            return x.observablyEquals(y)
        }
    }
}
