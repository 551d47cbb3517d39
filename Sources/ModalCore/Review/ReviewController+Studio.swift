/// The studio's rules: scrub into the recording, branch off it with an input or an edit,
/// play on from a scrub, and `A` (replay the last gesture with the current settings).
extension ReviewController {
    /// Shows the frame at `time` of the recording, paused: the recording replayed up to it.
    /// The scenario goes on after the recording's end (its lines up to there are in the log).
    /// False when there is no studio or the log no longer reaches back that far.
    public func scrub(to time: Double, wall: Double, pause: Bool = true) -> Bool {
        guard let model = studio else { return false }
        let now = clock.simulated(at: wall)
        guard let s = model.seek(session, now: now, to: time) else { return false }
        session = s
        if pause { clock.setPaused(true, wall: wall) }
        clock.reset(to: model.scrubTime, wall: wall)
        if let end = model.recordedEnd { player?.seek(after: end) }
        return true
    }

    /// Applies settings `changes` to every lane at once at review time `t`, keeping the state.
    /// On a scrubbed frame a key's or a file's change branches (undoably); a studio control's
    /// (`keepingTake`) keeps the later inputs, which replay with it; `undoable` notes that kept
    /// take as a branch too, so Ctrl+Z takes the change back (the studio's fit key, `M`). Returns
    /// nil, or the message of the first change refused (then nothing is applied).
    public func applySettings(_ changes: [Studio.Change], at t: Double, keepingTake: Bool = false, undoable: Bool = false) -> String? {
        var updates: [Settings] = []
        for lane in session.lanes {
            var s = lane.settings
            for c in changes {
                do { s = try s.setting(c.path, to: c.text) } catch { return "\(c.path): \(error)" }
            }
            updates.append(s)
        }
        let events = updates.map { Event.updateSettings($0) }
        if keepingTake && undoable { studio?.noteBranch(of: session, now: t) }
        if keepingTake, let kept = studio?.keepTake(session, applying: events, at: t) {
            session = kept
            return nil
        }
        noteCut(session.pendingInputs.count)
        studio?.noteBranch(of: session, now: t)
        studio?.commit()
        session.applyPerLane(events, at: t)
        return nil
    }

    /// Once the clock moves on from a scrub to `t`, the rest of the recording plays on (the
    /// session replays its pending inputs, an `A` replay's too, as it advances).
    public func playOnFromScrub(upTo t: Double) {
        guard let model = studio else { return }
        if model.recordedEnd != nil, t > model.scrubTime + 1e-9 { model.resume() }
    }

    /// `A`: back to the start of the last gesture (press to release, or key), with the
    /// current settings, playing it again. False when there is no gesture (or no studio).
    public func replayLastGesture(wall: Double) -> Bool {
        guard let model = studio, let replay = model.replayLastGesture(session) else { return false }
        session = replay.session
        clock.reset(to: replay.start, wall: wall)
        clock.setPaused(false, wall: wall)
        player?.seek(after: replay.end)
        return true
    }
}
