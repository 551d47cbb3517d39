import FoundationEssentials
import Glibc

/// Plain words for what is wrong with a path: "no such file", "not a regular file",
/// "dangling symbolic link", "permission denied" only when it is that.
///
/// Foundation's errors print as "(NSCocoaErrorDomain error 512.)" or "A file with the same
/// name already exists."; every message about a file goes through here instead.
enum PathProblem {
    /// What `stat`/`lstat` say about a path.
    enum Kind: Equatable {
        case missing, regular, directory, symlink, danglingSymlink, other
    }

    /// The kind of `path`: a symbolic link is reported as such (dangling or not), not followed.
    static func kind(_ path: String) -> Kind {
        var st = stat()
        guard lstat(path, &st) == 0 else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFLNK:
            var target = stat()
            return stat(path, &target) == 0 ? .symlink : .danglingSymlink
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// `errno` value `code` in plain words, lower case.
    static func words(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "is a folder"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "Read-only file system"
        case ENOSPC: return "No space left on device"
        case EDQUOT: return "disk quota exceeded"
        case ELOOP: return "too many symbolic links"
        case ENAMETOOLONG: return "name too long"
        case EEXIST: return "already exists"
        case EXDEV: return "on another file system"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code))
        }
    }

    /// Why `path`, which could not be opened for reading with `errno` `code`, cannot be read.
    static func unreadable(_ path: String, errno code: Int32) -> String {
        switch code {
        case ENOENT:
            if kind(path) == .danglingSymlink { return "dangling symbolic link" }
            return missingReason(path)
        case ENOTDIR: return "a part of the path is not a folder"
        default: return words(code)
        }
    }

    /// "no such file", or "no such folder 'DIR'" when a folder on the way is missing.
    static func missingReason(_ path: String) -> String {
        let parent = folder(of: path)
        if !parent.isEmpty, parent != path, kind(parent) == .missing { return "no such folder '\(parent)'" }
        return "no such file"
    }

    /// The folder part of `path` ("" for a bare name, "/" for a name at the root), trailing
    /// slashes ignored. (Foundation's `NSString.deletingLastPathComponent` traps on a bare name
    /// in swift-corelibs-foundation 6.3.)
    static func folder(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        var f = p[..<slash]
        while f.count > 1 && f.hasSuffix("/") { f = f.dropLast() }
        return f.isEmpty ? "/" : String(f)
    }

    /// The last component of `path`, trailing slashes ignored.
    static func name(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return String(p) }
        return String(p[p.index(after: slash)...])
    }

    /// The reason a Foundation error carries, in plain words (its POSIX code when it has one).
    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return words(posix.code.rawValue) }
        guard let cocoa = error as? CocoaError else { return "failed" }
        if let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError { return words(underlying.code.rawValue) }
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "No space left on device"
        case .fileWriteVolumeReadOnly: return "Read-only file system"
        case .fileWriteFileExists: return "already exists"
        default: return "failed"
        }
    }
}
