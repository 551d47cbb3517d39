import FoundationEssentials
import Glibc

/// A session's input log written as a scenario file: what was done, so that playing it with
/// `--headless --scenario` gives the same states and frames (a reviewer's repro: "do this,
/// then look at 1.2 s").
///
/// Every press, move, release, key and setting change becomes a line at its exact time
/// (`down`, `move`, `up`, `key`, `set`; a release that carried the hand's velocity is
/// `up X Y velocity VX VY`, so the replay ends the drag as the live one did); a settings change made at once (an inspector edit,
/// a reloaded config) becomes one `set` line for each value it changed, on the first lane
/// (a scenario's `set` reaches every lane and keeps each lane's profile). Comment lines open
/// the file with the settings in force that differ from the defaults. Inputs a scenario has
/// no command for (a window resize, a pointer lost, a scroll's fling) are kept as comments.
public enum ScenarioText {
    /// The scenario for `log`, played from `initial` (the lanes' settings at time 0), ending
    /// at `end` (at least the last input's time).
    public static func lines(log: InputLog, initial: [Settings], end: Double = 0) -> [String] {
        var out = ["# saved by modal-prototype: \(log.count) inputs over \(time(log.last?.time ?? 0)) s"]
        for (i, settings) in initial.enumerated() {
            let lane = initial.count > 1 ? "lane \(i) (\(settings.halfModal.profile.rawValue)) " : ""
            for (path, value) in differences(from: Settings(), to: settings) {
                out.append("# \(lane)setting in force: \(path) = \(value)")
            }
        }
        var current = initial.first ?? Settings()
        for entry in log {
            let t = time(entry.time)
            switch entry.event {
            case let .pointerDown(p): out.append("\(t) down \(number(p.x)) \(number(p.y))")
            case let .pointerMove(p): out.append("\(t) move \(number(p.x)) \(number(p.y))")
            case let .pointerUp(p): out.append("\(t) up \(number(p.x)) \(number(p.y))")
            case let .pointerLift(p, v):
                out.append("\(t) up \(number(p.x)) \(number(p.y)) velocity \(number(v.x)) \(number(v.y))")
            case let .key(k): out.append("\(t) key \(k.rawValue)")
            case let .set(change):
                guard (entry.lane ?? 0) == 0 else { continue }
                let next = change.applied(to: current)
                out += differences(from: current, to: next).map { "\(t) set \($0.path) \($0.value)" }
                current = next
            case let .updateSettings(next):
                guard (entry.lane ?? 0) == 0 else { continue }
                var sameProfile = next   // a lane's profile is its own, not a setting to replay
                sameProfile.halfModal.profile = current.halfModal.profile
                out += differences(from: current, to: sameProfile).map { "\(t) set \($0.path) \($0.value)" }
                current = next
            case let .pointerRelease(p, velocity):
                out.append("# \(t) fling from \(number(p.x)) \(number(p.y)) at \(number(velocity.x)) \(number(velocity.y)) pt/s (no scenario command)")
            case .pointerCancel: out.append("# \(t) pointer lost (no scenario command)")
            case let .resize(size): out.append("# \(t) canvas resized to \(number(size.width))x\(number(size.height))")
            case .tick, .requestCompleted: continue
            }
        }
        out.append("\(time(max(end, log.last?.time ?? 0))) end")
        return out
    }

    /// The settings paths whose values differ between `a` and `b`, with `b`'s value.
    static func differences(from a: Settings, to b: Settings) -> [(path: String, value: String)] {
        guard a != b else { return [] }
        return Settings.allPaths.compactMap { path in
            guard let old = try? a.value(at: path), let new = try? b.value(at: path), old != new else { return nil }
            return (path, new)
        }
    }

    /// A time as the scenario parser reads it back exactly (no exponent).
    static func time(_ t: Double) -> String { number(t) }

    /// A number in plain decimal notation that reads back as the same `Double`.
    public static func number(_ v: Double) -> String {
        let shortest = String(v)
        guard shortest.contains("e") else { return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest }
        // Tiny or huge: every digit written out (a Double is a finite binary fraction).
        var buffer = [CChar](repeating: 0, count: 512)   // the largest Double has 309 digits
        _ = withVaList([v]) { vsnprintf(&buffer, buffer.count, "%.40f", $0) }
        var digits = String(cString: buffer)
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits
    }
}
