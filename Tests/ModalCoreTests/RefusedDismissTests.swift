import Testing
@testable import ModalCore

/// Dismissal that can be refused (issue 34, item 4): with `sheet.interactiveDismissDisabled`
/// a pull-down follows through UIScrollView's rubber band (x·d·0.55/(d + 0.55·x), d = 787)
/// and springs back; the HUD says "dismiss refused". The native sheet likewise.
@Suite struct RefusedDismissTests {
    func presented(disabled: Bool) -> PrototypeMachine {
        var m = makeMachine { $0.sheet.interactiveDismissDisabled = disabled }
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        return m
    }

    /// The sheet's top edge at `t`.
    func top(_ m: PrototypeMachine, _ t: Double) -> Double { 57 + m.sheet.fraction(at: t) * m.sheetTravel }

    @Test func aPullDownFollowsWithResistanceAndSpringsBack() {
        var m = presented(disabled: true)
        _ = m.handle(.pointerDown(Point(x: 195, y: 200)), now: 1)
        for i in 1...24 { _ = m.handle(.pointerMove(Point(x: 195, y: 200 + 300 * Double(i) / 24)), now: 1 + 0.4 * Double(i) / 24) }
        // 300 pt of finger: 300·787·0.55/(787 + 165) = 136.40 pt.
        let banded: Double = 300.0 * 787.0 * 0.55 / (787.0 + 0.55 * 300.0)
        #expect(close(top(m, 1.4), 57 + banded, 1e-6))
        _ = m.handle(.pointerUp(Point(x: 195, y: 500)), now: 1.4)
        #expect(m.sheet.phase(at: 1.4) == .settling)
        #expect(close(m.sheet.refusedAt ?? 0, 1.4))
        #expect(HUD.sheetName(m.sheet, now: 1.5).hasSuffix("dismiss refused"))
        #expect(abs(top(m, 2.6) - 57) <= 1)
        _ = m.handle(.tick, now: 2.6)
        #expect(m.sheet.isActive(at: 2.6))
    }

    @Test func aFlickThatWouldDismissIsRefused() {
        // The same fast, long flick dismisses without the setting and stays with it.
        for disabled in [false, true] {
            var m = presented(disabled: disabled)
            m.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 800), at: 1, duration: 0.15)
            _ = m.handle(.tick, now: 3)
            #expect(m.sheet.isOnScreen(at: 3) == disabled)
            #expect((m.sheet.refusedAt != nil) == disabled)
        }
    }

    @Test func theCloseButtonAndEscapeStillClose() {
        var m = presented(disabled: true)
        _ = m.handle(.key(.escape), now: 1)
        _ = m.handle(.tick, now: 2)
        #expect(!m.sheet.isOnScreen(at: 2))
    }

    @Test func aDragCaughtWhileReturningContinuesFromWhereTheSheetIs() {
        var m = presented(disabled: true)
        m.drag(from: Point(x: 195, y: 200), to: Point(x: 195, y: 500), at: 1, duration: 0.4)
        _ = m.handle(.pointerDown(Point(x: 195, y: 600)), now: 1.5)
        let shown = top(m, 1.52)
        _ = m.handle(.pointerMove(Point(x: 195, y: 615)), now: 1.52)
        _ = m.handle(.pointerMove(Point(x: 195, y: 615)), now: 1.53)
        // The band's inverse maps the caught place back to a finger offset: 15 pt of finger move
        // it by the band's slope there, less than 15 pt and more than 0.
        let moved = top(m, 1.53) - shown
        #expect(moved > 1 && moved < 15)
        #expect(HUD.sheetName(m.sheet, now: 1.53) == "dragging")
    }

    @Test func theNativeSheetNamesARefusedDismissalToo() {
        var m = makeMachine {
            $0.halfModal.profile = .native
            $0.native.interactiveDismissDisabled = .true
        }
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 1)
        let medium = m.halfModal.top(of: .half)
        m.drag(from: Point(x: 195, y: medium + 40), to: Point(x: 195, y: medium + 340), at: 1, duration: 0.4)
        #expect(close(m.halfModal.refusedAt ?? 0, 1.4))
        #expect(HUD.motionName(m.halfModal, now: 1.5).hasSuffix("dismiss refused"))
        _ = m.handle(.tick, now: 3)
        #expect(abs(m.halfModal.top(at: 3) - medium) < 1)
        m.tap(.halfModalGrabber, at: 3)
        #expect(m.halfModal.refusedAt == nil)
    }
}
