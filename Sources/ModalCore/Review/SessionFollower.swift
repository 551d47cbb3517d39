/// A second session that trails a live one through its input log: the state at a time the
/// live session has already passed, for drawing frames behind the live clock (the window's
/// exact-rate recording).
///
/// A machine cannot be drawn at a time before the last one it handled (`frame(now:)` clamps
/// to its clock), so frames owed by a recording that lags are drawn from this copy. It starts
/// from the live session's initial lanes and applies the live log's entries in order, each
/// at its own time, as far as asked: the same inputs at the same times give the same states.
/// Entries at time T are applied before a frame at T, as the headless runner does. The live
/// session must only append to its log; after it is replaced (restart, step back), start a
/// new follower. (Known limit: once a live log reaches `Session.logCapacity` and drops its
/// oldest inputs, the follower's place in it shifts and it skips inputs.)
public struct SessionFollower: Sendable {
    /// The trailing session.
    public private(set) var session: Session
    /// How many of the live log's entries have been applied.
    public private(set) var applied = 0

    /// A follower at time 0 of `live`.
    public init(following live: Session) {
        session = Session(lanes: live.initialLanes)
    }

    /// Applies `live`'s logged inputs with times up to `t`, then advances to `t` (never backwards).
    public mutating func follow(_ live: Session, to t: Double) {
        let log = live.log
        while applied < log.count, log[applied].time <= t {
            let entry = log[applied]
            if entry.lane != nil {
                // Per-lane inputs (settings that differ by lane) are logged as one group per time.
                var events = Array(repeating: Event.tick, count: session.lanes.count)
                var j = applied
                while j < log.count, let lane = log[j].lane, log[j].time == entry.time, lane < events.count {
                    events[lane] = log[j].event
                    j += 1
                }
                session.applyPerLane(events, at: entry.time)
                applied = max(j, applied + 1)
            } else {
                session.apply(entry.event, at: entry.time)
                applied += 1
            }
        }
        session.advance(to: t)
    }
}
