import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Headless `--studio` pixels: the phone area equals the plain shot, markers, playhead and the
/// editors are drawn where the layout says, a scrub shows the frame of playing there, and the
/// outcome control has left the phone.
@Suite(.serialized) struct StudioPixelTests {
    let green = Color(hex: 0x34C759)

    /// The number of pixels of the top-left `w`×`h` that differ between the two canvases.
    func differences(_ a: SoftwareCanvas, _ b: SoftwareCanvas, width w: Int, height h: Int) -> Int {
        var n = 0
        for y in 0..<h { for x in 0..<w where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { n += 1 } }
        return n
    }

    /// The studio the runner draws at `t`.
    func studio(_ r: HeadlessRunner, at t: Double) throws -> Studio {
        try #require(r.view.currentStudio(at: t, status: HUD.Status()))
    }

    @Test func studioShotIsLargerAndItsPhoneAreaEqualsThePlainShot() throws {
        let half = "0 tap toggle-half-modal\n0.4 drag 195 500 195 300 0.2\n1.6 end"
        let sheet = "0.2 tap open-sheet\n1.2 tap start-request\n1.6 end"
        for (scenario, t, args) in [(half, 0.3, [String]()), (half, 1.0, []), (sheet, 0.4, []), (sheet, 1.5, []),
                                    (half, 0.3, ["--compare", "seed,fluid"]), (sheet, 1.0, ["--scale", "2"])] {
            let plain = try rendered(scenario, at: t, args: args)
            let studio = try rendered(scenario, at: t, args: args + ["--studio"])
            #expect(studio.canvas.width > plain.canvas.width && studio.canvas.height > plain.canvas.height, "\(args)")
            #expect(studio.canvas.width == plain.canvas.width + Int(StudioLayout.inspectorWidth * (plain.scale)))
            #expect(studio.canvas.height == plain.canvas.height + Int(StudioLayout.timelineHeight * (plain.scale)))
            #expect(differences(plain.canvas, studio.canvas, width: plain.canvas.width, height: plain.canvas.height) == 0,
                    "t \(t) \(args)")
        }
    }

    @Test func markersAndPlayheadSitAtTheirTimes() throws {
        let r = try rendered("0.5 tap toggle-half-modal\n1.5 key f\n3 end", at: 2, args: ["--studio"])
        let st = try studio(r, at: 2)
        let strip = st.timeline
        let inputY = Int(strip.rect.minY + TimelineStrip.inputRow + 15)
        let stateY = Int(strip.rect.minY + TimelineStrip.stateRow + 15)
        func color(at t: Double, y: Int) -> Color { r.canvas.pixel(x: Int(strip.x(of: t).rounded(.down)), y: y) }
        #expect(color(at: 0.5, y: inputY) == Marker.Kind.tap.color)
        #expect(color(at: 1.5, y: inputY) == Marker.Kind.key.color)
        #expect(color(at: 0.5, y: stateY) == Marker.Kind.halfModal.color)
        #expect(color(at: 1.5, y: stateY) == Marker.Kind.halfModal.color)
        // Nothing marked at 1.0.
        #expect(color(at: 1.0, y: inputY) == StudioLayout.panel)
        // The playhead: the columns of its colour on a row between the marker rows.
        let y = Int(strip.rect.minY + TimelineStrip.stateRow + TimelineStrip.rowHeight + 6)
        let columns = (0..<r.canvas.width).filter { near(r.canvas.pixel(x: $0, y: y), TimelineStrip.playheadColor, 2) }
        let want = strip.x(of: 2)
        #expect(!columns.isEmpty)
        #expect(columns.allSatisfy { abs(Double($0) + 0.5 - want) <= 1.5 }, "playhead columns \(columns), want x \(want)")
        // At another time it moves.
        let later = try rendered("0.5 tap toggle-half-modal\n1.5 key f\n3 end", at: 2.9, args: ["--studio"])
        let x29 = Int(strip.x(of: 2.9))
        #expect(near(later.canvas.pixel(x: x29, y: y), TimelineStrip.playheadColor, 2))
        #expect(!near(later.canvas.pixel(x: Int(want), y: y), TimelineStrip.playheadColor, 2))
    }

    @Test func editorsDrawTheCurveTheHandlesAndTheStepResponse() throws {
        let r = try rendered("0 tap toggle-half-modal\n1 end", at: 0.45, args: ["--studio"])
        let st = try studio(r, at: 0.45)
        let editor = try #require(st.inspector?.bezier)
        // Samples along the curve are its colour (the line is 2 pt wide).
        var onCurve = 0
        for f in stride(from: 0.1, through: 0.9, by: 0.1) {
            let p = editor.point(f, editor.curve.value(at: f))
            if near(r.canvas.pixel(x: Int(p.x), y: Int(p.y)), BezierEditor.curveColor, 40) { onCurve += 1 }
        }
        #expect(onCurve >= 8, "\(onCurve) of 9 samples on the curve")
        // The handles are drawn at the control points.
        let h1 = editor.point(0.2, 0.8), h2 = editor.point(0.2, 1)
        #expect(near(r.canvas.pixel(x: Int(h1.x), y: Int(h1.y)), BezierEditor.handleColor, 3))
        #expect(near(r.canvas.pixel(x: Int(h2.x), y: Int(h2.y)), BezierEditor.handleColor, 3))
        // The progress dot at half the show animation's time.
        let (f, v) = try #require(editor.progress)
        let dot = editor.point(f, v)
        #expect(near(r.canvas.pixel(x: Int(dot.x), y: Int(dot.y)), .white, 3))
        // The seed card has no spring; the fluid card's step response is plotted.
        #expect(st.inspector?.spring == nil)
        let fluid = try rendered("0 tap toggle-half-modal\n1 end", at: 0.45, args: ["--studio", "--profile", "fluid"])
        let spring = try #require(try studio(fluid, at: 0.45).inspector?.spring)
        let pts = spring.curvePoints()
        let hits = stride(from: 8, to: pts.count - 4, by: 8).filter {
            near(fluid.canvas.pixel(x: Int(pts[$0].x), y: Int(pts[$0].y)), SpringEditor.curveColor, 40)
        }.count
        #expect(hits >= 6, "\(hits) spring samples on the curve")
    }

    @Test func scrubbingToATimeShowsTheFrameOfPlayingToIt() throws {
        let scenario = "0.1 tap toggle-half-modal\n1.2 drag 195 500 195 380 0.3\n2 key escape\n3 tap open-sheet\n3.6 key escape\n4.5 end"
        let full = try rendered(scenario, at: 4.5, args: ["--studio"])
        let model = try #require(full.view.studio)
        let recorded = full.view.session
        for t in [0.5, 1.35, 2.2, 3.3, 3.8] {
            full.view.session = try #require(model.seek(recorded, now: 4.5, to: t))
            try full.view.draw(at: t, with: full.renderer, status: HUD.Status(), toastClock: t)
            let played = try rendered(scenario, at: t, args: ["--studio"])
            #expect(differences(full.canvas, played.canvas, width: 390, height: 844) == 0, "t = \(t)")
        }
        // The timeline keeps the whole recording while scrubbed: the input at 3.6 is still marked.
        let st = try studio(full, at: 1)
        #expect(st.timeline.markers.contains { $0.kind == .key && $0.time == 3.6 })
        #expect(st.timeline.markers.contains { $0.label == "sheet dismissed" && $0.time == 3.6 })
    }

    @Test func sheetShowsPlainGreenWhereTheOutcomeControlWas() throws {
        let r = try rendered("0 tap open-sheet\n1 end", at: 1)
        #expect(r.canvas.width == 390 && r.canvas.height == 844)
        var off = 0
        // Edge to edge, but for the display's rounded corners (radius 47.33), which start at y 797.
        for y in 776...802 {
            for x in 0..<390 where (y < 797 || (48..<342).contains(x)) && r.canvas.pixel(x: x, y: y) != green { off += 1 }
        }
        #expect(off == 0)
        #expect(r.machine.frame(now: 1).region(.requestOutcome) == nil)
    }

    @Test func tapRequestOutcomePicksTheNextOutcomeWithOrWithoutTheStudio() throws {
        let scenario = "0 tap open-sheet\n0.9 tap request-outcome\n1 tap start-request\n4.5 end"
        for args in [[String](), ["--studio"]] {
            let r = try rendered(scenario, at: 4.5, args: args)
            #expect(r.machine.settings.request.outcome == .failure)
            #expect(r.machine.request.phase == .alert)
        }
        // The studio shows the choice in its control.
        let r = try rendered(scenario, at: 1, args: ["--studio"])
        let seg = try #require(try studio(r, at: 1).inspector?.outcomeSegments[1])
        #expect(near(r.canvas.pixel(x: Int(seg.minX + 4), y: Int(seg.midY)), Color(hex: 0x0A84FF), 2))
    }
}
