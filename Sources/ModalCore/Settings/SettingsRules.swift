
/// The range and meaning of every setting, and the one validation that `--set`, `--config`,
/// scenario `set` lines and the window's hot reload all go through.
///
/// Each dotted path has a `SettingRule`: the table below names each key of the seed's
/// settings; a key added later without an entry gets a rule from its name (`…Duration`,
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
        case .label: return "text, at most \(Self.maxLabelLength) characters"
        case .colour: return "#RRGGBB or #RRGGBBAA"
        case let .choice(words): return words.joined(separator: "|")
        case .number: return "a finite number"
        }
    }

    /// Why `value` (a number or a string from the settings' JSON tree) breaks the rule, or nil.
    public func problem(_ value: Any) -> String? {
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

    static let ruleTable: [String: SettingRule] = [
        "language": SettingRule(.choice(Language.allCases.map(\.rawValue)), "label language"),
        "request.latency": SettingRule(.delay, "seconds from the request's start to its completion"),
        "request.outcome": SettingRule(.choice(OutcomePolicy.allCases.map(\.rawValue)), "how requests end"),
        "request.failureRate": SettingRule(.fraction, "probability of failure under outcome random"),
        "request.seed": SettingRule(.whole, "seed of the random outcomes"),
        "sheet.duration": SettingRule(.duration, "sheet present and dismiss duration"),
        "sheet.curve.x1": SettingRule(.bezierX, "sheet curve, first control point x"),
        "sheet.curve.y1": SettingRule(.bezierY, "sheet curve, first control point y"),
        "sheet.curve.x2": SettingRule(.bezierX, "sheet curve, second control point x"),
        "sheet.curve.y2": SettingRule(.bezierY, "sheet curve, second control point y"),
        "sheet.topGap": SettingRule(.length, "gap between the safe-area top and the sheet"),
        "sheet.cornerRadius": SettingRule(.length, "radius of the sheet's top corners"),
        "sheet.presentingScale": SettingRule(.fraction, "scale of the presenting view under the sheet"),
        "sheet.presentingCornerRadius": SettingRule(.length, "corner radius of the shrunken presenting view"),
        "sheet.dimAlpha": SettingRule(.fraction, "black dim over the presenting view"),
        "sheet.dismissFraction": SettingRule(.fraction, "projected drag / height that dismisses the sheet"),
        "sheet.projectionTime": SettingRule(.projection, "seconds of release velocity added to a sheet drag"),
        "sheet.returnSpring.response": SettingRule(.duration, "period of the sheet's return spring"),
        "sheet.returnSpring.dampingFraction": SettingRule(.damping, "damping of the sheet's return spring"),
        "sheet.dragSlop": SettingRule(.length, "travel before a press on the sheet becomes a drag"),
        "halfModal.profile": SettingRule(.choice(HalfModalProfile.allCases.map(\.rawValue)), "half-modal behaviour"),
        "halfModal.halfFraction": SettingRule(.fraction, "card top at half, as a fraction of the height"),
        "halfModal.heightRate": SettingRule(.fraction, "how far above half full lies, as a fraction of the height"),
        "halfModal.curve.x1": SettingRule(.bezierX, "show/hide curve, first control point x"),
        "halfModal.curve.y1": SettingRule(.bezierY, "show/hide curve, first control point y"),
        "halfModal.curve.x2": SettingRule(.bezierX, "show/hide curve, second control point x"),
        "halfModal.curve.y2": SettingRule(.bezierY, "show/hide curve, second control point y"),
        "halfModal.duration": SettingRule(.duration, "show/hide duration"),
        "halfModal.hideThreshold": SettingRule(.length, "drag down past this hides the card (seed)"),
        "halfModal.fullThreshold": SettingRule(.length, "drag up past this from half goes full (seed)"),
        "halfModal.stayFullThreshold": SettingRule(.length, "drag up past this while full stays full (seed)"),
        "halfModal.minimumDragDistance": SettingRule(.length, "travel before a press becomes a drag"),
        "halfModal.cornerRadius": SettingRule(.length, "radius of the card's corners"),
        "halfModal.grabberWidth": SettingRule(.length, "grabber width"),
        "halfModal.grabberHeight": SettingRule(.length, "grabber height"),
        "halfModal.grabberCornerRadius": SettingRule(.length, "grabber corner radius"),
        "halfModal.grabberTopPadding": SettingRule(.length, "space above the grabber"),
        "halfModal.spring.response": SettingRule(.duration, "period of the settle spring (fluid)"),
        "halfModal.spring.dampingFraction": SettingRule(.damping, "damping of the settle spring (fluid)"),
        "halfModal.decelerationRate": SettingRule(.deceleration, "release projection deceleration (fluid)"),
        "halfModal.rubberBandCoefficient": SettingRule(.fraction, "rubber band past full (fluid)"),
        "halfModal.flickVelocity": SettingRule(.speed, "release speed that always moves a stop (fluid)"),
        "halfModal.backdropAlpha": SettingRule(.fraction, "backdrop dim at half and above (fluid)"),
        "cover.dimAlpha": SettingRule(.fraction, "black of the loading cover"),
        "cover.spinnerPeriod": SettingRule(.duration, "seconds per spinner turn"),
        "cover.spinnerSpokes": SettingRule(.count, "spinner spokes and steps per turn"),
        "cover.spinnerRadius": SettingRule(.length, "spinner radius"),
        "cover.spinnerSpokeWidth": SettingRule(.length, "spinner spoke width"),
        "alert.width": SettingRule(.length, "alert width"),
        "alert.cornerRadius": SettingRule(.length, "alert corner radius"),
        "alert.padding": SettingRule(.length, "padding inside the alert"),
        "alert.buttonHeight": SettingRule(.length, "height of the alert's button"),
        "alert.appearScale": SettingRule(.scale, "scale the alert appears from"),
        "alert.appearDuration": SettingRule(.duration, "alert appearance duration"),
        "alert.appearStiffness": SettingRule(.stiffness, "stiffness of the alert's appearance spring (Flutter: 522.35)"),
        "alert.appearMass": SettingRule(.scale, "mass of the alert's appearance spring"),
        "alert.barrierAlpha": SettingRule(.fraction, "black barrier under the alert at full appearance"),
        "sheet.flickVelocity": SettingRule(.scale, "release speed, in screen heights per second, that dismisses the sheet"),
        "appearance": SettingRule(.choice(Appearance.allCases.map(\.rawValue)), "light or dark system colours"),
        "alert.disappearDuration": SettingRule(.duration, "alert fade-out duration"),
        "theme.bodySize": SettingRule(.fontSize, "body text size"),
        "theme.bodyLineHeight": SettingRule(.length, "height of a line of body text"),
        "theme.buttonHeight": SettingRule(.length, "minimum button height"),
        "theme.stackSpacing": SettingRule(.length, "VStack spacing"),
        "theme.pressedOpacity": SettingRule(.fraction, "opacity of a pressed button's label"),
        "theme.safeAreaTop": SettingRule(.length, "top safe-area inset"),
        "theme.safeAreaBottom": SettingRule(.length, "bottom safe-area inset"),
    ]
}
