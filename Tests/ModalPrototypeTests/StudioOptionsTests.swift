import Testing
import ModalCore
@testable import ModalPrototype

/// `--studio` and `--inspector` on the command line.
@Suite struct StudioOptionsTests {
    @Test func studioAndInspectorParse() throws {
        let o = try Options.parse(["--headless", "--studio", "--inspector", "alert", "--scenario", "s", "--out", "d"])
        #expect(o.studio)
        #expect(o.inspectorSection == .alert)
        let plain = try Options.parse(["--headless", "--scenario", "s", "--out", "d"])
        #expect(!plain.studio)
        #expect(plain.inspectorSection == .halfModal)
        #expect(try Options.parse(["--inspector=request"]).inspectorSection == .request)
    }

    @Test func badStudioOptionsAreOneLineUsageErrors() {
        for (args, message) in [
            (["--studio=yes"], "option --studio takes no value"),
            (["--inspector", "nope"], "--inspector: invalid value 'nope' (expected halfModal|sheet|alert|request)"),
            (["--inspector"], "option --inspector needs a value"),
        ] {
            do {
                _ = try Options.parse(args)
                Issue.record("\(args) parsed")
            } catch let f as Failure {
                #expect(f.message == message)
                #expect(f.exitCode == 2)
            } catch {
                Issue.record("\(args): \(error)")
            }
        }
    }
}
