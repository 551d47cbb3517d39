import Testing
@testable import ModalCore

/// Clear promotion: the body of a large opaque fill spanning the canvas becomes the clear, the
/// fill is kept only where something before it was drawn (exact rectangles), and frames that do
/// not qualify are left alone.
@Suite struct ClearPromotionTests {
    let canvas = Size(width: 100, height: 200)
    let black = Color.black, green = Color(hex: 0x34C759), orange = Color(hex: 0xFF9500)
    let top10 = CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0)

    func promote(_ primitives: [Primitive], background: Color?, scale: Double = 1) -> Compositor.Result {
        Compositor(canvas: canvas, pixelScale: scale).promotingClear(primitives, background: background, textBounds: nil)
    }

    /// A page sheet from y 30 to a canvas height below the screen, rounded at the top.
    var sheet: Primitive { .fill(Rect(x: 0, y: 30, width: 100, height: 400), top10, green) }

    @Test func aSheetOverAStripBecomesTheClearAndAHead() {
        let strip = Primitive.fill(Rect(x: 0, y: 0, width: 100, height: 40), .zero, black)
        let r = promote([strip, sheet], background: nil, scale: 2)
        #expect(r.background == green)
        // Drawn to: the corners (30 + 2 × 10 = 50) beat the strip's 40 + ½ px; then ½ px more, on a pixel.
        #expect(r.primitives == [strip, .fill(Rect(x: 0, y: 30, width: 100, height: 20.5), top10, green)])
    }

    @Test func whatCameBeforeDecidesHowFarTheHeadReaches() {
        let card = Primitive.fill(Rect(x: 10, y: 20, width: 80, height: 70), .zero, orange)
        let r = promote([card, sheet], background: nil, scale: 1)
        // The card's pixels reach 90 + 1 px; one more pixel: 92.
        #expect(r.primitives == [card, .fill(Rect(x: 0, y: 30, width: 100, height: 62), top10, green)])
        #expect(r.background == green)
    }

    @Test func anOldClearColourPaintsTheBandAboveTheSheet() {
        let r = promote([sheet], background: orange, scale: 1)
        #expect(r.background == green)
        // The band down to the straight part and a pixel (30 + 10 + 1), then the head past the
        // corners and a pixel (30 + 20 + 1).
        #expect(r.primitives == [.fill(Rect(x: 0, y: 0, width: 100, height: 41), .zero, orange),
                                 .fill(Rect(x: 0, y: 30, width: 100, height: 21), top10, green)])
    }

    @Test func laterPrimitivesStayOnTop() {
        let alert = Primitive.fill(Rect(x: 20, y: 100, width: 60, height: 40), CornerRadii(all: 14), .white)
        let r = promote([sheet, alert], background: black, scale: 1)
        #expect(r.primitives.last == alert)
        #expect(r.primitives.count == 3)
    }

    @Test(arguments: [
        // Not the full width.
        Primitive.fill(Rect(x: 1, y: 30, width: 99, height: 400), CornerRadii(all: 0), Color(hex: 0x34C759)),
        // Bottom corners on the canvas.
        .fill(Rect(x: 0, y: 30, width: 100, height: 170), CornerRadii(all: 10), Color(hex: 0x34C759)),
        // Straight part starts below the middle (a half-height card).
        .fill(Rect(x: 0, y: 95, width: 100, height: 400), CornerRadii(all: 10), Color(hex: 0x34C759)),
        // Translucent.
        .fill(Rect(x: 0, y: 30, width: 100, height: 400), CornerRadii(all: 0), Color(hex: 0x34C759).withAlpha(0.5)),
        // Not finite.
        .fill(Rect(x: 0, y: .nan, width: 100, height: 400), CornerRadii(all: 0), Color(hex: 0x34C759)),
    ])
    func fillsThatDoNotQualifyAreLeftAlone(_ fill: Primitive) {
        let r = promote([fill], background: black)
        #expect("\(r.primitives)" == "\([fill])")   // as text: NaN is not equal to itself
        #expect(r.background == black)
    }

    @Test func aTranslucentClearIsLeftAlone() {
        let r = promote([sheet], background: black.withAlpha(0.5))
        #expect(r.primitives == [sheet])
    }

    @Test func somethingDrawnBelowTheCanvasEndKeepsTheFrame() {
        // Whatever came before reaches past the canvas: nothing would be gained.
        let tall = Primitive.fill(Rect(x: 0, y: 0, width: 100, height: 200), .zero, orange)
        let r = promote([tall, sheet], background: nil)
        #expect(r.primitives == [tall, sheet])
        #expect(r.background == nil)
    }

    @Test func textWithUnknownBoundsCountsALineAroundIt() {
        let label = Primitive.text(TextRun("OK", at: Point(x: 50, y: 60), size: 10, color: black))
        let r = promote([label, sheet], background: nil, scale: 1)
        // Reach 2 × 10 + 1 below 60 = 81, then a pixel: 82.
        #expect(r.primitives == [label, .fill(Rect(x: 0, y: 30, width: 100, height: 52), top10, green)])
    }
}
