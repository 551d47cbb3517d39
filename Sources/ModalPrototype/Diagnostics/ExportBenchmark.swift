import Foundation
import ModalCore

/// Headless export speed: consecutive frames of an animating session drawn on a
/// `SoftwareCanvas` and written as PNG files with `SoftwareCanvas.writePNG` — the per-frame
/// work of `--record` (draw, encode, write), without the scenario parser around it.
enum ExportBenchmark {
    struct Result {
        var frames: Int
        var seconds: Double
        var framesPerSecond: Double { Double(frames) / seconds }
        /// Simulated seconds exported per wall-clock second at `fps` frames per simulated second.
        func realtimeRatio(fps: Double) -> Double { framesPerSecond / fps }
    }

    /// Draws and writes `frames` frames at 60 fps of: half modal sliding up, the sheet presenting
    /// over it, the loading cover with its spinner, at `scale`, into a temporary folder.
    static func run(scale: Int, frames: Int) throws -> Result {
        let canvas = try SoftwareCanvas(width: 390 * scale, height: 844 * scale)
        let fonts = try Assets.fonts(override: nil)
        let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: Double(scale), textCache: text)
        var m = PrototypeMachine(settings: Settings(), canvas: .iPhone, metrics: TTFMetrics(cache: text))
        let dir = NSTemporaryDirectory() + "modal-bench-export-\(getpid())-\(scale)x"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }

        // Inputs on the session's timeline (seconds), delivered before the frame at that time.
        var inputs: [(Double, (inout PrototypeMachine, Double) -> Void)] = [
            (0.0, { m, t in _ = m.handle(.key(.h), now: t) }),
            (0.6, { m, t in _ = m.handle(.key(.s), now: t) }),
            (1.2, { m, t in _ = BenchmarkScenes.tap(.startRequest, on: &m, at: t) }),
        ]
        let start = BenchmarkTiming.now()
        for k in 0..<frames {
            let t = Double(k) / 60
            while let first = inputs.first, first.0 <= t {
                first.1(&m, t)
                inputs.removeFirst()
            }
            _ = m.handle(.tick, now: t)
            let frame = m.frame(now: t)
            renderer.drawComposited(frame.items, background: frame.background)
            try canvas.writePNG(to: dir + "/frame-\(k).png")
        }
        return Result(frames: frames, seconds: BenchmarkTiming.now() - start)
    }

    /// Records `export_fps_<scale>x` and `export_realtime_ratio_<scale>x` for ×1 and ×2.
    static func report(into results: inout BenchmarkResults, quick: Bool) throws {
        for scale in [1, 2] {
            FileHandle.standardError.write(Data("bench: headless export, ×\(scale)\n".utf8))
            let r = try run(scale: scale, frames: quick ? 30 : 120)
            results.set("export_fps_\(scale)x", r.framesPerSecond)
            results.set("export_realtime_ratio_\(scale)x", r.realtimeRatio(fps: 60))
        }
    }
}
