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
/// A second signal while the first is being handled ends the process at once (128 + signal).
/// SIGQUIT gives no crash report (the Swift runtime's backtracer never sees it).
enum SignalWatch {
    /// The signals that end a run.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
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
            while true {
                var sig: Int32 = 0
                guard sigwait(&wanted, &sig) == 0 else { continue }
                received(sig)
            }
        }
        watcher.name = "signal-watch"
        watcher.start()
    }

    /// Records `sig`; a second one ends the process now.
    static func received(_ sig: Int32) {
        lock.lock()
        let again = first != 0
        if !again { first = sig }
        let h = handler
        lock.unlock()
        if again {
            fflush(stdout)
            _exit(128 + sig)
        }
        h?(sig)
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
