import Testing
@testable import ModalCore

/// The reviewer-polish rules (issue 15): bodies past the screen bottom, the HUD's words and
/// legend, speeds up to ×4, help in the labels' language, toasts inside one phone, and a
/// VStack order that no window shape changes.
@Suite struct ReviewPolishTests {
    let gray = Color(hex: 0x8E8E93), green = Color(hex: 0x34C759)

    /// The fill rectangles of `color` anywhere in `items` (groups here are translations only).
    func fills(_ items: [DisplayItem], _ color: Color) -> [Rect] {
        items.flattened().compactMap { if case let .fill(r, _, c) = $0, c == color { return r } else { return nil } }
    }

    // MARK: 1. Bodies run past the bottom

    @Test func theCardsBodyEndsAtLeastACanvasBelowTheScreenWhereverItsTopIs() {
        var m = makeMachine { $0.halfModal.profile = .fluid }
        m.handle(.key(.h), now: 0)
        m.handle(.key(.f), now: 2)                         // full: top 0.05·844 = 42.2
        // Hold the card and pull it far up: the rubber band lifts its top above the screen.
        m.handle(.pointerDown(Point(x: 195, y: 300)), now: 4)
        var tops: [Double] = []
        for (i, y) in stride(from: 290.0, through: 0, by: -10).enumerated() {
            let t = 4 + Double(i + 1) / 120
            m.handle(.pointerMove(Point(x: 195, y: y)), now: t)
            let top = m.halfModal.top(at: t)
            tops.append(top)
            let card = fills(m.frame(now: t).items, gray)
            #expect(card.count == 1)
            #expect(card.first?.y == top)
            #expect(card.first?.maxY == max(top + 844, 844 + 844))
        }
        #expect(tops.min()! < -19)                         // the rounded corners (20 pt) would have lifted
        // Released fast upwards: the spring overshoots past full; the bottom stays put.
        m.handle(.pointerUp(Point(x: 195, y: 0)), now: 4.3)
        for k in 0..<60 {
            let t = 4.3 + Double(k) / 60
            let card = fills(m.frame(now: t).items, gray)
            #expect(card.first.map { $0.maxY - 20 >= 844 + 844 - 20 } == true)
        }
    }

    @Test func theSheetsBodyEndsAtLeastACanvasBelowTheScreenWhenPulledUp() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        m.handle(.pointerDown(Point(x: 195, y: 400)), now: 1)
        m.handle(.pointerMove(Point(x: 195, y: 200)), now: 1.1)   // pulled up past presented: rubber band
        let sheet = fills(m.frame(now: 1.1).items, green)
        #expect(sheet.count == 1)
        let top = sheet[0].y
        #expect(top < 57)
        #expect(sheet[0].maxY == max(top + 844, 2 * 844))
    }

    @Test func theBleedIsACanvasHeightAndNeverLessThanAHundredPoints() {
        #expect(SceneBuilder.bodyBleed(canvasHeight: 844) == 844)
        #expect(SceneBuilder.bodyBleed(canvasHeight: 30) == 100)
    }

    // MARK: 2. HUD

    /// Two lanes (seed, fluid): H, then a fluid flick up from half released at 2.08 s.
    func flickedLanes() -> [PrototypeMachine] {
        var lanes = [HalfModalProfile.seed, .fluid].map { p in makeMachine { $0.halfModal.profile = p } }
        for i in lanes.indices {
            lanes[i].handle(.key(.h), now: 0)
            lanes[i].drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 380), at: 2, duration: 0.08)
        }
        return lanes
    }

    func texts(_ items: [DisplayItem]) -> [TextRun] {
        items.flattened().compactMap { if case let .text(run) = $0 { return run } else { return nil } }
    }

    @Test func theHUDIsOpaqueAndNamesTheSettlingSpring() {
        let lanes = flickedLanes()
        let now = 2.2
        #expect(lanes[1].halfModal.isAnimating(at: now))
        let items = HUD.items(lanes: lanes, traces: [MotionTrace(), MotionTrace()], now: now, status: HUD.Status())
        guard case let .fill(_, _, panel) = items[0] else { Issue.record("the HUD starts with its panel"); return }
        #expect(panel.a == 255)
        let strings = texts(items).map(\.string)
        #expect(strings.contains("[fluid] half modal (fluid) spring to full"))
        #expect(strings.contains("[seed] half modal (seed) at full"))
        #expect(strings.contains("fluid half modal · spring"))
        #expect(strings.contains("0.55 s, damping 0.825"))
        #expect(!strings.contains { $0.contains("no animation") || $0.contains("nothing moves") })
        // Once everything rests, the HUD says so.
        let later = HUD.items(lanes: lanes, traces: [], now: 9, status: HUD.Status())
        #expect(texts(later).map(\.string).contains("nothing moves"))
        #expect(texts(later).map(\.string).contains("[fluid] half modal (fluid) at full"))
    }

    @Test func motionNamesSayWhatMoves() {
        var hm = HalfModalMachine(settings: HalfModalSettings(), height: 844)
        #expect(HUD.motionName(hm, now: 0) == "at hidden")
        hm.toggle(now: 0)
        #expect(HUD.motionName(hm, now: 0.5) == "curve to half")
        #expect(HUD.motionName(hm, now: 1) == "at half")
        var sheet = SheetMachine(settings: SheetSettings())
        sheet.present(now: 0)
        #expect(HUD.sheetName(sheet, now: 0.2) == "presenting (curve)")
        #expect(HUD.sheetName(sheet, now: 2) == "presented")
    }

    @Test func theLegendListsEveryTraceInItsColour() {
        let lanes = flickedLanes()
        var traces = [MotionTrace(), MotionTrace()]
        for k in 0...30 {
            let t = 1.9 + Double(k) / 60
            for i in 0..<2 { traces[i].record(lanes[i], now: t) }
        }
        let items = HUD.items(lanes: lanes, traces: traces, now: 2.4, status: HUD.Status())
        let lineColors = Set(items.flattened().compactMap { p -> Color? in
            if case let .line(_, _, _, c) = p { return c } else { return nil }
        })
        let labelColors = Set(texts(items).filter { $0.size == 10 }.map(\.color))
        #expect(lineColors.contains(HUD.accent))            // the fluid lane's orange trace
        #expect(lineColors.isSubset(of: labelColors))
        let legend = texts(items).filter { $0.size == 10 }.map { "\($0.string)=\($0.color.r)" }
        #expect(legend.contains("half modal seed=199"))
        #expect(legend.contains("half modal fluid=255"))
        #expect(legend.contains("sheet=52"))
        // The legend and the plot stay inside the panel.
        guard case let .fill(panel, _, _) = items[0] else { return }
        for p in items.flattened() {
            if case let .line(a, b, _, _) = p { #expect(panel.contains(a) && panel.contains(b)) }
        }
    }

    // MARK: 5. Speed

    @Test func rightBracketReachesFourAndStopsThere() {
        var c = PlaybackClock(wall: 0)
        var seen: [Double] = []
        for _ in 0..<4 { c.stepRate(faster: true, wall: 0); seen.append(c.rate) }
        #expect(seen == [2, 4, 4, 4])
        #expect(c.simulated(at: 1) == 4)
        for _ in 0..<6 { c.stepRate(faster: false, wall: 1) }
        #expect(c.rate == 0.1)
        #expect(PlaybackClock.rates == [4, 2, 1, 0.5, 0.25, 0.1])
    }

    @Test func theSpeedIsShownTheSameEverywhere() {
        #expect(PlaybackClock.speedLabel(4) == "×4")
        #expect(PlaybackClock.speedLabel(2) == "×2")
        #expect(PlaybackClock.speedLabel(0.25) == "×0.25")
        #expect(PlaybackClock.speedToast(2) == "speed ×2")
        #expect(PlaybackClock.windowTitle(profiles: [.seed, .fluid], rate: 4, paused: false) == "ModalPrototype - seed | fluid x4")
        #expect(PlaybackClock.windowTitle(profiles: [.seed], rate: 1, paused: true) == "ModalPrototype - seed paused")
        let hud = HUD.items(lanes: [makeMachine()], traces: [], now: 1.5, status: HUD.Status(rate: 4))
        #expect(texts(hud).first?.string == "t 1.500 s   ×4")
    }

    // MARK: 4. Help

    @Test func theHelpFollowsTheLanguage() {
        let en = ReviewHelp.lines(.en), ja = ReviewHelp.lines(.ja)
        #expect(en.count == ja.count)
        #expect(ReviewHelp.title(.ja) == "ModalPrototype — キー操作")
        #expect(ReviewHelp.title(.en) == "ModalPrototype — keys")
        for (e, j) in zip(en, ja) {
            #expect(e.1 != j.1)
            #expect(j.1.unicodeScalars.contains { $0.value >= 0x3000 }, "\(j.1) is Japanese")
        }
        #expect(en.contains { $0.0 == "[  ]" && $0.1.contains("×4") })
        #expect(ja.contains { $0.0 == "[  ]" && $0.1.contains("×4") })
    }

    @Test func theHelpPanelIsOpaqueAndHoldsItsText() {
        let items = TextPanel.help(ReviewHelp.lines(.ja), title: ReviewHelp.title(.ja), size: Size(width: 390, height: 844))
        guard case let .fill(box, _, color) = items[0] else { Issue.record("the help starts with its panel"); return }
        #expect(color.a == 255)
        for run in texts(items) { #expect(box.contains(run.position)) }
    }

    // MARK: 3. Toasts

    @Test func toastsLieInsideOnePhone() {
        for phone in [Size(width: 390, height: 844), Size(width: 200, height: 300), Size(width: 1000, height: 500)] {
            for labels in [[""], ["seed", "fluid"]] {
                let stage = Stage(phone: phone, labels: labels)
                for message in ["speed ×2", "saved /tmp/a/very/long/path/to/a/screenshot-000123.png", String(repeating: "x", count: 400)] {
                    let items = TextPanel.toast(message, in: stage.toastArea)
                    guard case let .fill(box, _, color) = items[0] else { Issue.record("no toast box"); continue }
                    #expect(color.a == 255)
                    #expect(stage.phoneRect(0).contains(box), "\(box) inside \(stage.phoneRect(0))")
                    if labels.count == 2 { #expect(box.intersection(stage.phoneRect(1)) == nil) }
                }
            }
        }
        #expect(Stage(phone: Size(width: 390, height: 844), labels: ["seed", "fluid"]).toastArea
                == Rect(x: 16, y: 30, width: 390, height: 844))
    }

    // MARK: 7. VStack order

    /// The y of each control's hit region on the presented sheet, top to bottom.
    func sheetControls(width: Double, height: Double) -> [(ElementID, Rect)] {
        var m = PrototypeMachine(settings: Settings(), canvas: Size(width: width, height: height))
        m.tap(.openSheet, at: 0)
        let f = m.frame(now: 2)
        return [ElementID.closeSheet, .startRequest].compactMap { id in f.region(id).map { (id, $0.frame) } }
    }

    @Test func theSheetsOrderNeverChangesWithTheWindowsShape() {
        for width in [320.0, 390, 600, 1280, 2560] {
            for height in [120.0, 150, 200, 250, 300, 350, 400, 500, 600, 844, 1200] {
                var m = PrototypeMachine(settings: Settings(), canvas: Size(width: width, height: height))
                m.tap(.openSheet, at: 0)
                let f = m.frame(now: 2)
                let title = texts(f.items).first { $0.string == "SheetView" }!.position.y
                let ys = [ElementID.closeSheet, .startRequest].map { id -> Double in
                    texts(f.items).first { $0.string == label(id) }!.position.y
                }
                #expect(title < ys[0] && ys[0] < ys[1], "\(width)×\(height): \(title) \(ys)")
                // Not only in order: a button height and the stack spacing apart at least.
                #expect(ys[1] - ys[0] >= 44 + 8, "\(width)×\(height): \(ys)")
            }
        }
    }

    func label(_ id: ElementID) -> String { id == .closeSheet ? "Sheetviewを閉じる" : "通信開始" }

    @Test func aShortSheetKeepsTheSeedsVStackWithExactNumbers() {
        // 390×320: travel 263 from y 57; four equal spacers (263 − 110 − 6 · 8) / 4 = 26.25.
        let c = sheetControls(width: 390, height: 320)
        #expect(c.map(\.0) == [.closeSheet, .startRequest])
        #expect(c[0].1.y == 155.5)                          // 57 + 26.25 + 8 + 22 + 8 + 26.25 + 8
        #expect(c[1].1.y == 241.75)                         // + 44 + 8 + 26.25 + 8
        // Wider changes nothing.
        #expect(sheetControls(width: 2560, height: 320).map(\.1.y) == c.map(\.1.y))
        // Shorter than the content: the spacers are 0 and the order stays (overflow).
        let tiny = sheetControls(width: 390, height: 200)
        #expect(tiny[0].1.y == 57 + 8 + 22 + 8 + 8)              // empty spacers keep their spacing
        #expect(tiny[1].1.y == tiny[0].1.y + 44 + 8 + 8)
        // The seed's layout at 390×844: (787 − 158) / 4 = 157.25 a spacer.
        let tall = sheetControls(width: 390, height: 844)
        #expect(tall[1].1.y == 634.75)                      // 57 + 3 · 157.25 + 22 + 44 + 5 · 8
    }

    @Test func shrinkingTheSpacersIsContinuousAndKeepsOrder() {
        let children: [StackChild] = [.spacer, .fixed(22), .spacer, .fixed(44), .spacer, .fixed(44), .spacer]
        var previous: Double?
        for limit in stride(from: 400.0, through: 100, by: -0.5) {
            let f = VStackLayout.frames(of: children, top: 0, height: 500, spacing: 8, child: 5, endingBy: limit)
            for i in 1..<f.count { #expect(f[i].y >= f[i - 1].y + f[i - 1].height) }
            let end = f[5].y + f[5].height
            #expect(end <= max(limit, 22 + 88 + 40) + 1e-9)
            if let p = previous { #expect(abs(p - end) <= 0.5 + 1e-9) }
            previous = end
        }
    }

    @Test func pinnedFollowsTheStackOnlyWhenThereIsNoRoom() {
        let last = (y: 100.0, height: 44.0)
        #expect(VStackLayout.pinned(height: 44, bottom: 400, inset: 34, after: last, spacing: 8) == (322, 44))
        #expect(VStackLayout.pinned(height: 44, bottom: 200, inset: 34, after: last, spacing: 8) == (152, 44))
    }

    @Test func theMainViewsOrderNeverChangesEither() {
        for width in [320.0, 1280, 2560] {
            for height in [60.0, 100, 150, 300, 844] {
                let m = PrototypeMachine(settings: Settings(), canvas: Size(width: width, height: height))
                let f = m.frame(now: 0)
                let title = texts(f.items).first { $0.string == "MainView" }!.position.y
                let open = texts(f.items).first { $0.string == "Sheetを開く" }!.position.y
                let half = texts(f.items).first { $0.string == "half modal" }!.position.y
                #expect(title < open && open + 44 <= half, "\(width)×\(height)")
            }
        }
    }
}
