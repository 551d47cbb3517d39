import FoundationEssentials
import Glibc
import ModalCore

/// The points within `radius` pixels of a segment: a line with round caps.
struct CapsuleShape: ContourShape, CoverageShape {
    var a: Point
    var b: Point
    var radius: Double
    /// Unit direction from `a` to `b` ((1, 0) for a dot) and the segment's length.
    private let ux: Double, uy: Double, length: Double

    init(from a: Point, to b: Point, radius: Double) {
        self.a = a; self.b = b; self.radius = radius
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        length = len
        if len > 0 { ux = dx / len; uy = dy / len } else { ux = 1; uy = 0 }
    }

    func contourPlan(maxOffset: Double) -> ContourPlan {
        let n = max(arcSegments(radius: radius + max(maxOffset, 0), angle: .pi), 2)
        return ContourPlan(segments: [n, n])
    }

    func forEachContourPoint(_ plan: ContourPlan, offset: Double, _ body: (Point) -> Void) {
        let r = max(radius + offset, 0)
        let heading = atan2(uy, ux)
        for (end, cap) in [(b, 0), (a, 1)] {
            let n = plan.segments[cap]
            let start = heading - .pi / 2 + Double(cap) * .pi
            for i in 0...n {
                let t = start + Double.pi * Double(i) / Double(n)
                body(Point(x: end.x + r * cos(t), y: end.y + r * sin(t)))
            }
        }
    }

    func signedDistance(x: Double, y: Double) -> Double {
        let px = x - a.x, py = y - a.y
        let t = min(max(px * ux + py * uy, 0), length)
        let ex = px - t * ux, ey = py - t * uy
        return (ex * ex + ey * ey).squareRoot() - radius
    }

    func verticalExtent(offset: Double) -> (Double, Double) {
        let r = radius + offset
        return (min(a.y, b.y) - r, max(a.y, b.y) + r)
    }

    func uniformRows(offsets: [Double]) -> (Double, Double)? { nil }

    func horizontalExtent(atY y: Double, offset: Double) -> (Double, Double)? {
        let r = radius + offset
        guard r > 0 else { return nil }
        var lo = Double.infinity, hi = -Double.infinity
        func include(_ l: Double, _ h: Double) { lo = min(lo, l); hi = max(hi, h) }
        func cap(_ end: Point) {
            let dy = y - end.y
            if abs(dy) <= r { let half = (r * r - dy * dy).squareRoot(); include(end.x - half, end.x + half) }
        }
        cap(a)
        cap(b)
        if length > 0 {
            // Along the segment: 0 ≤ s(x) ≤ length and −r ≤ p(x) ≤ r, both linear in x.
            var bandLo = -Double.infinity, bandHi = Double.infinity
            var empty = false
            func constrain(slope: Double, intercept: Double, _ low: Double, _ high: Double) {
                if slope == 0 {
                    if intercept < low || intercept > high { empty = true }
                } else {
                    let x0 = (low - intercept) / slope, x1 = (high - intercept) / slope
                    bandLo = max(bandLo, min(x0, x1)); bandHi = min(bandHi, max(x0, x1))
                }
            }
            constrain(slope: ux, intercept: (y - a.y) * uy - a.x * ux, 0, length)
            constrain(slope: -uy, intercept: (y - a.y) * ux + a.x * uy, -r, r)
            if !empty, bandLo <= bandHi { include(bandLo, bandHi) }
        }
        return lo <= hi ? (lo, hi) : nil
    }
}
