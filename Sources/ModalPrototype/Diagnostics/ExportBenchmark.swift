import FoundationEssentials
import Glibc
import ModalCore

/// Headless export speed, through the exact `--record` path: `HeadlessRunner` playing a
/// scenario with `--record DIR --scale N` (draw, read-back, encode and write each frame, the
/// encoding on the recorder's second thread), timed from the first frame to the last file on
/// disk.
enum ExportBenchmark {
    struct Result {
        var frames: Int
        var seconds: Double
        var framesPerSecond: Double { Double(frames) / seconds }
        /// Simulated seconds exported per wall-clock second at `fps` frames per simulated second.
        func realtimeRatio(fps: Double) -> Double { framesPerSecond / fps }
    }

    /// The clip: the half modal slides up, the sheet presents over it, the loading cover and its
    /// spinner come up; `seconds` long.
    static func scenario(seconds: Double) -> String {
        """
        0.0 key h
        0.6 key s
        1.2 tap start-request
        \(Scenario.format(seconds)) end

        """
    }

    /// Runs `modal-prototype --headless --scenario CLIP --record DIR --scale <scale>` in this
    /// process on a clip of `seconds` at 60 fps, into a temporary folder removed afterwards.
    static func run(scale: Int, seconds: Double) throws -> Result {
        let dir = FileManager.default.temporaryDirectory.path + "/modal-bench-export-\(getpid())-\(scale)x"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let options = try Options.parse(["--headless", "--scenario", "bench-export.txt", "--record", dir,
                                         "--scale", String(scale), "--fps", "60"])
        let clip = try Scenario.parse(scenario(seconds: seconds), path: "bench-export.txt")
        let runner = try HeadlessRunner(options: options, scenario: clip)
        let start = BenchmarkTiming.now()
        try runner.run()
        let seconds = BenchmarkTiming.now() - start
        // Every frame is drawn and read back and gets a file; one equal to the frame before is
        // a link to its file, not encoded again.
        let written = runner.recording?.png?.written ?? 0
        let frames = written + (runner.recording?.png?.skipped ?? 0)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir))?.filter { $0.hasSuffix(".png") }.count ?? 0
        guard written > 0, files == frames else {
            throw Failure.runtime("export benchmark: \(files) PNG files for \(frames) recorded frames")
        }
        return Result(frames: frames, seconds: seconds)
    }

    /// Records `export_fps_<scale>x` and `export_realtime_ratio_<scale>x` for ×1, ×2 and ×3.
    static func report(into results: inout BenchmarkResults, quick: Bool) throws {
        for scale in [1, 2, 3] {
            StandardStreams.error("bench: headless export (--record), ×\(scale)\n")
            let r = try run(scale: scale, seconds: quick ? 1.5 : 2)
            results.set("export_fps_\(scale)x", r.framesPerSecond)
            results.set("export_realtime_ratio_\(scale)x", r.realtimeRatio(fps: 60))
            results.set("export_frames_\(scale)x", r.frames)
        }
    }
}
