
/// One settable value of `Settings`, reached by its dotted path without any encoding:
/// the table behind `--set`, scenario `set` lines, the inspector and `Event.set`.
///
/// Every leaf of `--print-config` has exactly one key (a test checks the two agree).
public struct SettingKey: Sendable {
    /// What kind of text a key accepts.
    public enum Kind: Equatable, Sendable {
        case number, text, color
        /// A detent list (`HalfModalDetents`): medium, large, 0.25, 300pt.
        case detents
        /// A whole number, at least `minimum`.
        case integer(minimum: Double)
        /// One of a few words.
        case choice([String])
    }

    public let path: String
    public let kind: Kind
    /// The value as text (numbers printed the shortest way that reads back the same).
    let read: @Sendable (Settings) -> String
    /// Stores an already checked value.
    let write: @Sendable (inout Settings, SettingValue) -> Void

    /// Every key, in path order: the keys of the rows of `SettingRow.all`.
    public static let all: [SettingKey] = SettingRow.all.map(\.key).sorted { $0.path < $1.path }

    /// The index of every key by path.
    static let indexByPath: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.path, $0) })

    /// The key at `path`, or nil.
    public static func named(_ path: String) -> SettingKey? { indexByPath[path].map { all[$0] } }

    /// The value as the rules read it: a number (`JSONNumber`) or a string.
    func value(in settings: Settings) -> Any {
        let text = read(settings)
        switch kind {
        case .number, .integer: return JSONNumber(Double(text) ?? .nan)
        case .text, .color, .choice, .detents: return text
        }
    }

    /// `text` checked against this key's kind (range checks come after, on the whole `Settings`).
    public func parse(_ text: String) throws -> SettingValue {
        func invalid(_ expected: String) -> Settings.PathError {
            Settings.PathError("invalid value '\(text)' for \(path) (expected \(expected))")
        }
        switch kind {
        case .number:
            // Decimal only (`StrictNumber`): no hexadecimal, no inf or nan.
            guard let v = StrictNumber.double(text), v.isFinite else { throw invalid("a number") }
            return .number(v)
        case let .integer(minimum):
            guard let v = StrictNumber.double(text), v.isFinite, v == v.rounded(), abs(v) < 1e15, v >= minimum else {
                throw Settings.PathError("invalid value '\(text)' for \(path)")
            }
            return .number(v)
        case .text:
            return .text(text)
        case .color:
            guard Color(string: text) != nil else {
                throw Settings.PathError("\(path): expected a colour like #RRGGBB or #RRGGBBAA, got '\(text)'")
            }
            return .text(text)
        case let .choice(words):
            guard words.contains(text) else {
                throw Settings.PathError("invalid value '\(text)' for \(path) (expected \(words.joined(separator: "|")))"
                                         + Suggestion.didYouMean(text, in: words))
            }
            return .text(text)
        case .detents:
            guard HalfModalDetents(text) != nil else {
                throw invalid("a comma-separated list of medium, large, a fraction like 0.25 or a height like 300pt")
            }
            return .text(text)
        }
    }
}

/// A checked setting value: a number or a word/text.
public enum SettingValue: Equatable, Sendable {
    case number(Double)
    case text(String)

    var number: Double { if case let .number(v) = self { return v }; return 0 }
    var text: String { if case let .text(s) = self { return s }; return "" }
}

/// A change of one setting, small enough to log (the key by index, the value checked).
public struct SettingChange: Equatable, Sendable {
    /// Index into `SettingKey.all`.
    public let keyIndex: Int32
    public let value: SettingValue

    /// The change of `path` to `text`; throws `Settings.PathError` for an unknown path or a bad value.
    public init(_ path: String, _ text: String) throws {
        guard let i = SettingKey.indexByPath[path] else {
            if SettingKey.all.contains(where: { $0.path.hasPrefix(path + ".") }) {
                throw Settings.PathError("'\(path)' is a group of settings, not one value")
            }
            throw Settings.PathError("unknown setting '\(path)'" + Suggestion.didYouMean(path, in: SettingKey.all.map(\.path)))
        }
        keyIndex = Int32(i)
        value = try SettingKey.all[i].parse(text)
    }

    public var key: SettingKey { SettingKey.all[Int(keyIndex)] }
    public var path: String { key.path }

    /// `settings` with this change applied (not range-checked).
    public func applied(to settings: Settings) -> Settings {
        var s = settings
        key.write(&s, value)
        return s
    }
}

extension Double {
    /// The shortest text that reads back as this number ("3", "0.9", "1e-05").
    var settingText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return "\(self)"
    }
}
