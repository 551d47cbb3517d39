import FoundationEssentials
import Glibc

/// The `--record DIR` folder, claimed for one run: locked, and holding no frames of another run.
///
/// - A recording holds `flock` on `DIR/.lock` until it ends (the file is removed then, and by
///   `TemporaryFiles` when a signal stops the run): a second run recording into the same folder
///   at the same time is refused at once (exit 2), so two runs never mix their frames.
/// - A folder that already holds `frame-*` files is refused (exit 2): stale frames of an earlier
///   run would sit among the new ones. With `--overwrite` they are removed first, and one line
///   says how many.
final class RecordingFolder {
    let path: String
    let lockPath: String
    private var lockFD: Int32

    /// Name of the lock file inside the folder.
    static let lockName = ".lock"

    /// Claims `folder` (which exists): takes its lock, then checks or clears its old frames.
    ///
    /// - Throws: `Failure.usage` when another run holds the lock or old frames are there
    ///   without `overwrite`; `Failure.runtime` when the lock file cannot be made.
    init(_ folder: OutputFolder, overwrite: Bool) throws {
        path = folder.path
        lockPath = path + "/" + Self.lockName
        lockFD = try Self.lock(lockPath, folder: path)
        TemporaryFiles.add(lockPath)
        do { try clearOldFrames(overwrite: overwrite) } catch {
            release()
            throw error
        }
    }

    deinit { release() }

    /// Removes the lock file and lets the lock go (only the first call does anything).
    func release() {
        guard lockFD >= 0 else { return }
        TemporaryFiles.discard(lockPath)
        close(lockFD)
        lockFD = -1
    }

    /// Opens and locks `path`; retries when the file was replaced while waiting (a run that just
    /// ended removed it), so two runs never hold locks on two different files.
    private static func lock(_ path: String, folder: String) throws -> Int32 {
        for _ in 0..<8 {
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard fd >= 0 else { throw Failure.runtime("\(path): cannot create the recording's lock: \(PathProblem.words(errno))") }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                close(fd)
                if code == EWOULDBLOCK {
                    throw Failure.usage("--record: another run is recording into '\(folder)' (it holds \(path))")
                }
                throw Failure.runtime("\(path): cannot lock: \(PathProblem.words(code))")
            }
            var held = stat(), named = stat()
            if fstat(fd, &held) == 0, stat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev {
                return fd
            }
            close(fd)
        }
        throw Failure.runtime("\(path): cannot lock: the lock file keeps changing")
    }

    /// Refuses (or, with `overwrite`, removes) the `frame-*` files already in the folder.
    private func clearOldFrames(overwrite: Bool) throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasPrefix("frame-") }
        guard !names.isEmpty else { return }
        // --overwrite removes old frames, never an input (a --reference folder recorded into).
        if let input = names.lazy.map({ self.path + "/" + $0 }).first(where: { InputFiles.input(at: $0) != nil }) {
            throw Failure.usage("--record: '\(path)' holds \(input), a \(InputFiles.input(at: input)!) being read "
                + "(outputs never replace inputs)")
        }
        guard overwrite else {
            throw Failure.usage("--record: '\(path)' already holds \(names.count) frame-* file\(names.count == 1 ? "" : "s") "
                + "from an earlier run (--overwrite removes them, or choose an empty folder)")
        }
        var removed = 0, problem: Int32 = 0
        for name in names {
            if unlink(path + "/" + name) == 0 { removed += 1 } else { problem = errno }
        }
        guard removed == names.count else {
            throw Failure.runtime("--overwrite: removed \(removed) of \(names.count) old frames in '\(path)': \(PathProblem.words(problem))")
        }
        StandardStreams.error("modal-prototype: --overwrite: removed \(removed) old frame\(removed == 1 ? "" : "s") from \(path)\n")
    }
}
