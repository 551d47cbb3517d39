import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// `TriangleMesh.addConvexPolygon`: slabs that tile the polygon exactly (area, count, no sliver
/// spanning the shape).
@Suite struct TriangleMeshTests {
    let red = Color(r: 255, g: 0, b: 0)

    /// A convex polygon of `n` corners on an ellipse (centre 50, 80; radii 40, 70), from `start`.
    func ellipse(_ n: Int, start: Int = 0) -> [Point] {
        (0..<n).map { k in
            let a = 2 * Double.pi * Double((k + start) % n) / Double(n)
            return Point(x: 50 + 40 * cos(a), y: 80 + 70 * sin(a))
        }
    }

    func area(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex) -> Double {
        abs(Double((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))) / 2
    }

    @Test(arguments: [3, 4, 5, 8, 33, 64])
    func slabsCoverThePolygonOnce(corners n: Int) {
        for start in [0, 1, n / 2] {
            let points = ellipse(n, start: start)
            var mesh = TriangleMesh()
            let first = mesh.addVertex(points[0], red)
            for p in points.dropFirst() { _ = mesh.addVertex(p, red) }
            mesh.addConvexPolygon(first, count: n)
            #expect(mesh.triangleCount == n - 2)
            let v = mesh.vertices, i = mesh.indices.map(Int.init)
            var sum = 0.0
            for t in stride(from: 0, to: i.count, by: 3) { sum += area(v[i[t]], v[i[t + 1]], v[i[t + 2]]) }
            // Shoelace area of the polygon (Float vertices: within a millionth).
            var shoelace = 0.0
            for k in 0..<n {
                let a = points[k], b = points[(k + 1) % n]
                shoelace += a.x * b.y - b.x * a.y
            }
            #expect(abs(sum - abs(shoelace) / 2) < 1e-3 * abs(shoelace), "\(n) corners from \(start)")
        }
    }

    @Test func everySlabSpansOnlyTheHeightBetweenTwoNeighbouringLevels() {
        // Each triangle has two corners on one side and one on the other, adjacent in height:
        // no triangle reaches from the top of the shape to its bottom (a fan's slivers do).
        let points = ellipse(40)
        var mesh = TriangleMesh()
        let first = mesh.addVertex(points[0], red)
        for p in points.dropFirst() { _ = mesh.addVertex(p, red) }
        mesh.addConvexPolygon(first, count: points.count)
        let levels = Set(points.map { Float($0.y) }).sorted()
        let v = mesh.vertices, i = mesh.indices.map(Int.init)
        for t in stride(from: 0, to: i.count, by: 3) {
            let ys = [v[i[t]].y, v[i[t + 1]].y, v[i[t + 2]].y]
            let lo = levels.firstIndex(of: ys.min()!)!, hi = levels.firstIndex(of: ys.max()!)!
            #expect(hi - lo <= 2, "triangle \(t / 3) spans \(hi - lo) levels")
        }
    }

    @Test func fewerThanThreeCornersOrNoHeightGiveNoTriangles() {
        var mesh = TriangleMesh()
        let a = mesh.addVertex(Point(x: 0, y: 0), red)
        _ = mesh.addVertex(Point(x: 5, y: 0), red)
        mesh.addConvexPolygon(a, count: 2)
        #expect(mesh.triangleCount == 0)
    }
}

/// `Tessellator.appendPolyline`: a curve drawn as one strip (subpixel rasterisers only).
@Suite struct PolylineStripTests {
    let blue = Color(r: 0, g: 122, b: 255)

    @Test func aStraightChainIsFourRowsAndTwoDots() {
        let t = Tessellator(pixelScale: 2, rasterization: .subpixel)
        var mesh = TriangleMesh()
        let points = (0...16).map { Point(x: Double($0) * 10, y: 10) }
        #expect(t.appendPolyline(points, width: 2, blue, to: &mesh))
        var dot = TriangleMesh()
        t.appendLine(from: points[0], to: points[0], width: 2, blue, to: &dot)
        // 16 segments × 3 quads × 2 triangles, then a round dot at each end.
        #expect(mesh.triangleCount == 96 + 2 * dot.triangleCount)
        // The rows: 4 px wide at ×2, so solid to ±1.5 px and clear at ±2.5 px around y = 20 px.
        let rows = (0..<4).map { r in Set(mesh.vertices[(r * 17)..<(r * 17 + 17)].map(\.y)) }
        #expect(rows == [[22.5], [21.5], [18.5], [17.5]])
        #expect(mesh.vertices[0].color.a == 0 && mesh.vertices[17].color.a == 255)
    }

    @Test func aRightAngleIsMitred() {
        let t = Tessellator(pixelScale: 1, rasterization: .subpixel)
        var mesh = TriangleMesh()
        // A gentle bend: 16 segments of 20 px, the middle joint turning 5°.
        let turn = 5 * Double.pi / 180
        var points = (0...8).map { Point(x: Double($0) * 20, y: 0) }
        for k in 1...8 { points.append(Point(x: 160 + Double(k) * 20 * cos(turn), y: Double(k) * 20 * sin(turn))) }
        #expect(t.appendPolyline(points, width: 3, blue, to: &mesh))
        // The outer row's vertex at the joint lies on the bisector, (1.5 + 0.5) / cos(2.5°) px out.
        let joint = mesh.vertices[8]
        let expected = Point(x: 160 - 2 * sin(turn / 2) / cos(turn / 2), y: 2)
        #expect(abs(Double(joint.x) - expected.x) < 1e-4 && abs(Double(joint.y) - expected.y) < 1e-4, "\(joint)")
    }

    @Test func whatAStripCannotDrawFallsBack() {
        var mesh = TriangleMesh()
        let straight = (0...20).map { Point(x: Double($0) * 10, y: 0) }
        #expect(!Tessellator(pixelScale: 1, rasterization: .wholePixel).appendPolyline(straight, width: 2, blue, to: &mesh))
        let subpixel = Tessellator(pixelScale: 1, rasterization: .subpixel)
        #expect(!subpixel.appendPolyline(Array(straight.prefix(16)), width: 2, blue, to: &mesh))   // 15 segments
        var sharp = straight; sharp[10] = Point(x: 95, y: 40)
        #expect(!subpixel.appendPolyline(sharp, width: 2, blue, to: &mesh))
        var broken = straight; broken[3] = Point(x: .nan, y: 0)
        #expect(!subpixel.appendPolyline(broken, width: 2, blue, to: &mesh))
        #expect(mesh.triangleCount == 0)
    }

    @Test func onlyChainedLinesOfOneWidthAndColourAreGrouped() {
        let a = Point(x: 0, y: 0), b = Point(x: 1, y: 1), c = Point(x: 2, y: 0), d = Point(x: 3, y: 1)
        let primitives: [Primitive] = [.line(from: a, to: b, width: 2, blue), .line(from: b, to: c, width: 2, blue),
                                       .line(from: c, to: d, width: 2, blue), .line(from: d, to: a, width: 1, blue)]
        #expect(SceneRenderer.lineChain(in: primitives, from: 0)?.points == [a, b, c, d])
        #expect(SceneRenderer.lineChain(in: primitives, from: 2) == nil)   // the next line is thinner
    }
}

extension PolylineStripTests {
    @Test func aThickLineOnATightBendKeepsItsCapsules() {
        // An arc like the status bar's inner Wi-Fi arc (radius 2.4 pt, 3.6 pt wide), in 20 steps.
        let arc = (0...20).map { k -> Point in
            let a = -0.55 + 1.1 * Double(k) / 20
            return Point(x: 10 + sin(a) * 2.4, y: 10 - cos(a) * 2.4)
        }
        var mesh = TriangleMesh()
        #expect(!Tessellator(pixelScale: 2, rasterization: .subpixel).appendPolyline(arc, width: 3.6, blue, to: &mesh))
        #expect(mesh.triangleCount == 0)
    }
}
