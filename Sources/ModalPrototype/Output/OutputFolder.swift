import FoundationEssentials
import Glibc

/// The folder the user named for output: created on demand, written atomically, never escaped.
struct OutputFolder {
    let path: String

    /// Creates the folder (and its parents) if needed.
    ///
    /// - Throws: `Failure.runtime` in plain words: "exists and is not a folder", "is a dangling
    ///   symbolic link", "a part of the path is not a folder", "permission denied".
    init(path: String) throws {
        self.path = path
        try Self.makeFolder(path)
    }

    /// `mkdir -p`: creates `path` and missing parents, reporting the first failure in plain words.
    static func makeFolder(_ path: String) throws {
        switch PathProblem.kind(path) {
        case .directory: return
        case .symlink:
            var isDir = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir { return }
            throw Failure.runtime("\(path): exists and is not a folder")
        case .danglingSymlink:
            throw Failure.runtime("\(path): cannot create folder: is a dangling symbolic link")
        case .regular, .other:
            throw Failure.runtime("\(path): exists and is not a folder")
        case .missing:
            break
        }
        if let reason = create(path) { throw Failure.runtime("\(path): cannot create folder: \(reason)") }
        guard PathProblem.kind(path) == .directory else { throw Failure.runtime("\(path): exists and is not a folder") }
    }

    /// Creates `path` after its missing parents; the reason it failed, or nil.
    private static func create(_ path: String) -> String? {
        let parent = PathProblem.folder(of: path)
        if !parent.isEmpty, parent != path {
            switch PathProblem.kind(parent) {
            case .missing: if let reason = create(parent) { return reason }
            case .danglingSymlink: return "'\(parent)' is a dangling symbolic link"
            default: break
            }
        }
        if mkdir(path, 0o777) == 0 { CreatedFolders.remember(path); return nil }
        return errno == EEXIST ? nil : PathProblem.words(errno)
    }

    /// The full path of `name`, which must be a plain file name.
    func file(_ name: String) throws -> String {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw Failure.usage("output name '\(name)' must be a plain file name inside \(path)")
        }
        return path + "/" + name
    }

    /// Whether something (a file, a link, a folder) is already under `name` in the folder.
    func exists(_ name: String) -> Bool {
        var st = stat()
        return (try? file(name)).map { lstat($0, &st) == 0 } ?? true
    }

    /// Writes `bytes` to `name` via a temporary file and a rename: no half-written file under `name`.
    func write(_ bytes: [UInt8], to name: String) throws {
        try Self.write(bytes, toPath: try file(name))
    }

    /// Writes `bytes` to the path `final` safely (`SafeFile`): an unpredictable temporary file
    /// opened with `O_EXCL | O_NOFOLLOW`, checked writes, then a rename; a symbolic link under
    /// `final` is refused.
    ///
    /// - Throws: `Failure.runtime("FINAL: cannot write: reason")`; the temporary file is removed.
    static func write(_ bytes: [UInt8], toPath final: String) throws {
        try SafeFile.write(bytes, toPath: final)
    }

    /// A Foundation error's reason in plain words.
    static func reason(_ error: Error) -> String { PathProblem.reason(error) }
}
