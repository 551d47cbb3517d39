import FoundationEssentials
import Glibc
import ModalCore

/// A video (an iPhone's MOV, an MP4) read one frame at a time for `measure`, through ffmpeg.
///
/// ffprobe gives the frames' presentation times (the packets' timestamps, sorted), so a
/// variable-rate screen recording is timed by its own clock, not by a nominal rate; ffmpeg
/// decodes the frames as they were stored (`-vsync passthrough`: none dropped or repeated) and
/// pipes them as raw 4:2:0 planes (`yuv420p`, 1.5 bytes a pixel, no conversion in ffmpeg; the
/// trackers turn the few pixels they read into RGB by the stream's colour tags, `YUV420Planes`),
/// read into one reused buffer: a ten-minute clip needs the memory of one frame and its times.
struct VideoFrames {
    let path: String
    let width: Int, height: Int
    /// Seconds from the first frame, in presentation order.
    let times: [Double]
    let ffmpeg: String
    /// The stream's colour matrix (`color_space`) and whether it is full range (`color_range` pc).
    let matrix: YUV420Planes.Matrix
    let fullRange: Bool

    /// Widest and tallest frame read.
    static let maxSide = FrameBudget.maxSide

    /// Reads the video's size and timestamps with ffprobe.
    init(path: String) throws {
        self.path = path
        switch PathProblem.kind(path) {
        case .regular, .symlink: break
        case .missing: throw Failure.usage("--reference: cannot read '\(path)': \(PathProblem.missingReason(path))")
        case .danglingSymlink: throw Failure.usage("--reference: cannot read '\(path)': dangling symbolic link")
        case .directory, .other: throw Failure.usage("--reference: cannot read '\(path)': not a folder of PNG frames nor a video file")
        }
        if let problem = InputFile.problem(path) { throw Failure.usage("--reference: \(problem)") }
        InputFiles.add(path, what: "reference video")
        guard let ffmpeg = Self.tool("ffmpeg"), let ffprobe = Self.tool("ffprobe") else {
            throw Failure.runtime("--reference \(path): reading a video needs ffmpeg and ffprobe (apt-get install ffmpeg), "
                                  + "or give a folder of its frames as PNG")
        }
        self.ffmpeg = ffmpeg
        let notVideo = Failure.usage("--reference: \(path): not a video ffmpeg can read")
        let stream = try Self.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                            "stream=width,height,color_space,color_range:stream_side_data=rotation", "-of", "default=nw=1", path])
        var fields: [String: Int] = [:], words: [String: String] = [:]
        for line in stream.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let value = String(parts[1]).trimmedOfWhitespace
            if let n = Int(value) { fields[String(parts[0])] = n } else { words[String(parts[0])] = value }
        }
        matrix = YUV420Planes.Matrix(colorSpace: words["color_space"] ?? "")
        fullRange = words["color_range"] == "pc" || words["color_range"] == "jpeg"
        guard var w = fields["width"], var h = fields["height"], w > 0, h > 0 else { throw notVideo }
        if let rotation = fields["rotation"], abs(rotation) % 180 == 90 { swap(&w, &h) }
        guard w <= Self.maxSide, h <= Self.maxSide else {
            throw Failure.usage("--reference: \(path): \(w)×\(h) pixels (at most \(Self.maxSide)×\(Self.maxSide))")
        }
        width = w
        height = h
        let packets = try Self.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts_time",
                                             "-of", "csv=p=0", path])
        let stamps = packets.split(separator: "\n").compactMap { Double(String($0).trimmedOfWhitespace) }.sorted()
        guard let first = stamps.first else { throw notVideo }
        times = stamps.map { $0 - first }
    }

    /// Calls `body` with each decoded frame's time and pixels, in order.
    func forEach(_ body: (Double, PixelFrame) throws -> Void) throws {
        let p = ChildProcess()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-v", "error", "-nostdin", "-i", path, "-map", "0:v:0", "-vsync", "passthrough",
                       "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"]
        let pipe = ChildPipe()
        p.standardOutput = pipe
        p.discardsStandardError = true
        do { try p.run() } catch { throw Failure.runtime("--reference: cannot start ffmpeg: \(PathProblem.reason(error))") }
        TemporaryFiles.addChild(p.processIdentifier)
        let fd = pipe.fileHandleForReading.fileDescriptor
        // A 1 MiB pipe (Linux's F_SETPIPE_SZ, 1031; the default is 64 KiB) moves a frame in a few
        // writes instead of ~70, so ffmpeg and this reader wake each other far less often.
        _ = fcntl(fd, 1031, Int32(1 << 20))
        defer {
            close(fd)
            if p.isRunning { kill(p.processIdentifier, SIGTERM) }
            p.waitUntilExit()
            TemporaryFiles.forgetChild(p.processIdentifier)
        }
        var frame = PixelFrame(width: width, height: height,
                               planes: YUV420Planes(width: width, height: height, matrix: matrix, fullRange: fullRange))
        let frameBytes = YUV420Planes.byteCount(width: width, height: height)
        var index = 0
        while index < times.count {
            let got = frame.planes!.bytes.withUnsafeMutableBytes { DescriptorReads.fill(fd, $0) }
            guard got == frameBytes else { break }
            try body(times[index], frame)
            index += 1
        }
        guard index > 0 else { throw Failure.usage("--reference: \(path): not a video ffmpeg can read (no frame decoded)") }
    }

    /// What `tool` prints on standard output for `arguments` (its errors discarded); an error
    /// naming the video when it fails.
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let p = ChildProcess()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        let pipe = ChildPipe()
        p.standardOutput = pipe
        p.discardsStandardError = true
        do { try p.run() } catch { throw Failure.runtime("--reference: cannot start \(tool): \(PathProblem.reason(error))") }
        let fd = pipe.fileHandleForReading.fileDescriptor
        let bytes = DescriptorReads.all(fd)
        close(fd)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw Failure.usage("--reference: \(arguments.last ?? ""): not a video ffmpeg can read")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path of `name` on `PATH`, nil when it is not installed.
    static func tool(_ name: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return dirs.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
