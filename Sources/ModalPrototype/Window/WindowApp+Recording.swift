import CSDL2
import Foundation
import ModalCore

/// Exact-rate recording in the window: frame n at n/fps of review-clock time, each drawn at
/// its own time (offscreen, not presented, when presenting falls behind), never skipped and
/// never written twice.
///
/// Frames are owed by time alone. Before any input at simulated time te is applied (a click,
/// a key, a scenario line), every frame strictly before te is drawn from the state before it;
/// at each turn of the loop every frame up to now is. Each owed frame first advances the
/// session to its own time, so request completions and animations land where they belong.
/// A slow display (or a stall) only delays the files, it changes none of them. When the
/// review clock goes back (step back, restart), recording resumes once it passes the last
/// recorded time.
extension WindowApp {
    // MARK: Recording

    /// Draws and writes every frame owed up to `t` (or strictly before it); true if any was drawn.
    @discardableResult
    func recordFrames(upTo t: Double, inclusive: Bool) throws -> Bool {
        guard let recording else { return false }
        let due = recording.schedule.take(upTo: t, inclusive: inclusive)
        guard !due.isEmpty else { return false }
        let wall = wallNow
        for index in due {
            let when = recording.schedule.time(of: index)
            view.session.advance(to: when)
            try drawFrame(at: when, wall: wall, present: false)
            let (w, h) = window.outputSize
            try recording.write(try readPixels(window.renderer, width: w, height: h), width: w, height: h, index: index)
        }
        return true
    }

    /// `recordFrames(upTo: t, inclusive: false)` where an error cannot be thrown: it is kept
    /// and ends the run at the loop's next turn.
    func recordFramesBeforeInput(at t: Double) {
        guard recording != nil, recordingError == nil else { return }
        do { try recordFrames(upTo: t, inclusive: false) } catch { recordingError = error }
    }

    /// Closes the video, writes the GIF, and says what was recorded.
    func finishRecording() throws {
        guard let recording else { return }
        try recording.finish()
        let n = recording.schedule.next
        if let dir = options.recordDir { print("recorded \(n) frames into \(dir)") }
        if let gif = options.gifPath { print("recorded \(n) frames into \(gif)") }
    }
}
