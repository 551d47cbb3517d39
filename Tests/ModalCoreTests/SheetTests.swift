import Testing
@testable import ModalCore

/// The page sheet: geometry, presentation of the main view behind it, swipe-down dismissal.
@Suite struct SheetTests {
    func presented() -> PrototypeMachine {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        return m
    }

    @Test func geometryOfAPresentedSheet() {
        let m = presented()
        let f = m.frame(now: 1)
        // Top edge at safe-area top 47 + 10; top corners 10; system green.
        // The body runs a canvas below the screen (SceneBuilder.bodyBottom): to 1688.
        #expect(f.items.contains(.fill(Rect(x: 0, y: 57, width: 390, height: 1631), .top(10), Color(hex: 0x34C759))))
        #expect(f.region(.sheet)?.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        // The main view shrinks to 0.92 about its top centre and moves down to the safe-area top.
        guard case let .group(t, _, _) = f.items[0] else { Issue.record("main view is not a group"); return }
        #expect(close(t.scale, 0.92))
        #expect(close(t.apply(Point(x: 195, y: 0)).y, 47))
        #expect(close(t.apply(Point(x: 0, y: 0)).x, 195 * 0.08))
        for id in [ElementID.closeSheet, .startRequest] { #expect(f.isHitTestable(id)) }
        // The outcome control lives in the studio's inspector, not on the article's sheet.
        #expect(f.region(.requestOutcome) == nil)
        for id in [ElementID.openSheet, .toggleHalfModal, .mainView] { #expect(!f.isHitTestable(id)) }
    }

    @Test func sheetVStackSharesFreeHeightEqually() {
        let m = presented()
        let f = m.frame(now: 1)
        // 787 pt tall, children S,T(22),S,B(44),S,B(44),S with 8-pt spacing: spacers (787−110−48)/4.
        let spacer = (787.0 - 110 - 48) / 4
        let close1 = 57 + spacer + 8 + 22 + 8 + spacer + 8 + 22
        #expect(abs(f.region(.closeSheet)!.frame.midY - close1) < 1e-9)
        let start = close1 + 22 + 8 + spacer + 8 + 22
        #expect(abs(f.region(.startRequest)!.frame.midY - start) < 1e-9)
    }

    @Test func slowSwipePastHalfDismisses() {
        var m = presented()
        m.drag(from: Point(x: 100, y: 200), to: Point(x: 100, y: 600), at: 2, duration: 2)
        // 400 / 787 ≥ 0.5 (a slow release: its velocity does not count).
        #expect(m.sheet.phase(at: 4) == .dismissing)
        #expect(m.sheet.phase(at: 6) == .hidden)
    }

    @Test func slowShortSwipeReturns() {
        var m = presented()
        // 200 pt at 100 pt/s: 200 / 787 < 0.5.
        m.drag(from: Point(x: 100, y: 200), to: Point(x: 100, y: 400), at: 2, duration: 2)
        #expect(m.sheet.phase(at: 4) == .settling)
        #expect(m.sheet.phase(at: 6) == .presented)
    }

    @Test func fastShortSwipeDismisses() {
        var m = presented()
        m.drag(from: Point(x: 100, y: 200), to: Point(x: 100, y: 300), at: 2, duration: 0.05, steps: 3)
        #expect(m.sheet.phase(at: 2.05) == .dismissing)
    }

    @Test func dragFollowsThePointer() {
        var m = presented()
        _ = m.handle(.pointerDown(Point(x: 100, y: 200)), now: 2)
        _ = m.handle(.pointerMove(Point(x: 100, y: 300)), now: 2.1)
        #expect(close(m.sheet.fraction(at: 2.1) * m.sheetTravel, 100))
        #expect(m.frame(now: 2.1).region(.sheet)?.frame.minY == 157)
    }

    @Test func aPressOnAButtonThatMovesBecomesASheetDrag() {
        var m = presented()
        let c = m.frame(now: 1).region(.closeSheet)!.frame.center
        _ = m.handle(.pointerDown(c), now: 2)
        _ = m.handle(.pointerMove(Point(x: c.x, y: c.y + 60)), now: 2.1)
        #expect(m.pointer == .draggingSheet)
        // Released: no activation.
        #expect(m.handle(.pointerUp(Point(x: c.x, y: c.y + 60)), now: 3) == [])
    }

    @Test func aButtonActivatesOnReleaseInsideOnly() {
        var m = makeMachine()
        let r = m.frame(now: 0).region(.openSheet)!.frame
        _ = m.handle(.pointerDown(r.center), now: 0)
        #expect(m.handle(.pointerMove(Point(x: r.maxX + 30, y: r.midY)), now: 0.1) == [])
        #expect(m.pointer == .pressing(.openSheet, inside: false, start: r.center, dragsSheet: false))
        #expect(m.handle(.pointerUp(Point(x: r.maxX + 30, y: r.midY)), now: 0.2) == [])
        #expect(m.sheet.phase(at: 0.2) == .hidden)
        _ = m.handle(.pointerDown(r.center), now: 1)
        #expect(m.handle(.pointerUp(r.center), now: 1.1) == [.activated(.openSheet)])
    }

    @Test func pressedButtonIsHighlighted() {
        var m = makeMachine()
        let r = m.frame(now: 0).region(.openSheet)!.frame
        _ = m.handle(.pointerDown(r.center), now: 0)
        let labels = m.frame(now: 0).items.flattened().compactMap { p -> TextRun? in
            if case let .text(run) = p, run.string == "Sheetを開く" { return run }
            return nil
        }
        #expect(labels.first?.color == Color(hex: 0x007AFF).withOpacity(0.3))
    }

    @Test func sheetOverTheHalfModal() {
        var m = makeMachine()
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.key(.s), now: 1)
        #expect(m.sheet.phase(at: 1.1) == .presenting)
        _ = m.handle(.tick, now: 2)
        // The card stays at half, shrunk with the main view, unreachable under the sheet.
        #expect(m.halfModal.detent == .half)
        let f = m.frame(now: 2)
        #expect(!f.isHitTestable(.halfModal))
        _ = m.handle(.key(.h), now: 2)
        _ = m.handle(.key(.f), now: 2)
        #expect(m.halfModal.detent == .half)
        m.tap(.closeSheet, at: 3)
        _ = m.handle(.tick, now: 4)
        #expect(m.frame(now: 4).isHitTestable(.halfModal))
    }

    @Test func tabMovesFocusInReadingOrderAndReturnActivates() {
        var m = makeMachine()
        _ = m.handle(.key(.tab), now: 0)
        #expect(m.focus == .openSheet)
        _ = m.handle(.key(.tab), now: 0)
        #expect(m.focus == .toggleHalfModal)
        _ = m.handle(.key(.tab), now: 0)
        #expect(m.focus == .openSheet)
        _ = m.handle(.key(.shiftTab), now: 0)
        #expect(m.focus == .toggleHalfModal)
        _ = m.handle(.key(.shiftTab), now: 0)
        // A visible ring around the focused control.
        #expect(m.frame(now: 0).items.flattened().contains { if case .stroke = $0 { return true } else { return false } })
        #expect(m.handle(.key(.return), now: 0) == [.activated(.openSheet)])
    }
}
