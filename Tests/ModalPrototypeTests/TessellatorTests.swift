import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// The tessellator on its own: pure geometry in pixels, no SDL.
@Suite struct TessellatorTests {
    let red = Color(r: 255, g: 0, b: 0)

    /// Coverage of a whole-pixel mesh: Σ rectangle area × alpha (every quad is axis-aligned).
    func coverage(_ mesh: TriangleMesh) -> Double {
        #expect(mesh.isRectangles)
        var sum = 0.0
        let v = mesh.vertices
        for q in stride(from: 0, to: v.count, by: 4) {
            let w = Double(v[q + 1].x - v[q].x), h = Double(v[q + 2].y - v[q].y)
            sum += w * h * Double(v[q].color.a) / 255
        }
        return sum
    }

    @Test func aPixelAlignedSquareRectIsOneExactQuad() {
        for mode in [Tessellator.Rasterization.subpixel, .wholePixel] {
            var mesh = TriangleMesh()
            Tessellator(pixelScale: 2, rasterization: mode).appendFill(Rect(x: 1, y: 2, width: 10, height: 5), .zero, red, to: &mesh)
            #expect(mesh.triangleCount == 2, "\(mode)")
            #expect(mesh.vertices.map(\.color) == Array(repeating: red, count: 4))
            #expect(mesh.vertices.map(\.x) == [2, 22, 22, 2])
            #expect(mesh.vertices.map(\.y) == [4, 4, 14, 14])
        }
    }

    @Test func degenerateShapesDrawNothing() {
        let t = Tessellator(pixelScale: 3, rasterization: .wholePixel)
        var mesh = TriangleMesh()
        for rect in [Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: -5, height: 10),
                     Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 0, y: 0, width: .infinity, height: 10)] {
            t.appendFill(rect, CornerRadii(all: 4), red, to: &mesh)
        }
        t.appendLine(from: Point(x: 0, y: 0), to: Point(x: .nan, y: 3), width: 2, red, to: &mesh)
        t.appendFill(Rect(x: 0, y: 0, width: 10, height: 10), .zero, Color(r: 1, g: 2, b: 3, a: 0), to: &mesh)
        #expect(mesh.isEmpty)
    }

    @Test(arguments: [4.0, 10, 20, 47.33])
    func aRoundedRectCoversItsAreaToWithinAFractionOfAPixel(radius: Double) {
        var mesh = TriangleMesh()
        let w = 120.0, h = 90.0
        Tessellator(pixelScale: 1, rasterization: .wholePixel)
            .appendFill(Rect(x: 10.25, y: 5.5, width: w, height: h), CornerRadii(all: radius), red, to: &mesh)
        // Radii that do not fit are scaled down together, as CSS does (47.33 → 45 on a 90 pt side).
        let r = radius * min(1, h / (2 * radius), w / (2 * radius))
        let exact = w * h - (4 - Double.pi) * r * r
        // The alpha ramp is quantised to 1/255 a pixel along the rim (perimeter < 420 px).
        #expect(abs(coverage(mesh) - exact) < 3, "r \(radius): \(coverage(mesh)) vs \(exact)")
        // Runs of equal coverage merge: far fewer quads than covered pixels.
        #expect(mesh.vertices.count / 4 < Int(w * h) / 10)
    }

    @Test func aLineThinnerThanAPixelIsOnePixelWideAtReducedAlpha() {
        var mesh = TriangleMesh()
        Tessellator(pixelScale: 1, rasterization: .wholePixel)
            .appendLine(from: Point(x: 10, y: 20.5), to: Point(x: 60, y: 20.5), width: 0.5, red, to: &mesh)
        let total = coverage(mesh)
        // 50 px long, half a pixel wide, plus round caps: about 25 pixels' worth of red.
        #expect(total > 23 && total < 28.5, "\(total)")
        #expect(mesh.vertices.allSatisfy { $0.color.a <= 128 })
    }

    @Test func subpixelEdgesFeatherOverOnePixel() {
        var mesh = TriangleMesh()
        let rect = Rect(x: 10.3, y: 10.7, width: 50, height: 30)
        Tessellator(pixelScale: 1, rasterization: .subpixel).appendFill(rect, CornerRadii(all: 8), red, to: &mesh)
        // Every vertex lies within half a pixel of the shape's bounds; the outer ring is transparent.
        for v in mesh.vertices {
            #expect(Double(v.x) >= rect.x - 0.5 - 1e-4 && Double(v.x) <= rect.maxX + 0.5 + 1e-4)
            #expect(Double(v.y) >= rect.y - 0.5 - 1e-4 && Double(v.y) <= rect.maxY + 0.5 + 1e-4)
        }
        #expect(mesh.vertices.contains { $0.color.a == 0 })
        #expect(mesh.vertices.contains { $0.color.a == 255 })
    }

    @Test func arcSegmentsKeepTheChordErrorUnderATenthOfAPixel() {
        for r in [0.5, 3, 10, 47.33 * 3, 1000] {
            let n = arcSegments(radius: r, angle: .pi / 2)
            let error = r * (1 - cos(.pi / 4 / Double(n)))
            #expect(error <= Tessellator.maxChordError + 1e-12, "r \(r): \(n) segments, error \(error)")
        }
        #expect(arcSegments(radius: 1e12, angle: .pi / 2) == 256)
    }
}
