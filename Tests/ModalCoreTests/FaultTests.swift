import Testing
@testable import ModalCore

/// What real machines do to an app: stalls, clocks that jump back, pointers lost mid-drag,
/// answers that arrive too late, windows resized to nothing or to a wall.
@Suite struct FaultTests {
    let H = 844.0

    /// Everything a frame at `t` must satisfy: the invariants, finite numbers, a sane wake-up.
    func expectHealthy(_ m: PrototypeMachine, at t: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(m.invariantViolations(now: t).isEmpty, "\(m.invariantViolations(now: t))", sourceLocation: sourceLocation)
        let f = m.frame(now: t)
        for p in f.items.flattened() {
            switch p {
            case let .fill(r, _, _), let .stroke(r, _, _, _):
                #expect(r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite, "\(p)",
                        sourceLocation: sourceLocation)
            case let .line(a, b, w, _):
                #expect(a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite && w.isFinite, "\(p)",
                        sourceLocation: sourceLocation)
            case let .text(run):
                #expect(run.position.x.isFinite && run.position.y.isFinite && run.size.isFinite, "\(p)",
                        sourceLocation: sourceLocation)
            }
        }
        for r in f.regions {
            #expect(r.frame.x.isFinite && r.frame.y.isFinite && r.frame.width.isFinite && r.frame.height.isFinite,
                    "\(r)", sourceLocation: sourceLocation)
        }
        if case let .at(when) = m.nextWake(now: t) { #expect(when > t, sourceLocation: sourceLocation) }
    }

    /// The state a user can see and touch, for "nothing changed" checks.
    struct Snapshot: Equatable {
        var sheet: SheetMachine, request: RequestMachine, halfModal: HalfModalMachine
        var pointer: PrototypeMachine.PointerState, focus: ElementID?
        init(_ m: PrototypeMachine) {
            sheet = m.sheet; request = m.request; halfModal = m.halfModal; pointer = m.pointer; focus = m.focus
        }
    }

    // MARK: A 10-second stall between frames

    @Test func stallEndsEveryAnimationInItsEndState() {
        let m = makeSession()
        m.tap(.toggleHalfModal, at: 0)        // half modal: 0.9 s timing curve
        m.tap(.openSheet, at: 0.1)            // sheet: 0.5 s presentation over it
        #expect(m.nextWake(now: 0.2) == .continuous)
        // The laptop sleeps; the next frame comes 10 s later.
        _ = m.handle(.tick, now: 10.2)
        #expect(m.sheet.phase(at: 10.2) == .presented)
        #expect(m.sheet.fraction(at: 10.2) == 0)
        #expect(m.halfModal.top(at: 10.2) == 0.4 * H)
        #expect(m.halfModal.velocity(at: 10.2) == 0)
        #expect(m.nextWake(now: 10.2) == .idle)
        expectHealthy(m.primary, at: 10.2)
    }

    @Test func stallDuringAFluidSpringLandsOnTheDetent() {
        let m = makeSession { $0.halfModal.profile = .fluid }
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 2)
        // A fast flick up, released at 2.1: a spring towards full carrying 6000 pt/s.
        m.drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 300), at: 2, duration: 0.05, steps: 3)
        #expect(m.nextWake(now: 2.06) == .continuous)
        _ = m.handle(.tick, now: 12.05)
        #expect(m.halfModal.top(at: 12.05) == m.halfModal.top(of: m.halfModal.detent))
        #expect(m.nextWake(now: 12.05) == .idle)
        expectHealthy(m.primary, at: 12.05)
    }

    @Test func stallOverARequestDeadlineDeliversItOnce() {
        let m = makeSession { $0.request.outcome = .failure }
        m.tap(.openSheet, at: 0)
        m.tap(.startRequest, at: 1)
        // 10 s pass; the 3-s request is overdue. The session delivers it at its own deadline.
        m.advance(to: 11)
        #expect(m.request.phase == .alert)
        // It completed at its deadline (4), as if the app had been awake, and only once.
        #expect(m.request.alertShownAt == 4)
        #expect(m.nextDeadline == nil)
        expectHealthy(m.primary, at: 11)
        m.advance(to: 21)
        #expect(m.nextWake(now: 21) != .continuous)
    }

    @Test func stallMidDragDoesNotFling() {
        let m = makeSession { $0.halfModal.profile = .fluid }
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 2)
        _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 2)
        _ = m.handle(.pointerMove(Point(x: 195, y: 480)), now: 2.016)
        // The process is stopped in a debugger for 10 s with the button held, then released.
        _ = m.handle(.pointerMove(Point(x: 195, y: 470)), now: 12.016)
        _ = m.handle(.pointerUp(Point(x: 195, y: 470)), now: 12.032)
        #expect(m.pointer == .idle)
        #expect(abs(m.halfModal.velocity(at: 12.032)) <= 6000)
        _ = m.handle(.tick, now: 22)
        #expect(m.halfModal.top(at: 22) == m.halfModal.top(of: m.halfModal.detent))
        expectHealthy(m.primary, at: 22)
    }

    // MARK: Time going backwards

    @Test func timeGoingBackwardsIsIgnored() {
        let m = makeSession()
        m.tap(.toggleHalfModal, at: 5)
        let topAt5_45 = m.halfModal.top(at: 5.45)
        // A clock step back of 4 s: every call at an earlier time counts as the latest one seen.
        _ = m.handle(.tick, now: 1)
        #expect(m.clock == 5)
        #expect(m.frame(now: 1) == m.frame(now: 5))
        #expect(m.halfModal.top(at: 5.45) == topAt5_45)      // the animation was not restarted
        // A button pressed "in the past" acts now; the half modal's animation keeps its own start.
        m.tap(.openSheet, at: 2)
        #expect(m.sheet.phase(at: 5) == .presenting)
        #expect(m.sheet.phase(at: 5.5) == .presented)
        // Non-finite times are ignored too.
        _ = m.handle(.tick, now: .nan)
        _ = m.handle(.tick, now: -.infinity)
        _ = m.handle(.tick, now: .infinity)
        #expect(m.clock == 5)
        expectHealthy(m.primary, at: 5)
        _ = m.handle(.tick, now: 7)
        #expect(m.nextWake(now: 7) == .idle)
    }

    @Test func backwardsTimeMidDragKeepsTheDragSane() {
        let m = makeSession { $0.halfModal.profile = .fluid }
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 2)
        _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 2)
        _ = m.handle(.pointerMove(Point(x: 195, y: 450)), now: 2.05)
        _ = m.handle(.pointerMove(Point(x: 195, y: 400)), now: 1.0)   // clock went back: treated as 2.05
        _ = m.handle(.pointerUp(Point(x: 195, y: 400)), now: 1.1)
        #expect(m.pointer == .idle)
        #expect(m.halfModal.velocity(at: 2.05).isFinite)
        expectHealthy(m.primary, at: 2.05)
        _ = m.handle(.tick, now: 5)
        #expect(m.nextWake(now: 5) == .idle)
    }

    // MARK: Pointer lost mid-drag

    /// A half-modal drag of `dy` points from y=500 that ends with `.pointerCancel` (focus lost).
    func cancelledHalfModalDrag(_ profile: HalfModalProfile, dy: Double) -> Session {
        let m = makeSession { $0.halfModal.profile = profile }
        m.tap(.toggleHalfModal, at: 0)
        _ = m.handle(.tick, now: 2)
        _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 2)
        for i in 1...10 {
            _ = m.handle(.pointerMove(Point(x: 195, y: 500 + dy * Double(i) / 10)), now: 2 + Double(i) / 60)
        }
        #expect(m.pointer == .draggingHalfModal)
        _ = m.handle(.pointerCancel, now: 2.2)
        return m
    }

    @Test(arguments: [HalfModalProfile.seed, .fluid], [-40.0, -180.0, 30.0, 120.0])
    func focusLostMidHalfModalDragEndsTheDrag(profile: HalfModalProfile, dy: Double) {
        let m = cancelledHalfModalDrag(profile, dy: dy)
        #expect(m.pointer == .idle)
        #expect(!m.halfModal.isTracking && !m.halfModal.isDragging)
        // The release that never came, and later moves, change nothing.
        let detent = m.halfModal.detent
        _ = m.handle(.pointerMove(Point(x: 195, y: 100)), now: 2.3)
        _ = m.handle(.pointerUp(Point(x: 195, y: 100)), now: 2.4)
        #expect(m.halfModal.detent == detent)
        expectHealthy(m.primary, at: 2.4)
        _ = m.handle(.tick, now: 5)
        #expect(close(m.halfModal.top(at: 5), m.halfModal.top(of: detent), 1e-9))
        #expect(m.nextWake(now: 5) == .idle)
        // A cancel never flings: the fluid card goes to the detent nearest to where it was left.
        if profile == .fluid { #expect(detent == (dy < -100 ? .full : .half)) }
        // Seed ends as the article's onEnded at the last position: past −100 goes full, past 50 hides.
        if profile == .seed { #expect(detent == (dy < -100 ? .full : dy > 50 ? .hidden : .half)) }
    }

    @Test func focusLostMidSheetDragSpringsBack() {
        let m = makeSession()
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        _ = m.handle(.pointerDown(Point(x: 100, y: 200)), now: 1)
        for i in 1...20 { _ = m.handle(.pointerMove(Point(x: 100, y: 200 + Double(i) * 25)), now: 1 + Double(i) / 60) }
        #expect(m.pointer == .draggingSheet)
        _ = m.handle(.pointerCancel, now: 1.4)
        #expect(m.pointer == .idle)
        #expect(m.sheet.phase(at: 1.4) == .settling)
        _ = m.handle(.pointerUp(Point(x: 100, y: 800)), now: 1.5)   // the lost release arrives late
        _ = m.handle(.tick, now: 4)
        #expect(m.sheet.phase(at: 4) == .presented)
        #expect(m.nextWake(now: 4) == .idle)
        expectHealthy(m.primary, at: 4)
    }

    @Test(arguments: [-500.0, 5000.0])
    func pointerReleasedOutsideTheWindowEndsTheDrag(y: Double) {
        for profile in HalfModalProfile.allCases {
            let m = makeSession { $0.halfModal.profile = profile }
            m.tap(.toggleHalfModal, at: 0)
            _ = m.handle(.tick, now: 2)
            _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 2)
            _ = m.handle(.pointerMove(Point(x: 195, y: 480)), now: 2.02)
            _ = m.handle(.pointerMove(Point(x: -300, y: y)), now: 2.04)
            _ = m.handle(.pointerUp(Point(x: -300, y: y)), now: 2.06)
            #expect(m.pointer == .idle)
            #expect(!m.halfModal.isTracking)
            expectHealthy(m.primary, at: 2.06)
            _ = m.handle(.tick, now: 5)
            #expect(m.nextWake(now: 5) == .idle)
        }
        let s = makeSession()
        s.tap(.openSheet, at: 0)
        _ = s.handle(.tick, now: 1)
        _ = s.handle(.pointerDown(Point(x: 100, y: 300)), now: 1)
        _ = s.handle(.pointerMove(Point(x: 100, y: 340)), now: 1.02)
        _ = s.handle(.pointerMove(Point(x: 100, y: y)), now: 1.04)
        _ = s.handle(.pointerUp(Point(x: 100, y: y)), now: 1.06)
        #expect(s.pointer == .idle)
        expectHealthy(s.primary, at: 1.06)
        _ = s.handle(.tick, now: 4)
        #expect([.hidden, .presented].contains(s.sheet.phase(at: 4)))
        #expect(s.nextWake(now: 4) == .idle)
    }

    // MARK: A request that completes after its sheet was dismissed

    @Test(arguments: [RequestOutcome.success, .failure])
    func lateCompletionAfterDismissalChangesNothing(outcome: RequestOutcome) {
        var m = makeMachine()   // a machine-level unit: `activate` is not reachable as input here
        var scheduler = RequestScheduler()
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        let started = m.tap(.startRequest, at: 1)
        scheduler.apply(started)
        guard case let .startRequest(id, _, _) = started.first(where: { if case .startRequest = $0 { return true }; return false }) else {
            Issue.record("no request started"); return
        }
        // The sheet goes away while loading (Escape reaches no one under the cover, so use the
        // dismissal a completed earlier request would cause: a direct close).
        scheduler.apply(m.activate(.closeSheet, now: 1.5))
        #expect(scheduler.pending.isEmpty)
        _ = m.handle(.tick, now: 3)
        let before = Snapshot(m)
        // The network answers anyway, late.
        _ = m.handle(.requestCompleted(id: id, outcome: outcome), now: 4)
        #expect(Snapshot(m) == before)
        #expect(m.request.phase == .idle && m.sheet.phase(at: 4) == .hidden)
        expectHealthy(m, at: 4)
    }

    @Test func lateCompletionOfAnOldRequestDoesNotEndTheNewOne() {
        let m = makeSession { $0.request.outcome = .failure }
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        _ = m.tap(.startRequest, at: 1)                     // request 1 fails at 4
        _ = m.handle(.requestCompleted(id: 1, outcome: .failure), now: 4)
        m.tap(.alertOK, at: 5)
        _ = m.tap(.startRequest, at: 6)                     // request 2 in flight
        #expect(m.request.currentID == 2)
        let before = Snapshot(m.primary)
        _ = m.handle(.requestCompleted(id: 1, outcome: .success), now: 7)    // a duplicate of 1
        _ = m.handle(.requestCompleted(id: 99, outcome: .failure), now: 7)   // one never started
        #expect(Snapshot(m.primary) == before)
        #expect(m.request.phase == .loading)
        expectHealthy(m.primary, at: 7)
    }

    // MARK: Extreme window sizes

    static let extremeSizes = [Size(width: 1, height: 1), Size(width: 8000, height: 8000), Size(width: 0, height: 0)]

    @Test(arguments: extremeSizes)
    func resizeMidAnimationNeitherBreaksNorSpins(size: Size) {
        for profile in HalfModalProfile.allCases {
            /// The half modal moving up, the sheet presenting over it (`s`), then maybe a resize.
            func run(resizing: Bool) -> Session {
                let m = makeSession { $0.halfModal.profile = profile }
                m.tap(.toggleHalfModal, at: 0)
                _ = m.handle(.key(.s), now: 0.2)
                #expect(m.sheet.phase(at: 0.2) == .presenting)
                if resizing {
                    _ = m.handle(.resize(size), now: 0.3)
                    expectHealthy(m.primary, at: 0.3)
                    expectHealthy(m.primary, at: 0.5)
                    _ = m.handle(.tick, now: 3)
                    expectHealthy(m.primary, at: 3)
                    #expect(m.nextWake(now: 3) == .idle, "still animating at \(size), \(profile)")
                    _ = m.handle(.resize(.iPhone), now: 3)
                }
                _ = m.handle(.key(.escape), now: 3)   // closes the sheet
                _ = m.handle(.tick, now: 5)
                return m
            }
            // Back on a phone, the app is where it would have been without the detour.
            let resized = run(resizing: true), plain = run(resizing: false)
            #expect(resized.sheet.phase(at: 5) == .hidden)
            #expect(resized.halfModal.detent == plain.halfModal.detent)
            #expect(close(resized.halfModal.top(at: 5), plain.halfModal.top(at: 5), 1e-6))
            #expect(resized.reachable(at: 5) == plain.reachable(at: 5))
            #expect(resized.nextWake(now: 5) == .idle)
            expectHealthy(resized.primary, at: 5)
        }
    }

    @Test(arguments: extremeSizes)
    func resizeMidDragEndsTheDrag(size: Size) {
        for profile in HalfModalProfile.allCases {
            let m = makeSession { $0.halfModal.profile = profile }
            m.tap(.toggleHalfModal, at: 0)
            _ = m.handle(.tick, now: 2)
            _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 2)
            _ = m.handle(.pointerMove(Point(x: 195, y: 400)), now: 2.1)
            _ = m.handle(.resize(size), now: 2.2)
            #expect(m.pointer == .idle && !m.halfModal.isTracking)
            _ = m.handle(.pointerUp(Point(x: 195, y: 400)), now: 2.3)
            expectHealthy(m.primary, at: 2.3)
            _ = m.handle(.tick, now: 5)
            #expect(m.nextWake(now: 5) == .idle)
        }
    }

    @Test(arguments: extremeSizes)
    func resizeWhileTheAlertAppearsKeepsItReachable(size: Size) {
        let m = makeSession { $0.request.outcome = .failure }
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        _ = m.tap(.startRequest, at: 1)
        _ = m.handle(.requestCompleted(id: 1, outcome: .failure), now: 4)
        _ = m.handle(.resize(size), now: 4.1)
        expectHealthy(m.primary, at: 4.1)
        _ = m.handle(.tick, now: 6)
        #expect(m.nextWake(now: 6) != .continuous)
        // Return still dismisses the alert, whatever the size.
        _ = m.handle(.key(.return), now: 6)
        #expect(m.request.phase == .idle)
        expectHealthy(m.primary, at: 6)
    }
}
