import FoundationEssentials
import Glibc
import ModalCore

// MARK: - Shapes in pixels

enum BandKind { case partial, full, empty }

/// How many points each part of a contour gets, shared by every offset of one shape so that
/// contours can be joined point to point.
struct ContourPlan {
    /// Arc segments per rounded part (0: a single sharp point).
    var segments: [Int]
    var pointCount: Int { segments.reduce(0) { $0 + ($1 == 0 ? 1 : $1 + 1) } }
}

/// `value` as an integer, limited to `low...high` (NaN gives `low`).
func clampedInt(_ value: Double, _ low: Int, _ high: Int) -> Int {
    guard value > Double(low) else { return low }
    guard value < Double(high) else { return high }
    return Int(value)
}

/// Arc segments needed for an arc of `angle` radians and radius `radius` pixels to stay
/// within `Tessellator.maxChordError` of the true curve.
func arcSegments(radius: Double, angle: Double) -> Int {
    let e = Tessellator.maxChordError
    guard radius > e else { return 1 }
    let step = 2 * acos(1 - e / radius)
    return clampedInt((angle / step).rounded(.up), 1, 256)
}

/// A convex shape that can list its edge pushed out (or in) by any offset.
protocol ContourShape {
    func contourPlan(maxOffset: Double) -> ContourPlan
    /// Calls `body` with each point of the edge offset by `offset` pixels (negative: inwards),
    /// in order around the shape; always `plan.pointCount` points.
    func forEachContourPoint(_ plan: ContourPlan, offset: Double, _ body: (Point) -> Void)
    /// Adds triangles covering the inside of a contour of this shape whose points start at
    /// vertex `first` of `mesh` (by default `TriangleMesh.addConvexPolygon`'s slabs).
    func addInterior(from first: Int32, plan: ContourPlan, to mesh: inout TriangleMesh)
}

extension ContourShape {
    func addInterior(from first: Int32, plan: ContourPlan, to mesh: inout TriangleMesh) {
        mesh.addConvexPolygon(first, count: plan.pointCount)
    }
}

/// A convex shape that can report where its offset edges cross a pixel row.
protocol CoverageShape {
    /// Pixels from the shape's edge to (x, y): negative inside.
    func signedDistance(x: Double, y: Double) -> Double
    /// Where the row at `y` enters and leaves the shape grown by `offset`; nil when it misses.
    func horizontalExtent(atY y: Double, offset: Double) -> (Double, Double)?
    /// Top and bottom of the shape grown by `offset`.
    func verticalExtent(offset: Double) -> (Double, Double)
    /// A span of `y` in which every row crosses the shapes grown by each of `offsets` at the
    /// same places (and so has the same coverage); nil when there is none.
    func uniformRows(offsets: [Double]) -> (Double, Double)?
}

/// A rounded rectangle in pixels, radii clamped (as CSS does) so adjacent corners never overlap.
///
/// Corners are numbered clockwise from the top-left. Offsetting keeps each arc's centre and
/// changes its radius, down to a sharp corner; a square corner stays square (mitred).
struct RoundedRectShape: ContourShape, CoverageShape {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Top-left, top-right, bottom-right, bottom-left.
    var radii: [Double]

    /// Nil for non-finite input or, unless `allowEmpty`, a zero or negative size.
    init?(_ rect: Rect, _ radii: CornerRadii, scale s: Double, allowEmpty: Bool = false) {
        let values = [rect.x, rect.y, rect.width, rect.height,
                      radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
        guard values.allSatisfy(\.isFinite), rect.width >= 0, rect.height >= 0 else { return nil }
        guard allowEmpty || (rect.width > 0 && rect.height > 0) else { return nil }
        minX = rect.x * s; minY = rect.y * s
        maxX = (rect.x + rect.width) * s; maxY = (rect.y + rect.height) * s
        self.radii = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { max($0 * s, 0) }
        // Far beyond the screen, clamping changes nothing visible and keeps vertices finite.
        let limit = Tessellator.coordinateLimit
        func limited(_ v: Double) -> Double { min(max(v, -limit), limit) }
        minX = limited(minX); minY = limited(minY); maxX = limited(maxX); maxY = limited(maxY)
        self.radii = self.radii.map { min($0, limit) }
        clampRadii()
    }

    private mutating func clampRadii() {
        let w = maxX - minX, h = maxY - minY
        let r = radii
        var f = 1.0
        for (sum, side) in [(r[0] + r[1], w), (r[3] + r[2], w), (r[0] + r[3], h), (r[1] + r[2], h)] where sum > side {
            f = min(f, side / sum)
        }
        if f < 1 { radii = radii.map { $0 * f } }
    }

    /// The same shape grown about its centre so that neither side is shorter than `t` pixels.
    func thickened(toAtLeast t: Double) -> RoundedRectShape {
        var copy = self
        if maxX - minX < t { let c = (minX + maxX) / 2; copy.minX = c - t / 2; copy.maxX = c + t / 2 }
        if maxY - minY < t { let c = (minY + maxY) / 2; copy.minY = c - t / 2; copy.maxY = c + t / 2 }
        copy.clampRadii()
        return copy
    }

    /// Square corners on whole pixels: exact coverage without feathering.
    var isPixelAlignedRect: Bool {
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        return radii.allSatisfy { $0 == 0 } && whole(minX) && whole(minY) && whole(maxX) && whole(maxY)
    }

    /// Corner point and the unit diagonal pointing into the shape.
    private func corner(_ c: Int) -> (x: Double, y: Double, dx: Double, dy: Double) {
        switch c {
        case 0: return (minX, minY, 1, 1)
        case 1: return (maxX, minY, -1, 1)
        case 2: return (maxX, maxY, -1, -1)
        default: return (minX, maxY, 1, -1)
        }
    }

    /// The offset, limited so the shape shrinks at most to its medial line.
    private func limited(_ offset: Double) -> Double {
        max(offset, -min(maxX - minX, maxY - minY) / 2)
    }

    /// Radius of corner `c` once the edge is offset by `offset` (0: sharp).
    private func offsetRadius(_ c: Int, _ offset: Double) -> Double {
        radii[c] > 0 ? max(radii[c] + offset, 0) : 0
    }

    func contourPlan(maxOffset: Double) -> ContourPlan {
        ContourPlan(segments: radii.map { $0 > 0 ? arcSegments(radius: $0 + max(maxOffset, 0), angle: .pi / 2) : 0 })
    }

    func forEachContourPoint(_ plan: ContourPlan, offset: Double, _ body: (Point) -> Void) {
        let d = limited(offset)
        for c in 0..<4 {
            let k = corner(c)
            let rho = offsetRadius(c, d)
            let cx = k.x + (rho - d) * k.dx, cy = k.y + (rho - d) * k.dy
            let n = plan.segments[c]
            if n == 0 { body(Point(x: cx, y: cy)); continue }
            let start = Double.pi + Double(c) * .pi / 2
            for i in 0...n {
                let t = start + (Double.pi / 2) * Double(i) / Double(n)
                body(Point(x: cx + rho * cos(t), y: cy + rho * sin(t)))
            }
        }
    }

    func signedDistance(x: Double, y: Double) -> Double {
        let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
        let c = x < cx ? (y < cy ? 0 : 3) : (y < cy ? 1 : 2)
        let r = radii[c]
        let qx = abs(x - cx) - ((maxX - minX) / 2 - r)
        let qy = abs(y - cy) - ((maxY - minY) / 2 - r)
        guard r > 0 else { return max(qx, qy) }
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - r
    }

    func verticalExtent(offset: Double) -> (Double, Double) {
        let d = limited(offset)
        return (minY - d, maxY + d)
    }

    func uniformRows(offsets: [Double]) -> (Double, Double)? {
        var top = -Double.infinity, bottom = Double.infinity
        for offset in offsets {
            let d = limited(offset)
            top = max(top, minY - d + max(offsetRadius(0, d), offsetRadius(1, d)))
            bottom = min(bottom, maxY + d - max(offsetRadius(2, d), offsetRadius(3, d)))
        }
        return top < bottom ? (top, bottom) : nil
    }

    func horizontalExtent(atY y: Double, offset: Double) -> (Double, Double)? {
        let d = limited(offset)
        let top = minY - d, bottom = maxY + d, left = minX - d, right = maxX + d
        guard bottom > top, right > left, y >= top, y <= bottom else { return nil }
        func inset(_ upper: Int, _ lower: Int) -> Double {
            let ru = offsetRadius(upper, d), rl = offsetRadius(lower, d)
            var dy: Double, rho: Double
            if y < top + ru { dy = top + ru - y; rho = ru } else if y > bottom - rl { dy = y - (bottom - rl); rho = rl } else { return 0 }
            return rho - (max(rho * rho - dy * dy, 0)).squareRoot()
        }
        return (left + inset(0, 3), right - inset(1, 2))
    }
}
