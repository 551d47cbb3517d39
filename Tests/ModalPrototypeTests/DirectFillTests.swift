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
        let whole = SDL_Rect(x: 0, y: 0, w: 8, h: 6)
        rects.withUnsafeBufferPointer { fill.fill($0, Color(r: 255, g: 0, b: 0), within: whole) }
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        for y in 0..<6 {
            for x in 0..<8 {
                let inside = (x < 2 && y < 2) || (x >= 6 && y >= 4)
                #expect(canvas.pixel(x: x, y: y) == (inside ? red : blue), "(\(x), \(y))")
            }
        }
    }

    /// Whether `a` is the rectangle `b`.
    static func same(_ a: SDL_Rect?, _ b: SDL_Rect) -> Bool {
        guard let a else { return false }
        return (a.x, a.y, a.w, a.h) == (b.x, b.y, b.w, b.h)
    }

    @Test func keepsToAClipAndStepsAsideForAViewportScaleOrTarget() throws {
        let canvas = try SoftwareCanvas(width: 40, height: 30)
        let fill = DirectFill(surface: canvas.surface)
        let whole = SDL_Rect(x: 0, y: 0, w: 40, h: 30)
        #expect(Self.same(fill.reach(of: canvas.renderer), whole))
        var clip = SDL_Rect(x: -5, y: 20, w: 10, h: 20)
        SDL_RenderSetClipRect(canvas.renderer, &clip)
        #expect(Self.same(fill.reach(of: canvas.renderer), SDL_Rect(x: 0, y: 20, w: 5, h: 10)))
        SDL_RenderSetClipRect(canvas.renderer, nil)
        SDL_RenderSetScale(canvas.renderer, 2, 2)
        #expect(fill.reach(of: canvas.renderer) == nil)
        SDL_RenderSetScale(canvas.renderer, 1, 1)
        var viewport = SDL_Rect(x: 5, y: 0, w: 20, h: 30)
        SDL_RenderSetViewport(canvas.renderer, &viewport)
        #expect(fill.reach(of: canvas.renderer) == nil)
        SDL_RenderSetViewport(canvas.renderer, nil)
        #expect(Self.same(fill.reach(of: canvas.renderer), whole))
        let target = try #require(SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                    Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 4, 4))
        defer { SDL_DestroyTexture(target) }
        SDL_SetRenderTarget(canvas.renderer, target)
        #expect(fill.reach(of: canvas.renderer) == nil)
        SDL_SetRenderTarget(canvas.renderer, nil)
        #expect(Self.same(fill.reach(of: canvas.renderer), whole))
    }

    /// The recording painter draws damage boxes under a clip: fills cut to it and a clear that
    /// ignores it are byte for byte SDL's own.
    @Test func underAClipTheFillsAndTheClearAreSDLs() throws {
        let canvas = try SoftwareCanvas(width: 64, height: 48)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let direct = canvas.sceneRenderer(pixelScale: 1, textCache: text)
        let sdl = SceneRenderer(renderer: canvas.renderer, pixelScale: 1, textCache: text)
        let shapes: [Primitive] = [
            .fill(Rect(x: -4, y: 3, width: 30, height: 20), .zero, Color(r: 200, g: 10, b: 10)),
            .fill(Rect(x: 20, y: 10, width: 50, height: 50), .zero, Color(r: 10, g: 200, b: 10)),
            .fill(Rect(x: 5, y: 30, width: 10, height: 10), .zero, Color(r: 10, g: 10, b: 200, a: 128)),
        ]
        for clear in [false, true] {
            func draw(_ r: SceneRenderer) throws -> [UInt8] {
                r.draw([], background: Color(r: 255, g: 0, b: 255))
                var clip = SDL_Rect(x: 12, y: 8, w: 30, h: 60)
                SDL_RenderSetClipRect(canvas.renderer, &clip)
                r.draw(shapes, background: clear ? Color(r: 1, g: 2, b: 3) : nil)
                SDL_RenderSetClipRect(canvas.renderer, nil)
                return try readPixels(canvas.renderer, width: canvas.width, height: canvas.height)
            }
            let expected = try draw(sdl), actual = try draw(direct)
            #expect(expected == actual, "clear \(clear): the pixels differ")
            #expect(expected.contains(200) && expected.contains(255))
        }
    }
}
