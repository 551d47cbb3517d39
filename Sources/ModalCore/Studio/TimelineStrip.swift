/// The timeline strip under the phones: status line, input and state-change markers, a ruler
/// in seconds and the playhead.
///
/// Pure layout: `items()` draws it, `regions()` names what the pointer can reach there
/// (`timeline` for scrubbing, `timeline-marker-N` for each marker, N its index in `markers`),
/// and `time(atX:)` / `x(of:)` convert between points and seconds. The ruler shows the
/// stretch its `TimelineViewport` picks (the whole review unless zoomed); markers outside it
/// are neither drawn nor reachable.
public struct TimelineStrip: Equatable, Sendable {
    /// What the status line reports.
    public struct Status: Equatable, Sendable {
        public var now: Double
        public var frame: Int
        public var rate: Double
        public var paused: Bool
        /// A first-run hint at the right of the status line ("? help" until the first key), or nil.
        public var hint: String?
        public init(now: Double, frame: Int, rate: Double, paused: Bool, hint: String? = nil) {
            self.now = now; self.frame = frame; self.rate = rate; self.paused = paused; self.hint = hint
        }
    }

    public var rect: Rect
    /// Seconds the ruler spans, from `start`.
    public var span: Double
    /// The time at the ruler's left end.
    public var start = 0.0
    /// The review's end the view was picked for (`reviewEnd`): what zooming and panning keep within.
    public var end: Double
    public var markers: [Marker]
    public var status: Status

    /// Horizontal padding inside the strip; the ruler's 0 is at `rect.minX + padding`.
    public static let padding = 16.0
    /// Rows, from the strip's top.
    public static let statusY = 14.0, inputRow = 30.0, stateRow = 56.0, rowHeight = 18.0, rulerY = 96.0
    public static let playheadColor = ReviewPalette.accent
    static let text = ReviewPalette.text
    static let dimText = ReviewPalette.dimText
    /// The first-run hint's pill.
    static let hintFill = Color(hex: 0x3A3A3C)
    /// The first-run hint, shown in the window's strip until the first key.
    public static let firstRunHint = "? help"

    public static let scrubID: ElementID = "timeline"
    /// The id of marker `index`.
    public static func markerID(_ index: Int) -> ElementID { ElementID(rawValue: "timeline-marker-\(index)") }

    /// A strip in `rect` for a review of at least `end` seconds, showing what `viewport` picks
    /// (by default the whole review, rounded up to a whole second, at least 1).
    public init(rect: Rect, end: Double, markers: [Marker], status: Status, viewport: TimelineViewport = TimelineViewport()) {
        self.rect = rect
        self.end = TimelineStrip.reviewEnd(end: end, markers: markers, now: status.now)
        let shown = viewport.shown(end: self.end)
        span = shown.span
        start = shown.start
        self.markers = markers
        self.status = status
    }

    /// The review's end as the strip sees it: the latest of `end`, the playhead and the markers.
    public static func reviewEnd(end: Double, markers: [Marker], now: Double) -> Double {
        max(end, now, markers.map(\.time).max() ?? 0)
    }

    var usable: Double { max(rect.width - 2 * TimelineStrip.padding, 1) }

    /// The x of time `t` on the ruler (clamped to its ends).
    public func x(of t: Double) -> Double {
        rect.minX + TimelineStrip.padding + min(max((t - start) / span, 0), 1) * usable
    }

    /// The time at `x` on the ruler, clamped to the stretch shown.
    public func time(atX x: Double) -> Double {
        start + min(max((x - rect.minX - TimelineStrip.padding) / usable, 0), 1) * span
    }

    /// Whether time `t` is in the stretch shown.
    public func shows(_ t: Double) -> Bool { t >= start - 1e-9 && t <= start + span + 1e-9 }

    /// "t 1.250 s   frame 75   ×0.5   paused".
    public var statusText: String {
        "t " + HUD.fixed(status.now, 3) + " s   frame \(status.frame)   ×" + HUD.trimmed(status.rate)
            + "   " + (status.paused ? "paused" : "playing")
    }

    /// The first-run hint's pill at the right end of the status line, or nil without a hint.
    public var hintRect: Rect? {
        guard let hint = status.hint, !hint.isEmpty else { return nil }
        let width = Double(hint.count) * 6.5 + 14
        return Rect(x: rect.maxX - TimelineStrip.padding - width, y: rect.minY + TimelineStrip.statusY - 7, width: width, height: 13)
    }

    /// The marker's box on its row: scenario lines are short ticks along the top of the input
    /// row, so an input they cause stays visible under them.
    public func markerRect(_ m: Marker) -> Rect {
        let top = rect.minY + (m.kind.isStateChange ? TimelineStrip.stateRow : TimelineStrip.inputRow)
        switch m.kind {
        case .scenarioLine: return Rect(x: x(of: m.time) - 1.5, y: top, width: 3, height: 5)
        case .tap, .drag, .key, .setting: return Rect(x: x(of: m.time) - 1.5, y: top + 6, width: 3, height: TimelineStrip.rowHeight - 6)
        default: return Rect(x: x(of: m.time) - 1.5, y: top, width: 3, height: TimelineStrip.rowHeight)
        }
    }

    /// What the strip draws, back to front.
    public func items() -> [DisplayItem] {
        var out: [DisplayItem] = []
        let top = rect.minY
        // Status: a play triangle or pause bars, then the text.
        let iconX = rect.minX + TimelineStrip.padding, iconY = top + TimelineStrip.statusY
        if status.paused {
            out.append(.fill(Rect(x: iconX, y: iconY - 5, width: 3, height: 10), .zero, TimelineStrip.text))
            out.append(.fill(Rect(x: iconX + 6, y: iconY - 5, width: 3, height: 10), .zero, TimelineStrip.text))
        } else {
            for k in 0..<5 {
                let dx = Double(k) * 2
                out.append(.fill(Rect(x: iconX + dx, y: iconY - 5 + Double(k), width: 2, height: 10 - 2 * Double(k)),
                                 .zero, TimelineStrip.text))
            }
        }
        out.append(.text(TextRun(statusText, at: Point(x: iconX + 16, y: iconY), anchor: .leading, size: 12,
                                 color: TimelineStrip.text)))
        if let box = hintRect, let hint = status.hint {
            out.append(.fill(box, CornerRadii(all: box.height / 2), TimelineStrip.hintFill))
            out.append(.text(TextRun(hint, at: box.center, size: 11, color: TimelineStrip.text)))
        }
        // Row guides.
        for row in [TimelineStrip.inputRow, TimelineStrip.stateRow] {
            out.append(.fill(Rect(x: x(of: 0), y: top + row + TimelineStrip.rowHeight / 2, width: usable, height: 1), .zero,
                             StudioLayout.separator))
        }
        // Markers in view, then labels that never overlap (`labels`).
        let visible = markers.filter { shows($0.time) }
        for m in visible { out.append(.fill(markerRect(m), CornerRadii(all: 1), m.kind.color)) }
        out += labels(visible)
        // Ruler: a baseline, ticks on round steps, a number at each major one.
        let baseY = top + TimelineStrip.rulerY
        out.append(.fill(Rect(x: x(of: start), y: baseY, width: usable, height: 1), .zero, TimelineStrip.dimText))
        let perSecond = usable / span
        // Ticks at least 5 pt apart, major ticks with a number at least 36 pt apart, on round
        // steps; under a second apart only when zoomed in under 2 s.
        let steps = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 600, 1800, 3600, 21_600, 86_400]
        let minor = steps.first { $0 * perSecond >= 5 } ?? steps.last!
        let major = steps.first { ($0 >= 1 || span < 2) && $0 * perSecond >= 36 } ?? steps.last!
        let first = Int((start / minor - 1e-9).rounded(.up)), last = Int(((start + span) / minor + 1e-9).rounded(.down))
        for k in first...max(first, last) where k <= last {
            let t = Double(k) * minor
            let isMajor = abs(t / major - (t / major).rounded()) < 1e-6
            let h = isMajor ? 8.0 : (abs(t - t.rounded()) < 1e-9 ? 6.0 : 4.0)
            out.append(.fill(Rect(x: x(of: t) - 0.5, y: baseY - h, width: 1, height: h), .zero, TimelineStrip.dimText))
            if isMajor {
                out.append(.text(TextRun(HUD.trimmed(t) + " s", at: Point(x: x(of: t), y: baseY + 12), size: StudioFit.minimumTextSize,
                                         color: TimelineStrip.dimText)))
            }
        }
        // Playhead over everything, from the input row to the ruler (when in view).
        guard shows(status.now) else { return out }
        let px = x(of: status.now)
        out.append(.fill(Rect(x: px - 1, y: top + TimelineStrip.inputRow - 6, width: 2,
                              height: TimelineStrip.rulerY - TimelineStrip.inputRow + 6), .zero, TimelineStrip.playheadColor))
        out.append(.fill(Rect(x: px - 5, y: top + TimelineStrip.inputRow - 10, width: 10, height: 6), CornerRadii(all: 2),
                         TimelineStrip.playheadColor))
        return out
    }

    /// The scrub area, then a region per marker (a few points wider than drawn, easier to hit).
    public func regions() -> [HitRegion] {
        var out = [HitRegion(id: TimelineStrip.scrubID, frame: rect, isButton: false)]
        for (i, m) in markers.enumerated() where shows(m.time) {
            out.append(HitRegion(id: TimelineStrip.markerID(i), frame: markerRect(m).insetBy(dx: -3, dy: 0), isButton: true))
        }
        return out
    }
}
