import ModalCore

extension RoundedRectShape {
    /// Triangles covering the inside of this shape's contour, whose `plan.pointCount` points
    /// (from `forEachContourPoint`, clockwise from the top-left arc) start at vertex `first`:
    /// a fan in each rounded corner around its arc's centre, and at most five axis-aligned
    /// bands of two triangles for the rest.
    ///
    /// The same pixels as `TriangleMesh.addConvexPolygon`, but no triangle crosses the whole
    /// width where the corners curve: a slab there is a sliver a pixel or two high across the
    /// shape, and a tile-based rasteriser (Mesa's llvmpipe) shades every 4×4 block along a
    /// sliver's edges. Here only the small fan triangles meet the curve. Every shared edge is
    /// horizontal or vertical between identical `Float` coordinates, so the pieces meet
    /// without gaps or double coverage.
    func addInterior(from first: Int32, plan: ContourPlan, to mesh: inout TriangleMesh) {
        let count = plan.pointCount
        guard count >= 3, plan.segments.count == 4 else { return mesh.addConvexPolygon(first, count: count) }
        let color = mesh.vertices[Int(first)].color
        // Each corner's first and last points, and the centre of its arc (the corner itself when sharp).
        var start = Int(first)
        var ends: [(first: MeshVertex, last: MeshVertex)] = []
        var centres: [(x: Float, y: Float)] = []
        for c in 0..<4 {
            let n = plan.segments[c]
            let a = mesh.vertices[start], b = mesh.vertices[start + n]
            ends.append((a, b))
            // Arcs run from a horizontal radius to a vertical one (corners 0 and 2) or back.
            let centre = c % 2 == 0 ? (x: b.x, y: a.y) : (x: a.x, y: b.y)
            centres.append(centre)
            if n > 0 {
                let hub = mesh.addVertex(Point(x: Double(centre.x), y: Double(centre.y)), color)
                for i in 0..<n { mesh.addTriangle(hub, Int32(start + i), Int32(start + i + 1)) }
            }
            start += n + 1
        }
        // The rest: between the corner boxes, bands from one corner level to the next.
        let top = ends[0].last.y, left = ends[0].first.x, right = ends[1].last.x, bottom = ends[2].last.y
        let levels = Set([top, centres[0].y, centres[1].y, centres[2].y, centres[3].y, bottom]
            .filter { $0 >= top && $0 <= bottom }).sorted()
        for (y0, y1) in zip(levels, levels.dropFirst()) where y1 > y0 {
            // A band inside a corner's box starts or ends at that corner's centre.
            var x0 = left, x1 = right
            if y1 <= centres[0].y { x0 = max(x0, centres[0].x) }
            if y0 >= centres[3].y { x0 = max(x0, centres[3].x) }
            if y1 <= centres[1].y { x1 = min(x1, centres[1].x) }
            if y0 >= centres[2].y { x1 = min(x1, centres[2].x) }
            guard x1 > x0 else { continue }
            let a = mesh.addVertex(Point(x: Double(x0), y: Double(y0)), color)
            let b = mesh.addVertex(Point(x: Double(x1), y: Double(y0)), color)
            let c = mesh.addVertex(Point(x: Double(x1), y: Double(y1)), color)
            let d = mesh.addVertex(Point(x: Double(x0), y: Double(y1)), color)
            mesh.addQuad(a, b, c, d)
        }
    }
}
