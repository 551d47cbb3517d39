import FoundationEssentials
import Glibc

/// A session's input log written as a scenario file: what was done, so that playing it with
/// `--headless --scenario FILE` and no options gives the same states and frames (a reviewer's
/// repro: "do this, then look at 1.2 s").
///
/// The file opens with a head (`ScenarioHead`): the device, chrome, frame rate and compare
/// lanes the run had (`setup`), and every setting in force at the start that differs from
/// `baseline` (the defaults with the device's safe areas), per phone where the phones differ.
/// Then every input the log holds becomes a line at its time, written with at most 6 decimals
/// (`ReviewTime`) and printed by its row of `ScenarioCommandTable`: `down`, `move`, `up` (with
/// `velocity VX VY` when the release carried the hand's velocity), `fling` (a wheel gesture's
/// end), `cancel`, `resize`, `key`, `type` and `set` (`set N:KEY VALUE` for one phone; a
/// settings edit made at once, from the inspector or a reloaded config, becomes one `set` line
/// for each value it changed).
public enum ScenarioText {
    /// The scenario for `log`, played from `initial` (the lanes' settings at time 0) with the
    /// run's `setup` (its `initial` is filled in here), ending at `end` (at least the last input's time).
    public static func lines(log: InputLog, initial: [Settings], setup: ScenarioHead = ScenarioHead(),
                             baseline: Settings = Settings(), end: Double = 0) -> [String] {
        var head = setup
        if initial.count > 1 && head.compare.count != initial.count { head.compare = initial.map(\.halfModal.profile) }
        head.initial = initialSettings(initial, baseline: baseline, compare: !head.compare.isEmpty)
        var out = ["# saved by modal-prototype: \(log.count) inputs over \(ReviewTime.text(of: log.last?.time ?? 0)) s"]
        out += head.lines
        var current = initial.isEmpty ? [Settings()] : initial
        let perLane = current.count > 1
        var i = 0
        while i < log.count {
            let entry = log[i]
            i += 1
            switch ScenarioCommandTable.logged(entry.event) {
            case let .command(command): out.append("\(ReviewTime.text(of: entry.time)) \(ScenarioCommandTable.line(for: command))")
            case .settings: out += settingLines(log: log, next: &i, current: &current, perLane: perLane)
            case .none: continue
            }
        }
        out.append("\(ReviewTime.text(of: max(end, log.last?.time ?? 0))) end")
        return out
    }

    /// The `set` lines for the settings change `log[next - 1]` (and, for an edit that reached
    /// every phone, the entries after it that belong to it: `next` moves past them), printed by
    /// the `set` row; `current` is each phone's settings before it, and after it on return.
    static func settingLines(log: InputLog, next i: inout Int, current: inout [Settings], perLane: Bool) -> [String] {
        let entry = log[i - 1]
        let t = ReviewTime.text(of: entry.time)
        /// A `set` line at the entry's time (`lane` nil: every phone).
        func set(_ path: String, _ value: String, lane: Int?) -> String {
            let command: Scenario.Command = lane.map { .setLane(lane: $0, path: path, value: value) } ?? .set(path: path, value: value)
            return "\(t) \(ScenarioCommandTable.line(for: command))"
        }
        if case let .set(change) = entry.event {
            let lanes = entry.lane.map { [$0] } ?? Array(current.indices)
            guard let first = lanes.first, first < current.count else { return [] }
            let value = (try? change.applied(to: current[first]).value(at: change.path)) ?? ""
            for lane in lanes where lane < current.count { current[lane] = change.applied(to: current[lane]) }
            return [set(change.path, value, lane: perLane ? entry.lane : nil)]
        }
        guard case let .updateSettings(next) = entry.event else { return [] }
        // An edit reaches every lane at once, one entry a lane: one unprefixed line a value
        // when each lane changed the same values (its own profile kept), else a line a lane.
        var group = [(lane: entry.lane, next: next)]
        while perLane, entry.lane == 0, i < log.count, group.count < current.count, log[i].time == entry.time,
              log[i].lane == group.count, case let .updateSettings(s) = log[i].event {
            group.append((log[i].lane, s))
            i += 1
        }
        var out: [String] = []
        let diffs = group.map { g in differences(from: current[min(g.lane ?? 0, current.count - 1)], to: g.next) }
        if group.count == current.count, diffs.allSatisfy({ $0.map(\.path) == diffs[0].map(\.path) && $0.map(\.value) == diffs[0].map(\.value) }),
           !diffs[0].contains(where: { $0.path == SettingPath.halfModalProfile }) || !perLane {
            out += diffs[0].map { set($0.path, $0.value, lane: nil) }
        } else {
            for (g, d) in zip(group, diffs) {
                out += d.map { set($0.path, $0.value, lane: perLane ? g.lane : nil) }
            }
        }
        for g in group {
            if let lane = g.lane, lane < current.count { current[lane] = g.next } else { current = current.map { _ in g.next } }
        }
        return out
    }

    /// The head's settings: lane 0's differences from `baseline` for every phone, then each
    /// other lane's differences from lane 0 for that phone (a lane's profile comes from
    /// `compare`, so it is left out there).
    static func initialSettings(_ lanes: [Settings], baseline: Settings, compare: Bool) -> [ScenarioHead.Initial] {
        guard let first = lanes.first else { return [] }
        func kept(_ d: [(path: String, value: String)]) -> [(path: String, value: String)] {
            compare ? d.filter { $0.path != SettingPath.halfModalProfile } : d
        }
        var out = kept(differences(from: baseline, to: first)).map { ScenarioHead.Initial(lane: nil, path: $0.path, value: $0.value) }
        guard compare else { return out }
        for (i, lane) in lanes.enumerated().dropFirst() {
            out += kept(differences(from: first, to: lane)).map { ScenarioHead.Initial(lane: i, path: $0.path, value: $0.value) }
        }
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
