import CSDL2
import FoundationEssentials
import ModalCore

/// The cost of a whole studio frame in a window (`bench --only studio`): the phone with the
/// timeline and inspector around it, as the window draws it while the half modal slides, against
/// a bare clear + present of a window of the same pixel size with the same renderer flags.
///
/// The studio frames follow each other at 60 fps through the half modal's 0.9 s slide (and
/// round again), so each is drawn after the one before, as in the window. `frame` is the
/// window's way (`ReviewView.drawDamaged`: only what changed is drawn and shown, where the
/// window can show rectangles alone); `frame_whole` draws and presents the whole frame, and
/// `frame_blended` does so with the panels' backgrounds blended, as before
/// (`SceneRenderer.drawOpaqueLead`). `STUDIO_BENCH_VERIFY=1` first prints the rectangles each
/// frame of the slide redraws, then shows 25 frames the window's way, then the 25th whole, each
/// for 2.5 s, to compare screenshots of the two.
enum StudioFrameBenchmark {
    /// The figures at `scale`: `window_studio_<case>_<scale>x_median_ms`, `…_p99_ms`, and
    /// `window_studio_frame_ratio_<scale>x` (studio median ÷ bare median), `…_p99` (p99 ÷ bare median).
    static func report(into results: inout BenchmarkResults, quick: Bool, scales: [Int] = [1, 2]) throws {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw Failure.runtime("cannot open a window: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_Quit() }
        for scale in scales {
            StandardStreams.error("bench: studio frame, window, ×\(scale)\n")
            let timings = try measure(scale: scale, budget: quick ? 0.6 : 2.4)
            let bare = timings["bare"]!.median
            for (name, t) in timings.sorted(by: { $0.key < $1.key }) {
                results.set("window_studio_\(name)_\(scale)x_median_ms", t.median * 1000)
                results.set("window_studio_\(name)_\(scale)x_p99_ms", t.p99 * 1000)
            }
            results.set("window_studio_frame_ratio_\(scale)x", timings["frame"]!.median / bare)
            results.set("window_studio_frame_ratio_\(scale)x_p99", timings["frame"]!.p99 / bare)
        }
    }

    /// Median and p99 of each case at `scale`, interleaved in batches until `budget` seconds pass.
    static func measure(scale: Int, budget: Double) throws -> [String: FrameCostBenchmark.Timing] {
        var options = Options()
        options.scale = Double(scale)
        let phones = Size.iPhone
        let size = StudioLayout(stage: phones, inspectorVisible: true).size
        let window = try SDLWindow(title: "ModalPrototype studio bench", width: Int(size.width) * scale,
                                   height: Int(size.height) * scale, vsync: false)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: window.renderer, owner: window)
        let (pw, _) = window.outputSize
        let renderer = SceneRenderer(renderer: window.renderer, pixelScale: Double(pw) / size.width, textCache: text)
        let view = try ReviewView(options: options, settings: Settings(), metrics: TTFMetrics(cache: text))
        view.studio = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        view.session.apply(.key(.h), at: 0)   // the half modal slides up for 0.9 s
        var event = SDL_Event()
        let until = BenchmarkTiming.now() + 0.3   // let the window map before timing
        while BenchmarkTiming.now() < until { while SDL_PollEvent(&event) != 0 {}; SDL_Delay(10) }
        func present() {
            SDL_RenderPresent(window.renderer)
            while SDL_PollEvent(&event) != 0 {}
        }
        let frames = 54   // 0.9 s at 60 fps
        func draw(at t: Double, paused: Bool) {
            try? view.draw(at: t, with: renderer, status: HUD.Status(rate: 1, paused: paused), toastClock: 0)
        }
        let presenter = SubBufferPresent(renderer: window.renderer, environment: [:])
        func damaged(at t: Double) {
            let (rects, shown) = view.drawDamaged(at: t, with: renderer, status: HUD.Status(rate: 1, paused: false), last: view.shown)
            view.shown = shown
            if shown == nil { draw(at: t, paused: false) }   // not a plain studio frame: the whole frame, as the window does
            if let rects, let presenter {
                presenter.show(rects, outputHeight: window.outputSize.1)
                while SDL_PollEvent(&event) != 0 {}
            } else {
                present()
            }
        }
        if ProcessInfo.processInfo.environment["STUDIO_BENCH_VERIFY"] != nil {
            var kinds = [String: Int]()
            view.shown = nil
            for k in 1...frames {
                let (rects, shown) = view.drawDamaged(at: Double(k) / 60, with: renderer, status: HUD.Status(), last: view.shown)
                view.shown = shown
                let key = shown == nil ? "whole (not a plain studio frame)" : rects == nil ? "whole (first)" : "damage"
                kinds[key, default: 0] += 1
                if let rects { StandardStreams.error("frame \(k): \(rects.map { "\($0.w)x\($0.h)" }.joined(separator: " "))\n") }
                present()
            }
            StandardStreams.error("frames: \(kinds)\n")
            view.shown = nil
            for k in 1...25 { damaged(at: Double(k) / 60) }
            StandardStreams.error("partial-shown\n")
            SDL_Delay(2500)
            view.shown = nil
            draw(at: 25.0 / 60, paused: false)
            present()
            StandardStreams.error("full-shown\n")
            SDL_Delay(2500)
        }
        // Each case steps through the slide on its own, a frame after the one it drew before.
        var steps = [String: Int]()
        func next(_ name: String) -> Double {
            steps[name] = (steps[name] ?? 0) % frames + 1
            return Double(steps[name]!) / 60
        }
        let cases: [(String, () -> Void)] = [
            ("bare", {
                SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, 255)
                SDL_RenderClear(window.renderer)
                present()
            }),
            ("frame", { damaged(at: next("frame")) }),
            ("frame_whole", {
                draw(at: next("frame_whole"), paused: false)
                present()
            }),
            ("frame_blended", {
                SceneRenderer.noOpaqueLead = true
                draw(at: next("frame_blended"), paused: false)
                present()
                SceneRenderer.noOpaqueLead = false
            }),
        ]
        for (_, body) in cases { for _ in 0..<3 { body() } }
        var samples = [String: [Double]]()
        let start = BenchmarkTiming.now()
        repeat {
            for (name, body) in cases { samples[name, default: []] += BenchmarkTiming.durations(count: 8, body) }
        } while BenchmarkTiming.now() - start < budget
        return samples.mapValues {
            FrameCostBenchmark.Timing(median: BenchmarkTiming.median($0), p99: BenchmarkTiming.quantile($0, 0.99))
        }
    }
}
