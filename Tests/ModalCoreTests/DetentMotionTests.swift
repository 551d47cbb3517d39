import XCTest
@testable import ModalCore

/// `DetentMotion`, the rest / spring / hold motion the fluid card and the native sheet share:
/// exact tops on 844 pt with the native detents (safe-area top 47: large 57, medium 450.5).
final class DetentMotionTests: XCTestCase {
    let g: HalfModalGeometry = {
        var s = HalfModalSettings()
        s.profile = .native
        return HalfModalGeometry(settings: s, height: 844, safeAreaTop: 47)
    }()

    /// UIKit's critically damped spring from 450.5 to 57 at `t` s after its start, at rest:
    /// 57 + 393.5 · (1 + ωt) · e^(−ωt), ω = 2π / 0.344.
    func critical(_ t: Double) -> Double {
        let w = 2 * Double.pi / 0.344
        return 57 + 393.5 * (1 + w * t) * exp(-w * t)
    }

    func testRestsAtItsDetent() {
        let m = DetentMotion(restingAt: .half)
        XCTAssertEqual(m.top(at: 3, g), 450.5)
        XCTAssertEqual(m.detent, .half)
        XCTAssertEqual(m.velocity(at: 3), 0)
        XCTAssertFalse(m.isAnimating(at: 3))
        XCTAssertNil(m.activeAnimation)
        XCTAssertNil(m.stopTop)
    }

    func testSettleSpringsThenTickRests() {
        var m = DetentMotion(restingAt: .half)
        m.settle(to: .full, middleTop: nil, from: 450.5, now: 1, spring: NativeSheetMetrics.spring, velocity: 0, g)
        XCTAssertEqual(m.detent, .full)
        XCTAssertEqual(m.top(at: 1, g), 450.5, accuracy: 1e-9)
        XCTAssertEqual(m.top(at: 1.344, g), critical(0.344), accuracy: 1e-6)
        XCTAssertEqual(m.top(at: 1.344, g), 62.352, accuracy: 0.001)
        XCTAssertTrue(m.isAnimating(at: 1.1))
        m.tick(now: 1.1)
        XCTAssertNotNil(m.activeAnimation)   // not finished yet: still moving
        m.tick(now: 10)
        XCTAssertNil(m.activeAnimation)
        XCTAssertEqual(m.top(at: 10, g), 57)
    }

    func testAHoldCatchesItMidFlightAndFollows() {
        var m = DetentMotion(restingAt: .half)
        m.settle(to: .full, middleTop: nil, from: 450.5, now: 1, spring: NativeSheetMetrics.spring, velocity: 0, g)
        let caught = critical(0.1)   // 236.04
        m.hold(at: Point(x: 195, y: 700), now: 1.1, g)
        XCTAssertEqual(m.top(at: 1.1, g), caught, accuracy: 1e-9)
        XCTAssertEqual(m.top(at: 1.5, g), caught, accuracy: 1e-9)   // held: the spring no longer moves it
        XCTAssertFalse(m.isAnimating(at: 1.5))
        XCTAssertEqual(caught, 236.041, accuracy: 0.001)
        XCTAssertEqual(m.detent, .full)          // the nearest detent to where it was caught (57, not 450.5)
        m.follow(to: Point(x: 195, y: 600), now: 1.2, minimumDistance: 0) { $0 }
        XCTAssertEqual(m.top(at: 1.2, g), caught - 100, accuracy: 1e-9)
        m.follow(to: Point(x: 195, y: 500), now: 1.3, minimumDistance: 0) { max($0, 300) }   // a shape (a band) applies
        XCTAssertEqual(m.top(at: 1.3, g), 300)
        let released = m.release()
        XCTAssertEqual(released?.top, 300)
        XCTAssertNil(m.gesture)
        XCTAssertEqual(m.top(at: 1.3, g), 57)   // no gesture, no spring: at its detent until settled
    }

    func testAMiddleStopAndAnEditThatRemovesIt() {
        var s = g.settings
        s.detents = HalfModalDetents("0.25,medium,large")!
        let three = HalfModalGeometry(settings: s, height: 844, safeAreaTop: 47)
        var m = DetentMotion(restingAt: .half)
        m.settle(to: .half, middleTop: 450.5, from: 647.25, now: 0, spring: NativeSheetMetrics.spring, velocity: 0, three)
        m.tick(now: 10)
        XCTAssertEqual(m.stopTop, 450.5)
        XCTAssertEqual(m.top(at: 10, three), 450.5)
        m.settingsChanged(three)
        XCTAssertEqual(m.stopTop, 450.5)   // still a detent of the list
        s.detents = HalfModalDetents("0.25,large")!
        let two = HalfModalGeometry(settings: s, height: 844, safeAreaTop: 47)
        m.settingsChanged(two)
        XCTAssertNil(m.stopTop)
        XCTAssertEqual(m.top(at: 10, two), 647.25)   // the smallest: 844 − 0.25 · 787
    }
}
