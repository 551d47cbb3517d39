import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The studio's toasts lie in the timeline strip, off every phone and off the divider between
/// them (what `window_polish.py` read off the screen before issue 33).
@Suite(.serialized) struct StudioToastPixelTests {
    let orange = Color(hex: 0xFF9500)

    @Test func aToastBoxLiesInTheStripUnderTheStage() {
        for phones in [1, 2, 3] {
            let labels = Array(["seed", "fluid", "native"].prefix(phones))
            let stage = Stage(phone: Size(width: 390, height: 844), labels: labels)
            let layout = StudioLayout(stage: stage.size, inspectorVisible: true)
            for message in ["speed ×2", "halfModal.duration must be a number from 0.05 to 10 s (got 'abc')",
                            String(repeating: "x", count: 400)] {
                let items = ReviewView.studioToast(message, in: layout.timelineRect)
                guard case let .fill(box, _, color) = items[0] else { Issue.record("no toast box"); continue }
                #expect(color == ReviewPalette.toast)
                #expect(layout.timelineRect.contains(box), "\(box) in \(layout.timelineRect)")
                for lane in 0..<phones { #expect(box.intersection(stage.phoneRect(lane)) == nil) }
            }
        }
    }

    /// `]` through the reducer (the key the window maps), then the frame drawn again with its toast.
    @Test func aSpeedToastInCompareShowsInTheStripAndLeavesBothPhonesAlone() throws {
        let r = try rendered("1 end", at: 0.5, args: ["--studio", "--compare", "seed,fluid", "--no-chrome"])
        let stage = Stage(phone: Size(width: 390, height: 844), labels: ["seed", "fluid"])
        let st = try #require(r.view.currentStudio(at: 0.5, status: HUD.Status()))
        guard case let .fill(box, _, _) = ReviewView.studioToast("speed ×2", in: st.layout.timelineRect)[0] else {
            Issue.record("no toast box"); return
        }
        // The box's straight middle part, left of its text; the phones and the divider, sampled.
        let inBox = (x: Int(box.minX + 8), y: Int(box.midY))
        var samples: [(Int, Int)] = []
        for lane in 0..<2 {
            let p = stage.phoneRect(lane)
            for y in stride(from: Int(p.minY), to: Int(p.maxY), by: 7) {
                for x in stride(from: Int(p.minX), to: Int(p.maxX + Stage.gap), by: 5) { samples.append((x, y)) }
            }
        }
        let before = samples.map { r.canvas.pixel(x: $0.0, y: $0.1) }
        #expect(!near(r.canvas.pixel(x: inBox.x, y: inBox.y), ReviewPalette.toast, 3))
        _ = r.view.controller.reduce(.command(.faster), wall: 0.5, frame: 1.0 / 60)
        #expect(r.view.toast?.text == "speed ×2")
        try r.view.draw(at: 0.5, with: r.renderer, status: HUD.Status(), toastClock: 0.5)
        #expect(near(r.canvas.pixel(x: inBox.x, y: inBox.y), ReviewPalette.toast, 3), "\(r.canvas.pixel(x: inBox.x, y: inBox.y))")
        let changed = zip(samples, before).filter { r.canvas.pixel(x: $0.0.0, y: $0.0.1) != $0.1 }.count
        #expect(changed == 0, "\(changed) sampled pixels of the phones and the divider changed")
        #expect(r.canvas.pixel(x: Int(stage.phoneRect(1).midX), y: Int(stage.phoneRect(1).maxY) - 4) == orange)
    }
}
