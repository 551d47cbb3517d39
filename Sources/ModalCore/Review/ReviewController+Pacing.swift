/// The live loop's rules: when a turn draws, when the loop wakes, how the review clock is held
/// to a recording, and where quitting ends the review.
extension ReviewController {
    /// What one turn of a live loop found at its review time.
    public struct Turn: Equatable, Sendable {
        /// What the lanes wake for next.
        public var wake: Wake
        /// Something moves (or the HUD's clock runs) while playing: a frame at every frame step.
        public var animating: Bool
        /// This turn draws a frame.
        public var draws: Bool
    }

    /// The turn at review time `t` (the session advanced to it): what wakes next, whether it
    /// animates, and whether it draws (`FramePacer.needsFrame`). `referenceFrame` is the
    /// reference frame shown at `t`; `recorded` says a recorded frame is on the renderer.
    public func turn(at t: Double, hudVisible: Bool, referenceFrame: Int?, recorded: Bool) -> Turn {
        let wake = session.nextWake(now: t)
        let animating = FramePacer.animating(wake: wake, paused: clock.isPaused, hudVisible: hudVisible)
        return Turn(wake: wake, animating: animating,
                    draws: pacer.needsFrame(at: t, wake: wake, animating: animating, referenceFrame: referenceFrame, recorded: recorded))
    }

    /// The wall time the loop wakes by after `turn`: its next animation frame at `fps` (not
    /// while `minimized`), and the review-clock times when something is due (the lanes' wake,
    /// a request completing, a scenario input, `referenceBoundary`, the next recorded frame, a
    /// scroll gesture's end), besides the wall times `wallTimes` (a config check, a toast's end).
    public func deadline(after turn: Turn, fps: Double, minimized: Bool, referenceBoundary: Double?, wallTimes: [Double]) -> Double? {
        var simulated: [Double] = []
        if case let .at(when) = turn.wake { simulated.append(when) }
        simulated += [session.nextDeadline, player?.nextTime, referenceBoundary, recording?.nextFrame, scroll.deadline]
            .compactMap { $0 }
        return pacer.deadline(animating: turn.animating && !minimized, fps: fps, clock: clock, simulated: simulated, wall: wallTimes)
    }

    /// Holds the review clock at most `RecordingPace.maxLag` ahead of the next frame the
    /// recording owes (a no-op without a recording, or when it keeps up).
    public func holdClockToRecording(wall: Double) {
        guard let next = recording?.nextFrame,
              let limit = RecordingPace.hold(clock.simulated(at: wall), nextFrame: next) else { return }
        recordingHeld += clock.simulated(at: wall) - limit
        clock.reset(to: limit, wall: wall)
    }

    /// Ends the review at wall time `wall`: a recording writes what it owes up to the review
    /// time then, or up to where the clock is held when that is earlier (the clock ran free
    /// since the loop last held it). The first quit asked for counts.
    public func requestQuit(wall: Double) {
        holdClockToRecording(wall: wall)
        quitTime = quitTime ?? clock.simulated(at: wall)
    }

    /// The review ends at the input that asked to quit (the Q key, a scenario's `key q`): the
    /// last one logged, unless a quit was asked before.
    public func quitAtLastInput() {
        quitTime = quitTime ?? session.log.last?.time
    }

    /// Where the review ended, for the saved scenario's `end`: the quit's time (a recording
    /// writes frames up to it), never before the time the session reached.
    public var endTime: Double { max(session.time, quitTime ?? session.time) }

    /// Whether the review was asked to end (a quit command, or an input that quits).
    public var quitRequested: Bool { quitTime != nil || session.quitRequested }

    /// Where a recording stops at the end: the quit's time, at most `RecordingPace.quitLag`
    /// past the next frame owed; nil without a recording.
    public func recordingEnd(wall: Double) -> Double? {
        guard let r = recording, let next = r.nextFrame else { return nil }
        return min(quitTime ?? clock.simulated(at: wall), next + r.quitLag)
    }
}
