import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The checked-in corpus of config files (`Tests/Corpus/configs`): a file with a sibling
/// `NAME.expected` is malformed and gets exactly that one-line error — from the loader in
/// process, and from `modal-prototype --print-config --config NAME.json` with exit status 2;
/// a file without one loads, and the executable prints the settings with status 0.
@Suite struct ConfigCorpusTests {
    static let folder = "configs"

    static func inputs() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(
            atPath: ScenarioCorpusTests.corpus.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The expected error of `NAME.json`, or nil when it must load.
    static func expected(_ name: String) -> String? {
        let path = ScenarioCorpusTests.corpus.appendingPathComponent(folder)
            .appendingPathComponent(String(name.dropLast(5)) + ".expected").path
        return FileManager.default.contents(atPath: path).map {
            String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .newlines)
        }
    }

    @Test func theCorpusHasMalformedAndValidConfigs() {
        let inputs = Self.inputs()
        #expect(inputs.filter { Self.expected($0) != nil }.count >= 20)
        #expect(inputs.contains("defaults.json") && Self.expected("defaults.json") == nil)
    }

    @Test(arguments: inputs())
    func theLoaderGivesTheExpectedResult(name: String) {
        let expected = Self.expected(name)
        guard let text = String(data: ScenarioCorpusTests.read(Self.folder, name), encoding: .utf8) else {
            #expect(expected == "\(name): cannot read config: not UTF-8 text")
            return
        }
        do {
            let settings = try Settings().loading(json: text, file: name)
            #expect(expected == nil, "\(name) loaded; expected \(expected ?? "")")
            #expect(settings.validationProblem() == nil)
        } catch let e as Settings.FileError {
            // As the user sees it: `Options.settings(overlaying:path:)` wraps it in a `Failure`.
            #expect(Failure.usage(e.description).message == expected)
        } catch {
            Issue.record("\(name): unexpected \(error)")
        }
    }

    @Test(arguments: inputs())
    func theExecutableReportsItInOneLine(name: String) throws {
        let run = try ScenarioCorpusTests.runExecutable(["--print-config", "--config", name], in: Self.folder)
        #expect(run.crashed == nil && !run.timedOut, "\(name) crashed or hung")
        if let expected = Self.expected(name) {
            #expect(run.status == 2, "\(name): exit status \(run.status)")
            #expect(run.stderr == "modal-prototype: error: " + expected + "\n")
        } else {
            #expect(run.status == 0, "\(name): exit status \(run.status), \(run.stderr)")
            #expect(run.stdout.hasPrefix("{"))
        }
    }
}
