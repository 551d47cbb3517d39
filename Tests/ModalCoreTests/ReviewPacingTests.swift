import Testing
@testable import ModalCore

/// The live loop's rules in the core: when a turn draws and when the loop wakes
/// (`FramePacer`, `ReviewController.turn`/`deadline`), a recording's pace and limit
/// (`RecordingPace`), the reviewer's file names and the window's zoom.
@Suite struct ReviewPacingTests {
    @Test func aFrameIsDrawnWhenSomethingIsNewMovesSettledOrFellDue() {
        var pacer = FramePacer()
        #expect(pacer.isFirstFrame)
        #expect(pacer.needsFrame(at: 0, wake: .idle, animating: false, referenceFrame: nil, recorded: false))
        pacer.presented(wall: 1, cost: 0.02)
        #expect(!pacer.isFirstFrame)
        #expect(pacer.lastFrameCost == 0.02)
        #expect(!pacer.needsFrame(at: 1, wake: .idle, animating: false, referenceFrame: nil, recorded: false))
        #expect(pacer.needsFrame(at: 1, wake: .at(0.9), animating: false, referenceFrame: nil, recorded: false))
        #expect(!pacer.needsFrame(at: 1, wake: .at(1.1), animating: false, referenceFrame: nil, recorded: false))
        #expect(pacer.needsFrame(at: 1, wake: .idle, animating: true, referenceFrame: nil, recorded: false))
        #expect(pacer.needsFrame(at: 1, wake: .idle, animating: false, referenceFrame: nil, recorded: true))
        // The reference shows another frame.
        #expect(pacer.needsFrame(at: 1, wake: .idle, animating: false, referenceFrame: 3, recorded: false))
        pacer.showed(referenceFrame: 3)
        #expect(!pacer.needsFrame(at: 1, wake: .idle, animating: false, referenceFrame: 3, recorded: false))
        // A motion that ended since the last frame still owes its end state.
        pacer.endTurn(wake: .continuous)
        #expect(pacer.needsFrame(at: 1, wake: .idle, animating: false, referenceFrame: 3, recorded: false))
        pacer.endTurn(wake: .at(1.5))
        #expect(!pacer.needsFrame(at: 1.4, wake: .idle, animating: false, referenceFrame: 3, recorded: false))
        #expect(pacer.needsFrame(at: 1.5, wake: .idle, animating: false, referenceFrame: 3, recorded: false))
    }

    @Test func theLoopWakesForTheEarliestDeadline() {
        var pacer = FramePacer()
        pacer.presented(wall: 1, cost: 0.01)
        let clock = PlaybackClock(wall: 0)
        #expect(pacer.deadline(animating: true, fps: 60, clock: clock, simulated: [], wall: []) == 1 + 1.0 / 60)
        #expect(pacer.deadline(animating: true, fps: 60, clock: clock, simulated: [0.5], wall: []) == 0.5)
        #expect(pacer.deadline(animating: false, fps: 60, clock: clock, simulated: [], wall: [3, 2]) == 2)
        #expect(pacer.deadline(animating: false, fps: 60, clock: clock, simulated: [], wall: []) == nil)
        // At half speed review time 2 comes at wall 4; paused, review times never come.
        var slow = PlaybackClock(wall: 0)
        slow.setRate(0.5, wall: 0)
        #expect(pacer.deadline(animating: false, fps: 60, clock: slow, simulated: [2], wall: []) == 4)
        slow.setPaused(true, wall: 0)
        #expect(pacer.deadline(animating: false, fps: 60, clock: slow, simulated: [2], wall: []) == nil)
        // Waits are whole milliseconds, capped, never negative, never overflowing.
        #expect(FramePacer.waitMilliseconds(until: nil, now: 3, cap: 0.5) == 500)
        #expect(FramePacer.waitMilliseconds(until: 3.0101, now: 3, cap: 0.5) == 11)
        #expect(FramePacer.waitMilliseconds(until: 2, now: 3, cap: 0.5) == 0)
        #expect(FramePacer.waitMilliseconds(until: 1e300, now: 3, cap: 0.5) == 500)
    }

    @Test func theControllersTurnAndDeadline() throws {
        let scenario = try Scenario.parse("0.5 key h\n2 end", path: "s.txt")
        let c = ReviewController(lanes: [makeMachine()], scenario: scenario, fps: 60)
        var turn = c.turn(at: 0, hudVisible: false, referenceFrame: nil, recorded: false)
        #expect(turn == ReviewController.Turn(wake: .idle, animating: false, draws: true))
        c.pacer.presented(wall: 0, cost: 0.01)
        turn = c.turn(at: 0, hudVisible: false, referenceFrame: nil, recorded: false)
        #expect(turn == ReviewController.Turn(wake: .idle, animating: false, draws: false))
        // The scenario's next input (0.5 s) is the wake; a toast ending sooner comes first.
        #expect(c.deadline(after: turn, fps: 60, minimized: false, referenceBoundary: nil, wallTimes: []) == 0.5)
        #expect(c.deadline(after: turn, fps: 60, minimized: false, referenceBoundary: 0.25, wallTimes: []) == 0.25)
        #expect(c.deadline(after: turn, fps: 60, minimized: false, referenceBoundary: nil, wallTimes: [0.3]) == 0.3)
        // The HUD's clock is motion: frames at 60 fps, but not while minimized.
        turn = c.turn(at: 0, hudVisible: true, referenceFrame: nil, recorded: false)
        #expect(turn == ReviewController.Turn(wake: .idle, animating: true, draws: true))
        #expect(c.deadline(after: turn, fps: 60, minimized: false, referenceBoundary: nil, wallTimes: []) == 1.0 / 60)
        #expect(c.deadline(after: turn, fps: 60, minimized: true, referenceBoundary: nil, wallTimes: []) == 0.5)
        // A recording's next frame is a deadline too.
        c.recording = RecordingPace(fps: 10, maxFrames: nil, flag: "--record")
        _ = c.recording?.schedule.take(upTo: 0.25)
        turn = c.turn(at: 0, hudVisible: false, referenceFrame: nil, recorded: false)
        #expect(c.deadline(after: turn, fps: 60, minimized: false, referenceBoundary: nil, wallTimes: []) == 0.3)
    }

    @Test func theClockIsHeldToTheRecording() {
        let c = ReviewController(lanes: [makeMachine()])
        c.holdClockToRecording(wall: 5)   // no recording: nothing held
        #expect(c.clock.simulated(at: 5) == 5)
        let r = ReviewController(lanes: [makeMachine()])
        r.recording = RecordingPace(fps: 10, maxFrames: nil, flag: "--record")
        r.holdClockToRecording(wall: 0.5)   // frame 0 still owed: held 0.25 s past it
        #expect(r.clock.simulated(at: 0.5) == 0.25)
        #expect(r.recordingHeld == 0.25)
        let taken = r.recording?.schedule.take(upTo: 0.1)
        #expect(taken == [0, 1])
        r.holdClockToRecording(wall: 0.6)   // 0.35, the next frame is 0.2: it keeps up
        #expect(close(r.clock.simulated(at: 0.6), 0.35))
        #expect(r.recordingHeld == 0.25)
        r.holdClockToRecording(wall: 0.7)   // 0.45: exactly at the limit, not past it
        #expect(r.recordingHeld == 0.25)
        r.holdClockToRecording(wall: 0.8)   // 0.55: held back to 0.45 again
        #expect(close(r.clock.simulated(at: 0.8), 0.45))
        #expect(close(r.recordingHeld, 0.35))
        r.recording?.stop()
        #expect(r.recording?.nextFrame == nil)
        r.holdClockToRecording(wall: 2)   // stopped: the clock runs free
        #expect(close(r.clock.simulated(at: 2), 1.65))
        #expect(close(r.recordingHeld, 0.35))
        #expect(close(RecordingPace.hold(0.5, nextFrame: 0.2) ?? 0, 0.45))
        #expect(RecordingPace.hold(0.45, nextFrame: 0.2) == nil)
    }

    @Test func aRecordingsPaceAndLimit() {
        #expect(RecordingPace.budget(lastFrameCost: nil) == 0.1)
        #expect(RecordingPace.budget(lastFrameCost: 0.08) == 0.16)
        var pace = RecordingPace(fps: 60, maxFrames: 3, flag: "--video")
        #expect(pace.quitLag == 0.25)   // `maxLag` until a frame's cost is known
        pace.noteCost(0.05)
        #expect(close(pace.frameCost ?? 0, 0.05))
        #expect(close(pace.quitLag, 0.1))   // 0.3 / (0.05 × 60) = 0.1
        pace.noteCost(0.1)
        #expect(close(pace.frameCost ?? 0, 0.06))
        #expect(close(pace.quitLag, 0.3 / 3.6))   // 0.0833: five frames of 0.06 s
        pace.noteCost(10)
        #expect(close(pace.quitLag, 1.0 / 60))   // at least one frame
        let counts = [pace.count(), pace.count(), pace.count()]
        #expect(counts[0] == RecordingPace.Count())
        #expect(counts[1] == RecordingPace.Count())
        #expect(counts[2] == RecordingPace.Count(stop: "--video: stopped after 3 frames (--max-frames 3)",
                                                    toast: "recording stopped at 3 frames"))
        #expect(pace.written == 3)
        var long = RecordingPace(fps: 60, maxFrames: 20_000, flag: "--record")
        var warnings = 0
        for _ in 0..<10_000 where long.count().warning != nil { warnings += 1 }
        #expect(warnings == 0)
        let warned = long.count()
        #expect(warned == RecordingPace.Count(warning: "--record: writing 10001 frames (more than 10000)"))
        var plain = RecordingPace(fps: 60, maxFrames: nil, flag: "--record")
        for _ in 0..<9_999 { _ = plain.count() }
        let last = plain.count()
        #expect(last.stop == "--record: stopped after 10000 frames (--max-frames N allows more)")
    }

    @Test func theReviewersFilesAreNumberedInOrder() {
        var names = ReviewFileNames()
        let shots = [names.screenshot(at: 1.2504), names.screenshot(at: 0)]
        #expect(shots == ["modal-prototype-1250ms-1.png", "modal-prototype-0ms-2.png"])
        let settings = [names.settings(at: 2), names.settings(at: 2)]
        #expect(settings == ["modal-prototype-settings-2000ms-1.json", "modal-prototype-settings-2000ms-2.json"])
        #expect(ReviewFileNames.scenario(at: 0.5) == "modal-prototype-scenario-500ms.txt")
    }

    @Test func theWindowsZoomFollowsWindowFit() {
        var fit = WindowZoom(scale: 2, zoom: 1, content: Size(width: 800, height: 600))
        #expect(fit.windowSize == (1600, 1200))
        var changed = fit.apply(.zoomIn, largest: 1.1)
        #expect(changed)
        #expect(fit.zoom == 1.1)
        changed = fit.apply(.zoomIn, largest: 1.1)
        #expect(!changed)   // no further than fits
        fit.widen(by: 300)   // the inspector shown
        #expect(fit.content == Size(width: 1100, height: 600))
        #expect(fit.windowSize == (2420, 1320))
        changed = fit.fit(room: Size(width: 2000, height: 1000))
        #expect(changed)
        #expect(close(fit.zoom, 1000.0 / 1200))
        changed = fit.fit(room: Size(width: 2000, height: 1000))
        #expect(!changed)
        let shown = fit.resized(window: (900, 500))
        #expect(close(shown.width, 540) && close(shown.height, 300))
        // A window of exactly the zoom's size shows the content itself.
        #expect(fit.resized(window: fit.windowSize) == Size(width: 540, height: 300))
        fit.widen(by: -1000)
        #expect(fit.content.width == 1)
    }
}
