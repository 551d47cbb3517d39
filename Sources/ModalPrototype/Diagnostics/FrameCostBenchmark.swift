import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// The cost of drawing a frame, as a ratio to a bare frame of the same size on the same renderer.
///
/// Headless (`SoftwareCanvas`, SDL's software renderer): a bare frame is the clear alone, on the
/// same canvas, with no read-back (a software canvas needs none to hold the frame); a measured
/// frame is scene + draw, through `SoftwareCanvas.sceneRenderer` as headless runs draw (opaque
/// fills and clears written with `DirectFill`, not SDL; the bare clear stays SDL's own).
/// Read-back and PNG encoding (what `--record` adds per frame) are timed as rows of their own. In a window (`SDLWindow` with the app's renderer flags: no
/// vsync; under Xvfb Mesa's software OpenGL): clear + present against scene + draw + present.
/// Each case runs in short interleaved batches so that drift hits all of them alike. Scenes are
/// drawn as the app draws the phone at the target's pixel scale (`Scene.frame(pixelScale:)`).
enum FrameCostBenchmark {
    /// Median and 99th percentile of one case, in seconds.
    struct Timing {
        var median: Double
        var p99: Double
    }

    /// Something that can draw the cases and finish a frame (read back or present).
    struct Target {
        var renderer: SceneRenderer
        /// Ends a frame: read-back for a canvas, present for a window.
        var finish: () -> Void
    }

    /// The cases measured on a target: "bare", then each scene composited and brute-force.
    static func measure(_ target: Target, scenes: [BenchmarkScenes.Scene], budget: Double, batch: Int = 8) -> [String: Timing] {
        let r = target.renderer
        var cases: [(String, () -> Void)] = [("bare", {
            SDL_SetRenderDrawColor(r.renderer, 0, 0, 0, 255)
            SDL_RenderClear(r.renderer)
            target.finish()
        })]
        for scene in scenes {
            cases.append((scene.name, {
                let frame = scene.frame(pixelScale: r.pixelScale)
                r.drawComposited(frame.items, background: frame.background)
                target.finish()
            }))
            cases.append((scene.name + "_bruteforce", {
                let frame = scene.frame(pixelScale: r.pixelScale)
                r.draw(frame.items.flattened(), background: frame.background)
                target.finish()
            }))
        }
        return interleaved(cases, budget: budget, batch: batch)
    }

    /// Times `cases`: three warm-up runs each (text textures, buffers), then batches of `batch`
    /// runs of each in turn until `budget` seconds are spent, so drift hits all of them alike.
    static func interleaved(_ cases: [(String, () -> Void)], budget: Double, batch: Int = 8) -> [String: Timing] {
        for (_, body) in cases { for _ in 0..<3 { body() } }
        var samples = [String: [Double]]()
        let start = BenchmarkTiming.now()
        repeat {
            for (name, body) in cases { samples[name, default: []] += BenchmarkTiming.durations(count: batch, body) }
        } while BenchmarkTiming.now() - start < budget
        return samples.mapValues { Timing(median: BenchmarkTiming.median($0), p99: BenchmarkTiming.quantile($0, 0.99)) }
    }

    /// The frames measured: the busiest and a typical animating one, and the new features' (the
    /// `native` profile's 30-row list scrolling, iOS 26's glass sheet).
    static func scenes(canvas: Size, metrics: any TextMeasuring) -> [BenchmarkScenes.Scene] {
        [BenchmarkScenes.busiest(canvas: canvas, metrics: metrics), BenchmarkScenes.animating(canvas: canvas, metrics: metrics),
         BenchmarkScenes.nativeList(canvas: canvas, metrics: metrics), BenchmarkScenes.ios26Glass(canvas: canvas, metrics: metrics)]
    }

    /// Headless at `scale`: a software canvas of 390×844 × scale with the shipped fonts.
    static func headless(scale: Int, budget: Double) throws -> [String: Timing] {
        let canvasSize = Size.iPhone
        let canvas = try SoftwareCanvas(width: Int(canvasSize.width) * scale, height: Int(canvasSize.height) * scale)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = canvas.sceneRenderer(pixelScale: Double(scale), textCache: text)
        let metrics = TTFMetrics(cache: text)
        let target = Target(renderer: renderer, finish: { canvas.flush() })
        let scenes = self.scenes(canvas: canvasSize, metrics: metrics)
        let busiest = scenes[0]
        var timings = measure(target, scenes: scenes, budget: budget)
        // What `--record` adds to a drawn frame: the read-back, then the PNG encoding of it.
        let frame = busiest.frame(pixelScale: renderer.pixelScale)
        renderer.drawComposited(frame.items, background: frame.background)
        canvas.flush()
        var pixels: [UInt8] = []
        let readback = BenchmarkTiming.durations(count: 30) {
            pixels = (try? readPixels(canvas.renderer, width: canvas.width, height: canvas.height)) ?? []
        }
        timings["readback"] = Timing(median: BenchmarkTiming.median(readback), p99: BenchmarkTiming.quantile(readback, 0.99))
        let encode = BenchmarkTiming.durations(count: 8) {
            _ = try? PNGEncoder.encode(argb: pixels, width: canvas.width, height: canvas.height)
        }
        timings["png_encode"] = Timing(median: BenchmarkTiming.median(encode), p99: BenchmarkTiming.quantile(encode, 0.99))
        return timings
    }

    /// In a window at `scale` (needs a display), without vsync; also returns the renderer's name.
    static func window(scale: Int, budget: Double) throws -> (timings: [String: Timing], renderer: String) {
        let canvasSize = Size.iPhone
        let window = try SDLWindow(title: "ModalPrototype bench", width: Int(canvasSize.width) * scale,
                                   height: Int(canvasSize.height) * scale, vsync: false)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: window.renderer, owner: window)
        let (pw, _) = window.outputSize
        let renderer = SceneRenderer(renderer: window.renderer, pixelScale: Double(pw) / canvasSize.width, textCache: text)
        var info = SDL_RendererInfo()
        let name = SDL_GetRendererInfo(window.renderer, &info) == 0 ? String(cString: info.name) : "unknown"
        // Let the window map before timing.
        var event = SDL_Event()
        let until = BenchmarkTiming.now() + 0.3
        while BenchmarkTiming.now() < until { while SDL_PollEvent(&event) != 0 {}; SDL_Delay(10) }
        let metrics = TTFMetrics(cache: text)
        let target = Target(renderer: renderer, finish: {
            SDL_RenderPresent(window.renderer)
            while SDL_PollEvent(&event) != 0 {}
        })
        let timings = measure(target, scenes: scenes(canvas: canvasSize, metrics: metrics), budget: budget)
        return (timings, name)
    }

    /// Measures and records every figure: `frame_<scene>_<scale>x_median_ms`, `…_p99_ms`, and
    /// `frame_ratio_<scene>_<scale>x` (median ÷ median of the bare frame) and `…_p99` (p99 ÷ median
    /// of the bare frame), for `headless` frames and, for `window`, the same keys prefixed `window_`.
    /// Headless also records `frame_readback_…` and `frame_png_encode_…` (times, no ratio).
    static func report(into results: inout BenchmarkResults, quick: Bool, headless: Bool, window: Bool) throws {
        let budget = quick ? 0.4 : 2.0
        // A window frame costs several headless ones and llvmpipe's frame times spread widely
        // (at 2 s the ×2 medians came from 40 frames per case): three times the time there.
        let windowBudget = quick ? budget : 3 * budget
        for scale in [1, 2, 3] where headless {
            StandardStreams.error("bench: frame cost, headless, ×\(scale)\n")
            record(try self.headless(scale: scale, budget: budget), prefix: "frame", scale: scale, into: &results)
        }
        guard window else { return }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw Failure.runtime("cannot open a window: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_Quit() }
        for scale in [1, 2, 3] {
            StandardStreams.error("bench: frame cost, window, ×\(scale)\n")
            let (timings, name) = try self.window(scale: scale, budget: windowBudget)
            results.set("window_renderer", name)
            record(timings, prefix: "window_frame", scale: scale, into: &results)
        }
    }

    static func record(_ timings: [String: Timing], prefix: String, scale: Int, into results: inout BenchmarkResults) {
        let bare = timings["bare"]!.median
        for name in timings.keys.sorted() {
            let t = timings[name]!
            results.set("\(prefix)_\(name)_\(scale)x_median_ms", t.median * 1000)
            results.set("\(prefix)_\(name)_\(scale)x_p99_ms", t.p99 * 1000)
            if name != "bare" && name != "readback" && name != "png_encode" {
                results.set("\(prefix)_ratio_\(name)_\(scale)x", t.median / bare)
                results.set("\(prefix)_ratio_\(name)_\(scale)x_p99", t.p99 / bare)
            }
        }
    }
}
