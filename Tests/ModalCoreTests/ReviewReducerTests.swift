import Testing
@testable import ModalCore

/// The review's reducer (`ReviewController.reduce`): every review key, studio key, studio
/// control and typed value changes the state here, with exact toasts and effects, so what the
/// window scripts checked through pixels (HUD, help, speeds, reference, inspector typing,
/// undo) is checked on the state.
@Suite struct ReviewReducerTests {
    let frame = 1.0 / 60

    func studioController(reference: Bool = false) -> ReviewController {
        let c = ReviewController(lanes: [makeMachine()])
        c.studio = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        c.overlays = ReviewOverlays(hasReference: reference)
        return c
    }

    @Test func reviewKeysChangeTheClockAndSayIt() {
        let c = studioController()
        #expect(c.reduce(.command(.togglePause), wall: 1, frame: frame) == [.redraw])
        #expect(c.clock.isPaused && c.overlays.toast == ReviewOverlays.Toast(text: "paused", until: 3.5))
        #expect(c.reduce(.command(.stepForward), wall: 1.2, frame: frame) == [.playTo(1 + frame), .redraw])
        _ = c.reduce(.command(.stepBack), wall: 1.3, frame: frame)
        #expect(abs(c.clock.simulated(at: 1.3) - 1) < 1e-12)
        _ = c.reduce(.command(.rate(0.25)), wall: 1.4, frame: frame)
        #expect(c.clock.rate == 0.25 && c.overlays.toast?.text == "speed ×0.25")
        _ = c.reduce(.command(.faster), wall: 1.5, frame: frame)
        #expect(c.clock.rate == 0.5 && c.overlays.toast?.text == "speed ×0.5")
        _ = c.reduce(.command(.togglePause), wall: 1.6, frame: frame)
        #expect(c.overlays.toast?.text == "playing ×0.5")
        #expect(c.reduce(.command(.restart), wall: 2, frame: frame) == [.restarted, .redraw])
        #expect(c.overlays.toast?.text == "restarted" && c.clock.simulated(at: 2) == 0)
    }

    @Test func overlaysAreReviewState() {
        let c = studioController()
        #expect(c.reduce(.command(.toggleHUD), wall: 0, frame: frame) == [.hudColumnToggled, .redraw])
        #expect(c.overlays.hudVisible && c.studio?.hudVisible == true)
        _ = c.reduce(.command(.toggleHelp), wall: 0, frame: frame)
        _ = c.reduce(.command(.scrollHelp(5)), wall: 0, frame: frame)
        _ = c.reduce(.command(.scrollHelp(-9)), wall: 0, frame: frame)
        #expect(c.overlays.helpVisible && c.overlays.helpScroll == 0)
        _ = c.reduce(.command(.scrollHelp(3)), wall: 0, frame: frame)
        #expect(c.overlays.helpScroll == 3)
        // Without --reference, O, X and < > only say so.
        for command in [ReviewCommand.cycleReferenceOpacity, .toggleDifference, .nudgeReference(1)] {
            #expect(c.reduce(.command(command), wall: 4, frame: frame) == [.redraw])
            #expect(c.overlays.toast?.text == "no --reference frames")
        }
        // With one: O steps 0.5 → 0.75 → 1 → 0 → 0.25, X toggles, < > nudge by frames.
        let r = studioController(reference: true)
        var seen: [Double] = []
        for _ in 0..<5 {
            _ = r.reduce(.command(.cycleReferenceOpacity), wall: 0, frame: frame)
            seen.append(r.overlays.referenceOpacity)
        }
        #expect(seen == [0.75, 1, 0, 0.25, 0.5] && r.overlays.toast?.text == "reference opacity 50 %")
        _ = r.reduce(.command(.toggleDifference), wall: 0, frame: frame)
        #expect(r.overlays.referenceDifference && r.overlays.toast?.text == "difference view")
        #expect(r.reduce(.command(.nudgeReference(-1)), wall: 0.5, frame: frame) == [.referenceNudged(at: 0.5), .redraw])
        #expect(r.overlays.referenceNudge == -1)
    }

    @Test func handOffKeysAreEffectsAtTheReviewTime() {
        let c = studioController()
        _ = c.reduce(.command(.rate(0.5)), wall: 0, frame: frame)
        #expect(c.reduce(.command(.screenshot), wall: 2, frame: frame) == [.screenshot(at: 1), .redraw])
        #expect(c.reduce(.command(.exportSwiftUI), wall: 2, frame: frame) == [.exportSwiftUI, .redraw])
        #expect(c.reduce(.command(.writeSettings), wall: 2, frame: frame) == [.writeSettings(at: 1), .redraw])
        #expect(c.reduce(.command(.saveScenario), wall: 2, frame: frame) == [.saveScenario(at: 1), .redraw])
    }

    @Test func studioKeys() {
        let c = studioController()
        #expect(c.reduce(.studio(.toggleInspector), wall: 0, frame: frame) == [.inspectorToggled, .redraw])
        #expect(c.studio?.inspectorVisible == false && c.overlays.toast?.text == "inspector hidden")
        _ = c.reduce(.studio(.nextOutcome), wall: 0.5, frame: frame)
        #expect(c.session.primary.settings.request.outcome == .failure && c.overlays.toast?.text == "next request: failure")
        _ = c.reduce(.studio(.replayLastGesture), wall: 0.6, frame: frame)
        #expect(c.overlays.toast?.text == "no gesture to replay")
        _ = c.reduce(.studio(.undoBranch), wall: 0.7, frame: frame)
        #expect(c.overlays.toast?.text == "nothing to undo")
        _ = c.reduce(.studio(.redoBranch), wall: 0.7, frame: frame)
        #expect(c.overlays.toast?.text == "nothing to redo")
        // Without the studio (headless phones only) a studio key does nothing.
        let plain = ReviewController(lanes: [makeMachine()])
        #expect(plain.reduce(.studio(.toggleInspector), wall: 0, frame: frame) == [])
    }

    /// A value typed on a scrubbed frame keeps every later input, as the slider does; undo
    /// brings back what an input cut.
    @Test func typingAValueOnAScrubbedFrameKeepsTheTake() {
        let c = studioController()
        c.send(.key(.h), wall: 0.2)
        for (i, y) in [600.0, 560, 480, 450].enumerated() {
            c.send(i == 0 ? .pointerDown(Point(x: 195, y: y)) : .pointerMove(Point(x: 195, y: y)), wall: 1.5 + Double(i) / 20)
        }
        c.send(.pointerUp(Point(x: 195, y: 450)), wall: 1.7)
        c.session.advance(to: 2.5)
        #expect(c.reduce(.studioEffects([.seek(0.25)], fromMarker: false), wall: 2.5, frame: frame) == [.redraw])
        #expect(c.clock.isPaused && c.session.pendingInputs.count == 5)
        #expect(c.reduce(.studioEffects([.edit("halfModal.heightRate")], fromMarker: false), wall: 2.6, frame: frame)
                == [.textInput(true), .redraw])
        var entry = try! #require(c.studio?.entry)
        entry.type("0.3")
        #expect(c.reduce(.commitEntry(entry), wall: 2.7, frame: frame) == [.textInput(false), .redraw])
        #expect(c.studio?.entry == nil && c.overlays.toast?.text == "halfModal.heightRate = 0.3")
        #expect(c.session.log.count == 7 && c.session.primary.settings.halfModal.heightRate == 0.3)
        #expect(c.takeNotices() == [])
        // A refused value says the setting's rule and changes nothing.
        _ = c.reduce(.studioEffects([.edit("halfModal.heightRate")], fromMarker: false), wall: 2.8, frame: frame)
        entry = try! #require(c.studio?.entry)
        entry.type("7")
        _ = c.reduce(.commitEntry(entry), wall: 2.9, frame: frame)
        #expect(c.session.log.count == 7 && c.overlays.toast?.text.hasPrefix("halfModal.heightRate") == true)
        // A key on the scrubbed frame cuts the take, says so, and Ctrl+Z brings it back.
        c.send(.key(.s), wall: 3)
        #expect(c.takeNotices() == ["cut 5 inputs — Ctrl+Z brings them back"])
        _ = c.reduce(.studio(.undoBranch), wall: 3.1, frame: frame)
        #expect(c.overlays.toast?.text == "undo: the cut-off inputs are back" && c.session.log.count == 7)
        // Escape drops an open entry.
        _ = c.reduce(.studioEffects([.edit("halfModal.heightRate")], fromMarker: false), wall: 3.2, frame: frame)
        #expect(c.reduce(.cancelEntry, wall: 3.3, frame: frame) == [.textInput(false), .redraw] && c.studio?.entry == nil)
        #expect(c.reduce(.cancelEntry, wall: 3.3, frame: frame) == [])
    }

    /// Issue 24's take, as `window_branches` drove it in a real window: a click on the timeline,
    /// I twice, a marker, a tab and a slider never branch; a drag on the phone does, and says so;
    /// Ctrl+Z brings the later inputs back and Ctrl+Shift+Z cuts them again.
    @Test func studioClicksNeverBranchAndUndoRedoRestoreTheTake() throws {
        let c = studioController()
        func reduce(_ input: ReviewInput, _ wall: Double) { _ = c.reduce(input, wall: wall, frame: frame) }
        c.send(.key(.h), wall: 0.3)
        c.send(.pointerDown(Point(x: 195, y: 600)), wall: 1.2)
        for i in 1...6 { c.send(.pointerMove(Point(x: 195, y: 600 - 50 * Double(i))), wall: 1.2 + Double(i) / 20) }
        c.send(.pointerUp(Point(x: 195, y: 300)), wall: 1.55)
        c.send(.key(.f), wall: 2.5)
        c.session.advance(to: 3.5)
        let take = Array(c.session.log)
        #expect(take.count == 10)
        reduce(.studioEffects([.seek(0.8)], fromMarker: false), 3.5)   // the timeline, between H and the drag
        #expect(c.session.pendingInputs.count == 9 && c.clock.isPaused)
        reduce(.studio(.toggleInspector), 3.6)
        reduce(.studio(.toggleInspector), 3.7)
        let model = try #require(c.studio)
        let st = model.studio(stage: .iPhone, session: c.session, at: 0.8, rate: 1, paused: true)
        let marker = try #require(st.timeline.markers.first { $0.time > 1 && $0.time < 1.3 })
        let onMarker = try #require(c.pressStudio(st, at: Point(x: st.timeline.x(of: marker.time), y: st.layout.timelineRect.y + 40),
                                                  stage: StudioLayout(stage: .iPhone, inspectorVisible: false).stageRect))
        _ = c.releaseStudioPress()
        reduce(.studioEffects(onMarker.effects, fromMarker: onMarker.fromMarker), 3.8)
        reduce(.studioEffects([.seek(0.8)], fromMarker: false), 3.85)
        reduce(.studioEffects([.select(.sheet)], fromMarker: false), 3.9)
        reduce(.studioEffects([.set([Studio.Change("halfModal.heightRate", "0.35")])], fromMarker: false), 4)   // a slider
        #expect(c.takeNotices() == [])
        #expect(Array(c.session.log).filter { if case .updateSettings = $0.event { return false }; return true } == take)
        // A drag on the phone at the scrubbed time branches from it.
        c.send(.pointerDown(Point(x: 195, y: 600)), wall: 4.1)
        #expect(c.takeNotices() == ["cut 9 inputs — Ctrl+Z brings them back"])
        #expect(c.session.log.count == 3)   // key h, the slider's setting, the new press
        reduce(.studio(.undoBranch), 4.2)
        #expect(c.overlays.toast?.text == "undo: the cut-off inputs are back")
        #expect(c.session.log.count == 11 && c.clock.isPaused)
        reduce(.studio(.redoBranch), 4.3)
        #expect(c.overlays.toast?.text == "redo: the branch again" && c.session.log.count == 3)
    }
}
