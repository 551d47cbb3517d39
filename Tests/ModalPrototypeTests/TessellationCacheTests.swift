import Testing
import ModalCore
@testable import ModalPrototype

/// The tessellation cache answers repeated shapes from memory, stays within its budget, and
/// groups a shape's rectangles by colour only when none overlap.
@Suite struct TessellationCacheTests {
    static let red = Color(r: 255, g: 0, b: 0, a: 128), blue = Color(r: 0, g: 0, b: 255, a: 64)

    /// Colour runs in a rectangle mesh, in order.
    static func runs(_ m: TriangleMesh) -> [Color] {
        var out: [Color] = []
        for i in stride(from: 0, to: m.vertices.count, by: 4) where out.last != m.vertices[i].color {
            out.append(m.vertices[i].color)
        }
        return out
    }

    @Test func disjointRectanglesAreGroupedByColourKeepingEachOne() {
        var m = TriangleMesh()
        for i in 0..<6 { m.addRect(x0: Double(i), y0: 0, x1: Double(i + 1), y1: 1, i % 2 == 0 ? Self.red : Self.blue) }
        let g = TessellationCache.groupedByColour(m)
        #expect(Self.runs(m).count == 6)
        #expect(Self.runs(g).count == 2)
        #expect(g.vertices.count == m.vertices.count && g.indices.count == m.indices.count && g.isRectangles)
        let before = Set(stride(from: 0, to: m.vertices.count, by: 4).map { "\(m.vertices[$0].x) \(m.vertices[$0].color)" })
        let after = Set(stride(from: 0, to: g.vertices.count, by: 4).map { "\(g.vertices[$0].x) \(g.vertices[$0].color)" })
        #expect(before == after)
    }

    @Test func overlappingRectanglesKeepTheirOrder() {
        var m = TriangleMesh()
        m.addRect(x0: 0, y0: 0, x1: 2, y1: 2, Self.red)
        m.addRect(x0: 1, y0: 1, x1: 3, y1: 3, Self.blue)
        m.addRect(x0: 5, y0: 5, x1: 6, y1: 6, Self.red)
        #expect(TessellationCache.groupedByColour(m).vertices == m.vertices)
    }

    @Test func aRepeatedShapeIsTessellatedOnce() {
        var cache = TessellationCache()
        let t = Tessellator(pixelScale: 2, rasterization: .wholePixel, clipSize: (780, 1688))
        let card = Primitive.fill(Rect(x: 10, y: 10, width: 200, height: 120), CornerRadii(all: 12), Self.red)
        var first = TriangleMesh(), second = TriangleMesh(), direct = TriangleMesh()
        cache.append(card, with: t, to: &first)
        cache.append(card, with: t, to: &second)
        t.append(card, to: &direct)
        #expect(cache.misses == 1 && cache.hits == 1)
        #expect(first.vertices == second.vertices)
        #expect(first.vertices.count == direct.vertices.count)
    }

    @Test func aShapeOverAQuarterOfTheBudgetIsNotKept() {
        var cache = TessellationCache(capacity: 8, vertexBudget: 16)
        let t = Tessellator(pixelScale: 2, rasterization: .wholePixel)
        let card = Primitive.fill(Rect(x: 0, y: 0, width: 300, height: 300), CornerRadii(all: 40), Self.blue)
        var m = TriangleMesh()
        cache.append(card, with: t, to: &m)
        cache.append(card, with: t, to: &m)
        #expect(cache.misses == 2 && cache.hits == 0)
    }
}
