import ModalCore

/// The frame sinks a run records into (`--record DIR`, `--video FILE.mp4`, `--gif FILE.gif`),
/// all fed the same frames on one schedule: frame n at exactly n/fps of review-clock time.
///
/// The schedule is the review controller's (`ReviewController.recording`, made by `pace`):
/// the headless runner and the window both ask it which frames are owed, draw each at its own
/// time and hand the pixels here; no frame is dropped or taken twice. What a sink does with a
/// frame equal to the one before is its own rule: `--record` links its name to the file before
/// (no gap; none at all with `--record-changed-only`), `--gif` lengthens the image before; the
/// video keeps every frame.
final class FrameRecording {
    /// Frames per second of review-clock time (the PNG names carry each frame's time).
    let fps: Double
    let png: PNGSequenceRecorder?
    let video: VideoRecorder?
    let gif: GIFRecorder?
    /// The GIF is encoded on a thread of its own while the next frame is drawn, two frames at
    /// most in hand (its quantizing and LZW cost more than drawing a phone).
    private let gifJobs = SerialJobs(label: "modal-prototype.gif-writer", depth: 2)
    /// The frame size the recording started with; later frames (after a window resize) are
    /// cropped or padded with black to it.
    let width: Int, height: Int
    /// How fast the recording really advances (the window's REC mark).
    var speed = RecordingSpeed()
    /// The window's phone-only recording draws and writes its frames here, off the window's
    /// thread (`RecordingWorker`); nil when frames are written by the caller (headless, `--record-studio`).
    var worker: RecordingWorker?

    /// The sinks `options` asks for, for frames of `width`×`height` pixels; nil when none.
    init?(options: Options, width: Int, height: Int) throws {
        guard options.recordDir != nil || options.videoPath != nil || options.gifPath != nil else { return nil }
        RecordingMemory.keepFrameBuffers()
        fps = options.fps
        self.width = width
        self.height = height
        png = try options.recordDir.map {
            try PNGSequenceRecorder(dir: $0, overwrite: options.overwrite, changedOnly: options.recordChangedOnly)
        }
        video = try options.videoPath.map { try VideoRecorder(path: $0, width: width, height: height, fps: options.fps) }
        gif = try options.gifPath.map { try GIFRecorder(path: $0, width: width, height: height, fps: options.fps) }
    }

    /// Writes frame `index` to every sink: the PNG at its own size, the video and the GIF at
    /// the recording's first size.
    func write(_ pixels: [UInt8], width: Int, height: Int, index: Int) throws {
        try png?.write(pixels, width: width, height: height, index: index, fps: fps)
        guard video != nil || gif != nil else { return }
        let fixed = width == self.width && height == self.height
            ? pixels : GIFRecorder.fit(pixels, width: width, height: height, to: self.width, self.height)
        try video?.write(fixed, width: self.width, height: self.height)
        if let gif {
            let (w, h) = (self.width, self.height)
            try gifJobs.submit { try gif.write(fixed, width: w, height: h, index: index) }
        }
    }

    /// The schedule and pace of this recording for the review controller (`--max-frames`, and
    /// the flag that asked for it in messages).
    static func pace(options: Options) -> RecordingPace {
        RecordingPace(fps: options.fps, maxFrames: options.maxFrames, flag: RunLimits.recordingFlag(options) ?? "--record")
    }

    /// Finishes each sink on its own, for a run a signal ends: the video, the GIF (once its
    /// queued frames are written) and the frames so far; one that fails does not keep the
    /// others from finishing.
    func finishEach() {
        try? video?.finish()
        if (try? gifJobs.wait()) != nil { try? gif?.finish() }
        try? png?.finish()
    }

    /// Waits for the worker's frames, if any, then closes the video and writes the GIF.
    func finish() throws {
        let worker = self.worker
        self.worker = nil   // the worker holds the sinks; finishing lets it go
        try worker?.drain()
        try png?.finish()
        try video?.finish()
        try gifJobs.wait()
        try gif?.finish()
    }
}
