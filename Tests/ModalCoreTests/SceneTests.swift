import Testing
@testable import ModalCore

/// The scene: layout, colours, hit testing of every element id.
@Suite struct SceneTests {
    @Test func everyElementIsFoundAtItsCentre() {
        var m = makeMachine { $0.request.outcome = .failure }
        var f = m.frame(now: 0)
        for id in [ElementID.openSheet, .toggleHalfModal, .mainView] {
            #expect(f.reachablePoint(of: id).flatMap { f.hitTest($0)?.id } == id, "\(id)")
        }
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        f = m.frame(now: 1)
        for id in [ElementID.closeSheet, .startRequest, .sheet] {
            #expect(f.reachablePoint(of: id).flatMap { f.hitTest($0)?.id } == id, "\(id)")
        }
        m.complete(m.tap(.startRequest, at: 1), at: 4)
        f = m.frame(now: 5)
        for id in [ElementID.alertOK, .alert, .loadingCover] {
            #expect(f.reachablePoint(of: id).flatMap { f.hitTest($0)?.id } == id, "\(id)")
        }
    }

    @Test func mainViewLayoutFollowsTheArticlesVStack() {
        let f = makeMachine().frame(now: 0)
        // S, Text 22, S, Button 44, Button 44, S; spacing 8 → spacers (844 − 110 − 40) / 3.
        let spacer = (844.0 - 110 - 40) / 3
        let open = f.region(.openSheet)!.frame
        #expect(abs(open.midY - (spacer + 8 + 22 + 8 + spacer + 8 + 22)) < 1e-9)
        let half = f.region(.toggleHalfModal)!.frame
        #expect(abs(half.midY - open.midY - 52) < 1e-9)
        #expect(half.midY > open.midY)
        #expect(abs(open.midX - 195) < 1e-9)
        #expect(open.height == 44)
    }

    @Test func colorsAreIOSSystemColors() {
        let items = makeMachine().frame(now: 0).items.flattened()
        #expect(items.first == .fill(Rect(x: 0, y: 0, width: 390, height: 844), .zero, Color(hex: 0xFF9500)))
        let labels = items.compactMap { p -> TextRun? in if case let .text(r) = p { return r } else { return nil } }
        #expect(labels.map(\.string) == ["MainView", "Sheetを開く", "half modal"])
        #expect(labels[0].color == .black)
        #expect(labels[1].color == Color(hex: 0x007AFF))
        #expect(labels[1].size == 17)
    }

    @Test func englishLabels() {
        let m = makeMachine { $0.language = .en }
        let labels = m.frame(now: 0).items.flattened().compactMap { p -> String? in
            if case let .text(r) = p { return r.string } else { return nil }
        }
        #expect(labels == ["MainView", "Open Sheet", "half modal"])
    }

    @Test func spinnerHasEightSpokesTrailingTheActiveTick() {
        let spokes = Spinner.spokes(center: Point(x: 195, y: 422), elapsed: 0.31, settings: CoverSettings(),
                                    color: Color(hex: 0x3C3C44))
        #expect(spokes.count == 8)
        // 0.31 s of a 0.8 s turn → tick 3; the head is spoke 2 at alpha 1 (255), the alpha falls
        // by 0.17 a spoke behind it to the 0.32 floor (82) half a turn back (UIKit).
        let alphas = spokes.map { item -> UInt8 in if case let .line(_, _, _, c) = item { return c.a } else { return 0 } }
        #expect(alphas == [168, 212, 255, 82, 82, 82, 82, 125])
        guard case let .line(a, b, w, _) = spokes[0] else { Issue.record("not a line"); return }
        // Spoke 0 points up, spans r/3…r = 3.33…10 with its round caps; 2 wide.
        #expect(close(a.x, 195) && close(a.y, 422 - (10.0 / 3 + 1)))
        #expect(close(b.y, 422 - 9))
        #expect(w == 2)
        #expect(Spinner.activeTick(elapsed: 0.799, settings: CoverSettings()) == 7)
        #expect(Spinner.activeTick(elapsed: 0.8, settings: CoverSettings()) == 0)
    }

    @Test func elementsOffCanvasAreNotListed() {
        let f = makeMachine().frame(now: 0)
        #expect(f.region(.halfModal) == nil)
        #expect(f.hitTestableRegions.map(\.id) == [.mainView, .openSheet, .toggleHalfModal])
    }

    @Test func resizeRelaysOut() {
        var m = makeMachine()
        _ = m.handle(.resize(Size(width: 600, height: 400)), now: 0)
        let f = m.frame(now: 0)
        #expect(f.region(.mainView)!.frame == Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(abs(f.region(.openSheet)!.frame.midX - 300) < 1e-9)
        m.tap(.toggleHalfModal, at: 0)
        #expect(close(m.halfModal.top(at: 1), 160))
    }

    @Test func flattenAppliesTransformsAndOpacity() {
        let items: [DisplayItem] = [
            .group(Transform.scale(0.5, about: Point(x: 100, y: 0)), opacity: 0.5, [
                .fill(Rect(x: 0, y: 0, width: 100, height: 100), CornerRadii(all: 10), Color(r: 10, g: 20, b: 30)),
                .text(TextRun("a", at: Point(x: 100, y: 100), size: 20, color: .black)),
            ]),
        ]
        #expect(items.flattened() == [
            .fill(Rect(x: 50, y: 0, width: 50, height: 50), CornerRadii(all: 5), Color(r: 10, g: 20, b: 30, a: 128)),
            .text(TextRun("a", at: Point(x: 100, y: 50), size: 10, color: Color(r: 0, g: 0, b: 0, a: 128))),
        ])
    }

    @Test func settingsByPath() throws {
        let s = try Settings().setting("request.latency", to: "1.5")
        #expect(s.request.latency == 1.5)
        #expect(try Settings().setting("halfModal.profile", to: "fluid").halfModal.profile == .fluid)
        #expect(try Settings().setting("theme.orange", to: "#112233").theme.orange == Color(hex: 0x112233))
        #expect(throws: Settings.PathError("unknown setting 'request.nope'")) { try Settings().setting("request.nope", to: "1") }
        #expect(throws: Settings.PathError("invalid value 'x' for request.latency (expected a number)")) {
            try Settings().setting("request.latency", to: "x")
        }
        #expect(throws: Settings.PathError("invalid value 'maybe' for request.outcome (expected success|failure|alternate|random)")) {
            try Settings().setting("request.outcome", to: "maybe")
        }
        #expect(throws: Settings.PathError("request.latency: must be zero or more")) { try Settings().setting("request.latency", to: "-1") }
        #expect(Settings.allPaths.contains("halfModal.curve.x1"))
    }
}
