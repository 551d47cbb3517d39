import FoundationEssentials
import Glibc

/// Every temporary file the run has open and every helper process it started (ffmpeg), kept
/// ready so that a signal can clean up without allocating.
///
/// Paths are copied to C strings when the file is made (`add`), so `removeAll()` only calls
/// `unlink(2)` and `kill(2)`/`waitpid(2)`: what a second signal or the stop deadline runs just
/// before `_exit` (`SignalWatch`), when no Swift object can be trusted to finish.
enum TemporaryFiles {
    /// Most temporary files open at once (the PNG pipeline, a video, a GIF, shots: a handful).
    static let capacity = 64
    private static let lock = PosixLock()
    nonisolated(unsafe) private static var paths = [UnsafeMutablePointer<CChar>?](repeating: nil, count: capacity)
    nonisolated(unsafe) private static var children: [pid_t] = []

    /// Remembers `path` until `forget(path)` (it was renamed into place or removed).
    static func add(_ path: String) {
        let copy = strdup(path)
        lock.lock(); defer { lock.unlock() }
        if let slot = paths.firstIndex(where: { $0 == nil }) { paths[slot] = copy } else { free(copy) }
    }

    /// Stops remembering `path`.
    static func forget(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        for i in paths.indices {
            if let p = paths[i], strcmp(p, path) == 0 {
                free(p)
                paths[i] = nil
            }
        }
    }

    /// Removes the file at `path` and forgets it.
    static func discard(_ path: String) {
        unlink(path)
        forget(path)
    }

    /// Remembers a helper process to kill if the run must stop now.
    static func addChild(_ pid: pid_t) {
        lock.lock(); defer { lock.unlock() }
        children.append(pid)
    }

    /// Forgets a helper process that has exited and been reaped.
    static func forgetChild(_ pid: pid_t) {
        lock.lock(); defer { lock.unlock() }
        children.removeAll { $0 == pid }
    }

    /// Kills every helper process (a stalled ffmpeg) without waiting; whoever waits for it reaps it.
    static func killChildren() {
        lock.lock(); defer { lock.unlock() }
        for pid in children { kill(pid, SIGKILL) }
    }

    /// Kills every helper process (and reaps it), then removes every temporary file: the last
    /// thing before `_exit` on a forced stop. Nothing is allocated.
    static func removeAll() {
        // A lock held by a thread that will never let go must not stop the clean-up.
        let locked = lock.lock(before: Date(timeIntervalSinceNow: 0.2))
        defer { if locked { lock.unlock() } }
        for pid in children {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        for p in paths { if let p { unlink(p) } }
    }
}
