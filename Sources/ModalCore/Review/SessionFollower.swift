/// A second session that trails a live one through its input log: the state at a time the
/// live session has already passed, for drawing frames behind the live clock (the window's
/// exact-rate recording).
///
/// A machine cannot be drawn at a time before the last one it handled (`frame(now:)` clamps
/// to its clock), so frames owed by a recording that lags are drawn from this copy. It starts
/// from the live session's initial lanes and applies the live log's entries in order, each
/// at its own time and lane, as far as asked: the same inputs at the same times give the same
/// states. Entries at time T are applied before a frame at T, as the headless runner does.
/// When the live log was rewritten below what the follower has applied (a new input after a
/// seek back), or after a restart or step back, start a new follower.
public final class SessionFollower {
    /// The trailing session (its own log and snapshots; never the live one).
    public let session: Session
    /// How many of the live log's entries have been applied.
    public private(set) var applied = 0

    /// A follower at time 0 of `live`.
    public init(following live: Session) {
        session = Session(lanes: live.initial.lanes)
    }

    /// Whether `live`'s log still starts with what this follower applied (as far as the count tells).
    public func canFollow(_ live: Session) -> Bool { applied <= live.log.count }

    /// Applies `live`'s logged inputs with times up to `t`, then advances to `t` (never backwards).
    public func follow(_ live: Session, to t: Double) {
        let log = live.log
        while applied < log.count, log[applied].time <= t {
            let entry = log[applied]
            session.apply(entry.event, at: entry.time, lane: entry.lane)
            applied += 1
        }
        session.advance(to: t)
    }
}
