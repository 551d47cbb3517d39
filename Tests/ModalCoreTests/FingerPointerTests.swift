import Testing
@testable import ModalCore

/// Touchscreen fingers as the pointer (`FingerPointer`).
@Suite struct FingerPointerTests {
    let one = FingerPointer.Finger(device: 3, id: 1)
    let two = FingerPointer.Finger(device: 3, id: 2)

    @Test func theFirstFingerPressesMovesAndReleases() {
        var f = FingerPointer()
        #expect(f.down(one, at: Point(x: 10, y: 20)) == [.pointerDown(Point(x: 10, y: 20))])
        #expect(f.move(one, to: Point(x: 10, y: 30)) == [.pointerMove(Point(x: 10, y: 30))])
        #expect(f.up(one, at: Point(x: 10, y: 40)) == [.pointerUp(Point(x: 10, y: 40))])
        #expect(!f.isActive)
    }

    @Test func otherFingersAreIgnoredWhileOneHoldsThePointer() {
        var f = FingerPointer()
        _ = f.down(one, at: .zero)
        #expect(f.down(two, at: Point(x: 5, y: 5)).isEmpty)
        #expect(f.move(two, to: Point(x: 6, y: 6)).isEmpty)
        #expect(f.up(two, at: Point(x: 6, y: 6)).isEmpty)
        #expect(f.owner == one)
        #expect(f.cancel() == [.pointerCancel])
        #expect(f.cancel().isEmpty)
    }

    @Test func aTapOnAButtonThroughTheMachineActivatesItOnce() {
        var m = makeMachine()
        var f = FingerPointer()
        guard let p = m.frame(now: 0).reachablePoint(of: .openSheet) else { Issue.record("no button"); return }
        var actions: [Action] = []
        for e in f.down(one, at: p) + f.up(one, at: p) { actions += m.handle(e, now: 0) }
        #expect(actions == [.activated(.openSheet)])
    }
}
