import Foundation
import Testing
@testable import ModalCore

/// The studio's pure parts: layout, timeline geometry, markers, state changes, inspector rows,
/// editors, and what presses and drags on them ask for.
@Suite struct StudioTests {
    /// A session on one default lane (optionally configured).
    func session(_ configure: (inout Settings) -> Void = { _ in }) -> Session {
        Session(lanes: [makeMachine(configure)])
    }

    /// Taps `id` on the primary lane's frame at `t`.
    func tap(_ id: ElementID, _ s: inout Session, at t: Double) {
        s.advance(to: t)
        guard let p = s.primary.frame(now: t).reachablePoint(of: id) else { Issue.record("\(id) not reachable at \(t)"); return }
        s.apply(.pointerDown(p), at: t)
        s.apply(.pointerUp(p), at: t)
    }

    @Test func layoutPutsThePanelsOutsideTheStage() {
        let l = StudioLayout(stage: Size(width: 390, height: 844), inspectorVisible: true)
        #expect(l.size == Size(width: 690, height: 976))
        #expect(l.stageRect == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(l.timelineRect == Rect(x: 0, y: 844, width: 390, height: 132))
        #expect(l.inspectorRect == Rect(x: 390, y: 0, width: 300, height: 976))
        #expect(StudioLayout.stage(for: l.size, inspectorVisible: true) == l.stage)
        let hidden = StudioLayout(stage: Size(width: 390, height: 844), inspectorVisible: false)
        #expect(hidden.size == Size(width: 390, height: 976))
        #expect(hidden.inspectorRect == nil)
        #expect(StudioLayout.stage(for: Size(width: 1, height: 1), inspectorVisible: true) == Size(width: 1, height: 1))
    }

    @Test func timelineMapsTimeToXBothWays() {
        let status = TimelineStrip.Status(now: 1.5, frame: 90, rate: 0.5, paused: true)
        let strip = TimelineStrip(rect: Rect(x: 0, y: 844, width: 390, height: 132), end: 2.4, markers: [], status: status)
        #expect(strip.span == 3)
        // 16 pt padding each side: 358 pt for 3 s.
        #expect(close(strip.x(of: 0), 16))
        #expect(close(strip.x(of: 1.5), 16 + 179))
        #expect(close(strip.x(of: 3), 374))
        #expect(close(strip.x(of: 9), 374))
        #expect(close(strip.time(atX: 195), 1.5))
        #expect(strip.time(atX: -50) == 0)
        #expect(strip.time(atX: 1000) == 3)
        #expect(strip.statusText == "t 1.500 s   frame 90   ×0.5   paused")
        // The playhead is drawn at x(now).
        let playhead = strip.items().contains { $0 == .fill(Rect(x: 194, y: 844 + 24, width: 2, height: 72), .zero, TimelineStrip.playheadColor) }
        #expect(playhead)
    }

    @Test func inputMarkersTellTapsFromDragsAndKeys() {
        var s = session()
        tap(.toggleHalfModal, &s, at: 0.5)
        s.apply(.pointerDown(Point(x: 195, y: 500)), at: 2)
        s.apply(.pointerMove(Point(x: 195, y: 450)), at: 2.1)
        s.apply(.pointerUp(Point(x: 195, y: 400)), at: 2.2)
        s.apply(.key(.f), at: 3)
        s.applyPerLane([.updateSettings(s.primary.settings)], at: 4)
        let m = Marker.inputs(s.log)
        #expect(m == [Marker(time: 0.5, kind: .tap, label: "tap"), Marker(time: 2, kind: .drag, label: "drag"),
                      Marker(time: 3, kind: .key, label: "key f"), Marker(time: 4, kind: .setting, label: "set")])
    }

    @Test func stateChangesAreStampedAtTheirExactTimes() {
        var s = session { $0.request.outcome = .failure; $0.request.latency = 3 }
        tap(.openSheet, &s, at: 0.1)
        s.advance(to: 0.2)
        let rec = s
        #expect(rec.markers == [Marker(time: 0.1, kind: .sheet, label: "sheet presented")])
        tap(.startRequest, &s, at: 1)
        s.advance(to: 4.5)
        // The failure arrives at 1 + 3 s, between two inputs: stamped at its deadline.
        #expect(rec.markers.map(\.time) == [0.1, 1, 4])
        #expect(rec.markers.map(\.label) == ["sheet presented", "cover up", "alert shown"])
        tap(.alertOK, &s, at: 5)
        s.apply(.key(.escape), at: 6)
        s.advance(to: 7)
        #expect(Array(rec.markers.dropFirst(3)) == [
            Marker(time: 5, kind: .cover, label: "cover down"), Marker(time: 5, kind: .alert, label: "alert dismissed"),
            Marker(time: 6, kind: .sheet, label: "sheet dismissed"),
        ])
        // The half modal's detents.
        s.apply(.key(.h), at: 8)
        s.apply(.key(.f), at: 9.5)
        s.apply(.key(.escape), at: 11)
        s.advance(to: 12)
        #expect(Array(rec.markers.suffix(3).map(\.label)) == ["half modal half", "half modal full", "half modal hidden"])
        #expect(Array(rec.markers.suffix(3).map(\.time)) == [8, 9.5, 11])
        // A restart replays the same log: nothing is marked twice.
        let all = s.markers
        s.restart()
        s.advance(to: 12)
        #expect(s.markers == all)
        // A new input after a seek back drops the changes of the rewritten future.
        s.seek(to: 8.5)
        s.apply(.key(.h), at: 8.6)
        #expect(s.markers.suffix(2).map(\.label) == ["half modal half", "half modal hidden"])
        #expect(s.markers.suffix(2).map(\.time) == [8, 8.6])
        // A reset starts over.
        s.reset()
        #expect(s.markers.isEmpty)
    }

    @Test func compareLanesGetTheirOwnStateMarkers() {
        var fluid = Settings()
        fluid.halfModal.profile = .fluid
        var s = Session(lanes: [makeMachine(), PrototypeMachine(settings: fluid, canvas: .iPhone)])
        s.apply(.key(.h), at: 1)
        s.advance(to: 2)
        #expect(s.markers.map(\.label) == ["seed: half modal half", "fluid: half modal half"])
    }

    @Test func inspectorListsEveryNumberOfItsSection() throws {
        let tree = try Settings().jsonTree()
        for section in Inspector.Section.allCases {
            let numeric = Settings.allPaths.filter { path in
                path.hasPrefix(section.rawValue + ".")
                    && Settings.lookup(tree, path.split(separator: ".").map(String.init)) is JSONNumber
            } + (section == .request ? ["cover.graceTime", "cover.minimumShowTime"] : [])   // the cover's timing
            #expect(Set(section.numberPaths) == Set(numeric), "\(section)")
            // Every row's own text for its value is accepted by the settings.
            for path in section.numberPaths {
                let v = Double(try Settings().value(at: path))!
                let row = SettingSlider(path: path, value: v, rect: Rect(x: 0, y: 0, width: 276, height: 17))
                #expect(row.range.contains(v), "\(path) = \(v) outside \(row.range)")
                #expect(throws: Never.self) { _ = try Settings().setting(path, to: row.text(for: row.range.upperBound)) }
            }
        }
    }

    @Test func sliderValuesFollowThePointerInSteps() {
        let row = SettingSlider(path: "halfModal.duration", value: 0.9, rect: Rect(x: 402, y: 100, width: 276, height: 17))
        let t = row.trackRect
        #expect(t == Rect(x: 524, y: 106.5, width: 100, height: 4))
        #expect(close(row.knobX, 524 + 30))
        #expect(row.value(atX: t.minX) == 0)
        #expect(row.value(atX: t.maxX + 40) == 3)
        #expect(close(row.value(atX: t.minX + 50), 1.5))
        #expect(close(row.value(atX: t.minX + 16.7), 0.5))
        #expect(row.text(for: 0.5) == "0.5")
        #expect(row.text(for: 1) == "1")
        let seed = SettingSlider(path: "request.seed", value: 1, rect: Rect(x: 0, y: 0, width: 276, height: 17))
        #expect(seed.text(for: seed.value(atX: seed.trackRect.midX)) == "500")
    }

    /// The studio of one default lane at `now` with the inspector open at `section`.
    func studio(_ s: Session, now: Double, section: Inspector.Section = .halfModal, markers: [Marker] = []) -> Studio {
        Studio(layout: StudioLayout(stage: .iPhone, inspectorVisible: true), lanes: s.lanes, now: now,
               status: TimelineStrip.Status(now: now, frame: 0, rate: 1, paused: false), markers: markers, end: 4,
               section: section)
    }

    @Test func pressesOnTheStudioAskForSeeksEditsAndSections() throws {
        let s = session()
        let marker = Marker(time: 2.5, kind: .tap, label: "tap")
        let st = studio(s, now: 1, markers: [marker])
        // A press on the strip scrubs to the time under it; dragging keeps scrubbing.
        let press = st.press(at: Point(x: 16 + 358 / 4, y: 844 + 100), outcome: .success)
        #expect(press.grab == .scrub)
        #expect(press.effects == [.seek(1)])
        #expect(st.drag(.scrub, to: Point(x: 374, y: 900)) == [.seek(4)])
        // A press on a marker jumps to it.
        let mx = st.timeline.x(of: 2.5)
        #expect(st.press(at: Point(x: mx + 2, y: 844 + 40), outcome: .success).effects == [.seek(2.5)])
        // Tabs.
        let tab = try #require(st.inspector?.regions.first { $0.id == Inspector.Section.sheet.tabID })
        #expect(st.press(at: tab.frame.center, outcome: .success).effects == [.select(.sheet)])
        // The outcome control: a segment picks its outcome.
        let inspector = try #require(st.inspector)
        #expect(inspector.regions.contains { $0.id == .requestOutcome })
        let failure = inspector.outcomeSegments[1].center
        #expect(st.press(at: failure, outcome: .success).effects == [.set([Studio.Change("request.outcome", "failure")])])
        // A slider: the press sets the value under it, a drag follows.
        let row = try #require(inspector.slider("halfModal.duration"))
        let p = st.press(at: Point(x: row.trackRect.minX + 50, y: row.rect.midY), outcome: .success)
        #expect(p.grab == .slider("halfModal.duration"))
        #expect(p.effects == [.set([Studio.Change("halfModal.duration", "1.5")])])
        #expect(st.drag(p.grab, to: Point(x: row.trackRect.maxX, y: 0)) == [.set([Studio.Change("halfModal.duration", "3")])])
        // A bezier handle: dragged to the box's centre gives (0.5, 0.5).
        let editor = try #require(inspector.bezier)
        let h1 = editor.point(0.2, 0.8)
        let b = st.press(at: h1, outcome: .success)
        #expect(b.grab == .bezier(1, path: "halfModal.curve"))
        #expect(st.drag(b.grab, to: editor.box.center) == [.set([Studio.Change("halfModal.curve.x1", "0.5"),
                                                                 Studio.Change("halfModal.curve.y1", "0.5")])])
        // On the stage: nothing.
        #expect(st.press(at: Point(x: 195, y: 400), outcome: .success).grab == .none)
        #expect(st.press(at: Point(x: 195, y: 400), outcome: .success).effects.isEmpty)
    }

    @Test func editorsDrawTheCurveTheSpringAndTheProgress() throws {
        var s = session()
        s.apply(.key(.h), at: 0)
        let st = studio(s, now: 0.45)
        let editor = try #require(st.inspector?.bezier)
        #expect(editor.curve == TimingCurve(0.2, 0.8, 0.2, 1))
        let (f, v) = try #require(editor.progress)
        #expect(close(f, 0.5))
        #expect(close(v, TimingCurve(0.2, 0.8, 0.2, 1).value(at: 0.5), 1e-9))
        // The curve starts at (0,0) and ends at (1,1) of the box.
        let pts = editor.curvePoints()
        #expect(pts.first == editor.point(0, 0))
        #expect(close(pts.last!.y, editor.point(1, 1).y, 1e-6))
        // After the animation: no dot.
        #expect(studio(s, now: 2).inspector?.bezier?.progress == nil)
        // The seed card has no spring; the fluid card's spring is plotted.
        #expect(st.inspector?.spring == nil)
        let fluid = studio(session { $0.halfModal.profile = .fluid }, now: 0)
        let spring = try #require(fluid.inspector?.spring)
        #expect(spring.spring == Spring(response: 0.55, dampingFraction: 0.825))
        #expect(close(spring.response(at: 0), 0))
        #expect(close(spring.response(at: 5), 1, 1e-3))
        // An underdamped spring overshoots 1 in its plot.
        let bouncy = SpringEditor(spring: Spring(response: 0.5, dampingFraction: 0.3), path: "x", rect: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect((0...100).map { bouncy.response(at: bouncy.span * Double($0) / 100) }.max()! > 1.2)
        // The request section has neither editor.
        #expect(studio(s, now: 0, section: .request).inspector?.bezier == nil)
        #expect(studio(s, now: 0, section: .request).inspector?.spring == nil)
    }

    @Test func lastGestureIsThePressToItsReleaseOrTheLastKey() {
        var s = session()
        s.apply(.key(.h), at: 0)
        s.apply(.pointerDown(Point(x: 195, y: 500)), at: 1)
        s.apply(.pointerMove(Point(x: 195, y: 450)), at: 1.1)
        s.apply(.pointerUp(Point(x: 195, y: 400)), at: 1.2)
        s.apply(.tick, at: 1.3)
        #expect(Session.lastGesture(in: s.log)?.map(\.time) == [1, 1.1, 1.2])
        s.apply(.key(.f), at: 2)
        #expect(Session.lastGesture(in: s.log)?.map(\.event) == [.key(.f)])
        #expect(Session.lastGesture(in: []) == nil)
    }

    @Test func enqueuedEntriesPlayAsTheSessionReachesThem() {
        let recorded = session()
        recorded.apply(.key(.h), at: 0.5)
        recorded.applyPerLane([.updateSettings(recorded.primary.settings)], at: 1)
        recorded.apply(.key(.f), at: 2)
        recorded.advance(to: 3)
        let s = session()
        s.enqueue(recorded.log)
        s.advance(to: 1)
        #expect(s.cursor == 2)
        #expect(s.nextReplayTime == 2)
        s.advance(to: 3)
        #expect(!s.hasPendingReplay)
        #expect(s.log == recorded.log)
        #expect(s.state == recorded.state)
    }

    @Test func scrubbingToATimeGivesTheFrameOfPlayingToIt() {
        // Play a run to 3 s; the replay up to each t equals the run stopped at t.
        func run(until t: Double) -> Session {
            let s = session { $0.request.latency = 1 }
            let inputs: [(Double, Event)] = [(0.1, .key(.s)), (0.2, .key(.h)), (0.9, .key(.tab)), (1.0, .key(.return)),
                                             (1.4, .pointerDown(Point(x: 100, y: 300))), (1.5, .pointerMove(Point(x: 100, y: 500))),
                                             (1.6, .pointerUp(Point(x: 100, y: 700))), (2.0, .key(.h))]
            var now = 0.0
            while now <= t + 1e-9 {
                for (time, e) in inputs where time > now - 1.0 / 60 + 1e-9 && time <= now + 1e-9 { s.apply(e, at: time) }
                s.advance(to: now)
                now += 1.0 / 60
            }
            s.advance(to: t)
            return s
        }
        let full = run(until: 3)
        for t in [0.15, 0.5, 1.05, 1.55, 2.3, 3.0] {
            let scrubbed = full.replayed(upTo: t)!
            let played = run(until: t)
            // The same items and regions; positions agree to 1e-9 pt (the played run ticks every
            // frame, the replay only at inputs: the last bits of a Double may differ).
            let a = scrubbed.primary.frame(now: t), b = played.primary.frame(now: t)
            #expect(a.regions.map(\.id) == b.regions.map(\.id), "t = \(t)")
            #expect(zip(a.regions, b.regions).allSatisfy { nearlyEqual($0.frame, $1.frame) }, "t = \(t)")
            let pa = a.items.flattened(), pb = b.items.flattened()
            #expect(pa.count == pb.count, "t = \(t)")
            #expect(zip(pa, pb).allSatisfy(nearlyEqual), "t = \(t)")
        }
    }
}

func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
    close(a.x, b.x, 1e-9) && close(a.y, b.y, 1e-9) && close(a.width, b.width, 1e-9) && close(a.height, b.height, 1e-9)
}

/// The same primitive, colours equal, positions within 1e-9 pt.
func nearlyEqual(_ a: Primitive, _ b: Primitive) -> Bool {
    switch (a, b) {
    case let (.fill(r1, _, c1), .fill(r2, _, c2)): return c1 == c2 && nearlyEqual(r1, r2)
    case let (.stroke(r1, _, w1, c1), .stroke(r2, _, w2, c2)): return c1 == c2 && close(w1, w2, 1e-9) && nearlyEqual(r1, r2)
    case let (.line(a1, b1, w1, c1), .line(a2, b2, w2, c2)):
        return c1 == c2 && close(w1, w2, 1e-9) && close(a1.x, a2.x, 1e-9) && close(a1.y, a2.y, 1e-9)
            && close(b1.x, b2.x, 1e-9) && close(b1.y, b2.y, 1e-9)
    case let (.text(t1), .text(t2)):
        return t1.string == t2.string && t1.color == t2.color && close(t1.position.x, t2.position.x, 1e-9)
            && close(t1.position.y, t2.position.y, 1e-9) && close(t1.size, t2.size, 1e-9)
    default: return false
    }
}

/// The ruler stays readable however long the session: bounded ticks on round steps.
@Suite struct TimelineRulerTests {
    /// The ruler's numbers, in order.
    func labels(span: Double) -> [String] {
        let status = TimelineStrip.Status(now: 0, frame: 0, rate: 1, paused: false)
        let strip = TimelineStrip(rect: Rect(x: 0, y: 0, width: 390, height: 132), end: span, markers: [], status: status)
        return strip.items().compactMap { item -> String? in
            if case let .text(run) = item, run.string.hasSuffix(" s"), !run.string.hasPrefix("t ") { return run.string }
            return nil
        }
    }

    @Test func rulerNumbersAreRoundAndFew() {
        #expect(labels(span: 3) == ["0 s", "1 s", "2 s", "3 s"])
        #expect(labels(span: 20) == ["0 s", "5 s", "10 s", "15 s", "20 s"])
        let hour = labels(span: 3600)
        #expect(hour.count <= 12 && hour.first == "0 s" && hour.last == "3600 s")
        let status = TimelineStrip.Status(now: 0, frame: 0, rate: 1, paused: false)
        let day = TimelineStrip(rect: Rect(x: 0, y: 0, width: 390, height: 132), end: 86_400, markers: [], status: status)
        #expect(day.items().count < 200)
    }
}
