import Testing
@testable import ModalCore

/// Issue 36's studio part: `M` fits the reference's motion at the playhead for the first phone's
/// profile and applies it as a key's setting change, which Ctrl+Z undoes; the HUD traces it.
@Suite struct ReferenceFitTests {
    let frame = 1.0 / 60

    /// The card shown at 0.2 s with (0.25, 0.1, 0.25, 1) over 0.6 s, hidden again at 2.0 s with
    /// (0.42, 0, 0.58, 1) over 0.4 s: the track a 60 fps reference gives.
    static var twoMotions: [TrackSample] {
        let show = CurveFit.model(TimingCurve(0.25, 0.1, 0.25, 1), duration: 0.6, start: 0.2, from: 844, to: 337.6)
        let hide = CurveFit.model(.easeInOut, duration: 0.4, start: 2.0, from: 337.6, to: 844)
        return (0...180).map { i in
            let t = Double(i) / 60, v = t < 1.5 ? show(t) : hide(t)
            return v >= 844 ? TrackSample(time: t, hiddenBelow: 844) : TrackSample(time: t, value: v)
        }
    }

    static func value(_ outcome: ReferenceFit.Outcome, _ path: String) -> Double? {
        outcome.changes.first { $0.path == path }.flatMap { Double($0.text) }
    }

    @Test func theSeedCardGetsTheCurveOfTheMotionAtThePlayhead() throws {
        let first = try ReferenceFit.fit(Self.twoMotions, settings: Settings(), now: 0.5).get()
        #expect(abs(try #require(Self.value(first, "halfModal.duration")) - 0.6) < 0.005)
        #expect(abs(try #require(Self.value(first, "halfModal.curve.y1")) - 0.1) < 0.02)
        #expect(first.changes.map(\.path) == ["halfModal.duration", "halfModal.curve.x1", "halfModal.curve.y1",
                                              "halfModal.curve.x2", "halfModal.curve.y2"])
        #expect(first.message.hasPrefix("fitted curve (0.25, 0.10, 0.25, 1.00) over 0.60") && first.message.contains("pt off, now 0.0"))
        // After the second motion has started, it is the one fitted.
        let second = try ReferenceFit.fit(Self.twoMotions, settings: Settings(), now: 2.3).get()
        #expect(abs(try #require(Self.value(second, "halfModal.duration")) - 0.4) < 0.005)
        #expect(abs(try #require(Self.value(second, "halfModal.curve.x1")) - 0.42) < 0.02)
    }

    @Test func theFluidCardGetsItsSpringAndTheNativeSheetNothing() throws {
        let truth = SpringFit.model(Spring(response: 0.45, dampingFraction: 0.7), from: 500, to: 337.6, start: 1.0, velocity: 0)
        let samples = (0...150).map { TrackSample(time: Double($0) / 60, value: truth(Double($0) / 60)) }
        var fluid = Settings()
        fluid.halfModal.profile = .fluid
        let outcome = try ReferenceFit.fit(samples, settings: fluid, now: 1.2).get()
        #expect(abs(try #require(Self.value(outcome, "halfModal.spring.response")) - 0.45) < 0.03)
        #expect(abs(try #require(Self.value(outcome, "halfModal.spring.dampingFraction")) - 0.7) < 0.05)
        var native = Settings()
        native.halfModal.profile = .native
        #expect(throws: ReferenceFit.Failure("the native sheet's motion is UIKit's own: no setting to fit")) {
            try ReferenceFit.fit(samples, settings: native, now: 1.2).get()
        }
        let still = (0...30).map { TrackSample(time: Double($0) / 60, value: 400) }
        #expect(throws: ReferenceFit.Failure("no motion of the card in the reference")) { try ReferenceFit.fit(still, settings: Settings(), now: 0).get() }
    }

    @Test func theKeyNeedsAReferenceAndItsChangeIsUndone() throws {
        let bare = ReviewController(lanes: [makeMachine()])
        bare.studio = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        #expect(bare.reduce(.command(.fitReference), wall: 1, frame: frame) == [.redraw])
        #expect(bare.overlays.toast?.text == "no --reference frames")
        let c = ReviewController(lanes: [makeMachine()])
        c.studio = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        c.overlays = ReviewOverlays(hasReference: true)
        #expect(c.reduce(.command(.fitReference), wall: 1, frame: frame) == [.fitReference(at: 1), .redraw])
        // The reviewer showed the card and dragged it, then scrubbed back to 0.5 s.
        c.send(.key(.h), wall: 1.2)
        for (i, y) in [600.0, 560, 480].enumerated() {
            c.send(i == 0 ? .pointerDown(Point(x: 195, y: y)) : .pointerMove(Point(x: 195, y: y)), wall: 2.5 + Double(i) / 20)
        }
        c.send(.pointerUp(Point(x: 195, y: 480)), wall: 2.7)
        c.session.advance(to: 3.5)
        _ = c.reduce(.studioEffects([.seek(1.5)], fromMarker: false), wall: 3.5, frame: frame)
        let waiting = c.session.pendingInputs.count
        #expect(waiting == 4)
        // What the window then applies: the fitted values, as a studio setting change that keeps the take.
        let outcome = try ReferenceFit.fit(Self.twoMotions, settings: c.session.primary.settings, now: 1.5).get()
        #expect(c.applySettings(outcome.changes, at: 1.5, keepingTake: true, undoable: true) == nil)
        #expect(abs(c.session.primary.settings.halfModal.duration - 0.6) < 0.005)
        #expect(c.session.pendingInputs.count == waiting, "the take is kept")
        _ = c.reduce(.studio(.undoBranch), wall: 3.6, frame: frame)
        #expect(c.session.primary.settings.halfModal.duration == 0.9, "\(c.overlays.toast?.text ?? "")")
        #expect(c.session.log.count == waiting + 1, "the take is back as it was: the key and the drag")
        _ = c.reduce(.studio(.redoBranch), wall: 3.7, frame: frame)
        #expect(abs(c.session.primary.settings.halfModal.duration - 0.6) < 0.005)
    }

    @Test func theHUDTracesTheReferenceBesideThePhones() {
        let trace = ReferenceFit.trace(Self.twoMotions, canvasHeight: 844, now: 1.0, span: 0.5)
        #expect(trace.samples.first?.time == 0.5 && trace.samples.last?.time == 1.0)
        #expect(trace.samples.allSatisfy { $0.halfModal >= 0.4 - 1e-9 && $0.halfModal < 1 })
        #expect(abs(trace.samples.last!.halfModal - 0.4) < 1e-9)
        let items = HUD.items(lanes: [makeMachine()], traces: [MotionTrace()], now: 1, status: HUD.Status(rate: 1, paused: false),
                              reference: trace)
        let legend = items.compactMap { item -> String? in if case let .text(run) = item { return run.string } else { return nil } }
        #expect(legend.contains("reference"))
    }
}
