/// What `--print-layout` prints: where the window puts the phones, the timeline, the inspector
/// and the HUD at the current options, in points, with the review palette and the phone's
/// colours, as one JSON object.
///
/// The window tests read it instead of repeating the studio's sizes and colours.
public struct LayoutReport: Equatable, Sendable {
    /// The phone canvas (`--size` / `--device`).
    public var phone: Size
    /// One empty label per lane (one lane), or the `--compare` profiles' names.
    public var labels: [String]
    /// The phone's colours at the current appearance (`Theme.resolved(for:)`).
    public var theme: Theme

    public init(phone: Size, labels: [String], theme: Theme) {
        self.phone = phone
        self.labels = labels.isEmpty ? [""] : labels
        self.theme = theme
    }

    /// The JSON text (keys in a fixed order, one top-level key a line), ending in a newline.
    public var json: String {
        let stage = Stage(phone: phone, labels: labels)
        let studio = StudioLayout(stage: stage.size, inspectorVisible: true)
        let inspector = studio.inspectorRect ?? Rect(x: stage.size.width, y: 0, width: 0, height: 0)
        let phones = labels.indices.map { i -> String in
            let o = stage.origin(of: i)
            return object([("x", number(o.x)), ("y", number(o.y)), ("width", number(phone.width)),
                           ("height", number(phone.height))])
        }
        let themeColours: [(String, Color)] = [
            ("orange", theme.orange), ("green", theme.green), ("gray", theme.gray), ("blue", theme.blue),
            ("label", theme.label), ("windowBackground", theme.windowBackground), ("spinner", theme.spinner),
            ("alertFill", theme.alertFill), ("separator", theme.separator), ("focusRing", theme.focusRing),
        ]
        let rows: [(String, String)] = [
            ("phone", size(phone)),
            ("lanes", String(labels.count)),
            ("stage", object([("width", number(stage.size.width)), ("height", number(stage.size.height)),
                              ("gap", number(Stage.gap)), ("header", number(labels.count > 1 ? Stage.header : 0))])),
            ("phones", "[" + phones.joined(separator: ", ") + "]"),
            ("timeline", rect(studio.timelineRect)),
            ("inspector", rect(inspector)),
            ("studio", size(studio.size)),
            ("hud", object([("x", number(inspector.maxX - HUD.width - HUD.margin)),
                            ("y", number(inspector.minY + HUD.margin)), ("width", number(HUD.width)),
                            ("margin", number(HUD.margin))])),
            ("palette", object(ReviewPalette.entries.map { ($0.name, quoted($0.color.description)) })),
            ("theme", object(themeColours.map { ($0.0, quoted($0.1.description)) })),
        ]
        return "{\n" + rows.map { "  " + quoted($0.0) + ": " + $0.1 }.joined(separator: ",\n") + "\n}\n"
    }

    private func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    private func quoted(_ s: String) -> String { "\"" + s + "\"" }

    private func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    private func size(_ s: Size) -> String { object([("width", number(s.width)), ("height", number(s.height))]) }

    private func rect(_ r: Rect) -> String {
        object([("x", number(r.minX)), ("y", number(r.minY)), ("width", number(r.width)), ("height", number(r.height))])
    }
}
