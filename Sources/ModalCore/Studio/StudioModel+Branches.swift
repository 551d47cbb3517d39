/// The studio's branches: noting the take an input or a setting change is about to cut off,
/// undo and redo of those cuts, and the studio's own setting changes that keep the take.
extension StudioModel {
    /// Before an input to a phone or a setting change is applied to `session` at `now`:
    /// when inputs wait to replay (a scrubbed frame), they are about to be cut off, so the
    /// cut is noted for undo. The take's end is the recording's, or the latest input's.
    public func noteBranch(of session: Session, now: Double) {
        guard session.hasPendingReplay else { return }
        let end = max(recordedEnd ?? now, session.log.last?.time ?? now, now)
        branches.branched(at: session.cursor, time: session.time, end: end, cutOff: session.pendingInputs)
    }

    /// Ctrl+Z (`redo` false) or Ctrl+Shift+Z (true): the take with the latest branch taken back
    /// or made again, shown at the time that branch was made at, as a scrub shows it (the
    /// timeline holds the whole take). Nil when there is nothing to undo or redo.
    public func restoreBranch(_ current: Session, now: Double, redo: Bool) -> Session? {
        let source = recorded?.session ?? current
        let end = max(recordedEnd ?? now, now)
        guard let cut = redo ? branches.redo(log: source.log, end: end) : branches.undo(log: source.log, end: end) else {
            return nil
        }
        let log = cut.applied(to: source.log)
        let takeEnd = max(cut.end, log.last?.time ?? 0)
        let take = source.withLog(log, playedTo: takeEnd, at: takeEnd)
        commit()
        return seek(take, now: takeEnd, to: cut.time)
    }

    /// A settings change from a studio control (slider, editor, outcome) to `session` at `t`,
    /// which never branches: the inputs waiting to replay are kept and replay with it. While
    /// scrubbed, the recording becomes the take with the change in it, and the frame at `t`
    /// of that take is returned to show; nil when nothing was waiting (apply it as usual).
    public func keepTake(_ session: Session, applying events: [Event], at t: Double) -> Session? {
        guard session.hasPendingReplay else { return nil }
        let shown = session.insertPerLane(events, at: t)
        guard let end = recordedEnd else { return shown }
        let take = shown.replayed(upTo: max(end, t)) ?? shown
        commit()
        return seek(take, now: max(end, t), to: t) ?? shown
    }
}
