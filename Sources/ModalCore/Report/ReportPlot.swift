/// One plot of a review page as inline SVG: values against the review's time, one line per lane
/// and surface in the lane's colour, a legend, and the inputs and state changes marked on the
/// time axis.
///
/// Drawn on the studio's dark stage colour, so the lanes' colours are the HUD's (`HUD.laneColor`).
public struct ReportPlot: Sendable {
    /// One line of the plot.
    public struct Line: Sendable {
        public var label: String
        public var color: Color
        /// Dashed for the second surface of a lane (the sheet beside the card).
        public var dashed: Bool
        public var points: [(x: Double, y: Double)]
    }

    public var title: String
    /// The values' unit, for the axis (`pt`, `pt/s`, `opacity`).
    public var unit: String
    public var lines: [Line]
    public var duration: Double
    /// True to draw larger values lower (screen positions: y grows downward, as the card moves).
    public var downward: Bool
    public var inputs: [Marker]
    public var changes: [Marker]

    static let width = 960.0, height = 300.0
    static let left = 64.0, right = 16.0, top = 30.0, bottom = 46.0

    public init(title: String, unit: String, lines: [Line], duration: Double, downward: Bool = false,
                inputs: [Marker] = [], changes: [Marker] = []) {
        self.title = title
        self.unit = unit
        self.lines = lines
        self.duration = duration
        self.downward = downward
        self.inputs = inputs
        self.changes = changes
    }

    /// The SVG element (no XML prologue: it goes inline in the page).
    public var svg: String {
        let w = ReportPlot.width, h = ReportPlot.height
        let plotW = w - ReportPlot.left - ReportPlot.right, plotH = h - ReportPlot.top - ReportPlot.bottom
        let values = lines.flatMap { $0.points.map(\.y) }.filter(\.isFinite)
        var lo = values.min() ?? 0, hi = values.max() ?? 1
        if hi - lo < 1e-9 { lo -= 1; hi += 1 }
        let pad = (hi - lo) * 0.05
        lo -= pad
        hi += pad
        let span = max(duration, 1e-6)
        func x(_ t: Double) -> Double { ReportPlot.left + min(max(t / span, 0), 1) * plotW }
        func y(_ v: Double) -> Double {
            let f = (v - lo) / (hi - lo)
            return ReportPlot.top + (downward ? f : 1 - f) * plotH
        }
        var out = "<svg class=\"plot\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(w)) \(n(h))\" width=\"\(n(w))\" height=\"\(n(h))\" role=\"img\" aria-label=\"\(HTMLText.escape(title))\">\n"
        out += "<rect width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(ReportPlot.css(ReviewPalette.stage))\"/>\n"
        out += "<text x=\"\(n(ReportPlot.left))\" y=\"18\" fill=\"#fff\" font-size=\"13\" font-weight=\"600\">\(HTMLText.escape(title))</text>\n"
        // Grid and ticks.
        for v in ReportPlot.ticks(lo, hi, count: 5) {
            out += "<line x1=\"\(n(ReportPlot.left))\" x2=\"\(n(w - ReportPlot.right))\" y1=\"\(n(y(v)))\" y2=\"\(n(y(v)))\" stroke=\"#38383A\"/>"
            out += "<text x=\"\(n(ReportPlot.left - 6))\" y=\"\(n(y(v) + 4))\" fill=\"#AEAEB2\" font-size=\"11\" text-anchor=\"end\">\(ReportPlot.label(v))</text>\n"
        }
        for t in ReportPlot.ticks(0, span, count: 8) where t >= 0 && t <= span + 1e-9 {
            out += "<line x1=\"\(n(x(t)))\" x2=\"\(n(x(t)))\" y1=\"\(n(ReportPlot.top))\" y2=\"\(n(h - ReportPlot.bottom))\" stroke=\"#2C2C2E\"/>"
            out += "<text x=\"\(n(x(t)))\" y=\"\(n(h - ReportPlot.bottom + 14))\" fill=\"#AEAEB2\" font-size=\"11\" text-anchor=\"middle\">\(ReportPlot.label(t)) s</text>\n"
        }
        out += "<text x=\"14\" y=\"\(n(ReportPlot.top + plotH / 2))\" fill=\"#AEAEB2\" font-size=\"11\" transform=\"rotate(-90 14 \(n(ReportPlot.top + plotH / 2)))\" text-anchor=\"middle\">\(HTMLText.escape(unit))</text>\n"
        // Inputs (above the plot's bottom edge, dotted) and state changes (solid ticks), with titles.
        for m in inputs {
            out += "<line class=\"input\" x1=\"\(n(x(m.time)))\" x2=\"\(n(x(m.time)))\" y1=\"\(n(ReportPlot.top))\" y2=\"\(n(h - ReportPlot.bottom))\" stroke=\"\(ReportPlot.css(m.kind.color))\" stroke-opacity=\"0.55\" stroke-dasharray=\"2 3\"><title>\(HTMLText.escape(ReportPlot.label(m.time) + " s " + m.label))</title></line>\n"
        }
        for m in changes {
            out += "<line class=\"change\" x1=\"\(n(x(m.time)))\" x2=\"\(n(x(m.time)))\" y1=\"\(n(h - ReportPlot.bottom))\" y2=\"\(n(h - ReportPlot.bottom + 22))\" stroke=\"\(ReportPlot.css(m.kind.color))\" stroke-width=\"2\"><title>\(HTMLText.escape(ReportPlot.label(m.time) + " s " + m.label))</title></line>\n"
        }
        for line in lines where !line.points.isEmpty {
            let path = line.points.filter { $0.y.isFinite }.map { "\(n(x($0.x))),\(n(y($0.y)))" }.joined(separator: " ")
            out += "<polyline class=\"lane\" data-label=\"\(HTMLText.escape(line.label))\" fill=\"none\" stroke=\"\(ReportPlot.css(line.color))\" stroke-width=\"1.6\"\(line.dashed ? " stroke-dasharray=\"6 4\"" : "") points=\"\(path)\"/>\n"
        }
        // The legend, top right.
        var lx = w - ReportPlot.right
        for line in lines.reversed() {
            let textW = Double(line.label.count) * 6.6 + 30
            lx -= textW
            out += "<line x1=\"\(n(lx))\" x2=\"\(n(lx + 20))\" y1=\"14\" y2=\"14\" stroke=\"\(ReportPlot.css(line.color))\" stroke-width=\"2\"\(line.dashed ? " stroke-dasharray=\"6 4\"" : "")/>"
            out += "<text x=\"\(n(lx + 24))\" y=\"18\" fill=\"#fff\" font-size=\"11\">\(HTMLText.escape(line.label))</text>\n"
        }
        return out + "</svg>"
    }

    /// `v` with at most `decimals` decimals and no trailing zeros, as the page writes numbers.
    public static func number(_ v: Double, decimals: Int = 1) -> String { n(v, decimals: decimals) }

    /// `c` as a CSS colour (`#RRGGBB`).
    public static func css(_ c: Color) -> String {
        let hex = Array("0123456789ABCDEF")
        return "#" + String([c.r, c.g, c.b].flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] })
    }

    /// About `count` round values between `lo` and `hi` (1, 2 or 5 times a power of ten apart).
    static func ticks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        guard hi > lo, count > 0 else { return [lo] }
        let raw = (hi - lo) / Double(count)
        var step = 1.0
        while step > raw { step /= 10 }
        while step * 10 <= raw { step *= 10 }
        if step * 2 >= raw { step *= 2 } else if step * 5 >= raw { step *= 5 } else { step *= 10 }
        var out: [Double] = []
        var v = (lo / step).rounded(.up) * step
        while v <= hi + step * 1e-9 && out.count < 100 { out.append(abs(v) < step * 1e-9 ? 0 : v); v += step }
        return out
    }

    /// A tick's label: whole numbers without a decimal point, else up to 2 decimals.
    static func label(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return n(v, decimals: 2)
    }
}

/// `v` with at most `decimals` decimals and no trailing zeros (`12.5`, `3`): SVG and JSON numbers.
func n(_ v: Double, decimals: Int = 1) -> String {
    guard v.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let r = (v * scale).rounded() / scale
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    var s = String(r)
    if s.contains("e") { return String(Int(r)) }
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
