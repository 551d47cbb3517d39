import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 20's figures measured from headless pixels (`--no-chrome`, 390×844) at ×1, ×2 and ×3:
/// the presenting view's dim and corners, the dark barrier, the pressed alert button and the
/// spinner's floor (docs/FIDELITY.md).
@Suite(.serialized) struct FidelityPixelTests {
    static let scales: [Double] = [1, 2, 3]
    let alertSteps = "0 set request.outcome failure\n0 tap open-sheet\n1 tap start-request"

    func at(_ r: HeadlessRunner, _ x: Double, _ y: Double) -> Color {
        r.canvas.pixel(x: Int(x * r.scale), y: Int(y * r.scale))
    }

    @Test(arguments: scales) func thePresentingDimReadsFluttersFigures(scale: Double) throws {
        let args = ["--scale", "\(scale)", "--no-chrome"]
        let script = "0 tap open-sheet\n1 tap close-sheet\n2 end"
        // The orange main view (G 149) under the dim, above the sheet's top at each time.
        let figures: [(Double, Double, Double)] = [(0.05, 0.026, 300), (0.10, 0.051, 300), (0.15, 0.072, 200),
                                                   (0.25, 0.092, 90), (0.50, 0.100, 52),
                                                   (1.05, 0.074, 200), (1.10, 0.049, 300), (1.15, 0.028, 400),
                                                   (1.25, 0.008, 500), (1.50, 0, 500)]
        for (t, dim, y) in figures {
            let r = try rendered(script, at: t, args: args)
            let measured = 1 - Double(at(r, 195, y).g) / 149
            #expect(abs(measured - dim) <= 0.01, "t \(t): \(measured)")
        }
    }

    /// The corner radius of the presenting view read from pixels, by area: in a box of side
    /// `side` at its top-left corner (scale s about the top centre, moved down 47·p) the part
    /// outside a rounded corner of radius r is r²(1 − π/4). A pixel's coverage is its red over
    /// the orange's red (the background is black), so partly covered pixels count exactly.
    func cornerRadius(_ r: HeadlessRunner, t: Double, side: Double) -> Double {
        let p = r.machine.sheet.presentingProgress(at: t)
        let x0 = 195 * 0.08 * p, y0 = 47 * p
        let full = Double(at(r, 195, y0 + side / 2).r)
        var outside = 0.0
        for py in Int(y0 * r.scale)..<Int(((y0 + side) * r.scale).rounded(.up)) {
            for px in Int(x0 * r.scale)..<Int(((x0 + side) * r.scale).rounded(.up)) {
                // The part of this pixel inside the box, in pixels.
                let ox = min(Double(px + 1), (x0 + side) * r.scale) - max(Double(px), x0 * r.scale)
                let oy = min(Double(py + 1), (y0 + side) * r.scale) - max(Double(py), y0 * r.scale)
                let coverage = min(Double(r.canvas.pixel(x: px, y: py).r) / full, 1)
                outside += max(max(ox, 0) * max(oy, 0) - coverage, 0)
            }
        }
        return (outside / (r.scale * r.scale) / (1 - Double.pi / 4)).squareRoot()
    }

    @Test(arguments: scales) func thePresentingCornersShrinkFromTheDisplaysRadius(scale: Double) throws {
        let script = "0 tap open-sheet\n1 end"
        let early = try rendered(script, at: 0.1, args: ["--scale", "\(scale)", "--no-chrome"])
        // 47.33 + (10 − 47.33) × linearToEaseOut(0.2) = 28.17 pt at 0.1 s.
        let r1 = cornerRadius(early, t: 0.1, side: 40)
        #expect(r1 > 18 && r1 < 40, "0.1 s: \(r1)")
        #expect(abs(r1 - 28.17) < 1, "0.1 s: \(r1)")
        let presented = try rendered(script, at: 0.8, args: ["--scale", "\(scale)", "--no-chrome"])
        let r2 = cornerRadius(presented, t: 0.8, side: 9.9)
        #expect(abs(r2 - 10) <= 1, "presented: \(r2)")
        // With --size and no device: from 0, so 10 × 0.513 = 5.13 pt at 0.1 s on the way to 10.
        let typed = try rendered(script, at: 0.1, args: ["--scale", "\(scale)", "--no-chrome", "--size", "390x844"])
        let r3 = cornerRadius(typed, t: 0.1, side: 40)
        #expect(abs(r3 - 5.13) < 1, "typed-in: \(r3)")
    }

    @Test(arguments: scales) func theDarkBarrierIsBlackAtFortyEightPercent(scale: Double) throws {
        let args = ["--scale", "\(scale)", "--appearance", "dark", "--no-chrome"]
        let cover = try rendered(alertSteps + "\n6 end", at: 3.9, args: args)
        let alert = try rendered(alertSteps + "\n6 end", at: 5, args: args)
        for (x, y) in [(40.0, 300.0), (350, 600)] {
            let c = at(cover, x, y), a = at(alert, x, y)
            let alpha = 1 - Double(a.g) / Double(c.g)
            #expect(abs(alpha - 0.48) <= 0.01, "at \(x),\(y): \(c) → \(a), alpha \(alpha)")
        }
    }

    @Test(arguments: scales) func aHeldAlertButtonShowsE1E1E1BehindItsLabel(scale: Double) throws {
        let args = ["--scale", "\(scale)", "--no-chrome"]
        let up = try rendered(alertSteps + "\n6 end", at: 5, args: args)
        let ok = up.machine.frame(now: 5).region(.alertOK)!.frame
        let held = try rendered(alertSteps + "\n5 down \(ok.midX) \(ok.midY)\n6 end", at: 5.1, args: args)
        for (x, y) in [(ok.minX + 20, ok.midY), (ok.maxX - 20, ok.midY), (ok.midX - 40, ok.minY + 4)] {
            #expect(near(at(held, x, y), Color(hex: 0xE1E1E1), 3), "at \(x),\(y): \(at(held, x, y))")
        }
        // The label keeps its blue: its darkest pixel is as blue while held as when not.
        func bluest(_ r: HeadlessRunner) -> Int {
            var best = 255
            for y in Int(ok.minY * scale)..<Int(ok.maxY * scale) {
                for x in Int((ok.midX - 15) * scale)..<Int((ok.midX + 15) * scale) { best = min(best, Int(r.canvas.pixel(x: x, y: y).r)) }
            }
            return best
        }
        #expect(bluest(held) <= 10 && bluest(up) <= 10)
    }

    @Test(arguments: scales) func theSpinnersFaintestSpokeReadsThirtyTwoPercent(scale: Double) throws {
        let args = ["--scale", "\(scale)", "--appearance", "dark", "--no-chrome"]
        let script = "0 tap open-sheet\n1 tap start-request\n3 end"
        // 0.05 s in, the head is spoke 7 and spoke 0 (straight up) sits at the floor.
        let r = try rendered(script, at: 1.05, args: args)
        let cover = at(r, 225, 422), spoke = at(r, 195, 422 - 6.5)
        let alpha = (Double(spoke.r) - Double(cover.r)) / (235 - Double(cover.r))
        #expect(abs(alpha - 0.32) <= 0.03, "\(cover) → \(spoke): \(alpha)")
        // One full turn in 0.8 s: the spinner looks the same 0.8 s later.
        let later = try rendered(script, at: 1.85, args: args)
        for dy in stride(from: -10.0, through: 10, by: 1) {
            for dx in stride(from: -10.0, through: 10, by: 1) {
                #expect(at(r, 195 + dx, 422 + dy) == at(later, 195 + dx, 422 + dy))
            }
        }
    }

    /// The width of `id` in the element list `file`, if listed.
    func width(_ id: String, in file: String) throws -> Double? {
        let rows = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [[String: Any]]
        return rows?.first { $0["id"] as? String == id }?["width"] as? Double
    }

    @Test func theAlertsElementFrameScalesFrom1_2AndLeavesWithin0_26s() throws {
        let out = temporaryFolder("fidelity-alert")
        // No other line between the request and the lists: each list is the state at its time.
        try runHeadless(alertSteps + "\n4 elements a.json\n4.0166667 elements b.json\n4.41 elements c.json"
                        + "\n5 tap alert-ok\n5.26 elements d.json\n6 end", ["--out", out, "--no-chrome"])
        #expect(try width("alert", in: out + "/a.json") == 324)   // 270 × 1.2
        let first = try #require(try width("alert", in: out + "/b.json")) / 270
        #expect(abs(first - 1.2) <= 0.01, "first drawn frame: \(first)")
        #expect(try width("alert", in: out + "/c.json") == 270)
        #expect(try width("alert", in: out + "/d.json") == nil)
    }
}
