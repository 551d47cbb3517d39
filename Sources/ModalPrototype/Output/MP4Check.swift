import FoundationEssentials
import Glibc

/// Whether an MP4 file ffmpeg wrote is whole: its top-level boxes (`size`, `type`) cover the
/// file exactly and include `moov`, the index a player needs. A disk that filled up mid-write
/// leaves a file whose boxes run past its end, or no `moov` at all. Only a file that opens as
/// an MP4 (an `ftyp` box first) is judged: what a stand-in encoder wrote is left as it is.
enum MP4Check {
    /// Why the file at `path` is not a whole MP4, or nil when it is.
    static func problem(at path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return PathProblem.words(errno) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return PathProblem.words(errno) }
        let size = UInt64(st.st_size)
        guard size > 0 else { return "the file is empty" }
        var offset: UInt64 = 0
        var types: [String] = []
        var header = [UInt8](repeating: 0, count: 16)
        guard pread(fd, &header, 16, 0) >= 8, String(decoding: header[4..<8], as: UTF8.self) == "ftyp" else { return nil }
        while offset < size {
            guard size - offset >= 8, pread(fd, &header, 16, off_t(offset)) >= 8 else { return "the file ends inside a box" }
            var length = header[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            if length == 1 {   // a 64-bit size follows the type
                guard size - offset >= 16 else { return "the file ends inside a box" }
                length = header[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            } else if length == 0 {
                length = size - offset   // to the end of the file
            }
            guard length >= 8, length <= size - offset else { return "its '\(type)' box runs past the end of the file" }
            types.append(type)
            offset += length
        }
        return types.contains("moov") ? nil : "it has no index ('moov' box)"
    }
}
