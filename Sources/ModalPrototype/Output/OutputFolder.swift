import Foundation

/// The folder the user named for output: created on demand, written atomically, never escaped.
struct OutputFolder {
    let path: String

    /// Creates the folder (and its parents) if needed.
    init(path: String) throws {
        self.path = path
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw Failure.runtime("\(path): exists and is not a folder") }
        } else {
            do { try CreatedFolders.create(path) } catch {
                throw Failure.runtime("\(path): cannot create folder: \(Self.reason(error))")
            }
        }
    }

    /// The full path of `name`, which must be a plain file name.
    func file(_ name: String) throws -> String {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw Failure.usage("output name '\(name)' must be a plain file name inside \(path)")
        }
        return path + "/" + name
    }

    /// Writes `bytes` to `name` via a temporary file and a rename: no half-written file under `name`.
    func write(_ bytes: [UInt8], to name: String) throws {
        try Self.write(bytes, toPath: try file(name))
    }

    /// Writes `bytes` to the path `final` via a temporary file and a rename, checking every step.
    ///
    /// - Throws: `Failure.runtime("FINAL: cannot write: reason")`; the temporary file is removed.
    static func write(_ bytes: [UInt8], toPath final: String) throws {
        let temporary = final + ".tmp-\(getpid())"
        guard let f = fopen(temporary, "wb") else {
            throw Failure.runtime("\(final): cannot write: \(String(cString: strerror(errno)))")
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, f) }
        let flushed = fflush(f) == 0
        let closed = fclose(f) == 0
        guard written == bytes.count, flushed, closed else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure.runtime("\(final): cannot write: \(reason)")
        }
        guard rename(temporary, final) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure.runtime("\(final): cannot write: \(reason)")
        }
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
