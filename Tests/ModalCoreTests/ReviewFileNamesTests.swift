import Testing
@testable import ModalCore

/// C, W and L never replace a file another run left in the same folder: the number goes on.
@Suite struct ReviewFileNamesTests {
    @Test func takenNamesAreSkipped() {
        var names = ReviewFileNames()
        let other: Set<String> = ["modal-prototype-0ms-1.png", "modal-prototype-0ms-2.png", "modal-prototype-settings-0ms-1.json",
                                  "modal-prototype-scenario-0ms.txt"]
        #expect(names.screenshot(at: 0) { other.contains($0) } == "modal-prototype-0ms-3.png")
        #expect(names.screenshot(at: 0.25) { other.contains($0) } == "modal-prototype-250ms-4.png")
        #expect(names.settings(at: 0) { other.contains($0) } == "modal-prototype-settings-0ms-2.json")
        #expect(ReviewFileNames.scenario(at: 0) { other.contains($0) } == "modal-prototype-scenario-0ms-2.txt")
        #expect(ReviewFileNames.scenario(at: 1.25) == "modal-prototype-scenario-1250ms.txt")
    }
}
