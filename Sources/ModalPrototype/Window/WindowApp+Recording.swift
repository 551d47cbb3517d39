import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Exact-rate recording in the window: frame n at n/fps of review-clock time, each drawn at
/// its own time (offscreen, not presented, when presenting falls behind), never skipped and
/// never written twice.
///
/// Frames are owed by time alone, up to the live review clock. Each is drawn from the one
/// session's `state(at:)` the frame's own time (its snapshots and log), so inputs, request completions and animations land in the frame they belong to
/// however far the recording lags. A slow display (or a stall) only delays the files, it changes
/// none of them. The loop's catch-up spends `catchUpBudget` of wall time a turn (more when
/// presenting is slow), so input and drawing go on; when drawing and encoding the frames is
/// itself slower than real time (a debug build, a big window), the review clock is held at most
/// `maxLag` ahead of the recording: time runs slower on screen, nothing is dropped, and what is
/// still owed at quit (at most `maxLag`) is written up to the quit's review time, or only as many
/// as take `quitBudget` wall seconds at their measured cost (`quitLag`): the recording then ends
/// a little before the quit, and the window still closes within a second. When the review
/// clock goes back (step back, restart), recording resumes once the clock passes the last
/// recorded time.
extension WindowApp {
    // MARK: Recording

    /// Wall seconds the loop's catch-up may spend per turn (at least; twice the last frame's cost if more).
    static let catchUpBudget = 0.1
    /// How far (review seconds) the review clock may run ahead of the next frame owed.
    static let maxLag = 0.1
    /// Wall seconds the frames still owed at quit may take to write, at their measured cost.
    static let quitBudget = 0.3

    /// How far past the next frame owed (review seconds) quitting records: `maxLag`, less when
    /// writing that many frames (`--fps` × lag) would take over `quitBudget` wall seconds.
    var quitLag: Double {
        guard let cost = recordedFrameCost, cost > 0 else { return WindowApp.maxLag }
        return min(WindowApp.maxLag, max(WindowApp.quitBudget / (cost * options.fps), 1 / options.fps))
    }

    /// Holds the review clock at most `maxLag` ahead of the recording (a no-op when it keeps up).
    func holdClockToRecording(wall: Double) {
        guard let recording else { return }
        let limit = recording.schedule.nextTime + WindowApp.maxLag
        if clock.simulated(at: wall) > limit { clock.reset(to: limit, wall: wall) }
    }

    /// This turn's catch-up budget: `catchUpBudget`, or twice the last frame's cost when presenting is slow.
    var recordingBudget: Double { max(WindowApp.catchUpBudget, 2 * (lastFrameCost ?? 0)) }

    /// Draws and writes every frame owed up to `t` (or strictly before it), or as many as fit in
    /// `budget` wall seconds (at least one); the time of the last one drawn, if any (it is still
    /// on the renderer, not presented).
    @discardableResult
    func recordFrames(upTo t: Double, inclusive: Bool, budget: Double = .infinity) throws -> Double? {
        guard let recording else { return nil }
        noteRecordingSpeed()
        defer { noteRecordingSpeed() }
        let wall = wallNow
        var drew: Double?
        while recording.schedule.owes(upTo: t, inclusive: inclusive), drew == nil || wallNow - wall < budget {
            let started = wallNow
            defer { recordedFrameCost = 0.8 * (recordedFrameCost ?? wallNow - started) + 0.2 * (wallNow - started) }
            let index = recording.schedule.takeNext()
            let when = recording.schedule.time(of: index)
            drew = when
            guard try recordingFits(window.outputSize) else { break }
            let frame = try drawRecordedFrame(at: when, wall: wall, state: view.session.state(at: when))
            drawRecordingMark()   // on screen when this frame is presented, after the read-back
            try recording.write(frame.pixels, width: frame.width, height: frame.height, index: index)
            try countRecordedFrame()
            if self.recording == nil { break }
        }
        return drew
    }

    /// Writes what is still owed before the quit, closes the video, writes the GIF, and says
    /// what was recorded.
    func finishRecording() throws {
        guard let recording else { return }
        // Quitting owes at most `quitLag` past the next frame, however late in its turn the quit came.
        let quit = quitTime ?? clock.simulated(at: wallNow)
        try recordFrames(upTo: min(quit, recording.schedule.nextTime + quitLag), inclusive: false)
        try recording.finish()
        let n = recording.schedule.next
        if let dir = options.recordDir {
            // A frame equal to the one before writes no file (a gap in the numbers).
            let files = recording.png.map { " (\($0.written) files; unchanged frames are not repeated)" } ?? ""
            print("recorded \(n) frames into \(dir)\(files)")
        }
        if let gif = options.gifPath { print("recorded \(n) frames into \(gif)") }
    }

    // MARK: Limits (`RecordingLimit`)

    /// Whether a frame of `size` pixels may be recorded: a window resized past 8192 pixels a
    /// side stops the recording (finishing the video and the GIF) with one warning line instead.
    func recordingFits(_ size: (Int, Int)) throws -> Bool {
        guard let problem = FrameBudget.sideProblem(width: size.0, height: size.1, what: "the window") else { return true }
        let flag = RunLimits.recordingFlag(options) ?? "--record"
        try stopRecording()
        StandardStreams.error("modal-prototype: warning: \(flag): stopped: \(problem)\n")
        return false
    }

    /// Counts one recorded frame: a warning when recording passes 10,000 frames (with a larger
    /// `--max-frames`), and recording stops, with one line, at the limit.
    func countRecordedFrame() throws {
        recordedFrames += 1
        let flag = RunLimits.recordingFlag(options) ?? "--record"
        if recordedFrames == RecordingLimit.defaultMaximum + 1, let warning = RecordingLimit.warning(frames: recordedFrames, flag: flag) {
            StandardStreams.error("modal-prototype: warning: \(warning)\n")
        }
        guard recordedFrames >= RecordingLimit.maximum(options.maxFrames) else { return }
        try stopRecording()
        let message = "\(flag): stopped after \(recordedFrames) frames"
            + (options.maxFrames == nil ? " (--max-frames N allows more)" : " (--max-frames \(recordedFrames))")
        StandardStreams.error("modal-prototype: warning: \(message)\n")
        say("recording stopped at \(recordedFrames) frames")
    }

    /// Ends the recording early: the video and the GIF are finished, no more frames are owed.
    func stopRecording() throws {
        let r = recording
        recording = nil
        try r?.finish()
    }
}
