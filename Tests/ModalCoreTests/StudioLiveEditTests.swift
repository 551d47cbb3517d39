import Testing
@testable import ModalCore

/// Live edits from the inspector keep the state and show at once.
@Suite struct StudioLiveEditTests {
    @Test func heightRateEditMovesAFullSeedCard() throws {
        var m = makeMachine()
        _ = m.handle(.key(.h), now: 0)
        _ = m.handle(.key(.f), now: 1)
        _ = m.handle(.tick, now: 2)
        #expect(m.halfModal.detent == .full)
        #expect(close(m.halfModal.top(at: 2), 844 * 0.05))
        let s = try m.settings.setting("halfModal.heightRate", to: "0.2")
        _ = m.handle(.updateSettings(s), now: 2)
        #expect(m.halfModal.detent == .full)
        #expect(close(m.halfModal.top(at: 2), 844 * 0.2, 1e-9))
        let half = try s.setting("halfModal.halfFraction", to: "0.6")
        _ = m.handle(.updateSettings(half), now: 2.5)
        #expect(close(m.halfModal.top(at: 2.5), 844 * 0.4, 1e-9))
    }
}
