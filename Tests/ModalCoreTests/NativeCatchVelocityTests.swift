import XCTest
@testable import ModalCore

/// The native sheet is interruptible: a press that catches it in flight keeps its velocity,
/// and a release with the pointer hardly moved projects with that carried velocity.
final class NativeCatchVelocityTests: XCTestCase {
    /// A native sheet on 844 pt (safe-area top 47: large 57, medium 450.5), at medium at t = 1.
    func sheetAtMedium() -> HalfModalMachine {
        var s = HalfModalSettings()
        s.profile = .native
        var m = HalfModalMachine(settings: s, height: 844, safeAreaTop: 47)
        m.toggle(now: 0)
        m.tick(now: 1)
        XCTAssertEqual(m.top(at: 1), 450.5, accuracy: 1e-9)
        return m
    }

    /// Flicks up from medium (100 pt in 50 ms, ending at t = 1.05), heading for large.
    func flickedUp() -> HalfModalMachine {
        var m = sheetAtMedium()
        m.beginDrag(at: Point(x: 195, y: 600), now: 1)
        for i in 1...5 { m.drag(to: Point(x: 195, y: 600 - 20 * Double(i)), now: 1 + 0.01 * Double(i)) }
        m.endDrag(at: Point(x: 195, y: 500), now: 1.05)
        XCTAssertEqual(m.detent, .full)
        return m
    }

    func testACaughtSheetReleasedInPlaceGoesOnWithItsVelocity() {
        var m = flickedUp()
        let catchTime = 1.06, top = m.top(at: catchTime), v = m.velocity(at: catchTime)
        XCTAssertLessThan(v, -1000)   // still flying up
        // Caught low on the sheet: held where it is while pressed.
        m.beginDrag(at: Point(x: 195, y: 700), now: catchTime)
        XCTAssertEqual(m.top(at: catchTime + 0.3), top, accuracy: 1e-9)
        // Released 0.3 s later, 4 pt lower: nearer medium at rest, but the carried velocity
        // projects past large, so it goes on to large, starting with exactly that velocity.
        let release = catchTime + 0.3
        m.endDrag(at: Point(x: 195, y: 704), now: release)
        let held = top + 4
        XCTAssertLessThan(450.5 - held, held - 57)   // at rest it would return to medium
        XCTAssertEqual(m.releaseTarget(top: held, velocity: 0), .half)
        XCTAssertEqual(m.detent, .full)
        XCTAssertEqual(m.velocity(at: release), v, accuracy: 1e-6)
        m.tick(now: release + 2)
        XCTAssertEqual(m.top(at: release + 2), 57, accuracy: 0.5)
    }

    func testACaughtSheetDraggedFartherUsesThePointersVelocity() {
        var m = flickedUp()
        let catchTime = 1.07, top = m.top(at: catchTime)
        m.beginDrag(at: Point(x: 195, y: 700), now: catchTime)
        // A slow drag down of 40 pt: the pointer's velocity, not the carried one, decides.
        for i in 1...8 { m.drag(to: Point(x: 195, y: 700 + 5 * Double(i)), now: catchTime + 0.1 * Double(i)) }
        m.endDrag(at: Point(x: 195, y: 740), now: catchTime + 0.8 + 0.3)
        XCTAssertEqual(m.detent, .half)
        XCTAssertGreaterThan(top + 40, 253.75)
    }

    func testAPressOnASheetAtRestCarriesNothing() {
        var m = sheetAtMedium()
        m.beginDrag(at: Point(x: 195, y: 600), now: 2)
        m.endDrag(at: Point(x: 195, y: 600), now: 2.1)
        XCTAssertEqual(m.detent, .half)
        XCTAssertEqual(m.velocity(at: 2.1), 0, accuracy: 1e-9)
        XCTAssertEqual(m.top(at: 3), 450.5, accuracy: 1e-6)
    }
}
