import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// `RoundedRectShape.addInterior`: corner fans and bands that tile the inset contour exactly,
/// with no sliver across the shape where its corners curve.
@Suite struct RoundedRectInteriorTests {
    let red = Color(r: 255, g: 0, b: 0)

    /// The shape's contour inset by half a pixel (as `Tessellator` fills it) and its interior.
    func interior(_ rect: Rect, _ radii: CornerRadii) -> (mesh: TriangleMesh, contour: [Point])? {
        guard let shape = RoundedRectShape(rect, radii, scale: 1) else { return nil }
        let plan = shape.contourPlan(maxOffset: 0.5)
        var mesh = TriangleMesh()
        var contour: [Point] = []
        shape.forEachContourPoint(plan, offset: -0.5) { contour.append($0) }
        let first = mesh.addVertex(contour[0], red)
        for p in contour.dropFirst() { _ = mesh.addVertex(p, red) }
        shape.addInterior(from: first, plan: plan, to: &mesh)
        return (mesh, contour)
    }

    func triangles(_ mesh: TriangleMesh) -> [(MeshVertex, MeshVertex, MeshVertex)] {
        let v = mesh.vertices, i = mesh.indices.map(Int.init)
        return stride(from: 0, to: i.count, by: 3).map { (v[i[$0]], v[i[$0 + 1]], v[i[$0 + 2]]) }
    }

    func area(_ t: (MeshVertex, MeshVertex, MeshVertex)) -> Double {
        let (a, b, c) = t
        return abs(Double((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))) / 2
    }

    static let shapes: [(Rect, CornerRadii)] = [
        (Rect(x: 10, y: 20, width: 700, height: 60), CornerRadii(topLeft: 20, topRight: 20, bottomRight: 0, bottomLeft: 0)),
        (Rect(x: 0.3, y: 7.6, width: 120.5, height: 90.25), CornerRadii(topLeft: 10, topRight: 10, bottomRight: 10, bottomLeft: 10)),
        (Rect(x: 5, y: 5, width: 80, height: 40), CornerRadii(topLeft: 20, topRight: 20, bottomRight: 20, bottomLeft: 20)),   // a capsule
        (Rect(x: 5, y: 5, width: 80, height: 40), CornerRadii(topLeft: 3, topRight: 0, bottomRight: 17, bottomLeft: 0.3)),
        (Rect(x: 1, y: 1, width: 30, height: 30), CornerRadii(topLeft: 40, topRight: 40, bottomRight: 40, bottomLeft: 40)),   // clamped
        (Rect(x: 2.5, y: 3.25, width: 50, height: 9), .zero),
        (Rect(x: 15, y: 900, width: 750, height: 772), CornerRadii(topLeft: 79.45, topRight: 79.45, bottomRight: 79.45, bottomLeft: 79.45)),
    ]

    @Test(arguments: 0..<shapes.count)
    func thePiecesCoverTheContourOnce(index: Int) throws {
        let (rect, radii) = Self.shapes[index]
        let (mesh, contour) = try #require(interior(rect, radii))
        var sum = 0.0
        for t in triangles(mesh) { sum += area(t) }
        var shoelace = 0.0
        for k in 0..<contour.count {
            let a = contour[k], b = contour[(k + 1) % contour.count]
            shoelace += a.x * b.y - b.x * a.y
        }
        // Equal areas and every vertex inside the contour's box: no gap, no overlap (Float vertices).
        #expect(abs(sum - abs(shoelace) / 2) < 1e-4 * abs(shoelace), "shape \(index): \(sum) against \(abs(shoelace) / 2)")
        let xs = contour.map { Float($0.x) }, ys = contour.map { Float($0.y) }
        for v in mesh.vertices {
            #expect(v.x >= xs.min()! && v.x <= xs.max()! && v.y >= ys.min()! && v.y <= ys.max()!)
        }
    }

    @Test func noTriangleCrossesTheShapeWhereItsCornersCurve() throws {
        // 700 × 60 px, top corners of 20 px: slabs would be 700 px slivers a pixel or two high.
        let (mesh, _) = try #require(interior(Rect(x: 10, y: 20, width: 700, height: 60),
                                              CornerRadii(topLeft: 20, topRight: 20, bottomRight: 0, bottomLeft: 0)))
        var wide = 0
        for (a, b, c) in triangles(mesh) {
            let width = max(a.x, b.x, c.x) - min(a.x, b.x, c.x), height = max(a.y, b.y, c.y) - min(a.y, b.y, c.y)
            if width > 20 {
                wide += 1
                #expect(height >= 19, "a \(width) × \(height) px sliver")
            }
        }
        #expect(wide == 4)   // the band between the corners and the band below them, two triangles each
    }

    @Test func aSquareRectangleIsOneQuad() throws {
        let (mesh, _) = try #require(interior(Rect(x: 2.5, y: 3.25, width: 50, height: 9), .zero))
        #expect(mesh.triangleCount == 2)
    }
}
