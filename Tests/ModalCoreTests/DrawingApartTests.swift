import Testing
@testable import ModalCore

/// `FrameDamage.mergedForDrawingApart`: which damage boxes a window shows apart.
@Suite struct DrawingApartTests {
    func box(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> PixelBox { PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) }

    /// The inspector's live lines and its curve's dot, 300 px apart: two rectangles, not the panel between.
    @Test func farApartBoxesStayApart() {
        let lines = box(10, 10, 400, 80), dot = box(20, 380, 40, 400)
        #expect(FrameDamage.mergedForDrawingApart([dot, lines], slack: 9216, maxBoxes: 6) == [lines, dot])
    }

    /// Overlapping or touching boxes merge whatever the slack; so do near ones whose union adds at most the slack.
    @Test func overlappingTouchingAndNearBoxesMerge() {
        #expect(FrameDamage.mergedForDrawingApart([box(0, 0, 10, 10), box(5, 5, 20, 20)], slack: 0, maxBoxes: 6) == [box(0, 0, 20, 20)])
        #expect(FrameDamage.mergedForDrawingApart([box(0, 0, 10, 10), box(10, 0, 20, 10)], slack: 0, maxBoxes: 6) == [box(0, 0, 20, 10)])
        // Union 10×21 = 210, the two 200: 10 pixels added.
        let near = [box(0, 0, 10, 10), box(0, 11, 10, 21)]
        #expect(FrameDamage.mergedForDrawingApart(near, slack: 10, maxBoxes: 6) == [box(0, 0, 10, 21)])
        #expect(FrameDamage.mergedForDrawingApart(near, slack: 9, maxBoxes: 6) == near)
    }

    /// A merge can make a box that meets a third: merging goes on until no two overlap.
    @Test func mergingGoesOnUntilNoneOverlap() {
        let boxes = [box(0, 0, 10, 10), box(100, 0, 110, 10), box(5, 5, 105, 6)]
        #expect(FrameDamage.mergedForDrawingApart(boxes, slack: 0, maxBoxes: 6) == [box(0, 0, 110, 10)])
    }

    /// Over `maxBoxes`, the pair whose union adds the fewest pixels merges first.
    @Test func overTheLimitTheCheapestPairMerges() {
        let boxes = [box(0, 0, 10, 10), box(0, 100, 10, 110), box(0, 1000, 10, 1010)]
        #expect(FrameDamage.mergedForDrawingApart(boxes, slack: 0, maxBoxes: 2) == [box(0, 0, 10, 110), box(0, 1000, 10, 1010)])
        #expect(FrameDamage.mergedForDrawingApart(boxes, slack: 0, maxBoxes: 1) == [box(0, 0, 10, 1010)])
    }

    /// None, empties dropped, and past `maxInputs` the one union.
    @Test func noneEmptyAndTooManyInputs() {
        #expect(FrameDamage.mergedForDrawingApart([], slack: 0, maxBoxes: 6).isEmpty)
        #expect(FrameDamage.mergedForDrawingApart([box(5, 5, 5, 9)], slack: 0, maxBoxes: 6).isEmpty)
        let many = (0..<49).map { box($0 * 100, 0, $0 * 100 + 1, 1) }
        #expect(FrameDamage.mergedForDrawingApart(many, slack: 0, maxBoxes: 6) == [box(0, 0, 4801, 1)])
        #expect(FrameDamage.mergedForDrawingApart(Array(many.prefix(6)), slack: 0, maxBoxes: 6).count == 6)
    }
}
