import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Reads what a renderer has drawn, as ARGB8888 rows, for recording and screenshots.
///
/// - Throws: `Failure.runtime` with SDL's reason when the read-back fails.
/// `width` × `height` from the top-left corner: the whole target, or the part a shot shows.
func readPixels(_ renderer: OpaquePointer, width: Int, height: Int) throws -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    var area = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
    let ok = bytes.withUnsafeMutableBytes {
        SDL_RenderReadPixels(renderer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(width * 4))
    }
    guard ok == 0 else { throw Failure.runtime("cannot read back the frame: \(String(cString: SDL_GetError()))") }
    return bytes
}

/// Writes ARGB8888 pixels as a PNG, atomically (temporary name, then rename).
func writePNG(_ pixels: [UInt8], width: Int, height: Int, to path: String, encoder: PNGEncoder? = nil) throws {
    // Encoded in memory, then written with checked I/O: IMG_SavePNG to a file ignores a full disk.
    let bytes: [UInt8]
    do { bytes = try (encoder ?? PNGEncoder()).encode(argb: pixels, width: width, height: height) } catch let e as SDLError {
        throw Failure.runtime("\(path): cannot write: \(e.description)")
    }
    try OutputFolder.write(bytes, toPath: path)
}

/// `--record DIR`: frame n as `frame-000061-1.0167s.png` (index, then its time n/fps) inside DIR.
///
/// Every frame number from 0 to the last has a file, as video tools and `ffmpeg -i %06d` expect.
/// A frame whose pixels equal the frame before it is not encoded again: its name is a hard link
/// to the file before (an idle minute costs one file's space, not 3,600). With
/// `--record-changed-only` (`changedOnly`) such a frame gets no name at all: a gap in the
/// numbers means "unchanged". Frames are encoded and written on a second thread (`PNGWritePipeline`) while the next one
/// is drawn; call `finish()` at the end to wait for the last ones and hear of any failure.
final class PNGSequenceRecorder {
    let folder: OutputFolder
    /// The folder's lock, held until `finish()`; no frames of another run in it (`RecordingFolder`).
    let claim: RecordingFolder
    /// Files encoded (frames that differ from the one before).
    private(set) var written = 0
    /// Frames equal to the one before: linked to it, or (`changedOnly`) given no file.
    private(set) var skipped = 0
    /// `--record-changed-only`: an unchanged frame gets no file (a gap in the numbers).
    let changedOnly: Bool
    /// The last frame taken (written or not), what the next is compared with: its pixels, or
    /// its PNG bytes when frames come encoded.
    private var previous: (pixels: [UInt8], width: Int, height: Int)?
    private var previousPNG: [UInt8]?
    /// The path the last frame went to (its file, or its link).
    private var previousPath: String?
    private let pipeline: PNGWritePipeline

    init(dir: String, overwrite: Bool = false, changedOnly: Bool = false) throws {
        folder = try OutputFolder(path: dir)
        claim = try RecordingFolder(folder, overwrite: overwrite)
        pipeline = PNGWritePipeline()
        self.changedOnly = changedOnly
    }

    /// Whether two frames have the same size and bytes.
    static func same(_ a: (pixels: [UInt8], width: Int, height: Int)?, _ pixels: [UInt8], width: Int, height: Int) -> Bool {
        guard let a, a.width == width, a.height == height, a.pixels.count == pixels.count else { return false }
        guard !pixels.isEmpty else { return true }
        return a.pixels.withUnsafeBytes { x in pixels.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// Queues frame `index` of a recording at `fps`: encoded, or, when it equals the frame
    /// before, linked to that frame's file (nothing with `changedOnly`); throws an earlier
    /// frame's failed write.
    func write(_ pixels: [UInt8], width: Int, height: Int, index: Int, fps: Double) throws {
        let unchanged = PNGSequenceRecorder.same(previous, pixels, width: width, height: height)
        if !unchanged { previous = (pixels, width, height) }
        try take(index: index, fps: fps, unchanged: unchanged) { path, linking in
            try pipeline.submit(pixels, width: width, height: height, path: path, linking: linking)
        }
    }

    /// Queues frame `index` already encoded as the PNG `png` (by a recording worker's lane, from
    /// its canvas): written, or linked to the frame before when the bytes are the same (the
    /// encoder is deterministic, so equal pixels give equal bytes).
    func write(png: [UInt8], index: Int, fps: Double) throws {
        let unchanged = previousPNG == png
        if !unchanged { previousPNG = png }
        try take(index: index, fps: fps, unchanged: unchanged) { path, linking in
            try pipeline.submit(png: png, path: path, linking: linking)
        }
    }

    /// Names frame `index` and hands it to `submit` (its path, and the file before's when it is
    /// `unchanged`), or skips it (`changedOnly`); counts it.
    private func take(index: Int, fps: Double, unchanged: Bool, _ submit: (String, String?) throws -> Void) throws {
        if unchanged { skipped += 1 }
        if unchanged && changedOnly { return }
        let path: String
        do {
            path = try folder.file(RecordingSchedule.fileName(index: index, fps: fps))
            try submit(path, unchanged ? previousPath : nil)
        } catch {
            claim.release()   // a failed recording lets its folder go
            throw error
        }
        previousPath = path
        if !unchanged { written += 1 }
    }

    /// Waits until every frame is on disk; throws the first failed write.
    func finish() throws {
        defer { claim.release() }
        try pipeline.finish()
    }
}

/// `--video FILE.mp4`: frames piped to ffmpeg as raw BGRA at a fixed rate, encoded H.264
/// yuv420p in BT.709 (converted with that matrix and tagged so: `toBT709`, `bt709Tags`).
///
/// ffmpeg writes a temporary file made by `SafeFile` (unpredictable name, `O_EXCL`, in the
/// video's folder); `finish()` renames it over FILE.mp4, so an interrupted or failed run
/// leaves no half-written video and a symbolic link under FILE.mp4 is refused, not followed.
final class VideoRecorder {
    let path: String
    /// The file ffmpeg writes until `finish()`.
    let temporary: String
    private var finished = false
    let process: ChildProcess
    let input: FileOutput
    let width: Int, height: Int
    private(set) var frames = 0

    /// Starts ffmpeg; an error when it is not installed, or (exit 2) when frames of this size
    /// would need more than `encoderBudget` in the encoder.
    init(path: String, width: Int, height: Int, fps: Double) throws {
        guard let bound = VideoRecorder.memoryBound(width: width - width % 2, height: height - height % 2) else {
            let lean = VideoRecorder.encoderSettings.last!.bytesPerPixel
            throw Failure.usage("--video: frames of \(width)x\(height) need about \(lean * width * height >> 20) MB in the encoder, "
                + "over its \(VideoRecorder.encoderBudget >> 20) MB (a smaller --scale, --size or fewer phones)")
        }
        guard let ffmpeg = VideoRecorder.findFFmpeg() else {
            throw Failure.runtime("--video: ffmpeg is not installed (apt-get install ffmpeg), or use --record DIR")
        }
        self.path = path
        self.width = width - width % 2
        self.height = height - height % 2
        let (fd, temporary) = try SafeFile.createTemporary(for: path)
        close(fd)
        self.temporary = temporary
        let p = ChildProcess()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra",
                       "-s", "\(self.width)x\(self.height)", "-r", String(fps), "-i", "-",
                       "-vf", VideoRecorder.toBT709,
                       "-c:v", "libx264", "-pix_fmt", "yuv420p"] + bound
            + VideoRecorder.bt709Tags
            + ["-movflags", "+faststart", "-f", "mp4", temporary]
        let pipe = ChildPipe()
        p.standardInput = pipe
        do { try p.run() } catch {
            TemporaryFiles.discard(temporary)
            throw Failure.runtime("--video: cannot start ffmpeg: \(PathProblem.reason(error))")
        }
        TemporaryFiles.addChild(p.processIdentifier)
        process = p
        input = pipe.fileHandleForWriting
    }

    /// Bytes ffmpeg and libx264 may hold for the video (the app's own frame budget is apart).
    static let encoderBudget = 512 * 1024 * 1024

    /// libx264's settings, from its own (the best) to the leanest, with the bytes a pixel of
    /// the frame each was measured to hold at its peak (ffmpeg's resident set, BGRA input at
    /// 4152×2958, 2 cores): its defaults keep 40 frames of look-ahead, 3 B-frames and 3 frame
    /// threads, 1.75 GB there; no look-ahead, 2 B-frames, 2 references and 2 threads, 0.80 GB;
    /// no B-frames, 1 reference, 2 threads, 0.46 GB (and the fastest).
    static let encoderSettings: [(bytesPerPixel: Int, arguments: [String])] = [
        (142, []),
        (65, ["-threads", "2", "-x264-params", "rc-lookahead=0:sync-lookahead=0:bframes=2:ref=2"]),
        (37, ["-threads", "2", "-x264-params", "rc-lookahead=0:sync-lookahead=0:bframes=0:ref=1"]),
    ]

    /// The best settings whose memory for `width`×`height` frames fits `encoderBudget`, or nil
    /// when none does (the frame is too large to encode within it).
    static func memoryBound(width: Int, height: Int) -> [String]? {
        encoderSettings.first { $0.bytesPerPixel * width * height <= encoderBudget }?.arguments
    }

    /// The conversion from the frames' full-range sRGB to limited-range BT.709 YUV: ffmpeg's
    /// default matrix for RGB → YUV is BT.601, so the values would not be BT.709 whatever the tags.
    static let toBT709 = "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int"
    /// The stream's colour tags (H.264 VUI and the MP4's colr box): BT.709 primaries, transfer
    /// and matrix, limited range, so players do not guess.
    static let bt709Tags = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"]

    /// Appends one frame (ARGB8888 little-endian = BGRA bytes), cropped to even dimensions.
    func write(_ pixels: [UInt8], width: Int, height: Int) throws {
        var frame = [UInt8]()
        frame.reserveCapacity(self.width * self.height * 4)
        for y in 0..<self.height {
            let start = y * width * 4
            frame.append(contentsOf: pixels[start..<(start + self.width * 4)])
        }
        do { try input.write(contentsOf: frame) } catch {
            throw Failure.runtime("\(path): ffmpeg stopped taking frames")
        }
        frames += 1
    }

    /// Seconds a stopping run (a signal has arrived) gives ffmpeg after its pipe closes.
    static let stopGrace = 1.0

    /// Closes the pipe, waits for ffmpeg and renames the video into place; an error (and no
    /// file) if ffmpeg failed. Once a signal has arrived, ffmpeg gets `stopGrace` seconds from
    /// then, and is killed (its file removed) if it has not finished. Only the first call does anything.
    func finish() throws {
        guard !finished else { return }
        finished = true
        try? input.close()
        var deadline = Double.infinity
        while process.isRunning {
            if deadline.isInfinite && SignalWatch.caught != 0 { deadline = Date().timeIntervalSince1970 + Self.stopGrace }
            if Date().timeIntervalSince1970 >= deadline { kill(process.processIdentifier, SIGKILL) }
            usleep(5_000)
        }
        process.waitUntilExit()
        TemporaryFiles.forgetChild(process.processIdentifier)
        guard process.terminationStatus == 0 else {   // a signal reads 128 + N
            TemporaryFiles.discard(temporary)
            throw Failure.runtime("\(path): ffmpeg failed with status \(process.terminationStatus)")
        }
        // ffmpeg can exit 0 after "Error writing trailer … No space left on device": a video
        // without its index is no video, and must not replace one that was there.
        guard let problem = MP4Check.problem(at: temporary) else { return try SafeFile.commit(temporary, to: path) }
        TemporaryFiles.discard(temporary)
        throw Failure.runtime("\(path): ffmpeg did not write a whole video (\(problem)); nothing was replaced")
    }

    deinit {
        if !finished {
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
            TemporaryFiles.forgetChild(process.processIdentifier)
            TemporaryFiles.discard(temporary)
        }
    }

    static func findFFmpeg() -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for d in dirs where FileManager.default.isExecutableFile(atPath: "\(d)/ffmpeg") { return "\(d)/ffmpeg" }
        return nil
    }
}
