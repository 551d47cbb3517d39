import Testing
@testable import ModalCore

/// Issue 34: the inspector's content and detents controls set the setting on every lane.
@Suite struct StudioChoiceTests {
    @Test func aPressOnASegmentSetsItsValue() throws {
        let lanes = [makeMachine(), makeMachine { $0.halfModal.profile = .native }]
        let layout = StudioLayout(stage: Size(width: 800, height: 844), inspectorVisible: true)
        let studio = Studio(layout: layout, lanes: lanes, now: 0, status: TimelineStrip.Status(now: 0, frame: 0, rate: 1, paused: false),
                            markers: [], end: 1, section: .halfModal)
        let inspector = try #require(studio.inspector)
        let content = try #require(inspector.choices.first { $0.path == "halfModal.content" })
        #expect(content.selected == 0 && content.options.map(\.value) == ["none", "list", "form"])
        let form = content.segments[2]
        let press = studio.press(at: form.center, outcome: .success)
        #expect(press.effects == [.set([Studio.Change("halfModal.content", "form")])])
        let detents = try #require(inspector.choices.first { $0.path == "halfModal.detents" })
        #expect(detents.selected == 0)
        #expect(studio.press(at: detents.segments[1].center, outcome: .success).effects == [.set([Studio.Change("halfModal.detents", "fitted")])])
        // The other sections have no such controls.
        let sheet = Studio(layout: layout, lanes: lanes, now: 0, status: TimelineStrip.Status(now: 0, frame: 0, rate: 1, paused: false),
                           markers: [], end: 1, section: .sheet)
        #expect(sheet.inspector?.choices.isEmpty == true)
    }
}
