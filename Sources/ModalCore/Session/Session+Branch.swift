/// What the review's branches need of a session: the inputs a new one would cut off, a
/// setting change that keeps them, and the same start with another log (undo and redo).
extension Session {
    /// The inputs waiting to replay: what an input or a setting change now would cut off.
    public var pendingInputs: InputLog.SubSequence { log[cursor...] }

    /// Applies `events` (one per lane) at `t` and keeps the inputs that were waiting to replay
    /// after it: they replay with the new settings as the session advances (a setting changed
    /// on a scrubbed frame from the studio's controls, which never branch). Returns the session
    /// to show at `t`: this one, or, when `t` falls inside a recorded press (a settings change
    /// would cancel it), a new one with the change logged just before that press, so the
    /// gesture replays whole with it (a change logged there before is replaced: a slider
    /// dragged on).
    public func insertPerLane(_ events: [Event], at t: Double) -> Session {
        advance(to: t)
        if let press = pressInProgress() {
            let at = log[press].time
            var start = press
            if start >= events.count, (start - events.count..<start).allSatisfy({ i in
                if case .updateSettings = log[i].event { return log[i].time == at }
                return false
            }) { start -= events.count }
            var changed = InputLog()
            for entry in log[..<start] { changed.append(entry) }
            for (lane, event) in events.enumerated() { changed.append(Entry(time: at, event: event, lane: lane)) }
            for entry in log[press...] { changed.append(entry) }
            return withLog(changed, playedTo: t, at: t)
        }
        let pending = Array(pendingInputs)
        applyPerLane(events, at: t)
        enqueue(pending)
        return self
    }

    /// The log index of the press whose gesture is under way at the current time (its moves
    /// applied, its release pending), or nil when no lane holds the pointer.
    func pressInProgress() -> Int? {
        guard cursor < log.count, lanes.contains(where: { $0.pointer != .idle }) else { return nil }
        var i = cursor - 1
        while i >= 0 {
            switch log[i].event {
            case .pointerDown: return i
            case .pointerMove, .updateSettings, .set: i -= 1
            default: return nil
            }
        }
        return nil
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
