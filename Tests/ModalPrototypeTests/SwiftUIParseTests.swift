import Foundation
import ModalCore
import Testing

/// `swiftc -parse` accepts the SwiftUI file of every profile (issue 24, item 5). A type-check
/// needs SwiftUI, which Linux lacks; the parse catches every syntax slip of the generator.
@Suite struct SwiftUIParseTests {
    /// `swiftc` of the running toolchain: on the PATH, else /opt/swift's.
    static func swiftc() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// Runs `swiftc -parse` on `source`; the compiler's messages, or "" when it accepts it.
    func parseErrors(_ source: String, name: String) throws -> String {
        guard let swiftc = Self.swiftc() else {
            Issue.record("swiftc not found on the PATH or at /opt/swift/usr/bin")
            return "no swiftc"
        }
        let folder = NSTemporaryDirectory() + "modal-swiftui-parse-\(getpid())-\(name)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/\(name).swift"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try ExecutableRun.runProgram(swiftc, ["-parse", file], in: folder, timeout: 60)
        return run.status == 0 && !run.timedOut ? "" : "status \(run.status): \(run.stderr)"
    }

    @Test(arguments: HalfModalProfile.allCases)
    func everyProfileParses(profile: HalfModalProfile) throws {
        var s = Settings()
        s.halfModal.profile = profile
        #expect(try parseErrors(SwiftUIExport.source(for: s), name: profile.rawValue) == "")
        // Tuned values, English labels with quotes, dark appearance: still one valid file.
        s.halfModal.duration = 0.65
        s.halfModal.spring = Spring(response: 0.42, dampingFraction: 0.71)
        s.request.outcome = .random
        s.language = .en
        s.labels.en.startRequest = "Start \"now\" \\ \u{1}"
        s.appearance = .dark
        #expect(try parseErrors(SwiftUIExport.source(for: s), name: profile.rawValue + "-tuned") == "")
    }

    /// Type-checks `source` (its `#Preview` left out: a macro of Apple's SDK) against the SwiftUI
    /// stand-in of `Tests/SwiftUIStub`, in Swift `version` mode; the compiler's messages or "".
    func typeCheckErrors(_ source: String, name: String, version: String) throws -> String {
        guard let swiftc = Self.swiftc() else {
            Issue.record("swiftc not found on the PATH or at /opt/swift/usr/bin")
            return "no swiftc"
        }
        let folder = NSTemporaryDirectory() + "modal-swiftui-typecheck-\(getpid())-\(name)-\(version)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stub = ScenarioCorpusTests.repository.appendingPathComponent("Tests/SwiftUIStub/SwiftUI.swift").path
        let module = try ExecutableRun.runProgram(swiftc, ["-emit-module", "-module-name", "SwiftUI", "-parse-as-library",
                                                          stub, "-o", folder + "/SwiftUI.swiftmodule"], in: folder, timeout: 120)
        guard module.status == 0 else { return "stub: \(module.stderr)" }
        let body = source.components(separatedBy: "// MARK: Preview")[0] + "\n@main struct CheckApp { static func main() {} }\n"
        let file = folder + "/\(name).swift"
        try body.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try ExecutableRun.runProgram(swiftc, ["-typecheck", "-swift-version", version, "-parse-as-library",
                                                       "-I", folder, file], in: folder, timeout: 120)
        return run.status == 0 && !run.timedOut && !run.stderr.contains("warning:") ? "" : "status \(run.status): \(run.stderr)"
    }

    /// Issue 34: the form, the fitted detent and the article's cover hack type-check too.
    @Test(arguments: HalfModalProfile.allCases)
    func theFormFittedAndHackVariantsTypeCheck(profile: HalfModalProfile) throws {
        var s = Settings()
        s.halfModal.profile = profile
        s.halfModal.content = .form
        s.halfModal.detents = HalfModalDetents([.fitted, .large])
        s.cover.swiftUIClearing = .article
        s.native.interactiveDismissDisabled = .true
        s.alert.width = 300
        let source = SwiftUIExport.source(for: s)
        #expect(source.contains("TextField(") && source.contains("@FocusState") && source.contains("alert.width = 300"))
        #expect(try typeCheckErrors(source, name: "form-" + profile.rawValue, version: "6") == "")
    }

    @Test(arguments: HalfModalProfile.allCases)
    func everyProfileTypeChecksAgainstTheStandIn(profile: HalfModalProfile) throws {
        var s = Settings()
        s.halfModal.profile = profile
        s.appearance = .dark
        let source = SwiftUIExport.source(for: s)
        for version in ["5", "6"] {
            #expect(try typeCheckErrors(source, name: profile.rawValue, version: version) == "")
        }
        // The stand-in does catch a mistake: a label the API does not have.
        let broken = source.replacingOccurrences(of: "ProgressView()", with: "ProgressView(spinning: true)")
        #expect(try typeCheckErrors(broken, name: profile.rawValue + "-broken", version: "5") != "")
    }

    @Test func aBrokenFileIsRejected() throws {
        #expect(try parseErrors("struct A { var body: some View {", name: "broken") != "")
    }

    /// The executable prints the same file for both profiles.
    @Test(arguments: HalfModalProfile.allCases)
    func theExecutablePrintsIt(profile: HalfModalProfile) throws {
        let run = try ScenarioCorpusTests.runExecutable(["--print-swiftui", "--profile", profile.rawValue], in: "scenarios")
        #expect(run.status == 0)
        var s = Settings()
        s.halfModal.profile = profile
        #expect(run.stdout == SwiftUIExport.source(for: s))
        for part in ["struct ContentView", ".fullScreenCover", ".alert(", "#Preview"] { #expect(run.stdout.contains(part)) }
        #expect(!run.stdout.contains("UIScreen.main"))
        #expect(run.stdout.contains("initialVelocity") == (profile == .fluid))
        #expect(try parseErrors(run.stdout, name: "printed-" + profile.rawValue) == "")
    }
}
