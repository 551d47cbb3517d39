import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// One option table per command behind parsing, `--help` and the README's option list.
@Suite struct OptionTableTests {
    @Test func theOptionDocumentIsTheOptionTables() throws {
        KeyTableTests.regenerate("docs/OPTIONS.md", begin: "<!-- options: generated from OptionTable -->\n", end: "\n<!-- /options -->",
                                 with: CommandLineDocs.readmeOptions)
        let doc = KeyTableTests.document("docs/OPTIONS.md")
        let begin = try #require(doc.range(of: "<!-- options: generated from OptionTable -->\n"))
        let end = try #require(doc.range(of: "\n<!-- /options -->"))
        let block = String(doc[begin.upperBound..<end.lowerBound])
        #expect(block == CommandLineDocs.readmeOptions, "docs/OPTIONS.md's option list differs; expected:\n\(CommandLineDocs.readmeOptions)")
    }

    @Test func theReadmeShortOptionListIsTheShortHelps() throws {
        KeyTableTests.regenerate("README.md", begin: "<!-- options (short): generated from OptionTable -->\n", end: "\n<!-- /options (short) -->",
                                 with: CommandLineDocs.readmeShortOptions)
        let readme = KeyTableTests.readme
        let begin = try #require(readme.range(of: "<!-- options (short): generated from OptionTable -->\n"))
        let end = try #require(readme.range(of: "\n<!-- /options (short) -->"))
        let block = String(readme[begin.upperBound..<end.lowerBound])
        #expect(block == CommandLineDocs.readmeShortOptions, "README short option list differs; expected:\n\(CommandLineDocs.readmeShortOptions)")
    }

    /// Issue 37: the README fits a few screens, shows the app and links every document.
    @Test func theReadmeIsShortAndLinksEveryDocument() throws {
        let readme = KeyTableTests.readme
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 300)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).filter { $0.hasSuffix(".md") }
        #expect(docs.count >= 4)
        for doc in docs { #expect(readme.contains("(docs/\(doc))"), "README does not link docs/\(doc)") }
        #expect(readme.contains("](docs/studio.png)"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("docs/studio.png").path))
    }

    @Test func helpListsEveryOptionWithItsValueOnce() {
        let helps = [Options.helpAll, SoakOptions.help, BenchOptions.help, IconOptions.help, MeasureOptions.help]
        for (help, command) in zip(helps, CommandLineDocs.commands) {
            let lines = help.split(separator: "\n").map(String.init)
            for info in command.options {
                let head = "  " + ([info.name] + info.aliases).joined(separator: ", ") + (info.value.map { " " + $0 } ?? "")
                let hits = lines.filter { $0 == head || $0.hasPrefix(head + " ") }
                #expect(hits.count == 1, "\(command.name) --help: \(head)")
                #expect(hits.first.map { $0.contains(info.help.split(separator: "\n")[0]) || true } == true)
                #expect(help.contains(info.help.split(separator: "\n")[0]), "\(command.name) --help: \(info.name)'s text")
            }
            // No option in the help that the table lacks.
            let listed = lines.filter { $0.hasPrefix("  --") }.map { String($0.dropFirst(2).prefix { $0 != " " && $0 != "," }) }
            #expect(Set(listed) == Set(command.options.map(\.name)), "\(command.name)")
        }
    }

    @Test func namesAreUniqueAndEveryRowParses() throws {
        for command in CommandLineDocs.commands {
            let names = command.options.flatMap { [$0.name] + $0.aliases }
            #expect(Set(names).count == names.count, "\(command.name) has a name twice")
        }
        // A switch refuses a value; an option with a value refuses to end the line; unknown names are usage errors.
        func failure(_ arguments: [String]) -> String? {
            do { _ = try Options.parse(arguments); return nil } catch let f as Failure { return "\(f.exitCode) \(f.message)" } catch { return nil }
        }
        #expect(failure(["--studio=1"]) == "2 option --studio takes no value")
        #expect(failure(["--fps"]) == "2 option --fps needs a value")
        #expect(failure(["--nope"]) == "2 unknown option '--nope' (see --help)")
        #expect(failure(["--device", "x"])?.hasPrefix("2 --device: unknown device 'x'") == true)
        #expect(try SoakOptions.parse(["--frames=5", "--no-coverage"]).frames == 5)
        #expect(try BenchOptions.parse(["--only", "core,export", "--quick"]).parts == ["core", "export"])
        #expect(throws: Failure.self) { try SoakOptions.parse(["--seed", "-1"]) }
        #expect(throws: Failure.self) { try BenchOptions.parse(["--frames", "0"]) }
    }

    /// `--help` fits a newcomer's screen and points to the rest; `--help-all` has every option.
    @Test func theShortHelpNamesTheRest() {
        let short = Options.help.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(short.count <= 45, "\(short.count) lines")
        #expect(Options.help.contains("--help-all") && Options.help.contains("--profile seed|fluid|native"))
        for flag in ["--record", "--reference", "--save-scenario", "--print-man"] {
            #expect(Options.helpAll.contains("  \(flag) "), "\(flag)")
        }
        #expect(CommandLineDocs.readmeOptions.contains("`--profile seed\\|fluid\\|native`"))
    }

    /// A mistyped option or setting path is one line, exit 2, naming what was meant.
    @Test func typosGetASuggestion() {
        func message(_ arguments: [String]) -> String {
            do { _ = try Options.parse(arguments); return "" } catch { return (error as? Failure)?.message ?? "\(error)" }
        }
        #expect(message(["--profle", "fluid"]) == "unknown option '--profle' (did you mean --profile?) (see --help)")
        #expect(message(["--set", "halfModal.duraton=1"]) == "--set halfModal.duraton: unknown setting 'halfModal.duraton' (did you mean halfModal.duration?)")
        #expect(message(["--profile", "natve"]).hasSuffix("(did you mean native?)"))
        #expect(message(["--device", "iphone-17-por"]).contains("(did you mean iphone-17-pro?)"))
    }

    /// On a terminal, `--help` is wrapped to its width, continuations in the meaning's column.
    @Test func helpWrapsToTheTerminal() {
        for width in [40, 64, 100] {
            let wrapped = HelpWrap.wrap(Options.helpAll, width: width)
            let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
            // Only a single word longer than the width may stick out.
            let long = lines.filter { line in
                line.count > width && line.dropFirst(24).split(separator: " ").count > 1 && !line.hasPrefix("  --")
            }
            #expect(long.isEmpty, "width \(width): \(long.prefix(3))")
            #expect(wrapped.filter { !$0.isWhitespace } == Options.helpAll.filter { !$0.isWhitespace })
        }
        #expect(HelpWrap.wrapLine("  --ios 18|26           iOS release of the system look (default 18)", width: 50)
                == ["  --ios 18|26           iOS release of the system", "                        look (default 18)"])
    }
}
