import Testing
@testable import ModalCore

/// The trailing session behind exact-rate recording: at every time it equals a replay of the
/// live log up to that time, however far the live session has run ahead.
@Suite struct SessionFollowerTests {
    func liveSession(lanes: Int = 1) -> Session {
        var settings = Settings()
        settings.request.latency = 0.5
        let machines = (0..<lanes).map { i -> PrototypeMachine in
            var s = settings
            s.halfModal.profile = i == 0 ? .seed : .fluid
            return PrototypeMachine(settings: s, canvas: .iPhone)
        }
        var live = Session(lanes: machines)
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
    func followsTheLogFrameByFrame(lanes: Int) {
        let live = liveSession(lanes: lanes)
        var follower = SessionFollower(following: live)
        var t = 0.0
        var checked = 0
        while t <= 4 {
            follower.follow(live, to: t)
            let replay = live.replayed(upTo: t)!
            for i in 0..<lanes {
                #expect(follower.session.lanes[i].frame(now: t) == replay.lanes[i].frame(now: t), "lane \(i) at \(t)")
            }
            checked += 1
            t += 1.0 / 60
        }
        #expect(checked == 241)
        #expect(follower.applied == live.log.count)
    }

    @Test func theLiveSessionCannotDrawThePast() {
        // Why the follower exists: a machine clamps drawing to its own clock.
        let live = liveSession()
        let past = live.primary.frame(now: 0.1)
        var follower = SessionFollower(following: live)
        follower.follow(live, to: 0.1)
        #expect(follower.session.primary.frame(now: 0.1) != past)
        #expect(follower.session.primary.halfModal.top(at: 0.1) > live.primary.halfModal.top(at: 0.1) - 1e-9)
    }
}
