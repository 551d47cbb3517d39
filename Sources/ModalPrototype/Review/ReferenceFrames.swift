import CPNGRows
import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// A PNG sequence from the real device (e.g. an iPhone screen recording exported as frames)
/// drawn over the prototype, time-synced to its clock: as an onion skin or as a difference.
///
/// Frames are decoded on demand and kept in a least-recently-used cache of at most 256 MB
/// (`ByteLRU`). Every file's size is read from its PNG header (`PNGHeader`) before anything is
/// decoded: a frame over 8192×8192 pixels, or a file that is not a well-formed PNG, is bad
/// input (exit 2) found in milliseconds, not after seconds and gigabytes of decoding.
///
/// A frame larger than the size it is drawn at (`fit`: the phone at `--scale`) is decoded
/// straight to that size, row by row (`png_rows_decode_shrunk`): an 8192×8192 frame never
/// holds more than one of its rows, and the cache holds canvas-sized frames.
final class ReferenceFrames {
    let paths: [String]
    var fps: Double { timeline.fps }
    /// Where the sequence sits on the simulated clock (`--reference-start`, nudged by `<` `>`).
    var timeline: ReferenceTimeline
    /// Each file's header, read at start-up.
    let headers: [PNGHeader]
    /// Decoded frames (ARGB8888) and the cache deciding which stay.
    private var surfaces: [Int: UnsafeMutablePointer<SDL_Surface>] = [:]
    private var cache: ByteLRU<Int>
    /// The pixel size frames are drawn at, when known: larger frames are decoded shrunk to it.
    private(set) var fit: (width: Int, height: Int)?
    /// Frames scaled to the size they were last drawn at, with the renderer's texture of it.
    private var scaled: (index: Int, w: Int32, h: Int32, surface: UnsafeMutablePointer<SDL_Surface>)?
    private var textures: [Int: OpaquePointer] = [:]
    private var renderer: OpaquePointer?
    private var differenceTexture: (texture: OpaquePointer, w: Int32, h: Int32)?
    /// Most bytes of decoded frames held at once.
    static let cacheBytes = 256 << 20
    /// Widest and tallest reference frame.
    static let maxSide = FrameBudget.maxSide

    /// Lists the PNG files of `dir` in name order and reads each one's header; an empty or
    /// unreadable folder, a broken or oversized PNG is an error (`Failure.usage`, exit 2).
    ///
    /// - Parameter cacheBytes: most bytes of decoded frames kept (default 256 MB; smaller in tests).
    ///   - fit: the pixel size the frames will be drawn at, if known (`draw` learns it otherwise).
    init(dir: String, fps: Double, cacheBytes: Int = ReferenceFrames.cacheBytes, fit: (width: Int, height: Int)? = nil) throws {
        cache = ByteLRU(capacity: cacheBytes)
        self.fit = fit
        switch PathProblem.kind(dir) {
        case .directory, .symlink: break
        case .missing: throw Failure.usage("--reference: cannot read folder '\(dir)': \(PathProblem.missingReason(dir))")
        case .danglingSymlink: throw Failure.usage("--reference: cannot read folder '\(dir)': dangling symbolic link")
        case .regular, .other: throw Failure.usage("--reference: cannot read folder '\(dir)': not a folder")
        }
        paths = try Self.pngPaths(in: dir)
        timeline = ReferenceTimeline(frameCount: paths.count, fps: fps)
        headers = try paths.map(Self.header)
        _ = try surface(0)
    }

    /// The PNG files of `dir` in name order (`frame-2` before `frame-10`); a folder that cannot
    /// be read or holds no PNG is an error (`Failure.usage`).
    static func pngPaths(in dir: String) throws -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
            throw Failure.usage("--reference: cannot read folder '\(dir)': \(PathProblem.reason(error))")
        }
        let pngs = names.filter { $0.lowercased().hasSuffix(".png") }.sorted(by: String.numericallyAscending)
        guard !pngs.isEmpty else { throw Failure.usage("--reference: no PNG files in '\(dir)'") }
        return pngs.map { dir + "/" + $0 }
    }

    /// The header of the PNG at `path`, checked against the size limits.
    static func header(_ path: String) throws -> PNGHeader {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, what: "reference frame", limit: PNGHeader.length) } catch let f as Failure {
            throw Failure.usage("--reference: \(f.message)")
        }
        let header: PNGHeader
        do { header = try PNGHeader(bytes: bytes) } catch let p as PNGHeader.Problem {
            throw Failure.usage("--reference: \(path): \(p.description)")
        }
        guard header.width <= maxSide, header.height <= maxSide else {
            throw Failure.usage("--reference: \(path): \(header.width)×\(header.height) pixels (at most \(maxSide)×\(maxSide))")
        }
        return header
    }

    deinit {
        for s in surfaces.values { SDL_FreeSurface(s) }
        if let s = scaled { SDL_FreeSurface(s.surface) }
        for t in textures.values { SDL_DestroyTexture(t) }
        if let d = differenceTexture { SDL_DestroyTexture(d.texture) }
    }

    /// The frame shown at simulated time `t`: frame ⌊(t − start)·fps⌋, held on the first and last.
    func index(at t: Double) -> Int { timeline.frameIndex(at: t) }

    /// Bytes held by decoded frames now (at most `cacheBytes`).
    var cachedBytes: Int { cache.total }
    /// Decoded frames, least recently used first.
    var cachedIndices: [Int] { cache.order }

    /// Decodes frame `i` (ARGB8888) on demand; the least recently used frames make room.
    func surface(_ i: Int) throws -> UnsafeMutablePointer<SDL_Surface> {
        if let s = surfaces[i] {
            cache.touch(i)
            return s
        }
        if let fit, headers[i].width >= fit.width, headers[i].height >= fit.height,
           headers[i].width > fit.width || headers[i].height > fit.height,
           let shrunk = try decodeShrunk(i, to: fit) {
            return shrunk
        }
        let bytes = headers[i].width * headers[i].height * FrameBudget.bytesPerPixel
        for old in cache.evict(toFit: bytes) { forget(old) }
        let path = paths[i]
        guard let loaded = try Self.withoutStderr({ try SDLImageLibrary.image(at: path) }) else {
            throw Failure.usage("--reference: \(paths[i]): corrupt PNG image (\(String(cString: SDL_GetError())))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard Int(loaded.pointee.w) == headers[i].width, Int(loaded.pointee.h) == headers[i].height else {
            throw Failure.usage("--reference: \(paths[i]): changed while the run read it")
        }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw Failure.runtime("--reference: cannot convert '\(paths[i])': \(String(cString: SDL_GetError()))")
        }
        for old in cache.insert(i, bytes: bytes) ?? [] { forget(old) }
        surfaces[i] = converted
        return converted
    }

    /// Decodes frame `i` row by row straight to `size` and caches it; nil for an interlaced PNG
    /// (which `IMG_Load` decodes whole instead).
    private func decodeShrunk(_ i: Int, to size: (width: Int, height: Int)) throws -> UnsafeMutablePointer<SDL_Surface>? {
        let bytes = size.width * size.height * FrameBudget.bytesPerPixel
        for old in cache.evict(toFit: bytes) { forget(old) }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.width), Int32(size.height), 32,
                                                          SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw Failure.runtime("--reference: out of memory for a \(size.width)×\(size.height) frame")
        }
        // Rows without padding: 4 bytes a pixel, as SDL lays out 32-bit surfaces.
        precondition(Int(surface.pointee.pitch) == size.width * 4)
        var reason = [CChar](repeating: 0, count: 200)
        let ok = png_rows_decode_shrunk(paths[i], Int32(size.width), Int32(size.height),
                                        surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), &reason, reason.count)
        guard ok == 0 else {
            SDL_FreeSurface(surface)
            if png_rows_interlaced() != 0 { return nil }
            let words = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Failure.usage("--reference: \(paths[i]): corrupt PNG image (\(words))")
        }
        for old in cache.insert(i, bytes: bytes) ?? [] { forget(old) }
        surfaces[i] = surface
        return surface
    }

    /// Draws at `size` pixels from now on: frames decoded at another size are dropped.
    func setFit(_ size: (width: Int, height: Int)) {
        guard fit == nil || fit! != size else { return }
        fit = size
        for i in Array(surfaces.keys) { forget(i) }
        cache = ByteLRU(capacity: cache.capacity)
    }

    /// Runs `body` with stderr sent to /dev/null: libpng prints "libpng error: …" for a corrupt
    /// file on its own, which would break the one-line error the app gives instead.
    static func withoutStderr<T>(_ body: () throws -> T) rethrows -> T {
        fflush(stderr)
        let saved = dup(2), null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return try body()
        }
        dup2(null, 2)
        close(null)
        defer {
            fflush(stderr)
            dup2(saved, 2)
            close(saved)
        }
        return try body()
    }

    /// Frees frame `i` and its texture.
    private func forget(_ i: Int) {
        if let s = surfaces.removeValue(forKey: i) { SDL_FreeSurface(s) }
        if let t = textures.removeValue(forKey: i) { SDL_DestroyTexture(t) }
    }

    /// Draws the frame for time `t` over each pixel rectangle in `rects` (one per phone),
    /// scaled to it: with `opacity`, or as the per-channel difference |prototype − reference|.
    func draw(at t: Double, on renderer: OpaquePointer, rects: [SDL_Rect], opacity: Double, difference: Bool) throws {
        if self.renderer != renderer {
            for t in textures.values { SDL_DestroyTexture(t) }
            textures = [:]
            if let d = differenceTexture { SDL_DestroyTexture(d.texture) }
            differenceTexture = nil
            self.renderer = renderer
        }
        if let first = rects.first, first.w > 0, first.h > 0 { setFit((Int(first.w), Int(first.h))) }
        let i = index(at: t)
        let source = try surface(i)
        for rect in rects where rect.w > 0 && rect.h > 0 {
            if difference {
                try drawDifference(source, index: i, on: renderer, rect: rect)
            } else {
                var texture = textures[i]
                if texture == nil {
                    texture = SDL_CreateTextureFromSurface(renderer, source)
                    textures[i] = texture
                }
                guard let tex = texture else { continue }
                SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
                SDL_SetTextureAlphaMod(tex, UInt8((min(max(opacity, 0), 1) * 255).rounded()))
                var dst = rect
                SDL_RenderCopy(renderer, tex, nil, &dst)
            }
        }
    }

    /// Replaces `rect` with |drawn − reference| per channel (black where they agree).
    private func drawDifference(_ source: UnsafeMutablePointer<SDL_Surface>, index: Int, on renderer: OpaquePointer,
                                rect: SDL_Rect) throws {
        if scaled == nil || scaled!.index != index || scaled!.w != rect.w || scaled!.h != rect.h {
            if let s = scaled { SDL_FreeSurface(s.surface) }
            scaled = nil
            guard let target = SDL_CreateRGBSurfaceWithFormat(0, rect.w, rect.h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
                throw Failure.runtime("--reference: out of memory scaling a frame")
            }
            SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
            var dst = SDL_Rect(x: 0, y: 0, w: rect.w, h: rect.h)
            SDL_UpperBlitScaled(source, nil, target, &dst)
            scaled = (index, rect.w, rect.h, target)
        }
        let reference = scaled!.surface
        let count = Int(rect.w) * Int(rect.h)
        var drawn = [UInt32](repeating: 0, count: count)
        var area = rect
        let read = drawn.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, rect.w * 4)
        }
        guard read == 0 else { throw Failure.runtime("--reference: cannot read back pixels: \(String(cString: SDL_GetError()))") }
        SDL_LockSurface(reference)
        let pitch = Int(reference.pointee.pitch)
        let base = reference.pointee.pixels!
        for y in 0..<Int(rect.h) {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(rect.w) {
                let a = drawn[y * Int(rect.w) + x], b = row[x]
                func channel(_ shift: UInt32) -> UInt32 {
                    let p = (a >> shift) & 0xFF, q = (b >> shift) & 0xFF
                    return (p > q ? p - q : q - p) << shift
                }
                drawn[y * Int(rect.w) + x] = 0xFF00_0000 | channel(16) | channel(8) | channel(0)
            }
        }
        SDL_UnlockSurface(reference)
        if differenceTexture == nil || differenceTexture!.w != rect.w || differenceTexture!.h != rect.h {
            if let d = differenceTexture { SDL_DestroyTexture(d.texture) }
            guard let tex = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), rect.w, rect.h) else {
                throw Failure.runtime("--reference: cannot create a texture: \(String(cString: SDL_GetError()))")
            }
            differenceTexture = (tex, rect.w, rect.h)
        }
        let tex = differenceTexture!.texture
        drawn.withUnsafeBytes { _ = SDL_UpdateTexture(tex, nil, $0.baseAddress, rect.w * 4) }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE)
        var dst = rect
        SDL_RenderCopy(renderer, tex, nil, &dst)
    }
}
