import CSDL2
import Glibc
import Testing
import ModalCore
@testable import ModalPrototype

/// Opaque fills and clears written straight into a canvas's pixels (`DirectFill`) give exactly
/// the pixels SDL's software renderer gives, and step aside whenever SDL would transform them.
@Suite(.serialized) struct DirectFillTests {
    /// Every state of `CompositorPixelTests`, composited and brute force, at ×1, ×1.5, ×2 and
    /// ×3: byte for byte the same with and without direct fills.
    @Test(arguments: [1.0, 1.5, 2.0, 3.0])
    func framesAreByteForByteSDLs(scale: Double) throws {
        let canvas = try SoftwareCanvas(width: Int((390 * scale).rounded()), height: Int((844 * scale).rounded()))
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let direct = canvas.sceneRenderer(pixelScale: scale, textCache: text)
        let sdl = SceneRenderer(renderer: canvas.renderer, pixelScale: scale, textCache: text)
        #expect(direct.directFill != nil && sdl.directFill == nil)
        for state in CompositorPixelTests.states(metrics: TTFMetrics(cache: text)) {
            let frame = state.machine.frame(now: state.time)
            for composited in [true, false] {
                func draw(_ r: SceneRenderer) throws -> [UInt8] {
                    r.draw([], background: Color(r: 255, g: 0, b: 255))
                    if composited {
                        r.drawComposited(frame.items, background: frame.background)
                    } else {
                        r.draw(frame.items.flattened(), background: frame.background)
                    }
                    return try readPixels(canvas.renderer, width: canvas.width, height: canvas.height)
                }
                let expected = try draw(sdl)
                let actual = try draw(direct)
                let same = expected.count == actual.count && expected.withUnsafeBytes { a in
                    actual.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
                }
                #expect(same, "\(state.name) ×\(scale) composited \(composited): the pixels differ")
                #expect(sdl.lastFrame.errors.isEmpty && direct.lastFrame.errors.isEmpty)
            }
        }
    }

    @Test func rectanglesAreClippedToTheSurface() throws {
        let canvas = try SoftwareCanvas(width: 8, height: 6)
        let fill = DirectFill(surface: canvas.surface)
        fill.clear(Color(r: 0, g: 0, b: 255))
        let rects = [SDL_Rect(x: -3, y: -2, w: 5, h: 4), SDL_Rect(x: 6, y: 4, w: 10, h: 10), SDL_Rect(x: 3, y: 3, w: 0, h: 2)]
        rects.withUnsafeBufferPointer { fill.fill($0, Color(r: 255, g: 0, b: 0)) }
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        for y in 0..<6 {
            for x in 0..<8 {
                let inside = (x < 2 && y < 2) || (x >= 6 && y >= 4)
                #expect(canvas.pixel(x: x, y: y) == (inside ? red : blue), "(\(x), \(y))")
            }
        }
    }

    @Test func stepsAsideForAClipViewportScaleOrTarget() throws {
        let canvas = try SoftwareCanvas(width: 40, height: 30)
        let fill = DirectFill(surface: canvas.surface)
        #expect(fill.applies(to: canvas.renderer))
        var clip = SDL_Rect(x: 0, y: 0, w: 10, h: 10)
        SDL_RenderSetClipRect(canvas.renderer, &clip)
        #expect(!fill.applies(to: canvas.renderer))
        SDL_RenderSetClipRect(canvas.renderer, nil)
        SDL_RenderSetScale(canvas.renderer, 2, 2)
        #expect(!fill.applies(to: canvas.renderer))
        SDL_RenderSetScale(canvas.renderer, 1, 1)
        var viewport = SDL_Rect(x: 5, y: 0, w: 20, h: 30)
        SDL_RenderSetViewport(canvas.renderer, &viewport)
        #expect(!fill.applies(to: canvas.renderer))
        SDL_RenderSetViewport(canvas.renderer, nil)
        #expect(fill.applies(to: canvas.renderer))
        let target = try #require(SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                    Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 4, 4))
        defer { SDL_DestroyTexture(target) }
        SDL_SetRenderTarget(canvas.renderer, target)
        #expect(!fill.applies(to: canvas.renderer))
        SDL_SetRenderTarget(canvas.renderer, nil)
        #expect(fill.applies(to: canvas.renderer))
    }
}
