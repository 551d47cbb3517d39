import Testing
@testable import ModalCore

/// Gestures mean what the hand meant: hand times (`HandClock`), the hand velocity a release
/// carries (`HandVelocity`, `Event.pointerLift`), and the fluid card's outcome at any speed.
@Suite struct HandTimeTests {
    // MARK: HandClock

    @Test func samplesOfOneReadAreSpreadAcrossItsInterval() {
        #expect(HandClock.spread(count: 4, from: 1, to: 1.5) == [1.125, 1.25, 1.375, 1.5])
        #expect(HandClock.spread(count: 1, from: 1, to: 1.5) == [1.5])
        #expect(HandClock.spread(count: 0, from: 1, to: 1.5) == [])
        #expect(HandClock.spread(count: 2, from: 2, to: 1.5) == [1.5, 1.5])   // backwards: all at the read
    }

    @Test func platformStampsKeepTheirSpacingOnTheWallClock() {
        var c = HandClock()
        #expect(c.platform(milliseconds: 1000, readAt: 5) == 5)        // lag 4 s: the offset
        #expect(c.platform(milliseconds: 1250, readAt: 5.5) == 5.25)   // read 0.25 s late: spacing kept
        #expect(c.platform(milliseconds: 2000, readAt: 5.5) == 5.5)    // a smaller lag moves the offset to 3.5
        #expect(c.platform(milliseconds: 2500, readAt: 7) == 6)
    }

    @Test func platformStampsUnwrapAt32Bits() {
        var c = HandClock()
        #expect(c.platform(milliseconds: 4_294_967_040, readAt: 10) == 10)   // 2³² − 256 ms
        #expect(close(c.platform(milliseconds: 256, readAt: 11), 10.512))     // wrapped: 512 ms later
        #expect(c.platform(milliseconds: 1024, readAt: 10.5) == 10.5)         // never later than its read
    }

    @Test func aReadMixesStampedAndSpreadSamples() {
        var c = HandClock()
        let t = c.times(for: [nil, 1000, nil], readFrom: 1, at: 1.5)
        #expect(t == [1.25, 1.5, 1.5])
    }

    @Test func theFirstStampsInOneLateReadKeepTheirSpacing() {
        var c = HandClock()
        // A flick read in one go 0.5 s late (a slow recorded frame): 20 ms apart on the hand's clock.
        let t = c.times(for: [1000, 1020, 1040, 1080], readFrom: 10, at: 10.5)
        #expect(t.map { (($0 - t[0]) * 1000).rounded() } == [0, 20, 40, 80])
        #expect(t.last == 10.5)
    }

    // MARK: HandVelocity

    /// Samples of a straight drag by `dy` over `duration` s of hand time, every `step` s, from t = 0.
    func samples(dy: Double, duration: Double, step: Double) -> [(Point, Double)] {
        let n = Int((duration / step).rounded())
        return (0...n).map { i in
            let f = Double(i) / Double(n)
            return (Point(x: 195, y: 500 + dy * f), duration * f)
        }
    }

    @Test func aFlickReadsItsSpeedInHandTime() {
        var h = HandVelocity()
        let s = samples(dy: -120, duration: 0.08, step: 0.016)
        h.press(at: s[0].0, hand: s[0].1)
        for (p, t) in s.dropFirst() { h.move(to: p, hand: t) }
        let v = h.release(at: s.last!.0, hand: 0.08)
        #expect(close(v.y, -1500, 1e-6) && close(v.x, 0, 1e-9))
        #expect(!h.isPressed)
    }

    @Test func aHoldBeforeTheReleaseStopsTheHand() {
        var h = HandVelocity()
        let s = samples(dy: -60, duration: 0.8, step: 0.02)
        h.press(at: s[0].0, hand: 0)
        for (p, t) in s.dropFirst() { h.move(to: p, hand: t) }
        #expect(h.release(at: s.last!.0, hand: 0.9) == .zero)
        #expect(h.release(at: s.last!.0, hand: 1) == .zero)   // no press: zero
    }

    // MARK: The fluid card at any speed

    let half = 0.4 * 844.0

    func shownFluid() -> PrototypeMachine {
        var m = makeMachine { $0.halfModal.profile = .fluid }
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 3)
        #expect(close(m.halfModal.top(at: 3), half, 0.01))
        return m
    }

    /// Plays `s` (hand times from 0) on the review clock at `rate` from `start` (rate 0: the
    /// clock held, every sample at `start`), released at hand time `release`; with `lift` the
    /// release carries the hand velocity, else it is a plain `pointerUp`.
    func play(_ s: [(Point, Double)], release: Double, rate: Double, lift: Bool) -> PrototypeMachine {
        var m = shownFluid()
        var h = HandVelocity()
        let start = 4.0
        _ = m.handle(.pointerDown(s[0].0), now: start)
        h.press(at: s[0].0, hand: s[0].1)
        for (p, t) in s.dropFirst() {
            _ = m.handle(.pointerMove(p), now: start + t * rate)
            h.move(to: p, hand: t)
        }
        let end = s.last!.0
        let v = h.release(at: end, hand: release)
        _ = m.handle(lift ? .pointerLift(end, velocity: v) : .pointerUp(end), now: start + release * rate)
        return m
    }

    @Test func aSlowDragAtATenthSettlesAtHalf() {
        // 60 pt up over 0.8 s of hand time, held 0.1 s: at ×1 it settles at half.
        let s = samples(dy: -60, duration: 0.8, step: 0.02)
        #expect(play(s, release: 0.9, rate: 1, lift: false).halfModal.detent == .half)
        #expect(play(s, release: 0.9, rate: 1, lift: true).halfModal.detent == .half)
        // At ×0.1 the review clock makes it a flick; the hand's time does not.
        #expect(play(s, release: 0.9, rate: 0.1, lift: false).halfModal.detent == .full)
        #expect(play(s, release: 0.9, rate: 0.1, lift: true).halfModal.detent == .half)
    }

    @Test func aFlickAtATenthOrWhileTheClockIsHeldGoesFull() {
        // 120 pt up in 80 ms of hand time, released at once.
        let s = samples(dy: -120, duration: 0.08, step: 0.016)
        #expect(play(s, release: 0.08, rate: 1, lift: true).halfModal.detent == .full)
        #expect(play(s, release: 0.08, rate: 0.1, lift: true).halfModal.detent == .full)
        // The recording holds the clock: the whole flick at one review time reads still...
        #expect(play(s, release: 0.08, rate: 0, lift: false).halfModal.detent == .half)
        // ...but not in hand time.
        #expect(play(s, release: 0.08, rate: 0, lift: true).halfModal.detent == .full)
    }

    @Test func aLiftOnAButtonActivatesItLikeAnUp() {
        var m = makeMachine { $0.halfModal.profile = .fluid }
        guard let c = m.frame(now: 0).reachablePoint(of: .toggleHalfModal) else { Issue.record("no button"); return }
        _ = m.handle(.pointerDown(c), now: 0)
        _ = m.handle(.pointerLift(c, velocity: .zero), now: 0.05)
        _ = m.handle(.tick, now: 3)
        #expect(m.halfModal.detent == .half)
    }

    @Test func theSavedScenarioKeepsTheLiftsVelocity() {
        var log = InputLog()
        log.append(.init(time: 0.5, event: .pointerLift(Point(x: 195, y: 380), velocity: Point(x: 0, y: -1500.25))))
        let lines = ScenarioText.lines(log: log, initial: [Settings()])
        #expect(lines.contains("0.5 up 195 380 velocity 0 -1500.25"))
    }
}
