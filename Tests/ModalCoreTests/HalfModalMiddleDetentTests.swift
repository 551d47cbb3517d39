import XCTest
@testable import ModalCore

/// Custom detents in between rest where they are: with `halfModal.detents=0.25,medium,large`
/// a release targets the nearest of all the listed detents (projected), for fluid and native.
final class HalfModalMiddleDetentTests: XCTestCase {
    func machine(_ profile: HalfModalProfile, _ detents: String = "0.25,medium,large") -> HalfModalMachine {
        var s = HalfModalSettings()
        s.profile = profile
        s.detents = HalfModalDetents(detents)!
        var m = HalfModalMachine(settings: s, height: 844, safeAreaTop: 47)
        m.toggle(now: 0)
        m.tick(now: 2)
        return m
    }

    /// A slow drag by `dy` from `y`, starting at `t`, held still 0.3 s before the release; the
    /// card's top 2 s later.
    func slowDrag(_ m: inout HalfModalMachine, from y: Double, by dy: Double, at t: Double) -> Double {
        m.beginDrag(at: Point(x: 195, y: y), now: t)
        for i in 1...10 { m.drag(to: Point(x: 195, y: y + dy * Double(i) / 10), now: t + 0.1 * Double(i)) }
        m.endDrag(at: Point(x: 195, y: y + dy), now: t + 1.3)
        m.tick(now: t + 3.3)
        return m.top(at: t + 3.3)
    }

    func testNativeRestsAtTheMediumDetentBetweenAQuarterAndLarge() {
        // Large 57, medium (844 + 57) / 2 = 450.5, 0.25 → 844 − 0.25 · 787 = 647.25.
        var m = machine(.native)
        XCTAssertEqual(m.top(at: 2), 647.25, accuracy: 1e-9)
        XCTAssertEqual(m.detentName, "0.25")
        // 200 pt up: 447.25 is nearest to medium, which is neither the smallest nor the largest.
        XCTAssertEqual(slowDrag(&m, from: 700, by: -200, at: 2), 450.5, accuracy: 1e-6)
        XCTAssertEqual(m.detent, .half)
        XCTAssertEqual(m.detentName, "medium")
        // 150 pt further up (300.5): still nearer medium than large; 250 pt goes on to large.
        XCTAssertEqual(slowDrag(&m, from: 600, by: -150, at: 6), 450.5, accuracy: 1e-6)
        XCTAssertEqual(slowDrag(&m, from: 600, by: -250, at: 10), 57, accuracy: 1e-6)
        XCTAssertEqual(m.detentName, "large")
        // A flick down from large at 1500 pt/s: 57 + 75 + 1.5 · 99 = 280.5 projected, medium.
        XCTAssertEqual(m.releaseTarget(top: 132, velocity: 1500), .half)
        m.beginDrag(at: Point(x: 195, y: 300), now: 14)
        m.endDrag(at: Point(x: 195, y: 375), now: 14.05, velocity: 1500)
        m.tick(now: 16)
        XCTAssertEqual(m.top(at: 16), 450.5, accuracy: 1e-6)
        // A slow drag down of 150 pt from medium (600.5) rests at the quarter.
        XCTAssertEqual(slowDrag(&m, from: 500, by: 150, at: 17), 647.25, accuracy: 1e-6)
        XCTAssertEqual(m.detentName, "0.25")
    }

    func testFluidRestsAtTheMediumDetentBetweenAQuarterAndLarge() {
        // Fluid: large (0.4 − 0.35) · 844 = 42.2, medium 0.4 · 844 = 337.6, 0.25 → 643.55.
        var m = machine(.fluid)
        XCTAssertEqual(m.top(at: 2), 643.55, accuracy: 1e-9)
        XCTAssertEqual(slowDrag(&m, from: 700, by: -300, at: 2), 337.6, accuracy: 1e-6)
        XCTAssertEqual(m.detentName, "medium")
        XCTAssertEqual(slowDrag(&m, from: 400, by: -250, at: 6), 42.2, accuracy: 1e-6)
    }

    func testTwoDetentsKeepTheirRules() {
        // The default list has nothing in between: 200 pt up from medium returns to medium.
        var m = machine(.native, "medium,large")
        XCTAssertEqual(m.top(at: 2), 450.5, accuracy: 1e-9)
        XCTAssertEqual(slowDrag(&m, from: 600, by: -150, at: 2), 450.5, accuracy: 1e-6)
        XCTAssertNil(m.behaviour.stopTop)
    }

    func testRemovingTheDetentInBetweenRestsAtTheSmallest() {
        var m = machine(.native)
        _ = slowDrag(&m, from: 700, by: -200, at: 2)
        XCTAssertEqual(m.top(at: 6), 450.5, accuracy: 1e-6)
        var s = m.settings
        s.detents = HalfModalDetents("0.25,large")!
        m.update(settings: s, now: 6)
        XCTAssertEqual(m.top(at: 6), 647.25, accuracy: 1e-6)
    }
}
