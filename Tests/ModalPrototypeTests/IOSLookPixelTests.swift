import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The iOS look measured from headless pixels at ×1, ×2 and ×3: the alert's spring, barrier and
/// hairline, the sheet's dim, dismissal (retracing the presentation) and flick rule, and the
/// dark appearance.
@Suite(.serialized) struct IOSLookPixelTests {
    static let scales: [Double] = [1, 2, 3]
    let alertSteps = "0 set request.outcome failure\n0 tap open-sheet\n1 tap start-request"
    var alertScenario: String { alertSteps + "\n6 end" }

    /// The canvas pixel at point (x, y).
    func at(_ r: HeadlessRunner, _ x: Double, _ y: Double) -> Color {
        r.canvas.pixel(x: Int(x * r.scale), y: Int(y * r.scale))
    }

    func differs(_ a: Color, _ b: Color, by d: Int) -> Bool { !near(a, b, d) }

    @Test(arguments: scales) func alertIsOverHalfOpaqueAndNearlyFullSizeAfterATenthOfASecond(scale: Double) throws {
        // The alert starts appearing at 4.0 (request at 1, 3 s latency).
        let r = try rendered(alertScenario, at: 4.1, args: ["--scale", "\(scale)"])
        let y = 432.0   // inside the body, below the message, above the separator
        let around = at(r, 20, y)
        var first: Int?, last = 0
        for x in 0..<r.canvas.width where differs(r.canvas.pixel(x: x, y: Int(y * scale)), around, by: 8) {
            first = first ?? x
            last = x
        }
        let width = Double(last - (first ?? last) + 1) / scale
        #expect(width <= 270 * 1.12, "width \(width) pt")
        #expect(width >= 270 * 1.05, "width \(width) pt: still growing from 1.3")
        // The body is (242 − C)·0.8·opacity above the colour C around it (the underlay is C).
        let body = at(r, 195, y)
        let opacity = (Double(body.g) - Double(around.g)) / (0.8 * (242 - Double(around.g)))
        #expect(opacity >= 0.55, "opacity \(opacity)")
        #expect(opacity <= 0.75, "opacity \(opacity)")
    }

    @Test(arguments: scales) func theCoverAroundTheAlertIsDimmedByTheBarrier(scale: Double) throws {
        let r = try rendered(alertScenario, at: 5, args: ["--scale", "\(scale)"])
        for (x, y) in [(40.0, 300.0), (350, 600), (195, 340), (195, 500)] {
            #expect(near(at(r, x, y), Color(r: 21, g: 79, b: 35), 4), "at \(x),\(y): \(at(r, x, y))")
        }
        // Without the alert (before it appears) the cover is the plain 50 %.
        let before = try rendered(alertScenario, at: 3.9, args: ["--scale", "\(scale)"])
        #expect(near(at(before, 40, 300), Color(r: 26, g: 100, b: 45)))
        // And it fades with the alert: 0.1 s into the 0.2 s fade-out the barrier is half.
        let fading = try rendered(alertSteps + "\n5 tap alert-ok\n6 end", at: 5.1, args: ["--scale", "\(scale)"])
        // The cover is gone; the sheet's green under a 10 % barrier (half of 20 %).
        #expect(near(at(fading, 40, 300), Color(r: 47, g: 179, b: 80), 3), "\(at(fading, 40, 300))")
    }

    @Test(arguments: scales) func theSeparatorIsOnePixelThick(scale: Double) throws {
        let r = try rendered(alertScenario, at: 5, args: ["--scale", "\(scale)"])
        let alert = r.machine.frame(now: 5).region(.alert)!.frame
        let x = Int((alert.minX + 30) * scale)
        let body = at(r, alert.minX + 30, alert.minY + 70)
        // The separator lies 84 pt below the alert's top (padding, title, gap, message, padding).
        let from = Int((alert.minY + 78) * scale), to = Int((alert.minY + 90) * scale)
        let rows = (from...to).filter { differs(r.canvas.pixel(x: x, y: $0), body, by: 6) }
        #expect(rows.count == 1, "rows \(rows) at ×\(scale)")
    }

    @Test(arguments: scales) func thePresentingViewIsDimmedTenPercent(scale: Double) throws {
        let r = try rendered("0 tap open-sheet\n1 end", at: 1, args: ["--scale", "\(scale)"])
        #expect(near(at(r, 195, 52), Color(r: 230, g: 134, b: 0)), "\(at(r, 195, 52))")
    }

    @Test(arguments: scales) func theSheetLeavesFastRetracingItsPresentation(scale: Double) throws {
        // 0.1 s into the dismissal the sheet has moved 54.5 % (429 pt) down, its top at 486
        // (Flutter: 54.6 %); the old flipped curve had moved it 0.5 %.
        let r = try rendered("0 tap open-sheet\n1 tap close-sheet\n2 end", at: 1.1, args: ["--scale", "\(scale)"])
        #expect(near(at(r, 195, 300), Color(hex: 0xFF9500), 14), "\(at(r, 195, 300))")
        #expect(at(r, 195, 480).r > 200)
        #expect(at(r, 195, 492) == Color(hex: 0x34C759))
    }

    @Test(arguments: scales) func aFortyPointFlickAtFourHundredPointsPerSecondDoesNotDismiss(scale: Double) throws {
        let r = try rendered("0 tap open-sheet\n1 drag 100 300 100 340 0.1\n2 end", at: 2, args: ["--scale", "\(scale)"])
        #expect(at(r, 195, 60) == Color(hex: 0x34C759))
        let fast = try rendered("0 tap open-sheet\n1 drag 100 300 100 400 0.05\n2 end", at: 2, args: ["--scale", "\(scale)"])
        #expect(near(at(fast, 195, 300), Color(hex: 0xFF9500)))
    }

    @Test(arguments: scales) func darkAppearancePaintsTheDarkSystemColours(scale: Double) throws {
        let main = try rendered("0 end", at: 0, args: ["--scale", "\(scale)", "--appearance", "dark"])
        #expect(near(at(main, 100, 300), Color(hex: 0xFF9F0A)), "\(at(main, 100, 300))")
        // The home indicator is white in dark appearance.
        #expect(at(main, 195, 844 - 8 - 2.5) == .white)
        let sheet = try rendered("0 tap open-sheet\n1 end", at: 1, args: ["--scale", "\(scale)", "--appearance", "dark"])
        #expect(near(at(sheet, 195, 300), Color(hex: 0x30D158)), "\(at(sheet, 195, 300))")
        // The spinner's spokes are #EBEBF5: over the cover some pixel near it is bright.
        let cover = try rendered("0 tap open-sheet\n1 tap start-request\n2 end", at: 2,
                                 args: ["--scale", "\(scale)", "--set", "appearance=dark"])
        var brightest = 0
        for y in Int(410 * scale)..<Int(434 * scale) { for x in Int(183 * scale)..<Int(207 * scale) {
            brightest = max(brightest, Int(cover.canvas.pixel(x: x, y: y).r))
        } }
        #expect(brightest >= 90, "brightest red \(brightest)")
        let light = try rendered("0 tap open-sheet\n1 tap start-request\n2 end", at: 2, args: ["--scale", "\(scale)"])
        var lightest = 0
        for y in Int(410 * scale)..<Int(434 * scale) { for x in Int(183 * scale)..<Int(207 * scale) {
            lightest = max(lightest, Int(light.canvas.pixel(x: x, y: y).r))
        } }
        #expect(lightest <= 60, "the light-mode spinner is #3C3C44 (its head at alpha 1): \(lightest)")
    }
}
