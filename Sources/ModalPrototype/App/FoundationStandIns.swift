import FoundationEssentials
import Glibc

// Stand-ins, over libc, for the few APIs of Foundation proper (swift-corelibs-foundation) the
// app used; named apart from Foundation's so that tests importing both see no ambiguity.
// The app imports `FoundationEssentials` only:
// one reference to Foundation proper links all of it and its ICU data (a 59.8 MB stripped
// binary instead of under 30 MB). Only the members the app calls are here.

/// A file descriptor to write to (the part of Foundation's `FileHandle` the app used).
final class FileOutput {
    let fileDescriptor: Int32
    static let standardError = FileOutput(fileDescriptor: 2)
    static let standardOutput = FileOutput(fileDescriptor: 1)

    init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

    /// Writes all of `data`, ignoring failures (as Foundation's `write(_:)` on stderr is used).
    func write(_ data: Data) { try? write(contentsOf: data) }

    /// Writes all of `bytes`; throws the `POSIXError` of a failed write.
    func write<Bytes: Collection>(contentsOf bytes: Bytes) throws where Bytes.Element == UInt8 {
        let array = Array(bytes)
        var offset = 0
        while offset < array.count {
            let n = array.withUnsafeBytes { Glibc.write(fileDescriptor, $0.baseAddress! + offset, array.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += n
        }
    }

    func close() throws {
        if Glibc.close(fileDescriptor) != 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}

/// A pipe (Foundation's `Pipe`): the child reads `fileHandleForReading`, the app writes `fileHandleForWriting`.
final class ChildPipe {
    let fileHandleForReading: FileOutput
    let fileHandleForWriting: FileOutput

    init() {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        fileHandleForReading = FileOutput(fileDescriptor: fds[0])
        fileHandleForWriting = FileOutput(fileDescriptor: fds[1])
    }
}

/// A child process started with `posix_spawn` (the part of Foundation's `Process` the app used:
/// an executable, arguments, a pipe on standard input or output, its exit status).
final class ChildProcess {
    var executableURL: URL?
    var arguments: [String] = []
    var standardInput: ChildPipe?
    /// The child writes its standard output into this pipe (`measure` reads ffmpeg's frames).
    var standardOutput: ChildPipe?
    /// The child's standard error goes to /dev/null (its own messages would break one-line errors).
    var discardsStandardError = false
    private var pid: pid_t = 0
    private(set) var terminationStatus: Int32 = 0

    func run() throws {
        guard let path = executableURL?.path else { throw POSIXError(.ENOENT) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let pipe = standardInput {
            posix_spawn_file_actions_adddup2(&actions, pipe.fileHandleForReading.fileDescriptor, 0)
        }
        if let pipe = standardOutput {
            posix_spawn_file_actions_adddup2(&actions, pipe.fileHandleForWriting.fileDescriptor, 1)
        }
        if discardsStandardError { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
        if let pipe = standardInput { try? pipe.fileHandleForReading.close() }
        if let pipe = standardOutput { try? pipe.fileHandleForWriting.close() }
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    }

    /// The child's process id (0 before `run()`).
    var processIdentifier: pid_t { pid }

    /// True while the child has not exited; reaps it (keeping its status) once it has.
    var isRunning: Bool {
        guard pid != 0, !reaped else { return false }
        var status: Int32 = 0
        let got = waitpid(pid, &status, WNOHANG)
        if got == pid { record(status) }
        return got == 0
    }

    /// Waits for the child to exit (at once if it already has) and keeps its status.
    func waitUntilExit() {
        guard pid != 0, !reaped else { return }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        record(status)
    }

    private var reaped = false

    /// WIFEXITED / WEXITSTATUS, else 128 + the signal.
    private func record(_ status: Int32) {
        reaped = true
        terminationStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}

/// A mutual-exclusion lock over a pthread mutex (Foundation's `NSLock`).
final class PosixLock {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    init() { pthread_mutex_init(mutex, nil) }
    deinit { pthread_mutex_destroy(mutex); mutex.deallocate() }
    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    /// Locks unless the lock is still held at `date` (`NSLock.lock(before:)`); true when locked.
    func lock(before date: Date) -> Bool {
        let t = date.timeIntervalSince1970
        var deadline = timespec(tv_sec: Int(t), tv_nsec: Int((t - t.rounded(.down)) * 1e9))
        return pthread_mutex_timedlock(mutex, &deadline) == 0
    }
}

/// A detached pthread running a block (Foundation's `Thread`: `init(block:)`, `start()`).
final class PosixThread {
    private let block: () -> Void
    /// What the thread is for (kept for readers; glibc's pthread_setname_np is not importable).
    var name: String?

    init(block: @escaping () -> Void) { self.block = block }

    /// Starts the thread; false (the block never runs) when the system could not make one.
    @discardableResult
    func start() -> Bool {
        let box = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            let me = Unmanaged<PosixThread>.fromOpaque(raw!).takeRetainedValue()
            me.block()
            return nil
        }, box)
        if status == 0 { pthread_detach(thread) } else { Unmanaged<PosixThread>.fromOpaque(box).release() }
        return status == 0
    }

    static func detachNewThread(_ block: @escaping () -> Void) { PosixThread(block: block).start() }

    static func sleep(forTimeInterval seconds: Double) {
        guard seconds > 0 else { return }
        var t = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var rest = timespec()
        while nanosleep(&t, &rest) != 0 && errno == EINTR { t = rest }
    }
}

extension String {
    /// printf-style formatting of numbers (`%.3f`, `%.4g`), as Foundation's `String(format:)`.
    init(cFormat format: String, _ arguments: CVarArg...) {
        var buffer = [CChar](repeating: 0, count: 128)
        let n = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        if n >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(n) + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        self = String(cString: buffer)
    }

    /// Whether `a` sorts before `b` with runs of digits compared as numbers (`frame-2` before
    /// `frame-10`), as Foundation's `compare(_:options: .numeric)`.
    static func numericallyAscending(_ a: String, _ b: String) -> Bool {
        var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
        var x = i.next(), y = j.next()
        func number(_ first: inout Unicode.Scalar?, _ it: inout String.UnicodeScalarView.Iterator) -> (value: [UInt8], end: Unicode.Scalar?) {
            var digits: [UInt8] = []
            while let c = first, c.properties.numericType == .decimal, c.isASCII {
                if !(digits.isEmpty && c == "0") { digits.append(UInt8(c.value)) }
                first = it.next()
            }
            return (digits, first)
        }
        while let c = x, let d = y {
            if c.isASCII && d.isASCII && ("0"..."9").contains(c) && ("0"..."9").contains(d) {
                let m = number(&x, &i), n = number(&y, &j)
                if m.value.count != n.value.count { return m.value.count < n.value.count }
                if m.value != n.value { return m.value.lexicographicallyPrecedes(n.value) }
                continue
            }
            if c != d { return c.value < d.value }
            x = i.next(); y = j.next()
        }
        return x == nil && y != nil
    }

    /// `self` without leading and trailing spaces, tabs and line breaks.
    var trimmedOfWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
