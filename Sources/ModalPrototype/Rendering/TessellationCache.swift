import ModalCore

/// The triangles of recently drawn primitives, so a shape that did not change since the last
/// frames is not tessellated again.
///
/// Most of a frame stays the same from one frame to the next (the spinner turns, one layer
/// slides), and on the software renderer the coverage rows of a rounded rectangle cost more
/// than filling it. Entries are keyed by the primitive (geometry and colour) and the
/// tessellator's scale, rasterisation and clip; the cache is emptied when it reaches
/// `capacity`, so shapes that change every frame cannot grow it.
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
    private var entries: [Key: TriangleMesh] = [:]
    /// Lookups answered from the cache and tessellations done, since creation.
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int = 256) { self.capacity = max(capacity, 1) }

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
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = part
        mesh.append(part)
    }
}
