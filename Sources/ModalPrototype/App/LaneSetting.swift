import ModalCore

/// `--set N:KEY=VALUE`: a setting for one phone of `--compare` only (N from 1, left to right).
enum LaneSetting {
    /// The lane (0-based) and the key of `--set`'s left side: `2:accessibility.reduceMotion`
    /// gives (1, `accessibility.reduceMotion`); a key without `N:` gives (nil, key).
    static func split(_ left: String) throws -> (lane: Int?, key: String) {
        guard let colon = left.firstIndex(of: ":") else { return (nil, left) }
        let number = String(left[..<colon])
        guard let n = StrictNumber.integer(number), n >= 1, n <= 1000 else {
            throw Failure.usage("--set: invalid phone '\(number)' in '\(left)' (expected N:KEY=VALUE with N from 1)")
        }
        return (n - 1, String(left[left.index(after: colon)...]))
    }

    /// The one-line error for a lane beyond the phones shown (`lanes` of them), or nil.
    static func rangeProblem(_ settings: [(lane: Int, path: String, value: String)], lanes: Int) -> Failure? {
        guard let bad = settings.first(where: { $0.lane >= lanes }) else { return nil }
        let phones = lanes == 1 ? "1 phone without --compare" : "\(lanes) phones"
        return .usage("--set \(bad.lane + 1):\(bad.path): phone \(bad.lane + 1) is out of range (\(phones))")
    }
}

extension Options {
    /// Records a setting for lane `lane` (0-based), checked now against the defaults.
    mutating func applyLaneSetting(_ lane: Int, _ path: String, _ text: String) throws {
        do { _ = try Settings().setting(path, to: text) } catch let e as Settings.PathError {
            throw Failure.usage("--set \(lane + 1):\(path): " + (e.description.hasPrefix(path + ": ")
                ? String(e.description.dropFirst(path.count + 2)) : e.description))
        }
        laneSettings.append((lane, path, text))
    }

    /// `base` with the `--set N:` settings of lane `lane` (0-based) on top.
    func settings(_ base: Settings, lane: Int) -> Settings {
        var s = base
        for entry in laneSettings where entry.lane == lane { s = (try? s.setting(entry.path, to: entry.value)) ?? s }
        return s
    }
}
