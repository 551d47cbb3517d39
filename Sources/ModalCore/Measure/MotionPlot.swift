/// `measure --plot FILE.svg`: the tracked positions, the fitted motion and the current
/// settings' motion on one plot of position against time, with axes, ticks and a legend.
///
/// Position is drawn as on the screen: points from the top, growing downwards, so a card that
/// rises goes up the plot. Samples past the bottom edge are hollow.
public struct MotionPlot {
    public var title: String
    public var samples: [TrackSample]
    public var fitted: (Double) -> Double
    /// The current settings' motion, when a setting holds one.
    public var current: ((Double) -> Double)?
    /// What the values are.
    public var axis = Axis.edge

    /// The vertical axis: an edge's position in points (growing downwards, as on the screen),
    /// or a brightness (growing upwards).
    public enum Axis: Sendable {
        case edge, brightness
    }
    /// The time span drawn, in seconds.
    public var timeRange: ClosedRange<Double>

    /// A plot of `samples` within `timeRange`, with the `fitted` and `current` motions.
    public init(title: String, samples: [TrackSample], timeRange: ClosedRange<Double>,
                fitted: @escaping (Double) -> Double, current: ((Double) -> Double)?) {
        self.title = title
        self.samples = samples
        self.timeRange = timeRange
        self.fitted = fitted
        self.current = current
    }

    static let width = 800.0, height = 530.0
    static let left = 70.0, right = 20.0, top = 40.0, bottom = 80.0
    /// Colours: the track black, the fit blue, the current settings orange (dashed).
    static let trackColor = "#000000", fitColor = "#1f6fd1", currentColor = "#e07000"

    /// The SVG document.
    public var svg: String {
        let shown = samples.filter { timeRange.contains($0.time) }
        let lines = 300
        let times = (0...lines).map { timeRange.lowerBound + Double($0) / Double(lines) * (timeRange.upperBound - timeRange.lowerBound) }
        let fit = times.map(fitted), now = current.map { times.map($0) } ?? []
        let values = shown.map(\.value) + fit + now
        var lo = values.min() ?? 0, hi = values.max() ?? 1
        if hi - lo < 1 { lo -= 0.5; hi += 0.5 }
        let pad = (hi - lo) * 0.05
        lo -= pad
        hi += pad
        let plotW = Self.width - Self.left - Self.right, plotH = Self.height - Self.top - Self.bottom
        func x(_ t: Double) -> Double { Self.left + (t - timeRange.lowerBound) / (timeRange.upperBound - timeRange.lowerBound) * plotW }
        func y(_ v: Double) -> Double {
            axis == .edge ? Self.top + (v - lo) / (hi - lo) * plotH : Self.top + (hi - v) / (hi - lo) * plotH
        }
        /// An SVG path through (`times`, `ys`).
        func path(_ ys: [Double]) -> String {
            zip(times, ys).enumerated().map { i, p in (i == 0 ? "M" : "L") + f(x(p.0)) + "," + f(y(p.1)) }.joined(separator: " ")
        }
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(Self.width))\" height=\"\(Int(Self.height))\" "
                + "viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
            "<text x=\"\(f(Self.width / 2))\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">\(HTMLText.escape(title))</text>",
            "<rect x=\"\(f(Self.left))\" y=\"\(f(Self.top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#888888\"/>",
        ]
        for t in Self.ticks(timeRange.lowerBound, timeRange.upperBound) {
            out.append("<line x1=\"\(f(x(t)))\" y1=\"\(f(Self.top + plotH))\" x2=\"\(f(x(t)))\" y2=\"\(f(Self.top + plotH + 5))\" stroke=\"#888888\"/>")
            out.append("<text x=\"\(f(x(t)))\" y=\"\(f(Self.top + plotH + 18))\" text-anchor=\"middle\">\(Self.label(t))</text>")
        }
        for v in Self.ticks(lo, hi) {
            out.append("<line x1=\"\(f(Self.left - 5))\" y1=\"\(f(y(v)))\" x2=\"\(f(Self.left))\" y2=\"\(f(y(v)))\" stroke=\"#888888\"/>")
            out.append("<text x=\"\(f(Self.left - 8))\" y=\"\(f(y(v) + 4))\" text-anchor=\"end\">\(Self.label(v))</text>")
        }
        out.append("<text x=\"\(f(Self.left + plotW / 2))\" y=\"\(f(Self.top + plotH + 36))\" text-anchor=\"middle\">time (s)</text>")
        out.append("<text transform=\"translate(16 \(f(Self.top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">\(axis == .edge ? "edge (pt from the screen's top)" : "brightness (R + G + B)")</text>")
        if !now.isEmpty { out.append("<path d=\"\(path(now))\" fill=\"none\" stroke=\"\(Self.currentColor)\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>") }
        out.append("<path d=\"\(path(fit))\" fill=\"none\" stroke=\"\(Self.fitColor)\" stroke-width=\"2\"/>")
        for s in shown {
            let fill = s.isHidden ? "none" : Self.trackColor
            out.append("<circle cx=\"\(f(x(s.time)))\" cy=\"\(f(y(s.value)))\" r=\"2.2\" fill=\"\(fill)\" stroke=\"\(Self.trackColor)\" stroke-width=\"0.8\"/>")
        }
        let legend: [(String, String)] = [(axis == .edge ? "tracked edge (hollow: below the screen)" : "tracked brightness", "track"),
                                          ("fit", "fit")] + (now.isEmpty ? [] : [("current settings", "current")])
        for (i, (text, kind)) in legend.enumerated() {
            // One row under the axis, clear of the data.
            let ly = Self.height - 12, lx = Self.left + [0.0, 300, 420][i]
            switch kind {
            case "track": out.append("<circle cx=\"\(f(lx + 12))\" cy=\"\(f(ly - 4))\" r=\"3\" fill=\"\(Self.trackColor)\"/>")
            case "fit": out.append("<line x1=\"\(f(lx))\" y1=\"\(f(ly - 4))\" x2=\"\(f(lx + 24))\" y2=\"\(f(ly - 4))\" stroke=\"\(Self.fitColor)\" stroke-width=\"2\"/>")
            default: out.append("<line x1=\"\(f(lx))\" y1=\"\(f(ly - 4))\" x2=\"\(f(lx + 24))\" y2=\"\(f(ly - 4))\" stroke=\"\(Self.currentColor)\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>")
            }
            out.append("<text x=\"\(f(lx + 32))\" y=\"\(f(ly))\">\(HTMLText.escape(text))</text>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Round tick values from `lo` to `hi`: the smallest step of 1, 2 or 5 times a power of ten that gives at most seven.
    static func ticks(_ lo: Double, _ hi: Double) -> [Double] {
        guard hi > lo, (hi - lo).isFinite else { return [] }
        let rough = (hi - lo) / 6
        var power = 1.0
        while power > rough { power /= 10 }
        while power * 10 <= rough { power *= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { (hi - lo) / $0 <= 7 } ?? power * 10
        var t = (lo / step).rounded(.up) * step
        var out: [Double] = []
        while t <= hi + 1e-9 && out.count < 50 {
            out.append(t)
            t += step
        }
        return out
    }

    /// A tick's label: up to three decimals, no trailing zeros.
    static func label(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? "\(Int(r))" : "\(r)"
    }

    /// `v` with two decimals for coordinates.
    private func f(_ v: Double) -> String { MeasureReport.fixed(v, 2) }
}
