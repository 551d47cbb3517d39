
/// The range and meaning of every setting, and the one validation that `--set`, `--config`,
/// scenario `set` lines and the window's hot reload all go through.
///
/// Each dotted path has a `SettingRule`, given by its row in `SettingRow.all`; a path with no
/// row (a config file's unknown key, reported later) gets a rule from its name (`…Duration`,
/// `…Radius`, `…Alpha`, …), so nothing is ever unchecked. `--print-config --explain` prints
/// the table.
public struct SettingRule: Equatable, Sendable {
    /// The kinds of value, each with its range.
    public enum Kind: Equatable, Sendable {
        /// A timing curve's x: [0, 1] (WebKit's UnitBezier needs it to stay a function of time).
        case bezierX
        /// A timing curve's y: [−10, 10].
        case bezierY
        /// An animation's duration or a period: (0, 60] seconds.
        case duration
        /// A delay that may be none: [0, 86400] seconds.
        case delay
        /// Seconds of projection: [0, 10].
        case projection
        /// A fraction, an opacity or a probability: [0, 1].
        case fraction
        /// A deceleration rate per millisecond: (0, 1).
        case deceleration
        /// A spring's damping fraction: [0.05, 10].
        case damping
        /// A radius, width, height, gap, inset or distance: [0, 10000] points (the largest canvas side).
        case length
        /// A font size: (0, 200] points.
        case fontSize
        /// A scale factor: (0, 10].
        case scale
        /// A speed: [0, 100000] points per second.
        case speed
        /// A spring's stiffness: (0, 100000] (N/m for a mass in kg).
        case stiffness
        /// A whole count: 1 to 64.
        case count
        /// A whole number: 0 to 2^53.
        case whole
        /// A number of list rows: 0 to 10,000.
        case rows
        /// A label: at most 200 characters.
        case label
        /// A colour: `#RRGGBB` or `#RRGGBBAA`.
        case colour
        /// One of a few words.
        case choice([String])
        /// A number only known to be finite (a key not in the table whose name says nothing).
        case number
    }

    public var kind: Kind
    /// What the setting does, in a few words.
    public var meaning: String

    public init(_ kind: Kind, _ meaning: String) {
        self.kind = kind
        self.meaning = meaning
    }

    /// Longest label, in characters.
    public static let maxLabelLength = 200
    /// Largest length, in points: the largest canvas side (`--size` allows 10000).
    public static let maxLength = 10_000.0

    /// The range as people read it: "[0, 1]", "(0, 60] s", "#RRGGBB or #RRGGBBAA".
    public var range: String {
        switch kind {
        case .bezierX, .fraction: return "[0, 1]"
        case .bezierY: return "[-10, 10]"
        case .duration: return "(0, 60] s"
        case .delay: return "[0, 86400] s"
        case .projection: return "[0, 10] s"
        case .deceleration: return "(0, 1)"
        case .damping: return "[0.05, 10]"
        case .length: return "[0, 10000] pt"
        case .fontSize: return "(0, 200] pt"
        case .scale: return "(0, 10]"
        case .speed: return "[0, 100000] pt/s"
        case .stiffness: return "(0, 100000]"
        case .count: return "1 to 64, whole"
        case .whole: return "0 to 2^53, whole"
        case .rows: return "0 to 10000, whole"
        case .label: return "text, at most \(Self.maxLabelLength) characters"
        case .colour: return "#RRGGBB or #RRGGBBAA"
        case let .choice(words): return words.joined(separator: "|")
        case .number: return "a finite number"
        }
    }

    /// Why `value` (a number or a string from the settings' JSON tree) breaks the rule, or nil.
    public func problem(_ value: Any) -> String? {
        if let flag = value as? Bool { return problem(String(flag)) }   // an on/off setting, read as its word
        if let text = value as? String {
            switch kind {
            case .label:
                let n = text.count
                return n <= Self.maxLabelLength ? nil : "must be at most \(Self.maxLabelLength) characters (got \(n))"
            case .colour:
                return Color(string: text) == nil ? "expected a colour like #RRGGBB or #RRGGBBAA, got '\(text)'" : nil
            case let .choice(words):
                return words.contains(text) ? nil : "expected one of \(words.joined(separator: "|")), got '\(text)'"
            default:
                return "expected a number"
            }
        }
        guard let number = value as? JSONNumber else { return "expected a number" }
        let v = number.doubleValue
        guard v.isFinite else { return "expected a finite number" }
        func closed(_ lo: Double, _ hi: Double, _ unit: String = "") -> String? {
            v >= lo && v <= hi ? nil : "must be between \(Self.text(lo)) and \(Self.text(hi))\(unit)"
        }
        func aboveZero(_ hi: Double, _ unit: String = "") -> String? {
            v > 0 && v <= hi ? nil : "must be above 0 and at most \(Self.text(hi))\(unit)"
        }
        switch kind {
        case .bezierX: return closed(0, 1, " (a timing curve's x)")
        case .bezierY: return closed(-10, 10)
        case .duration: return aboveZero(60, " (seconds)")
        case .delay: return v < 0 ? "must be zero or more" : v <= 86_400 ? nil : "must be at most 86400 (seconds)"
        case .projection: return closed(0, 10, " (seconds)")
        case .fraction: return closed(0, 1)
        case .deceleration: return v > 0 && v < 1 ? nil : "must be between 0 and 1, exclusive"
        case .damping:
            return v >= 0.05 && v <= 10 ? nil : "must be between 0.05 and 10 (an undamped spring never settles)"
        case .length: return closed(0, Self.maxLength, " (points)")
        case .fontSize: return aboveZero(200, " (points)")
        case .scale: return aboveZero(10)
        case .speed: return closed(0, 100_000, " (points per second)")
        case .stiffness: return aboveZero(100_000)
        case .count: return v == v.rounded() && v >= 1 && v <= 64 ? nil : "must be between 1 and 64"
        case .whole:
            return v == v.rounded() && v >= 0 && v <= 9_007_199_254_740_992 ? nil : "expected a whole number from 0 to 2^53"
        case .rows: return v == v.rounded() && v >= 0 && v <= 10_000 ? nil : "must be a whole number from 0 to 10000"
        case .label, .colour, .choice: return "expected a string"
        case .number: return nil
        }
    }

    static func text(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}

extension Settings {
    /// The rule of the setting at `path` (whose value is `value`, if known): from the table,
    /// else guessed from its name and value.
    public static func rule(for path: String, value: Any? = nil) -> SettingRule {
        if let rule = ruleTable[path] { return rule }
        if let words = choices[path] { return SettingRule(.choice(words), "one of a few words") }
        let key = path.split(separator: ".").last.map(String.init) ?? path
        let lower = key.lowercased()
        if path.hasPrefix("labels.") { return SettingRule(.label, "label text") }
        if let text = value as? String, text.hasPrefix("#") { return SettingRule(.colour, "colour") }
        if lower == "x1" || lower == "x2" { return SettingRule(.bezierX, "timing curve control point x") }
        if lower == "y1" || lower == "y2" { return SettingRule(.bezierY, "timing curve control point y") }
        if lower == "response" || lower.hasSuffix("duration") || lower.hasSuffix("period") {
            return SettingRule(.duration, "seconds")
        }
        if lower == "dampingfraction" { return SettingRule(.damping, "spring damping fraction") }
        if lower.hasSuffix("size") { return SettingRule(.fontSize, "text size") }
        if ["alpha", "opacity", "fraction", "rate"].contains(where: { lower.hasSuffix($0) }) {
            return SettingRule(.fraction, "fraction")
        }
        if ["radius", "width", "height", "padding", "gap", "spacing", "inset", "threshold", "distance", "top", "bottom",
            "left", "right", "slop", "offset"].contains(where: { lower.hasSuffix($0) }) {
            return SettingRule(.length, "points")
        }
        if lower.hasSuffix("scale") { return SettingRule(.scale, "scale factor") }
        if let text = value as? String { return SettingRule(text.hasPrefix("#") ? .colour : .label, "text") }
        return SettingRule(.number, "number")
    }

    /// The first setting outside its range, phrased `path: problem`, or nil.
    public func validationProblem() -> String? {
        for key in SettingKey.all {
            let value = key.value(in: self)
            if let problem = Self.rule(for: key.path, value: value).problem(value) { return "\(key.path): \(problem)" }
        }
        return nil
    }

    /// Every setting, one a line: path, default (or current) value, range, meaning.
    public func explanation() -> String {
        guard let tree = try? jsonTree() else { return "" }
        let paths = Self.leafPaths(tree, prefix: "").sorted()
        let rows = paths.map { path -> [String] in
            let value = Self.lookup(tree, path.split(separator: ".").map(String.init))
            let rule = Self.rule(for: path, value: value)
            return [path, value.map { "\($0)" } ?? "", rule.range, rule.meaning]
        }
        let widths = (0..<3).map { c in rows.map { $0[c].count }.max() ?? 0 }
        let header = "# KEY = VALUE   RANGE   MEANING (every key works in --set, --config and scenario set lines)\n"
        return header + rows.map { row in
            (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] + 2 - row[$0].count) }.joined() + row[3]
        }.joined(separator: "\n") + "\n"
    }

    /// The rule of every setting by path, from its row (`SettingRow.all`).
    static let ruleTable: [String: SettingRule] = Dictionary(uniqueKeysWithValues: SettingRow.all.map { ($0.path, $0.rule) })
}
