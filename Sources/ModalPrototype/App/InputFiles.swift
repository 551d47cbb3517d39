import FoundationEssentials
import Glibc

/// The files the run reads (scenario, config, reference frames, font), so that no output can
/// replace one of them.
///
/// Each input is remembered by device and inode and by its real path (`realpath(3)`). Every
/// file the app writes passes `refuse(_:)` first (`SafeFile`): an output that is the same file
/// as an input, through another name, a link or `..`, is refused with one line and exit 2,
/// before anything is written.
enum InputFiles {
    /// A file's identity: device and inode.
    private struct Identity: Hashable { var device: UInt64, inode: UInt64 }

    private static let lock = PosixLock()
    /// What each input was read as, by identity and by real path (thousands of reference frames
    /// are looked up once per output file: hashed, not searched).
    nonisolated(unsafe) private static var byIdentity: [Identity: String] = [:]
    nonisolated(unsafe) private static var byRealPath: [String: String] = [:]

    /// Remembers the file at `path`, read as `what` ("scenario", "config", "font", …).
    static func add(_ path: String, what: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return }
        let identity = Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
        let real = realPath(path)
        lock.lock(); defer { lock.unlock() }
        if byIdentity[identity] == nil { byIdentity[identity] = what }
        if let real, byRealPath[real] == nil { byRealPath[real] = what }
    }

    /// The input `path` would replace (what it was read as), or nil.
    static func input(at path: String) -> String? {
        lock.lock()
        let empty = byIdentity.isEmpty
        lock.unlock()
        guard !empty else { return nil }
        var st = stat()
        if stat(path, &st) == 0 {
            lock.lock(); defer { lock.unlock() }
            if let what = byIdentity[Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))] { return what }
        }
        // Not there (yet), or a dangling link: compare where it would land.
        let folder = PathProblem.folder(of: path)
        guard let base = realPath(folder.isEmpty ? "." : folder) else { return nil }
        let landing = (base == "/" ? "" : base) + "/" + PathProblem.name(of: path)
        lock.lock(); defer { lock.unlock() }
        return byRealPath[landing]
    }

    /// Throws when writing `path` would replace an input file.
    ///
    /// - Throws: `Failure.usage("PATH: refusing to write over the scenario being read")`.
    static func refuse(_ path: String) throws {
        if let what = input(at: path) {
            throw Failure.usage("\(path): refusing to write over the \(what) being read (outputs never replace inputs)")
        }
    }

    /// The canonical absolute path of `path`, or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
