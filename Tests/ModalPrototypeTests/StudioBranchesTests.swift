import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The studio's branches: a studio control's setting change on a scrubbed frame keeps the take,
/// an input there branches, and undo and redo bring either take back with its markers.
@Suite(.serialized) struct StudioBranchesTests {
    let scenario = "0 tap toggle-half-modal\n1.2 drag 195 500 195 300 0.3\n2 key f\n2.5 end"

    /// Every marker the studio shows for `session` (the recording's while scrubbed).
    func markers(_ model: StudioModel, _ session: Session, at t: Double) -> [Marker] {
        model.studio(stage: Size(width: 390, height: 844), session: session, at: t, rate: 1, paused: true).timeline.markers
    }

    @Test func aStudioSettingOnAScrubbedFrameKeepsTheTake() throws {
        let r = try rendered(scenario, at: 2.5, args: ["--studio"])
        let model = try #require(r.view.studio)
        let recorded = r.view.session
        let before = markers(model, recorded, at: 2.5)
        let s = try #require(model.seek(recorded, now: 2.5, to: 1))
        let edited = try s.primary.settings.setting("sheet.cornerRadius", to: "12")
        let shown = try #require(model.keepTake(s, applying: [.updateSettings(edited)], at: 1))
        #expect(model.recordedEnd == 2.5 && model.scrubTime == 1)
        #expect(!model.branches.canUndo)
        // The take: every input kept, one `set` added at 1 s; the later inputs wait to replay.
        let after = markers(model, shown, at: 1)
        #expect(after.filter { $0.kind != .setting } == before)
        #expect(after.filter { $0.kind == .setting }.map(\.time) == [1])
        #expect(shown.log.count == recorded.log.count + 1)
        #expect(shown.pendingInputs.count == recorded.log.count - recorded.log.firstIndex(after: 1))
        shown.advance(to: 2.5)
        #expect(shown.primary.settings.sheet.cornerRadius == 12)
        #expect(shown.primary.halfModal.detent == recorded.primary.halfModal.detent)
    }

    @Test func anInputOnAScrubbedFrameBranchesAndUndoBringsTheTakeBack() throws {
        let r = try rendered(scenario, at: 2.5, args: ["--studio"])
        let model = try #require(r.view.studio)
        let recorded = r.view.session
        let before = markers(model, recorded, at: 2.5)
        let s = try #require(model.seek(recorded, now: 2.5, to: 1))
        // The window's send(): note the branch, forget the recording, apply.
        model.noteBranch(of: s, now: 1)
        model.commit()
        s.apply(.key(.escape), at: 1)
        #expect(model.branches.undoable.count == 1)
        #expect(!s.hasPendingReplay && s.log.count == recorded.log.firstIndex(after: 1) + 1)
        let branched = markers(model, s, at: 1)
        #expect(branched.filter { $0.time > 1 && $0.kind != .scenarioLine }.isEmpty)   // the scenario's lines stay marked

        let undone = try #require(model.restoreBranch(s, now: 1, redo: false))
        #expect(Array(undone.log) == Array(recorded.log))
        #expect(undone.time == 1 && model.scrubTime == 1 && model.recordedEnd == 2.5)
        #expect(markers(model, undone, at: 1) == before)
        #expect(model.branches.redoable.count == 1 && !model.branches.canUndo)

        let redone = try #require(model.restoreBranch(undone, now: 1, redo: true))
        #expect(Array(redone.log) == Array(s.log))
        #expect(markers(model, redone, at: 1).filter { $0.kind.isStateChange == false } == branched.filter { !$0.kind.isStateChange })
        #expect(model.restoreBranch(redone, now: 1, redo: true) == nil)
    }
}
