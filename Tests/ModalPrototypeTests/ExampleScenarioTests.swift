import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The scenarios shipped in `Assets/Scenarios` keep running as the app changes.
@Suite struct ExampleScenarioTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Scenarios").path

    @Test func everyExampleRunsAndWritesWhatItAsks() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(names.count >= 4)
        for name in names {
            let path = Self.folder + "/" + name
            let scenario = try Scenario.parse(try readText(path, what: "scenario"), path: path)
            let out = temporaryFolder("example")
            let compare = name.contains("vs") ? ["--compare", "seed,fluid"] : []
            let options = try Options.parse(["--headless", "--scenario", path, "--out", out] + compare)
            try HeadlessRunner(options: options, scenario: scenario).run()
            let asked = scenario.steps.compactMap { step -> String? in
                switch step.command {
                case let .shot(n), let .elements(n): return n
                default: return nil
                }
            }
            let written = Set(try FileManager.default.contentsOfDirectory(atPath: out))
            #expect(Set(asked) == written, "\(name)")
        }
    }
}
