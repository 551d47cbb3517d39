import Testing
@testable import ModalCore

/// `Compositor.uncoveredPieces`: a square fill on whole pixels cut to what opaque fills above
/// it leave showing (a list's background under its rows), and the list background promoted to
/// the clear where clears are cheap.
@Suite struct CoverSubtractionTests {
    let canvas = Size(width: 100, height: 200)
    let gray = Color(hex: 0xF2F2F7), white = Color(hex: 0xFFFFFF)

    /// The gray background under rows from x 10 to 90 whose edges meet at `seam`.
    func list(seam: Double) -> [Primitive] {
        [.fill(Rect(x: 0, y: 20, width: 100, height: 180), .zero, gray),
         .fill(Rect(x: 10, y: 20, width: 80, height: seam - 20), .zero, white),
         .fill(Rect(x: 10, y: seam, width: 80, height: 200 - seam), .zero, white)]
    }

    @Test func theBackgroundIsDrawnOnlyInTheMarginsAndAlongTheSeam() {
        let result = list(seam: 100.25).composited(over: .black, canvas: canvas, pixelScale: 2, wholePixelSeams: true)
        // The rows hide 21…179 px across (a pixel to spare), down from 41 px to 199 px and from
        // 202 px to 399 px: the seam at 200.5 px keeps its gray beneath the rows' two edges.
        #expect(result.primitives == [
            .fill(Rect(x: 0, y: 0, width: 100, height: 20.5), .zero, .black),   // the clear's band above the list
            .fill(Rect(x: 0, y: 20, width: 100, height: 0.5), .zero, gray),
            .fill(Rect(x: 0, y: 20.5, width: 10.5, height: 179.5), .zero, gray),
            .fill(Rect(x: 89.5, y: 20.5, width: 10.5, height: 179.5), .zero, gray),
            .fill(Rect(x: 10.5, y: 99.5, width: 79, height: 1.5), .zero, gray),
            .fill(Rect(x: 10.5, y: 199.5, width: 79, height: 0.5), .zero, gray),
        ] + list(seam: 100.25).dropFirst())
        #expect(result.background == nil)
    }

    @Test func piecesTileTheVisiblePartExactlyOnce() {
        let c = Compositor(canvas: canvas, pixelScale: 2)
        let holes: [(x0: Double, y0: Double, x1: Double, y1: Double)] = [(20, 40, 180, 199), (20, 202, 180, 400), (50, 100, 60, 300)]
        let pieces = c.remainder(x0: 0, y0: 40, x1: 200, y1: 400, holes: holes)
        var painted = 0.0
        for y in stride(from: 40.5, to: 400, by: 1) {
            for x in stride(from: 0.5, to: 200, by: 1) {
                let inHole = holes.contains { x > $0.x0 && x < $0.x1 && y > $0.y0 && y < $0.y1 }
                let n = pieces.filter { x > $0.x0 && x < $0.x1 && y > $0.y0 && y < $0.y1 }.count
                #expect(n == (inHole ? 0 : 1), "pixel (\(x), \(y)) painted \(n) times")
                if n != (inHole ? 0 : 1) { return }
                painted += Double(n)
            }
        }
        let hidden: Double = 160 * 159 + 160 * 198 + 10 * 3   // the three holes, the third reaching across the gap
        #expect(painted == 200 * 360 - hidden)
        // Margins run the whole height, merged across the bands.
        #expect(pieces.contains { $0.x0 == 0 && $0.y0 == 40 && $0.x1 == 20 && $0.y1 == 400 })
        #expect(pieces.contains { $0.x0 == 180 && $0.y0 == 40 && $0.x1 == 200 && $0.y1 == 400 })
    }

    @Test func fillsOffWholePixelsRoundedOrBarelyHiddenAreKept() {
        let c = Compositor(canvas: canvas, pixelScale: 2)
        let cover = [Rect(x: 10, y: 30, width: 80, height: 100)]
        #expect(c.uncoveredPieces(of: .fill(Rect(x: 0, y: 20.25, width: 100, height: 150), .zero, gray), covers: cover) == nil)
        #expect(c.uncoveredPieces(of: .fill(Rect(x: 0, y: 20, width: 100, height: 150), CornerRadii(all: 4), gray), covers: cover) == nil)
        #expect(c.uncoveredPieces(of: .fill(Rect(x: 0, y: 20, width: 100, height: 150), .zero, gray),
                                  covers: [Rect(x: 10, y: 30, width: 10, height: 10)]) == nil)
        #expect(c.uncoveredPieces(of: .text(TextRun("A", at: Point(x: 50, y: 50), size: 17, color: white)), covers: cover) == nil)
        let cut = c.uncoveredPieces(of: .fill(Rect(x: 0, y: 20, width: 100, height: 150), .zero, gray), covers: cover)
        // The band above, the two sides down to the bottom, the band below between them.
        #expect(cut == [.fill(Rect(x: 0, y: 20, width: 100, height: 10.5), .zero, gray),
                        .fill(Rect(x: 0, y: 30.5, width: 10.5, height: 139.5), .zero, gray),
                        .fill(Rect(x: 89.5, y: 30.5, width: 10.5, height: 139.5), .zero, gray),
                        .fill(Rect(x: 10.5, y: 129.5, width: 79, height: 40.5), .zero, gray)])
    }

    @Test func aSquareListBackgroundReachingTheBottomBecomesTheClear() {
        let result = list(seam: 100.25).composited(over: .black, canvas: canvas, pixelScale: 2, promotesClear: true)
        #expect(result.background == gray)
        // The band above keeps the old clear; the gray is drawn only from its top to past that band.
        #expect(result.primitives == [.fill(Rect(x: 0, y: 0, width: 100, height: 20.5), .zero, .black),
                                      .fill(Rect(x: 0, y: 20, width: 100, height: 1.5), .zero, gray)]
                + list(seam: 100.25).dropFirst())
    }
}
