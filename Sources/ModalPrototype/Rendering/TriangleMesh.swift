import FoundationEssentials
import Glibc
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

    /// Appends every triangle of `part` after the ones already here.
    mutating func append(_ part: TriangleMesh) {
        let base = Int32(vertices.count)
        vertices += part.vertices
        indices.reserveCapacity(indices.count + part.indices.count)
        for i in part.indices { indices.append(i + base) }
        isRectangles = isRectangles && part.isRectangles
    }

    /// Triangles covering the convex polygon of the `n` vertices from `first` (in order around
    /// it), as horizontal slabs from its top to its bottom.
    ///
    /// The polygon is split at its topmost and bottommost corners into two chains, and each
    /// triangle joins the next corner down on one chain to the current pair. Compared with a fan
    /// from one corner (long slivers across the whole shape), a tile-based rasteriser such as
    /// Mesa's llvmpipe sees a few large triangles that cover whole tiles, plus thin slabs only
    /// where the outline curves: the same pixels, less per-tile edge work.
    mutating func addConvexPolygon(_ first: Int32, count n: Int) {
        guard n >= 3 else { return }
        isRectangles = false
        let base = Int(first)
        func y(_ k: Int) -> Float { vertices[base + k].y }
        func index(_ k: Int) -> Int32 { Int32(base + k) }
        func next(_ k: Int) -> Int { (k + 1) % n }
        func previous(_ k: Int) -> Int { (k + n - 1) % n }
        var top = 0
        for k in 1..<n where y(k) < y(top) { top = k }
        // The corners not yet covered run forward from `left` to `right`; each step covers the
        // higher of the two next ones down, so every triangle is a slab between two heights.
        var left = next(top), right = previous(top)
        appendIndices(index(top), index(left), index(right))
        while next(left) != right {
            let down = (left: next(left), right: previous(right))
            if down.left == down.right {
                appendIndices(index(left), index(down.left), index(right))
                break
            }
            if y(down.left) <= y(down.right) {
                appendIndices(index(left), index(down.left), index(right))
                left = down.left
            } else {
                appendIndices(index(left), index(right), index(down.right))
                right = down.right
            }
        }
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
