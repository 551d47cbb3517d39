import FoundationEssentials
import Glibc
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
        let frames = budget(options: options, width: width, height: height, filmstrip: filmstrip, window: window)
        if let problem = frames.problem {
            throw Failure.usage(problem)
        }
        if let problem = addressSpaceProblem(frames.total) { throw Failure.runtime(problem) }
    }

    /// Why frame buffers of `bytes` would not fit the address-space limit (`ulimit -v`,
    /// `RLIMIT_AS`), or nil: they may take at most half of what the limit leaves above the
    /// process as it is now (the encoders and the renderer work on copies of them). An
    /// allocation Swift cannot make is a trap, not an error: this says it up front, in one line.
    static func addressSpaceProblem(_ bytes: Int) -> String? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
              let used = virtualSize() else { return nil }
        let cap = UInt64(limit.rlim_cur)
        let left = cap > used ? Int(clamping: cap - used) : 0
        guard bytes > left / 2 else { return nil }
        return "not enough memory: frame buffers need \(FrameBudget.mebibytes(bytes)) and the address-space limit "
            + "(ulimit -v, \(FrameBudget.mebibytes(Int(clamping: cap)))) leaves \(FrameBudget.mebibytes(left)) "
            + "(half of it for them); use a smaller --scale or --size, fewer phones, or raise the limit"
    }

    /// The process's virtual size in bytes (`VmSize` in /proc/self/status), or nil.
    static func virtualSize() -> UInt64? {
        // Read with stdio: /proc files report a size of 0, so a read by size gets nothing.
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(cString: buffer)
            guard line.hasPrefix("VmSize:") else { continue }
            return line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).dropFirst().first
                .flatMap { UInt64($0) }.map { $0 * 1024 }
        }
        return nil
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
