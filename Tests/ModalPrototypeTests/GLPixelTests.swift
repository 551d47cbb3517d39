import Foundation
import Testing
import CSDL2
import ModalCore
@testable import ModalPrototype

/// Pixels of the window's own renderer (SDL's OpenGL one; llvmpipe under Xvfb): the shortcuts
/// it takes give the pixels of the plain way. Needs a display, so it runs only with
/// `MODAL_GL_TESTS=1` (`scripts/gl-pixel-test` starts Xvfb for it; `scripts/test` runs that).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["MODAL_GL_TESTS"] == "1", "needs a display: scripts/gl-pixel-test"))
struct GLPixelTests {
    /// SDL's video, once for the process (SDL 2.26 cannot bring X11 up again after SDL_Quit).
    static let video: Bool = SDL_Init(SDL_INIT_VIDEO) == 0

    @Test func theComputedBlendIsTheRenderersBlend() throws {
        try #require(GLPixelTests.video, "SDL_Init: \(String(cString: SDL_GetError()))")
        let window = try SDLWindow(title: "gl-pixel-test", width: 256, height: 256, vsync: false)
        let r = SceneRenderer(renderer: window.renderer, pixelScale: 1, textCache: nil)
        var seed: UInt64 = 7
        func byte() -> UInt8 { UInt8(truncatingIfNeeded: splitMix64(&seed)) }
        var wrong: [String] = []
        for _ in 0..<24 {
            let clear = Color(r: byte(), g: byte(), b: byte())
            let colors = (0..<256).map { _ in Color(r: byte(), g: byte(), b: byte(), a: UInt8(1 + splitMix64(&seed) % 254)) }
            let cells = colors.enumerated().map { i, c in
                Primitive.fill(Rect(x: Double(i % 16) * 16, y: Double(i / 16) * 16, width: 16, height: 16), .zero, c)
            }
            r.draw(cells, background: clear)
            let pixels = try readPixels(window.renderer, width: 256, height: 256)
            for (i, c) in colors.enumerated() {
                let o = (((i / 16) * 16 + 8) * 256 + (i % 16) * 16 + 8) * 4   // ARGB8888 in memory: B G R A
                let drawn = Color(r: pixels[o + 2], g: pixels[o + 1], b: pixels[o])
                let computed = SceneRenderer.llvmpipeBlend(c, over: clear)
                if drawn != computed { wrong.append("\(c) over \(clear): drawn \(drawn), computed \(computed)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of 6144 blends differ, first: \(wrong.first ?? "")")
    }

    @Test func aSplitFillGivesTheWholeFillsPixels() throws {
        try #require(GLPixelTests.video, "SDL_Init: \(String(cString: SDL_GetError()))")
        for scale in [1, 2, 3] {
            let window = try SDLWindow(title: "gl-pixel-test", width: 390 * scale, height: 844 * scale, vsync: false)
            let (w, h) = window.outputSize
            let fonts = try Assets.fonts(override: nil)
            let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: window.renderer, owner: window)
            let r = SceneRenderer(renderer: window.renderer, pixelScale: Double(w) / 390, textCache: text)
            for _ in 0..<SceneRenderer.blendedDraws { r.draw([], background: .black) }   // past the first, all-blended draws
            var splits = 0
            for scene in FrameCostBenchmark.scenes(canvas: .iPhone, metrics: TTFMetrics(cache: text)) {
                let frame = scene.frame(pixelScale: r.pixelScale)
                let composited = r.composite(frame.items, background: frame.background)
                let clear = try #require(composited.background)
                r.draw(composited.primitives, background: clear)
                splits += r.lastFrame.splitFills
                let split = try readPixels(window.renderer, width: w, height: h)
                // The same primitives over the same clear, which the renderer is not told of: no split.
                SDL_SetRenderDrawColor(window.renderer, clear.r, clear.g, clear.b, 255)
                SDL_RenderClear(window.renderer)
                r.draw(composited.primitives, background: nil)
                #expect(r.lastFrame.splitFills == 0)
                let whole = try readPixels(window.renderer, width: w, height: h)
                let differing = zip(split, whole).filter { $0 != $1 }.count
                #expect(differing == 0, "×\(scale) \(scene.name): \(differing) bytes differ")
            }
            #expect(splits >= 1, "×\(scale): the glass sheet was drawn split")
        }
    }

    @Test func damagedStudioFramesAreTheWholeFrames() throws {
        try #require(GLPixelTests.video, "SDL_Init: \(String(cString: SDL_GetError()))")
        // The seed card at ×1 and ×2; iOS 26's glass sheet (split, `ClearSplit`) beside it,
        // then the page sheet rising over both.
        for args in [["--scale", "1"], ["--scale", "2"], ["--scale", "1", "--ios", "26", "--compare", "seed,native"]] {
            let options = try Options.parse(args)
            let app = try WindowApp(options: options, settings: options.settings, scenario: nil)
            let (w, h) = app.window.outputSize
            let view = app.view, renderer = app.renderer
            let status = HUD.Status()
            for _ in 0..<SceneRenderer.blendedDraws { renderer.draw([], background: .black) }
            view.controller.play(.key(.h), at: 0)
            if args.contains("--compare") { view.controller.play(.key(.s), at: 0.6) }
            view.session.advance(to: 0.05)
            var shown = view.drawDamaged(at: 0.05, with: renderer, status: status, last: nil).shown
            try #require(shown != nil, "\(args): a plain studio frame")
            var screen = try readPixels(app.window.renderer, width: w, height: h)
            for t in [0.1, 0.15, 0.3, 0.5, 0.65, 0.75, 1.0, 1.4] {
                view.session.advance(to: t)
                app.updateTimelineView(at: t)
                let step = view.drawDamaged(at: t, with: renderer, status: status, last: shown)
                let rects = try #require(step.rects, "\(args) t \(t): a damaged frame")
                shown = step.shown
                let drawn = try readPixels(app.window.renderer, width: w, height: h)
                for rect in rects {
                    for y in Int(rect.y)..<Int(rect.y + rect.h) {
                        let row = (y * w + Int(rect.x)) * 4
                        screen.replaceSubrange(row..<(row + Int(rect.w) * 4), with: drawn[row..<(row + Int(rect.w) * 4)])
                    }
                }
                try view.draw(at: t, with: renderer, status: status, toastClock: t)
                let whole = try readPixels(app.window.renderer, width: w, height: h)
                let differing = zip(screen, whole).filter { $0 != $1 }.count
                var places: [String] = []
                for i in stride(from: 0, to: whole.count, by: 4) where screen[i..<(i + 4)] != whole[i..<(i + 4)] {
                    if places.count < 6 { places.append("(\(i / 4 % w),\(i / 4 / w)) \(Array(screen[i..<(i + 3)])) vs \(Array(whole[i..<(i + 3)]))") }
                }
                #expect(differing == 0, "\(args) t \(t): \(differing) bytes differ from the whole frame \(places) rects \(rects)")
            }
        }
    }
}
