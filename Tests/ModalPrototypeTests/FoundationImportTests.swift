import Foundation
import Testing

/// The binary stays small only while no source imports Foundation's full module (which links
/// ICU's 40 MB of data): `scripts/package-test` checks the size, this catches it at `swift test`.
@Suite struct FoundationImportTests {
    @Test func noSourceImportsFullFoundation() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources").path
        let files = FileManager.default.enumerator(atPath: sources)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "import Foundation" }
            #expect(imports.isEmpty, "\(file) imports Foundation (use FoundationEssentials and Glibc)")
        }
    }
}
