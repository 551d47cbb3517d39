import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The studio's model: seeking into the recording, playing on from a scrub, and `A`.
@Suite(.serialized) struct StudioModelTests {
    let scenario = "0 tap toggle-half-modal\n1.2 drag 195 500 195 300 0.3\n2 end"

    @Test func replayingTheLastGestureUsesTheCurrentValues() throws {
        let r = try rendered(scenario, at: 2, args: ["--studio"])
        let model = try #require(r.view.studio)
        #expect(r.machine.halfModal.detent == .full)
        // Edit heightRate after the drag: the full card follows at once.
        let edited = try r.machine.settings.setting("halfModal.heightRate", to: "0.2")
        r.view.session.applyPerLane([.updateSettings(edited)], at: 2)
        #expect(abs(r.machine.halfModal.top(at: 2) - 844 * 0.2) < 1e-9)
        // A: back to the press at 1.2 with heightRate 0.2, the card at half.
        let replay = try #require(model.replayLastGesture(r.view.session))
        #expect(abs(replay.start - 1.2) < 1e-5)
        #expect(abs(replay.end - 1.5) < 1e-9)
        let s = replay.session
        #expect(s.primary.settings.halfModal.heightRate == 0.2)
        #expect(s.primary.halfModal.detent == .half)
        #expect(abs(s.primary.halfModal.top(at: replay.start) - 844 * 0.4) < 1e-9)
        // Played again as the session advances (the gesture is pending in its log): full at the new height.
        #expect(s.hasPendingReplay)
        s.advance(to: 1.35)
        #expect(s.primary.halfModal.isDragging)
        s.advance(to: 2)
        #expect(!s.hasPendingReplay)
        #expect(s.primary.halfModal.detent == .full)
        #expect(abs(s.primary.halfModal.top(at: 2) - 844 * 0.2) < 1e-9)
    }

    @Test func playingOnFromAScrubFeedsTheRestOfTheRecording() throws {
        let r = try rendered(scenario, at: 2, args: ["--studio"])
        let model = try #require(r.view.studio)
        let recorded = r.view.session
        let s = try #require(model.seek(recorded, now: 2, to: 1))
        #expect(model.recordedEnd == 2)
        #expect(model.scrubTime == 1)
        #expect(s.primary.halfModal.detent == .half)
        // Seeking past the recording's end stops at it.
        _ = model.seek(recorded, now: 2, to: 5)
        #expect(model.scrubTime == 2)
        let back = try #require(model.seek(recorded, now: 2, to: 1))
        model.resume()
        #expect(model.recordedEnd == nil)
        // The sought session still holds the later inputs: playing on replays them.
        #expect(back.hasPendingReplay)
        back.advance(to: 2)
        #expect(Array(back.log) == Array(recorded.log))
        #expect(back.primary.frame(now: 2) == recorded.primary.frame(now: 2))
        // The first sought copy was never played on: it still shows the frame at 1 s.
        #expect(s.primary.halfModal.detent == .half)
    }
}
