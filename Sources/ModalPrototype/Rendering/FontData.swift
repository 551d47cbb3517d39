import CSDL2
import FoundationEssentials
import Glibc

/// The bytes of one font file, read once and shared by every pixel size opened from it.
///
/// `TTF_OpenFont(path, px)` makes FreeType read the file through SDL's file stream: one
/// `lseek` + `read` per table access, about 57,000 system calls for the two shipped fonts at the
/// sizes one studio frame uses, and a private copy of each table per open size. Opening from
/// memory (`SDL_RWFromConstMem`) lets every face read the one copy in place.
///
/// The file is read like every file named on the command line (`InputFile`: regular files
/// only, no blocking on a FIFO), at most `maxBytes`.
final class FontData {
    /// Largest font file read, in bytes (a full Noto Sans CJK collection is about 20 MiB).
    static let maxBytes = 64 << 20

    let path: String
    private let bytes: UnsafeMutableRawBufferPointer

    /// Reads the font file at `path`.
    ///
    /// - Throws: `SDLError("cannot open font PATH", reason:)` when it is missing, not a
    ///   regular file, larger than `maxBytes` or empty.
    init(path: String) throws {
        let contents: [UInt8]
        do {
            contents = try InputFile.read(path, what: "font", maxBytes: FontData.maxBytes)
        } catch let failure as Failure {
            throw SDLError("cannot open font \(path)", reason: FontData.reason(in: failure.message, path: path))
        }
        guard !contents.isEmpty else { throw SDLError("cannot open font \(path)", reason: "the file is empty") }
        self.path = path
        bytes = .allocate(byteCount: contents.count, alignment: 16)
        bytes.copyBytes(from: contents)
    }

    deinit { bytes.deallocate() }

    /// A font at `pixelSize` reading these bytes; close it (`TTF_CloseFont`) before this object goes.
    func open(pixelSize: Int) -> OpaquePointer? {
        guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
        return TTF_OpenFontRW(stream, 1, Int32(pixelSize))
    }

    /// The reason part of `InputFile`'s "PATH: cannot read font: reason".
    private static func reason(in message: String, path: String) -> String {
        let prefix = "\(path): cannot read font: "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
