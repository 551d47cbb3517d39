import Testing
@testable import ModalCore

/// `FrameDamage`: the box around the primitives that differ between two frames' lists.
@Suite struct FrameDamageTests {
    let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
    var backdrop: Primitive { .fill(Rect(x: 0, y: 0, width: 100, height: 200), .zero, red) }

    @Test func equalListsHaveNoDamage() {
        let list: [Primitive] = [backdrop, .fill(Rect(x: 10, y: 10, width: 20, height: 20), .zero, blue)]
        #expect(FrameDamage.changedPixels(old: list, new: list, width: 200, height: 400, pixelScale: 2, textBounds: nil) == nil)
    }

    /// A card moved down by 5 points at ×2: both of its places, grown by two pixels.
    @Test func aMovedFillDamagesBothPlacesAndTwoPixels() {
        let old: [Primitive] = [backdrop, .fill(Rect(x: 10, y: 100, width: 50, height: 20), .zero, blue)]
        var new = old
        new[1] = .fill(Rect(x: 10, y: 105, width: 50, height: 20), .zero, blue)
        let box = FrameDamage.changedPixels(old: old, new: new, width: 200, height: 400, pixelScale: 2, textBounds: nil)
        #expect(box == PixelBox(x0: 18, y0: 198, x1: 122, y1: 252))
    }

    /// A primitive added in the middle damages only its own box; the common first and last parts do not.
    @Test func anInsertedPrimitiveDamagesItsBoxOnly() {
        let top = Primitive.fill(Rect(x: 0, y: 0, width: 100, height: 10), .zero, blue)
        let old: [Primitive] = [backdrop, top]
        let new: [Primitive] = [backdrop, .fill(Rect(x: 20.25, y: 30, width: 10, height: 10), .zero, blue), top]
        let box = FrameDamage.changedPixels(old: old, new: new, width: 100, height: 200, pixelScale: 1, textBounds: nil)
        #expect(box == PixelBox(x0: 18, y0: 28, x1: 33, y1: 42))
    }

    /// Text without a known box, or a shape not finite, damages the whole canvas; a change off the canvas nothing.
    @Test func unknownBoxesDamageEverythingAndOffCanvasNothing() {
        let run = TextRun("Hi", at: Point(x: 50, y: 50), size: 17, color: blue)
        let whole = PixelBox(x0: 0, y0: 0, x1: 100, y1: 200)
        #expect(FrameDamage.changedPixels(old: [backdrop], new: [backdrop, .text(run)], width: 100, height: 200,
                                          pixelScale: 1, textBounds: nil) == whole)
        #expect(FrameDamage.changedPixels(old: [backdrop], new: [backdrop, .text(run)], width: 100, height: 200,
                                          pixelScale: 1, textBounds: { _ in Rect(x: 40, y: 40, width: 20, height: 20) })
                == PixelBox(x0: 38, y0: 38, x1: 62, y1: 62))
        let nan = Primitive.fill(Rect(x: .nan, y: 0, width: 10, height: 10), .zero, blue)
        #expect(FrameDamage.changedPixels(old: [backdrop], new: [backdrop, nan], width: 100, height: 200,
                                          pixelScale: 1, textBounds: nil) == whole)
        let off = Primitive.fill(Rect(x: 0, y: 300, width: 10, height: 10), .zero, blue)
        #expect(FrameDamage.changedPixels(old: [backdrop], new: [backdrop, off], width: 100, height: 200,
                                          pixelScale: 1, textBounds: nil)?.isEmpty == true)
    }

    /// Strokes reach out by their width and lines by twice theirs (mitred joins), both plus two pixels.
    @Test func strokesAndLinesReachPastTheirShape() {
        let stroke = FrameDamage.reach(of: .stroke(Rect(x: 10, y: 10, width: 10, height: 10), .zero, width: 2, blue),
                                       pixelScale: 1, textBounds: nil)
        #expect(stroke == Rect(x: 6, y: 6, width: 18, height: 18))
        let line = FrameDamage.reach(of: .line(from: Point(x: 10, y: 10), to: Point(x: 20, y: 10), width: 1, blue),
                                     pixelScale: 2, textBounds: nil)
        #expect(line == Rect(x: 7, y: 7, width: 16, height: 6))
    }

    /// Two phones: a change in each gives two boxes; overlapping boxes become one; past the limit, one union.
    @Test func regionsStaySeparateUnlessTheyOverlap() {
        let left = Primitive.fill(Rect(x: 10, y: 10, width: 10, height: 10), .zero, blue)
        let right = Primitive.fill(Rect(x: 60, y: 10, width: 10, height: 10), .zero, blue)
        let regions = FrameDamage.changedRegions(old: [backdrop], new: [backdrop, left, right], width: 100, height: 200,
                                                 pixelScale: 1, textBounds: nil)
        #expect(regions == [PixelBox(x0: 8, y0: 8, x1: 22, y1: 22), PixelBox(x0: 58, y0: 8, x1: 72, y1: 22)])
        let a = PixelBox(x0: 0, y0: 0, x1: 10, y1: 10), b = PixelBox(x0: 20, y0: 0, x1: 30, y1: 10)
        let bridge = PixelBox(x0: 5, y0: 5, x1: 25, y1: 6)
        #expect(FrameDamage.merged([a, b, bridge], limit: 8) == [PixelBox(x0: 0, y0: 0, x1: 30, y1: 10)])
        #expect(FrameDamage.merged([a, b], limit: 1) == [PixelBox(x0: 0, y0: 0, x1: 30, y1: 10)])
    }

    /// A box inside an opaque card's inner rectangle starts at the card: no clear, nothing under
    /// it; a box at its rounded corner starts lower, at the backdrop; one past every cover clears.
    @Test func aBoxUnderAnOpaqueFillStartsAtIt() {
        let under = Primitive.fill(Rect(x: 0, y: 0, width: 50, height: 50), .zero, blue)
        let card = Primitive.fill(Rect(x: 10, y: 100, width: 80, height: 90), CornerRadii(all: 10), blue)
        let over = Primitive.fill(Rect(x: 20, y: 120, width: 10, height: 10), .zero, Color(r: 0, g: 0, b: 0, a: 100))
        let result = Compositor.Result(primitives: [backdrop, under, card, over], background: .white)
        let inside = FrameDamage.redrawList(result, within: PixelBox(x0: 40, y0: 230, x1: 100, y1: 300), pixelScale: 2, textBounds: nil)
        #expect(inside.primitives == [card, over] && !inside.clears)
        // Its rounded corner (10 pt) is not painted whole: a box there starts at the backdrop.
        let corner = FrameDamage.redrawList(result, within: PixelBox(x0: 22, y0: 202, x1: 30, y1: 210), pixelScale: 2, textBounds: nil)
        #expect(corner.primitives == [backdrop, card] && !corner.clears)
        // A translucent fill is no cover; the backdrop (square, opaque) covers a box inside it
        // to a pixel short of its edge, and not one at the edge.
        let high = FrameDamage.redrawList(result, within: PixelBox(x0: 120, y0: 10, x1: 198, y1: 20), pixelScale: 2, textBounds: nil)
        #expect(high.primitives == [backdrop] && !high.clears)
        let edge = FrameDamage.redrawList(result, within: PixelBox(x0: 120, y0: 10, x1: 200, y1: 20), pixelScale: 2, textBounds: nil)
        #expect(edge.primitives == [backdrop] && edge.clears)
    }
}
