import Foundation
import Testing
@testable import ModalCore

/// The review page cites docs/FIDELITY.md: the generated table is the document's.
@Suite struct FidelitySourceTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift source of the table for `table`.
    static func source(_ table: [String: String]) -> String {
        var out = """
        // Generated from docs/FIDELITY.md by `FidelitySources.parse(markdown:)`: do not edit by hand.
        // After changing the document, run `MODAL_UPDATE_GENERATED=1 swift test --filter FidelitySourceTableTests`.

        extension FidelitySources {
            /// Each cited setting's source, by path (generated from docs/FIDELITY.md).
            public static let table: [String: String] = [

        """
        for key in table.keys.sorted() {
            out += "        \(literal(key)): \(literal(table[key]!)),\n"
        }
        return out + "    ]\n}\n"
    }

    /// `s` as a Swift string literal.
    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test func theTableIsTheDocuments() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/FIDELITY.md"), encoding: .utf8)
        let parsed = FidelitySources.parse(markdown: doc)
        #expect(parsed["sheet.duration"]?.hasPrefix("The page sheet: Flutter") == true)
        #expect(parsed["alert.appearScale"] == "The alert: UIKit `UIAlertControllerVisualStyleAlert`")
        if parsed != FidelitySources.table {
            let file = Self.root.appendingPathComponent("Sources/ModalCore/Report/FidelitySourceTable.swift")
            if ProcessInfo.processInfo.environment["MODAL_UPDATE_GENERATED"] == "1" {
                try Self.source(parsed).write(to: file, atomically: true, encoding: .utf8)
            }
            Issue.record("FidelitySourceTable.swift differs from docs/FIDELITY.md: run MODAL_UPDATE_GENERATED=1 swift test --filter FidelitySourceTableTests")
        }
        #expect(FidelitySources.source(for: "halfModal.duration").contains("half-modal.txt"))
    }
}
