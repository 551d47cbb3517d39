import FoundationEssentials
import Glibc

/// The three standard descriptors, made safe: a message can never kill or freeze the program.
///
/// - `guardDescriptors()` runs first thing: any of fd 0, 1 and 2 that is closed gets
///   `/dev/null`, so neither SDL's X11 socket nor an output file can take its number (with
///   `2>&-`, error text would otherwise go into the X stream).
/// - `error(_:)` writes to stderr with `write(2)`, ignoring EPIPE, ENOSPC and EBADF (SIGPIPE is
///   ignored from start-up): a full disk or a dead pipe on stderr loses the message, not the run.
/// - `output(_:)` writes a command's result to stdout and says whether it arrived: a failed
///   write (a full disk, a closed stdout) is one line on stderr and exit 1; a reader that
///   closed the pipe (`| head -1`) is not an error.
enum StandardStreams {
    /// Whether stdout was closed when the program started (it now points at `/dev/null`).
    nonisolated(unsafe) private(set) static var stdoutWasClosed = false

    /// Opens `/dev/null` on each closed standard descriptor; SIGPIPE is ignored from here on.
    static func guardDescriptors() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == 1 { stdoutWasClosed = true }
            let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
    }

    /// Writes `text` to stderr; any failure is ignored (the message is lost, the run goes on).
    static func error(_ text: String) {
        var bytes = Array(text.utf8)
        _ = writeAll(2, &bytes)
    }

    /// Why a write to stdout failed.
    enum OutputProblem: Error {
        /// The reader closed the pipe: not an error, the program stops quietly.
        case readerGone
        /// A real failure (full disk, closed stdout): exit 1 after one line.
        case failed(String)
    }

    /// Writes `text` to stdout now (after anything `print` buffered).
    static func write(_ text: String) throws(OutputProblem) {
        if stdoutWasClosed { throw .failed("stdout is closed") }
        fflush(stdout)
        var bytes = Array(text.utf8)
        let code = writeAll(1, &bytes)
        switch code {
        case 0: return
        case EPIPE: throw .readerGone
        default: throw .failed(PathProblem.words(code))
        }
    }

    /// Writes `text` to stdout and returns the exit code: 0 when it arrived or the reader went
    /// away, 1 (after one line on stderr) when the write failed.
    static func output(_ text: String) -> Int32 {
        do { try write(text); return 0 } catch {
            switch error {
            case .readerGone: return 0
            case let .failed(reason):
                self.error("modal-prototype: error: cannot write to stdout: \(reason)\n")
                return 1
            }
        }
    }

    /// Writes `text` to stdout without ever blocking (the window's loop: E's SwiftUI, the paths
    /// of C, W and L): chunks of at most `PIPE_BUF` bytes go only while `poll` says stdout takes
    /// them (a pipe then takes a whole chunk at once), so a reader that is stuck (`| less`
    /// waiting on a screen) costs the text, never the loop. Returns false when any of it was dropped.
    @discardableResult
    static func outputWithoutBlocking(_ text: String) -> Bool {
        if stdoutWasClosed { return false }
        fflush(stdout)
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            var ready = pollfd(fd: 1, events: Int16(POLLOUT), revents: 0)
            let polled = poll(&ready, 1, 0)
            if polled < 0 && errno == EINTR { continue }
            guard polled == 1, ready.revents & Int16(POLLOUT) != 0 else { return false }
            let n = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress! + done, min(Int(PIPE_BUF), bytes.count - done)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }

    /// Writes every byte to `fd`, retrying on EINTR; 0, or the errno that stopped it.
    private static func writeAll(_ fd: Int32, _ bytes: inout [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { raw -> Int32 in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { return errno }
                if n == 0 { return ENOSPC }
                done += n
            }
            return 0
        }
    }
}
