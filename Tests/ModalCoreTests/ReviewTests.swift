import Testing
@testable import ModalCore

/// Review tools in the core: the playback clock, replay, compare lanes, config files.
@Suite struct ReviewTests {
    @Test func playbackClockSlowsPausesAndStepsWithoutJumps() {
        var c = PlaybackClock(wall: 10)
        #expect(c.simulated(at: 11) == 1)
        c.setRate(0.25, wall: 11)
        #expect(c.simulated(at: 11) == 1)
        #expect(c.simulated(at: 15) == 2)
        c.setPaused(true, wall: 15)
        #expect(c.simulated(at: 100) == 2)
        #expect(c.wall(at: 3) == nil)
        c.step(by: 1.0 / 60, wall: 100)
        #expect(abs(c.simulated(at: 200) - (2 + 1.0 / 60)) < 1e-12)
        c.step(by: -10, wall: 200)
        #expect(c.simulated(at: 200) == 0)
        c.setPaused(false, wall: 200)
        #expect(c.simulated(at: 204) == 1)
        #expect(c.wall(at: 2) == 208)
        c.stepRate(faster: false, wall: 204)
        #expect(c.rate == 0.1)
        c.stepRate(faster: true, wall: 204)
        c.stepRate(faster: true, wall: 204)
        #expect(c.rate == 0.5)
    }

    /// A session driven by wall ticks through a clock at `rate`, with inputs at simulated times.
    func frames(rate: Double, pauses: Bool, sampleAt times: [Double]) -> [Frame] {
        var clock = PlaybackClock(wall: 0)
        clock.setRate(rate, wall: 0)
        var session = Session(lanes: [PrototypeMachine()])
        let inputs: [(Double, Event)] = [
            (0.1, .key(.h)), (1.2, .pointerDown(Point(x: 195, y: 500))), (1.25, .pointerMove(Point(x: 195, y: 470))),
            (1.3, .pointerMove(Point(x: 195, y: 380))), (1.35, .pointerUp(Point(x: 195, y: 380))), (1.5, .key(.s)),
        ]
        var next = 0
        var out: [Frame] = []
        var sample = 0
        var wall = 0.0
        while sample < times.count {
            wall += 1.0 / 60
            if pauses && Int(wall * 60) % 50 == 0 { clock.setPaused(!clock.isPaused, wall: wall) }
            let t = clock.simulated(at: wall)
            // Inputs and samples happen at their own simulated instants, as the app schedules them.
            while true {
                let nextInput = next < inputs.count ? inputs[next].0 : .infinity
                let nextSample = times[sample]
                let due = min(nextInput, nextSample)
                guard due <= t else { break }
                if nextInput <= nextSample {
                    session.apply(inputs[next].1, at: nextInput)
                    next += 1
                } else {
                    session.advance(to: nextSample)
                    out.append(session.primary.frame(now: nextSample))
                    sample += 1
                    if sample == times.count { break }
                }
            }
        }
        return out
    }

    @Test func slowMotionAndPauseGiveTheFramesOfNormalSpeed() {
        let times = [0.05, 0.3, 0.7, 1.22, 1.3, 1.4, 1.6, 1.9, 2.4]
        let reference = frames(rate: 1, pauses: false, sampleAt: times)
        for rate in PlaybackClock.rates {
            #expect(frames(rate: rate, pauses: false, sampleAt: times) == reference, "rate \(rate)")
            #expect(frames(rate: rate, pauses: true, sampleAt: times) == reference, "rate \(rate) with pauses")
        }
    }

    @Test func stepBackRecomputesTheFrameFromTheLog() {
        let s = Session(lanes: [PrototypeMachine()])
        s.apply(.key(.h), at: 0.1)
        s.apply(.pointerDown(Point(x: 195, y: 600)), at: 1.2)
        s.apply(.pointerMove(Point(x: 195, y: 560)), at: 1.25)
        let earlier = s.primary.frame(now: 1.25)
        s.apply(.pointerMove(Point(x: 195, y: 300)), at: 1.3)
        s.apply(.pointerUp(Point(x: 195, y: 300)), at: 1.35)
        let end = s.primary.frame(now: 1.35)
        let back = s.replayed(upTo: 1.25)!
        #expect(back.primary.frame(now: 1.25) == earlier)
        #expect(back.cursor == 3)
        #expect(back.log.count == 5)
        s.restart()
        #expect(s.log.count == 5)
        #expect(s.cursor == 0)
        #expect(s.primary.frame(now: 0) == PrototypeMachine().frame(now: 0))
        s.advance(to: 1.35)
        #expect(s.primary.frame(now: 1.35) == end)
        s.reset()
        #expect(s.log.isEmpty)
    }

    @Test func compareRoutesOneDragIntoBothLanes() {
        var seed = Settings(), fluid = Settings()
        fluid.halfModal.profile = .fluid
        let s = Session(lanes: [PrototypeMachine(settings: seed), PrototypeMachine(settings: fluid)])
        s.apply(.key(.h), at: 0)
        s.advance(to: 3)
        // A flick: 60 pt up in 50 ms.
        s.apply(.pointerDown(Point(x: 195, y: 500)), at: 3)
        s.apply(.pointerMove(Point(x: 195, y: 480)), at: 3.0167)
        s.apply(.pointerMove(Point(x: 195, y: 460)), at: 3.0333)
        s.apply(.pointerMove(Point(x: 195, y: 440)), at: 3.05)
        s.apply(.pointerUp(Point(x: 195, y: 440)), at: 3.05)
        #expect(s.lanes[0].halfModal.detent == .half)
        #expect(s.lanes[1].halfModal.detent == .full)
        #expect(s.log.count == 6)
        seed.language = .en
        _ = seed
    }

    @Test func stageMapsPointsToLanes() {
        let stage = Stage(phone: .iPhone, labels: ["seed", "fluid"])
        #expect(stage.size == Size(width: 2 * 390 + 3 * 16, height: 844 + 30))
        #expect(stage.locate(Point(x: 16 + 10, y: 30 + 20))! == (0, Point(x: 10, y: 20)))
        #expect(stage.locate(Point(x: 16 + 390 + 16 + 5, y: 40))! == (1, Point(x: 5, y: 10)))
        #expect(stage.locate(Point(x: 8, y: 100)) == nil)
        #expect(Stage.phone(for: stage.size, lanes: 2) == .iPhone)
        let single = Stage(phone: .iPhone, labels: [""])
        #expect(single.size == .iPhone)
        #expect(single.locate(Point(x: 1, y: 2))! == (0, Point(x: 1, y: 2)))
    }

    @Test func printedConfigIsAValidConfig() throws {
        let text = Settings().jsonText()
        #expect(try Settings().loading(json: text, file: "c.json") == Settings())
        var changed = Settings()
        changed.halfModal.duration = 0.5
        changed.theme.orange = Color(hex: 0x123456)
        changed.labels.ja.openSheet = "開く"
        #expect(try Settings().loading(json: changed.jsonText(), file: "c.json") == changed)
    }

    @Test func configOverridesAnySubset() throws {
        let s = try Settings().loading(json: #"{"halfModal": {"profile": "fluid", "curve": {"x1": 0.3}}, "request": {"latency": 1}}"#,
                                       file: "c.json")
        #expect(s.halfModal.profile == .fluid)
        #expect(s.halfModal.curve == TimingCurve(0.3, 0.8, 0.2, 1))
        #expect(s.request.latency == 1)
        #expect(s.sheet == SheetSettings())
    }

    @Test(arguments: [
        (#"{"nope": 1}"#, "c.json: nope: unknown setting"),
        (#"{"request": {"latencyy": 1}}"#, "c.json: request.latencyy: unknown setting (did you mean request.latency?)"),
        (#"{"request": {"latency": "fast"}}"#, "c.json: request.latency: expected a number"),
        (#"{"request": {"latency": true}}"#, "c.json: request.latency: expected a number"),
        (#"{"request": 3}"#, "c.json: request: expected an object"),
        (#"{"language": 1}"#, "c.json: language: expected a string"),
        (#"{"language": "fr"}"#, "c.json: language: expected one of ja|en, got 'fr'"),
        (#"{"request": {"latency": -1}}"#, "c.json: request.latency: must be zero or more"),
        (#"{"cover": {"spinnerSpokes": 2.5}}"#, "c.json: cover.spinnerSpokes: expected a whole number"),
        (#"{"theme": {"orange": "orange"}}"#, "c.json: theme.orange: expected a colour like #RRGGBB, got 'orange'"),
        (#"[1, 2]"#, "c.json: expected a JSON object at the top level"),
    ])
    func configErrorsNameTheFileAndKey(json: String, message: String) {
        #expect(throws: Settings.FileError(message)) { try Settings().loading(json: json, file: "c.json") }
    }

    @Test func brokenJSONIsReported() {
        do {
            _ = try Settings().loading(json: "{\"request\": ", file: "c.json")
            Issue.record("accepted broken JSON")
        } catch let e as Settings.FileError {
            #expect(e.description.hasPrefix("c.json: not valid JSON"))
        } catch {
            Issue.record("\(error)")
        }
    }
}

/// The HUD reports the machine and plots the running curve with a progress dot.
@Suite struct HUDTests {
    @Test func hudShowsStatesCurveAndTrace() {
        var m = PrototypeMachine()
        _ = m.handle(.key(.h), now: 0)
        var trace = MotionTrace()
        for i in 0...27 { trace.record(m, now: Double(i) / 60) }
        let items = HUD.items(lanes: [m], traces: [trace], now: 0.45, status: HUD.Status(rate: 0.25, paused: true, frameTime: 0.0021))
        let texts = items.compactMap { item -> String? in if case let .text(run) = item { return run.string } else { return nil } }
        #expect(texts.contains("t 0.450 s   ×0.25   paused"))
        #expect(texts.contains("frame 2.10 ms"))
        #expect(texts.contains("half modal · curve"))
        #expect(texts.contains("(0.2, 0.8, 0.2, 1) 0.9 s"))
        #expect(texts.contains("half modal (seed) curve to half"))
        // The curve plot: 32 segments; the trace: one segment per recorded step at most.
        let lines = items.filter { if case .line = $0 { return true } else { return false } }
        #expect(lines.count >= 32 + 10)
        // The progress dot sits at half the curve's duration.
        let dots = items.compactMap { item -> Rect? in
            if case let .fill(r, radii, _) = item, radii == CornerRadii(all: 3) { return r } else { return nil }
        }
        #expect(dots.count == 1)
        #expect(abs(dots[0].midX - (8 + 8 + 0.5 * 90)) < 1e-9)
        #expect(trace.samples.count == 28)
        #expect(trace.samples.last!.halfModal == m.halfModal.top(at: 27.0 / 60) / 844)
    }

    @Test func traceForgetsTheFutureAfterAStepBack() {
        var trace = MotionTrace(span: 1)
        let m = PrototypeMachine()
        for i in 0..<120 { trace.record(m, now: Double(i) / 60) }
        #expect(trace.samples.first!.time >= 119.0 / 60 - 1)
        trace.record(m, now: 1.5)
        #expect(trace.samples.last!.time == 1.5)
        #expect(!trace.samples.contains { $0.time > 1.5 })
    }
}
