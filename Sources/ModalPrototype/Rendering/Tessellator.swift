import FoundationEssentials
import Glibc
import ModalCore

/// Turns fills, strokes and lines into anti-aliased triangles in pixels (pure Swift, no SDL).
///
/// Coverage is the usual signed-distance ramp: a pixel whose centre lies `d` pixels outside a
/// shape's edge (negative inside) is covered `clamp(0.5 − d, 0, 1)`. How that ramp reaches the
/// screen depends on the rasteriser:
///
/// - `.subpixel` (GPU renderers, which honour fractional vertex positions): a convex contour
///   (corner arcs with a chord error under 0.1 px) inset by 0.5 px is filled at full alpha (a
///   rounded rectangle as corner fans and bands, `RoundedRectShape.addInterior`; other shapes
///   as horizontal slabs, `TriangleMesh.addConvexPolygon`), and a ring of quads from that inset
///   contour to the contour pushed out by 0.5 px fades to alpha 0, so the interpolated alpha
///   *is* the ramp. Long gentle curves drawn line by line are one strip (`appendPolyline`).
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

    // MARK: Subpixel rasterisers: filled polygon + feather ring

    private func addFeatheredFill<S: ContourShape>(_ shape: S, _ color: Color, to mesh: inout TriangleMesh) {
        let plan = shape.contourPlan(maxOffset: 0.5)
        let clear = color.withAlpha(0)
        let inner = addContour(shape, plan, offset: -0.5, color, to: &mesh)
        let outer = addContour(shape, plan, offset: 0.5, clear, to: &mesh)
        let n = plan.pointCount
        guard n >= 3 else { return }
        shape.addInterior(from: inner, plan: plan, to: &mesh)
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
