import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The native sheet's grabber as its own element (`half-modal-grabber`): 36 × 5 pt at 5 pt from
/// the top, a 44 pt hit area, focusable with Tab, and a tap (or Return/Space while focused)
/// cycles the detents medium → large → medium. Headless on `--device iphone-14` (390 × 844).
@Suite(.serialized) struct NativeGrabberTests {
    let native = ["--device", "iphone-14", "--profile", "native"]
    let medium = 450.5, large = 57.0

    func run(_ scenario: String, at time: Double, _ extra: [String] = []) throws -> HeadlessRunner {
        try rendered(scenario, at: time, args: native + extra)
    }

    func top(_ r: HeadlessRunner, at time: Double) -> Double? {
        r.machine.frame(now: time).region(.halfModal)?.frame.minY
    }

    @Test func grabberIsReportedWithItsHitAreaAndDrawnAsAPill() throws {
        let r = try run("0 tap toggle-half-modal\n1 end", at: 1)
        let grabber = try #require(r.machine.frame(now: 1).region(.halfModalGrabber))
        #expect(grabber.isButton)
        #expect(grabber.frame == Rect(x: 195 - 22, y: medium, width: 44, height: 44))
        // The pill: 36 × 5 at 5 pt below the top, centred; the sheet's white beside and below it.
        let pill = r.canvas.pixel(x: 195, y: Int(medium + 7.5))
        let beside = r.canvas.pixel(x: 195 + 25, y: Int(medium + 7.5))
        let below = r.canvas.pixel(x: 195, y: Int(medium + 12.5))
        #expect(pill.r < 235 && pill.r > 180)          // #3C3C43 at 30 % over white
        #expect(near(beside, Color(hex: 0xFFFFFF), 1))
        #expect(near(below, Color(hex: 0xFFFFFF), 1))
        // Not reported once the sheet is gone, nor in the other profiles.
        let gone = try run("0 tap toggle-half-modal\n1 key h\n2 end", at: 2)
        #expect(gone.machine.frame(now: 2).region(.halfModalGrabber) == nil)
        let fluid = try rendered("0 tap toggle-half-modal\n1 end", at: 1, args: ["--device", "iphone-14", "--profile", "fluid"])
        #expect(fluid.machine.frame(now: 1).region(.halfModalGrabber) == nil)
    }

    @Test func tapOnTheGrabberCyclesTheDetents() throws {
        let once = try run("0 tap toggle-half-modal\n1 tap half-modal-grabber\n2 end", at: 2)
        #expect(abs(try #require(top(once, at: 2)) - large) <= 1)
        let twice = try run("0 tap toggle-half-modal\n1 tap half-modal-grabber\n2 tap half-modal-grabber\n3 end", at: 3)
        #expect(abs(try #require(top(twice, at: 3)) - medium) <= 1)
    }

    @Test func focusedGrabberCyclesWithReturnAndSpace() throws {
        // Dimmed at medium (undimmedDetent none), the grabber is the only control in reach.
        let focused = try run("0 tap toggle-half-modal\n1 key tab\n1.1 end", at: 1.1)
        #expect(focused.machine.focus == .halfModalGrabber)
        #expect(focused.machine.frame(now: 1.1).focusOrder == [.halfModalGrabber])
        let returned = try run("0 tap toggle-half-modal\n1 key tab\n1.1 key return\n2.1 end", at: 2.1)
        #expect(abs(try #require(top(returned, at: 2.1)) - large) <= 1)
        #expect(returned.machine.focus == .halfModalGrabber)
        let spaced = try run("0 tap toggle-half-modal\n1 key tab\n1.1 key return\n2.1 key space\n3.1 end", at: 3.1)
        #expect(abs(try #require(top(spaced, at: 3.1)) - medium) <= 1)
    }

    @Test func aDragFromTheGrabberMovesTheSheetWithoutCycling() throws {
        // 250 pt up slowly from the grabber ends at large, as from anywhere on the sheet;
        // 100 pt up returns to medium (a tap would have gone to large).
        let up = try run("0 tap toggle-half-modal\n1 drag 195 460 195 210 1\n3 end", at: 3)
        #expect(abs(try #require(top(up, at: 3)) - large) <= 1)
        let short = try run("0 tap toggle-half-modal\n1 drag 195 460 195 360 1\n3 end", at: 3)
        #expect(abs(try #require(top(short, at: 3)) - medium) <= 1)
    }
}
