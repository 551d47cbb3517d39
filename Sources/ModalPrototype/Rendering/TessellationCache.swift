import ModalCore

/// The triangles of recently drawn primitives, so a shape that did not change since the last
/// frames is not tessellated again.
///
/// Most of a frame stays the same from one frame to the next (the spinner turns, one layer
/// slides), and on the software renderer the coverage rows of a rounded rectangle cost more
/// than filling it. Entries are keyed by the primitive (geometry and colour) and the
/// tessellator's scale, rasterisation and clip; the cache is emptied when it reaches
/// `capacity` entries or `vertexBudget` vertices, so shapes that change every frame cannot
/// grow it, and a shape bigger than a quarter of the budget (an 8000-pixel rounded card) is
/// not kept at all.
struct TessellationCache {
    private struct Key: Hashable {
        var primitive: Primitive
        var pixelScale: Double
        var wholePixel: Bool
        var clipWidth: Int
        var clipHeight: Int
    }

    /// Most primitives remembered.
    let capacity: Int
    /// Most vertices kept over all entries (a vertex is 12 bytes).
    let vertexBudget: Int
    private var entries: [Key: TriangleMesh] = [:]
    private var vertices = 0
    /// Lookups answered from the cache and tessellations done, since creation.
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int = 256, vertexBudget: Int = 65_536) {
        self.capacity = max(capacity, 1)
        self.vertexBudget = max(vertexBudget, 4)
    }

    /// Appends the triangles of `primitive` to `mesh`, from the cache or from `tessellator`.
    mutating func append(_ primitive: Primitive, with tessellator: Tessellator, to mesh: inout TriangleMesh) {
        let key = Key(primitive: primitive, pixelScale: tessellator.pixelScale,
                      wholePixel: tessellator.rasterization == .wholePixel,
                      clipWidth: tessellator.clipSize?.width ?? -1, clipHeight: tessellator.clipSize?.height ?? -1)
        if let part = entries[key] {
            hits += 1
            mesh.append(part)
            return
        }
        misses += 1
        var part = TriangleMesh()
        tessellator.append(primitive, to: &part)
        if part.isRectangles { part = Self.groupedByColour(part) }
        mesh.append(part)
        let size = part.vertices.count
        guard size <= vertexBudget / 4 else { return }
        if entries.count >= capacity || vertices + size > vertexBudget {
            entries.removeAll(keepingCapacity: true)
            vertices = 0
        }
        entries[key] = part
        vertices += size
    }

    /// The rectangles of `part` reordered so that equal colours are consecutive (stable),
    /// when no two of them overlap (then order cannot change a pixel): the software renderer
    /// sends one `SDL_RenderFillRects` call per run of a colour, and a shape's anti-aliased
    /// rim holds many coverage levels, each scattered over its corners. Parts with overlaps,
    /// or too many rectangles to check (over 512), are left as they are.
    static func groupedByColour(_ part: TriangleMesh) -> TriangleMesh {
        let v = part.vertices
        let count = v.count / 4
        guard count > 2, count <= 512 else { return part }
        struct R { var x0: Float, y0: Float, x1: Float, y1: Float, color: Color, order: Int }
        var rects: [R] = []
        rects.reserveCapacity(count)
        for i in 0..<count {
            let a = v[4 * i], c = v[4 * i + 2]
            rects.append(R(x0: min(a.x, c.x), y0: min(a.y, c.y), x1: max(a.x, c.x), y1: max(a.y, c.y), color: a.color, order: i))
        }
        for i in 0..<count {
            for j in (i + 1)..<count where rects[i].color != rects[j].color {
                let p = rects[i], q = rects[j]
                if p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1 { return part }
            }
        }
        func key(_ c: Color) -> UInt32 { UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a) }
        rects.sort { (key($0.color), $0.order) < (key($1.color), $1.order) }
        var out = TriangleMesh()
        for r in rects {
            out.addRect(x0: Double(r.x0), y0: Double(r.y0), x1: Double(r.x1), y1: Double(r.y1), r.color)
        }
        return out
    }
}
