/// A segmented control in the inspector for a setting with a few values: the half modal's
/// content (`none` / `list` / `form`) and its detents (`medium,large` / `fitted` / `fitted,large`).
///
/// Its element is `inspector-choice:PATH`; a press on a segment sets that value on every lane
/// (`Studio.Effect.set`), as the outcome control does, keeping the take.
public struct SettingChoiceControl: Equatable, Sendable {
    /// One segment: what it shows and the setting's value it stands for.
    public struct Option: Equatable, Sendable {
        public var label: String
        public var value: String
    }

    public var path: String
    public var title: String
    public var options: [Option]
    public var rect: Rect
    /// The option the lanes' settings hold now, if one.
    public var selected: Int?

    /// The controls the half modal section shows, in order.
    public static let halfModalChoices: [(path: String, title: String, options: [Option])] = [
        (SettingPath.halfModalContent, "content", [Option(label: "none", value: "none"), Option(label: "list", value: "list"),
                                                   Option(label: "form", value: "form")]),
        (SettingPath.halfModalDetents, "detents", [Option(label: "standard", value: "medium,large"),
                                                   Option(label: "fitted", value: "fitted"),
                                                   Option(label: "fitted+large", value: "fitted,large")]),
    ]

    /// The control's element id.
    public static func id(_ path: String) -> ElementID { ElementID(rawValue: "inspector-choice:" + path) }

    /// The setting path of a control's element id, or nil.
    public static func path(of id: ElementID) -> String? {
        id.rawValue.hasPrefix("inspector-choice:") ? String(id.rawValue.dropFirst("inspector-choice:".count)) : nil
    }

    /// Height of a control's row.
    public static let height = 24.0
    /// Width of the title left of the segments.
    static let titleWidth = 64.0

    /// The segments' frames, in order.
    public var segments: [Rect] {
        let control = Rect(x: rect.minX + Self.titleWidth, y: rect.minY, width: rect.width - Self.titleWidth, height: rect.height)
        let w = control.width / Double(max(options.count, 1))
        return options.indices.map { Rect(x: control.minX + Double($0) * w, y: control.minY, width: w, height: control.height) }
    }

    /// The value of the segment under `p`, if any.
    public func value(at p: Point) -> String? {
        segments.firstIndex { $0.contains(p) }.map { options[$0].value }
    }

    /// The control's drawing.
    public func items() -> [DisplayItem] {
        var out: [DisplayItem] = [.text(TextRun(title, at: Point(x: rect.minX, y: rect.midY), anchor: .leading, size: 11,
                                                color: ReviewPalette.text))]
        let frames = segments
        if let first = frames.first, let last = frames.last {
            out.append(.fill(Rect(x: first.minX, y: first.minY, width: last.maxX - first.minX, height: rect.height),
                             CornerRadii(all: 6), ReviewPalette.control))
        }
        for (i, option) in options.enumerated() {
            if i == selected { out.append(.fill(frames[i].insetBy(dx: 2, dy: 2), CornerRadii(all: 5), ReviewPalette.selection)) }
            out.append(.text(TextRun(option.label, at: frames[i].center, size: StudioFit.minimumTextSize, color: ReviewPalette.text)))
        }
        return out
    }

    /// The control's region.
    public var region: HitRegion {
        let frames = segments
        let area = frames.first.map { f in Rect(x: f.minX, y: f.minY, width: (frames.last?.maxX ?? f.maxX) - f.minX, height: rect.height) } ?? rect
        return HitRegion(id: Self.id(path), frame: area, isButton: true)
    }
}
