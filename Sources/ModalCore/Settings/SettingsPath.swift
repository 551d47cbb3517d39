import Foundation

/// Reading and writing one setting by its dotted path (`request.latency`, `halfModal.profile`),
/// as scenario `set` lines and the command line do.
extension Settings {
    /// A problem with a setting path or value, phrased for a one-line error.
    public struct PathError: Error, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Every settable dotted path, in a stable order.
    public static var allPaths: [String] { SettingKey.all.map(\.path) }

    /// The value at `path`, as text.
    public func value(at path: String) throws -> String {
        guard let key = SettingKey.named(path) else { throw PathError("unknown setting '\(path)'") }
        return key.read(self)
    }

    /// A copy with the setting at `path` parsed from `text`, validated by type and range.
    ///
    /// Goes straight through the key table (`SettingKey`): no encoding round trip.
    public func setting(_ path: String, to text: String) throws -> Settings {
        try applying(SettingChange(path, text))
    }

    /// A copy with `change` applied, range-checked.
    public func applying(_ change: SettingChange) throws -> Settings {
        let updated = change.applied(to: self)
        if let problem = updated.validationProblem() { throw PathError(problem) }
        return updated
    }

    /// The first value outside its sensible range, phrased as `path: problem`, or nil.
    public func validationProblem() -> String? {
        func positive(_ v: Double, _ name: String) -> String? { v.isFinite && v > 0 ? nil : "\(name): must be a positive number" }
        func nonNegative(_ v: Double, _ name: String) -> String? { v.isFinite && v >= 0 ? nil : "\(name): must be zero or more" }
        func unit(_ v: Double, _ name: String) -> String? { v.isFinite && v >= 0 && v <= 1 ? nil : "\(name): must be between 0 and 1" }
        func damping(_ v: Double, _ name: String) -> String? {
            v.isFinite && v >= 0.05 && v <= 10 ? nil : "\(name): must be between 0.05 and 10 (an undamped spring never settles)"
        }
        let checks: [String?] = [
            nonNegative(request.latency, "request.latency"),
            unit(request.failureRate, "request.failureRate"),
            nonNegative(sheet.duration, "sheet.duration"),
            unit(sheet.presentingScale, "sheet.presentingScale"),
            unit(sheet.dimAlpha, "sheet.dimAlpha"),
            positive(sheet.returnSpring.response, "sheet.returnSpring.response"),
            damping(sheet.returnSpring.dampingFraction, "sheet.returnSpring.dampingFraction"),
            nonNegative(halfModal.duration, "halfModal.duration"),
            unit(halfModal.halfFraction, "halfModal.halfFraction"),
            unit(halfModal.heightRate, "halfModal.heightRate"),
            positive(halfModal.spring.response, "halfModal.spring.response"),
            damping(halfModal.spring.dampingFraction, "halfModal.spring.dampingFraction"),
            halfModal.decelerationRate > 0 && halfModal.decelerationRate < 1 ? nil
                : "halfModal.decelerationRate: must be between 0 and 1, exclusive",
            unit(halfModal.backdropAlpha, "halfModal.backdropAlpha"),
            unit(cover.dimAlpha, "cover.dimAlpha"),
            nonNegative(cover.spinnerPeriod, "cover.spinnerPeriod"),
            (1...64).contains(cover.spinnerSpokes) ? nil : "cover.spinnerSpokes: must be between 1 and 64",
            nonNegative(alert.appearDuration, "alert.appearDuration"),
            nonNegative(alert.disappearDuration, "alert.disappearDuration"),
            positive(alert.appearStiffness, "alert.appearStiffness"),
            positive(alert.appearMass, "alert.appearMass"),
            unit(alert.barrierAlpha, "alert.barrierAlpha"),
            nonNegative(sheet.projectionTime, "sheet.projectionTime"),
            positive(sheet.flickVelocity, "sheet.flickVelocity"),
        ]
        return checks.compactMap { $0 }.first
    }

    /// Paths whose value is one of a few words.
    static let choices: [String: [String]] = [
        "language": Language.allCases.map(\.rawValue),
        "request.outcome": OutcomePolicy.allCases.map(\.rawValue),
        "halfModal.profile": HalfModalProfile.allCases.map(\.rawValue),
        "appearance": Appearance.allCases.map(\.rawValue),
    ]

    func jsonTree() throws -> [String: Any] {
        let data = try JSONEncoder().encode(self)
        return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    static func lookup(_ tree: Any, _ keys: [String]) -> Any? {
        var node: Any = tree
        for k in keys {
            guard let dict = node as? [String: Any], let next = dict[k] else { return nil }
            node = next
        }
        return node
    }

    static func replacing(_ tree: Any, _ keys: [String], with value: Any) -> Any {
        guard let k = keys.first else { return value }
        var dict = tree as? [String: Any] ?? [:]
        dict[k] = replacing(dict[k] ?? [:], Array(keys.dropFirst()), with: value)
        return dict
    }

    static func leafPaths(_ node: Any, prefix: String) -> [String] {
        guard let dict = node as? [String: Any] else { return [prefix] }
        return dict.flatMap { k, v in leafPaths(v, prefix: prefix.isEmpty ? k : prefix + "." + k) }
    }
}
