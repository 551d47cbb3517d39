import CSDL2
import FoundationEssentials
import ModalCore

/// A folder of PNG frames read one at a time for `measure`: frame i at i / fps seconds.
///
/// Every file's header is read first (`ReferenceFrames.header`), so a broken or oversized PNG
/// is one line naming it (exit 2) before any decoding; then each frame is decoded by SDL_image
/// (`SDLImageLibrary`, as the window's reference) and copied into one buffer that is reused, so
/// memory does not grow with the number of frames.
struct PNGSequenceFrames {
    let paths: [String]
    let headers: [PNGHeader]
    let fps: Double

    /// The PNG files of `dir` in name order (`frame-2` before `frame-10`), with their headers.
    init(dir: String, fps: Double) throws {
        paths = try ReferenceFrames.pngPaths(in: dir)
        for path in paths { InputFiles.add(path, what: "reference frame") }
        headers = try paths.map(ReferenceFrames.header)
        self.fps = fps
    }

    /// Calls `body` with each frame's time and pixels, in order.
    func forEach(_ body: (Double, PixelFrame) throws -> Void) throws {
        var frame = PixelFrame(width: 0, height: 0, pixels: [])
        for (i, path) in paths.enumerated() {
            let header = headers[i]
            if frame.width != header.width || frame.height != header.height {
                frame = PixelFrame(width: header.width, height: header.height, pixels: [UInt32](repeating: 0, count: header.width * header.height))
            }
            try Self.decode(path, into: &frame)
            try body(Double(i) / fps, frame)
        }
    }

    /// Decodes the PNG at `path` into `frame`'s pixels (its size is the header's).
    static func decode(_ path: String, into frame: inout PixelFrame) throws {
        guard let loaded = try ReferenceFrames.withoutStderr({ try SDLImageLibrary.image(at: path) }) else {
            throw Failure.usage("--reference: \(path): corrupt PNG image (\(String(cString: SDL_GetError())))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard Int(loaded.pointee.w) == frame.width, Int(loaded.pointee.h) == frame.height else {
            throw Failure.usage("--reference: \(path): changed while the run read it")
        }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw Failure.runtime("--reference: cannot convert '\(path)': \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(converted) }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        let pitch = Int(converted.pointee.pitch), width = frame.width
        let base = converted.pointee.pixels!
        frame.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0 ..< frame.height {
                let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                out.baseAddress!.advanced(by: y * width).update(from: row, count: width)
            }
        }
    }
}
