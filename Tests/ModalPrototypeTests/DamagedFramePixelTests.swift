import Foundation
import Testing
import CSDL2
import ModalCore
@testable import ModalPrototype

/// The window's damage drawing (`ReviewView.drawDamaged`): the last shown frame with only the
/// rectangles it returns replaced is, pixel for pixel, the whole next frame (on the headless
/// canvas, whose drawing persists, standing in for the window's back buffer and screen).
@Suite(.serialized) struct DamagedFramePixelTests {
    @Test func theShownFrameWithTheDamageReplacedIsTheWholeFrame() throws {
        let r = try rendered("0 tap toggle-half-modal\n0.5 key f\n2 end", at: 0.1, args: ["--studio"])
        let (w, h) = (r.canvas.width, r.canvas.height)
        let status = HUD.Status()
        var (first, shown) = r.view.drawDamaged(at: 0.1, with: r.renderer, status: status, last: nil)
        #expect(first == nil && shown != nil)   // no frame shown before: a whole one
        var screen = try readPixels(r.canvas.renderer, width: w, height: h)
        for t in [0.12, 0.2, 0.35, 0.6, 0.9, 1.4] {
            r.view.session.advance(to: t)
            let step = r.view.drawDamaged(at: t, with: r.renderer, status: status, last: shown)
            let rects = try #require(step.rects)
            shown = step.shown
            let drawn = try readPixels(r.canvas.renderer, width: w, height: h)
            var area = 0
            for rect in rects {
                area += Int(rect.w) * Int(rect.h)
                for y in Int(rect.y)..<Int(rect.y + rect.h) {
                    let row = (y * w + Int(rect.x)) * 4
                    screen.replaceSubrange(row..<(row + Int(rect.w) * 4), with: drawn[row..<(row + Int(rect.w) * 4)])
                }
            }
            try r.view.draw(at: t, with: r.renderer, status: status, toastClock: t)
            let whole = try readPixels(r.canvas.renderer, width: w, height: h)
            var off = 0
            for i in stride(from: 0, to: whole.count, by: 4) where whole[i..<(i + 4)] != screen[i..<(i + 4)] { off += 1 }
            #expect(off == 0, "t \(t): \(off) pixels differ from the whole frame")
            // Something changed each time; while the card only slides, far from the whole window.
            #expect(area > 0 && (t > 0.5 || area < w * h * 2 / 3), "t \(t): damage \(area) of \(w * h) pixels")
        }
    }

    @Test func damageIsTheChangedPrimitivesOutToWholePixels() throws {
        let r = try rendered("0.5 end", at: 0, args: ["--studio", "--scale", "2"])
        let a: [Primitive] = [.fill(Rect(x: 0, y: 0, width: 100, height: 100), .zero, .white),
                              .fill(Rect(x: 10, y: 10, width: 5, height: 5), .zero, .black)]
        var b = a
        b[1] = .fill(Rect(x: 20.2, y: 10, width: 5, height: 5), .zero, .black)
        let panel = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(r.renderer.damage(old: a, new: a, within: panel) == nil)
        // Both places, a pixel (half a point at ×2) of feathering around them, out to whole pixels.
        #expect(r.renderer.damage(old: a, new: b, within: panel) == Rect(x: 9.5, y: 9.5, width: 16.5, height: 6))
        #expect(r.renderer.damage(old: a, new: Array(b.prefix(1)), within: panel) == panel)
    }
}

