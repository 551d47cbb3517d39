import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Drawing less without changing the picture, pixel by pixel on SDL's software renderer:
/// shapes batched ahead of the labels they do not touch, and a list's rows turned into the clear.
@Suite(.serialized) struct BatchingPixelTests {
    func pixels(_ canvas: SoftwareCanvas) throws -> [UInt8] {
        try readPixels(canvas.renderer, width: canvas.width, height: canvas.height)
    }

    /// Largest channel difference per pixel row between two read-backs.
    func rowDifferences(_ a: [UInt8], _ b: [UInt8], width: Int) -> [Int] {
        stride(from: 0, to: a.count, by: 4 * width).map { row in
            (row..<(row + 4 * width)).reduce(0) { max($0, abs(Int(a[$1]) - Int(b[$1]))) }
        }
    }

    @Test func shapesMovedAheadOfLabelsLeaveEveryPixelAsItWas() throws {
        let canvas = try SoftwareCanvas(width: 780, height: 1688)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: 2, textCache: text)
        for state in CompositorPixelTests.states(metrics: TTFMetrics(cache: text)) {
            let frame = state.machine.frame(now: state.time)
            let primitives = renderer.composite(frame.items, background: frame.background)
            renderer.draw(primitives.primitives, background: primitives.background ?? .black)
            let batched = try pixels(canvas)
            // One primitive per draw: nothing can move ahead of anything.
            renderer.draw([], background: primitives.background ?? .black)
            for p in primitives.primitives { renderer.draw([p], background: nil) }
            let oneByOne = try pixels(canvas)
            #expect(batched == oneByOne, "\(state.name): \(rowDifferences(batched, oneByOne, width: canvas.width).filter { $0 > 0 }.count) rows differ")
        }
    }

    @Test func aListsRowsAsTheClearChangeNothingButRounding() throws {
        let canvas = try SoftwareCanvas(width: 780, height: 1688)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: 2, textCache: text)
        let scene = BenchmarkScenes.nativeList(metrics: TTFMetrics(cache: text))
        let frame = scene.frame(pixelScale: 2)
        renderer.draw(frame.items.flattened(), background: frame.background)
        let bruteForce = try pixels(canvas)
        // As a window composites it (this canvas would not turn the rows into the clear).
        let window = Compositor(canvas: .iPhone, pixelScale: 2, wholePixelSeams: false, promotesClear: true)
            .composite(frame.items.flattened(), background: frame.background, textBounds: { renderer.textBox($0) })
        #expect(window.background == Color(hex: 0xFFFFFF))
        #expect(!window.primitives.contains { if case let .fill(r, _, c) = $0 { return c == Color(hex: 0xFFFFFF) && r.height == 44 }; return false })
        renderer.draw(window.primitives, background: window.background)
        let rows = rowDifferences(bruteForce, try pixels(canvas), width: canvas.width)
        // The rows meet on whole pixels (`HalfModalListScene`), so no seam mixes in the gray
        // beneath: rounding only (it was 17 seam rows, up to 9 levels, off the pixel grid).
        #expect(rows.allSatisfy { $0 <= 2 }, "\(rows.enumerated().filter { $0.element > 2 }.map { "\($0.offset): \($0.element)" })")
    }
}
