import Testing
@testable import ModalCore

/// The alert's spring, its barrier and hairline, and the sheet's dim, dismissal curve and flick
/// rule, with the numbers of their sources (UIKit `UIAlertControllerVisualStyleAlert`; Flutter
/// `dialog.dart`, `sheet.dart`; DESIGN.md §4; docs/FIDELITY.md).
@Suite struct IOSMotionTests {
    /// A machine with the failure alert up since t = 4 (request at 1, latency 3).
    func alertUp() -> PrototypeMachine {
        var m = makeMachine { $0.request.outcome = .failure }
        m.tap(.openSheet, at: 0)
        let actions = m.tap(.startRequest, at: 1)
        m.complete(actions, at: 4)
        return m
    }

    /// The scale of the alert's group at `t`.
    func alertGroup(_ m: PrototypeMachine, at t: Double) -> (scale: Double, opacity: Double)? {
        for case let .group(transform, opacity, children) in m.frame(now: t).items
        where children.contains(where: { if case let .text(run) = $0 { return run.string == "OK" } else { return false } }) {
            return (transform.scale, opacity)
        }
        return nil
    }

    @Test func alertAppearsWithACriticallyDampedSpring() {
        let a = AlertSettings()
        // ω = √361 = 19; 1 − (1 + ωt)e^(−ωt).
        #expect(close(a.appearProgress(elapsed: 0.1), 0.566_251, 1e-6))
        #expect(close(a.appearProgress(elapsed: 0.2), 0.892_620, 1e-6))
        #expect(a.appearProgress(elapsed: 0) == 0)
        #expect(a.appearProgress(elapsed: 0.4) < 1)
        #expect(a.appearProgress(elapsed: 0.404) == 1)
        let m = alertUp()
        let g = alertGroup(m, at: 4.1)!
        // At 0.1 s at least 55 % opaque and at most 1.12× its final width (UIKit: from 1.2).
        #expect(g.opacity >= 0.55 && g.scale <= 1.12)
        #expect(close(g.scale, 1.2 - 0.2 * 0.566_251, 1e-6))
        #expect(alertGroup(m, at: 4.5)! == (1, 1))
    }

    @Test func aTwentyPercentBarrierComesAndGoesWithTheAlert() {
        var m = alertUp()
        let canvas = Rect(x: 0, y: 0, width: 390, height: 844)
        /// The full-canvas black fill right under the alert's group, if the alert is drawn.
        func barrier(_ t: Double) -> UInt8? {
            let items = m.frame(now: t).items
            guard let i = items.lastIndex(where: { if case .group = $0 { return true } else { return false } }), i > 0,
                  case let .fill(r, .zero, c) = items[i - 1], r == canvas, c.r == 0, c.g == 0, c.b == 0 else { return nil }
            return c.a
        }
        #expect(barrier(4.5) == 51)   // 0.2 × 255
        #expect(barrier(4.1) == UInt8((51 * 0.566_251).rounded()))
        m.tap(.alertOK, at: 5)
        // The cover goes at once; the barrier fades with the alert over 0.2 s, then is gone.
        #expect(barrier(5.1) == 26)   // 51 × 0.5
        #expect(!m.frame(now: 5.1).items.contains(.fill(canvas, .zero, Color(r: 0, g: 0, b: 0, a: 128))))
        #expect(barrier(5.2) == nil)
    }

    @Test func theSeparatorIsOneDevicePixelOnAPixelBoundary() {
        let m = alertUp()
        for scale in [1.0, 2, 3] {
            let f = m.frame(now: 4.5, display: DisplayContext(pixelScale: scale))
            let separators = f.items.flatMap { item -> [Rect] in
                guard case let .group(_, _, children) = item else { return [] }
                return children.compactMap { if case let .fill(r, .zero, c) = $0, c == Theme().separator { return r } else { return nil } }
            }
            #expect(separators.count == 1)
            guard let r = separators.first else { continue }
            #expect(close(r.height * scale, 1))
            #expect(close((r.minY * scale).rounded(), r.minY * scale, 1e-9))
            #expect(r.width == 270)
        }
    }

    @Test func sheetDimsThePresentingViewTenPercent() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        #expect(Settings().sheet.dimAlpha == 0.1)
        #expect(m.frame(now: 1).items.contains(.fill(Rect(x: 0, y: 0, width: 390, height: 844), .zero,
                                                     Color(r: 0, g: 0, b: 0, a: 26))))
    }

    @Test func dismissalRetracesThePresentationAndStartsFast() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        m.tap(.closeSheet, at: 1)
        let curve = Settings().sheet.curve
        #expect(curve == TimingCurve(0.31, 0.59, 0.08, 1))
        for t in [0.1, 0.25, 0.4] {
            #expect(close(m.sheet.fraction(at: 1 + t), curve.value(at: t / 0.5, duration: 0.5)))
        }
        // Fast start: a fifth of the way in time, over half of the way down (the old flipped
        // curve had gone 0.5 % by then).
        #expect(m.sheet.fraction(at: 1.1) > 0.5)
    }

    @Test func aFortyPointDragAtFourHundredPointsPerSecondNoLongerDismisses() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        m.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 340), at: 2, duration: 0.1, steps: 6)
        #expect(m.sheet.phase(at: 2.1) == .settling)
        #expect(m.sheet.phase(at: 4) == .presented)
    }

    @Test func aFlickOfTwoSheetHeightsPerSecondDismisses() {
        // Travel 787 pt: 2 heights/s = 1574 pt/s. 48 pt in 0.03 s = 1600 pt/s dismisses; 1500 does not.
        var fast = makeMachine()
        fast.tap(.openSheet, at: 0)
        fast.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 348), at: 2, duration: 0.03, steps: 3)
        #expect(fast.sheet.phase(at: 2.03) == .dismissing)
        var slower = makeMachine()
        slower.tap(.openSheet, at: 0)
        slower.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 345), at: 2, duration: 0.03, steps: 3)
        #expect(slower.sheet.phase(at: 2.03) == .settling)
    }

    @Test func anUpwardFlickPastHalfStays() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        // Down 650 pt slowly, then back up 200 pt in 0.1 s (2000 pt/s upwards): stays.
        _ = m.handle(.pointerDown(Point(x: 100, y: 100)), now: 2)
        for i in 1...60 { _ = m.handle(.pointerMove(Point(x: 100, y: 100 + Double(i) * 650 / 60)), now: 2 + Double(i) / 60) }
        for i in 1...5 { _ = m.handle(.pointerMove(Point(x: 100, y: 750 - Double(i) * 40)), now: 3 + Double(i) * 0.02) }
        _ = m.handle(.pointerUp(Point(x: 100, y: 550)), now: 3.1)
        #expect(m.sheet.fraction(at: 3.1) > 0.5)
        #expect(m.sheet.phase(at: 3.1) == .settling)
    }

    @Test func ionicsProjectionIsASettingAway() {
        var m = makeMachine { $0.sheet.projectionTime = 1 }
        m.tap(.openSheet, at: 0)
        m.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 340), at: 2, duration: 0.1, steps: 6)
        #expect(m.sheet.phase(at: 2.1) == .dismissing)
    }
}
