import Testing
@testable import ModalCore

/// The second article's rules to the letter (profile `seed`), on an 844-pt-high canvas.
@Suite struct HalfModalSeedTests {
    let H = 844.0
    var half: Double { 0.4 * H }            // 337.6
    var full: Double { 0.4 * H - 0.35 * H } // 42.2
    let curve = TimingCurve(0.2, 0.8, 0.2, 1)

    /// A machine whose card rests at half, shown at 0 and finished by 1.
    func shown() -> PrototypeMachine {
        var m = makeMachine()
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 1)
        #expect(close(m.halfModal.top(at: 1), half))
        return m
    }

    /// The card's top after dragging from (195, 450) by `dy` slowly, released at `t`+0.5.
    func released(_ m: inout PrototypeMachine, dy: Double, at t: Double) {
        m.drag(from: Point(x: 195, y: 450), to: Point(x: 195, y: 450 + dy), at: t, duration: 0.5)
    }

    @Test func showAnimatesAlongTheTimingCurveOver0_9s() {
        var m = makeMachine()
        m.tap(.toggleHalfModal, at: 1)
        #expect(m.halfModal.top(at: 1) == H)
        // x = 0.1, 0.5, 0.9 of 0.9 s: WebKit reference values 0.396694, 0.946079, 0.998830.
        #expect(close(m.halfModal.top(at: 1.09), H + (half - H) * 0.396694, 1e-3))
        #expect(close(m.halfModal.top(at: 1.45), H + (half - H) * 0.946079, 1e-3))
        #expect(close(m.halfModal.top(at: 1.81), H + (half - H) * 0.998830, 1e-3))
        #expect(close(m.halfModal.top(at: 1.9), half))
        #expect(m.nextWake(now: 1.5) == .continuous)
        _ = m.handle(.tick, now: 1.9)
        #expect(m.nextWake(now: 1.9) == .idle)
    }

    @Test func hideThresholdIs50() {
        // 50 exactly: `position.height > 50` is false → back to half, a jump.
        var a = shown()
        released(&a, dy: 50, at: 2)
        #expect(a.halfModal.detent == .half)
        #expect(close(a.halfModal.top(at: 2.5), half))
        #expect(a.nextWake(now: 2.5) == .idle)
        // Just over 50 → hidden, animated from the drag position.
        var b = shown()
        released(&b, dy: 50.01, at: 2)
        #expect(b.halfModal.detent == .hidden)
        #expect(close(b.halfModal.top(at: 2.5), half + 50.01))
        let mid = half + 50.01 + (H - half - 50.01) * curve.value(at: 0.5, duration: 0.9)
        #expect(close(b.halfModal.top(at: 2.95), mid, 1e-6))
        #expect(close(b.halfModal.top(at: 3.4), H))
    }

    @Test func fullThresholdFromHalfIs100() {
        var a = shown()
        released(&a, dy: -100, at: 2)
        #expect(a.halfModal.detent == .half)
        #expect(close(a.halfModal.top(at: 2.5), half))
        var b = shown()
        released(&b, dy: -100.01, at: 2)
        #expect(b.halfModal.detent == .full)
        // The snap to full is not animated: it is there at the release instant.
        #expect(close(b.halfModal.top(at: 2.5), full))
        #expect(b.nextWake(now: 2.5) == .idle)
    }

    @Test func stayFullThresholdIs250() {
        // While full, position = dy − 0.35·H = dy − 295.4; it stays full while position < −250.
        var a = shown()
        released(&a, dy: -150, at: 2)
        #expect(a.halfModal.detent == .full)
        var stay = a
        released(&stay, dy: 45.39, at: 3)        // −250.01
        #expect(stay.halfModal.detent == .full)
        #expect(close(stay.halfModal.top(at: 3.5), full))
        var back = a
        released(&back, dy: 45.4, at: 3)         // −250 exactly → half
        #expect(back.halfModal.detent == .half)
        #expect(close(back.halfModal.top(at: 3.5), half))
        var hide = a
        released(&hide, dy: 345.41, at: 3)        // position 50.01 → hidden
        #expect(hide.halfModal.detent == .hidden)
        var notHide = a
        released(&notHide, dy: 345.4, at: 3)      // position 50 exactly → half
        #expect(notHide.halfModal.detent == .half)
    }

    @Test func dragFollowsThePointerInstantlyAndClampsAtFull() {
        var m = shown()
        _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 2)
        _ = m.handle(.pointerMove(Point(x: 195, y: 470)), now: 2.1)
        #expect(close(m.halfModal.top(at: 2.1), half - 30))
        _ = m.handle(.pointerMove(Point(x: 195, y: 100)), now: 2.2)
        // position clamps at −0.35·H.
        #expect(close(m.halfModal.position, -0.35 * H))
        #expect(close(m.halfModal.top(at: 2.2), full))
        _ = m.handle(.pointerUp(Point(x: 195, y: 100)), now: 2.3)
        #expect(m.halfModal.detent == .full)
    }

    @Test func dragGestureNeedsTenPointsBeforeItCounts() {
        var m = shown()
        _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 2)
        _ = m.handle(.pointerMove(Point(x: 195, y: 509)), now: 2.1)
        #expect(close(m.halfModal.top(at: 2.1), half))
        _ = m.handle(.pointerMove(Point(x: 195, y: 510)), now: 2.2)
        #expect(close(m.halfModal.top(at: 2.2), half + 10))
    }

    @Test func releaseVelocityIsIgnored() {
        // A fast flick up of 60 pt stays at half in the seed.
        var m = shown()
        m.drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 440), at: 2, duration: 0.03, steps: 2)
        #expect(m.halfModal.detent == .half)
    }

    @Test func escapeHidesProperly() {
        var m = shown()
        released(&m, dy: -150, at: 2)
        #expect(m.halfModal.detent == .full)
        _ = m.handle(.key(.escape), now: 3)
        #expect(m.halfModal.detent == .hidden)
        #expect(close(m.halfModal.top(at: 3.9), H))
    }

    @Test func toggleKeepsTheArticlesFullOffsetQuirk() {
        // `show.toggle()` does not reset `position`: hiding from full lands at H − 0.35·H.
        var m = shown()
        released(&m, dy: -150, at: 2)
        _ = m.handle(.key(.h), now: 3)
        #expect(close(m.halfModal.top(at: 4), H - 0.35 * H))
    }

    @Test func cycleKeyJumpsBetweenHalfAndFull() {
        var m = shown()
        _ = m.handle(.key(.f), now: 2)
        #expect(close(m.halfModal.top(at: 2), full))
        _ = m.handle(.key(.f), now: 3)
        #expect(close(m.halfModal.top(at: 3), half))
    }

    @Test func cardCoversTheMainButtonsAtHalf() {
        let m = shown()
        let f = m.frame(now: 1)
        #expect(f.isHitTestable(.halfModal))
        #expect(!f.isHitTestable(.openSheet))
        #expect(!f.isHitTestable(.toggleHalfModal))
        #expect(f.reachablePoint(of: .mainView)!.y < half)
    }

    @Test func cardAndGrabberGeometry() {
        let m = shown()
        let items = m.frame(now: 1).items.flattened()
        // The body runs a canvas below the screen (SceneBuilder.bodyBottom): 1688 − half.
        #expect(items.contains(.fill(Rect(x: 0, y: half, width: 390, height: 1688 - half), CornerRadii(all: 20), Color(hex: 0x8E8E93))))
        #expect(items.contains(.fill(Rect(x: 165, y: half + 16, width: 60, height: 5), CornerRadii(all: 2.5), Color.black)))
    }
}
