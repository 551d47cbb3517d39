import Testing
@testable import ModalCore

/// State is a function of the log: `Session.state(at:)` (what the window's recording draws
/// behind the live clock) equals a replay of the log up to that time, whatever ticks either
/// had on the way; and snapshots stay bounded however long the session runs.
@Suite struct SessionStateAtTests {
    func liveSession(lanes: Int = 1) -> Session {
        var settings = Settings()
        settings.request.latency = 0.5
        let machines = (0..<lanes).map { i -> PrototypeMachine in
            var s = settings
            s.halfModal.profile = i == 0 ? .seed : .fluid
            return PrototypeMachine(settings: s, canvas: .iPhone)
        }
        let live = Session(lanes: machines)
        live.apply(.key(.h), at: 0)
        live.apply(.pointerDown(Point(x: 195, y: 600)), at: 1.2)
        for i in 1...12 { live.apply(.pointerMove(Point(x: 195, y: 600 - 11 * Double(i))), at: 1.2 + 0.02 * Double(i)) }
        live.apply(.pointerUp(Point(x: 195, y: 468)), at: 1.45)
        var slower = live.primary.settings
        slower.halfModal.duration = 0.4
        live.applyPerLane(live.lanes.map { lane in
            var s = slower
            s.halfModal.profile = lane.settings.halfModal.profile
            return .updateSettings(s)
        }, at: 1.8)
        live.apply(.key(.h), at: 2.0)
        live.apply(.key(.s), at: 2.9)
        live.advance(to: 6)
        return live
    }

    @Test(arguments: [1, 2])
    func stateAtEachFrameIsTheReplayOfTheLog(lanes: Int) {
        let live = liveSession(lanes: lanes)
        var t = 0.0
        var checked = 0
        while t <= 4 {
            let state = live.state(at: t)
            let replay = live.replayed(upTo: t)!
            #expect(state == replay.state, "at \(t)")
            for i in 0..<lanes {
                #expect(state.lanes[i].frame(now: t) == replay.lanes[i].frame(now: t), "lane \(i) at \(t)")
            }
            checked += 1
            t += 1.0 / 60
        }
        #expect(checked == 241)
        // Asked out of order (from the snapshots, not the last state asked for), the same.
        #expect(live.state(at: 1.3) == live.replayed(upTo: 1.3)!.state)
        #expect(live.time == 6, "state(at:) does not move the session")
    }

    @Test func theLiveSessionCannotDrawThePast() {
        // Why `state(at:)` exists: a machine clamps drawing to its own clock.
        let live = liveSession()
        let past = live.primary.frame(now: 0.1)
        let state = live.state(at: 0.1)
        #expect(state.lanes[0].frame(now: 0.1) != past)
        #expect(state.lanes[0].halfModal.top(at: 0.1) > live.primary.halfModal.top(at: 0.1) - 1e-9)
    }

    @Test(arguments: [1, 2])
    func tickHistoriesDoNotChangeTheState(lanes: Int) {
        // One log, played with no ticks between inputs and with ticks every 1/7 s: equal states.
        let live = liveSession(lanes: lanes)
        let sparse = Session(lanes: live.initial.lanes)
        let dense = Session(lanes: live.initial.lanes)
        var tick = 0.0
        for entry in live.log {
            while tick + 1.0 / 7 < entry.time { tick += 1.0 / 7; dense.advance(to: tick) }
            sparse.apply(entry.event, at: entry.time, lane: entry.lane)
            dense.apply(entry.event, at: entry.time, lane: entry.lane)
        }
        for t in [3.0, 3.6, 6.0] {
            sparse.advance(to: t)
            while tick + 1.0 / 7 < t { tick += 1.0 / 7; dense.advance(to: tick) }
            dense.advance(to: t)
            #expect(sparse.state == dense.state, "at \(t)")
            #expect(sparse.markers == dense.markers, "at \(t)")
        }
        // Mid-animation, then advanced past its end without input: the state at that end.
        var a = live.state(at: 2.05)
        #expect(a.nextWake(now: 2.05) == .continuous)
        a.advance(to: 2.8)
        #expect(a == live.replayed(upTo: 2.8)!.state)
    }

    @Test func snapshotsThinOutWithAgeAndSeekStaysExact() {
        let live = Session(lanes: [PrototypeMachine(settings: Settings(), canvas: .iPhone)])
        let day = 86_400.0
        var t = 0.0
        // A toggle every 10 minutes through a day.
        while t < day {
            live.apply(.key(.h), at: t)
            t += 600
        }
        live.advance(to: day)
        let times = live.snapshotTimes
        #expect(times.count <= Session.maxSnapshots)
        #expect(times.first == 0)
        #expect(times == times.sorted())
        // Within the dense span: one a second.
        let recent = times.filter { $0 >= day - Session.denseSpan }
        #expect(recent.count >= Int(Session.denseSpan) - 1)
        // Seeking into the thinned part still gives the replay's state.
        for target in [1234.5, 40_000.25, 86_000.0] {
            let fresh = Session(lanes: live.initial.lanes)
            for entry in live.log where entry.time <= target { fresh.apply(entry.event, at: entry.time, lane: entry.lane) }
            fresh.advance(to: target)
            #expect(live.state(at: target) == fresh.state, "at \(target)")
            let copy = live.replayed(upTo: target)!
            #expect(copy.state == fresh.state, "at \(target)")
        }
    }
}
