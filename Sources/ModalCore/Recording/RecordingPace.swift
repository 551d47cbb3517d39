/// A recording's schedule and how a live recording keeps pace with the review clock: how far the clock may run ahead of
/// the frames owed, how much wall time a turn (and quitting) may spend writing them, and the
/// count of frames written against `RecordingLimit`.
///
/// Frames are owed by time alone (`RecordingSchedule`). When drawing and encoding them is
/// slower than real time (a debug build, a big window), the review clock is held at most
/// `maxLag` ahead of the next frame owed: time runs slower on screen and nothing is dropped.
/// What is still owed at quit (at most `maxLag`) is written only as far as `quitBudget` wall
/// seconds allow at the frames' measured cost (`quitLag`).
public struct RecordingPace: Equatable, Sendable {
    /// Wall seconds a turn's catch-up may spend (at least; twice the last frame's cost if more).
    public static let catchUpBudget = 0.1
    /// How far (review seconds) the review clock may run ahead of the next frame owed.
    ///
    /// 0.25: the window's recording worker (`RecordingWorker`, 4 frames queued at most) falls up
    /// to about 0.2 s behind through a ×2 two-phone recording's busiest stretch and catches up
    /// where the phones are still; at 0.1 the clock was held 0–24 ms a run there (so the review
    /// ran slower than real time: 3.005–3.029 s of wall time for 3 s). Frames owed are not kept
    /// (each is drawn from the session when its turn comes), so this costs no memory.
    public static let maxLag = 0.25
    /// Wall seconds the frames still owed at quit may take to write, at their measured cost.
    public static let quitBudget = 0.3

    /// Which frames are owed: frame n at n/fps of review-clock time.
    public var schedule: RecordingSchedule
    /// Frames per second of review-clock time.
    public var fps: Double { schedule.fps }
    /// `--max-frames`, if given.
    public let maxFrames: Int?
    /// The flag that asked for the recording (`--record`, `--video`, `--gif`), for messages.
    public let flag: String
    /// Frames written so far.
    public private(set) var written = 0
    /// Wall seconds a recorded frame takes (drawn, read back, queued; with the window's
    /// recording worker, its drawing time over its lanes), smoothed.
    public private(set) var frameCost: Double?
    /// Set when the recording stopped early (its limit, a window too large): no frame is owed any more.
    public private(set) var stopped = false

    /// Stops the recording early: no frame is owed any more (the schedule keeps what was written).
    public mutating func stop() { stopped = true }

    /// The review time of the next frame owed; nil once stopped.
    public var nextFrame: Double? { stopped ? nil : schedule.nextTime }

    public init(fps: Double, maxFrames: Int?, flag: String) {
        schedule = RecordingSchedule(fps: fps)
        self.maxFrames = maxFrames
        self.flag = flag
    }

    /// The review time the clock is held back to when it reads `t` with the next frame owed
    /// at `nextFrame`; nil when it keeps up.
    public static func hold(_ t: Double, nextFrame: Double) -> Double? {
        let limit = nextFrame + maxLag
        return t > limit ? limit : nil
    }

    /// This turn's catch-up budget: `catchUpBudget`, or twice the last presented frame's cost when presenting is slow.
    public static func budget(lastFrameCost: Double?) -> Double { max(catchUpBudget, 2 * (lastFrameCost ?? 0)) }

    /// How far past the next frame owed (review seconds) quitting records: `maxLag`, less when
    /// writing that many frames (fps × lag) would take over `quitBudget` wall seconds; at least one frame.
    public var quitLag: Double {
        guard let cost = frameCost, cost > 0 else { return RecordingPace.maxLag }
        return min(RecordingPace.maxLag, max(RecordingPace.quitBudget / (cost * fps), 1 / fps))
    }

    /// Notes that a frame took `seconds` of wall time (smoothed: 0.8 of the old, 0.2 of the new).
    public mutating func noteCost(_ seconds: Double) {
        frameCost = 0.8 * (frameCost ?? seconds) + 0.2 * seconds
    }

    /// What counting one more written frame says: a warning line (once, past
    /// `RecordingLimit.defaultMaximum` with a larger `--max-frames`), and whether the limit was
    /// reached (then `stop` is the warning line that ends the recording, `toast` the reviewer's).
    public struct Count: Equatable, Sendable {
        public var warning: String?
        public var stop: String?
        public var toast: String?
    }

    /// Counts one written frame against the limit.
    public mutating func count() -> Count {
        written += 1
        var out = Count()
        if written == RecordingLimit.defaultMaximum + 1 { out.warning = RecordingLimit.warning(frames: written, flag: flag) }
        if written >= RecordingLimit.maximum(maxFrames) {
            out.stop = "\(flag): stopped after \(written) frames"
                + (maxFrames == nil ? " (--max-frames N allows more)" : " (--max-frames \(written))")
            out.toast = "recording stopped at \(written) frames"
        }
        return out
    }
}
