import Glibc

/// One number of the settings as an inspector row: its label, a slider over its range, and the
/// value text; dragging the slider picks a value rounded to the row's step.
///
/// The region of a row is `setting:PATH` (e.g. `setting:halfModal.duration`) over the slider;
/// `setting-value:PATH` over the value text opens a `SettingEntry` to type the value.
public struct SettingSlider: Equatable, Sendable {
    public var path: String
    public var label: String
    public var value: Double
    public var range: ClosedRange<Double>
    public var step: Double
    /// The row's box: label on the left, slider and value on the right.
    public var rect: Rect

    public static let rowHeight = 17.0
    static let labelWidth = 122.0, valueWidth = 46.0
    static let track = ReviewPalette.track
    static let fill = ReviewPalette.selection
    static let knob = ReviewPalette.knob
    static let text = ReviewPalette.sliderText

    /// The region id of the row for `path`.
    public static func id(_ path: String) -> ElementID { ElementID(rawValue: "setting:" + path) }
    /// The path a region id names, if it is a row's.
    public static func path(of id: ElementID) -> String? {
        id.rawValue.hasPrefix("setting:") ? String(id.rawValue.dropFirst("setting:".count)) : nil
    }

    /// The region id of the value text of the row for `path` (a click there types the value).
    public static func valueID(_ path: String) -> ElementID { ElementID(rawValue: "setting-value:" + path) }
    /// The path a value region's id names, if it is one.
    public static func valuePath(of id: ElementID) -> String? {
        id.rawValue.hasPrefix("setting-value:") ? String(id.rawValue.dropFirst("setting-value:".count)) : nil
    }

    /// A row for `path` at `value`, labelled with the path after its section.
    public init(path: String, value: Double, rect: Rect) {
        self.path = path
        label = path.split(separator: ".").dropFirst().joined(separator: ".")
        self.value = value
        (range, step) = SettingSlider.range(for: path, value: value)
        self.rect = rect
    }

    /// The slider's track.
    public var trackRect: Rect {
        Rect(x: rect.minX + SettingSlider.labelWidth, y: rect.midY - 2,
             width: max(rect.width - SettingSlider.labelWidth - SettingSlider.valueWidth - 8, 10), height: 4)
    }

    /// Where the knob sits for the current value.
    public var knobX: Double {
        let t = trackRect
        let f = range.upperBound > range.lowerBound ? (value - range.lowerBound) / (range.upperBound - range.lowerBound) : 0
        return t.minX + min(max(f, 0), 1) * t.width
    }

    /// The value for a pointer at `x` over the track: clamped to the range, rounded to the step.
    public func value(atX x: Double) -> Double {
        let t = trackRect
        let f = min(max((x - t.minX) / t.width, 0), 1)
        let raw = range.lowerBound + f * (range.upperBound - range.lowerBound)
        let stepped = (raw / step).rounded() * step
        return min(max(stepped, range.lowerBound), range.upperBound)
    }

    /// `v` as the text `Settings.setting(_:to:)` gets: whole numbers without a point, others to
    /// the step's decimals.
    public func text(for v: Double) -> String {
        if step >= 1 { return String(Int(v.rounded())) }
        let digits = step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3
        return SettingSlider.trim(HUD.fixed(v, digits))
    }

    static func trim(_ s: String) -> String {
        var s = s
        while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// The value's box right of the track: what a click opens for typing, and the field drawn
    /// while typing.
    public var valueRect: Rect {
        let t = trackRect
        return Rect(x: t.maxX + 6, y: rect.minY, width: max(rect.maxX - t.maxX - 6, 1), height: rect.height)
    }

    /// The value box's region (`setting-value:PATH`).
    public var valueRegion: HitRegion { HitRegion(id: SettingSlider.valueID(path), frame: valueRect, isButton: true) }

    /// The row's drawing; with `entry` open on this row, its field (box, text and caret) in
    /// place of the value, the text shown selected until the first edit.
    public func items(entry: SettingEntry?) -> [DisplayItem] {
        guard let entry, entry.path == path else { return items() }
        let box = valueRect.insetBy(dx: 0, dy: 0.5)
        var out = Array(items().dropLast()) + [
            .fill(box, CornerRadii(all: 3), SettingSlider.field),
            .stroke(box, CornerRadii(all: 3), width: 1, SettingSlider.fill),
        ]
        if entry.isFresh, !entry.text.isEmpty {
            // The current value, selected: typing replaces it.
            let width = min(Double(entry.text.count) * 6.2 + 2, box.width - 3)
            out.append(.fill(Rect(x: box.minX + 1.5, y: box.minY + 2, width: width, height: box.height - 4), CornerRadii(all: 2),
                             SettingSlider.fill))
        }
        out.append(.text(TextRun(entry.shown, at: Point(x: box.minX + 2, y: rect.midY), anchor: .leading,
                                 size: SettingSlider.textSize, color: SettingSlider.text)))
        return out
    }

    /// The field's fill while a value is typed.
    static let field = ReviewPalette.control
    /// Size of the row's label and value text (at least 11 px on screen at zoom 1).
    static let textSize = 11.0

    /// `label` as the row shows it: whole when it fits left of the track (6 pt short of it, by
    /// `EstimatedTextMetrics`), else with its middle left out ("presentin…RadiusFactor"), so a
    /// long name never runs into its slider.
    public static func fitted(_ label: String) -> String {
        let room = labelWidth - 6, metrics = EstimatedTextMetrics()
        func fits(_ s: String) -> Bool { metrics.width(of: s, size: textSize, weight: .regular) <= room }
        guard !fits(label) else { return label }
        let chars = Array(label)
        var keep = chars.count - 1
        while keep > 2 {
            let head = keep / 2, tail = keep - head
            let shown = String(chars.prefix(head)) + "…" + String(chars.suffix(tail))
            if fits(shown) { return shown }
            keep -= 1
        }
        return String(chars.prefix(2)) + "…"
    }

    /// The row's drawing: label, track, filled part, knob, value (the value last).
    public func items() -> [DisplayItem] {
        let t = trackRect, k = knobX
        return [
            .text(TextRun(SettingSlider.fitted(label), at: Point(x: rect.minX, y: rect.midY), anchor: .leading, size: SettingSlider.textSize,
                          color: SettingSlider.text)),
            .fill(t, CornerRadii(all: 2), SettingSlider.track),
            .fill(Rect(x: t.minX, y: t.minY, width: max(k - t.minX, 0), height: t.height), CornerRadii(all: 2), SettingSlider.fill),
            .fill(Rect(x: k - 5, y: rect.midY - 5, width: 10, height: 10), CornerRadii(all: 5), SettingSlider.knob),
            .text(TextRun(text(for: value), at: Point(x: t.maxX + 8, y: rect.midY), anchor: .leading, size: SettingSlider.textSize,
                          color: SettingSlider.text)),
        ]
    }

    /// The row's region: the track, with room above and below for the pointer.
    public var region: HitRegion {
        let t = trackRect
        return HitRegion(id: SettingSlider.id(path), frame: Rect(x: t.minX - 6, y: rect.minY, width: t.width + 12, height: rect.height),
                         isButton: false)
    }

    /// The range and step of the setting at `path` (whose value now is `value`): its row's
    /// slider range (`SettingRow.all`; every end is a value the settings accept), else 0 to
    /// twice the value.
    public static func range(for path: String, value: Double) -> (ClosedRange<Double>, Double) {
        if let slider = SettingRow.named(path)?.slider { return slider }
        let top = max(1, 2 * abs(value))
        return (0...top, top <= 2.5 ? 0.01 : top <= 25 ? 0.1 : 1)
    }
}
