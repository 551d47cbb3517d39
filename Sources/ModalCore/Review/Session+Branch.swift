/// What the review's branches need of a session: the inputs a new one would cut off, a
/// setting change that keeps them, and the same start with another log (undo and redo).
extension Session {
    /// The inputs waiting to replay: what an input or a setting change now would cut off.
    public var pendingInputs: InputLog.SubSequence { log[cursor...] }

    /// Applies `events` (one per lane) at `t` and keeps the inputs that were waiting to replay
    /// after it: they replay with the new settings as the session advances (a setting changed
    /// on a scrubbed frame from the studio's controls, which never branch).
    public func insertPerLane(_ events: [Event], at t: Double) {
        advance(to: t)
        let pending = Array(pendingInputs)
        applyPerLane(events, at: t)
        enqueue(pending)
    }

    /// A session with this one's lanes at time 0 and `log` as its input log, played to
    /// `end` (so every state change by then is marked), then sought back to `t`: the later
    /// inputs wait to replay, as after a scrub.
    public func withLog(_ log: InputLog, playedTo end: Double, at t: Double) -> Session {
        let s = Session(lanes: initial.lanes)
        s.enqueue(log)
        s.advance(to: max(end, t))
        s.seek(to: t)
        return s
    }
}
