import Foundation
import ModalCore

/// The bound on what `--record` and `--video` write from the window (`RecordingLimit`).
extension WindowApp {
    /// Whether a frame of `size` pixels may be recorded: a window resized past 8192 pixels a
    /// side stops the recording (finishing the video) with one warning line instead.
    func recordingFits(_ size: (Int, Int)) throws -> Bool {
        guard let problem = FrameBudget.sideProblem(width: size.0, height: size.1, what: "the window") else { return true }
        let flag = RunLimits.recordingFlag(options) ?? "--record"
        recorder = nil
        try video?.finish()
        video = nil
        FileHandle.standardError.write(Data("modal-prototype: warning: \(flag): stopped: \(problem)\n".utf8))
        return false
    }

    /// Counts one recorded frame: a warning when recording passes 10,000 frames (with a larger
    /// `--max-frames`), and recording stops, with one line, at the limit.
    func countRecordedFrame() throws {
        recordedFrames += 1
        let flag = RunLimits.recordingFlag(options) ?? "--record"
        if recordedFrames == RecordingLimit.defaultMaximum + 1, let warning = RecordingLimit.warning(frames: recordedFrames, flag: flag) {
            FileHandle.standardError.write(Data("modal-prototype: warning: \(warning)\n".utf8))
        }
        guard recordedFrames >= RecordingLimit.maximum(options.maxFrames) else { return }
        recorder = nil
        try video?.finish()
        video = nil
        let message = "\(flag): stopped after \(recordedFrames) frames"
            + (options.maxFrames == nil ? " (--max-frames N allows more)" : " (--max-frames \(recordedFrames))")
        FileHandle.standardError.write(Data("modal-prototype: warning: \(message)\n".utf8))
        say("recording stopped at \(recordedFrames) frames")
    }
}
