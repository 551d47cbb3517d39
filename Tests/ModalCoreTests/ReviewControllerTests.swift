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
                                      + "drag, scroll, key, set, fling, cancel, resize, type, shot, elements or end; head: device, size, chrome, fps, compare, initial)")) {
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
            $0.lastInput = "0.5 * key(s)"
            $0.lanes = [sheet]
            $0.markers = ["0.5 sheet presented"]
        }
        var loading = sheet
        loading.coverUp = true
        store.send(.tap(.startRequest), wall: 1.5) {
            $0.time = 1.5
            $0.logCount = 3
            $0.lastInput = "1.5 * pointerUp(195.0, 656.75)"
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

/// The reference start: a fixed time, or the first press or key, nudged once started.
@Suite struct ReviewControllerReferenceTests {
    @Test func theReferenceWaitsForTheFirstInputThenStartsThere() {
        let c = ReviewController(lanes: [makeMachine()])
        let waiting = c.referenceTimeline(frameCount: 30, fps: 10, start: .firstInput, nudge: 2)
        #expect(waiting.start == .greatestFiniteMagnitude)
        c.session.apply(.tick, at: 0.2)              // time passing is not an input
        c.session.apply(.pointerMove(Point(x: 10, y: 10)), at: 0.3)   // nor is a hover
        #expect(c.referenceTimeline(frameCount: 30, fps: 10, start: .firstInput, nudge: 0).start == .greatestFiniteMagnitude)
        c.session.apply(.key(.h), at: 0.75)
        #expect(c.referenceTimeline(frameCount: 30, fps: 10, start: .firstInput, nudge: 0).start == 0.75)
        #expect(close(c.referenceTimeline(frameCount: 30, fps: 10, start: .firstInput, nudge: 2).start, 0.95))
    }

    @Test func aFixedStartIsNudgedByReferenceFrames() {
        let c = ReviewController(lanes: [makeMachine()])
        #expect(c.referenceTimeline(frameCount: 30, fps: 10, start: .time(0.5), nudge: 0).start == 0.5)
        #expect(c.referenceTimeline(frameCount: 30, fps: 10, start: .time(0.5), nudge: -3).start == 0.2)
    }
}

/// The studio's rules through the controller: scrub, branch by an edit, play on, `A`.
@Suite struct ReviewControllerStudioTests {
    @Test func scrubBranchAndReplayTheLastGesture() {
        let c = ReviewController(lanes: [makeMachine()])
        c.studio = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        let store = ReviewTestStore(c)
        let idle = LaneSummary(makeMachine(), now: 0)
        var half = idle
        half.halfModal = .half
        half.halfModalName = "half"
        store.send(.event(.key(.h)), wall: 0.5) {
            $0.time = 0.5
            $0.logCount = 1
            $0.lastInput = "0.5 * key(h)"
            $0.lanes = [half]
            $0.markers = ["0.5 half modal half"]
        }
        store.send(.wait, wall: 1.5) { $0.time = 1.5 }
        // Scrubbed back before the key: paused there, the key still in the log to replay; the
        // recording reaches to the clock's time at the scrub.
        store.send(.scrub(0.25), wall: 2) {
            $0.time = 0.25
            $0.paused = true
            $0.lanes = [idle]
            $0.pendingReplay = true
            $0.scrubbedUntil = 2
        }
        // A refused edit changes nothing and says why.
        store.send(.set([Studio.Change("halfModal.duration", "x")]), wall: 2.1) {
            $0.toast = "halfModal.duration: invalid value 'x' for halfModal.duration (expected a number)"
        }
        // Played on from the scrub, the recording's key plays again.
        store.send(.togglePause, wall: 2.2) {
            $0.paused = false
            $0.toast = "playing ×1"
        }
        store.send(.wait, wall: 3.2) {
            $0.time = 1.25
            $0.lanes = [half]
            $0.pendingReplay = false
            $0.scrubbedUntil = nil
        }
        // `A`: back to just before the key, in a session holding the current settings there
        // and the key again after them (its marker not yet noted), which plays as the clock
        // reaches it.
        store.send(.replayLastGesture, wall: 3.5) {
            $0.time = 0.5 - 1e-6
            $0.lanes = [idle]
            $0.pendingReplay = true
            $0.logCount = 2
            $0.markers = []
            $0.toast = "replaying the last gesture"
        }
        store.send(.wait, wall: 4.5) {
            $0.time = 1.5 - 1e-6
            $0.lanes = [half]
            $0.pendingReplay = false
            $0.markers = ["0.5 half modal half"]
        }
    }
}
