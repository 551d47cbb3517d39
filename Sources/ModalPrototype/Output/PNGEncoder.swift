import CSDL2

/// Encodes ARGB8888 pixels as PNG bytes in memory, so the file can be written with checked I/O.
///
/// `IMG_SavePNG(surface, path)` ignores failed writes: on a full disk it returned success and
/// left a truncated PNG. Encoding to memory and writing the bytes with
/// `OutputFolder.write(_:toPath:)` (temporary file, checked `fwrite`/`fflush`/`fclose`, rename)
/// reports the failure and leaves nothing under the final name.
///
/// The PNG is 8-bit RGBA (colour type 6), every row with the Up filter (a row equal to the one
/// above becomes zeros, which flat interface pictures are mostly made of; such rows are found
/// with `memcmp` and compressed as one run without per-pixel work), each row compressed as it is
/// filtered (`RunLengthDeflate.Stream`). Against
/// SDL_image's `IMG_SavePNG_RW` (libpng, zlib's default level and filters) a ×2 frame costs a
/// small fraction of the instructions (see README). An encoder keeps its row buffer between
/// frames; use it from one thread at a time.
final class PNGEncoder {
    /// One filtered row (filter byte, then the row's bytes), reused.
    private var row: [UInt8] = []

    init() {}

    /// The PNG encoding of `height` rows of `width` ARGB8888 pixels (little-endian: B, G, R, A
    /// bytes), each row starting `pitch` bytes after the previous one.
    ///
    /// - Throws: `SDLError` when the size is not positive or compression fails.
    func encode(argb pixels: UnsafeRawPointer, width: Int, height: Int, pitch: Int) throws -> [UInt8] {
        guard width > 0, height > 0, pitch >= width * 4 else {
            throw SDLError("cannot encode PNG", reason: "size \(width)×\(height) (pitch \(pitch)) out of range")
        }
        let rowBytes = width * 4 + 1
        if row.count != rowBytes { row = [UInt8](repeating: 0, count: rowBytes) }
        // Each row is filtered into one reused buffer and compressed at once (no frame-sized
        // buffer of filtered rows is written and read again).
        var stream = RunLengthDeflate.Stream(expectedBytes: rowBytes * height)
        row.withUnsafeMutableBytes { out in
            let dst = out.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                let pixelsOfRow = pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                if y == 0 {
                    dst[0] = 0   // None: the first row has nothing above it.
                    for x in 0..<width { Self.store(rgba(pixelsOfRow[x]), at: dst + 1 + 4 * x) }
                } else {
                    let above = pixels.advanced(by: (y - 1) * pitch).assumingMemoryBound(to: UInt32.self)
                    if memcmp(pixelsOfRow, above, width * 4) == 0 {
                        // Up (2) of a row equal to the one above: all zeros.
                        stream.append(run: 2, count: 1)
                        stream.append(run: 0, count: width * 4)
                        continue
                    }
                    dst[0] = 2   // Up: each byte minus the byte above it.
                    for x in 0..<width {
                        let a = rgba(pixelsOfRow[x]), b = rgba(above[x])
                        Self.store(Self.bytewiseSubtract(a, b), at: dst + 1 + 4 * x)
                    }
                }
                stream.append(dst, count: rowBytes)
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let compressed = stream.finish()
        png.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        Self.appendBigEndian(UInt32(width), to: &header)
        Self.appendBigEndian(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]   // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        Self.appendChunk("IHDR", header[...], to: &png)
        Self.appendChunk("IDAT", compressed[...], to: &png)
        Self.appendChunk("IEND", [][...], to: &png)
        return png
    }

    /// The PNG encoding of a contiguous ARGB8888 image (`width × 4` bytes a row).
    func encode(argb pixels: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        guard pixels.count >= width * height * 4 else {
            throw SDLError("cannot encode PNG", reason: "\(pixels.count) bytes for \(width)×\(height) pixels")
        }
        return try pixels.withUnsafeBytes { try encode(argb: $0.baseAddress!, width: width, height: height, pitch: width * 4) }
    }

    /// The PNG encoding of an ARGB8888 `surface`.
    ///
    /// - Throws: `SDLError` when the surface is not ARGB8888 or encoding fails.
    func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
        guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              SDL_LockSurface(surface) == 0 else {
            throw SDLError("cannot encode PNG", reason: "not an ARGB8888 surface")
        }
        defer { SDL_UnlockSurface(surface) }
        return try encode(argb: surface.pointee.pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                          pitch: Int(surface.pointee.pitch))
    }

    /// One-off encoding with a fresh encoder (shots, screenshots, the filmstrip).
    static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
        try PNGEncoder().encode(surface)
    }

    /// One-off encoding of contiguous ARGB8888 pixels with a fresh encoder.
    static func encode(argb pixels: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        try PNGEncoder().encode(argb: pixels, width: width, height: height)
    }

    // MARK: Bytes

    /// An ARGB8888 pixel as a little-endian word whose bytes are R, G, B, A.
    @inline(__always) private func rgba(_ v: UInt32) -> UInt32 {
        // B G R A in memory (v = A<<24 | R<<16 | G<<8 | B) → R G B A: swap bytes 0 and 2.
        (v & 0xFF00_FF00) | ((v >> 16) & 0xFF) | ((v & 0xFF) << 16)
    }

    /// Each of the four bytes of `a` minus the same byte of `b`, modulo 256.
    @inline(__always) private static func bytewiseSubtract(_ a: UInt32, _ b: UInt32) -> UInt32 {
        // SWAR: borrow-free per-byte subtraction.
        (((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080))
    }

    @inline(__always) private static func store(_ v: UInt32, at p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v.littleEndian, as: UInt32.self)
    }

    private static func appendBigEndian(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// Appends one chunk: length, type, data, CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typeBytes = Array(type.utf8)
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typeBytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        png += typeBytes
        png += data
        appendBigEndian(crc ^ 0xFFFF_FFFF, to: &png)
    }

    /// CRC-32 (ISO 3309, PNG's chunk check) of every byte value.
    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
