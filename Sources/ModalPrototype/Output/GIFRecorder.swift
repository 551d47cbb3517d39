import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// `--gif FILE.gif`: a looping animated GIF through Debian's giflib, one image per recorded frame.
///
/// Each frame gets its own 256-colour palette by median cut (`ModalCore.MedianCut`: exact for
/// frames of at most 256 colours in distinct 15-bit bins, which the prototype's flat fills
/// mostly are), no dithering. Every image is the full frame with the same delay, the
/// centisecond value nearest 1/fps (at least 1: 2 cs at 60 fps, so a 60 fps GIF plays at
/// 50 fps, as GIF allows no finer step), and the NETSCAPE2.0 extension loops it forever.
/// Each frame is encoded and written as it comes into a temporary file (`SafeFile`), renamed
/// over the GIF at the end: memory stays one frame whatever the length, and an interrupted
/// run leaves no partial GIF (nor, after a second signal, its temporary file).
final class GIFRecorder {
    let path: String
    let width: Int, height: Int
    /// Delay of every image in hundredths of a second.
    let delay: Int
    private let sink: FileSink
    private var gif: UnsafeMutablePointer<GifFileType>?
    private(set) var frames = 0

    /// Writes the encoder's output straight to the temporary file, remembering the first failure.
    final class FileSink {
        let fd: Int32
        let temporary: String
        /// The errno of the first failed write, or 0.
        var failure: Int32 = 0
        init(fd: Int32, temporary: String) { self.fd = fd; self.temporary = temporary }

        /// Writes all of `data`; false (and `failure` set) when the disk refuses.
        func write(_ data: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            guard failure == 0 else { return false }
            var done = 0
            while done < count {
                let n = Glibc.write(fd, data + done, count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { failure = n < 0 ? errno : ENOSPC; return false }
                done += n
            }
            return true
        }
    }

    /// The delay in centiseconds for `fps`: nearest to 100/fps, at least 1.
    static func delay(fps: Double) -> Int { max(Int((100 / fps).rounded()), 1) }

    /// Starts a GIF of `width`×`height` pixels at `fps`.
    init(path: String, width: Int, height: Int, fps: Double) throws {
        guard width >= 1, height >= 1, width <= 65535, height <= 65535 else {
            throw Failure.usage("--gif: \(width)×\(height) pixels does not fit a GIF (at most 65535 a side)")
        }
        self.path = path
        self.width = width
        self.height = height
        delay = GIFRecorder.delay(fps: fps)
        let (fd, temporary) = try SafeFile.createTemporary(for: path)
        sink = FileSink(fd: fd, temporary: temporary)
        var error: Int32 = 0
        let user = Unmanaged.passUnretained(sink).toOpaque()
        guard let g = EGifOpen(user, { file, data, length in
            guard let file, let data, length > 0 else { return 0 }
            let sink = Unmanaged<GIFRecorder.FileSink>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            return sink.write(data, Int(length)) ? length : 0
        }, &error) else {
            close(fd)
            TemporaryFiles.discard(temporary)
            throw Failure.runtime("\(path): cannot start the GIF encoder (giflib error \(error))")
        }
        gif = g
        EGifSetGifVersion(g, true)
        guard EGifPutScreenDesc(g, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else { throw fail("screen") }
        // Loop forever: application extension NETSCAPE2.0, sub-block 1, loop count 0.
        let netscape = Array("NETSCAPE2.0".utf8)
        let loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(g, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(g, Int32(netscape.count), netscape) == GIF_OK,
              EGifPutExtensionBlock(g, Int32(loop.count), loop) == GIF_OK,
              EGifPutExtensionTrailer(g) == GIF_OK else { throw fail("loop extension") }
    }

    deinit {
        if let gif {
            var e: Int32 = 0
            _ = EGifCloseFile(gif, &e)
            close(sink.fd)
            TemporaryFiles.discard(sink.temporary)
        }
    }

    private func fail(_ what: String) -> Failure {
        if sink.failure != 0 { return Failure.runtime("\(path): cannot write: \(PathProblem.words(sink.failure))") }
        let code = gif?.pointee.Error ?? 0
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        return Failure.runtime("\(path): cannot encode GIF (\(what)): \(reason)")
    }

    /// Appends one frame of ARGB8888 pixels (little-endian BGRA bytes); a frame of another
    /// size (the window was resized) is cropped or padded with black to the GIF's size.
    func write(_ pixels: [UInt8], width: Int, height: Int) throws {
        guard let g = gif else { return }
        let q = MedianCut.quantize(bgra: width == self.width && height == self.height
            ? pixels : GIFRecorder.fit(pixels, width: width, height: height, to: self.width, self.height))
        var size = 2
        while size < q.palette.count { size *= 2 }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in q.palette.enumerated() { colors[i] = GifColorType(Red: c.0, Green: c.1, Blue: c.2) }
        guard let map = GifMakeMapObject(Int32(size), colors) else { throw fail("palette") }
        defer { GifFreeMapObject(map) }
        var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                       DelayTime: Int32(delay), TransparentColor: NO_TRANSPARENT_COLOR)
        var ext = [GifByteType](repeating: 0, count: 4)
        let n = EGifGCBToExtension(&gcb, &ext)
        guard EGifPutExtension(g, GRAPHICS_EXT_FUNC_CODE, Int32(n), ext) == GIF_OK else { throw fail("frame delay") }
        guard EGifPutImageDesc(g, 0, 0, Int32(width), Int32(height), false, map) == GIF_OK else { throw fail("image") }
        var indices = q.indices
        let ok = indices.withUnsafeMutableBufferPointer { EGifPutLine(g, $0.baseAddress, Int32($0.count)) }
        guard ok == GIF_OK else { throw fail("pixels") }
        frames += 1
    }

    /// `pixels` (w×h) cropped or padded with black to `tw`×`th`, anchored at the top left.
    static func fit(_ pixels: [UInt8], width w: Int, height h: Int, to tw: Int, _ th: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: tw * th * 4)
        let rowBytes = min(w, tw) * 4
        for y in 0..<min(h, th) where rowBytes > 0 {
            out.replaceSubrange(y * tw * 4..<(y * tw * 4 + rowBytes), with: pixels[(y * w * 4)..<(y * w * 4 + rowBytes)])
        }
        return out
    }

    /// Ends the GIF and renames its temporary file over `path`.
    func finish() throws {
        guard let g = gif else { return }
        gif = nil
        var error: Int32 = 0
        let closed = EGifCloseFile(g, &error) == GIF_OK
        let flushed = close(sink.fd) == 0
        if !flushed && sink.failure == 0 { sink.failure = errno }
        guard closed, flushed, sink.failure == 0 else {
            TemporaryFiles.discard(sink.temporary)
            if sink.failure != 0 { throw Failure.runtime("\(path): cannot write: \(PathProblem.words(sink.failure))") }
            throw Failure.runtime("\(path): cannot finish the GIF (giflib error \(error))")
        }
        try SafeFile.commit(sink.temporary, to: path)
    }
}
