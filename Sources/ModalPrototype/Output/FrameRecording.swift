import ModalCore

/// The frame sinks a run records into (`--record DIR`, `--video FILE.mp4`, `--gif FILE.gif`),
/// all fed the same frames on one schedule: frame n at exactly n/fps of review-clock time.
///
/// The headless runner and the window both ask the schedule which frames are owed, draw each
/// at its own time and hand the pixels here; nothing is skipped or written twice.
final class FrameRecording {
    var schedule: RecordingSchedule
    let png: PNGSequenceRecorder?
    let video: VideoRecorder?
    let gif: GIFRecorder?

    /// The sinks `options` asks for, for frames of `width`×`height` pixels; nil when none.
    init?(options: Options, width: Int, height: Int) throws {
        guard options.recordDir != nil || options.videoPath != nil || options.gifPath != nil else { return nil }
        schedule = RecordingSchedule(fps: options.fps)
        png = try options.recordDir.map { try PNGSequenceRecorder(dir: $0) }
        video = try options.videoPath.map { try VideoRecorder(path: $0, width: width, height: height, fps: options.fps) }
        gif = try options.gifPath.map { try GIFRecorder(path: $0, width: width, height: height, fps: options.fps) }
    }

    /// Writes frame `index` to every sink.
    func write(_ pixels: [UInt8], width: Int, height: Int, index: Int) throws {
        try png?.write(pixels, width: width, height: height, index: index, fps: schedule.fps)
        try video?.write(pixels, width: width, height: height)
        try gif?.write(pixels, width: width, height: height)
    }

    /// Closes the video and writes the GIF.
    func finish() throws {
        try video?.finish()
        try gif?.finish()
    }
}
