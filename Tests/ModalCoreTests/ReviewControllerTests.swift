import Testing
@testable import ModalCore

/// The review controller and the scenario player, in the core: a scenario played through the
/// controller's player drives the controller's session; a bad line is a `ScenarioError`.
@Suite struct ReviewControllerTests {
    @Test func theControllerMakesTheSessionClockAndPlayer() throws {
        let scenario = try Scenario.parse("0 tap toggle-half-modal\n1 end", path: "s.txt")
        let c = ReviewController(lanes: [makeMachine(), makeMachine { $0.halfModal.profile = .fluid }],
                                 wall: 5, scenario: scenario, fps: 60)
        #expect(c.session.lanes.count == 2)
        #expect(c.session.log.isEmpty)
        #expect(c.clock == PlaybackClock(wall: 5))
        #expect(c.clock.simulated(at: 5.5) == 0.5)
        #expect(c.player?.nextTime == 0)
        #expect(c.studio == nil)
    }

    @Test func aScenarioPlaysIntoTheControllersSession() throws {
        let scenario = try Scenario.parse("0 tap toggle-half-modal\n0.5 shot a.png\n1 end", path: "s.txt")
        let c = ReviewController(lanes: [makeMachine()], scenario: scenario, fps: 60)
        #expect(c.session.primary.frame(now: 0).reachablePoint(of: .halfModal) == nil)
        var outputs: [String] = []
        try c.player?.play(upTo: 2, into: c.session) { t, output in outputs.append("\(t) \(output)") }
        #expect(outputs == ["0.5 shot(\"a.png\")", "1.0 end"])
        #expect(c.player?.isFinished == true)
        // The tap is logged as a press and a release at 0.
        #expect(c.session.log.map(\.time) == [0, 0])
        c.session.advance(to: 1)
        #expect(c.session.primary.frame(now: 1).reachablePoint(of: .halfModal) != nil)
    }

    @Test func aTapOnAHiddenElementIsAScenarioErrorAtItsLine() throws {
        let scenario = try Scenario.parse("# comment\n0.5 tap close-sheet\n1 end", path: "s.txt")
        var player = ScenarioPlayer(scenario: scenario, fps: 60)
        let session = makeSession()
        #expect(throws: ScenarioError(file: "s.txt", line: 2,
                                      message: "element 'close-sheet' is not visible and hit-testable at 0.5 s")) {
            try player.play(upTo: 1, into: session) { _, _ in }
        }
    }

    @Test func parseErrorsNameTheFileAndLine() {
        #expect(throws: ScenarioError(file: "f.txt", line: 3, message: "unknown command 'jump' (expected tap, down, move, up, "
                                      + "drag, key, set, shot, elements or end)")) {
            try Scenario.parse("0 tap open-sheet\n\n1 jump", path: "f.txt")
        }
        #expect(ScenarioError(file: "f.txt", line: 3, message: "x").description == "f.txt:3: x")
        #expect(ScenarioError(file: "f.txt", line: nil, message: "x").description == "f.txt: x")
    }
}

/// The controller driven input by input through `ReviewTestStore`, the whole observable
/// state checked after each; the request completes through the session's real scheduler.
@Suite struct ReviewControllerStoreTests {
    @Test func aRequestPausedSteppedBackAndRestarted() {
        let store = ReviewTestStore(ReviewController(lanes: [makeMachine {
            $0.request.latency = 1
            $0.request.outcome = .failure
        }]))
        let idle = LaneSummary(makeMachine(), now: 0)
        var sheet = idle
        sheet.sheetPresented = true
        store.send(.event(.key(.s)), wall: 0.5) {
            $0.time = 0.5
            $0.logCount = 1
            $0.lanes = [sheet]
            $0.markers = ["0.5 sheet presented"]
        }
        var loading = sheet
        loading.coverUp = true
        store.send(.tap(.startRequest), wall: 1.5) {
            $0.time = 1.5
            $0.logCount = 3
            $0.lanes = [loading]
            $0.markers += ["1.5 cover up"]
            $0.requestDue = 2.5
        }
        // The server fails the request at 2.5: the alert shows over the cover.
        var failed = loading
        failed.alertShown = true
        store.send(.wait, wall: 3) {
            $0.time = 3
            $0.lanes = [failed]
            $0.markers += ["2.5 alert shown"]
            $0.requestDue = nil
        }
        store.send(.togglePause, wall: 3.2) {
            $0.time = 3.2
            $0.paused = true
            $0.toast = "paused"
        }
        store.send(.wait, wall: 3.3)   // paused: nothing moves
        store.send(.stepForward, wall: 3.4) { $0.time = 3.2 + 1.0 / 60 }
        store.send(.stepBack, wall: 3.6) { $0.time = 3.2 }
        store.send(.faster, wall: 3.8) {
            $0.rate = 2
            $0.toast = "speed ×2"
        }
        store.send(.restart, wall: 4) {
            $0.time = 0
            $0.lanes = [idle]
            $0.pendingReplay = true
            $0.toast = "restarted: replaying"
        }
        store.send(.togglePause, wall: 4) {
            $0.paused = false
            $0.toast = "playing ×2"
        }
        // Replayed at twice the speed, the log brings the same states back at the same times.
        store.send(.wait, wall: 5.5) {
            $0.time = 3
            $0.lanes = [failed]
            $0.pendingReplay = false
        }
    }
}
