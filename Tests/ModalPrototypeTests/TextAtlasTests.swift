import Foundation
import Testing
import CSDL2
import ModalCore
@testable import ModalPrototype

/// `TextAtlas`: runs packed on shelves in one texture, and drawn from it as the same pixels as
/// from textures of their own.
@Suite(.serialized) struct TextAtlasTests {
    /// A white ARGB8888 surface of `w`×`h` (freed by the caller).
    func surface(_ w: Int, _ h: Int) -> UnsafeMutablePointer<SDL_Surface> {
        let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        _ = SDL_FillRect(s, nil, 0xFFFF_FFFF)
        return s
    }

    func key(_ s: String) -> TextAtlas.Key { TextAtlas.Key(string: s, weight: .regular, pixelSize: 17) }

    @Test func runsGoOnShelvesLeftToRightOnePixelApartAndTheAtlasStartsAgainWhenFull() throws {
        let canvas = try SoftwareCanvas(width: 8, height: 8)
        let atlas = try #require(TextAtlas(renderer: canvas.renderer, width: 100, height: 40))
        defer { atlas.destroy() }
        #expect(atlas.maxRunSize == (50, 10))
        var places: [SDL_Rect] = []
        for (name, w, h) in [("a", 40, 8), ("b", 40, 10), ("c", 30, 5), ("d", 50, 10), ("e", 50, 10)] {
            let s = surface(w, h)
            defer { SDL_FreeSurface(s) }
            places.append(try #require(atlas.insert(key(name), s)))
        }
        func rect(_ p: SDL_Rect) -> [Int32] { [p.x, p.y, p.w, p.h] }
        // a, b on the first shelf (10 tall); c does not fit beside them: next shelf at 11.
        #expect(places.map(rect) == [[0, 0, 40, 8], [41, 0, 40, 10], [0, 11, 30, 5], [31, 11, 50, 10], [0, 22, 50, 10]])
        #expect(atlas.place(of: key("b")).map(rect) == [41, 0, 40, 10])
        #expect(atlas.resets == 0)
        // A third shelf would end at 43 > 40: the atlas starts again.
        #expect(!atlas.fits(width: 60, height: 10) && !atlas.fits(width: 10, height: 11))
        #expect(atlas.fits(width: 49, height: 10) && !atlas.fits(width: 50, height: 9))
        let s = surface(50, 9)
        defer { SDL_FreeSurface(s) }
        #expect(atlas.insert(key("f"), s).map(rect) == [0, 0, 50, 9])
        #expect(atlas.resets == 1 && atlas.place(of: key("a")) == nil)
        let big = surface(51, 4)
        defer { SDL_FreeSurface(big) }
        #expect(atlas.insert(key("g"), big) == nil)
    }

    /// At ×1 the atlas starts 1020 × 254, grows once to 1020 × 510 when a run does not fit
    /// (keeping the first whole, so what was placed in it still draws), and an idle window gives
    /// both back (`shrinkAtlas`); from ×1.25 up it is 1020 × 1020 and never grows.
    @Test func theAtlasGrowsOnceAtOneTimesAndShrinksWhenIdle() throws {
        let canvas = try SoftwareCanvas(width: 8, height: 8)
        let fonts = try Assets.fonts(override: nil)
        let cache = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas, pretint: false)
        func place(_ i: Int) -> (TextAtlas, SDL_Rect)? {
            cache.atlasPlace(for: TextRun("label \(i) ____________", at: Point(x: 0, y: 0), size: 24, color: .black), pixelScale: 1,
                             beforeEmptying: {})
        }
        let first = try #require(place(0)).0
        #expect((first.width, first.height) == (1020, 254))
        var n = 1, flushedAt: Int?
        while cache.atlas === first && n < 500 { _ = place(n); n += 1 }
        let grown = try #require(cache.atlas)
        #expect((grown.width, grown.height) == (1020, 510))
        #expect(cache.outgrownAtlas === first && first.place(of: TextAtlas.Key(string: "label 0 ____________", weight: .regular, pixelSize: 24)) != nil)
        // Full again: the grown atlas empties, as before, and does not grow again.
        while grown.resets == 0 && n < 2000 {
            _ = cache.atlasPlace(for: TextRun("label \(n) ____________", at: Point(x: 0, y: 0), size: 24, color: .black), pixelScale: 1,
                                 beforeEmptying: { flushedAt = n })
            n += 1
        }
        #expect(grown.resets == 1 && cache.atlas === grown && flushedAt != nil)
        cache.shrinkAtlas()
        #expect(cache.atlas == nil && cache.outgrownAtlas == nil)
        #expect(try #require(place(0)).0.height == 254)
        #expect(TextCache.atlasSizes(pixelScale: 2).first == TextCache.atlasSizes(pixelScale: 2).grown)
    }

    @Test func textFromTheAtlasIsTheTextOfItsOwnTexture() throws {
        let canvas = try SoftwareCanvas(width: 390, height: 300)
        let fonts = try Assets.fonts(override: nil)
        // Both caches tint by modulation, as hardware renderers do; only one draws from an atlas.
        let own = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas, pretint: false)
        let atlased = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas, pretint: false)
        var runs: [Primitive] = []
        for i in 0..<12 {
            let string = i % 2 == 0 ? "行 \(i)" : "Row \(i) — ok"
            let at = Point(x: 20 + Double(i % 3) * 110, y: 20 + 22 * Double(i))
            let color = Color(r: UInt8(20 * i), g: 80, b: 200, a: i == 7 ? 128 : 255)
            let weight: FontWeight = i % 5 == 0 ? .semibold : .regular
            let anchor: TextAnchor = i % 3 == 1 ? .center : .leading
            runs.append(.text(TextRun(string, at: at, anchor: anchor, size: 13 + Double(i % 4), weight: weight, color: color)))
        }
        func draw(_ cache: TextCache, atlas: Bool) throws -> [UInt8] {
            let r = SceneRenderer(renderer: canvas.renderer, pixelScale: 1, textCache: cache, rasterization: .subpixel)
            r.usesTextAtlas = atlas
            r.draw(runs, background: .white)
            return try readPixels(canvas.renderer, width: canvas.width, height: canvas.height)
        }
        let expected = try draw(own, atlas: false)
        let actual = try draw(atlased, atlas: true)
        #expect(atlased.atlas != nil && own.atlas == nil)
        let worst = zip(expected, actual).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2, "off by \(worst)")
        #expect(expected != [UInt8](repeating: 255, count: expected.count))
    }
}
