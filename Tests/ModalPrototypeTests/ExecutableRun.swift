import Foundation
import Testing

/// Runs the built `modal-prototype` in a folder of the test's choosing, with its own
/// environment, optionally signalling it: for the hardening tests (issue 12).
struct ExecutableRun {
    var status: Int32 = -1
    /// The signal that ended it, if one did.
    var signal: Int32?
    var timedOut = false
    var stdout = ""
    var stderr = ""
    /// Seconds from launch to exit.
    var seconds = 0.0

    /// Runs `modal-prototype ARGUMENTS` in `folder` with `environment` changes (nil removes a
    /// variable); `during` runs once it has started (to send a signal); killed after `timeout` s.
    static func run(_ arguments: [String], in folder: String, environment: [String: String?] = [:],
                    timeout: Double = 30, during: ((Process) -> Void)? = nil) throws -> ExecutableRun {
        guard let exe = ScenarioCorpusTests.executable() else {
            Issue.record("modal-prototype not found next to the test bundle (build it, or set MODAL_PROTOTYPE_BIN)")
            return ExecutableRun()
        }
        return try runProgram(exe, arguments, in: folder, environment: environment, timeout: timeout, during: during)
    }

    /// Runs any program like `run` does.
    static func runProgram(_ exe: URL, _ arguments: [String], in folder: String, environment: [String: String?] = [:],
                           timeout: Double = 30, during: ((Process) -> Void)? = nil) throws -> ExecutableRun {
        let process = Process()
        process.executableURL = exe
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["MODAL_PROTOTYPE_ASSETS"] = ScenarioCorpusTests.repository.appendingPathComponent("Assets").path
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        let start = Date()
        try process.run()
        during?(process)
        var run = ExecutableRun()
        if done.wait(timeout: .now() + timeout) == .timedOut {
            run.timedOut = true
            kill(process.processIdentifier, SIGKILL)
            _ = done.wait(timeout: .now() + 5)
        }
        run.seconds = Date().timeIntervalSince(start)
        run.stdout = String(decoding: outPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.stderr = String(decoding: errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if process.terminationReason == .uncaughtSignal { run.signal = process.terminationStatus }
        run.status = process.terminationStatus
        return run
    }

    /// Waits up to `timeout` seconds for `condition`; whether it came true.
    static func wait(_ timeout: Double, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// A fresh empty folder for one test.
    static func folder(_ tag: String) -> String {
        let dir = NSTemporaryDirectory() + "modal-hardening-\(getpid())-\(tag)-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The names in `dir`, sorted (hidden ones included).
    static func contents(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    /// Writes `text` to `path`.
    static func write(_ text: String, to path: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
