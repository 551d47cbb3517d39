import FoundationEssentials
import Glibc
import ModalCore

extension Tessellator {
    /// Fewest segments drawn as a strip: curves (48 and more), not glyphs (the Wi-Fi arcs' 6).
    static let minimumSegments = 16

    /// A chain of straight lines (`points[0]` to `points[1]` to …) as one feathered strip with
    /// mitred joins and round dots at both ends, for subpixel rasterisers.
    ///
    /// Drawn one capsule per segment, the inspector's 136 curve segments were 4,624 triangles,
    /// most of them a pixel thin (a tile rasteriser shades whole 4×4 blocks of each); as a strip
    /// a segment is six triangles, plus the two end dots.
    ///
    /// - Returns: false (nothing added) when the chain keeps its capsules: whole-pixel
    ///   rasterisation, fewer than `minimumSegments` segments, non-finite input, a join sharper
    ///   than 120°, or a bend tighter than 8 × the strip's reach.
    func appendPolyline(_ points: [Point], width: Double, _ color: Color, to mesh: inout TriangleMesh) -> Bool {
        guard rasterization == .subpixel, points.count > Tessellator.minimumSegments, color.a > 0, width.isFinite, width > 0 else { return false }
        var pixels = points.map { Point(x: $0.x * pixelScale, y: $0.y * pixelScale) }
        guard pixels.allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) <= Tessellator.coordinateLimit
                                  && abs($0.y) <= Tessellator.coordinateLimit }) else { return false }
        pixels = pixels.enumerated().filter { i, p in i == 0 || p != pixels[i - 1] }.map(\.element)
        guard pixels.count >= 2 else { return false }
        var color = color
        var w = min(width * pixelScale, Tessellator.coordinateLimit)
        if w < 1 { color = color.withOpacity(w); w = 1 }
        guard color.a > 0 else { return false }

        // Lengths and unit normals of the segments, then a mitre vector per point (length
        // 1/cos(half the turn)).
        let lengths = (1..<pixels.count).map { k -> Double in
            let dx = pixels[k].x - pixels[k - 1].x, dy = pixels[k].y - pixels[k - 1].y
            return (dx * dx + dy * dy).squareRoot()
        }
        let normals = (1..<pixels.count).map { k -> Point in
            Point(x: -(pixels[k].y - pixels[k - 1].y) / lengths[k - 1], y: (pixels[k].x - pixels[k - 1].x) / lengths[k - 1])
        }
        let reach = w / 2 + 0.5   // the strip's outer rows, either side of the line
        var mitres: [Point] = [normals[0]]
        for k in 1..<normals.count {
            let a = normals[k - 1], b = normals[k]
            let cosine = a.x * b.x + a.y * b.y
            guard cosine > -0.5 else { return false }   // a join sharper than 120°
            // Only gentle bends: a radius of curvature of at least 8 × the strip's reach. On a
            // tighter one (the status bar's Wi-Fi arcs: 2.4 pt radius, 3.6 pt wide) the strip's
            // linear edge ramps drift from the capsules' distance ramp by up to 84 of 255.
            let turn = acos(min(max(cosine, -1), 1))
            guard turn * 8 * reach <= min(lengths[k - 1], lengths[k]) else { return false }
            let sum = Point(x: a.x + b.x, y: a.y + b.y)
            let scale = 2 / (sum.x * sum.x + sum.y * sum.y)   // m = (a + b) / (1 + a·b)
            mitres.append(Point(x: sum.x * scale, y: sum.y * scale))
        }
        mitres.append(normals[normals.count - 1])

        // Four rows of vertices along the line: outside (clear), solid edge, solid edge, outside.
        let h = w / 2
        let clear = color.withAlpha(0)
        let offsets: [(Double, Color)] = [(h + 0.5, clear), (max(h - 0.5, 0), color), (-max(h - 0.5, 0), color), (-h - 0.5, clear)]
        var rows: [Int32] = []
        for (offset, c) in offsets {
            var first: Int32 = -1
            for (p, m) in zip(pixels, mitres) {
                let i = mesh.addVertex(Point(x: p.x + m.x * offset, y: p.y + m.y * offset), c)
                if first < 0 { first = i }
            }
            rows.append(first)
        }
        for r in 0..<3 {
            for k in 0..<(pixels.count - 1) {
                let a = rows[r] + Int32(k), b = rows[r + 1] + Int32(k)
                mesh.addQuad(a, a + 1, b + 1, b)
            }
        }
        // Round ends, as a capsule's.
        for end in [pixels[0], pixels[pixels.count - 1]] {
            let dot = Point(x: end.x / pixelScale, y: end.y / pixelScale)
            appendLine(from: dot, to: dot, width: width, color, to: &mesh)
        }
        return true
    }
}
