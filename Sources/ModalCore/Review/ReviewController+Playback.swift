/// The playback rules: pause, frame steps, speed and restart, on the controller's clock,
/// session and scenario. Each returns what the reviewer is told (a toast), or the new time.
///
/// `wall` is the front end's wall-clock seconds now (the core reads no clock).
extension ReviewController {
    /// Space: pauses or plays on. Returns "paused" or "playing ×R".
    public func togglePause(wall: Double) -> String {
        clock.setPaused(!clock.isPaused, wall: wall)
        return clock.isPaused ? "paused" : "playing " + PlaybackClock.speedLabel(clock.rate)
    }

    /// `.`: moves the clock one `frame` on and returns the review time reached; the caller
    /// plays what is due by then (the scenario, a replay) and advances the session to it.
    public func stepForward(frame: Double, wall: Double) -> Double {
        clock.step(by: frame, wall: wall)
        return clock.simulated(at: wall)
    }

    /// `,`: one `frame` back (not before 0): the session is sought back, its later inputs kept
    /// to replay, and the scenario goes on after the new time.
    public func stepBack(frame: Double, wall: Double) {
        let t = clock.simulated(at: wall)
        let target = max(t - frame, 0)
        session.seek(to: target)
        clock.step(by: target - t, wall: wall)
        player?.seek(after: target)
    }

    /// `1`…`4` and the like: plays at `rate`. Returns the speed toast.
    public func setRate(_ rate: Double, wall: Double) -> String {
        clock.setRate(rate, wall: wall)
        return PlaybackClock.speedToast(clock.rate)
    }

    /// `[` `]`: one speed slower or faster (`PlaybackClock.rates`). Returns the speed toast.
    public func stepRate(faster: Bool, wall: Double) -> String {
        clock.stepRate(faster: faster, wall: wall)
        return PlaybackClock.speedToast(clock.rate)
    }

    /// `R`: back to time 0. With a scenario, the scenario plays again from an empty log;
    /// without one, the log replays what was done as the clock reaches it. A scrub is left.
    public func restart(wall: Double) {
        if var p = player {
            session.reset()
            p.rewind()
            player = p
        } else {
            session.restart()
        }
        studio?.commit()
        clock.reset(to: 0, wall: wall)
    }

    /// What a restart tells the reviewer: "restarted: replaying" when the log plays again.
    public var restartToast: String {
        player == nil && session.hasPendingReplay ? "restarted: replaying" : "restarted"
    }
}
