import Testing
@testable import ModalCore

/// The first article: sheet, loading cover, request outcomes, alert.
@Suite struct RequestFlowTests {
    /// A machine with the sheet presented (tapped at 0, finished at 0.5).
    func presented(_ configure: (inout Settings) -> Void = { _ in }) -> PrototypeMachine {
        var m = makeMachine(configure)
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        #expect(m.sheet.phase(at: 1) == .presented)
        return m
    }

    @Test func openSheetPresentsOverHalfASecond() {
        var m = makeMachine()
        let actions = m.tap(.openSheet, at: 2)
        #expect(actions == [.activated(.openSheet)])
        #expect(m.sheet.phase(at: 2) == .presenting)
        #expect(m.sheet.fraction(at: 2) == 1)
        // Flutter's fastEaseInToSlowEaseOut, fitted by one cubic (0.31, 0.59, 0.08, 1), over 0.5 s.
        let expected = 1 - TimingCurve(0.31, 0.59, 0.08, 1).value(at: 0.5, duration: 0.5)
        #expect(close(m.sheet.fraction(at: 2.25), expected))
        #expect(m.sheet.phase(at: 2.5) == .presented)
        #expect(m.nextWake(now: 2.25) == .continuous)
        _ = m.handle(.tick, now: 2.5)
        #expect(m.nextWake(now: 2.5) == .idle)
    }

    @Test func coverAppearsAtTheInstantOfTheTapAndGoesAtTheInstantOfCompletion() {
        var m = presented()
        #expect(!m.reachable(at: 1).contains(.loadingCover))
        let actions = m.tap(.startRequest, at: 1.25)
        #expect(actions == [.activated(.startRequest), .startRequest(id: 1, deadline: 4.25, outcome: .success)])
        // Zero-time appearance: the cover is fully there at the tap's own instant.
        let f = m.frame(now: 1.25)
        #expect(f.isHitTestable(.loadingCover))
        #expect(f.items.contains(.fill(Rect(x: 0, y: 0, width: 390, height: 844), .zero, Color(r: 0, g: 0, b: 0, a: 128))))
        #expect(m.request.phase == .loading)
        // Still up one instant before completion.
        #expect(m.frame(now: 4.2499).isHitTestable(.loadingCover))
        m.complete(actions, at: 4.25)
        // Gone at completion's own instant, with no fade.
        let after = m.frame(now: 4.25)
        #expect(!after.regions.contains { $0.id == .loadingCover })
        #expect(!after.items.contains(.fill(Rect(x: 0, y: 0, width: 390, height: 844), .zero, Color(r: 0, g: 0, b: 0, a: 128))))
    }

    @Test func successClosesTheSheetWithItsOwnAnimation() {
        var m = presented()
        let actions = m.tap(.startRequest, at: 1)
        m.complete(actions, at: 4)
        #expect(m.request.phase == .idle)
        #expect(m.sheet.phase(at: 4) == .dismissing)
        // Along the presenting curve, retracing it (Flutter sheet.dart): fast at first.
        #expect(close(m.sheet.fraction(at: 4.25), TimingCurve(0.31, 0.59, 0.08, 1).value(at: 0.5, duration: 0.5)))
        #expect(m.sheet.fraction(at: 4.25) > 0.9)
        _ = m.handle(.tick, now: 4.5)
        #expect(m.sheet.phase(at: 4.5) == .hidden)
        #expect(m.reachable(at: 4.5).contains(.openSheet))
    }

    @Test func failureShowsAnAlertOverTheCoverAndOKClearsBoth() {
        var m = presented { $0.request.outcome = .failure }
        let actions = m.tap(.startRequest, at: 1)
        #expect(actions.last == .startRequest(id: 1, deadline: 4, outcome: .failure))
        m.complete(actions, at: 4)
        #expect(m.request.phase == .alert)
        let f = m.frame(now: 4.5)
        #expect(f.isHitTestable(.alertOK))
        #expect(f.isHitTestable(.alert))
        // The cover is still up under the alert.
        #expect(f.regions.contains { $0.id == .loadingCover })
        #expect(m.tap(.alertOK, at: 5) == [.activated(.alertOK)])
        #expect(m.request.phase == .idle)
        #expect(!m.request.isCoverUp)
        let after = m.frame(now: 5)
        #expect(!after.regions.contains { $0.id == .loadingCover || $0.id == .alertOK || $0.id == .alert })
        // The sheet stays.
        #expect(m.sheet.phase(at: 5) == .presented)
        #expect(after.isHitTestable(.closeSheet))
    }

    @Test func alertScalesFrom1_2AndFadesIn() {
        var m = presented { $0.request.outcome = .failure }
        m.complete(m.tap(.startRequest, at: 1), at: 4)
        guard case let .group(t0, o0, _)? = m.frame(now: 4).items.last else { Issue.record("no alert group"); return }
        #expect(close(t0.scale, 1.2))   // UIKit UIAlertControllerVisualStyleAlert
        #expect(o0 == 0)
        let a = m.settings.alert
        guard case let .group(t1, o1, _)? = m.frame(now: 4 + a.appearDuration).items.last else { Issue.record("no alert"); return }
        #expect(t1.scale == 1)
        #expect(o1 == 1)
        #expect(m.nextWake(now: 4.01) == .continuous)
    }

    @Test func staleCompletionChangesNothing() {
        var m = presented { $0.request.outcome = .failure }
        let first = m.tap(.startRequest, at: 1)
        m.complete(first, at: 4)
        m.tap(.alertOK, at: 5)
        let second = m.tap(.startRequest, at: 6)
        #expect(second.last == .startRequest(id: 2, deadline: 9, outcome: .failure))
        // Request 1 completes again, late: ignored; request 2 is still loading.
        _ = m.handle(.requestCompleted(id: 1, outcome: .success), now: 7)
        #expect(m.request.phase == .loading)
        #expect(m.request.currentID == 2)
        #expect(m.sheet.phase(at: 7) == .presented)
        // An unknown id is ignored too.
        _ = m.handle(.requestCompleted(id: 99, outcome: .failure), now: 7.5)
        #expect(m.request.phase == .loading)
    }

    @Test func completionAfterTheSheetIsGoneChangesNothing() {
        var m = presented()
        let actions = m.tap(.startRequest, at: 1)
        m.complete(actions, at: 4)
        _ = m.handle(.tick, now: 5)
        #expect(m.sheet.phase(at: 5) == .hidden)
        m.complete(actions, at: 6)
        #expect(m.sheet.phase(at: 6) == .hidden)
        #expect(m.request.phase == .idle)
    }

    @Test func inputUnderTheCoverGoesNowhere() {
        var m = presented()
        _ = m.tap(.startRequest, at: 1)
        let f = m.frame(now: 1.5)
        for id in [ElementID.closeSheet, .startRequest, .sheet] {
            #expect(!f.isHitTestable(id), "\(id) reachable under the cover")
        }
        // Press and release exactly where the close button is.
        let close = f.region(.closeSheet)!.frame.center
        #expect(m.handle(.pointerDown(close), now: 1.5) == [])
        #expect(m.handle(.pointerUp(close), now: 1.6) == [])
        // A drag down on the cover does not move the sheet.
        m.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 800), at: 1.7, duration: 0.2)
        #expect(m.sheet.fraction(at: 2) == 0)
        // Keys are swallowed too.
        for key in [Key.escape, .h, .f, .s, .return, .space] { #expect(m.handle(.key(key), now: 2) == []) }
        #expect(m.sheet.phase(at: 2) == .presented)
        #expect(m.halfModal.detent == .hidden)
        #expect(m.request.phase == .loading)
        // But Q still quits.
        #expect(m.handle(.key(.q), now: 2) == [.quit])
    }

    @Test func returnOrEscapeDismissesTheAlert() {
        var m = presented { $0.request.outcome = .failure }
        m.complete(m.tap(.startRequest, at: 1), at: 4)
        #expect(m.handle(.key(.h), now: 4.5) == [])
        #expect(m.request.phase == .alert)
        #expect(m.handle(.key(.return), now: 4.6) == [.activated(.alertOK)])
        #expect(m.request.phase == .idle)
        // Escape is the topmost dismissible thing's close: the alert (with its cover), not the sheet.
        m.complete(m.tap(.startRequest, at: 5), at: 8)
        #expect(m.handle(.key(.escape), now: 8.5) == [.activated(.alertOK)])
        #expect(m.request.phase == .idle)
        #expect(m.sheet.phase(at: 8.5) == .presented)
    }

    @Test func outcomePolicies() {
        func outcomes(_ policy: OutcomePolicy, count: Int, seed: UInt64 = 1) -> [RequestOutcome] {
            var r = RequestMachine(settings: { var s = RequestSettings(); s.outcome = policy; s.seed = seed; return s }())
            var out: [RequestOutcome] = []
            for i in 0..<count {
                guard case let .startRequest(id, _, o)? = r.start(now: Double(i)).first else { return out }
                out.append(o)
                _ = r.complete(id: id, outcome: .success, now: Double(i))
            }
            return out
        }
        #expect(outcomes(.success, count: 3) == [.success, .success, .success])
        #expect(outcomes(.failure, count: 3) == [.failure, .failure, .failure])
        #expect(outcomes(.alternate, count: 4) == [.failure, .success, .failure, .success])
        let a = outcomes(.random, count: 2000, seed: 42)
        #expect(a == outcomes(.random, count: 2000, seed: 42))
        #expect(a != outcomes(.random, count: 2000, seed: 43))
        let failures = a.filter { $0 == .failure }.count
        #expect(failures > 900 && failures < 1100)
    }

    @Test func outcomeControlIsNotOnThePhone() {
        let m = presented()
        let f = m.frame(now: 1)
        #expect(f.region(.requestOutcome) == nil)
        #expect(!f.hitTestableRegions.map(\.id).contains(.requestOutcome))
    }

    @Test func latencyIsASetting() {
        var m = presented { $0.request.latency = 0.75 }
        #expect(m.tap(.startRequest, at: 2).last == .startRequest(id: 1, deadline: 2.75, outcome: .success))
    }

    @Test func spinnerWakesOncePerStepWhileLoading() {
        var m = presented()
        _ = m.tap(.startRequest, at: 1)
        // UIKit's 0.8 s turn in 8 steps: one wake every 0.1 s.
        #expect(m.nextWake(now: 1) == .at(1.1))
        #expect(m.nextWake(now: 1.2) == .at(1.3))
        #expect(m.nextWake(now: 3.95) == .at(4))
    }

    @Test func closeButtonDismisses() {
        var m = presented()
        m.tap(.closeSheet, at: 1)
        #expect(m.sheet.phase(at: 1.2) == .dismissing)
        #expect(m.sheet.phase(at: 1.5) == .hidden)
    }

    @Test func escapeClosesTheSheet() {
        var m = presented()
        #expect(m.handle(.key(.escape), now: 1) == [.activated(.closeSheet)])
        #expect(m.sheet.phase(at: 1.1) == .dismissing)
    }
}
