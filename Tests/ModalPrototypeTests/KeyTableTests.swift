import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// One key table (`KeyTable`) behind the on-screen help, `--help` and the README.
@Suite struct KeyTableTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    @Test func theReadmeKeyTableIsTheKeyTable() throws {
        let begin = try #require(Self.readme.range(of: "<!-- keys: generated from KeyTable -->\n"))
        let end = try #require(Self.readme.range(of: "\n<!-- /keys -->"))
        let block = String(Self.readme[begin.upperBound..<end.lowerBound])
        #expect(block == KeyTable.markdown, "README key table differs; expected:\n\(KeyTable.markdown)")
    }

    @Test func helpHasEveryKeyInOrder() {
        let section = Options.help.components(separatedBy: "KEYS (window)\n")[1].components(separatedBy: "\n\n")[0]
        #expect(section == KeyTable.helpSection)
        for row in KeyTable.rows { #expect(section.contains(row.keys + " ")) }
    }

    @Test func theOnScreenHelpListsTheSameKeysInBothLanguages() {
        for language in Language.allCases {
            let lines = ReviewHelp.lines(language)
            #expect(lines.map(\.0) == KeyTable.rows.map(\.keys))
            #expect(lines.allSatisfy { !$0.1.isEmpty })
        }
        #expect(ReviewHelp.lines(.ja)[0].1 != ReviewHelp.lines(.en)[0].1)
    }
}
