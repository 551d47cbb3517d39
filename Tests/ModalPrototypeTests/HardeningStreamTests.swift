import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 25, messages and standard streams: writing a message can never kill the program
/// (a full, closed or dead stderr), a lost stdout is exit 1 (a reader that leaves is not), and
/// the minor input rules (values cut to 80 characters, UTF-8 configs, no format characters in names).
@Suite struct HardeningStreamTests {
    /// Runs `modal-prototype ARGUMENTS` through `sh -c` with `redirections` after it; the shell's
    /// variable `$exe` is the program.
    static func shell(_ arguments: String, _ redirections: String, in dir: String, timeout: Double = 30) throws -> ExecutableRun {
        let exe = try #require(ScenarioCorpusTests.executable())
        let script = "exe='\(exe.path)'; \"$exe\" \(arguments) \(redirections)"
        return try ExecutableRun.runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: dir, timeout: timeout)
    }

    @Test func aFullStderrStillGivesTheExitCode() throws {
        let dir = ExecutableRun.folder("stderr-full")
        let run = try Self.shell("--fps abc", "2>/dev/full", in: dir)
        #expect(run.signal == nil && run.status == 2, "status \(run.status) signal \(String(describing: run.signal))")
        let closed = try Self.shell("--fps abc", "2>&-", in: dir)
        #expect(closed.signal == nil && closed.status == 2)
    }

    /// A headless recording whose only message goes to a closed (or full) stderr writes all its frames.
    @Test(arguments: ["2>&-", "2>/dev/full"])
    func aRecordingWithALostStderrWritesEveryFrame(redirection: String) throws {
        let dir = ExecutableRun.folder("stderr-record")
        ExecutableRun.write("0 tap toggle-half-modal\n0.1 end\n", to: dir + "/s.txt")
        try FileManager.default.createDirectory(atPath: dir + "/r", withIntermediateDirectories: true)
        ExecutableRun.write("stale", to: dir + "/r/frame-old.png")   // --overwrite then says one line on stderr
        let run = try Self.shell("--headless --scenario s.txt --record r --overwrite", redirection, in: dir)
        #expect(run.signal == nil && run.status == 0, "status \(run.status)")
        let frames = ExecutableRun.contents(dir + "/r")
        #expect(frames.count == 7 && frames.allSatisfy { $0.hasPrefix("frame-0000") }, "\(frames)")
    }

    @Test func aClosedStderrIsNotGivenToAnotherFile() throws {
        // With fd 2 closed, the first file the run opens would get it and receive error text.
        let dir = ExecutableRun.folder("stderr-closed")
        ExecutableRun.write("0 shot a.png\n0 shot b.png\n", to: dir + "/s.txt")
        let run = try Self.shell("--headless --scenario s.txt --out o --set nope=1", "2>&-", in: dir)
        #expect(run.status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir + "/o"))
    }

    @Test(arguments: ["--print-config", "--print-config --explain", "--print-swiftui", "--help", "--version"])
    func aLostStdoutIsExitOne(arguments: String) throws {
        let dir = ExecutableRun.folder("stdout-lost")
        let full = try Self.shell(arguments, "> /dev/full", in: dir)
        #expect(full.status == 1, "\(arguments) > /dev/full: \(full.status)")
        #expect(full.stderr == "modal-prototype: error: cannot write to stdout: no space left on device\n"
            || full.stderr.hasPrefix("modal-prototype: error: cannot write to stdout: "), "\(full.stderr)")
        #expect(full.stderr.split(separator: "\n").count == 1)
        let closed = try Self.shell(arguments, ">&-", in: dir)
        #expect(closed.status == 1, "\(arguments) >&-: \(closed.status)")
        #expect(closed.stderr == "modal-prototype: error: cannot write to stdout: stdout is closed\n")
    }

    @Test(arguments: ["| head -1", "| true"])
    func aReaderThatLeavesIsNotAnError(pipe: String) throws {
        let dir = ExecutableRun.folder("stdout-pipe")
        let exe = try #require(ScenarioCorpusTests.executable())
        let script = "{ '\(exe.path)' --help; echo $? > status; } \(pipe) > /dev/null"
        let run = try ExecutableRun.runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: dir)
        #expect(run.status == 0)
        let status = try String(contentsOfFile: dir + "/status", encoding: .utf8)
        #expect(status == "0\n", "--help \(pipe): exit \(status)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func anEchoedValueIsCutTo80Characters() throws {
        let dir = ExecutableRun.folder("echo-cut")
        let long = String(repeating: "9", count: 100_000)   // one argument may be at most 128 KiB
        let run = try ExecutableRun.run(["--fps", long], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "modal-prototype: error: --fps: invalid value '\(String(repeating: "9", count: 79))…' "
            + "(expected a number from 1 to 1000)\n", "\(run.stderr.prefix(300))")
        #expect(ErrorText.clipped("a 'short' value") == "a 'short' value")
        #expect(ErrorText.clipped("x '\(String(repeating: "é", count: 81))' y") == "x '\(String(repeating: "é", count: 79))…' y")
        #expect(ErrorText.clipped("x '\(String(repeating: "é", count: 80))' y") == "x '\(String(repeating: "é", count: 80))' y")
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func aUTF16ConfigIsRefused(littleEndian: Bool, bom: Bool) throws {
        let dir = ExecutableRun.folder("utf16")
        let text = "{\"halfModal\": {\"duration\": 0.9}}\n"
        var bytes: [UInt8] = bom ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += littleEndian ? pair : pair.reversed()
        }
        FileManager.default.createFile(atPath: dir + "/c.json", contents: Data(bytes))
        let run = try ExecutableRun.run(["--config", "c.json", "--print-config"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "modal-prototype: error: c.json: cannot read config: UTF-16 text (save it as UTF-8)\n", "\(run.stderr)")
        ExecutableRun.write(text, to: dir + "/u.json")
        let utf8 = try ExecutableRun.run(["--config", "u.json", "--print-config"], in: dir)
        #expect(utf8.status == 0 && utf8.stdout.contains("0.9"))
    }

    @Test(arguments: ["\u{202E}gnp.png", "a\u{200B}b.png", "x\u{2066}.png", "c\u{FEFF}.json"])
    func namesRefuseFormatCharacters(name: String) throws {
        let dir = ExecutableRun.folder("format-names")
        let command = name.hasSuffix(".json") ? "elements" : "shot"
        ExecutableRun.write("0 \(command) \(name)\n", to: dir + "/s.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--out", "o"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("modal-prototype: error: s.txt:1: file name '") && run.stderr.contains("plain name"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir + "/o"))
    }
}
