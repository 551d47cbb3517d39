import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 22's floating-sheet "Done when" line, headless on `--device iphone-14` (390×844) with
/// `--ios 26 --profile native`, read from the `half-modal` element's frame and from pixels.
@Suite(.serialized) struct NativeGlassPixelTests {
    let ios26 = ["--device", "iphone-14", "--profile", "native", "--ios", "26"]
    let atMedium = "0 tap toggle-half-modal\n1 end"
    let atLarge = "0 tap toggle-half-modal\n1 key f\n2 end"
    /// The opaque sheet fill, `systemBackground` light.
    let opaqueFill = Color(hex: 0xFFFFFF)

    func sheet(_ r: HeadlessRunner, _ time: Double) throws -> Rect {
        try #require(r.machine.frame(now: time).region(.halfModal)).frame
    }

    /// A point 43 pt from the bottom-left corner's centre towards the corner (the iPhone 14's
    /// display radius 47.33 and the floating inset 7.6 make the sheet's corner concentric, radius
    /// 39.7): outside a rounded sheet corner and inside the display's, so the display's own
    /// corner mask does not hide it.
    func cornerProbe(_ f: Rect) -> (x: Double, y: Double) {
        let inset = 390 * (1 - 0.961) / 2, radius = 47.33 - inset, d = 43 / 2.0.squareRoot()
        return (inset + radius - d, 844 - inset - radius + d)
    }

    /// The pixel at point (x, y).
    func at(_ r: HeadlessRunner, _ x: Double, _ y: Double) -> Color { r.canvas.pixel(x: Int(x), y: Int(y)) }

    @Test func atMediumTheSheetFloatsInsetWithRoundedBottomCornersOverGlass() throws {
        let r = try rendered(atMedium, at: 1, args: ios26)
        let f = try sheet(r, 1)
        #expect(f.minX >= 6 && f.minX <= 12, "left edge \(f.minX) pt")
        #expect(abs(f.maxX - (390 - f.minX)) < 0.01, "inset alike on both sides")
        #expect(f.maxY < 844, "bottom \(f.maxY): lifted off the screen's bottom")
        // Pixels: outside the left edge, the main view (orange under the dim); just inside, the sheet.
        let inside = at(r, f.minX + 3, 700)
        #expect(inside != at(r, f.minX - 3, 700))
        // The bottom-left corner is rounded: the pixel 2 pt inside the corner is not the sheet's,
        // while one 40 pt further in along both edges is.
        let probe = cornerProbe(f)
        let corner = at(r, probe.x, probe.y)
        #expect(!near(corner, inside, 6), "corner \(corner) vs sheet \(inside)")
        #expect(near(corner, at(r, 3, 300), 1), "the main view shows at the corner: \(corner)")
        #expect(near(at(r, f.minX + 40, f.maxY - 20), inside, 6))
        #expect(!near(at(r, 390 - probe.x, probe.y), inside, 6), "bottom-right corner")
        // Glass: through the sheet the main view shows; it is not the opaque fill, and it follows
        // the main view's colour (orange shows as a warm tint: red above blue).
        #expect(!near(inside, opaqueFill, 10), "sheet pixel \(inside)")
        #expect(Int(inside.r) - Int(inside.b) > 30, "sheet pixel \(inside) carries the orange beneath")
    }

    @Test func atLargeTheSheetIsFullWidthWithSquareBottomCorners() throws {
        let r = try rendered(atLarge, at: 2, args: ios26)
        let f = try sheet(r, 2)
        #expect(f.minX == 0 && f.maxX == 390, "frame \(f)")
        // Square at the bottom: the bottom-left and bottom-right screen pixels above the home
        // indicator's band are the opaque sheet (the display's own corner mask aside, look 50 pt up).
        #expect(near(at(r, 1, 844 - 50), opaqueFill, 2))
        #expect(near(at(r, 388, 844 - 50), opaqueFill, 2))
        #expect(f.maxY >= 844, "reaches past the screen's bottom")
        // Where a floating sheet's rounded corner would show the main view, the sheet is.
        let probe = cornerProbe(f)
        #expect(near(at(r, probe.x, probe.y), opaqueFill, 2), "\(at(r, probe.x, probe.y))")
        #expect(near(at(r, 390 - probe.x, probe.y), opaqueFill, 2))
    }

    @Test func iOS18KeepsTheFullWidthOpaqueSheetAtMedium() throws {
        let r = try rendered(atMedium, at: 1, args: ["--device", "iphone-14", "--profile", "native"])
        let f = try sheet(r, 1)
        #expect(f.minX == 0 && f.maxX == 390)
        #expect(near(at(r, 195, 700), opaqueFill, 0))
    }

    @Test func aListFloatsWithTheSheet() throws {
        let r = try rendered(atMedium, at: 1, args: ios26 + ["--set", "halfModal.content=list"])
        let f = try sheet(r, 1)
        // Beside and below the floating sheet lies the main view, as above it.
        #expect(near(at(r, 3, 700), at(r, 3, 300), 1), "\(at(r, 3, 700)) vs \(at(r, 3, 300))")
        #expect(near(at(r, 195, f.maxY + 3), at(r, 3, 300), 1))
        let probe = cornerProbe(f)
        #expect(near(at(r, probe.x, probe.y), at(r, 3, 300), 1), "rounded bottom-left corner")
    }

    @Test func theInsetRampsOutTowardsLarge() throws {
        // Half-way between medium (450.5) and large (57): half the floating inset.
        let r = try rendered("0 tap toggle-half-modal\n1 down 195 600\n1.1 move 195 403.25\n1.5 end", at: 1.5, args: ios26)
        let f = try sheet(r, 1.5)
        let floating = 390 * (1 - 0.961) / 2
        #expect(abs(f.minX - floating / 2) < 0.01, "inset \(f.minX)")
    }
}
