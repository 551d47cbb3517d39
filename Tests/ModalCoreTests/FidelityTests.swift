import Testing
@testable import ModalCore

/// Issue 20's figures, in the core: the sheet, its presenting view, the alert and the spinner
/// held against UIKit's constants and Flutter's measured iOS 18 values (docs/FIDELITY.md).
@Suite struct FidelityTests {
    let canvas = Rect(x: 0, y: 0, width: 390, height: 844)
    /// The sheet's travel on the default canvas: 844 − (47 + 10).
    let travel = 787.0

    /// The sheet's top edge (its `sheet` region) at `t`.
    func sheetTop(_ m: PrototypeMachine, _ t: Double) -> Double { m.frame(now: t).region(.sheet)!.frame.minY }

    /// The alpha (0…1) of the full-canvas fill right after the main view's group: the presenting dim.
    func presentingDim(_ m: PrototypeMachine, _ t: Double, display: DisplayContext? = nil) -> Double {
        let items = display.map { m.frame(now: t, display: $0) }?.items ?? m.frame(now: t).items
        guard items.count > 1, case .group = items[0], case let .fill(r, .zero, c) = items[1], r == canvas else { return 0 }
        return Double(c.a) / 255
    }

    @Test func theSheetTravelsAsFlutterMeasuredIOS18BothWays() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        // Flutter fastEaseInToSlowEaseOut: 0.239 / 0.546 / 0.760 / 0.942 (±0.03).
        let expected = [(0.05, 0.239, 0.228_037), (0.10, 0.546, 0.545_027), (0.15, 0.760, 0.768_122),
                        (0.25, 0.942, 0.927_049)]
        for (t, flutter, ours) in expected {
            let travelled = (844 - sheetTop(m, t)) / travel
            #expect(close(travelled, ours, 1e-5), "t \(t): \(travelled)")
            #expect(abs(travelled - flutter) <= 0.03)
        }
        #expect(sheetTop(m, 0.5) == 57)
        m.tap(.closeSheet, at: 1)
        for (t, flutter, ours) in expected.prefix(3) {
            let down = (sheetTop(m, 1 + t) - 57) / travel
            #expect(close(down, ours, 1e-5), "t \(t): \(down)")
            #expect(abs(down - flutter) <= 0.03)
        }
    }

    @Test func thePresentingDimEasesInAndOutAsFlutters() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        let times = [0.05, 0.10, 0.15, 0.25, 0.50]
        let dimIn = [0.026, 0.051, 0.072, 0.092, 0.100], dimOut = [0.074, 0.049, 0.028, 0.008, 0]
        for (t, d) in zip(times, dimIn) {
            #expect(abs(m.settings.sheet.dimAlpha * m.sheet.presentingProgress(at: t) - d) < 0.0006, "in \(t)")
            #expect(abs(presentingDim(m, t) - d) < 0.003, "in \(t): \(presentingDim(m, t))")
        }
        m.tap(.closeSheet, at: 1)
        for (t, d) in zip(times, dimOut) {
            #expect(abs(m.settings.sheet.dimAlpha * m.sheet.presentingProgress(at: 1 + t) - d) < 0.0006, "out \(t)")
            #expect(abs(presentingDim(m, 1 + t) - d) < 0.003, "out \(t)")
        }
    }

    /// The main view's fill radius on screen (its local radius times the group's scale) at `t`.
    func presentingRadius(_ m: PrototypeMachine, _ t: Double, _ display: DisplayContext) -> Double {
        guard case let .group(transform, _, children) = m.frame(now: t, display: display).items[0],
              case let .fill(_, radii, _) = children[0] else { return -1 }
        return radii.topLeft * transform.scale
    }

    @Test func inDarkAppearanceThePresentingViewIsDimmedBlackAsUIKitDoes() {
        var m = makeMachine { $0.appearance = .dark }
        m.tap(.openSheet, at: 0)
        #expect(m.frame(now: 1).items[1] == .fill(canvas, .zero, Color(r: 0, g: 0, b: 0, a: 26)))
        // Flutter's lightening (#C8C8C8 at 10 %) is a setting away.
        var flutter = makeMachine { $0.appearance = .dark; $0.sheet.darkDimWhite = 200.0 / 255 }
        flutter.tap(.openSheet, at: 0)
        #expect(flutter.frame(now: 1).items[1] == .fill(canvas, .zero, Color(r: 200, g: 200, b: 200, a: 26)))
    }

    @Test func thePresentingViewsCornersShrinkFromTheDisplaysRadius() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        for scale in [1.0, 2, 3] {
            for chrome in [true, false] {
                let d = DisplayContext(device: .iPhone14, showsChrome: chrome, pixelScale: scale)
                // 47.33 + (10 − 47.33) × linearToEaseOut(0.2) = 28.17 at 0.1 s; 10 presented.
                let early = presentingRadius(m, 0.1, d)
                #expect(close(early, 47.33 - 37.33 * TimingCurve(0.35, 0.91, 0.33, 0.97).value(at: 0.2, duration: 0.5), 1e-9))
                #expect(early > 18 && early < 40)
                #expect(close(presentingRadius(m, 0.001, d), 47.136, 0.001))   // 2 ms in: still the display's
                #expect(close(presentingRadius(m, 1, d), 10, 1e-9))
            }
            // A typed-in canvas has square corners: the radius starts at 0.
            let custom = DisplayContext(device: .custom(Size(width: 390, height: 844), safeAreaTop: 47, safeAreaBottom: 34),
                                        showsChrome: false, pixelScale: scale)
            #expect(presentingRadius(m, 0.001, custom) < 0.1)
            #expect(close(presentingRadius(m, 0.1, custom), 10 * TimingCurve(0.35, 0.91, 0.33, 0.97).value(at: 0.2, duration: 0.5), 1e-9))
        }
    }

    @Test func anUpwardDragStretchesAtMostPointEightPercentAndReturnsIn180ms() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        _ = m.handle(.pointerDown(Point(x: 100, y: 400)), now: 1)
        for i in 1...20 { _ = m.handle(.pointerMove(Point(x: 100, y: 400 - Double(i) * 10)), now: 1 + Double(i) * 0.02) }
        // 200 pt up raises the top by 0.008 × 844 = 6.752 pt, no more.
        #expect(close(57 - sheetTop(m, 1.4), 6.752, 1e-9))
        _ = m.handle(.pointerUp(Point(x: 100, y: 200)), now: 1.4)
        #expect(m.sheet.phase(at: 1.4) == .settling)
        // easeOut over 0.18 s: back exactly at 0.18 s, well within 0.5 pt by 0.25 s.
        #expect(close(57 - sheetTop(m, 1.49), 6.752 * (1 - TimingCurve.easeOut.value(at: 0.5, duration: 0.18)), 1e-6))
        #expect(sheetTop(m, 1.58) == 57)
        #expect(abs(sheetTop(m, 1.65) - 57) < 0.5)
        #expect(m.sheet.phase(at: 1.65) == .presented)
    }

    /// A slow drag of `fraction` of the travel down from presented, released at rest.
    func slowRelease(_ fraction: Double) -> SheetMachine.Phase {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        let distance = fraction * travel
        _ = m.handle(.pointerDown(Point(x: 100, y: 100)), now: 1)
        for i in 1...60 { _ = m.handle(.pointerMove(Point(x: 100, y: 100 + distance * Double(i) / 60)), now: 1 + Double(i) / 30) }
        // Held still for half a second: the release is well under 0.5 heights/s.
        _ = m.handle(.pointerMove(Point(x: 100, y: 100 + distance)), now: 3.5)
        _ = m.handle(.pointerUp(Point(x: 100, y: 100 + distance)), now: 3.5)
        return m.sheet.phase(at: 3.5)
    }

    @Test func aSlowReleasePastFortyEightPercentDismisses() {
        #expect(Settings().sheet.dismissFraction == 0.48)   // Flutter: pops when value ≤ 0.52
        #expect(slowRelease(0.495) == .dismissing)
        #expect(slowRelease(0.485) == .dismissing)
        #expect(slowRelease(0.475) == .settling)
        #expect(slowRelease(0.465) == .settling)
    }

    /// A machine with the failure alert up since t = 4 (request at 1, latency 3).
    func alertUp(_ configure: (inout Settings) -> Void = { _ in }) -> PrototypeMachine {
        var m = makeMachine { $0.request.outcome = .failure; configure(&$0) }
        m.tap(.openSheet, at: 0)
        m.complete(m.tap(.startRequest, at: 1), at: 4)
        return m
    }

    /// The alert's group (scale, opacity) at `t`, if drawn.
    func alert(_ m: PrototypeMachine, _ t: Double) -> (scale: Double, opacity: Double)? {
        for case let .group(transform, opacity, children) in m.frame(now: t).items
        where children.contains(where: { if case let .text(run) = $0 { return run.string == "OK" } else { return false } }) {
            return (transform.scale, opacity)
        }
        return nil
    }

    @Test func theAlertScalesFromUIKits1_2Over0_404sAndLeavesWithAlphaAlone() {
        var m = alertUp()
        #expect(alert(m, 4)! == (1.2, 0))
        #expect(m.frame(now: 4).region(.alert)!.frame.width == 270 * 1.2)
        // The first frame drawn after it (60 Hz): 1.2 − 0.2 × 0.040711 = 1.191858, within 0.01.
        #expect(close(alert(m, 4 + 1.0 / 60)!.scale, 1.191_858, 1e-6))
        // Within 0.005 of 1 by 0.41 s (snapped to 1 from 0.404 s).
        #expect(abs(alert(m, 4.4)!.scale - 1) < 0.005)
        #expect(alert(m, 4.41)! == (1, 1))
        m.tap(.alertOK, at: 5)
        #expect(alert(m, 5.1)!.scale == 1 && close(alert(m, 5.1)!.opacity, 0.5, 1e-9))   // alpha only, no scale
        #expect(alert(m, 5.2) == nil)
        #expect(alert(m, 5.26) == nil)
    }

    @Test func theDarkBarrierIsUIKitsFortyEightPercent() {
        let m = alertUp { $0.appearance = .dark }
        let items = m.frame(now: 5).items
        guard let i = items.lastIndex(where: { if case .group = $0 { return true } else { return false } }),
              case let .fill(r, .zero, c) = items[i - 1] else { Issue.record("no barrier"); return }
        #expect(r == canvas && c == Color(r: 0, g: 0, b: 0, a: 122))   // 0.48 × 255
        // The seed's 50 % cover stays under it; light mode keeps 0.2.
        #expect(items.contains(.fill(canvas, .zero, Color(r: 0, g: 0, b: 0, a: 128))))
        #expect(alertUp().frame(now: 5).items.contains(.fill(canvas, .zero, Color(r: 0, g: 0, b: 0, a: 51))))
    }

    @Test func aPressedAlertButtonShowsE1E1E1BehindItsUnchangedLabel() {
        var m = alertUp()
        let ok = m.frame(now: 5).region(.alertOK)!.frame
        _ = m.handle(.pointerDown(ok.center), now: 5)
        guard case let .group(_, _, children)? = m.frame(now: 5).items.last else { Issue.record("no alert"); return }
        let pressed = children.compactMap { item -> Rect? in
            if case let .fill(r, _, c) = item, c == Color(hex: 0xE1E1E1) { return r } else { return nil }
        }
        #expect(pressed.count == 1)
        #expect(pressed.first.map { $0.contains(Rect(x: ok.minX, y: ok.minY + 1, width: ok.width, height: ok.height - 1)) } == true)
        let label = children.compactMap { item -> Color? in
            if case let .text(run) = item, run.string == "OK" { return run.color } else { return nil }
        }
        #expect(label == [Theme().blue])
        // The fill lies under the label: drawn before it.
        #expect(children.firstIndex { if case .fill(_, _, Color(hex: 0xE1E1E1)) = $0 { return true } else { return false } }!
                < children.firstIndex { if case let .text(run) = $0 { return run.string == "OK" } else { return false } }!)
    }

    @Test func theSpinnerTurnsIn0_8sWithA0_32Floor() {
        let c = CoverSettings()
        #expect(c.spinnerPeriod == 0.8)
        #expect(Spinner.activeTick(elapsed: 0.05, settings: c) == 0)
        #expect(Spinner.activeTick(elapsed: 0.45, settings: c) == 4)
        #expect(Spinner.activeTick(elapsed: 0.85, settings: c) == 0)   // one full turn in 0.8 s
        #expect(close((0..<8).map { Spinner.alpha(behind: $0, settings: c) }.min()!, 0.32, 1e-12))
        #expect(Spinner.alpha(behind: 0, settings: c) == 1)
        let alphas = Spinner.spokes(center: Point(x: 0, y: 0), elapsed: 0.05, settings: c, color: Color(hex: 0x3C3C44))
            .compactMap { item -> UInt8? in if case let .line(_, _, _, col) = item { return col.a } else { return nil } }
        #expect(alphas.min() == 82 && alphas.max() == 255)   // 0.32 × 255 = 81.6
    }

    @Test func theSeedsStayTheSpec() {
        let s = Settings()
        #expect(s.cover.dimAlpha == 0.5 && s.request.latency == 3)
        #expect(s.halfModal.profile == .seed && s.halfModal.curve == TimingCurve(0.2, 0.8, 0.2, 1) && s.halfModal.duration == 0.9)
        #expect(s.halfModal.hideThreshold == 50 && s.halfModal.fullThreshold == 100 && s.halfModal.stayFullThreshold == 250)
        // The sheet's printed animation follows the new curve.
        #expect(SwiftUIExport.source(for: s).contains("Animation.timingCurve(0.31, 0.59, 0.08, 1, duration: 0.5)"))
    }
}
