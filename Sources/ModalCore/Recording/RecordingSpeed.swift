/// How fast a window recording really advances: review seconds recorded per wall second,
/// averaged over the last second, for the strip's REC mark ("REC ×0.29").
///
/// Recording draws every frame at its own time and holds the review clock to the recording
/// when drawing and encoding are slower than real time, so a take can run in slow motion while
/// the clock reads ×1; this says so. Feed it `note` once per turn of the loop with the wall
/// time and the review time recorded up to (the next frame owed); `speed` is the slope over the
/// samples of the last `window` wall seconds, nil until they span `minimumSpan`.
public struct RecordingSpeed: Equatable, Sendable {
    /// Wall seconds the speed is averaged over.
    public static let window = 1.0
    /// Wall seconds the samples must span before a speed is shown.
    public static let minimumSpan = 0.25
    /// At most this many samples are kept (the oldest go first): memory stays bounded however fast the loop turns.
    public static let capacity = 512

    private var walls: [Double] = []
    private var recorded: [Double] = []
    /// The label last shown and the wall time it was chosen (`mark`).
    public private(set) var shown: (label: String, wall: Double)?
    /// Wall seconds a shown label stays at least (a number that changes every frame cannot be read).
    public static let refresh = 0.25

    public static func == (a: RecordingSpeed, b: RecordingSpeed) -> Bool {
        a.walls == b.walls && a.recorded == b.recorded && a.shown?.label == b.shown?.label && a.shown?.wall == b.shown?.wall
    }

    public init() {}

    /// Notes that by wall time `wall` the recording had reached review time `recordedUpTo`.
    public mutating func note(wall: Double, recordedUpTo: Double) {
        if let last = walls.last, wall < last { reset() }   // a clock that went back starts over
        walls.append(wall)
        recorded.append(recordedUpTo)
        // Keep one sample at or before the window's start, so the slope spans the whole window.
        var drop = 0
        while walls.count - drop > 2, walls[drop + 1] <= wall - RecordingSpeed.window { drop += 1 }
        drop = max(drop, walls.count - RecordingSpeed.capacity)
        if drop > 0 {
            walls.removeFirst(drop)
            recorded.removeFirst(drop)
        }
    }

    /// Forgets every sample (the recording paused or went back).
    public mutating func reset() {
        walls.removeAll(keepingCapacity: true)
        recorded.removeAll(keepingCapacity: true)
    }

    /// Review seconds recorded per wall second over the last `window`, never negative; nil
    /// until the samples span `minimumSpan` wall seconds.
    public var speed: Double? {
        guard let w0 = walls.first, let w1 = walls.last, w1 - w0 >= RecordingSpeed.minimumSpan else { return nil }
        return max((recorded.last! - recorded.first!) / (w1 - w0), 0)
    }

    /// "REC ×0.29" (two decimals, trailing zeros dropped: "REC ×1"), "REC" before a speed is
    /// known, "REC paused" while the review clock is paused.
    public static func label(speed: Double?, paused: Bool) -> String {
        if paused { return "REC paused" }
        guard let speed else { return "REC" }
        var s = HUD.fixed(speed, 2)
        while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
        return "REC ×" + s
    }

    /// The label to show at wall time `wall`: a new one at most every `refresh` seconds, at
    /// once when pausing or resuming changes it.
    public mutating func mark(wall: Double, paused: Bool) -> String {
        let now = RecordingSpeed.label(speed: speed, paused: paused)
        if let s = shown, wall - s.wall < RecordingSpeed.refresh, wall >= s.wall, (s.label == "REC paused") == paused {
            return s.label
        }
        shown = (now, wall)
        return now
    }

    /// The REC mark's colour (iOS system red, dark appearance).
    public static let red = Color(hex: 0xFF453A)

    /// The mark's pill on the strip's status row, right-aligned before `rightEdge` (the strip's
    /// inner right edge, or the first-run hint's left edge).
    public static func rect(label: String, strip: Rect, rightEdge: Double) -> Rect {
        let width = Double(label.count) * 6.5 + 22
        return Rect(x: rightEdge - width, y: strip.minY + TimelineStrip.statusY - 7, width: width, height: 13)
    }

    /// What the mark draws: a dark pill with a red dot and the label, in the timeline strip
    /// (review UI, never on a phone).
    public static func items(label: String, strip: Rect, rightEdge: Double) -> [DisplayItem] {
        let box = rect(label: label, strip: strip, rightEdge: rightEdge)
        return [
            .fill(box, CornerRadii(all: box.height / 2), Color(hex: 0x3A3A3C)),
            .fill(Rect(x: box.minX + 6, y: box.midY - 3, width: 6, height: 6), CornerRadii(all: 3), red),
            .text(TextRun(label, at: Point(x: box.minX + 16, y: box.midY), anchor: .leading, size: 11, weight: .semibold,
                          color: red)),
        ]
    }
}
