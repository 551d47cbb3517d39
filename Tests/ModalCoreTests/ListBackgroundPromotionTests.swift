import Testing
@testable import ModalCore

/// `Compositor.promotingClear` on a list: the list's background, square at the canvas's
/// bottom, becomes the clear where clears are cheap (windows), and stays a fill elsewhere.
@Suite struct ListBackgroundPromotionTests {
    let canvas = Size(width: 100, height: 200)
    let gray = Color(hex: 0xF2F2F7), white = Color(hex: 0xFFFFFF)

    /// The gray background under rows from x 10 to 90 whose edges meet at `seam`.
    func list(seam: Double) -> [Primitive] {
        [.fill(Rect(x: 0, y: 20, width: 100, height: 180), .zero, gray),
         .fill(Rect(x: 10, y: 20, width: 80, height: seam - 20), .zero, white),
         .fill(Rect(x: 10, y: seam, width: 80, height: 200 - seam), .zero, white)]
    }

    @Test func onTheSoftwareRendererTheListBackgroundStaysAFill() {
        let result = list(seam: 100.25).composited(over: .black, canvas: canvas, pixelScale: 2, wholePixelSeams: true)
        #expect(result.background == nil)
        #expect(result.primitives == [.fill(Rect(x: 0, y: 0, width: 100, height: 20.5), .zero, .black)] + list(seam: 100.25))
    }

    @Test func aSquareListBackgroundReachingTheBottomBecomesTheClear() {
        // One row: too little of the canvas for the rows to become the clear in turn.
        let rows = [Primitive.fill(Rect(x: 0, y: 20, width: 100, height: 180), .zero, gray),
                    .fill(Rect(x: 10, y: 20, width: 80, height: 40.25), .zero, white)]
        let result = rows.composited(over: .black, canvas: canvas, pixelScale: 2, promotesClear: true)
        #expect(result.background == gray)
        // The band above keeps the old clear; the gray is drawn only from its top to past that band.
        #expect(result.primitives == [.fill(Rect(x: 0, y: 0, width: 100, height: 20.5), .zero, .black),
                                      .fill(Rect(x: 0, y: 20, width: 100, height: 1.5), .zero, gray),
                                      rows[1]])
    }

    @Test func thenTheRowsUnderneathBecomeTheClearAndTheGrayIsDrawnAroundThem() {
        let result = list(seam: 100.25).composited(over: .black, canvas: canvas, pixelScale: 2, promotesClear: true)
        #expect(result.background == white)
        // What is drawn before the rows reaches 22 (the gray band to 21.5 and a pixel): the run
        // starts a pixel below, at 22.5, and the first row keeps its part above that.
        #expect(result.primitives == [.fill(Rect(x: 0, y: 20, width: 100, height: 2.5), .zero, gray),
                                      .fill(Rect(x: 0, y: 22.5, width: 10, height: 177.5), .zero, gray),
                                      .fill(Rect(x: 90, y: 22.5, width: 10, height: 177.5), .zero, gray),
                                      .fill(Rect(x: 0, y: 0, width: 100, height: 20.5), .zero, .black),
                                      .fill(Rect(x: 0, y: 20, width: 100, height: 1.5), .zero, gray),
                                      .fill(Rect(x: 10, y: 20, width: 80, height: 2.5), .zero, white)])
    }
}
