import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The compositor's shortened frames against brute force, pixel by pixel on SDL's software
/// renderer: every state of the prototype at several scales, within ±2 per channel.
@Suite(.serialized) struct CompositorPixelTests {
    /// A named machine state and the instant to draw.
    struct State {
        var name: String
        var machine: PrototypeMachine
        var time: Double
    }

    /// Every kind of frame: plain, half modal (resting, moving, dragged, fluid backdrop), sheet
    /// (presenting, presented, dismissing), cover and spinner, alert appearing, shown, fading,
    /// focus rings, the busiest frame, the native list scrolling and iOS 26's glass sheet.
    static func states(metrics: any TextMeasuring) -> [State] {
        var out: [State] = []
        func machine(_ configure: (inout Settings) -> Void = { _ in }) -> PrototypeMachine {
            var s = Settings()
            configure(&s)
            return PrototypeMachine(settings: s, canvas: .iPhone, metrics: metrics)
        }
        var m = machine()
        out.append(State(name: "main", machine: m, time: 0))
        _ = m.handle(.key(.h), now: 0)
        out.append(State(name: "half-modal-moving", machine: m, time: 0.3))
        out.append(State(name: "half-modal", machine: m, time: 1))
        _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 1)
        _ = m.handle(.pointerMove(Point(x: 195, y: 380)), now: 1.1)
        out.append(State(name: "half-modal-dragged", machine: m, time: 1.1))
        _ = m.handle(.pointerUp(Point(x: 195, y: 380)), now: 1.1)
        _ = m.handle(.key(.tab), now: 1.2)
        out.append(State(name: "focus-ring", machine: m, time: 1.2))
        _ = m.handle(.key(.s), now: 2)
        out.append(State(name: "sheet-presenting", machine: m, time: 2.1))
        out.append(State(name: "sheet-presenting-late", machine: m, time: 2.35))
        out.append(State(name: "sheet-over-half-modal", machine: m, time: 3))

        var f = machine { $0.halfModal.profile = .fluid }
        _ = f.handle(.key(.h), now: 0)
        out.append(State(name: "fluid-backdrop-moving", machine: f, time: 0.2))
        out.append(State(name: "fluid-backdrop", machine: f, time: 2))

        let busiest = BenchmarkScenes.busiest(metrics: metrics)
        out.append(State(name: "busiest", machine: busiest.machine, time: busiest.time))
        out.append(State(name: "alert-appearing", machine: busiest.machine, time: 2.1))
        out.append(State(name: "cover-spinner", machine: busiest.machine, time: 2.5))
        var dismissing = busiest.machine
        _ = dismissing.handle(.key(.return), now: 4)
        out.append(State(name: "alert-fading", machine: dismissing, time: 4.1))
        out.append(State(name: "sheet-dismissing", machine: dismissing, time: 4.25))
        out.append(State(name: "animating", machine: BenchmarkScenes.animating(metrics: metrics).machine, time: 1.2))
        for scene in [BenchmarkScenes.nativeList(metrics: metrics), BenchmarkScenes.ios26Glass(metrics: metrics)] {
            out.append(State(name: scene.name, machine: scene.machine, time: scene.time))
        }
        return out
    }

    /// Draws `state` brute force and composited (over a magenta canvas, so an unpainted pixel
    /// shows) and returns the largest channel difference and where it is.
    func compare(_ state: State, on canvas: SoftwareCanvas, _ renderer: SceneRenderer) throws -> (Int, Int, Int, Color, Color) {
        let frame = state.machine.frame(now: state.time)
        renderer.draw(frame.items.flattened(), background: frame.background)
        let expected = try readPixels(canvas.renderer, width: canvas.width, height: canvas.height)
        renderer.draw([], background: Color(r: 255, g: 0, b: 255))
        renderer.drawComposited(frame.items, background: frame.background)
        let actual = try readPixels(canvas.renderer, width: canvas.width, height: canvas.height)
        var worst = (0, 0, 0, Color.clear, Color.clear)
        for i in stride(from: 0, to: expected.count, by: 4) {
            for c in 0..<4 {
                let d = abs(Int(expected[i + c]) - Int(actual[i + c]))
                if d > worst.0 {
                    func color(_ p: [UInt8]) -> Color { Color(r: p[i + 2], g: p[i + 1], b: p[i], a: p[i + 3]) }
                    worst = (d, (i / 4) % canvas.width, (i / 4) / canvas.width, color(expected), color(actual))
                }
            }
        }
        return worst
    }

    @Test(arguments: [1.0, 2.0, 1.5])
    func compositedFramesMatchBruteForce(scale: Double) throws {
        let canvas = try SoftwareCanvas(width: Int((390 * scale).rounded()), height: Int((844 * scale).rounded()))
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: scale, textCache: text)
        // With and without clear promotion (off by default on this renderer, on in windows).
        for promotes in [false, true] {
            renderer.promotesClear = promotes
            for state in Self.states(metrics: TTFMetrics(cache: text)) {
                let (d, x, y, expected, actual) = try compare(state, on: canvas, renderer)
                #expect(d <= 2, "\(state.name) ×\(scale) promotion \(promotes): off by \(d) at (\(x), \(y)): \(actual), brute force \(expected)")
            }
        }
    }

    @Test func theGlassSheetIsBlendedOnlyAlongItsRimAndOverTheLabelsBeneath() throws {
        let canvas = try SoftwareCanvas(width: 780, height: 1688)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: 2, textCache: text)
        let scene = BenchmarkScenes.ios26Glass(metrics: TTFMetrics(cache: text))
        let frame = scene.machine.frame(now: scene.time)
        let result = renderer.composite(frame.items, background: frame.background)
        var translucent = 0.0, opaque = 0.0
        for case let .fill(r, _, c) in result.primitives where r.minY >= 440 {
            if c.a < 255 { translucent += r.width * r.height } else { opaque += r.width * r.height }
        }
        // The sheet is about 375 × 386 pt: most of it one opaque colour, the rest its rim and the two labels' boxes.
        #expect(opaque > 0.8 * 375 * 386, "opaque \(opaque) pt², translucent \(translucent) pt²")
        #expect(translucent < 0.15 * 375 * 386, "translucent \(translucent) pt²")
        let (d, x, y, expected, actual) = try compare(State(name: scene.name, machine: scene.machine, time: scene.time), on: canvas, renderer)
        #expect(d <= 1, "off by \(d) at (\(x), \(y)): \(actual), brute force \(expected)")
    }

    @Test func theBusiestFrameIsShorterAndClearsToTheSheet() throws {
        let canvas = try SoftwareCanvas(width: 780, height: 1688)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: 2, textCache: text)
        renderer.promotesClear = true   // as in a window
        let scene = BenchmarkScenes.busiest(metrics: TTFMetrics(cache: text))
        let frame = scene.machine.frame(now: scene.time)
        let result = renderer.composite(frame.items, background: frame.background)
        // Neither full-canvas dim is drawn; the sheet's body is the clear (its colour under the
        // 50 % cover and the 20 % barrier: #154F23) and the sheet is drawn only near its top.
        #expect(result.background == Color(r: 21, g: 79, b: 35))
        let sheetHeads = result.primitives.filter {
            if case let .fill(r, _, c) = $0 { return c == Color(r: 21, g: 79, b: 35) && r.width >= 390 }
            return false
        }
        #expect(sheetHeads.count == 1)
        if case let .fill(r, _, _)? = sheetHeads.first { #expect(r.maxY < 80, "\(r)") }
        #expect(!result.primitives.contains { if case let .fill(r, _, c) = $0 { return c.a < 255 && r.width >= 390 && r.height >= 844 }; return false })
        #expect(result.primitives.count < frame.items.flattened().count)
    }
}
