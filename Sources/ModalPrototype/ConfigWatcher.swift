import Foundation
import ModalCore

/// Watches the `--config` file and hands back new settings when it changes.
///
/// Polled from the event loop (a `stat` twice a second). A bad file keeps the previous
/// settings in force and reports `FILE: key: problem` once per change.
struct ConfigWatcher {
    let path: String
    let options: Options
    private var lastStamp: String?
    /// The settings in force: the last valid version of the file.
    private(set) var current: Settings
    /// Seconds between checks.
    static let interval = 0.5

    /// Watches `path`, whose contents gave `current` at start-up.
    init(path: String, options: Options, current: Settings) {
        self.path = path
        self.options = options
        self.current = current
        lastStamp = ConfigWatcher.stamp(path)
    }

    /// The file's modification time and size, or nil if it cannot be read.
    static func stamp(_ path: String) -> String? {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let date = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(date)/\(a[.size] ?? 0)"
    }

    /// New settings if the file changed since the last check (they become `current`); an
    /// error if it changed into something invalid (`current` stays); nil if it did not change.
    mutating func check() -> Result<Settings, Failure>? {
        let now = ConfigWatcher.stamp(path)
        guard now != lastStamp else { return nil }
        lastStamp = now
        do {
            current = try options.settings(overlaying: try readText(path, what: "config"), path: path)
            return .success(current)
        } catch let f as Failure {
            return .failure(f)
        } catch {
            return .failure(.usage("\(path): \(error)"))
        }
    }
}
