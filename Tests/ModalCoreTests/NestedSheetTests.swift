import Testing
@testable import ModalCore

/// A sheet over a sheet (issue 34, item 3): "もう一枚" presents a second page sheet in the
/// first sheet's place; the first recedes (scale 0.92 about its top centre, up 10 pt, dim 0.1)
/// and comes back when the top sheet closes.
@Suite struct NestedSheetTests {
    /// The first sheet at rest at t = 1, the nested one opened at 1 and settled by 2.
    func stacked(_ configure: (inout Settings) -> Void = { _ in }) -> PrototypeMachine {
        var m = makeMachine(configure)
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        m.tap(.openNestedSheet, at: 1)
        _ = m.handle(.tick, now: 2)
        return m
    }

    /// Every string the frame draws.
    static func strings(_ f: Frame) -> [String] {
        f.items.flattened().compactMap { if case let .text(run) = $0 { return run.string } else { return nil } }
    }

    @Test func theButtonSitsBelowTheRequestButtonInBothLanguages() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        let f = m.frame(now: 1)
        let request = f.region(.startRequest)!.frame, open = f.region(.openNestedSheet)!.frame
        #expect(close(open.minY, request.maxY + 8))
        #expect(close(open.height, 44))
        #expect(Self.strings(f).contains("もう一枚"))
        let en = makeMachine { $0.language = .en }
        var e = en
        e.tap(.openSheet, at: 0)
        #expect(Self.strings(e.frame(now: 1)).contains("Another sheet"))
    }

    @Test func theNestedSheetTakesTheFirstSheetsPlaceAndTheFirstRecedes() {
        let m = stacked()
        let f = m.frame(now: 2)
        #expect(f.region(.nestedSheet)?.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        // 390 × 0.92 = 358.8 wide, centred; its top 57 − 10 = 47, 10 pt above the nested sheet's.
        let first = f.region(.sheet)!.frame
        #expect(close(first.width, 358.8, 1e-9) && close(first.minX, 15.6, 1e-9))
        #expect(close(first.minY, 47, 1e-9))
        #expect(f.isHitTestable(.sheet) && f.isHitTestable(.nestedSheet) && f.isHitTestable(.closeNestedSheet))
        for id in [ElementID.closeSheet, .startRequest, .openNestedSheet] { #expect(!f.isHitTestable(id)) }
        // The covered sheet is dimmed black at 0.1 inside its transform.
        let dims = f.items.compactMap { item -> Double? in
            guard case let .group(t, _, list) = item, close(t.scale, 0.92) else { return nil }
            return list.compactMap { if case let .fill(_, _, c) = $0, c.r == 0, c.g == 0, c.b == 0 { return Double(c.a) / 255 } else { return nil } }.first
        }
        #expect(dims.count == 1 && abs(dims[0] - 0.1) < 0.003)
    }

    @Test func theRecedingFollowsTheNestedSheetsPresentingCurve() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        m.tap(.openNestedSheet, at: 1)
        // At 0.1 s the presenting curve (linearToEaseOut) is at 0.51: scale 1 − 0.08 × 0.51.
        let p = m.nestedSheet.presentingProgress(at: 1.1)
        #expect(p > 0.4 && p < 0.6)
        let first = m.frame(now: 1.1).region(.sheet)!.frame
        #expect(close(first.width, 390 * (1 - 0.08 * p), 1e-6))
        #expect(close(first.minY, 57 - 10 * p, 1e-6))
    }

    @Test func escapeClosesTheTopSheetFirstAndTheFirstComesBack() {
        var m = stacked()
        _ = m.handle(.key(.escape), now: 2)
        #expect(m.sheet.phase(at: 2) == .presented)
        _ = m.handle(.tick, now: 3)
        let f = m.frame(now: 3)
        #expect(f.region(.nestedSheet) == nil)
        #expect(f.region(.sheet)?.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        #expect(f.isHitTestable(.openNestedSheet) && f.isHitTestable(.startRequest))
        _ = m.handle(.key(.escape), now: 3)
        _ = m.handle(.tick, now: 4)
        #expect(!m.sheet.isOnScreen(at: 4))
    }

    @Test func aDragDismissesTheNestedSheetAloneAndTheCloseButtonToo() {
        var m = stacked()
        m.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 800), at: 2, duration: 0.2)
        #expect(m.nestedSheet.phase(at: 2.2) == .dismissing)
        #expect(m.sheet.phase(at: 2.2) == .presented)
        _ = m.handle(.tick, now: 3.5)
        #expect(!m.nestedSheet.isOnScreen(at: 3.5) && m.sheet.isActive(at: 3.5))
        m.tap(.openNestedSheet, at: 3.5)
        _ = m.handle(.tick, now: 4.5)
        m.tap(.closeNestedSheet, at: 4.5)
        _ = m.handle(.tick, now: 5.5)
        #expect(!m.nestedSheet.isOnScreen(at: 5.5) && m.sheet.phase(at: 5.5) == .presented)
    }

    @Test func aPressOnTheCoveredSheetsTopDragsNothing() {
        var m = stacked()
        m.drag(from: Point(x: 195, y: 50), to: Point(x: 195, y: 600), at: 2, duration: 0.2)
        #expect(m.nestedSheet.phase(at: 2.2) == .presented && m.sheet.phase(at: 2.2) == .presented)
    }

    @Test func theCoverFromTheFirstSheetCoversTheWholeScreenAndSuccessClosesBoth() {
        var m = makeMachine { $0.cover.graceTime = 0.5 }
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        let started = m.tap(.startRequest, at: 1)
        // Within the grace time the nested sheet can still be opened; the cover then covers all.
        m.tap(.openNestedSheet, at: 1.1)
        let f = m.frame(now: 2)
        #expect(f.region(.loadingCover)?.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(f.hitTest(Point(x: 195, y: 400))?.id == .loadingCover)
        m.complete(started, at: 4)
        #expect(m.sheet.phase(at: 4) == .dismissing && m.nestedSheet.phase(at: 4) == .dismissing)
        _ = m.handle(.tick, now: 5)
        #expect(!m.sheet.isOnScreen(at: 5) && !m.nestedSheet.isOnScreen(at: 5))
        #expect(m.invariantViolations(now: 5).isEmpty)
    }

    @Test func theInvariantsNameANestedSheetWithoutTheFirst() {
        var m = stacked()
        #expect(m.invariantViolations(now: 2).isEmpty)
        m.sheet.reset()
        #expect(m.invariantViolations(now: 2).contains("nested sheet without the first"))
    }

    @Test func reduceMotionKeepsTheCoveredSheetInPlaceAndDimmed() {
        let m = stacked { $0.accessibility.reduceMotion = true }
        let f = m.frame(now: 2)
        #expect(f.region(.sheet) == nil || f.region(.sheet)?.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        #expect(f.region(.nestedSheet)?.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        let dimmed = f.items.contains { item in
            guard case let .group(t, _, list) = item, t.isIdentity else { return false }
            return list.contains { if case let .fill(_, _, c) = $0 { return c == Color.black.withAlpha(0.1) } else { return false } }
        }
        #expect(dimmed)
    }

    @Test func theHUDNamesTheNestedSheet() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        m.tap(.openNestedSheet, at: 1)
        let words = HUD.items(lanes: [m], traces: [], now: 1.1, status: HUD.Status()).flattened().compactMap {
            if case let .text(run) = $0 { return run.string } else { return nil }
        }
        #expect(words.contains { $0.hasPrefix("nested sheet presenting (curve)") })
    }
}
