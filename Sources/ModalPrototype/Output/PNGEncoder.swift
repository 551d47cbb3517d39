import CSDL2

/// Encodes an SDL surface as PNG bytes in memory, so the file can be written with checked I/O.
///
/// `IMG_SavePNG(surface, path)` ignores failed writes: on a full disk it returned success and
/// left a truncated PNG. Encoding to memory (`IMG_SavePNG_RW` into `SDL_RWFromMem`) and writing
/// the bytes with `OutputFolder.write(_:toPath:)` (temporary file, checked `fwrite`/`fflush`/
/// `fclose`, rename) reports the failure and leaves nothing under the final name.
enum PNGEncoder {
    /// The PNG encoding of `surface`.
    ///
    /// - Throws: `SDLError` when SDL_image fails or the result does not fit the buffer sized
    ///   for the worst case (every row stored uncompressed, plus zlib's and PNG's overhead).
    static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let row = width * 4 + 1
        let capacity = height * row + height * row / 100 + 65_536
        var buffer = [UInt8](repeating: 0, count: capacity)
        let size: Int64 = try buffer.withUnsafeMutableBytes { raw in
            guard let rw = SDL_RWFromMem(raw.baseAddress, Int32(clamping: raw.count)) else {
                throw SDLError("cannot encode PNG")
            }
            defer { SDL_RWclose(rw) }
            guard IMG_SavePNG_RW(surface, rw, 0) == 0 else { throw SDLError("cannot encode PNG") }
            return SDL_RWtell(rw)
        }
        guard size > 0, size < Int64(capacity) else {
            throw SDLError("cannot encode PNG", reason: "encoded size \(size) outside 1..<\(capacity) bytes")
        }
        return Array(buffer[..<Int(size)])
    }
}
