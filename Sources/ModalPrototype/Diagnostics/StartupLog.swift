import FoundationEssentials
import Glibc

/// The `--log-startup` lines: how long the first frame took to reach the screen.
///
/// `first-frame-seconds:` is measured from the process's start time in `/proc` (10 ms
/// resolution). When the launcher put its `CLOCK_MONOTONIC` time in nanoseconds in
/// `MODAL_LAUNCH_NS` just before starting the app (as `scripts/bench` does), the line
/// `first-frame-ms:` gives the time from then to the end of the first `SDL_RenderPresent`
/// to a microsecond; `first-frame-monotonic-ns:` is the raw clock reading.
///
/// With `MODAL_LAUNCH_NS`, one `startup-step-ms: NAME T` line per step marked with `mark(_:)`
/// (milliseconds from the launch to the end of that step) comes first, so a slow start-up
/// says where its time went. `first-frame-path:` says how the first frame went up: `renderer`
/// (`SDL_RenderPresent`) or `software` (drawn in software and put in the window over X11,
/// `X11FramePut`); after a software one, `renderer-first-frame-ms:` says when the renderer's
/// own first frame followed.
enum StartupLog {
    /// The steps marked so far: name and monotonic time in nanoseconds.
    nonisolated(unsafe) private static var steps: [(name: String, ns: UInt64)] = []

    /// Notes that the start-up step `name` has just ended (cheap: one clock reading).
    static func mark(_ name: String) {
        steps.append((name, BenchmarkTiming.monotonicNanoseconds()))
    }

    /// Writes the lines on stderr; call right after the first frame is presented, shown by
    /// `path` (`renderer` or `software`).
    ///
    /// `window-size: WxH` (screen coordinates) lets a benchmark open its baseline window at the
    /// same size.
    static func firstFramePresented(windowSize: (width: Int, height: Int), path: String) {
        let now = BenchmarkTiming.monotonicNanoseconds()
        var text = "first-frame-seconds: \(String(format3: ProcessStart.elapsed()))\nfirst-frame-monotonic-ns: \(now)\n"
        text += "window-size: \(windowSize.width)x\(windowSize.height)\nfirst-frame-path: \(path)\n"
        if let launch = ProcessInfo.processInfo.environment["MODAL_LAUNCH_NS"].flatMap(UInt64.init), launch <= now {
            text += stepLines(since: launch)
            text += "first-frame-ms: \(String(cFormat: "%.3f", Double(now - launch) / 1e6))\n"
        }
        steps = []
        StandardStreams.error(text)
    }

    /// Writes the steps marked since the first frame and `renderer-first-frame-ms: T` when
    /// MODAL_LAUNCH_NS is set: call when the renderer presents its first frame after a first
    /// frame drawn in software.
    static func rendererFirstFramePresented() {
        let now = BenchmarkTiming.monotonicNanoseconds()
        defer { steps = [] }
        guard let launch = ProcessInfo.processInfo.environment["MODAL_LAUNCH_NS"].flatMap(UInt64.init), launch <= now else { return }
        StandardStreams.error(stepLines(since: launch) + "renderer-first-frame-ms: \(String(cFormat: "%.3f", Double(now - launch) / 1e6))\n")
    }

    /// One `startup-step-ms: NAME T` line per step marked since `launch` (nanoseconds).
    private static func stepLines(since launch: UInt64) -> String {
        steps.filter { $0.ns >= launch }.map {
            "startup-step-ms: \($0.name) \(String(cFormat: "%.3f", Double($0.ns - launch) / 1e6))\n"
        }.joined()
    }

    /// Writes `review-end-ms: T` on stderr when MODAL_LAUNCH_NS is set: milliseconds from the
    /// launch to now, called when the window's review has ended and every recording is written
    /// (so `scripts/bench` times a window recording from `review-clock` to here).
    /// `review-held-ms: H` follows: review milliseconds a recording held the clock back (`held`
    /// seconds, `ReviewController.recordingHeld`), 0 when it kept pace.
    static func reviewEnded(held: Double) {
        let now = BenchmarkTiming.monotonicNanoseconds()
        guard let launch = ProcessInfo.processInfo.environment["MODAL_LAUNCH_NS"].flatMap(UInt64.init), launch <= now else { return }
        StandardStreams.error("review-end-ms: \(String(cFormat: "%.3f", Double(now - launch) / 1e6))\n"
                              + "review-held-ms: \(String(cFormat: "%.3f", held * 1000))\n")
    }
}

/// When the process started, for the start-up figure.
enum ProcessStart {
    static let uptimeAtStart: Double = {
        // /proc/self/stat field 22: start time in clock ticks since boot.
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return ProcessInfo.processInfo.systemUptime }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return ProcessInfo.processInfo.systemUptime }
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }()

    /// Seconds since the process started.
    static func elapsed() -> Double {
        guard let up = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let first = up.split(separator: " ").first, let now = Double(first) else { return 0 }
        return max(now - uptimeAtStart, 0)
    }
}
