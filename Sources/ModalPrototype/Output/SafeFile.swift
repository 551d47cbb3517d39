import FoundationEssentials
import Glibc

/// The one way the app creates files: a temporary file nobody can predict or plant, then a rename.
///
/// The temporary file is `.NAME.tmp-RANDOM` (64 random bits) in the destination's own folder,
/// opened with `O_CREAT | O_EXCL | O_NOFOLLOW`: an existing file or a symbolic link under that
/// name makes the open fail instead of being written through. Every `write` is checked (a full
/// disk is reported), then the file is renamed over the final name, so the final name holds
/// either the old file or the whole new one, never a half-written one.
///
/// A symbolic link already present under the final name is refused (not replaced, never
/// followed): `NAME: cannot write: is a symbolic link (remove it first)`. A folder there is
/// refused too. Failures remove the temporary file.
enum SafeFile {
    /// Writes `bytes` to `final` through a temporary file and a rename.
    ///
    /// - Throws: `Failure.runtime("FINAL: cannot write: reason")`; nothing is left behind.
    static func write(_ bytes: [UInt8], toPath final: String) throws {
        if let device = Testing.device(for: final) { return try writeToDevice(bytes, device, final: final) }
        let (fd, temporary) = try createTemporary(for: final)
        var ok = true
        var code: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { ok = false; code = n < 0 ? errno : ENOSPC; return }
                done += n
            }
        }
        if close(fd) != 0 && ok { ok = false; code = errno }
        guard ok else {
            TemporaryFiles.discard(temporary)
            throw Failure.runtime("\(final): cannot write: \(PathProblem.words(code))")
        }
        try commit(temporary, to: final)
    }

    /// Creates the temporary file for `final`: open for writing, mode 0666 less the umask.
    ///
    /// - Returns: its descriptor and path.
    static func createTemporary(for final: String) throws -> (fd: Int32, path: String) {
        try refuseExisting(final)
        let folder = PathProblem.folder(of: final)
        let base = PathProblem.name(of: final)
        for _ in 0..<16 {
            let name = "." + String(String.UnicodeScalarView(base.unicodeScalars.prefix(40))) + ".tmp-" + randomHex()
            let path = folder.isEmpty ? name : folder + "/" + name
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 { TemporaryFiles.add(path); return (fd, path) }
            if errno == EEXIST || errno == ELOOP { continue }
            throw Failure.runtime("\(final): cannot write: \(PathProblem.words(errno))")
        }
        throw Failure.runtime("\(final): cannot write: could not create a temporary file")
    }

    /// Renames the finished `temporary` over `final`; removes it on failure.
    static func commit(_ temporary: String, to final: String) throws {
        do { try refuseExisting(final) } catch {
            TemporaryFiles.discard(temporary)
            throw error
        }
        guard rename(temporary, final) == 0 else {
            let code = errno
            TemporaryFiles.discard(temporary)
            throw Failure.runtime("\(final): cannot write: \(PathProblem.words(code))")
        }
        TemporaryFiles.forget(temporary)
    }

    /// Throws when `final` is a symbolic link (dangling or not) or a folder, or an input file
    /// of the run (`InputFiles`: exit 2), or a device, FIFO or socket (exit 2: a regular file
    /// is the only kind an output replaces).
    static func refuseExisting(_ final: String) throws {
        try InputFiles.refuse(final)
        try OutputPaths.refuseNonRegular(final)
        switch PathProblem.kind(final) {
        case .symlink, .danglingSymlink:
            throw Failure.runtime("\(final): cannot write: is a symbolic link (refusing to replace it; remove it first)")
        case .directory:
            throw Failure.runtime("\(final): cannot write: is a folder")
        default:
            break
        }
    }

    /// 16 hexadecimal digits from the system's random source.
    static func randomHex() -> String {
        var generator = SystemRandomNumberGenerator()
        let v = generator.next() as UInt64
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// Writes to a device named by a test (e.g. `/dev/full`) instead of a temporary file.
    private static func writeToDevice(_ bytes: [UInt8], _ device: String, final: String) throws {
        let fd = open(device, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure.runtime("\(final): cannot write: \(PathProblem.words(errno))") }
        let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        let code = errno
        close(fd)
        guard n == bytes.count else { throw Failure.runtime("\(final): cannot write: \(PathProblem.words(n < 0 ? code : ENOSPC))") }
        throw Failure.runtime("\(final): cannot write: the test device took the bytes")
    }

    /// A seam for the output fault tests: writes meant for a final path go to a device instead
    /// (the temporary name can no longer be planted as a link to `/dev/full`). Empty in the app.
    enum Testing {
        private static let lock = PosixLock()
        nonisolated(unsafe) private static var devices: [String: String] = [:]

        /// Sends writes for `final` to `device` (nil: stop).
        static func redirect(_ final: String, to device: String?) {
            lock.lock(); defer { lock.unlock() }
            devices[final] = device
        }

        static func device(for final: String) -> String? {
            lock.lock(); defer { lock.unlock() }
            return devices.isEmpty ? nil : devices[final]
        }
    }
}
