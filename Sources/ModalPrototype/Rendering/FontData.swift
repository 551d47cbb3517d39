import CSDL2
import FoundationEssentials
import Glibc
import Dispatch

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

    /// A font at `pixelSize` reading these bytes; close it (`FontData.close`) before this object goes.
    func open(pixelSize: Int) -> OpaquePointer? {
        guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
        return FontData.faces { TTF_OpenFontRW(stream, 1, Int32(pixelSize)) }
    }

    /// Closes a font `open` returned.
    static func close(_ font: OpaquePointer) {
        faces { TTF_CloseFont(font) }
    }

    /// Held while a face is opened or closed: SDL_ttf opens every font on one FreeType library,
    /// and FreeType allows faces on two threads (the window's and the recording worker's,
    /// `RecordingWorker`) only when `FT_Open_Face` and `FT_Done_Face` never run at once.
    /// Drawing with a face needs no lock: each thread has faces of its own.
    private static let faceLock = DispatchSemaphore(value: 1)

    private static func faces<T>(_ body: () -> T) -> T {
        faceLock.wait()
        defer { faceLock.signal() }
        return body()
    }

    /// The reason part of `InputFile`'s "PATH: cannot read font: reason".
    private static func reason(in message: String, path: String) -> String {
        let prefix = "\(path): cannot read font: "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
