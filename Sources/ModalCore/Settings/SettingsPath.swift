import FoundationEssentials

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
        guard let key = SettingKey.named(path) else {
            throw PathError("unknown setting '\(path)'" + Suggestion.didYouMean(path, in: SettingKey.all.map(\.path)))
        }
        return key.read(self)
    }

    /// A copy with the setting at `path` parsed from `text`, validated by type and range.
    ///
    /// Goes straight through the key table (`SettingKey`): no encoding round trip.
    public func setting(_ path: String, to text: String) throws -> Settings {
        try applying(SettingChange(path, text))
    }

    /// A copy with `change` applied, range-checked.
    ///
    /// Only the changed key is checked: every other value is as valid as it was.
    public func applying(_ change: SettingChange) throws -> Settings {
        let key = change.key
        let updated = change.applied(to: self)
        if let problem = Self.rule(for: key.path, value: key.value(in: updated)).problem(key.value(in: updated)) {
            throw PathError("\(key.path): \(problem)")
        }
        return updated
    }

    /// Paths whose value is one of a few words, with the words: the rows of kind `choice`.
    static let choices: [String: [String]] = Dictionary(uniqueKeysWithValues: SettingRow.all.compactMap { row in
        if case let .choice(words) = row.key.kind { return (row.path, words) }
        return nil
    })

    func jsonTree() throws -> [String: Any] {
        let data = try JSONEncoder().encode(self)
        return try JSONTreeParser.parse(String(decoding: data, as: UTF8.self)) as? [String: Any] ?? [:]
    }

    static func lookup(_ tree: Any, _ keys: [String]) -> Any? {
        // A dotted key of its own (the iOS version's, beside the word `appearance`).
        if keys.count > 1, let whole = (tree as? [String: Any])?[keys.joined(separator: ".")] { return whole }
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

/// The setting paths the app names in code (its flags, the studio's outcome control, the soak), each spelled once.
///
/// Every other path is only a row of `SettingRow.all`; a test checks that no path string is
/// written twice in `Sources`.
public enum SettingPath {
    /// The half-modal behaviour (`--profile`).
    public static let halfModalProfile = "halfModal.profile"
    /// The iOS release drawn (`--ios`); also the JSON key of `Settings.iosVersion`.
    public static let iosVersion = Settings.CodingKeys.iosVersion.rawValue
    /// The labels' language (`--lang`).
    public static let language = "language"
    /// Light or dark system colours (`--appearance`).
    public static let appearance = "appearance"
    /// Reduce Motion (`--reduce-motion`).
    public static let reduceMotion = "accessibility.reduceMotion"
    /// The simulated request's latency (`--latency`, the soak's sets).
    public static let requestLatency = "request.latency"
    /// How requests end (`--outcome`, the studio's outcome control).
    public static let requestOutcome = "request.outcome"
    /// The safe area above the content (`--device`).
    public static let safeAreaTop = "theme.safeAreaTop"
    /// The safe area below the content (`--device`).
    public static let safeAreaBottom = "theme.safeAreaBottom"
    /// What the card or sheet shows (the inspector's content control).
    public static let halfModalContent = "halfModal.content"
    /// The card's and the system sheet's detents (the inspector's detents control).
    public static let halfModalDetents = "halfModal.detents"
    /// The half modal's show/hide duration (`measure --write-config`, the studio's fit key).
    public static let halfModalDuration = "halfModal.duration"
    /// The sheet's present/dismiss duration (`measure --track sheet`).
    public static let sheetDuration = "sheet.duration"
    /// The stiffness of the alert's appearance spring (`measure --track alert --fit spring`).
    public static let alertAppearStiffness = "alert.appearStiffness"
    /// The mass of the alert's appearance spring (`measure --track alert --fit spring` writes 1).
    public static let alertAppearMass = "alert.appearMass"
}
