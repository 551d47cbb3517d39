import Testing
@testable import ModalCore

/// The controller's live-input rules through `ReviewTestStore`: lane routing in compare mode,
/// hovers, quitting (held to a recording), and per-lane settings on a config reload.
@Suite struct ReviewControllerInputTests {
    /// Two lanes side by side: lane 1's phone starts at (16 + 390 + 16, 30) on the stage.
    func compareStore() -> ReviewTestStore {
        ReviewTestStore(ReviewController(lanes: [makeMachine(), makeMachine { $0.halfModal.profile = .fluid }]))
    }

    @Test func aPressGoesToTheLaneUnderItAndTheGestureStaysThere() throws {
        let store = compareStore()
        #expect(store.stage.origin(of: 1) == Point(x: 422, y: 30))
        // A hover over lane 0 is neither logged nor routed.
        store.send(.move(Point(x: 100, y: 500)), wall: 0.2) { $0.time = 0.2 }
        let button = try #require(makeMachine().frame(now: 0).reachablePoint(of: .openSheet))
        store.send(.press(Point(x: button.x + 422, y: button.y + 30)), wall: 0.5) {
            $0.time = 0.5
            $0.logCount = 1
            $0.pressLane = 1
            $0.lastInput = "0.5 * pointerDown(\(button.x), \(button.y))"
        }
        // Held down, a move over lane 0 is still in lane 1's coordinates: (100 − 422, 500 − 30).
        store.send(.move(Point(x: 100, y: 500)), wall: 0.6) {
            $0.time = 0.6
            $0.logCount = 2
            $0.lastInput = "0.6 * pointerMove(-322.0, 470.0)"
        }
        // Released away from the button: nothing opens, in either lane.
        store.send(.release(Point(x: 100, y: 500)), wall: 0.7) {
            $0.time = 0.7
            $0.logCount = 3
            $0.lastInput = "0.7 * pointerUp(-322.0, 470.0)"
        }
        // A press between the phones (in the 16 pt gap) reaches no lane and logs nothing.
        store.send(.press(Point(x: 414, y: 500)), wall: 0.8) { $0.time = 0.8 }
    }

    @Test func aPressInLaneOneOpensTheSheetInBothLanes() throws {
        let store = compareStore()
        let button = try #require(makeMachine().frame(now: 0).reachablePoint(of: .openSheet))
        let stagePoint = Point(x: button.x + 422, y: button.y + 30)
        store.send(.press(stagePoint), wall: 1) {
            $0.time = 1
            $0.logCount = 1
            $0.pressLane = 1
            $0.lastInput = "1 * pointerDown(\(button.x), \(button.y))"
        }
        var open = LaneSummary(makeMachine(), now: 0)
        open.sheetPresented = true
        store.send(.release(stagePoint), wall: 1.25) {
            $0.time = 1.25
            $0.logCount = 2
            $0.lastInput = "1.25 * pointerUp(\(button.x), \(button.y))"
            $0.lanes = [open, open]
            $0.markers = ["1.25 seed: sheet presented", "1.25 fluid: sheet presented"]
        }
    }

    @Test func aQuitKeyEndsTheReviewAtItsTime() {
        let store = ReviewTestStore(ReviewController(lanes: [makeMachine()]))
        store.send(.event(.key(.q)), wall: 0.75) {
            $0.time = 0.75
            $0.logCount = 1
            $0.lastInput = "0.75 * key(q)"
            $0.quitTime = 0.75
        }
        #expect(store.controller.quitRequested)
        // A later quit does not move the end.
        store.send(.quit, wall: 2) { $0.time = 2 }
    }

    @Test func aQuitWhileRecordingIsHeldToTheFramesOwed() {
        let c = ReviewController(lanes: [makeMachine()])
        c.recording = RecordingPace(fps: 10, maxFrames: nil, flag: "--record")
        let store = ReviewTestStore(c)
        #expect(!c.quitRequested)
        // No frame written yet (the next is at 0): the clock may run 0.25 s ahead of it at most.
        store.send(.quit, wall: 1) {
            $0.time = 0.25
            $0.quitTime = 0.25
        }
        #expect(c.quitRequested)
        #expect(c.recordingEnd(wall: 1) == 0.25)
        #expect(c.recordingHeld == 0.75)   // 1 s of wall time, 0.25 s of review
        // The saved scenario ends there too, past the session's time (nothing advanced it yet).
        #expect(c.session.time == 0)
        #expect(c.endTime == 0.25)
    }

    @Test func withoutAQuitTheReviewEndsWhereTheSessionIs() {
        let c = ReviewController(lanes: [makeMachine()])
        c.session.advance(to: 1.5)
        #expect(c.endTime == 1.5)
        c.requestQuit(wall: 0)   // a quit at a review time the session has passed does not end it earlier
        #expect(c.endTime == 1.5)
    }

    @Test func aReloadKeepsEachCompareLanesProfile() {
        let store = compareStore()
        var reloaded = Settings()
        reloaded.request.latency = 2
        store.send(.reload([reloaded, reloaded], keepProfiles: true), wall: 0.5) {
            $0.time = 0.5
            $0.logCount = 2
            $0.lastInput = "0.5 1 updateSettings"
        }
        #expect(store.controller.session.lanes.map(\.settings.halfModal.profile) == [.seed, .fluid])
        #expect(store.controller.session.lanes.map(\.settings.request.latency) == [2, 2])
        // Without compare's rule the file's profile is every lane's.
        store.send(.reload([reloaded, reloaded], keepProfiles: false), wall: 0.6) {
            $0.time = 0.6
            $0.logCount = 4
            $0.lastInput = "0.6 1 updateSettings"
        }
        #expect(store.controller.session.lanes.map(\.settings.halfModal.profile) == [.seed, .seed])
    }
}
