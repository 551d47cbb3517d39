import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// `--gif FILE.gif`: a looping animated GIF through Debian's giflib, differenced and timed to
/// the recording.
///
/// - Timing (`ModalCore.GIFFramePlan`): frame n starts at the nearest centisecond to n/fps, so
///   at 60 fps the delays alternate 2 and 1 cs and the clip lasts what it recorded; a frame
///   identical to the one before merges into it (one image, the summed delay).
/// - Differencing (`ModalCore.GIFDifference`): each image after the first is the smallest
///   rectangle around the pixels that changed since the image before, unchanged pixels inside
///   it transparent, disposal "do not dispose"; its palette (up to 255 colours and the
///   transparent one) is a median cut of the changed pixels alone, no dithering.
/// - The NETSCAPE2.0 extension loops it forever.
///
/// Each image is encoded and written into a temporary file (`SafeFile`) as soon as its delay is
/// known (when the next different frame comes), renamed over the GIF at the end: memory stays
/// at most three frames (the one shown, the one waiting, the one coming) whatever the length,
/// and an interrupted run leaves no partial GIF (nor, after a second signal, its temporary file).
final class GIFRecorder {
    let path: String
    let width: Int, height: Int
    /// Which frames become images, with what delay.
    private var plan: GIFFramePlan
    /// The frame the plan holds until its delay is known.
    private var waiting: [UInt8]?
    /// The frame the last written image completes (what a viewer shows): the next one's base.
    private var shown: [UInt8]?
    /// The colour quantizer's histogram, kept from image to image.
    private let quantizer = MedianCut.Workspace()
    private let sink: FileSink
    private var gif: UnsafeMutablePointer<GifFileType>?
    /// Images written so far (recorded frames merge into fewer).
    private(set) var frames = 0
    /// Bytes of GIF written so far (the last frame, still waiting for its delay, not counted).
    var bytesWritten: Int { sink.written }

    /// Writes the encoder's output straight to the temporary file, remembering the first failure.
    final class FileSink {
        let fd: Int32
        let temporary: String
        /// The errno of the first failed write, or 0.
        var failure: Int32 = 0
        /// Bytes written so far.
        var written = 0
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
            written += count
            return true
        }
    }

    /// Starts a GIF of `width`×`height` pixels at `fps`.
    init(path: String, width: Int, height: Int, fps: Double) throws {
        guard width >= 1, height >= 1, width <= 65535, height <= 65535 else {
            throw Failure.usage("--gif: \(width)×\(height) pixels does not fit a GIF (at most 65535 a side)")
        }
        self.path = path
        self.width = width
        self.height = height
        plan = GIFFramePlan(fps: fps)
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

    /// Takes recorded frame `index` (in order) of ARGB8888 pixels (little-endian BGRA bytes); a
    /// frame of another size (the window was resized) is cropped or padded with black to the
    /// GIF's size. Writes the frame before it once its delay is known.
    func write(_ pixels: [UInt8], width: Int, height: Int, index: Int) throws {
        guard gif != nil else { return }
        let frame = width == self.width && height == self.height
            ? pixels : GIFRecorder.fit(pixels, width: width, height: height, to: self.width, self.height)
        let same = waiting.map { GIFDifference.same($0, frame) } ?? false
        let step = plan.add(index, same: same)
        if same { return }
        if let w = step.write, let image = waiting { try put(image, delay: w.delay) }
        waiting = frame
    }

    /// Encodes `frame` as the next image, shown for `delay` cs: the part that changed since the
    /// last image (nothing, when nothing did: it then only lengthens the last image's time).
    private func put(_ frame: [UInt8], delay: Int) throws {
        guard let g = gif else { return }
        let box: GIFDifference.Box
        if let shown {
            // Nothing changed (the frame between was dropped unseen): a clear pixel carries the delay.
            box = GIFDifference.changedBox(from: shown, to: frame, width: width, height: height)
                ?? GIFDifference.Box(x: 0, y: 0, width: 1, height: 1)
        } else {
            box = GIFDifference.Box(x: 0, y: 0, width: width, height: height)
        }
        let cut = GIFDifference.crop(frame, previous: shown, width: width, box: box)
        let image = GIFDifference.image(pixels: cut.pixels, changed: cut.changed, workspace: quantizer)
        let used = image.palette.count + (image.transparent == nil ? 0 : 1)
        var size = 2
        while size < used { size *= 2 }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in image.palette.enumerated() { colors[i] = GifColorType(Red: c.0, Green: c.1, Blue: c.2) }
        guard let map = GifMakeMapObject(Int32(size), colors) else { throw fail("palette") }
        defer { GifFreeMapObject(map) }
        var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
                                       TransparentColor: Int32(image.transparent ?? Int(NO_TRANSPARENT_COLOR)))
        var ext = [GifByteType](repeating: 0, count: 4)
        let n = EGifGCBToExtension(&gcb, &ext)
        guard EGifPutExtension(g, GRAPHICS_EXT_FUNC_CODE, Int32(n), ext) == GIF_OK else { throw fail("frame delay") }
        guard EGifPutImageDesc(g, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height), false, map) == GIF_OK
        else { throw fail("image") }
        var indices = image.indices
        let ok = indices.withUnsafeMutableBufferPointer { EGifPutLine(g, $0.baseAddress, Int32($0.count)) }
        guard ok == GIF_OK else { throw fail("pixels") }
        shown = frame
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
        guard gif != nil else { return }
        if let w = plan.finish(), let image = waiting { try put(image, delay: w.delay) }
        waiting = nil
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
