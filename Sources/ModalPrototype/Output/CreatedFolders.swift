import FoundationEssentials
import Glibc

/// The folders this run created, so a run that fails before its first output leaves no new
/// folder behind.
///
/// `--out DIR` and `--record DIR` are created at start-up, before anything that can still
/// fail (a missing ffmpeg for `--video`, a font, the display). Every folder made for them,
/// missing parents included, is remembered here; on a failure the entry point removes,
/// newest first, those that are still empty. A folder that existed before, or that holds
/// anything (a shot written before the failure), stays.
enum CreatedFolders {
    private static let lock = PosixLock()
    private static var paths: [String] = []

    /// Remembers `path` as made by this run (`OutputFolder` calls it for each folder it makes,
    /// parents first).
    static func remember(_ path: String) {
        lock.lock()
        paths.append(path)
        lock.unlock()
    }

    /// Removes, newest first, every remembered folder that is still empty; forgets them all.
    static func removeEmpty() {
        lock.lock()
        let made = paths
        paths.removeAll()
        lock.unlock()
        for p in made.reversed() { _ = rmdir(p) }
    }
}
