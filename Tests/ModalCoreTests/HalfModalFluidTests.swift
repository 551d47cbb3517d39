import Testing
@testable import ModalCore

/// The improved profile: projection, springs carrying velocity, rubber band, backdrop.
@Suite struct HalfModalFluidTests {
    let H = 844.0
    var half: Double { 0.4 * H }
    var full: Double { 0.05 * H }

    func shown() -> PrototypeMachine {
        var m = makeMachine { $0.halfModal.profile = .fluid }
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 3)
        #expect(close(m.halfModal.top(at: 3), half, 0.01))
        return m
    }

    @Test func showSettlesWithTheSpring() {
        var m = makeMachine { $0.halfModal.profile = .fluid }
        m.tap(.toggleHalfModal, at: 0)
        let spring = Spring(response: 0.55, dampingFraction: 0.825)
        #expect(close(m.halfModal.top(at: 0.2), half + spring.displacement(from: H - half, velocity: 0, at: 0.2)))
        #expect(m.nextWake(now: 0.2) == .continuous)
    }

    @Test func aFlickUpGoesFullWhereTheSeedStaysAtHalf() {
        var m = shown()
        // 60 pt up in 50 ms: 1200 pt/s upward; projection 1.2·499 = 599 pt.
        m.drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 440), at: 4, duration: 0.05, steps: 3)
        #expect(m.halfModal.detent == .full)
        // The spring starts where the finger left the card, with the finger's velocity.
        #expect(close(m.halfModal.top(at: 4.05), half - 60, 1e-6))
        #expect(m.halfModal.velocity(at: 4.05) < -1000)
    }

    @Test func aSlowSmallDragReturnsToHalf() {
        var m = shown()
        m.drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 440), at: 4, duration: 2)
        #expect(m.halfModal.detent == .half)
    }

    @Test func aSlowDragPastTheMidpointChoosesTheNearestStop() {
        var m = shown()
        m.drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 300), at: 4, duration: 2)
        #expect(m.halfModal.detent == .full)
        var n = shown()
        n.drag(from: Point(x: 195, y: 400), to: Point(x: 195, y: 700), at: 4, duration: 2)
        #expect(n.halfModal.detent == .hidden)
    }

    @Test func projectionAndFlickRule() {
        let m = shown().halfModal
        #expect(m.releaseTarget(top: half, velocity: 0) == .half)
        #expect(m.releaseTarget(top: half, velocity: -600) == .full)       // 300 pt projected
        #expect(m.releaseTarget(top: half, velocity: 501) == .hidden)      // flick rule
        #expect(m.releaseTarget(top: half, velocity: 499) == .half)        // 249 pt → nearest half
        #expect(m.releaseTarget(top: full, velocity: 5000) == .hidden)     // skips half when thrown
    }

    @Test func rubberBandPastFull() {
        var m = shown()
        _ = m.handle(.pointerDown(Point(x: 195, y: 400)), now: 4)
        _ = m.handle(.pointerMove(Point(x: 195, y: 400 - (half - full) - 100)), now: 4.5)
        let expected = full - Projection.rubberBand(100, dimension: H, coefficient: 0.55)
        #expect(close(m.halfModal.top(at: 4.5), expected, 1e-9))
        #expect(m.halfModal.top(at: 4.5) > full - 100)
    }

    @Test func backdropDimsWithPositionAndATapDismisses() {
        var m = shown()
        #expect(close(m.halfModal.backdropAlpha(at: 3), 0.3, 1e-3))
        let f = m.frame(now: 3)
        #expect(f.isHitTestable(.halfModalBackdrop))
        #expect(!f.isHitTestable(.openSheet))
        m.tap(.halfModalBackdrop, at: 3)
        #expect(m.halfModal.detent == .hidden)
        _ = m.handle(.tick, now: 6)
        #expect(m.halfModal.backdropAlpha(at: 6) == 0)
        #expect(m.frame(now: 6).isHitTestable(.openSheet))
    }

    @Test func escapeDismissesAndFCycles() {
        var m = shown()
        _ = m.handle(.key(.f), now: 4)
        #expect(m.halfModal.detent == .full)
        _ = m.handle(.key(.f), now: 5)
        #expect(m.halfModal.detent == .half)
        _ = m.handle(.key(.escape), now: 6)
        #expect(m.halfModal.detent == .hidden)
    }

    @Test func grabbingMidAnimationCatchesTheCard() {
        var m = makeMachine { $0.halfModal.profile = .fluid }
        m.tap(.toggleHalfModal, at: 0)
        let y = m.halfModal.top(at: 0.1)
        _ = m.handle(.pointerDown(Point(x: 195, y: y + 20)), now: 0.1)
        #expect(close(m.halfModal.top(at: 0.1), y))
        #expect(close(m.halfModal.top(at: 0.3), y))  // held still
    }
}
