import FoundationEssentials
import Glibc

/// Reads the files people name on the command line (scenarios, configs): regular files only,
/// at most 16 MiB unless the caller allows more, with plain-word errors.
///
/// `/dev/null`, a FIFO or `/dev/stdin` on a terminal are "not a regular file" (a FIFO is opened
/// without blocking, so a missing writer cannot hang the run); a folder "is a folder"; a link
/// to nothing is a "dangling symbolic link".
enum InputFile {
    /// Largest input file, in bytes.
    static let maxBytes = 16 << 20

    /// The bytes of the regular file at `path`; `what` names it in errors ("scenario", "config").
    ///
    /// - Throws: `Failure.usage("PATH: cannot read WHAT: reason")`.
    /// - Parameters:
    ///   - limit: read only the first `limit` bytes (a header), whatever the file's size.
    ///   - maxBytes: the largest file accepted (fonts are allowed more than scenarios).
    static func read(_ path: String, what: String, limit: Int? = nil, maxBytes: Int = InputFile.maxBytes) throws -> [UInt8] {
        func fail(_ reason: String) -> Failure { .usage("\(path): cannot read \(what): \(reason)") }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw fail(PathProblem.unreadable(path, errno: errno)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw fail(PathProblem.words(errno)) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw fail("is a folder")
        default: throw fail("not a regular file")
        }
        guard limit != nil || Int(st.st_size) <= maxBytes else { throw fail("larger than \(maxBytes >> 20) MiB") }
        InputFiles.add(path, what: what)   // no output may replace it
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw fail(PathProblem.words(errno)) }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if let limit, bytes.count >= limit { return Array(bytes.prefix(limit)) }
            guard bytes.count <= maxBytes else { throw fail("larger than \(maxBytes >> 20) MiB") }
        }
        return bytes
    }

    /// Why the file at `path` cannot be read as a regular file, in plain words, or nil.
    static func problem(_ path: String) -> String? {
        do { _ = try openRegular(path); return nil } catch let f as Failure { return f.message } catch { return "failed" }
    }

    /// Opens and closes `path` as `read` would, without reading it; the reason as the message.
    private static func openRegular(_ path: String) throws -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Failure.usage(PathProblem.unreadable(path, errno: errno)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw Failure.usage(PathProblem.words(errno)) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return true
        case S_IFDIR: throw Failure.usage("is a folder")
        default: throw Failure.usage("not a regular file")
        }
    }

    /// The UTF-8 text of the file at `path`.
    static func readText(_ path: String, what: String) throws -> String {
        let bytes = try read(path, what: what)
        if looksLikeUTF16(bytes) { throw Failure.usage("\(path): cannot read \(what): UTF-16 text (save it as UTF-8)") }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            throw Failure.usage("\(path): cannot read \(what): not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }   // a UTF-8 byte-order mark is not content
        return text
    }

    /// Whether `bytes` are UTF-16: a UTF-16 byte-order mark, or (without one) a NUL in every
    /// other byte of the first ones, as ASCII text in UTF-16LE or BE has. UTF-8 text has no NULs.
    static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        let head = bytes.prefix(64)
        guard head.count >= 2 else { return false }
        let even = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let odd = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let pairs = head.count / 2
        return (even * 2 >= pairs && even > 0) || (odd * 2 >= pairs && odd > 0)
    }
}
