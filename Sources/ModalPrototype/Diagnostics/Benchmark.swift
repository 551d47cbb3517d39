import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// `modal-prototype bench …`: the in-process half of `scripts/bench` (frame cost, core
/// throughput, headless export; the script adds idle CPU and start-up, which need processes
/// of their own).
///
///     modal-prototype bench [--only PARTS] [--json PATH] [--quick] [--frames N] [--brute-force]
///
/// PARTS is a comma-separated list of `frame` (headless), `window` (needs a display), `studio`
/// (the whole studio window's frame, needs a display), `core`, `export` (default:
/// frame,core,export) and `profile`: no timing, a fixed workload for
/// `valgrind --tool=callgrind` — N busiest frames (default 40; another with `--scene NAME`) drawn
/// headless at ×2 through the compositor, or as brute force with `--brute-force`; `window-profile`: the
/// same frames composited and presented in a window at ×2 (for `perf record`; needs a display); `session-profile`: N passes of the
/// session benchmark's script and one replay of their log, untimed. Prints each figure on stderr as it
/// is measured; `--json` writes them all as one JSON object (keys carry their units).
/// Returns the exit code: 0, 1 on a failure, 2 on a bad command line.
func runBenchmark(_ arguments: [String]) -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions.parse(arguments)
    } catch {
        return reportError(error, program: "modal-prototype bench")   // one line; `bench --help` shows the usage
    }
    if options.showHelp { print(BenchOptions.help); return 0 }
    let (parts, jsonPath, quick, frames, bruteForce) =
        (options.parts, options.jsonPath, options.quick, options.frames, options.bruteForce)
    var results = BenchmarkResults()
    do {
        if parts.contains("profile") { try profileWorkload(frames: frames, bruteForce: bruteForce, scene: options.scene) }
        if parts.contains("window-profile") { try windowProfileWorkload(frames: frames, scene: options.scene) }
        if parts.contains("session-profile") { try sessionProfileWorkload(passes: frames) }
        if parts.contains("frame") || parts.contains("window") {
            try FrameCostBenchmark.report(into: &results, quick: quick, headless: parts.contains("frame"),
                                          window: parts.contains("window"))
        }
        if parts.contains("studio") { try StudioFrameBenchmark.report(into: &results, quick: quick) }
        if parts.contains("core") { try CoreThroughputBenchmark.report(into: &results, quick: quick) }
        if parts.contains("export") { try ExportBenchmark.report(into: &results, quick: quick) }
        if let path = jsonPath { try results.write(to: path) }
    } catch {
        StandardStreams.error("bench: error: \(error)\n")
        return 1
    }
    return 0
}

/// `passes` passes of the session benchmark's script, then one replay of the whole log, untimed.
private func sessionProfileWorkload(passes: Int) throws {
    let canvas = try SoftwareCanvas(width: 8, height: 8)
    let fonts = try Assets.fonts(override: nil)
    let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
    let c = SessionBenchmark.makeReview(metrics: TTFMetrics(cache: text))
    var t = 0.0
    for _ in 0..<passes { t = SessionBenchmark.script(c, from: t).end }
    precondition(c.session.replayed(upTo: t) != nil)
}

/// Draws `frames` frames of `scene` (`BenchmarkScenes.names`) headless at ×2, composited or brute force, untimed.
private func profileWorkload(frames: Int, bruteForce: Bool, scene name: String) throws {
    let canvas = try SoftwareCanvas(width: 780, height: 1688)
    let fonts = try Assets.fonts(override: nil)
    let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
    let renderer = canvas.sceneRenderer(pixelScale: 2, textCache: text)
    let scene = BenchmarkScenes.named(name, metrics: TTFMetrics(cache: text))
    for _ in 0..<frames {
        let frame = scene.frame(pixelScale: renderer.pixelScale)
        if bruteForce {
            renderer.draw(frame.items.flattened(), background: frame.background)
        } else {
            renderer.drawComposited(frame.items, background: frame.background)
        }
        canvas.flush()
    }
}

/// Draws and presents `frames` frames of `scene` in a window at ×2 (the app's renderer flags, no
/// vsync), composited, untimed: a fixed workload for `perf record` on the window's path.
private func windowProfileWorkload(frames: Int, scene name: String) throws {
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
        throw Failure.runtime("cannot open a window: \(String(cString: SDL_GetError()))")
    }
    defer { SDL_Quit() }
    let window = try SDLWindow(title: "ModalPrototype profile", width: 780, height: 1688, vsync: false)
    let fonts = try Assets.fonts(override: nil)
    let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: window.renderer, owner: window)
    let renderer = SceneRenderer(renderer: window.renderer, pixelScale: Double(window.outputSize.0) / Size.iPhone.width,
                                 textCache: text)
    let scene = BenchmarkScenes.named(name, metrics: TTFMetrics(cache: text))
    var event = SDL_Event()
    for _ in 0..<frames {
        let frame = scene.frame(pixelScale: renderer.pixelScale)
        renderer.drawComposited(frame.items, background: frame.background)
        SDL_RenderPresent(window.renderer)
        while SDL_PollEvent(&event) != 0 {}
    }
}

/// Named figures in the order they were measured, printed as they come and written as JSON.
struct BenchmarkResults {
    private(set) var values: [String: Any] = [:]

    /// Records `value` under `key` and prints it on stderr.
    mutating func set(_ key: String, _ value: Any) {
        values[key] = value
        let text: String
        switch value {
        case let d as Double: text = d.magnitude >= 1000 ? String(cFormat: "%.0f", d) : String(cFormat: "%.4g", d)
        default: text = "\(value)"
        }
        StandardStreams.error("  \(key) = \(text)\n")
    }

    /// Writes every figure as one JSON object, keys sorted.
    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(values.mapValues(BenchmarkValue.init)).write(to: URL(fileURLWithPath: path))
    }
}

/// A figure as JSON: a number, a text, or an object of figures (a mix).
private struct BenchmarkValue: Encodable {
    let value: Any

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch value {
        case let d as Double: try c.encode(d)
        case let i as Int: try c.encode(i)
        case let s as String: try c.encode(s)
        case let object as [String: Any]: try c.encode(object.mapValues(BenchmarkValue.init))
        default: try c.encode("\(value)")
        }
    }
}

extension CoreThroughputBenchmark {
    /// Records the session's figures (`SessionBenchmark`: `core_events_per_s`, `seek_10min_ms`),
    /// the machine's own events per second and mix, drag moves and scenes per second.
    static func report(into results: inout BenchmarkResults, quick: Bool) throws {
        StandardStreams.error("bench: core throughput\n")
        let canvas = try SoftwareCanvas(width: 8, height: 8)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let metrics = TTFMetrics(cache: text)
        SessionBenchmark.report(into: &results, quick: quick, metrics: metrics)
        let r = run(duration: quick ? 0.5 : 2, ttfMetrics: metrics)
        // The machine alone, without the session (estimated metrics, 76 % ticks): for comparison.
        results.set("core_machine_events_per_s", r.eventsPerSecond)
        results.set("core_machine_event_mix", r.mix)
        results.set("core_drag_moves_per_s", r.dragMovesPerSecond)
        results.set("core_scenes_per_s", r.scenesPerSecond)
        if let s = r.scenesPerSecondTTF { results.set("core_scenes_per_s_ttf_metrics", s) }
    }
}
