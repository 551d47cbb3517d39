import Foundation
import ModalCore

/// A corner of a triangle: a position in pixels and a straight-alpha sRGB colour.
struct MeshVertex: Equatable {
    var x: Float
    var y: Float
    var color: Color
}

/// Indexed triangles in pixels, ready for one `SDL_RenderGeometry` call.
///
/// Triangles are drawn in the order they were added, so shapes appended later cover earlier ones.
struct TriangleMesh {
    private(set) var vertices: [MeshVertex] = []
    private(set) var indices: [Int32] = []
    /// True while every triangle came from `addRect`: vertices then form consecutive groups of
    /// four (top-left, top-right, bottom-right, bottom-left) of one colour each.
    private(set) var isRectangles = true

    var triangleCount: Int { indices.count / 3 }
    var isEmpty: Bool { indices.isEmpty }

    /// Forgets every triangle but keeps the storage, so a mesh reused per frame does not reallocate.
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        isRectangles = true
    }

    /// Adds a vertex and returns its index.
    mutating func addVertex(_ p: Point, _ color: Color) -> Int32 {
        isRectangles = false
        return appendVertex(p.x, p.y, color)
    }

    private mutating func appendVertex(_ x: Double, _ y: Double, _ color: Color) -> Int32 {
        vertices.append(MeshVertex(x: Float(x), y: Float(y), color: color))
        return Int32(vertices.count - 1)
    }

    mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        isRectangles = false
        appendIndices(a, b, c)
    }

    private mutating func appendIndices(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a); indices.append(b); indices.append(c)
    }

    /// Two triangles covering the quadrilateral `a b c d` (corners in order around it).
    mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        addTriangle(a, b, c); addTriangle(a, c, d)
    }

    /// An axis-aligned rectangle of one colour, without feathering.
    mutating func addRect(x0: Double, y0: Double, x1: Double, y1: Double, _ color: Color) {
        let a = appendVertex(x0, y0, color), b = appendVertex(x1, y0, color)
        let c = appendVertex(x1, y1, color), d = appendVertex(x0, y1, color)
        appendIndices(a, b, c); appendIndices(a, c, d)
    }

    /// Triangles joining two closed contours with the same number of points, point i to point i.
    mutating func addStrip(_ first: Int32, _ second: Int32, count n: Int) {
        guard n > 1 else { return }
        for i in 0..<n {
            let j = (i + 1) % n
            addQuad(first + Int32(i), second + Int32(i), second + Int32(j), first + Int32(j))
        }
    }
}

/// Turns fills, strokes and lines into anti-aliased triangles in pixels (pure Swift, no SDL).
///
/// Coverage is the usual signed-distance ramp: a pixel whose centre lies `d` pixels outside a
/// shape's edge (negative inside) is covered `clamp(0.5 − d, 0, 1)`. How that ramp reaches the
/// screen depends on the rasteriser:
///
/// - `.subpixel` (GPU renderers, which honour fractional vertex positions): a convex contour
///   (corner arcs with a chord error under 0.1 px) inset by 0.5 px is filled as a fan at full
///   alpha, and a ring of quads from that inset contour to the contour pushed out by 0.5 px
///   fades to alpha 0, so the interpolated alpha *is* the ramp.
/// - `.wholePixel` (SDL's software renderer, which truncates every vertex to whole pixels):
///   the ramp is evaluated at pixel centres and emitted as pixel-aligned rectangles (runs of
///   equal coverage merged across rows), which that rasteriser reproduces exactly.
///
/// Either way an axis-aligned, square-cornered rectangle whose edges land on whole pixels is
/// one unfeathered quad (exact colours), anything thinner than one pixel is drawn one pixel
/// wide with its alpha scaled by its width, and shapes with non-finite or non-positive size
/// produce nothing.
struct Tessellator {
    /// How the target rasteriser treats vertex positions.
    enum Rasterization: Equatable {
        /// Fractional vertex positions are honoured (OpenGL, Direct3D, Metal renderers).
        case subpixel
        /// Vertices are truncated to whole pixels (`SDL_CreateSoftwareRenderer`).
        case wholePixel
    }

    /// Largest distance, in pixels, between a corner arc and its polygon.
    static let maxChordError = 0.1
    /// Coordinates and widths are limited to ±this many pixels, where `Float` vertices are
    /// still exact to a pixel: rectangles are clamped to it, lines clipped to it.
    static let coordinateLimit = 1e7

    /// Pixels per canvas point.
    var pixelScale: Double
    var rasterization: Rasterization
    /// The target's size in pixels: `.wholePixel` generates no rows or columns outside it
    /// (SDL would clip them anyway). Nil: no limit.
    var clipSize: (width: Int, height: Int)?

    init(pixelScale: Double, rasterization: Rasterization = .subpixel, clipSize: (width: Int, height: Int)? = nil) {
        precondition(pixelScale.isFinite && pixelScale > 0, "pixelScale must be positive, got \(pixelScale)")
        self.pixelScale = pixelScale
        self.rasterization = rasterization
        self.clipSize = clipSize
    }

    /// Appends the triangles of `primitive`; false for text (drawn from textures, not triangles).
    @discardableResult
    func append(_ primitive: Primitive, to mesh: inout TriangleMesh) -> Bool {
        switch primitive {
        case let .fill(rect, radii, color): appendFill(rect, radii, color, to: &mesh)
        case let .stroke(rect, radii, width, color): appendStroke(rect, radii, width: width, color, to: &mesh)
        case let .line(from, to, width, color): appendLine(from: from, to: to, width: width, color, to: &mesh)
        case .text: return false
        }
        return true
    }

    /// A filled rounded rectangle (zero radii: square corners).
    func appendFill(_ rect: Rect, _ radii: CornerRadii, _ color: Color, to mesh: inout TriangleMesh) {
        guard color.a > 0, var shape = RoundedRectShape(rect, radii, scale: pixelScale) else { return }
        var color = color
        // Thinner than a pixel: one pixel wide, fainter.
        let w = shape.maxX - shape.minX, h = shape.maxY - shape.minY
        if w < 1 || h < 1 {
            color = color.withOpacity(min(w, 1) * min(h, 1))
            shape = shape.thickened(toAtLeast: 1)
            guard color.a > 0 else { return }
        }
        if shape.isPixelAlignedRect {
            mesh.addRect(x0: shape.minX, y0: shape.minY, x1: shape.maxX, y1: shape.maxY, color)
            return
        }
        switch rasterization {
        case .subpixel: addFeatheredFill(shape, color, to: &mesh)
        case .wholePixel: addCoverage(shape, ring: nil, color, to: &mesh)
        }
    }

    /// The outline of a rounded rectangle: a ring `width` points wide centred on its edge.
    func appendStroke(_ rect: Rect, _ radii: CornerRadii, width: Double, _ color: Color, to mesh: inout TriangleMesh) {
        guard color.a > 0, width.isFinite, width > 0,
              let shape = RoundedRectShape(rect, radii, scale: pixelScale, allowEmpty: true) else { return }
        var color = color
        var w = min(width * pixelScale, Tessellator.coordinateLimit)
        if w < 1 { color = color.withOpacity(w); w = 1 }
        guard color.a > 0 else { return }
        switch rasterization {
        case .subpixel: addFeatheredRing(shape, halfWidth: w / 2, color, to: &mesh)
        case .wholePixel: addCoverage(shape, ring: w / 2, color, to: &mesh)
        }
    }

    /// A straight line with round caps: a capsule of radius `width / 2` around the segment.
    /// A zero-length line is a round dot.
    func appendLine(from a: Point, to b: Point, width: Double, _ color: Color, to mesh: inout TriangleMesh) {
        guard color.a > 0, width.isFinite, width > 0, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite,
              let (p, q) = clipToLimit(Point(x: a.x * pixelScale, y: a.y * pixelScale),
                                       Point(x: b.x * pixelScale, y: b.y * pixelScale)) else { return }
        var color = color
        var w = min(width * pixelScale, Tessellator.coordinateLimit)
        if w < 1 { color = color.withOpacity(w); w = 1 }
        guard color.a > 0 else { return }
        let shape = CapsuleShape(from: p, to: q, radius: w / 2)
        switch rasterization {
        case .subpixel: addFeatheredFill(shape, color, to: &mesh)
        case .wholePixel: addCoverage(shape, ring: nil, color, to: &mesh)
        }
    }

    /// The part of segment `a b` inside ±`coordinateLimit` (Liang–Barsky); nil when none is.
    private func clipToLimit(_ a: Point, _ b: Point) -> (Point, Point)? {
        let limit = Tessellator.coordinateLimit
        // Scale down first so differences of huge (even infinite-product) values stay finite.
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        if max(abs(a.x), abs(a.y), abs(b.x), abs(b.y)) <= limit { return (a, b) }
        let dx = b.x / 2 - a.x / 2, dy = b.y / 2 - a.y / 2
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, a.x / 2 + limit / 2), (dx, limit / 2 - a.x / 2),
                       (-dy, a.y / 2 + limit / 2), (dy, limit / 2 - a.y / 2)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            }
        }
        guard t0 <= t1 else { return nil }
        func at(_ t: Double) -> Point {
            Point(x: min(max(2 * (a.x / 2 + t * dx), -limit), limit), y: min(max(2 * (a.y / 2 + t * dy), -limit), limit))
        }
        return (at(t0), at(t1))
    }

    // MARK: Subpixel rasterisers: fan + feather ring

    private func addFeatheredFill<S: ContourShape>(_ shape: S, _ color: Color, to mesh: inout TriangleMesh) {
        let plan = shape.contourPlan(maxOffset: 0.5)
        let clear = color.withAlpha(0)
        let inner = addContour(shape, plan, offset: -0.5, color, to: &mesh)
        let outer = addContour(shape, plan, offset: 0.5, clear, to: &mesh)
        let n = plan.pointCount
        guard n >= 3 else { return }
        for k in 1..<(n - 1) { mesh.addTriangle(inner, inner + Int32(k), inner + Int32(k + 1)) }
        mesh.addStrip(inner, outer, count: n)
    }

    private func addFeatheredRing<S: ContourShape>(_ shape: S, halfWidth h: Double, _ color: Color,
                                                   to mesh: inout TriangleMesh) {
        let plan = shape.contourPlan(maxOffset: h + 0.5)
        let clear = color.withAlpha(0)
        let outside = addContour(shape, plan, offset: h + 0.5, clear, to: &mesh)
        let outerSolid = addContour(shape, plan, offset: h - 0.5, color, to: &mesh)
        let innerSolid = h > 0.5 ? addContour(shape, plan, offset: 0.5 - h, color, to: &mesh) : outerSolid
        let inside = addContour(shape, plan, offset: -h - 0.5, clear, to: &mesh)
        let n = plan.pointCount
        mesh.addStrip(outside, outerSolid, count: n)
        if innerSolid != outerSolid { mesh.addStrip(outerSolid, innerSolid, count: n) }
        mesh.addStrip(innerSolid, inside, count: n)
    }

    /// Adds the contour's points as vertices; returns the first one's index.
    private func addContour<S: ContourShape>(_ shape: S, _ plan: ContourPlan, offset: Double, _ color: Color,
                                             to mesh: inout TriangleMesh) -> Int32 {
        var first: Int32 = -1
        shape.forEachContourPoint(plan, offset: offset) { p in
            let i = mesh.addVertex(p, color)
            if first < 0 { first = i }
        }
        return first
    }

    // MARK: Whole-pixel rasterisers: coverage at pixel centres

    /// Emits the coverage of `shape` (or of the ring `|distance| ≤ ring` around its edge) as
    /// pixel-aligned rectangles of uniform alpha.
    private func addCoverage<S: CoverageShape>(_ shape: S, ring: Double?, _ color: Color, to mesh: inout TriangleMesh) {
        // Nested offsets of the edge; between consecutive ones the coverage is partial, full,
        // partial, then none (a fill has only the first two bands).
        let offsets: [Double]
        let kinds: [BandKind]
        if let h = ring {
            offsets = [h + 0.5, h - 0.5, 0.5 - h, -h - 0.5]
            kinds = [.partial, .full, .partial, .empty]
        } else {
            offsets = [0.5, -0.5]
            kinds = [.partial, .full]
        }
        let coverage: (Double, Double) -> Double
        if let h = ring {
            coverage = { x, y in 0.5 - (abs(shape.signedDistance(x: x, y: y)) - h) }
        } else {
            coverage = { x, y in 0.5 - shape.signedDistance(x: x, y: y) }
        }
        let maxColumn = clipSize.map { $0.width - 1 } ?? Int(1 << 24)
        let maxRow = clipSize.map { $0.height - 1 } ?? Int(1 << 24)
        let (top, bottom) = shape.verticalExtent(offset: offsets[0])
        let firstRow = clampedInt((top - 0.5).rounded(.up), 0, maxRow + 1)
        let lastRow = clampedInt((bottom - 0.5).rounded(.down), -1, maxRow)
        guard firstRow <= lastRow else { return }

        var merger = RunMerger(color: color)
        var ranges = [ClosedRange<Int>?](repeating: nil, count: offsets.count)
        let uniform = shape.uniformRows(offsets: offsets)
        var row = firstRow
        while row <= lastRow {
            defer { row += 1 }
            let yc = Double(row) + 0.5
            var outer: ClosedRange<Int>? = 0...maxColumn
            for (k, offset) in offsets.enumerated() {
                guard let bounds = outer, let (l, r) = shape.horizontalExtent(atY: yc, offset: offset) else {
                    outer = nil; ranges[k] = nil; continue
                }
                let lo = max(Double(bounds.lowerBound), min((l - 0.5).rounded(.up), Double(bounds.upperBound) + 1))
                let hi = min(Double(bounds.upperBound), max((r - 0.5).rounded(.down), Double(bounds.lowerBound) - 1))
                if lo <= hi {
                    ranges[k] = Int(lo)...Int(hi)
                } else {
                    ranges[k] = nil
                }
                outer = ranges[k]
            }
            merger.beginRow(row)
            if let r0 = ranges[0] {
                emitBand(0, r0, ranges: ranges, kinds: kinds, row: yc, color: color, coverage: coverage, into: &merger)
            }
            merger.endRow(into: &mesh)
            // The straight middle of a tall shape: every row until the end of the span is the same.
            if let (top, bottom) = uniform, yc >= top {
                let last = clampedInt((bottom - 0.5).rounded(.down), row, lastRow)
                if last > row {
                    merger.repeatRow(through: last)
                    row = last
                }
            }
        }
        merger.finish(into: &mesh)
    }

    private func emitBand(_ level: Int, _ range: ClosedRange<Int>, ranges: [ClosedRange<Int>?], kinds: [BandKind],
                          row yc: Double, color: Color, coverage: (Double, Double) -> Double,
                          into merger: inout RunMerger) {
        let kind = kinds[level]
        func emit(_ lo: Int, _ hi: Int) {
            guard lo <= hi else { return }
            switch kind {
            case .empty: break
            case .full: merger.add(lo, hi, alpha: color.a)
            case .partial:
                for x in lo...hi {
                    let c = min(max(coverage(Double(x) + 0.5, yc), 0), 1)
                    merger.add(x, x, alpha: UInt8((c * Double(color.a)).rounded()))
                }
            }
        }
        if level + 1 < ranges.count, let inner = ranges[level + 1] {
            emit(range.lowerBound, inner.lowerBound - 1)
            emitBand(level + 1, inner, ranges: ranges, kinds: kinds, row: yc, color: color, coverage: coverage,
                     into: &merger)
            emit(inner.upperBound + 1, range.upperBound)
        } else {
            emit(range.lowerBound, range.upperBound)
        }
    }
}

// MARK: - Shapes in pixels

private enum BandKind { case partial, full, empty }

/// How many points each part of a contour gets, shared by every offset of one shape so that
/// contours can be joined point to point.
struct ContourPlan {
    /// Arc segments per rounded part (0: a single sharp point).
    var segments: [Int]
    var pointCount: Int { segments.reduce(0) { $0 + ($1 == 0 ? 1 : $1 + 1) } }
}

/// `value` as an integer, limited to `low...high` (NaN gives `low`).
private func clampedInt(_ value: Double, _ low: Int, _ high: Int) -> Int {
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

// MARK: - Runs of equal coverage

/// Collects a row's runs of equal alpha and merges identical runs of consecutive rows into
/// one rectangle, so a straight edge or a solid interior costs one quad, not one per pixel.
private struct RunMerger {
    struct Run: Equatable { var x0: Int; var x1: Int; var alpha: UInt8 }
    let color: Color
    private var open: [(run: Run, firstRow: Int)] = []
    private var current: [Run] = []
    private var row = 0

    init(color: Color) { self.color = color }

    mutating func beginRow(_ y: Int) {
        row = y
        current.removeAll(keepingCapacity: true)
    }

    /// Adds columns `x0...x1` at `alpha`, left to right.
    mutating func add(_ x0: Int, _ x1: Int, alpha: UInt8) {
        guard alpha > 0 else { return }
        if let last = current.last, last.x1 + 1 == x0, last.alpha == alpha {
            current[current.count - 1].x1 = x1
        } else {
            current.append(Run(x0: x0, x1: x1, alpha: alpha))
        }
    }

    mutating func endRow(into mesh: inout TriangleMesh) {
        var next: [(run: Run, firstRow: Int)] = []
        next.reserveCapacity(current.count)
        var i = 0
        for run in current {
            while i < open.count, open[i].run.x0 < run.x0 { close(open[i], into: &mesh); i += 1 }
            if i < open.count, open[i].run == run {
                next.append(open[i]); i += 1
            } else {
                next.append((run, row))
            }
        }
        while i < open.count { close(open[i], into: &mesh); i += 1 }
        open = next
    }

    /// Declares rows up to `y` identical to the current one, which keeps its runs open.
    mutating func repeatRow(through y: Int) {
        row = y
    }

    /// Closes every run still open after the last row.
    mutating func finish(into mesh: inout TriangleMesh) {
        row += 1
        for o in open { close(o, into: &mesh) }
        open.removeAll()
    }

    /// Emits a run that covered rows `firstRow..<row`.
    private func close(_ o: (run: Run, firstRow: Int), into mesh: inout TriangleMesh) {
        mesh.addRect(x0: Double(o.run.x0), y0: Double(o.firstRow), x1: Double(o.run.x1 + 1), y1: Double(row),
                     Color(r: color.r, g: color.g, b: color.b, a: o.run.alpha))
    }
}
