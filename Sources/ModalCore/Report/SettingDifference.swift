/// A setting of a lane that differs from its profile's default, with where the default comes from.
public struct SettingDifference: Codable, Equatable, Sendable {
    /// The setting's dotted path (`halfModal.duration`).
    public var path: String
    /// The lane's value and the profile's default, as `--print-config` writes them.
    public var value: String
    public var profileDefault: String
    /// Where the default comes from (`FidelitySources`).
    public var source: String

    /// The settings of `settings` that differ from `Settings()` with the same profile, by path.
    public static func of(_ settings: Settings) -> [SettingDifference] {
        var defaults = Settings()
        defaults.halfModal.profile = settings.halfModal.profile
        guard let mine = try? settings.jsonTree(), let theirs = try? defaults.jsonTree() else { return [] }
        return Settings.leafPaths(mine, prefix: "").sorted().compactMap { path in
            let keys = path.split(separator: ".").map(String.init)
            let value = Settings.lookup(mine, keys).map { "\($0)" } ?? ""
            let base = Settings.lookup(theirs, keys).map { "\($0)" } ?? ""
            guard value != base else { return nil }
            return SettingDifference(path: path, value: value, profileDefault: base, source: FidelitySources.source(for: path))
        }
    }
}
