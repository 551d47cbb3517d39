import Foundation

/// The files the run reads (scenario, config, reference frames, font), so that no output can
/// replace one of them.
///
/// Each input is remembered by device and inode and by its real path (`realpath(3)`). Every
/// file the app writes passes `refuse(_:)` first (`SafeFile`): an output that is the same file
/// as an input, through another name, a link or `..`, is refused with one line and exit 2,
/// before anything is written.
enum InputFiles {
    private struct Input {
        var device: UInt64, inode: UInt64
        var realPath: String?
        var what: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var inputs: [Input] = []

    /// Remembers the file at `path`, read as `what` ("scenario", "config", "font", …).
    static func add(_ path: String, what: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return }
        let input = Input(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), realPath: realPath(path), what: what)
        lock.lock(); defer { lock.unlock() }
        if !inputs.contains(where: { $0.device == input.device && $0.inode == input.inode }) { inputs.append(input) }
    }

    /// The input `path` would replace (what it was read as), or nil.
    static func input(at path: String) -> String? {
        lock.lock()
        let known = inputs
        lock.unlock()
        guard !known.isEmpty else { return nil }
        var st = stat()
        if stat(path, &st) == 0,
           let hit = known.first(where: { $0.device == UInt64(st.st_dev) && $0.inode == UInt64(st.st_ino) }) {
            return hit.what
        }
        // Not there (yet), or a dangling link: compare where it would land.
        let folder = PathProblem.folder(of: path)
        guard let base = realPath(folder.isEmpty ? "." : folder) else { return nil }
        let landing = (base == "/" ? "" : base) + "/" + PathProblem.name(of: path)
        return known.first(where: { $0.realPath == landing })?.what
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
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
