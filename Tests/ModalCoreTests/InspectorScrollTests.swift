import Testing
@testable import ModalCore

/// Issue 37: an inspector too short for its rows scrolls, so every row can be reached.
@Suite struct InspectorScrollTests {
    let lanes = [makeMachine(), makeMachine { $0.halfModal.profile = .fluid }, makeMachine { $0.halfModal.profile = .native }]

    @Test func aShortInspectorScrollsToItsLastRow() throws {
        let rect = Rect(x: 0, y: 0, width: 300, height: 520)
        let top = Inspector(rect: rect, section: .halfModal, lanes: lanes, now: 0)
        let rows = Inspector.Section.halfModal.rowPaths(for: [.seed, .fluid, .native])
        #expect(top.rowCount == rows.count && top.visibleRows < rows.count && top.firstRow == 0)
        #expect(top.sliders.contains { $0.path == rows.first } && !top.sliders.contains { $0.path == rows.last })
        #expect(top.items.contains { if case let .text(t) = $0 { return t.string.hasPrefix("rows 1–") } else { return false } })
        let bottom = Inspector(rect: rect, section: .halfModal, lanes: lanes, now: 0, scroll: 1_000)
        #expect(bottom.firstRow == top.lastFirstRow && bottom.sliders.last?.path == rows.last && !bottom.sliders.contains { $0.path == rows.first })
        #expect(bottom.regions.contains { $0.id == SettingSlider.valueID(rows.last!) })
        // Every row lies inside the panel.
        for s in bottom.sliders { #expect(s.rect.maxY <= rect.maxY) }
        // A tall one shows them all, with no line about scrolling.
        let tall = Inspector(rect: Rect(x: 0, y: 0, width: 300, height: 2_000), section: .halfModal, lanes: lanes, now: 0)
        #expect(tall.visibleRows == rows.count && tall.lastFirstRow == 0)
    }

    @Test func theKeysScrollWithinTheLimitAndASectionChangeGoesBackToTheTop() {
        let c = ReviewController(lanes: lanes)
        let model = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        c.studio = model
        model.inspectorScrollLimit = 5
        for _ in 0..<8 { _ = c.reduce(.command(.scrollInspector(1)), wall: 0, frame: 1 / 60) }
        #expect(model.inspectorScroll == 5)
        _ = c.reduce(.command(.scrollInspector(-2)), wall: 0, frame: 1 / 60)
        #expect(model.inspectorScroll == 3)
        _ = c.reduce(.studioEffects([.select(.sheet)], fromMarker: false), wall: 0, frame: 1 / 60)
        #expect(model.inspectorScroll == 0 && model.section == .sheet)
    }
}
