import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 12, input: plain-word messages (no Foundation error domains), strict numbers, every
/// setting range-checked where it is typed, and the limits checked before memory is spent.
@Suite struct HardeningInputTests {
    // MARK: Messages

    @Test func specialFilesAreNotRegularFilesEvenForRoot() throws {
        let dir = ExecutableRun.folder("special")
        mkfifo(dir + "/fifo", 0o600)
        for (path, shown) in [("/dev/null", "/dev/null"), ("fifo", "fifo"), ("/dev/stdin", "/dev/stdin")] {
            let run = try ExecutableRun.run(["--headless", "--scenario", path, "--out", "o"], in: dir, timeout: 10)
            #expect(!run.timedOut, "\(path) hung")
            #expect(run.status == 2)
            #expect(run.stderr == "modal-prototype: error: \(shown): cannot read scenario: not a regular file\n")
        }
    }

    @Test(arguments: [
        (["--headless", "--scenario", "a.txt", "--out", "file/sub"], 1,
         "file/sub: cannot create folder: a part of the path is not a folder"),
        (["--headless", "--scenario", "a.txt", "--out", "dangling"], 1, "dangling: cannot create folder: is a dangling symbolic link"),
        (["--headless", "--scenario", "a.txt", "--out", "file"], 1, "file: exists and is not a folder"),
        (["--headless", "--scenario", "a.txt", "--out", "o", "--reference", "a.txt"], 2,
         "--reference: cannot read folder 'a.txt': not a folder"),
        (["--headless", "--scenario", "a.txt", "--out", "o", "--reference", "missing"], 2,
         "--reference: cannot read folder 'missing': no such file"),
        (["--headless", "--scenario", "dangling", "--out", "o"], 2, "dangling: cannot read scenario: dangling symbolic link"),
        (["--headless", "--scenario", "missing.txt", "--out", "o"], 2, "missing.txt: cannot read scenario: no such file"),
        (["--headless", "--scenario", "nodir/a.txt", "--out", "o"], 2, "nodir/a.txt: cannot read scenario: no such folder 'nodir'"),
        (["--headless", "--scenario", "sub", "--out", "o"], 2, "sub: cannot read scenario: is a folder"),
        (["--print-config", "--config", "file/x.json"], 2, "file/x.json: cannot read config: a part of the path is not a folder"),
        (["--headless", "--scenario", "a.txt", "--out", "o", "--font", "/dev/null"], 2,
         "--font: cannot read font file '/dev/null': not a regular file"),
        (["--headless", "--scenario", "a.txt", "--out", "o", "--font", "missing.ttf"], 2,
         "--font: cannot read font file 'missing.ttf': no such file"),
    ] as [([String], Int32, String)])
    func pathProblemsInPlainWords(arguments: [String], status: Int32, message: String) throws {
        let dir = ExecutableRun.folder("messages")
        ExecutableRun.write("0 shot a.png\n", to: dir + "/a.txt")
        ExecutableRun.write("x", to: dir + "/file")
        symlink(dir + "/nowhere", dir + "/dangling")
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        let run = try ExecutableRun.run(arguments, in: dir)
        #expect(run.status == status)
        #expect(run.stderr == "modal-prototype: error: \(message)\n")
        #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("Error Domain"))
    }

    @Test func theReadmeExitCodesPutAnUnreadableFontUnderTwo() throws {
        let readme = try String(contentsOf: ScenarioCorpusTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("Exit codes:") })
        let two = try #require(line.range(of: "2 bad"))
        #expect(line.range(of: "unreadable font").map { $0.lowerBound > two.lowerBound } == true, "\(line)")
    }

    // MARK: Strict numbers

    @Test(arguments: [["--size", "1e3x10"], ["--size", "10X10"], ["--size", "0x10x10"], ["--size", "0x1Ax10"],
                      ["--fps", "0x10"], ["--scale", "inf"], ["--latency", "0x10"], ["--frames", "0x10"],
                      ["--reference-fps", "nan"], ["--set", "request.latency=0x10"], ["--max-frames", "1e3"]])
    func lenientNumbersAreRefused(arguments: [String]) {
        #expect(throws: Failure.self) { try Options.parse(arguments) }
    }

    @Test func strictNumbersThroughTheExecutable() throws {
        let dir = ExecutableRun.folder("numbers")
        ExecutableRun.write("0x10 shot a.png\n", to: dir + "/hex.txt")
        let hex = try ExecutableRun.run(["--headless", "--scenario", "hex.txt", "--out", "o"], in: dir)
        #expect(hex.status == 2 && hex.stderr == "modal-prototype: error: hex.txt:1: expected a time in seconds, got '0x10'\n")
        for size in ["1e3x10", "10X10"] {
            let run = try ExecutableRun.run(["--size", size, "--print-config"], in: dir)
            #expect(run.status == 2)
            #expect(run.stderr == "modal-prototype: error: --size: invalid value '\(size)' (expected WxH in points, e.g. 390x844)\n")
        }
        #expect(try Options.parse(["--size", "390.5x844"]).canvas == Size(width: 390.5, height: 844))
    }

    // MARK: Settings

    @Test(arguments: [("halfModal.curve.x1", "5"), ("halfModal.curve.x1", "-0.5"), ("alert.cornerRadius", "-5"),
                      ("theme.bodySize", "0"), ("theme.bodySize", "-3"), ("theme.bodySize", "100000"),
                      ("cover.spinnerPeriod", "0"), ("cover.spinnerRadius", "1e300"), ("alert.width", "1e9")])
    func eachOutOfRangeSettingExitsTwoWithTheKeyNamed(key: String, value: String) throws {
        let dir = ExecutableRun.folder("settings")
        let flag = try ExecutableRun.run(["--set", "\(key)=\(value)", "--print-config"], in: dir)
        #expect(flag.status == 2)
        #expect(flag.stderr.hasPrefix("modal-prototype: error: --set \(key): "), "\(flag.stderr)")
        let parts = key.split(separator: ".").map(String.init)
        var json = value
        for p in parts.reversed() { json = "{\"\(p)\": \(json)}" }
        ExecutableRun.write(json, to: dir + "/c.json")
        let config = try ExecutableRun.run(["--config", "c.json", "--print-config"], in: dir)
        #expect(config.status == 2)
        #expect(config.stderr.hasPrefix("modal-prototype: error: c.json: \(key): "), "\(config.stderr)")
        ExecutableRun.write("0 set \(key) \(value)\n", to: dir + "/s.txt")
        let scenario = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--out", "o"], in: dir)
        #expect(scenario.status == 2)
        #expect(scenario.stderr.hasPrefix("modal-prototype: error: s.txt:1: \(key): "), "\(scenario.stderr)")
    }

    /// Hot reload applies the same ranges; a bad file keeps the settings in force.
    @Test func hotReloadRefusesOutOfRangeValuesAndKeepsTheOldSettings() throws {
        let path = ExecutableRun.folder("reload") + "/c.json"
        ExecutableRun.write(#"{"halfModal": {"duration": 0.5}}"#, to: path)
        let options = try Options.parse(["--config", path])
        let start = try options.settings(overlaying: try readText(path, what: "config"), path: path)
        var watcher = ConfigWatcher(path: path, options: options, current: start)
        ExecutableRun.write(#"{"halfModal": {"duration": 0.5, "curve": {"x1": 5}}}"#, to: path)
        guard case let .failure(f)? = watcher.check() else { Issue.record("out-of-range reload accepted"); return }
        #expect(f.message == "\(path): halfModal.curve.x1: must be between 0 and 1 (a timing curve's x)")
        #expect(watcher.current == start && watcher.current.halfModal.duration == 0.5)
    }

    @Test func explainPrintsEveryKeyWithItsRange() throws {
        let run = try ExecutableRun.run(["--print-config", "--explain"], in: ExecutableRun.folder("explain"))
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == Settings.allPaths.count + 1)
        #expect(lines.contains { $0.hasPrefix("cover.spinnerPeriod ") && $0.contains("(0, 60] s") })
        #expect(throws: Failure.self) { try Options.parse(["--explain"]) }
    }
}
