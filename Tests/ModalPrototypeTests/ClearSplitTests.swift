import Testing
import CSDL2
import ModalCore
@testable import ModalPrototype

/// `SceneRenderer.clearSplit`: which pixels of a large translucent fill over the clear are
/// written opaque and which are blended under clips (the pixels themselves are checked on the
/// GL renderer by `GLPixelTests`).
@Suite(.serialized) struct ClearSplitTests {
    /// A renderer rasterising as GL renderers do, past its first (all-blended) draws.
    func renderer(scale: Double) throws -> (SceneRenderer, SoftwareCanvas) {
        let canvas = try SoftwareCanvas(width: Int(390 * scale), height: Int(844 * scale))
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let r = SceneRenderer(renderer: canvas.renderer, pixelScale: scale, textCache: text, rasterization: .subpixel)
        for _ in 0..<SceneRenderer.blendedDraws { r.draw([], background: .black) }
        return (r, canvas)
    }

    let clear = Color(hex: 0xCC7700)
    let glass = Color(r: 0xF1, g: 0xD9, b: 0xB8, a: 0xE6)

    /// The opaque parts and the blended clips tile the fill's box (grown by a pixel) exactly once,
    /// the text beneath is blended, and the opaque colour is llvmpipe's blend of the two.
    @Test func thePartsTileTheFillsBoxOnce() throws {
        let (r, _) = try renderer(scale: 2)
        let sheet = Rect(x: 7.605, y: 450.5, width: 374.79, height: 385.895)
        let label = TextRun("half modal", at: Point(x: 195, y: 582), size: 17, color: .black)
        let split = try #require(r.clearSplit([.text(label), .fill(sheet, CornerRadii(all: 39.725), glass)], at: 1, over: clear))
        #expect(split.color == SceneRenderer.llvmpipeBlend(glass, over: clear))
        var count: [Int: Int] = [:]
        for rect in split.opaque + split.blended {
            for y in Int(rect.y)..<Int(rect.y + rect.h) { for x in Int(rect.x)..<Int(rect.x + rect.w) { count[y * 10_000 + x, default: 0] += 1 } }
        }
        let (x0, y0, x1, y1) = (14, 900, 766, 1674)   // the sheet at ×2, out to whole pixels, a pixel more
        #expect(count.count == (x1 - x0) * (y1 - y0))
        #expect(count.values.allSatisfy { $0 == 1 })
        #expect(count.keys.allSatisfy { ($0 % 10_000) >= x0 && ($0 % 10_000) < x1 && $0 / 10_000 >= y0 && $0 / 10_000 < y1 })
        // The label's box is blended, never opaque; most of the sheet is opaque.
        let box = try #require(r.textBox(label))
        let labelPixel = SDL_Point(x: Int32(box.midX * 2), y: Int32(box.midY * 2))
        #expect(!split.opaque.contains { $0.contains(labelPixel) } && split.blended.contains { $0.contains(labelPixel) })
        let opaque = split.opaque.reduce(0) { $0 + Int($1.w) * Int($1.h) }
        #expect(opaque > 400_000)
    }

    /// Small, opaque, not finite or past the coordinate limit: drawn as it is.
    @Test func whatIsNotSplit() throws {
        let (r, _) = try renderer(scale: 2)
        let small = Rect(x: 0, y: 0, width: 100, height: 100)   // 40,000 px at ×2
        #expect(r.clearSplit([.fill(small, .zero, glass)], at: 0, over: clear) == nil)
        #expect(r.clearSplit([.fill(Rect(x: 0, y: 0, width: 390, height: 400), .zero, clear)], at: 0, over: clear) == nil)
        for hostile in [Rect(x: 0, y: 0, width: .infinity, height: 400), Rect(x: .nan, y: 0, width: 390, height: 400),
                        Rect(x: -1e300, y: 0, width: 2e300, height: 400), Rect(x: 0, y: 0, width: 390, height: 1e12)] {
            #expect(r.clearSplit([.fill(hostile, CornerRadii(all: .infinity), glass)], at: 0, over: clear) == nil)
        }
        #expect(r.clearSplit([.fill(Rect(x: 0, y: 0, width: 390, height: 400), .zero, glass)], at: 0, over: Color(r: 1, g: 2, b: 3, a: 200)) == nil)
    }
}

extension SDL_Rect {
    func contains(_ p: SDL_Point) -> Bool { p.x >= x && p.x < x + w && p.y >= y && p.y < y + h }
}
