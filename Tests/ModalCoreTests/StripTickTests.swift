import Testing
@testable import ModalCore

/// The strip's clock tick of an idle window (`FramePacer.nextStripTick`, `StudioModel.strip`):
/// at least once a second while the clock runs, less often when a tick costs over its share of
/// a core, never while paused; the strip it draws is the studio's.
@Suite struct StripTickTests {
    @Test func aTickIsDueASecondAfterTheLastFrameWhileTheClockRuns() {
        var pacer = FramePacer()
        #expect(pacer.nextStripTick(paused: false, stripAlone: true) == nil)   // before the first frame
        pacer.presented(wall: 10, cost: 0.004)
        #expect(pacer.nextStripTick(paused: false, stripAlone: true) == 11)
        #expect(pacer.nextStripTick(paused: true, stripAlone: true) == nil)
        // A whole frame of 3 ms is within 0.3 % of a second: still once a second.
        pacer.presented(wall: 10, cost: 0.003)
        #expect(pacer.nextStripTick(paused: false, stripAlone: false) == 11)
        pacer.ticked(wall: 11, cost: 0.0003)
        #expect(pacer.nextStripTick(paused: false, stripAlone: true) == 12)
        #expect(pacer.lastFrameCost == 0.003)   // a tick is not a frame (the HUD's frame time)
    }

    @Test func aTickThatCostsMoreComesLessOften() {
        var pacer = FramePacer()
        pacer.presented(wall: 0, cost: 0.1)   // a giant window's whole frame
        // Where only a whole frame can show the strip: 0.1 s ÷ 0.3 % = every 33 s.
        #expect(abs(pacer.nextStripTick(paused: false, stripAlone: false)! - 0.1 / 0.003) < 1e-9)
        // Where the strip shows alone, the first tick is not judged by a whole frame.
        #expect(pacer.nextStripTick(paused: false, stripAlone: true) == 1)
        pacer.ticked(wall: 1, cost: 0.006)
        #expect(abs(pacer.nextStripTick(paused: false, stripAlone: true)! - 3) < 1e-9)
    }

    @Test func theTicksStripIsTheStudios() {
        let lanes = [PrototypeMachine(settings: Settings(), canvas: .iPhone, metrics: EstimatedTextMetrics())]
        let controller = ReviewController(lanes: lanes)
        let model = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        controller.session.apply(.key(.h), at: 0.5)
        let stage = Size.iPhone
        for t in [0.2, 1.7, 12.25] {
            let studio = model.studio(stage: stage, session: controller.session, at: t, rate: 1, paused: false)
            let strip = model.strip(stage: stage, session: controller.session, at: t, rate: 1, paused: false)
            #expect(strip == studio.timeline)
            #expect(studio.items.starts(with: model.layout(stage: stage).timelineBackground()))
        }
    }
}

/// Inspector row labels never run into their sliders (issue 24, item 6).
@Suite struct SliderLabelTests {
    @Test func longLabelsLoseTheirMiddleShortOnesStayWhole() {
        #expect(SettingSlider.fitted("duration") == "duration")
        #expect(SettingSlider.fitted("minimumDragDistance") == "minimumDragDistance")
        for label in ["presentingDisplayRadiusFactor", "stretchReturnDuration", "interactiveDismissDisabled"] {
            let shown = SettingSlider.fitted(label)
            #expect(shown.contains("…") && shown.count < label.count)
            #expect(EstimatedTextMetrics().width(of: shown, size: 11, weight: .regular) <= SettingSlider.labelWidth - 6)
            #expect(label.hasPrefix(String(shown.prefix { $0 != "…" })) && label.hasSuffix(String(shown.split(separator: "…").last!)))
        }
    }
}
