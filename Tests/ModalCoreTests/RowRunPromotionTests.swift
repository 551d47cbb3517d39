import Testing
@testable import ModalCore

/// `Compositor.promotingRowRun`: a tall stack of opaque rows becomes the clear, the old clear's
/// colour drawn only around it, when that keeps the picture.
@Suite struct RowRunPromotionTests {
    let canvas = Size(width: 100, height: 200)
    let gray = Color(hex: 0xF2F2F7), white = Color(hex: 0xFFFFFF)
    let separator = Color(r: 0x3C, g: 0x3C, b: 0x43, a: 74)
    var compositor: Compositor { Compositor(canvas: canvas, pixelScale: 2) }

    /// Rows 10…90 wide, 40 tall from `top` (a fractional offset, as a scrolled list has), each
    /// followed by its separator (its bottom half point) and its label.
    func rows(from top: Double, count: Int) -> [Primitive] {
        (0..<count).flatMap { i -> [Primitive] in
            let y = top + 40 * Double(i)
            return [.fill(Rect(x: 10, y: y, width: 80, height: 40), .zero, white),
                    .fill(Rect(x: 20, y: y + 39.5, width: 70, height: 0.5), .zero, separator),
                    .text(TextRun("Row \(i)", at: Point(x: 20, y: y + 20), anchor: .leading, size: 17, color: .black))]
        }
    }

    /// Text boxes 30×20 around each label's position (the renderer's, in a test).
    func box(_ run: TextRun) -> Rect? { Rect(x: run.position.x, y: run.position.y - 10, width: 30, height: 20) }

    @Test func stackedRowsBecomeTheClearAndTheOldClearIsDrawnAroundThem() throws {
        let frame = rows(from: 30.3, count: 4)   // 30.3 … 190.3
        let run = try #require(compositor.bestRowRun(in: frame, clear: gray, textBounds: box))
        #expect(run.indices == [0, 3, 6, 9])
        #expect(run.head == nil)
        let r = run.rect
        #expect(abs(r.minY - 30.3) < 1e-9 && abs(r.maxY - 190.3) < 1e-9 && r.minX == 10 && r.maxX == 90)
        let result = compositor.promotingRowRun(frame, background: gray, textBounds: box)
        #expect(result.background == white)
        let kept = frame.filter { if case let .fill(_, _, c) = $0 { return c != white }; return true }
        #expect(result.primitives == [.fill(Rect(x: 0, y: 0, width: 100, height: r.minY), .zero, gray),
                                      .fill(Rect(x: 0, y: r.maxY, width: 100, height: 200 - r.maxY), .zero, gray),
                                      .fill(Rect(x: 0, y: r.minY, width: 10, height: r.height), .zero, gray),
                                      .fill(Rect(x: 90, y: r.minY, width: 10, height: r.height), .zero, gray)] + kept)
    }

    @Test func somethingBetweenRowsThatReachesIntoTheNextKeepsThoseRowsFills() throws {
        var frame = rows(from: 30.3, count: 4)
        // A badge on row 0 hanging 3 points into row 1 (which was drawn over it).
        frame.insert(.fill(Rect(x: 60, y: 60, width: 10, height: 13.3), .zero, .black), at: 1)
        let run = try #require(compositor.bestRowRun(in: frame, clear: gray, textBounds: box))
        // Row 0 stays a fill; rows 1…3 are the run, from a pixel below the badge's reach
        // (73.3 + 0.5 + 0.5, up to a whole pixel: 74.5); row 1 keeps its part above that.
        #expect(run.indices == [4, 7, 10])
        #expect(run.head == Rect(x: 10, y: 70.3, width: 80, height: 74.5 - 70.3))
        #expect(run.rect.minY == 74.5)
        let result = compositor.promotingRowRun(frame, background: gray, textBounds: box)
        #expect(result.background == white)
        #expect(result.primitives.contains(frame[0]) && result.primitives.contains(frame[1]))
    }

    @Test func aSeparatorOnTheSeamMayReachOnePixelIntoTheNextRow() {
        // The separator ends on the next row's top edge: its anti-aliasing shares one pixel row.
        let frame = rows(from: 30.3, count: 4)
        #expect(compositor.bestRowRun(in: frame, clear: gray, textBounds: box)?.indices == [0, 3, 6, 9])
        // Two points lower it would be drawn into the next row: no run from row 0.
        var lower = frame
        lower[1] = .fill(Rect(x: 20, y: 30.3 + 41, width: 70, height: 0.5), .zero, separator)
        #expect(compositor.bestRowRun(in: lower, clear: gray, textBounds: box)?.indices == [3, 6, 9])
    }

    @Test func whatIsDrawnBeforeReachingIntoTheFirstRowCutsItOnAWholePixel() {
        let header = Primitive.fill(Rect(x: 0, y: 0, width: 100, height: 33.1), .zero, .black)
        let frame = [header] + rows(from: 30.3, count: 4)
        let run = compositor.bestRowRun(in: frame, clear: gray, textBounds: box)
        // The header touches pixels to 33.1 + 0.5; one pixel more, up to a whole pixel: 34.5.
        #expect(run?.head == Rect(x: 10, y: 30.3, width: 80, height: 34.5 - 30.3))
        #expect(run?.rect.minY == 34.5)
        let result = compositor.promotingRowRun(frame, background: gray, textBounds: box)
        #expect(result.primitives.contains(.fill(Rect(x: 10, y: 30.3, width: 80, height: 34.5 - 30.3), .zero, white)))
        #expect(!result.primitives.contains(frame[1]))
    }

    @Test func tooFewRowsRoundedRowsOrATranslucentClearStayAsTheyAre() {
        let two = rows(from: 30.3, count: 2)   // 80 × 80 of 100 × 200: 32 %
        #expect(compositor.promotingRowRun(two, background: gray, textBounds: box) == Compositor.Result(primitives: two, background: gray))
        let rounded = rows(from: 30.3, count: 4).map { p -> Primitive in
            if case let .fill(r, _, c) = p, c == white { return .fill(r, CornerRadii(all: 10), c) }
            return p
        }
        #expect(compositor.bestRowRun(in: rounded, clear: gray, textBounds: box) == nil)
        let frame = rows(from: 30.3, count: 4)
        #expect(compositor.promotingRowRun(frame, background: gray.withOpacity(0.5), textBounds: box).background == gray.withOpacity(0.5))
        #expect(compositor.promotingRowRun(frame, background: nil, textBounds: box).background == nil)
    }

    @Test func rowsOfTheClearsColourOrOfDifferentWidthsMakeNoRun() {
        let frame = rows(from: 30.3, count: 4)
        #expect(compositor.bestRowRun(in: frame, clear: white, textBounds: box) == nil)
        var ragged = frame
        ragged[3] = .fill(Rect(x: 10, y: 70.3, width: 70, height: 40), .zero, white)
        // The chain breaks at the narrower row: no part of it paints 40 % of the canvas.
        #expect(compositor.bestRowRun(in: ragged, clear: gray, textBounds: box) == nil)
    }

    @Test func onlyWindowsRenderersGetIt() {
        let frame = [Primitive.fill(Rect(x: 0, y: 20, width: 100, height: 180), .zero, gray)] + rows(from: 30.3, count: 4)
        let window = frame.composited(over: .black, canvas: canvas, pixelScale: 2, textBounds: box)
        let software = frame.composited(over: .black, canvas: canvas, pixelScale: 2, wholePixelSeams: true, textBounds: box)
        // A label whose box the renderer cannot tell could lie anywhere: no run.
        #expect(frame.composited(over: .black, canvas: canvas, pixelScale: 2).background == gray)
        #expect(window.background == white)
        #expect(software.background == nil)
        #expect(software.primitives.filter { if case let .fill(_, _, c) = $0 { return c == white }; return false }.count == 4)
    }
}
