import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The checked-in corpus of malformed scenarios (`Tests/Corpus/scenarios`): every file gets
/// its exact one-line error — from the parser in process, and from the real executable with
/// exit status 2 — and none crashes or hangs. The edge cases in `Tests/Corpus/valid` run to
/// the end with status 0.
///
/// `NAME.txt` holds the input and `NAME.expected` the message after `modal-prototype: error: `,
/// with the file named as `NAME.txt` (the executable runs inside the corpus folder).
@Suite struct ScenarioCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")
    static let repository = corpus.deletingLastPathComponent().deletingLastPathComponent()

    /// The `.txt` files of a corpus folder, sorted.
    static func inputs(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }

    static func read(_ folder: String, _ name: String) -> Data {
        FileManager.default.contents(atPath: corpus.appendingPathComponent(folder).appendingPathComponent(name).path) ?? Data()
    }

    /// The expected one-line error of `NAME.txt`.
    static func expected(_ name: String) -> String {
        let data = read("scenarios", String(name.dropLast(4)) + ".expected")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    @Test func theCorpusHasFiftyMalformedInputsEachWithItsError() {
        let inputs = Self.inputs("scenarios")
        #expect(inputs.count >= 50)
        let all = (try? FileManager.default.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent("scenarios").path)) ?? []
        for name in inputs {
            let message = Self.expected(name)
            #expect(message.hasPrefix(name + ":"), "\(name): expected message \(message.debugDescription)")
            #expect(!message.contains("\n") && !message.contains("\r"), "\(name)")
        }
        let orphans = all.filter { $0.hasSuffix(".expected") && !all.contains(String($0.dropLast(9)) + ".txt") }
        #expect(orphans.isEmpty, "expected files without an input: \(orphans)")
    }

    // MARK: In process

    /// Decodes as `main.swift` does, then parses; a file the parser accepts must fail when run.
    @Test(arguments: inputs("scenarios"))
    func theParserOrTheRunnerGivesTheExpectedError(name: String) throws {
        let expected = Self.expected(name)
        guard let text = String(data: Self.read("scenarios", name), encoding: .utf8) else {
            #expect(expected == "\(name): cannot read scenario: not UTF-8 text")
            return
        }
        let scenario: Scenario
        do {
            scenario = try Scenario.parse(text, path: name)
        } catch {
            let f = Failure.scenario(error)
            #expect(f.message == expected)
            #expect(f.exitCode == 2)
            return
        }
        let out = NSTemporaryDirectory() + "modal-corpus-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let options = try Options.parse(["--headless", "--scenario", name, "--out", out])
        do {
            try HeadlessRunner(options: options, scenario: scenario).run()
            Issue.record("\(name) was accepted; expected \(expected)")
        } catch {
            let f = try #require(Failure.from(error), "unexpected \(error)")
            #expect(f.message == expected)
            #expect(f.exitCode == 2)
        }
    }

    // MARK: The real executable

    @Test(arguments: inputs("scenarios"))
    func theExecutableExitsTwoWithOneLine(name: String) throws {
        let run = try Self.runExecutable(folder: "scenarios", name: name)
        #expect(run.crashed == nil, "\(name) crashed: signal \(run.crashed ?? 0)")
        #expect(!run.timedOut, "\(name) hung")
        #expect(run.status == 2, "\(name): exit status \(run.status)")
        #expect(run.stderr == "modal-prototype: error: " + Self.expected(name) + "\n")
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: inputs("valid"))
    func validEdgeCasesRunToTheEnd(name: String) throws {
        let run = try Self.runExecutable(folder: "valid", name: name)
        #expect(run.crashed == nil && !run.timedOut)
        #expect(run.status == 0, "\(name): exit status \(run.status), \(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    /// `scripts/memcheck` runs this scenario under valgrind: it must stay valid as the app changes.
    @Test func theEveryStateScenarioRunsToTheEnd() throws {
        let out = NSTemporaryDirectory() + "modal-every-state-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let scenario = Self.repository.appendingPathComponent("Tests/Scenarios/every-state.txt").path
        let run = try Self.runExecutable(["--headless", "--scenario", scenario, "--out", out], in: "valid", timeout: 120)
        #expect(run.status == 0, "\(run.stderr)")
        let shots = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { $0.hasSuffix(".png") }
        #expect(shots.count == 21)
    }

    // MARK: Helpers

    struct Run {
        var status: Int32 = -1
        var crashed: Int32?
        var timedOut = false
        var stdout = ""
        var stderr = ""
    }

    /// The built `modal-prototype`: `MODAL_PROTOTYPE_BIN`, else next to this test bundle.
    static func executable() -> URL? {
        let fm = FileManager.default
        if let path = ProcessInfo.processInfo.environment["MODAL_PROTOTYPE_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path, relativeTo: repository)
        }
        var folders: [URL] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(Bundle.main.bundleURL)
        for folder in folders {
            let candidate = folder.appendingPathComponent("modal-prototype")
            if fm.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `modal-prototype --headless --scenario NAME --out DIR` inside the corpus folder.
    static func runExecutable(folder: String, name: String) throws -> Run {
        let out = NSTemporaryDirectory() + "modal-corpus-exe-\(getpid())-\(name)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        return try runExecutable(["--headless", "--scenario", name, "--out", out], in: folder)
    }

    /// Runs `modal-prototype ARGUMENTS` inside the corpus folder `folder`, killing it after
    /// `timeout` seconds (`ExecutableRun`).
    static func runExecutable(_ arguments: [String], in folder: String, timeout: Double = 30) throws -> Run {
        let r = try ExecutableRun.run(arguments, in: corpus.appendingPathComponent(folder).path, timeout: timeout)
        return Run(status: r.status, crashed: r.signal, timedOut: r.timedOut, stdout: r.stdout, stderr: r.stderr)
    }
}
