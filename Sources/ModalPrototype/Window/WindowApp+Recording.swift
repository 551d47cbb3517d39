import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Exact-rate recording in the window: frame n at n/fps of review-clock time, each drawn at
/// its own time, never skipped and never written twice.
///
/// Frames are owed by time alone, up to the live review clock. Each is drawn from the one
/// session's `state(at:)` the frame's own time (its snapshots and log), so inputs, request completions and animations land in the frame they belong to
/// however far the recording lags. A slow display (or a stall) only delays the files, it changes
/// none of them.
///
/// The phones alone (`--record`, `--gif`, `--video` without `--record-studio` or `--reference`)
/// are drawn off the window's thread: the loop takes each owed frame's `StageSnapshot` and
/// hands it to the `RecordingWorker`, which draws it with the software compositor headless
/// export uses (the same bytes as headless for the same frame) and encodes it, while the window
/// presents on its own. The whole studio, or phones under a reference, are drawn on the
/// window's renderer and read back (offscreen, not presented, when presenting falls behind).
///
/// The loop's catch-up spends `catchUpBudget` of wall time a turn (more when
/// presenting is slow; `RecordingPace`), so input and drawing go on; when drawing and encoding the frames is
/// itself slower than real time (a debug build, a big window), the review clock is held at most
/// `maxLag` ahead of the recording: time runs slower on screen, nothing is dropped, and what is
/// still owed at quit (at most `maxLag`) is written up to the quit's review time, or only as many
/// as take `quitBudget` wall seconds at their measured cost (`quitLag`): the recording then ends
/// a little before the quit, and the window still closes within a second. When the review
/// clock goes back (step back, restart), recording resumes once the clock passes the last
/// recorded time.
extension WindowApp {
    // MARK: Recording

    /// Draws and writes every frame owed up to `t` (or strictly before it), or as many as fit in
    /// `budget` wall seconds (at least one); the time of the last one drawn, if any (it is still
    /// on the renderer, not presented). The schedule and its pace are the controller's.
    @discardableResult
    func recordFrames(upTo t: Double, inclusive: Bool, budget: Double = .infinity) throws -> Double? {
        guard let recording else { return nil }
        noteRecordingSpeed()
        defer { noteRecordingSpeed() }
        let wall = wallNow
        if let worker = recording.worker { return try handFrames(to: worker, upTo: t, inclusive: inclusive, budget: budget, since: wall) }
        var drew: Double?
        while let schedule = controller.recording?.schedule, schedule.owes(upTo: t, inclusive: inclusive),
              drew == nil || wallNow - wall < budget, let index = controller.recording?.schedule.takeNext() {
            let started = wallNow
            defer { controller.recording?.noteCost(wallNow - started) }
            let when = schedule.time(of: index)
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

    /// Hands every frame owed up to `t` to `worker` as a snapshot, while it has room within
    /// `budget` wall seconds from `wall` (waiting for room meanwhile); nil, as nothing is left
    /// on the window's renderer. The frame cost noted for the quit rule is the worker's.
    func handFrames(to worker: RecordingWorker, upTo t: Double, inclusive: Bool, budget: Double, since wall: Double) throws -> Double? {
        while let schedule = controller.recording?.schedule, schedule.owes(upTo: t, inclusive: inclusive),
              try worker.reserve(timeout: budget - (wallNow - wall)) {
            guard let index = controller.recording?.schedule.takeNext() else { worker.release(); break }
            let when = schedule.time(of: index)
            let snapshot = view.stageSnapshot(at: when, state: view.session.state(at: when), pixelScale: fit.scale)
            guard try recordingFits((snapshot.width, snapshot.height)) else { worker.release(); break }
            worker.submit(snapshot, index: index)
            if let cost = worker.lastFrameCost { controller.recording?.noteCost(cost) }
            try countRecordedFrame()
            if self.recording == nil { break }
        }
        return nil
    }

    /// Writes what is still owed before the quit, closes the video, writes the GIF, and says
    /// what was recorded.
    func finishRecording() throws {
        guard let recording, let end = controller.recordingEnd(wall: wallNow) else { return }
        let n = { self.controller.recording?.schedule.next ?? 0 }   // after the frames still owed
        // Quitting owes at most `quitLag` past the next frame, however late in its turn the quit came.
        try recordFrames(upTo: end, inclusive: false)
        try recording.finish()
        if let dir = options.recordDir {
            // A frame equal to the one before is a link to the file before (none with --record-changed-only).
            let files = recording.png.map {
                " (\($0.written) files encoded; \($0.changedOnly ? "unchanged frames are left out" : "unchanged frames are links to the one before"))"
            } ?? ""
            StandardStreams.outputWithoutBlocking("recorded \(n()) frames into \(dir)\(files)\n")
        }
        if let gif = options.gifPath { StandardStreams.outputWithoutBlocking("recorded \(n()) frames into \(gif)\n") }
    }

    // MARK: Limits (`RecordingLimit`)

    /// Whether a frame of `size` pixels may be recorded: a window (or, recording the phones
    /// alone, a stage) resized past 8192 pixels a side stops the recording (finishing the video
    /// and the GIF) with one warning line instead.
    func recordingFits(_ size: (Int, Int)) throws -> Bool {
        guard let problem = FrameBudget.sideProblem(width: size.0, height: size.1, what: "the window") else { return true }
        let flag = controller.recording?.flag ?? "--record"
        try stopRecording()
        StandardStreams.error("modal-prototype: warning: \(flag): stopped: \(problem)\n")
        return false
    }

    /// Counts one recorded frame (`RecordingPace.count`): a warning when recording passes
    /// 10,000 frames (with a larger `--max-frames`), and recording stops, with one line, at the limit.
    func countRecordedFrame() throws {
        guard let count = controller.recording?.count() else { return }
        if let warning = count.warning { StandardStreams.error("modal-prototype: warning: \(warning)\n") }
        guard let stop = count.stop else { return }
        try stopRecording()
        StandardStreams.error("modal-prototype: warning: \(stop)\n")
        if let toast = count.toast { say(toast) }
    }

    /// Ends the recording early: the video and the GIF are finished, no more frames are owed.
    func stopRecording() throws {
        let r = recording
        recording = nil
        controller.recording?.stop()
        try r?.finish()
    }
}
