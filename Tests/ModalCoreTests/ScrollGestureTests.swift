import Testing
@testable import ModalCore

/// Wheel and touchpad scrolling as a finger drag (`ScrollGesture`), fed to the real machine.
@Suite struct ScrollGestureTests {
    let H = 844.0
    var half: Double { 0.4 * H }            // 337.6
    var full: Double { 0.4 * H - 0.35 * H } // 42.2
    let overCard = Point(x: 195, y: 600)

    /// A machine whose card rests at half (shown at 0, settled by 1).
    func atHalf(_ profile: HalfModalProfile = .seed) -> PrototypeMachine {
        var m = makeMachine { $0.halfModal.profile = profile }
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 1)
        return m
    }

    /// Scrolls `notches` once per `times` entry over `p`, feeding every event to `m`; returns them.
    @discardableResult
    func scroll(_ g: inout ScrollGesture, _ m: inout PrototypeMachine, notches: Double, at p: Point, times: [Double]) -> [Event] {
        var all: [Event] = []
        for t in times {
            let target = m.frame(now: t).hitTest(p)?.id
            let events = g.scroll(notches: notches, at: p, over: target, now: t)
            for e in events { _ = m.handle(e, now: t) }
            all += events
        }
        return all
    }

    /// Ends the gesture at its deadline, feeding the release to `m`.
    func finish(_ g: inout ScrollGesture, _ m: inout PrototypeMachine) -> [Event] {
        guard let d = g.deadline else { return [] }
        let events = g.expire(now: d)
        for e in events { _ = m.handle(e, now: d) }
        _ = m.handle(.tick, now: d + 2)
        return events
    }

    @Test func tenWheelUpNotchesOverTheCardAtHalfBringItToFull() {
        var m = atHalf()
        var g = ScrollGesture()
        let times = (0..<10).map { 2.0 + Double($0) * 0.03 }
        let events = scroll(&g, &m, notches: 1, at: overCard, times: times)
        #expect(events.first == .pointerDown(overCard))
        #expect(events[1] == .pointerMove(Point(x: 195, y: 580)))
        #expect(events.last == .pointerMove(Point(x: 195, y: 400)))   // 10 × 20 pt up
        #expect(m.pointer == .draggingHalfModal)
        #expect(close(m.halfModal.position, -200))
        let end = finish(&g, &m)
        #expect(end.count == 1)
        #expect(m.pointer == .idle)
        #expect(m.halfModal.detent == .full)
        #expect(close(m.halfModal.top(at: 5), full))
    }

    @Test func fourNotchesStayAtHalfAsAFingerDragOf80Would() {
        var m = atHalf()
        var g = ScrollGesture()
        scroll(&g, &m, notches: 1, at: overCard, times: [2.0, 2.03, 2.06, 2.09])
        #expect(close(m.halfModal.position, -80))
        _ = finish(&g, &m)
        #expect(m.halfModal.detent == .half)   // −80 is not below −100
    }

    @Test func scrollingDownThreeNotchesHidesTheCard() {
        var m = atHalf()
        var g = ScrollGesture()
        scroll(&g, &m, notches: -1, at: overCard, times: [2.0, 2.03, 2.06])
        #expect(close(m.halfModal.position, 60))
        _ = finish(&g, &m)
        #expect(m.halfModal.detent == .hidden)   // 60 > 50
    }

    @Test func aTouchpadGestureEnds150msAfterTheLastScroll() {
        var g = ScrollGesture()
        _ = g.scroll(notches: 1, at: overCard, over: .halfModal, now: 2)
        _ = g.scroll(notches: 0.5, at: overCard, over: .halfModal, now: 2.05)   // a fraction: precise
        #expect(g.deadline == 2.05 + 0.15)
        #expect(g.expire(now: 2.199).isEmpty)
        #expect(g.isActive)
        let end = g.expire(now: 2.2)
        #expect(end.count == 1)
        guard case let .pointerRelease(p, _)? = end.first else { Issue.record("no release: \(end)"); return }
        #expect(p == Point(x: 195, y: 570))
        #expect(!g.isActive && g.deadline == nil)
    }

    /// Issue 37: a notched wheel turned notch by notch at a deliberate pace is one drag. Its
    /// gesture stays open 400 ms after a notch, and releases with the notches' own velocity.
    @Test func eightNotches200msApartDragTheSeedCardToFull() {
        var m = atHalf()
        var g = ScrollGesture()
        let times = (0..<8).map { 2.0 + Double($0) * 0.2 }
        let events = scroll(&g, &m, notches: 1, at: overCard, times: times)
        #expect(events.filter { if case .pointerDown = $0 { return true }; return false }.count == 1)
        #expect(g.deadline == times[7] + 0.4)
        #expect(close(m.halfModal.position, -160))   // a 160 pt finger drag
        let end = finish(&g, &m)
        guard case let .pointerRelease(p, v)? = end.first else { Issue.record("no release: \(end)"); return }
        #expect(p == Point(x: 195, y: 440))
        #expect(abs(v.y + 100) < 1e-6 && v.x == 0)   // 20 pt up in 0.2 s
        #expect(m.halfModal.detent == .full)
        // 450 ms apart, each notch is a gesture of its own (20 pt: back to half).
        var n = atHalf()
        var h = ScrollGesture()
        let apart = scroll(&h, &n, notches: 1, at: overCard, times: [2.0, 2.45, 2.9])
        #expect(apart.filter { if case .pointerDown = $0 { return true }; return false }.count == 3)
    }

    @Test func aScrollAfterTheDeadlineEndsTheOldGestureAndStartsANewOne() {
        var g = ScrollGesture()
        _ = g.scroll(notches: 1, at: overCard, over: .halfModal, now: 2)
        let events = g.scroll(notches: 1, at: Point(x: 100, y: 700), over: .halfModal, now: 2.5)
        #expect(events.count == 3)
        #expect(events[1] == .pointerDown(Point(x: 100, y: 700)))
        #expect(events[2] == .pointerMove(Point(x: 100, y: 680)))
    }

    @Test func preciseTouchpadDeltasAreUsedAsTheyCome() {
        var g = ScrollGesture()
        _ = g.scroll(notches: 0.25, at: overCard, over: .halfModal, now: 2)
        let events = g.scroll(notches: 0.125, at: overCard, over: .halfModal, now: 2.01)
        #expect(events == [.pointerMove(Point(x: 195, y: 592.5))])   // 600 − 5 − 2.5
    }

    @Test func releaseCarriesTheScrollsVelocityAtItsLastEvent() {
        var g = ScrollGesture()
        for i in 0..<5 { _ = g.scroll(notches: 1, at: overCard, over: .halfModal, now: 2 + Double(i) * 0.01) }
        guard case let .pointerRelease(_, v)? = g.end().first else { Issue.record("no release"); return }
        #expect(close(v.y, -2000, 1e-6))   // 20 pt every 10 ms, upwards
        #expect(v.x == 0)
    }

    @Test func aFlickFlingsTheFluidCardToFullWhereASlowScrollReturnsToHalf() {
        var fast = atHalf(.fluid)
        var g = ScrollGesture()
        scroll(&g, &fast, notches: 1, at: overCard, times: [2.0, 2.01])   // 40 pt at 2000 pt/s
        _ = finish(&g, &fast)
        #expect(fast.halfModal.detent == .full)

        var slow = atHalf(.fluid)
        scroll(&g, &slow, notches: 1, at: overCard, times: [2.0, 2.1])    // 40 pt at 200 pt/s
        _ = finish(&g, &slow)
        #expect(slow.halfModal.detent == .half)
    }

    @Test func scrollingOverAnythingButTheCardOrTheSheetDoesNothing() {
        var g = ScrollGesture()
        #expect(g.scroll(notches: 1, at: Point(x: 195, y: 100), over: .mainView, now: 1).isEmpty)
        #expect(g.scroll(notches: 1, at: Point(x: 195, y: 100), over: .openSheet, now: 1).isEmpty)
        #expect(g.scroll(notches: 1, at: Point(x: 195, y: 100), over: nil, now: 1).isEmpty)
        #expect(g.scroll(notches: 0, at: overCard, over: .halfModal, now: 1).isEmpty)
        #expect(g.scroll(notches: .nan, at: overCard, over: .halfModal, now: 1).isEmpty)
        #expect(!g.isActive)
        #expect(ScrollGesture.drags(.sheet) && ScrollGesture.drags(.closeSheet) && ScrollGesture.drags(.halfModal))
    }

    @Test func aScrollOverASheetButtonDragsTheSheetAndNeverClicksIt() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 2)
        guard let button = m.frame(now: 2).reachablePoint(of: .closeSheet) else { Issue.record("no close button"); return }
        var g = ScrollGesture()
        // 0.1 notch = 2 pt, below the sheet's 10-pt slop: still a press on the button.
        scroll(&g, &m, notches: 0.1, at: button, times: [2.0])
        _ = finish(&g, &m)
        #expect(m.sheet.isOnScreen(at: 5))
        #expect(m.sheet.phase(at: 5) == .presented)
    }

    @Test func scrollingDownFastOverTheSheetDismissesIt() {
        var m = makeMachine()
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 2)
        guard let p = m.frame(now: 2).reachablePoint(of: .sheet) else { Issue.record("no sheet"); return }
        var g = ScrollGesture()
        scroll(&g, &m, notches: -1, at: p, times: (0..<8).map { 2.0 + Double($0) * 0.01 })   // 160 pt at 2000 pt/s
        #expect(m.pointer == .draggingSheet)
        _ = finish(&g, &m)
        #expect(!m.sheet.isOnScreen(at: 5))
    }

    @Test func randomScrollingInterleavedWithPointerInputKeepsEveryInvariant() {
        var rng: UInt64 = 13
        var violations: [String] = []
        for sequence in 0..<2_000 {
            var m = makeMachine { $0.halfModal.profile = sequence % 2 == 0 ? .seed : .fluid }
            var g = ScrollGesture()
            var t = 0.0
            for _ in 0..<60 {
                t += Double(splitMix64(&rng) % 200) / 1000
                let r = splitMix64(&rng) % 10
                var events: [Event]
                if r < 5 {
                    let p = Point(x: Double(splitMix64(&rng) % 390), y: Double(splitMix64(&rng) % 844))
                    let notches = (Double(splitMix64(&rng) % 81) - 40) / 8   // −5 … 5 in eighths
                    events = g.scroll(notches: notches, at: p, over: m.frame(now: t).hitTest(p)?.id, now: t)
                } else if r < 7 {
                    events = g.expire(now: t)
                } else {
                    events = g.end() + [PropertyTests.randomEvent(&rng, canvas: .iPhone)]
                }
                for e in events { _ = m.handle(e, now: t) }
                violations += m.invariantViolations(now: t).map { "sequence \(sequence) at \(t): \($0)" }
            }
        }
        #expect(violations.isEmpty, "\(violations.prefix(3))")
    }
}
