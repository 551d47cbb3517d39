/// The one driver of a review: the lanes' machines and servers, the log of every input,
/// and the snapshots that let any moment be recomputed quickly.
///
/// Every front end goes through a session: the window, the headless runner, scenario
/// playback (headless or in the window), the soak, the benchmarks and the core's property
/// and fault tests. Whatever produced an input (mouse, key, scenario line), `apply` logs it
/// and feeds it to the lanes the same way, and the actions take effect the same way:
/// request starts and cancels go to the lanes' servers, `quit` sets `quitRequested`.
///
/// One lane per profile under review: one lane normally, two with `--compare seed,fluid`;
/// every lane receives every input at the same simulated time and canvas point.
///
/// **Time travel.** `seek(to:)` restores the latest snapshot at or before the target (one
/// is taken at least every `snapshotInterval` seconds of simulated time) and replays the
/// log from there, so its cost is bounded by one interval of input, however long the
/// session. Seeking back keeps the later inputs: playing on (`advance`) replays them, so
/// `restart()` shows again what the user did. A new input while later ones are pending
/// replaces them (the log's future is rewritten from that point).
public final class Session {
    /// The lanes as they are now.
    public private(set) var state: SessionState
    /// Every input so far, in order.
    public private(set) var log = InputLog()
    /// The index of the next log entry to replay: `log.count` unless the session was sought back.
    public private(set) var cursor = 0
    /// Set when an input asked to quit (the Q key or a scenario's `key q`); never by a replay.
    public private(set) var quitRequested = false

    /// The lanes as they were at time 0.
    public let initial: SessionState
    /// Simulated seconds between two snapshots.
    public static let snapshotInterval = 1.0
    /// A past state and the log position it had reached.
    struct Snapshot {
        var state: SessionState
        var cursor: Int
        var time: Double { state.time }
    }
    /// In time order; the first is time 0 with nothing applied.
    private var snapshots: [Snapshot]

    public init(lanes: [PrototypeMachine]) {
        state = SessionState(lanes: lanes)
        initial = state
        snapshots = [Snapshot(state: state, cursor: 0)]
    }

    /// An input, when it happened, and the lane it went to.
    public typealias Entry = InputLog.Entry

    /// The machines, lane by lane.
    public var lanes: [PrototypeMachine] { state.lanes }
    /// The first lane (the only one outside compare mode).
    public var primary: PrototypeMachine { state.lanes[0] }
    /// The simulated time the lanes have reached.
    public var time: Double { state.time }
    /// The simulated times of the snapshots kept, in order.
    public var snapshotTimes: [Double] { snapshots.map(\.time) }
    /// True when inputs later than the current time are waiting to be replayed.
    public var hasPendingReplay: Bool { cursor < log.count }

    // MARK: Playing

    /// Plays every logged input due by `t` and every request completion, up to `t`.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        while true {
            let nextSnapshot = snapshots[snapshots.count - 1].time + Session.snapshotInterval
            let nextEntry = cursor < log.count ? log[cursor].time : Double.infinity
            if nextSnapshot <= t && nextSnapshot <= nextEntry && nextSnapshot > state.time {
                state.advance(to: nextSnapshot)
                snapshots.append(Snapshot(state: state, cursor: cursor))
            } else if nextEntry <= t {
                let entry = log[cursor]
                cursor += 1
                _ = state.apply(entry.event, lane: entry.lane, at: entry.time)
            } else {
                break
            }
        }
        state.advance(to: t)
        if state.time >= snapshots[snapshots.count - 1].time + Session.snapshotInterval {
            snapshots.append(Snapshot(state: state, cursor: cursor))
        }
    }

    /// Logs `event` at `t` and feeds it to `lane` (nil: every lane); returns every lane's
    /// actions, lane by lane. Inputs pending replay (after a seek back) are dropped first.
    @discardableResult
    public func apply(_ event: Event, at t: Double, lane: Int? = nil) -> [Action] {
        if cursor < log.count { rewriteFuture() }
        advance(to: t)
        let entry = InputLog.Entry(time: state.time, event: event, lane: lane)
        log.append(entry)
        cursor = log.count
        let actions = state.apply(event, lane: lane, at: entry.time)
        if actions.contains(.quit) { quitRequested = true }
        return actions
    }

    /// Feeds lane i the event `events[i]` at `t` (settings that differ by lane).
    public func applyPerLane(_ events: [Event], at t: Double) {
        precondition(events.count == state.lanes.count, "one event per lane")
        for (i, event) in events.enumerated() { apply(event, at: t, lane: i) }
    }

    // MARK: Time travel

    /// The session as it was at `t` (never below 0): from the latest snapshot at or before
    /// `t`, replaying the log. Later inputs stay in the log, pending replay.
    public func seek(to t: Double) {
        let t = t.isFinite ? max(t, 0) : 0
        if t < state.time {
            var lo = 0, hi = snapshots.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if snapshots[mid].time <= t { lo = mid } else { hi = mid - 1 }
            }
            state = snapshots[lo].state
            cursor = snapshots[lo].cursor
        }
        advance(to: t)
    }

    /// Back to time 0, keeping the log: playing on replays what was done.
    public func restart() { seek(to: 0) }

    /// Back to time 0 with an empty log.
    public func reset() {
        state = initial
        log.removeAll()
        cursor = 0
        snapshots = [Snapshot(state: initial, cursor: 0)]
        quitRequested = false
    }

    /// A new session at `t` sharing this one's log (copy-on-write: nothing is copied until
    /// one of them changes it). Nil never: kept for callers that step back by value.
    public func replayed(upTo t: Double) -> Session? {
        let copy = Session(copying: self)
        copy.seek(to: t)
        return copy
    }

    private init(copying other: Session) {
        state = other.state
        log = other.log
        cursor = other.cursor
        initial = other.initial
        snapshots = other.snapshots
    }

    /// Drops the inputs not yet replayed and the snapshots that depended on them.
    private func rewriteFuture() {
        log.truncate(to: cursor)
        let now = state.time
        while let last = snapshots.last, snapshots.count > 1, last.time > now || last.cursor > cursor {
            snapshots.removeLast()
        }
    }

    /// Takes on `other`'s log when it is this log with more inputs after it (a follower of a
    /// live session catches up; the new inputs replay as this session plays on). False, and
    /// nothing changes, when the logs differ before this one's end.
    @discardableResult
    public func followLog(of other: Session) -> Bool {
        guard other.log.count >= log.count, log.isEmpty || other.log[log.count - 1] == log[log.count - 1] else { return false }
        log = other.log
        return true
    }

    /// The time of the next logged input waiting to be replayed, if any.
    public var nextReplayTime: Double? { cursor < log.count ? log[cursor].time : nil }

    // MARK: Scheduling

    /// The earliest time any lane's server completes a request.
    public var nextDeadline: Double? { state.nextDeadline }

    /// The soonest wake-up any lane, server or pending replay needs.
    public func nextWake(now: Double) -> Wake {
        let wake = state.nextWake(now: now)
        guard cursor < log.count else { return wake }
        let replay = log[cursor].time
        switch wake {
        case .continuous: return .continuous
        case let .at(t): return .at(min(t, replay))
        case .idle: return .at(replay)
        }
    }

    /// Bytes held by the log and the snapshots' own storage (for the soak and the benchmark).
    public var retainedBytes: Int {
        log.byteCount + snapshots.count * (MemoryLayout<Snapshot>.stride
            + state.lanes.count * (MemoryLayout<PrototypeMachine>.stride + MemoryLayout<RequestScheduler>.stride))
    }
}
