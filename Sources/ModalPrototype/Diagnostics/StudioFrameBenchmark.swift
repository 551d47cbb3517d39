import CSDL2
import ModalCore

/// The whole studio window's frame while the half modal slides, as a ratio to a bare frame of
/// the same window.
///
/// The window is the one the app opens (`WindowApp` with `--scale N`: the phone, the timeline
/// below, the inspector right; the same renderer flags, no vsync), and a frame is what the
/// window's loop does for a moving frame: the session advanced to the frame's time, the
/// timeline's view followed, then the app's own `drawFrame` (the phones, the panels, present).
/// H is pressed again each time the card comes to rest, so every frame measured is one of the
/// seed card sliding up or down (0.9 s each way), on simulated time 1/fps apart. The bare frame
/// is a clear and a present of that same window (so the same pixel size). Both run in
/// interleaved batches (`FrameCostBenchmark.interleaved`).
enum StudioFrameBenchmark {
    /// The figures of one scale: the studio frame's and the bare frame's timings, and the drawable's pixels.
    struct Result {
        var studio: FrameCostBenchmark.Timing
        var bare: FrameCostBenchmark.Timing
        var drawable: (width: Int, height: Int)
    }

    /// Opens the app's window at `scale` (needs a display large enough to show the studio at
    /// that scale unzoomed) and times both frames for `budget` seconds.
    static func measure(scale: Int, budget: Double) throws -> Result {
        let options = try Options.parse(["--scale", String(scale)])
        let app = try WindowApp(options: options, settings: options.settings, scenario: nil)
        let drawable = app.window.outputSize
        guard app.fit.zoom == 1, app.view.phoneZoom == 1 else {
            throw Failure.runtime("studio frame: the screen is too small for the studio at ×\(scale) (the window opened "
                                  + "zoomed to \(app.fit.zoom), phones \(app.view.phoneZoom))")
        }
        var event = SDL_Event()
        let pump = { while SDL_PollEvent(&event) != 0 {} }
        // Let the window map before timing.
        let until = BenchmarkTiming.now() + 0.3
        while BenchmarkTiming.now() < until { pump(); SDL_Delay(10) }

        let session = app.view.session
        let slide = session.primary.settings.halfModal.duration
        let step = 1 / options.fps
        var t = 0.0, toggled = -Double.infinity
        var failure: Error?
        let studio = {
            if t - toggled >= slide - 1e-9 {   // the card is at rest: send it the other way
                app.view.controller.play(.key(.h), at: t)
                toggled = t
            }
            t += step
            session.advance(to: t)
            app.updateTimelineView(at: t)
            do { try app.drawFrame(at: t, wall: app.wallNow) } catch { failure = failure ?? error }
            pump()
        }
        let bare = {
            SDL_SetRenderDrawColor(app.window.renderer, 0, 0, 0, 255)
            SDL_RenderClear(app.window.renderer)
            app.window.present()
            pump()
        }
        let timings = FrameCostBenchmark.interleaved([("bare", bare), ("studio", studio)], budget: budget)
        if let failure { throw failure }
        return Result(studio: timings["studio"]!, bare: timings["bare"]!, drawable: drawable)
    }

    /// Measures ×1 and ×2 and records, per scale N: `window_studio_frame_ratio_Nx` (median ÷
    /// median of the bare frame), `window_studio_frame_p99_ratio_Nx` (p99 ÷ median of the bare
    /// frame), the times in ms (`window_studio_frame_Nx_median_ms`, `…_p99_ms`,
    /// `window_studio_bare_Nx_median_ms`) and `window_studio_drawable_Nx` ("WxH" pixels).
    static func report(into results: inout BenchmarkResults, quick: Bool) throws {
        let budget = quick ? 0.5 : 2.0
        // Each scale opens (and closes) its own app window; SDL stays up until both are done
        // (SDL 2.26 cannot bring its X11 driver up again after SDL_Quit).
        defer { SDL_Quit() }
        for scale in [1, 2] {
            StandardStreams.error("bench: whole studio window frame, half modal sliding, ×\(scale)\n")
            let r = try measure(scale: scale, budget: budget)
            results.set("window_studio_drawable_\(scale)x", "\(r.drawable.width)x\(r.drawable.height)")
            results.set("window_studio_bare_\(scale)x_median_ms", r.bare.median * 1000)
            results.set("window_studio_frame_\(scale)x_median_ms", r.studio.median * 1000)
            results.set("window_studio_frame_\(scale)x_p99_ms", r.studio.p99 * 1000)
            results.set("window_studio_frame_ratio_\(scale)x", r.studio.median / r.bare.median)
            results.set("window_studio_frame_p99_ratio_\(scale)x", r.studio.p99 / r.bare.median)
        }
    }
}
