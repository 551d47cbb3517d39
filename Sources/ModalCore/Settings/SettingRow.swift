/// One setting, everything the app knows about it in one row: its dotted path and key path
/// (`key`), the kind and range of its values with its meaning (`rule`), the inspector section
/// that shows it, the half-modal profiles that use it and its slider's range.
///
/// `SettingRow.all` (in `SettingRows.swift`) is the one table of settings: `SettingKey.all`,
/// `Settings.rule(for:)`, `Settings.choices`, `Inspector.Section.numberPaths` and
/// `SettingSlider.range(for:value:)` are read from it.
struct SettingRow: Sendable {
    /// The inspector editor a row opens: the first row of a timing curve or a spring an
    /// inspector section shows as a plot.
    enum Editor: Equatable, Sendable { case bezier, spring }

    let key: SettingKey
    let rule: SettingRule
    /// The inspector section that lists the row; nil for settings the inspector does not show.
    let section: Inspector.Section?
    /// The slider's range and step in the inspector; nil for 0 … twice the value.
    let slider: (range: ClosedRange<Double>, step: Double)?
    /// Set on the `x1` row of the section's curve and the `response` row of its spring.
    let editor: Editor?
    /// The half-modal profiles whose behaviour or drawing reads the setting: the inspector shows
    /// the row only while a lane runs one of them (every profile unless the row says otherwise).
    var profiles: Set<HalfModalProfile> = Set(HalfModalProfile.allCases)

    var path: String { key.path }

    /// This row, used only by `profiles` (the seed's thresholds, the fluid spring, …).
    func only(_ profiles: HalfModalProfile...) -> SettingRow {
        var row = self
        row.profiles = Set(profiles)
        return row
    }

    /// Whether a studio whose lanes run `profiles` shows the row (one of them uses it).
    func isUsed(by profiles: Set<HalfModalProfile>) -> Bool { !self.profiles.isDisjoint(with: profiles) }

    /// The row at `path`, or nil.
    static func named(_ path: String) -> SettingRow? { indexByPath[path].map { all[$0] } }

    static let indexByPath: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.path, $0) })

    // MARK: Row builders, by the type of the value

    typealias S = Settings
    typealias Slider = (range: ClosedRange<Double>, step: Double)

    static func number(_ path: String, _ kp: WritableKeyPath<S, Double>, _ kind: SettingRule.Kind, _ meaning: String,
                       _ section: Inspector.Section? = nil, _ slider: Slider? = nil, editor: Editor? = nil) -> SettingRow {
        SettingRow(key: SettingKey(path: path, kind: .number, read: { $0[keyPath: kp].settingText },
                                   write: { s, v in s[keyPath: kp] = v.number }),
                   rule: SettingRule(kind, meaning), section: section, slider: slider, editor: editor)
    }

    /// A whole number stored as `UInt64` or `Int`, parsed from at least `minimum`.
    static func integer<I: BinaryInteger & Sendable>(_ path: String, _ kp: WritableKeyPath<S, I>, minimum: Double,
                                                     _ kind: SettingRule.Kind, _ meaning: String,
                                                     _ section: Inspector.Section? = nil, _ slider: Slider? = nil) -> SettingRow {
        SettingRow(key: SettingKey(path: path, kind: .integer(minimum: minimum), read: { String($0[keyPath: kp]) },
                                   write: { s, v in s[keyPath: kp] = I(max(min(v.number, 1e15), -1e15)) }),
                   rule: SettingRule(kind, meaning), section: section, slider: slider, editor: nil)
    }

    static func text(_ path: String, _ kp: WritableKeyPath<S, String>, _ meaning: String) -> SettingRow {
        SettingRow(key: SettingKey(path: path, kind: .text, read: { $0[keyPath: kp] }, write: { s, v in s[keyPath: kp] = v.text }),
                   rule: SettingRule(.label, meaning), section: nil, slider: nil, editor: nil)
    }

    static func color(_ path: String, _ kp: WritableKeyPath<S, Color>, _ meaning: String) -> SettingRow {
        SettingRow(key: SettingKey(path: path, kind: .color, read: { $0[keyPath: kp].description },
                                   write: { s, v in if let c = Color(string: v.text) { s[keyPath: kp] = c } }),
                   rule: SettingRule(.colour, meaning), section: nil, slider: nil, editor: nil)
    }

    static func choice<E>(_ path: String, _ kp: WritableKeyPath<S, E>, _ meaning: String) -> SettingRow
    where E: RawRepresentable & CaseIterable, E.RawValue == String {
        let words = E.allCases.map(\.rawValue)
        return SettingRow(key: SettingKey(path: path, kind: .choice(words), read: { $0[keyPath: kp].rawValue },
                                          write: { s, v in if let e = E(rawValue: v.text) { s[keyPath: kp] = e } }),
                          rule: SettingRule(.choice(words), meaning), section: nil, slider: nil, editor: nil)
    }

    /// An on/off setting, written `true` or `false`.
    static func flag(_ path: String, _ kp: WritableKeyPath<S, Bool>, _ meaning: String) -> SettingRow {
        SettingRow(key: SettingKey(path: path, kind: .choice(["false", "true"]), read: { String($0[keyPath: kp]) },
                                   write: { s, v in if v.text == "true" || v.text == "false" { s[keyPath: kp] = v.text == "true" } }),
                   rule: SettingRule(.choice(["false", "true"]), meaning), section: nil, slider: nil, editor: nil)
    }

    /// The four control-point rows of the timing curve at `prefix` (`x1`, `y1`, `x2`, `y2`).
    static func curve(_ prefix: String, _ kp: WritableKeyPath<S, TimingCurve>, _ meaning: String,
                      _ section: Inspector.Section? = nil, editor: Editor? = nil) -> [SettingRow] {
        let x: Slider = (0...1, 0.01), y: Slider = (-1...2, 0.01)
        return [number(prefix + ".x1", kp.appending(path: \.x1), .bezierX, meaning + ", first control point x", section, x, editor: editor),
                number(prefix + ".y1", kp.appending(path: \.y1), .bezierY, meaning + ", first control point y", section, y),
                number(prefix + ".x2", kp.appending(path: \.x2), .bezierX, meaning + ", second control point x", section, x),
                number(prefix + ".y2", kp.appending(path: \.y2), .bezierY, meaning + ", second control point y", section, y)]
    }

    /// The `response` and `dampingFraction` rows of the spring at `prefix`.
    static func spring(_ prefix: String, _ kp: WritableKeyPath<S, Spring>, _ meaning: String,
                       _ section: Inspector.Section? = nil, editor: Editor? = nil) -> [SettingRow] {
        // Above 0: a spring needs a response and some damping.
        [number(prefix + ".response", kp.appending(path: \.response), .duration, "period of " + meaning, section,
                (0.05...2, 0.01), editor: editor),
         number(prefix + ".dampingFraction", kp.appending(path: \.dampingFraction), .damping, "damping of " + meaning,
                section, (0.05...2, 0.01))]
    }

    /// One label row per string of `Strings` under `prefix`.
    static func labels(_ prefix: String, _ kp: WritableKeyPath<S, Strings>) -> [SettingRow] {
        let fields: [(String, WritableKeyPath<Strings, String>)] = [
            ("mainTitle", \.mainTitle), ("openSheet", \.openSheet), ("halfModal", \.halfModal),
            ("sheetTitle", \.sheetTitle), ("closeSheet", \.closeSheet), ("startRequest", \.startRequest),
            ("openNestedSheet", \.openNestedSheet), ("nestedSheetTitle", \.nestedSheetTitle),
            ("closeNestedSheet", \.closeNestedSheet),
            ("alertTitle", \.alertTitle), ("alertMessage", \.alertMessage), ("alertOK", \.alertOK),
            ("nextOutcome", \.nextOutcome), ("outcomeSuccess", \.outcomeSuccess), ("outcomeFailure", \.outcomeFailure),
            ("outcomeAlternate", \.outcomeAlternate), ("outcomeRandom", \.outcomeRandom),
        ]
        return fields.map { text(prefix + "." + $0.0, kp.appending(path: $0.1), "label text") }
    }
}
