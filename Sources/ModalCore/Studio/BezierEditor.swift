/// The timing-curve editor: the curve in a unit box, its two control points as draggable
/// handles, and a dot that follows the running animation along it.
///
/// Regions: `bezier-p1`, `bezier-p2` (the handles). Dragging a handle to a point gives the
/// curve's new `x1 y1` or `x2 y2` (`controlPoint(at:)`): x clamped to 0…1, y to −0.25…1.25 of
/// the box (the box shows y from −0.25 to 1.25).
public struct BezierEditor: Equatable, Sendable {
    public var curve: TimingCurve
    /// The settings path of the curve (`halfModal.curve`).
    public var path: String
    /// The whole editor; the plot is a square on its left.
    public var rect: Rect
    /// Where the running animation is: (time fraction, progress), or nil when none runs.
    public var progress: (Double, Double)?

    public static let p1: ElementID = "bezier-p1"
    public static let p2: ElementID = "bezier-p2"
    public static let curveColor = ReviewPalette.accent
    public static let handleColor = ReviewPalette.selection
    static let lowY = -0.25, highY = 1.25

    public init(curve: TimingCurve, path: String, rect: Rect, progress: (Double, Double)?) {
        self.curve = curve; self.path = path; self.rect = rect; self.progress = progress
    }

    public static func == (a: BezierEditor, b: BezierEditor) -> Bool {
        a.curve == b.curve && a.path == b.path && a.rect == b.rect && a.progress?.0 == b.progress?.0 && a.progress?.1 == b.progress?.1
    }

    /// The plot's square (0…1 in x; −0.25…1.25 in y spread over its height).
    public var box: Rect {
        let side = min(rect.height, rect.width)
        return Rect(x: rect.minX, y: rect.minY, width: side, height: side)
    }

    /// The box's point for curve coordinates (x, y).
    public func point(_ x: Double, _ y: Double) -> Point {
        let b = box
        return Point(x: b.minX + x * b.width,
                     y: b.maxY - (y - BezierEditor.lowY) / (BezierEditor.highY - BezierEditor.lowY) * b.height)
    }

    /// Curve coordinates for a box point, clamped to the box, rounded to 0.01.
    public func controlPoint(at p: Point) -> (x: Double, y: Double) {
        let b = box
        let x = min(max((p.x - b.minX) / b.width, 0), 1)
        let y = min(max(BezierEditor.lowY + (b.maxY - p.y) / b.height * (BezierEditor.highY - BezierEditor.lowY),
                        BezierEditor.lowY), BezierEditor.highY)
        return ((x * 100).rounded() / 100, (y * 100).rounded() / 100)
    }

    /// The points along the curve for `samples` equal steps of time.
    public func curvePoints(samples: Int = 48) -> [Point] {
        (0...samples).map { i in
            let x = Double(i) / Double(samples)
            return point(x, curve.value(at: x))
        }
    }

    public func items() -> [DisplayItem] {
        let b = box
        var out: [DisplayItem] = [
            .fill(b, CornerRadii(all: 4), ReviewPalette.control),
            .fill(Rect(x: b.minX, y: point(0, 0).y, width: b.width, height: 1), .zero, StudioLayout.separator),
            .fill(Rect(x: b.minX, y: point(0, 1).y, width: b.width, height: 1), .zero, StudioLayout.separator),
        ]
        let a = point(0, 0), z = point(1, 1)
        let h1 = point(curve.x1, curve.y1), h2 = point(curve.x2, curve.y2)
        out.append(.line(from: a, to: h1, width: 1, ReviewPalette.handleLine))
        out.append(.line(from: z, to: h2, width: 1, ReviewPalette.handleLine))
        let pts = curvePoints()
        for i in 1..<pts.count { out.append(.line(from: pts[i - 1], to: pts[i], width: 2, BezierEditor.curveColor)) }
        for h in [h1, h2] {
            out.append(.fill(Rect(x: h.x - 5, y: h.y - 5, width: 10, height: 10), CornerRadii(all: 5), BezierEditor.handleColor))
        }
        if let (f, v) = progress {
            let d = point(min(max(f, 0), 1), v)
            out.append(.fill(Rect(x: d.x - 4, y: d.y - 4, width: 8, height: 8), CornerRadii(all: 4), .white))
        }
        let tx = b.maxX + 10
        out.append(.text(TextRun(path, at: Point(x: tx, y: b.minY + 8), anchor: .leading, size: 10, color: SettingSlider.text)))
        out.append(.text(TextRun("(" + [curve.x1, curve.y1, curve.x2, curve.y2].map(HUD.trimmed).joined(separator: ", ") + ")",
                                 at: Point(x: tx, y: b.minY + 24), anchor: .leading, size: 10, color: SettingSlider.text)))
        out.append(.text(TextRun(progress == nil ? "not running" : "running", at: Point(x: tx, y: b.minY + 40),
                                 anchor: .leading, size: 10, color: SettingSlider.text)))
        return out
    }

    /// The two handles' regions (12 pt squares).
    public func regions() -> [HitRegion] {
        [(BezierEditor.p1, point(curve.x1, curve.y1)), (BezierEditor.p2, point(curve.x2, curve.y2))].map {
            HitRegion(id: $0.0, frame: Rect(x: $0.1.x - 7, y: $0.1.y - 7, width: 14, height: 14), isButton: false)
        }
    }
}
