/// The reviewer's heads-up display: states, positions, the running curve and a live trace.
public struct HUD {
    /// What the HUD reports besides the machines.
    public struct Status: Equatable, Sendable {
        public var rate: Double = 1
        public var paused = false
        /// Seconds the last frame took to build and draw.
        public var frameTime: Double?
        public init(rate: Double = 1, paused: Bool = false, frameTime: Double? = nil) {
            self.rate = rate; self.paused = paused; self.frameTime = frameTime
        }
    }

    public static let width = 250.0
    static let panel = Color(r: 0, g: 0, b: 0, a: 190)
    static let text = Color(hex: 0xFFFFFF)
    static let dimText = Color(r: 255, g: 255, b: 255, a: 160)
    static let halfColor = Color(hex: 0xC7C7CC)
    static let sheetColor = Color(hex: 0x34C759)
    static let accent = Color(hex: 0xFF9F0A)

    /// The HUD for `lanes` at `now`, its top-left at `origin`.
    public static func items(lanes: [PrototypeMachine], traces: [MotionTrace], now: Double, status: Status,
                             origin: Point = Point(x: 8, y: 8)) -> [DisplayItem] {
        var lines: [(String, Color)] = []
        var clock = "t " + fixed(now, 3) + " s   ×" + trimmed(status.rate)
        if status.paused { clock += "   paused" }
        lines.append((clock, text))
        if let ft = status.frameTime { lines.append(("frame " + fixed(ft * 1000, 2) + " ms", dimText)) }
        for (i, m) in lanes.enumerated() {
            let hm = m.halfModal
            let prefix = lanes.count > 1 ? "[\(hm.profile.rawValue)] " : ""
            if i == 0 || lanes.count == 1 {
                lines.append(("sheet " + m.sheet.phase(at: now).rawValue + "  f " + fixed(m.sheet.fraction(at: now), 3)
                                + "  v " + fixed(m.sheet.fractionVelocity(at: now) * m.sheetTravel, 0) + " pt/s", sheetColor))
                var request = "request " + m.request.phase.rawValue
                if let id = m.request.currentID { request += " #\(id)" }
                if let d = m.request.deadline { request += " ends " + fixed(d, 2) }
                lines.append((request, text))
            }
            lines.append((prefix + "half modal (\(hm.profile.rawValue)) " + hm.detent.rawValue, halfColor))
            lines.append(("  top " + fixed(hm.top(at: now), 1) + " pt   v " + fixed(hm.velocity(at: now), 0) + " pt/s", halfColor))
        }
        lines.append(("pointer " + pointerName(lanes[0].pointer), dimText))

        let lineHeight = 15.0, pad = 8.0
        let plotH = 56.0
        let textH = Double(lines.count) * lineHeight
        let height = pad + textH + 6 + plotH + 18 + plotH + pad
        var out: [DisplayItem] = [
            .fill(Rect(x: origin.x, y: origin.y, width: width, height: height), CornerRadii(all: 10), panel),
        ]
        for (i, line) in lines.enumerated() {
            out.append(.text(TextRun(line.0, at: Point(x: origin.x + pad, y: origin.y + pad + (Double(i) + 0.5) * lineHeight),
                                     anchor: .leading, size: 11, color: line.1)))
        }
        // The running curve: progress against time, with a dot at now.
        let curveBox = Rect(x: origin.x + pad, y: origin.y + pad + textH + 6, width: 90, height: plotH)
        out.append(.stroke(curveBox, .zero, width: 1, dimText))
        let animation = lanes[0].halfModal.activeAnimation ?? lanes[0].sheet.activeAnimation
        if let a = animation, a.to != a.from {
            out += curvePlot(a, box: curveBox, now: now)
            out.append(.text(TextRun(kindName(a), at: Point(x: curveBox.maxX + 8, y: curveBox.midY),
                                     anchor: .leading, size: 10, color: dimText)))
        } else {
            out.append(.text(TextRun("no animation", at: Point(x: curveBox.maxX + 8, y: curveBox.midY),
                                     anchor: .leading, size: 10, color: dimText)))
        }
        // The trace: half modal top and sheet position over the last seconds.
        let traceBox = Rect(x: origin.x + pad, y: curveBox.maxY + 18, width: width - 2 * pad, height: plotH)
        out.append(.text(TextRun("last \(trimmed(traces.first?.span ?? 4)) s: half modal (gray), sheet (green)",
                                 at: Point(x: traceBox.minX, y: traceBox.minY - 8), anchor: .leading, size: 10, color: dimText)))
        out.append(.stroke(traceBox, .zero, width: 1, dimText))
        for (i, trace) in traces.enumerated() {
            out += tracePlot(trace, now: now, box: traceBox, value: \.halfModal,
                             color: i == 0 ? halfColor : accent)
            if i == 0 { out += tracePlot(trace, now: now, box: traceBox, value: \.sheet, color: sheetColor) }
        }
        return out
    }

    static func curvePlot(_ a: Animation1D, box: Rect, now: Double) -> [DisplayItem] {
        var out: [DisplayItem] = []
        let n = 32
        func point(_ f: Double) -> Point {
            let t = a.start + f * a.length
            let progress = (a.value(at: t) - a.from) / (a.to - a.from)
            let y = min(max(progress, -0.2), 1.2)
            return Point(x: box.minX + f * box.width, y: box.maxY - y * box.height)
        }
        var previous = point(0)
        for i in 1...n {
            let p = point(Double(i) / Double(n))
            out.append(.line(from: previous, to: p, width: 1.5, accent))
            previous = p
        }
        let dot = point(a.timeFraction(at: now))
        out.append(.fill(Rect(x: dot.x - 3, y: dot.y - 3, width: 6, height: 6), CornerRadii(all: 3), text))
        return out
    }

    static func tracePlot(_ trace: MotionTrace, now: Double, box: Rect, value: KeyPath<MotionTrace.Sample, Double>,
                          color: Color) -> [DisplayItem] {
        var out: [DisplayItem] = []
        var previous: Point?
        // At most ~120 segments: skip samples closer than a pixel apart.
        var lastX = -Double.infinity
        for s in trace.samples {
            let x = box.minX + (1 - (now - s.time) / trace.span) * box.width
            guard x >= box.minX - 1, x - lastX >= 2 else { continue }
            lastX = x
            let v = min(max(s[keyPath: value], 0), 1)
            let p = Point(x: x, y: box.minY + v * box.height)
            if let q = previous { out.append(.line(from: q, to: p, width: 1.5, color)) }
            previous = p
        }
        return out
    }

    static func kindName(_ a: Animation1D) -> String {
        switch a.kind {
        case let .curve(c, d):
            return "curve (\(trimmed(c.x1)), \(trimmed(c.y1)), \(trimmed(c.x2)), \(trimmed(c.y2))) \(trimmed(d)) s"
        case let .spring(s, _):
            return "spring \(trimmed(s.response)) s, ζ \(trimmed(s.dampingFraction))"
        }
    }

    static func pointerName(_ p: PrototypeMachine.PointerState) -> String {
        switch p {
        case .idle: return "idle"
        case let .pressing(id, inside, _, _): return "pressing \(id)" + (inside ? "" : " (outside)")
        case .draggingSheet: return "dragging sheet"
        case .draggingHalfModal: return "dragging half modal"
        }
    }

    /// `v` with exactly `digits` decimals.
    public static func fixed(_ v: Double, _ digits: Int) -> String {
        guard v.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let n = Int((abs(v) * scale).rounded())
        let whole = n / Int(scale), frac = n % Int(scale)
        var s = (v < 0 && n != 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let f = String(frac)
            s += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return s
    }

    /// `v` without trailing zeros (0.25, 1, 0.9).
    public static func trimmed(_ v: Double) -> String {
        var s = fixed(v, 3)
        while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
        return s
    }
}

/// A panel of text lines over the stage: the on-screen help and short messages.
public enum TextPanel {
    /// `lines` (key, what it does) in a centred dark panel on a stage of `size`, wrapped and
    /// scrolled to row `scroll` (see `HelpPanel`).
    public static func help(_ lines: [(String, String)], title: String, size: Size, scroll: Int = 0) -> [DisplayItem] {
        HelpPanel(lines: lines, size: size, scroll: scroll).items(title: title)
    }

    /// A one-line message at the bottom of a stage of `size`.
    public static func toast(_ message: String, size: Size) -> [DisplayItem] {
        let width = min(Double(message.count) * 7 + 24, size.width - 16)
        let box = Rect(x: (size.width - width) / 2, y: size.height - 64, width: width, height: 28)
        return [
            .fill(box, CornerRadii(all: 14), Color(r: 0, g: 0, b: 0, a: 200)),
            .text(TextRun(message, at: box.center, size: 12, color: .white)),
        ]
    }
}
