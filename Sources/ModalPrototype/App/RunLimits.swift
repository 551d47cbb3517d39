import ModalCore

/// The limits a run is checked against before it allocates anything (exit 2, one line):
/// the frame's pixels (`FrameBudget`: 8192×8192 at most, 1 GiB of frame buffers in all) and
/// the number of frames `--record`/`--video` may write (`RecordingLimit`).
enum RunLimits {
    /// The frame buffers of a run drawing `width`×`height`-pixel frames with `options`
    /// (`window`: the window's drawable and its back buffer instead of a software canvas).
    static func budget(options: Options, width: Int, height: Int, filmstrip: (width: Int, height: Int)?,
                       window: Bool) -> FrameBudget {
        var b = FrameBudget()
        b.add(window ? "window and back buffer" : "canvas", width: width, height: height, copies: window ? 2 : 1)
        b.add("shot read-back and encoding", width: width, height: height, copies: window ? 2 : 1)
        let recording = (options.recordDir != nil ? 2 : 0) + (options.videoPath != nil ? 2 : 0) + (options.gifPath != nil ? 2 : 0)
        if recording > 0 { b.add("recording copies", width: width, height: height, copies: recording) }
        if let f = filmstrip { b.add("filmstrip sheet and encoding", width: f.width, height: f.height, copies: 2) }
        if options.referenceDir != nil {
            b.add("reference cache", bytes: ReferenceFrames.cacheBytes)
            b.add("reference difference", width: width, height: height, copies: 3)
        }
        return b
    }

    /// Throws `Failure.usage` when `width`×`height` pixels or the run's frame buffers break a limit.
    static func check(options: Options, width: Int, height: Int, filmstrip: (width: Int, height: Int)? = nil,
                      window: Bool) throws {
        if let problem = FrameBudget.sideProblem(width: width, height: height, what: "--size × --scale") {
            throw Failure.usage(problem)
        }
        if let problem = budget(options: options, width: width, height: height, filmstrip: filmstrip, window: window).problem {
            throw Failure.usage(problem)
        }
    }

    /// The flag that records frames (`--record`, `--video` or `--gif`), if any.
    static func recordingFlag(_ options: Options) -> String? {
        options.recordDir != nil ? "--record" : options.videoPath != nil ? "--video" : options.gifPath != nil ? "--gif" : nil
    }

    /// Throws `Failure.usage` when a headless run to `end` seconds would record more frames than
    /// allowed; returns the warning to print when it records more than 10,000.
    static func checkFrames(options: Options, end: Double) throws -> String? {
        guard let flag = recordingFlag(options) else { return nil }
        let frames = RecordingLimit.frames(end: end, fps: options.fps)
        if let problem = RecordingLimit.problem(frames: frames, maxFrames: options.maxFrames, flag: flag) {
            throw Failure.usage(problem)
        }
        return RecordingLimit.warning(frames: frames, flag: flag)
    }
}
