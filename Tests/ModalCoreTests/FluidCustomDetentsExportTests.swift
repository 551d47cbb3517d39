import Foundation
import Testing
@testable import ModalCore

/// `--print-swiftui` for `fluid` reviewed with custom `halfModal.detents`: the printed card
/// keeps its two stops, and the file says so (only `native` prints `.presentationDetents`).
@Suite struct FluidCustomDetentsExportTests {
    @Test func aCustomListIsNamedNotSilentlyDropped() throws {
        var s = try Settings().setting("halfModal.profile", to: "fluid")
        let standard = SwiftUIExport.source(for: s)
        #expect(!standard.contains("Reviewed with halfModal.detents"))
        #expect(standard.contains("// MARK: Half modal (second article)\n\nstruct HalfModalView: View {"))
        s = try s.setting("halfModal.detents", to: "0.25,large")
        let custom = SwiftUIExport.source(for: s)
        #expect(custom.contains("// MARK: Half modal (second article)\n"
            + "// Reviewed with halfModal.detents 0.25,large (.fraction(0.25), .large): this card keeps its two stops (halfFraction, heightRate);\n"
            + "// the system sheet takes such a list as .presentationDetents (profile native).\n\nstruct HalfModalView: View {"))
        // Nothing else changes: the file is the standard one plus those two lines.
        #expect(custom.replacingOccurrences(of: "// Reviewed with halfModal.detents 0.25,large (.fraction(0.25), .large): this card keeps its two stops (halfFraction, heightRate);\n// the system sheet takes such a list as .presentationDetents (profile native).\n", with: "") == standard)
        // The seed keeps the article's positions: no note.
        let seed = try s.setting("halfModal.profile", to: "seed")
        #expect(!SwiftUIExport.source(for: seed).contains("Reviewed with halfModal.detents"))
    }
}
