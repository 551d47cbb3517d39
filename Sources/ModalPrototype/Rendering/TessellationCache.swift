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
}
