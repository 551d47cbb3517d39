import Testing
@testable import ModalCore

/// The inspector's rules from issue 24: only what the lanes' profiles use, typed values
/// (`SettingEntry`), and the bezier handles' labels and grab.
@Suite struct InspectorEntryTests {
    /// The studio of `lanes` at 0 s with the inspector open at `section`.
    func studio(_ lanes: [PrototypeMachine], section: Inspector.Section = .halfModal) -> Studio {
        Studio(layout: StudioLayout(stage: .iPhone, inspectorVisible: true), lanes: lanes, now: 0,
               status: TimelineStrip.Status(now: 0, frame: 0, rate: 1, paused: false), markers: [], end: 4, section: section)
    }

    func lane(_ profile: HalfModalProfile) -> PrototypeMachine { makeMachine { $0.halfModal.profile = profile } }

    // MARK: Only what the profile uses

    @Test func eachProfileListsItsOwnHalfModalNumbers() {
        let section = Inspector.Section.halfModal
        let look = ["halfModal.cornerRadius", "halfModal.grabberWidth", "halfModal.grabberHeight",
                    "halfModal.grabberCornerRadius", "halfModal.grabberTopPadding"]
        #expect(section.rowPaths(for: [.seed]) == ["halfModal.halfFraction", "halfModal.heightRate",
            "halfModal.curve.x1", "halfModal.curve.y1", "halfModal.curve.x2", "halfModal.curve.y2", "halfModal.duration",
            "halfModal.hideThreshold", "halfModal.fullThreshold", "halfModal.stayFullThreshold",
            "halfModal.minimumDragDistance"] + look + ["halfModal.contentRows"])
        #expect(section.rowPaths(for: [.fluid]) == ["halfModal.halfFraction", "halfModal.heightRate",
            "halfModal.minimumDragDistance"] + look + ["halfModal.decelerationRate", "halfModal.rubberBandCoefficient",
            "halfModal.flickVelocity", "halfModal.backdropAlpha", "halfModal.contentRows"])
        #expect(section.rowPaths(for: [.native]) == ["halfModal.contentRows"])
        #expect(section.curvePath(for: [.seed]) == "halfModal.curve" && section.springPath(for: [.seed]) == nil)
        #expect(section.curvePath(for: [.fluid]) == nil && section.springPath(for: [.fluid]) == "halfModal.spring")
        #expect(section.curvePath(for: [.native]) == nil && section.springPath(for: [.native]) == nil)
        // Compare mode lists what either lane uses; the other sections serve every profile.
        #expect(Set(section.numberPaths(for: [.seed, .fluid])) == Set(section.numberPaths))
        for other in [Inspector.Section.sheet, .alert, .request] {
            #expect(other.numberPaths(for: [.native]) == other.numberPaths, "\(other)")
        }
    }

    @Test func thePanelShowsNoOtherProfilesRows() throws {
        let seed = try #require(studio([lane(.seed)]).inspector)
        #expect(seed.profiles == [.seed])
        #expect(seed.bezier?.path == "halfModal.curve" && seed.spring == nil)
        #expect(seed.slider("halfModal.hideThreshold") != nil)
        for fluidOnly in ["halfModal.decelerationRate", "halfModal.backdropAlpha", "halfModal.flickVelocity",
                          "halfModal.spring.response"] {
            #expect(seed.slider(fluidOnly) == nil, "\(fluidOnly)")
            #expect(!seed.regions.contains { $0.id == SettingSlider.id(fluidOnly) }, "\(fluidOnly)")
        }
        let fluid = try #require(studio([lane(.fluid)]).inspector)
        #expect(fluid.bezier == nil && fluid.spring?.path == "halfModal.spring")
        #expect(fluid.slider("halfModal.hideThreshold") == nil && fluid.slider("halfModal.duration") == nil)
        #expect(fluid.slider("halfModal.backdropAlpha") != nil)
        let native = try #require(studio([lane(.native)]).inspector)
        #expect(native.sliders.map(\.path) == ["halfModal.contentRows"])
        let both = try #require(studio([lane(.seed), lane(.fluid)]).inspector)
        #expect(both.bezier != nil && both.spring != nil && both.slider("halfModal.hideThreshold") != nil)
    }

    // MARK: Typing a value

    @Test func aClickOnAValueOpensItsEntry() throws {
        let st = studio([lane(.seed)])
        let row = try #require(st.inspector?.slider("halfModal.duration"))
        #expect(row.valueRect.minX == row.trackRect.maxX + 6 && row.valueRect.maxX == row.rect.maxX)
        let press = st.press(at: row.valueRect.center, outcome: .success)
        #expect(press.grab == .none)
        #expect(press.effects == [.edit("halfModal.duration")])
        // The track still drags the slider.
        #expect(st.press(at: Point(x: row.trackRect.midX, y: row.rect.midY), outcome: .success).grab == .slider("halfModal.duration"))
        // The spring's rows (fluid) open theirs too.
        let fluid = studio([lane(.fluid)])
        let response = try #require(fluid.inspector?.slider("halfModal.spring.response"))
        #expect(fluid.press(at: response.valueRect.center, outcome: .success).effects == [.edit("halfModal.spring.response")])
    }

    @Test func typingReplacesTheFreshValueThenEdits() {
        var e = SettingEntry(path: "halfModal.duration", current: "0.9")
        #expect(e.text == "0.9" && e.isFresh && e.shown == "0.9|")
        e.type("1")
        #expect(e.text == "1" && !e.isFresh)
        e.type(".25")
        #expect(e.text == "1.25")
        e.deleteBackward()
        #expect(e.text == "1.2")
        e.type("\u{7F}\n\t")   // control characters only: nothing
        #expect(e.text == "1.2")
        // A fresh buffer's Backspace clears it.
        var f = SettingEntry(path: "halfModal.duration", current: "0.9")
        f.deleteBackward()
        #expect(f.text == "" && !f.isFresh)
        f.deleteBackward()
        #expect(f.text == "")
        // At most 24 characters.
        f.type(String(repeating: "9", count: 30))
        #expect(f.text.count == SettingEntry.maxLength)
    }

    @Test func returnAppliesGoodTextAndRefusesBadTextWithTheRule() {
        let s = Settings()
        func commit(_ path: String, _ typed: String) -> SettingEntry.Outcome {
            var e = SettingEntry(path: path, current: (try? s.value(at: path)) ?? "")
            e.type(typed)
            return e.commit(in: s)
        }
        #expect(commit("halfModal.duration", "1.2") == .apply(Studio.Change("halfModal.duration", "1.2")))
        #expect(commit("halfModal.duration", " 0.35 ") == .apply(Studio.Change("halfModal.duration", "0.35")))
        // Outside the slider's range but inside the rule: taken (the rule decides, not the slider).
        #expect(commit("halfModal.duration", "12") == .apply(Studio.Change("halfModal.duration", "12")))
        // The rule, as --set reports it.
        #expect(commit("halfModal.duration", "-1") == .reject("halfModal.duration: must be above 0 and at most 60 (seconds)"))
        #expect(commit("halfModal.duration", "0") == .reject("halfModal.duration: must be above 0 and at most 60 (seconds)"))
        #expect(commit("halfModal.backdropAlpha", "1.5") == .reject("halfModal.backdropAlpha: must be between 0 and 1"))
        #expect(commit("halfModal.curve.x1", "2") == .reject("halfModal.curve.x1: must be between 0 and 1 (a timing curve's x)"))
        // Not a number: the parse error, then the range from the table.
        #expect(commit("halfModal.duration", "abc")
                == .reject("invalid value 'abc' for halfModal.duration (expected a number); range (0, 60] s"))
        #expect(commit("halfModal.duration", "0x10")
                == .reject("invalid value '0x10' for halfModal.duration (expected a number); range (0, 60] s"))
        #expect(commit("request.seed", "1.5") == .reject("invalid value '1.5' for request.seed; range 0 to 2^53, whole"))
        // An emptied buffer is bad text too.
        var empty = SettingEntry(path: "halfModal.duration", current: "0.9")
        empty.deleteBackward()
        #expect(empty.commit(in: s) == .reject("invalid value '' for halfModal.duration (expected a number); range (0, 60] s"))
        // The same messages as `--set` after its flag.
        #expect(throws: Settings.PathError("halfModal.duration: must be above 0 and at most 60 (seconds)")) {
            _ = try s.setting("halfModal.duration", to: "-1")
        }
    }

    @Test func theEntryIsDrawnInPlaceOfItsRowsValue() throws {
        let lanes = [lane(.seed)]
        var e = SettingEntry(path: "halfModal.duration", current: "0.9")
        e.type("1.7")
        let inspector = Inspector(rect: Rect(x: 390, y: 0, width: 300, height: 976), section: .halfModal, lanes: lanes,
                                  now: 0, entry: e)
        let texts = inspector.items.compactMap { item -> String? in
            if case let .text(run) = item { return run.string }
            return nil
        }
        #expect(texts.contains("1.7|"))
        #expect(!texts.contains("0.9"))
        let plain = Inspector(rect: Rect(x: 390, y: 0, width: 300, height: 976), section: .halfModal, lanes: lanes, now: 0)
        #expect(plain.items.count == inspector.items.count - 2)   // the field's box and outline
        // A fresh entry shows the value selected (one more fill behind the text).
        let fresh = Inspector(rect: Rect(x: 390, y: 0, width: 300, height: 976), section: .halfModal, lanes: lanes, now: 0,
                              entry: SettingEntry(path: "halfModal.duration", current: "0.9"))
        #expect(fresh.items.count == plain.items.count + 3)
    }

    // MARK: Bezier handles

    @Test func thePressTakesTheNearerHandle() throws {
        // Handles 15 pt apart: their regions overlap, the nearer one is taken.
        let lanes = [makeMachine { $0.halfModal.profile = .seed; $0.halfModal.curve = TimingCurve(0.5, 0.5, 0.6, 0.55) }]
        let st = studio(lanes)
        let editor = try #require(st.inspector?.bezier)
        let h1 = editor.handle(1), h2 = editor.handle(2)
        #expect(h1 == editor.point(0.5, 0.5) && h2 == editor.point(0.6, 0.55))
        let r = editor.regions()
        #expect(r.map(\.id) == [BezierEditor.p1, BezierEditor.p2])
        #expect(r[0].frame == Rect(x: h1.x - 10, y: h1.y - 10, width: 20, height: 20))
        #expect(r[0].frame.maxX > r[1].frame.minX && r[0].frame.maxY > r[1].frame.minY)   // they overlap
        // A point in both regions, nearer P1: P1 (the top region is P2's).
        let nearP1 = Point(x: h1.x + 0.4 * (h2.x - h1.x), y: h1.y + 0.4 * (h2.y - h1.y))
        #expect(r[0].frame.contains(nearP1) && r[1].frame.contains(nearP1))
        #expect(st.press(at: nearP1, outcome: .success).grab == .bezier(1, path: "halfModal.curve"))
        let nearP2 = Point(x: h1.x + 0.6 * (h2.x - h1.x), y: h1.y + 0.6 * (h2.y - h1.y))
        #expect(st.press(at: nearP2, outcome: .success).grab == .bezier(2, path: "halfModal.curve"))
        #expect(editor.nearestHandle(to: h1) == 1 && editor.nearestHandle(to: h2) == 2)
    }

    @Test func theHandlesAreLabelledAwayFromEachOther() throws {
        let st = studio([makeMachine { $0.halfModal.curve = TimingCurve(0.2, 0.8, 0.2, 1) }])
        let editor = try #require(st.inspector?.bezier)
        let items = editor.items()
        func label(_ text: String) -> TextRun? {
            for case let .text(run) in items where run.string == text { return run }
            return nil
        }
        let p1 = try #require(label("P1")), p2 = try #require(label("P2"))
        #expect(p1.position == editor.labelCenter(1) && p2.position == editor.labelCenter(2))
        #expect(p1.size >= 11 && p2.size >= 11)
        // 14 pt from its handle, on the far side from the other.
        let h1 = editor.handle(1), h2 = editor.handle(2)
        func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        #expect(abs(distance(p1.position, h1) - 14) < 1e-9 && abs(distance(p2.position, h2) - 14) < 1e-9)
        #expect(distance(p1.position, h2) > distance(h1, h2) && distance(p2.position, h1) > distance(h1, h2))
        // Coinciding handles: P1 up-right, P2 down-left.
        let same = BezierEditor(curve: TimingCurve(0.5, 0.5, 0.5, 0.5), path: "x", rect: Rect(x: 0, y: 0, width: 200, height: 110),
                                progress: nil)
        #expect(same.labelCenter(1).x > same.handle(1).x && same.labelCenter(1).y < same.handle(1).y)
        #expect(same.labelCenter(2).x < same.handle(2).x && same.labelCenter(2).y > same.handle(2).y)
        #expect(items.contains { if case let .text(r) = $0 { return r.string == "P1 (0.2, 0.8)" }; return false })
    }
}
