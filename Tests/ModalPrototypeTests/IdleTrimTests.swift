import Testing
import ModalCore
@testable import ModalPrototype

/// An idle window gives back its fonts and free heap once per quiet spell, and nothing it shows
/// or draws next changes.
@Suite struct IdleTrimTests {
    @Test func trimsOnceAfterDrawingWhenTheWaitIsLong() {
        var trim = IdleTrim()
        #expect(!trim.shouldTrim(beforeWaiting: 500), "nothing drawn yet")
        trim.drew(textCache: nil)
        #expect(!trim.shouldTrim(beforeWaiting: 16), "a frame at 60 fps is not quiet")
        #expect(!trim.shouldTrim(beforeWaiting: IdleTrim.quietWait - 1))
        #expect(trim.shouldTrim(beforeWaiting: IdleTrim.quietWait))
        #expect(trim.shouldTrim(beforeWaiting: 500))
    }

    @Test func trimmingKeepsPixelsAndTexturesAndReopensFonts() throws {
        let canvas = try SoftwareCanvas(width: 200, height: 80)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: 2, textCache: text)
        let run = TextRun("閉じる Close", at: Point(x: 50, y: 20), size: 15, weight: .semibold, color: Color(r: 0, g: 122, b: 255))
        renderer.draw([.text(run)], background: .white)
        canvas.flush()
        let before = (0..<200).map { canvas.pixel(x: $0, y: 40) }
        #expect(text.openFontCount == 1)
        let created = text.createdTextureCount

        var trim = IdleTrim()
        let early = trim.beforeWaiting(500, renderer: canvas.renderer, textCache: text)
        #expect(!early, "nothing drawn since start")
        trim.drew(textCache: nil)
        let first = trim.beforeWaiting(500, renderer: canvas.renderer, textCache: text)
        let second = trim.beforeWaiting(500, renderer: canvas.renderer, textCache: text)
        #expect(first)
        #expect(!second, "once per quiet spell")
        #expect(trim.trims == 1)
        #expect(text.openFontCount == 0)
        #expect((0..<200).map { canvas.pixel(x: $0, y: 40) } == before, "the target's pixels are untouched")

        // The texture is still cached; a new string opens its font again, the same font as before.
        renderer.draw([.text(run)], background: .white)
        #expect(text.createdTextureCount == created)
        #expect(text.openFontCount == 0)
        var other = run
        other.string = "Close 閉じる"
        let fresh = try #require(text.texture(for: other, pixelScale: 2))
        let known = try #require(text.texture(for: run, pixelScale: 2))
        #expect(text.openFontCount == 1)
        #expect(fresh.height == known.height)
    }

    @Test func texturesTheLastFrameDidNotUseAreDropped() throws {
        let canvas = try SoftwareCanvas(width: 200, height: 80)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: 1, textCache: text)
        func label(_ s: String) -> Primitive { .text(TextRun(s, at: Point(x: 50, y: 20), size: 13, color: .black)) }
        var trim = IdleTrim()
        for value in ["0.10 s", "0.20 s", "0.30 s"] {   // a value that changes every frame, and a fixed title
            renderer.draw([label("Inspector"), label(value)], background: .white)
            trim.drew(textCache: text)
        }
        let created = text.createdTextureCount
        let trimmed = trim.beforeWaiting(500, renderer: canvas.renderer, textCache: text)
        #expect(trimmed)
        // What the last frame showed is still cached; the older values are gone.
        renderer.draw([label("Inspector"), label("0.30 s")], background: .white)
        #expect(text.createdTextureCount == created)
        renderer.draw([label("0.10 s")], background: .white)
        #expect(text.createdTextureCount == created + 1)
    }

    @Test func stripTicksTrimTooAndKeepTheLastFramesTextures() throws {
        let canvas = try SoftwareCanvas(width: 200, height: 80)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: 1, textCache: text)
        func label(_ s: String) -> Primitive { .text(TextRun(s, at: Point(x: 50, y: 20), size: 13, color: .black)) }
        var trim = IdleTrim()
        renderer.draw([label("Inspector"), label("0:01")], background: .white)   // the last whole frame
        trim.drew(textCache: text)
        let afterFrame = trim.beforeWaiting(500, renderer: canvas.renderer, textCache: text)
        #expect(afterFrame)
        #expect(text.openFontCount == 0)
        for time in ["0:02", "0:03"] {   // the strip's time, once a second
            renderer.draw([label(time)], background: nil)
            trim.drewStripTick(textCache: text)
            #expect(trim.shouldTrim(beforeWaiting: 1000), "the wait after a tick is quiet too")
            let afterTick = trim.beforeWaiting(1000, renderer: canvas.renderer, textCache: text)
            #expect(afterTick)
            #expect(text.openFontCount == 1, "a trim after ticks alone keeps the fonts open")
        }
        #expect(trim.trims == 3)
        let created = text.createdTextureCount
        // The last frame's title and the latest tick's time are still cached; the older tick's is gone.
        renderer.draw([label("Inspector"), label("0:01"), label("0:03")], background: .white)
        #expect(text.createdTextureCount == created)
        renderer.draw([label("0:02")], background: nil)
        #expect(text.createdTextureCount == created + 1)
    }
}
