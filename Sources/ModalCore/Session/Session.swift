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
/// is taken every `snapshotInterval` seconds of simulated time, and those older than
/// `denseSpan` thin out: every other one is dropped whenever more than `maxSnapshots` are
/// kept, so older times are ever sparser and memory stays bounded however long the session)
/// and replays the log from there, so within the last `denseSpan` its cost is bounded by one
/// interval of input. `state(at:)` computes any moment the same way without moving the
/// session (the window's recording draws frames behind the live clock with it).
///
/// **Markers.** As it plays, the session notes every lane state change (sheet, cover,
/// alert, half modal) at the exact simulated time it happened, for the timeline. A replay of
/// the same log (after a seek back) finds the same changes and does not note them twice. Seeking back keeps the later inputs: playing on (`advance`) replays them, so
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
    /// Simulated seconds back from the latest snapshot within which none is thinned out.
    public static let denseSpan = 900.0
    /// More snapshots than this thins out those older than `denseSpan`.
    public static let maxSnapshots = 1_800
    /// A past state and the log position it had reached.
    struct Snapshot {
        var state: SessionState
        var cursor: Int
        var time: Double { state.time }
    }
    /// In time order; the first is time 0 with nothing applied.
    private var snapshots: [Snapshot]
    /// Where in the log and in time a change was noted (log entries applied, then time).
    private struct Position: Comparable {
        var time: Double
        var applied: Int
        static func < (a: Position, b: Position) -> Bool { (a.time, a.applied) < (b.time, b.applied) }
    }
    /// Every lane state change noted so far, with where it happened.
    private var changes: [(marker: Marker, at: Position)] = []
    /// The furthest position changes were noted up to (a replay behind it notes nothing new).
    private var markedThrough = Position(time: -.infinity, applied: -1)
    /// The last state `state(at:)` computed and the log position it reached, while the log
    /// before it is unchanged: the next, later frame continues from it.
    private var probe: (state: SessionState, cursor: Int)?
    /// The latest snapshot time the next snapshot follows (a seek back does not move it).
    private var lastSnapshotTime = 0.0

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
    /// Every lane state change the session has played through, in the order noticed (lane
    /// by lane within one moment): "sheet presented", "cover up", "half modal full"...
    public var markers: [Marker] { changes.map(\.marker) }

    // MARK: Playing

    /// Plays every logged input due by `t` and every request completion, up to `t`.
    public func advance(to t: Double) {
        guard t.isFinite else { return }
        while true {
            let nextSnapshot = lastSnapshotTime + Session.snapshotInterval
            let nextEntry = cursor < log.count ? log[cursor].time : Double.infinity
            if nextSnapshot <= t && nextSnapshot <= nextEntry && nextSnapshot > state.time {
                var found: [SessionState.Change]? = []
                state.advance(to: nextSnapshot, changes: &found)
                note(found, applied: cursor)
                takeSnapshot()
            } else if nextEntry <= t {
                let entry = log[cursor]
                var found: [SessionState.Change]? = []
                _ = state.apply(entry.event, lane: entry.lane, at: entry.time, changes: &found)
                note(found, applied: cursor)
                cursor += 1
            } else {
                break
            }
        }
        var found: [SessionState.Change]? = []
        state.advance(to: t, changes: &found)
        note(found, applied: cursor)
        if state.time >= lastSnapshotTime + Session.snapshotInterval { takeSnapshot() }
    }

    /// Logs `event` at `t` and feeds it to `lane` (nil: every lane); returns every lane's
    /// actions, lane by lane. Inputs pending replay (after a seek back) are dropped first.
    /// `t` is taken on the microsecond grid at or before it (`ReviewTime.atOrBefore`), as a saved
    /// scenario writes it; a session already past that keeps its own time.
    @discardableResult
    public func apply(_ event: Event, at t: Double, lane: Int? = nil) -> [Action] {
        let t = ReviewTime.atOrBefore(t)
        let event = event.bounded
        if cursor < log.count { rewriteFuture() }
        advance(to: t)
        let entry = InputLog.Entry(time: state.time, event: event, lane: lane)
        append(entry)
        var found: [SessionState.Change]? = []
        let actions = state.apply(event, lane: lane, at: entry.time, changes: &found)
        note(found, applied: cursor)
        cursor = log.count
        if actions.contains(.quit) { quitRequested = true }
        return actions
    }

    /// Feeds lane i the event `events[i]` at `t` (settings that differ by lane).
    public func applyPerLane(_ events: [Event], at t: Double) {
        precondition(events.count == state.lanes.count, "one event per lane")
        for (i, event) in events.enumerated() { apply(event, at: t, lane: i) }
    }

    /// Logs `entries` (in time order, none before the current time) to be played as the
    /// session advances to them, after dropping any inputs pending replay: `A` replays the
    /// last gesture this way, through the one replay the session has.
    public func enqueue<Entries: Sequence>(_ entries: Entries) where Entries.Element == Entry {
        if cursor < log.count { rewriteFuture() }
        for entry in entries { append(InputLog.Entry(time: max(entry.time, state.time), event: entry.event, lane: entry.lane)) }
    }

    // MARK: Time travel

    /// The lanes as they are at `t` (never below 0) by this session's log, without moving the
    /// session: from the latest snapshot at or before `t` (or the last state asked for, when
    /// `t` is not before it), replaying the log up to `t`. Inputs at `t` itself are applied.
    public func state(at t: Double) -> SessionState {
        let t = t.isFinite ? max(t, 0) : 0
        let snapshot = snapshots[snapshotIndex(atOrBefore: t)]
        var (s, c) = (snapshot.state, snapshot.cursor)
        if let p = probe, p.state.time <= t, p.state.time >= snapshot.time { (s, c) = (p.state, p.cursor) }
        while c < log.count, log[c].time <= t {
            let entry = log[c]
            _ = s.apply(entry.event, lane: entry.lane, at: entry.time)
            c += 1
        }
        s.advance(to: t)
        probe = (s, c)
        return s
    }

    /// The session as it was at `t` (never below 0): from the latest snapshot at or before
    /// `t`, replaying the log. Later inputs stay in the log, pending replay.
    public func seek(to t: Double) {
        let t = t.isFinite ? max(t, 0) : 0
        if t < state.time {
            let snapshot = snapshots[snapshotIndex(atOrBefore: t)]
            state = snapshot.state
            cursor = snapshot.cursor
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
        lastSnapshotTime = 0
        quitRequested = false
        changes = []
        markedThrough = Position(time: -.infinity, applied: -1)
        probe = nil
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
        lastSnapshotTime = other.lastSnapshotTime
        changes = other.changes
        markedThrough = other.markedThrough
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

    // MARK: Bookkeeping

    /// Appends `entry` to the log; a state computed past its time no longer holds.
    private func append(_ entry: Entry) {
        if let p = probe, entry.time < p.state.time { probe = nil }
        log.append(entry)
    }

    /// Notes the changes `found` in one step that started with `applied` log entries applied,
    /// leaving out those a replay behind `markedThrough` finds again.
    private func note(_ found: [SessionState.Change]?, applied: Int) {
        guard let found, !found.isEmpty else { return }
        let before = markedThrough
        for change in found {
            let at = Position(time: change.marker.time, applied: change.byInput ? applied + 1 : applied)
            guard before < at else { continue }
            changes.append((change.marker, at))
            if markedThrough < at { markedThrough = at }
        }
    }

    /// The index of the latest snapshot at or before `t`.
    private func snapshotIndex(atOrBefore t: Double) -> Int {
        var lo = 0, hi = snapshots.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if snapshots[mid].time <= t { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Keeps the current state as a snapshot (in time order: any later ones, left by a seek
    /// back, are dropped first), then thins out the old ones past `maxSnapshots`.
    private func takeSnapshot() {
        while snapshots.count > 1, let last = snapshots.last, last.time >= state.time { snapshots.removeLast() }
        snapshots.append(Snapshot(state: state, cursor: cursor))
        lastSnapshotTime = state.time
        guard snapshots.count > Session.maxSnapshots else { return }
        let denseFrom = state.time - Session.denseSpan
        var kept: [Snapshot] = []
        kept.reserveCapacity(snapshots.count)
        var oldIndex = 0
        for snapshot in snapshots {
            if snapshot.time >= denseFrom || snapshot.time == 0 { kept.append(snapshot); continue }
            if oldIndex % 2 == 1 { kept.append(snapshot) }
            oldIndex += 1
        }
        snapshots = kept
    }

    /// Drops the inputs not yet replayed, the snapshots and changes that depended on them.
    private func rewriteFuture() {
        log.truncate(to: cursor)
        let now = state.time
        while let last = snapshots.last, snapshots.count > 1, last.time > now || last.cursor > cursor {
            snapshots.removeLast()
        }
        lastSnapshotTime = snapshots[snapshots.count - 1].time
        let here = Position(time: now, applied: cursor)
        changes.removeAll { here < $0.at }
        if here < markedThrough { markedThrough = here }
        probe = nil
    }
}
