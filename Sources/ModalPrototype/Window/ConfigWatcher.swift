import FoundationEssentials
import Glibc
import ModalCore

/// Watches the `--config` file and hands back new settings when it changes.
///
/// Polled from the event loop twice a second: the file's bytes are compared with the last
/// ones read (a modification time can stay the same across quick edits, a size too). A bad
/// file keeps the previous settings in force and reports `FILE: key: problem` once per change.
struct ConfigWatcher {
    let path: String
    let options: Options
    private var lastContents: Data?
    /// The settings in force: the last valid version of the file.
    private(set) var current: Settings
    /// Seconds between checks.
    static let interval = 0.5
    /// The wall time of the last check (0: start-up).
    private(set) var lastCheck = 0.0

    /// The wall time the next check is due.
    var nextCheck: Double { lastCheck + ConfigWatcher.interval }

    /// Watches `path`, whose contents gave `current` at start-up.
    init(path: String, options: Options, current: Settings) {
        self.path = path
        self.options = options
        self.current = current
        lastContents = Self.contents(path)
    }

    /// The file's bytes, read as `InputFile` does (a FIFO swapped in cannot block the window).
    static func contents(_ path: String) -> Data? {
        (try? InputFile.read(path, what: "config")).map { Data($0) }
    }

    /// At wall time `wall`: nil when the next check is not yet due, else `check()`.
    mutating func check(at wall: Double) -> Result<Settings, Failure>? {
        guard wall >= nextCheck else { return nil }
        lastCheck = wall
        return check()
    }

    /// New settings if the file changed since the last check (they become `current`); an
    /// error if it changed into something invalid (`current` stays); nil if it did not change.
    mutating func check() -> Result<Settings, Failure>? {
        let now = Self.contents(path)
        guard now != lastContents else { return nil }
        lastContents = now
        do {
            current = try options.settings(overlaying: try readText(path, what: "config"), path: path)
            return .success(current)
        } catch let f as Failure {
            return .failure(f)
        } catch {
            return .failure(.usage("\(path): \(PathProblem.reason(error))"))
        }
    }
}
