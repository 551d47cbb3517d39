/// The reviewer's heads-up display: states, positions, the running curve and a live trace.
///
/// Its clock is the review clock: it runs whenever that clock plays (at any speed, even with
/// nothing moving — the window then redraws every frame while the HUD is on) and stands still
/// while paused. Opaque; every line it plots is named in its legend in the line's colour.
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
    /// The HUD's inset inside its column in the studio (`StudioLayout.hudRect`).
    public static let margin = 8.0
    /// Opaque: nothing of the phone shows through the HUD's text.
    static let panel = ReviewPalette.stage
    static let text = ReviewPalette.text
    static let dimText = ReviewPalette.hudDimText
    static let halfColor = ReviewPalette.halfModalTrace
    static let sheetColor = ReviewPalette.sheetTrace
    static let accent = ReviewPalette.accent
    /// The reference's traced card (`M` with `--reference`): yellow, apart from every lane's colour and the sheet's.
    static let referenceColor = Color(hex: 0xFFD60A)

    /// The HUD for `lanes` at `now`, its top-left at `origin`. `figures` holds each lane's
    /// latest motion (`LaneMotionWatch.latest`): its settle time, overshoot, peak speed and end
    /// state are shown under the lane's lines, in its colour. `reference` is the reference
    /// recording's tracked card (`ReferenceFit.trace`), drawn in the trace beside the phones'.
    public static func items(lanes: [PrototypeMachine], traces: [MotionTrace], now: Double, status: Status,
                             origin: Point = Point(x: 8, y: 8), figures: [MotionFigures?] = [],
                             reference: MotionTrace? = nil) -> [DisplayItem] {
        var lines: [(String, Color)] = []
        var clock = "t " + fixed(now, 3) + " s   " + PlaybackClock.speedLabel(status.rate)
        if status.paused { clock += "   paused" }
        lines.append((clock, text))
        if let ft = status.frameTime { lines.append(("frame " + fixed(ft * 1000, 2) + " ms", dimText)) }
        for (i, m) in lanes.enumerated() {
            let hm = m.halfModal
            let prefix = lanes.count > 1 ? "[\(hm.profile.rawValue)] " : ""
            if i == 0 || lanes.count == 1 {
                lines.append(("sheet " + sheetName(m.sheet, now: now) + "  f " + fixed(m.sheet.fraction(at: now), 3)
                                + "  v " + fixed(m.sheet.fractionVelocity(at: now) * m.sheetTravel, 0) + " pt/s", sheetColor))
                if m.nestedSheet.isOnScreen(at: now) {
                    lines.append(("nested sheet " + sheetName(m.nestedSheet, now: now) + "  f "
                                    + fixed(m.nestedSheet.fraction(at: now), 3), sheetColor))
                }
                var request = "request " + m.request.phase.rawValue
                if let id = m.request.currentID { request += " #\(id)" }
                if let d = m.request.deadline { request += " ends " + fixed(d, 2) }
                lines.append((request, text))
            }
            lines.append((prefix + "half modal (\(hm.profile.rawValue)) " + motionName(hm, now: now), laneColor(i)))
            lines.append(("  top " + fixed(hm.top(at: now), 1) + " pt   v " + fixed(hm.velocity(at: now), 0) + " pt/s", laneColor(i)))
            if hm.settings.content == .list {
                lines.append(("  content offset " + fixed(hm.contentOffset(at: now), 1) + " pt", laneColor(i)))
            }
            if hm.settings.content == .form {
                let field = hm.form.focused ? "text-field \"" + String(hm.form.text.suffix(14)) + "\"" : "no field focused"
                let seedNote = hm.profile == .seed && hm.form.keyboardProgress(at: now) > 0 ? " (covers the card: no avoidance)" : ""
                lines.append(("  keyboard " + hm.keyboardState(at: now) + seedNote + " · " + field, laneColor(i)))
            }
            if i < figures.count, let f = figures[i] {
                lines.append(("  " + f.surface + " " + f.kind + ": settle " + fixed(f.settle, 2) + " s  over "
                                + fixed(f.overshootPt, 1) + " pt", laneColor(i)))
                lines.append(("  peak " + fixed(f.peakVelocity, 0) + " pt/s  → " + f.end, laneColor(i)))
            }
        }
        lines.append(("pointer " + pointerName(lanes[0].pointer), dimText))

        let lineHeight = 15.0, pad = 8.0, legendLine = 13.0
        let plotH = 56.0
        let textH = Double(lines.count) * lineHeight
        let curveBox = Rect(x: origin.x + pad, y: origin.y + pad + textH + 6, width: 90, height: plotH)
        // The trace's legend names every line the plot draws, in its colour.
        let legend = legendItems((traces.isEmpty ? [] : traceLegend(profiles: lanes.prefix(traces.count).map(\.halfModal.profile)))
                                 + (reference == nil ? [] : [(name: "reference", color: referenceColor)]),
                                 span: traces.first?.span ?? 4, left: origin.x + pad,
                                 right: origin.x + width - pad, top: curveBox.maxY + 6, lineHeight: legendLine)
        let traceBox = Rect(x: origin.x + pad, y: curveBox.maxY + 6 + legend.height + 2, width: width - 2 * pad, height: plotH)
        let height = traceBox.maxY + pad - origin.y
        var out: [DisplayItem] = [
            .fill(Rect(x: origin.x, y: origin.y, width: width, height: height), CornerRadii(all: 10), panel),
        ]
        for (i, line) in lines.enumerated() {
            out.append(.text(TextRun(line.0, at: Point(x: origin.x + pad, y: origin.y + pad + (Double(i) + 0.5) * lineHeight),
                                     anchor: .leading, size: 11, color: line.1)))
        }
        // The running curves, one per lane that moves: progress against time, a dot at now.
        out.append(.stroke(curveBox, .zero, width: 1, dimText))
        var labels: [(String, Color)] = []
        for (i, m) in lanes.enumerated() {
            guard let (what, a) = runningAnimation(m, now: now) else { continue }
            if a.to != a.from { out += curvePlot(a, box: curveBox, now: now, color: laneColor(i)) }
            labels.append(((lanes.count > 1 ? m.halfModal.profile.rawValue + " " : "") + what + " · " + kindWord(a), laneColor(i)))
            labels.append((kindName(a), laneColor(i)))
        }
        if labels.isEmpty { labels.append(("nothing moves", dimText)) }
        let labelTop = curveBox.midY - Double(labels.count) * 6.5
        for (i, label) in labels.enumerated() {
            out.append(.text(TextRun(label.0, at: Point(x: curveBox.maxX + 8, y: labelTop + (Double(i) + 0.5) * 13),
                                     anchor: .leading, size: 10, color: label.1)))
        }
        // The trace: half modal top and sheet position over the last seconds.
        out += legend.items
        out.append(.stroke(traceBox, .zero, width: 1, dimText))
        for (i, trace) in traces.enumerated() {
            out += tracePlot(trace, now: now, box: traceBox, value: \.halfModal, color: laneColor(i))
            if i == 0 { out += tracePlot(trace, now: now, box: traceBox, value: \.sheet, color: sheetColor) }
        }
        if let reference { out += tracePlot(reference, now: now, box: traceBox, value: \.halfModal, color: referenceColor) }
        return out
    }

    /// "last 4 s:" and each trace's name in its colour, flowed over lines from `left` to `right`.
    static func legendItems<S: Sequence>(_ entries: S, span: Double, left: Double, right: Double, top: Double,
                                         lineHeight: Double) -> (items: [DisplayItem], height: Double)
    where S.Element == (name: String, color: Color) {
        let metrics = EstimatedTextMetrics()
        var words: [(String, Color)] = [("last \(trimmed(span)) s:", dimText)]
        words += entries.map { ($0.name, $0.color) }
        var items: [DisplayItem] = []
        var x = left, row = 0
        for (i, word) in words.enumerated() {
            let w = metrics.width(of: word.0, size: 10, weight: .regular)
            if i > 0 && x + w > right { row += 1; x = left }
            items.append(.text(TextRun(word.0, at: Point(x: x, y: top + (Double(row) + 0.5) * lineHeight),
                                       anchor: .leading, size: 10, color: word.1)))
            x += w + 8
        }
        return (items, Double(row + 1) * lineHeight)
    }

    static func curvePlot(_ a: Animation1D, box: Rect, now: Double, color: Color) -> [DisplayItem] {
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
            out.append(.line(from: previous, to: p, width: 1.5, color))
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

    /// The motion's parameters: "(0.2, 0.8, 0.2, 1) 0.9 s" for a curve, "0.55 s, damping 0.825" for a spring (response, damping fraction; the shipped font has no ζ).
    static func kindName(_ a: Animation1D) -> String {
        switch a.kind {
        case let .curve(c, d):
            return "(\(trimmed(c.x1)), \(trimmed(c.y1)), \(trimmed(c.x2)), \(trimmed(c.y2))) \(trimmed(d)) s"
        case let .spring(s, _):
            return "\(trimmed(s.response)) s, damping \(trimmed(s.dampingFraction))"
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
        toast(message, in: Rect(origin: .zero, size: size))
    }

    /// A one-line message, opaque, centred near the bottom of `area` and never wider than it
    /// (`Stage.toastArea`: one phone, so in compare mode it never lies across the divider).
    public static func toast(_ message: String, in area: Rect) -> [DisplayItem] {
        let width = max(min(Double(message.count) * 7 + 24, area.width - 16), 0)
        let box = Rect(x: area.midX - width / 2, y: area.maxY - 64, width: width, height: 28)
        return [
            .fill(box, CornerRadii(all: 14), HUD.panel),
            .text(TextRun(message, at: box.center, size: 12, color: .white)),
        ]
    }
}
