/// The spring editor: the step response of a spring (response, damping fraction) plotted from
/// 0 to its settling time, with sliders for both numbers under the plot.
///
/// The plot shows 1 − x(t)/x₀ of a spring released from rest at x₀ (0 → 1), y from 0 to 1.5.
public struct SpringEditor: Equatable, Sendable {
    public var spring: Spring
    /// The settings path of the spring (`halfModal.spring`).
    public var path: String
    public var rect: Rect

    public static let curveColor = ReviewPalette.springCurve
    static let plotHeight = 64.0

    public init(spring: Spring, path: String, rect: Rect) {
        self.spring = spring; self.path = path; self.rect = rect
    }

    /// The height the editor takes: the plot and two slider rows.
    public static var height: Double { plotHeight + 4 + 2 * SettingSlider.rowHeight }

    public var plot: Rect { Rect(x: rect.minX, y: rect.minY, width: rect.width, height: SpringEditor.plotHeight) }

    /// Seconds the plot spans: the settling time (1 % of the step), at least the response.
    public var span: Double {
        let settle = spring.settlingTime(from: 1, velocity: 0)
        return min(max(settle, spring.response, 0.1), 10) * 1.1
    }

    /// The step response at `t` seconds.
    public func response(at t: Double) -> Double { 1 - spring.displacement(from: 1, velocity: 0, at: t) }

    /// The plot's points for `samples` equal steps of time.
    public func curvePoints(samples: Int = 64) -> [Point] {
        let p = plot
        return (0...samples).map { i in
            let t = span * Double(i) / Double(samples)
            let y = min(max(response(at: t), 0), 1.5)
            return Point(x: p.minX + Double(i) / Double(samples) * p.width, y: p.maxY - y / 1.5 * p.height)
        }
    }

    /// The two sliders under the plot, labelled by the number alone (the plot names the spring).
    public var sliders: [SettingSlider] {
        let y = plot.maxY + 4
        let rows = [
            SettingSlider(path: path + ".response", value: spring.response,
                          rect: Rect(x: rect.minX, y: y, width: rect.width, height: SettingSlider.rowHeight)),
            SettingSlider(path: path + ".dampingFraction", value: spring.dampingFraction,
                          rect: Rect(x: rect.minX, y: y + SettingSlider.rowHeight, width: rect.width, height: SettingSlider.rowHeight)),
        ]
        return rows.map { var r = $0; r.label = String(r.path.split(separator: ".").last ?? ""); return r }
    }

    public func items() -> [DisplayItem] {
        let p = plot
        var out: [DisplayItem] = [.fill(p, CornerRadii(all: 4), ReviewPalette.control)]
        let one = p.maxY - p.height / 1.5
        out.append(.fill(Rect(x: p.minX, y: one, width: p.width, height: 1), .zero, StudioLayout.separator))
        let pts = curvePoints()
        for i in 1..<pts.count { out.append(.line(from: pts[i - 1], to: pts[i], width: 2, SpringEditor.curveColor)) }
        out.append(.text(TextRun(path + ": response " + HUD.trimmed(spring.response) + " s, damping " + HUD.trimmed(spring.dampingFraction)
                                    + "   " + HUD.fixed(span, 2) + " s shown",
                                 at: Point(x: p.minX + 6, y: p.minY + 9), anchor: .leading, size: 9, color: SettingSlider.text)))
        for s in sliders { out += s.items() }
        return out
    }

    public func regions() -> [HitRegion] { sliders.map(\.region) }
}
