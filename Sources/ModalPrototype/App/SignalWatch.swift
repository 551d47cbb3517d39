import FoundationEssentials
import Glibc

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end a run cleanly instead of killing it mid-write.
///
/// `start()` blocks the four signals in the main thread before any other thread exists (so in
/// every thread), and a watcher thread takes them with `sigwait`: no code runs in signal
/// context, so the watcher may lock, and call `SDL_PushEvent` (thread-safe, but not
/// async-signal-safe) through `onSignal`. The run loops poll `caught` once per frame or step,
/// finish what they are writing (the video is finished, no temporary file is left) and stop:
/// the window exits 0, a headless run 128 + the signal after one line `interrupted`.
/// A second signal while the first is being handled ends the process at once (128 + signal),
/// and so does the first one if the run has not finished `stopDeadline` seconds later (a stalled
/// ffmpeg, a blocked write): either way every temporary file is removed and every helper
/// process killed first (`TemporaryFiles`).
/// SIGQUIT gives no crash report (the Swift runtime's backtracer never sees it).
enum SignalWatch {
    /// The signals that end a run.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Seconds after the first signal at which the process ends whatever it is doing.
    static let stopDeadline = 1.8
    /// Seconds after the first signal at which helper processes (a stalled ffmpeg) are killed,
    /// so a write blocked on their pipe fails and the run can finish its own way.
    static let helperGrace = 1.0
    private static let lock = PosixLock()
    nonisolated(unsafe) private static var first: Int32 = 0
    nonisolated(unsafe) private static var handler: (@Sendable (Int32) -> Void)?
    nonisolated(unsafe) private static var started = false

    /// Blocks the signals and starts the watcher thread; call once, before any thread starts.
    static func start() {
        lock.lock(); defer { lock.unlock() }
        guard !started else { return }
        started = true
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // A pipe whose reader died (ffmpeg) is an error to report, not a reason to die silently.
        signal(SIGPIPE, SIG_IGN)
        let blocked = set
        let watcher = PosixThread {
            var wanted = blocked
            var firstAt: Double?
            var helpersKilled = false
            while true {
                var sig: Int32 = 0
                if let first = firstAt {
                    // After the first signal: wait for a second one until the next deadline.
                    let left = first + (helpersKilled ? stopDeadline : helperGrace) - monotonicNow()
                    if left <= 0 {
                        if helpersKilled {
                            StandardStreams.error("interrupted\n")
                            forceExit(caught)
                        }
                        helpersKilled = true
                        TemporaryFiles.killChildren()
                        continue
                    }
                    var wait = timespec(tv_sec: Int(left), tv_nsec: Int((left - left.rounded(.down)) * 1e9))
                    let got = sigtimedwait(&wanted, nil, &wait)
                    guard got > 0 else { continue }
                    sig = got
                } else {
                    guard sigwait(&wanted, &sig) == 0 else { continue }
                    firstAt = monotonicNow()
                }
                received(sig)
            }
        }
        watcher.name = "signal-watch"
        watcher.start()
    }

    /// Seconds on the monotonic clock.
    private static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Records `sig`; a second one ends the process now.
    static func received(_ sig: Int32) {
        lock.lock()
        let again = first != 0
        if !again { first = sig }
        let h = handler
        lock.unlock()
        if again { forceExit(sig) }
        h?(sig)
    }

    /// Ends the process now with 128 + `sig`, after killing helpers and removing temporary files.
    static func forceExit(_ sig: Int32) -> Never {
        TemporaryFiles.removeAll()
        fflush(stdout)
        _exit(128 + sig)
    }

    /// The first signal received, or 0.
    static var caught: Int32 {
        lock.lock(); defer { lock.unlock() }
        return first
    }

    /// Runs `action` on the watcher thread when a signal arrives (e.g. to wake the window's
    /// event wait); at once if one already has.
    static func onSignal(_ action: @escaping @Sendable (Int32) -> Void) {
        lock.lock()
        handler = action
        let already = first
        lock.unlock()
        if already != 0 { action(already) }
    }

    /// A run stopped by a signal.
    struct Interrupted: Error {
        var signal: Int32
        /// 128 + the signal, as shells report a process ended by it.
        var exitCode: Int32 { 128 + signal }
    }

    /// Throws `Interrupted` once a signal has arrived.
    static func check() throws {
        let sig = caught
        if sig != 0 { throw Interrupted(signal: sig) }
    }
}
