import Testing
@testable import ModalCore

/// The session: one driver, a linear log, snapshots, seeking, and actions from any source.
@Suite struct SessionTests {
    /// A 30 s review with seeded random input over both profiles (compare lanes).
    static func busySession(seed: UInt64 = 7) -> (Session, [Double]) {
        var fluid = Settings()
        fluid.halfModal.profile = .fluid
        fluid.request.outcome = .alternate
        var seedSettings = Settings()
        seedSettings.request.outcome = .alternate
        let s = Session(lanes: [PrototypeMachine(settings: seedSettings), PrototypeMachine(settings: fluid)])
        var rng = seed
        var t = 0.0
        var times: [Double] = []
        while t < 30 {
            t += Double(splitMix64(&rng) % 40) / 60
            s.advance(to: t)
            times.append(t)
            let event = PropertyTests.randomEvent(&rng, canvas: s.primary.canvas)
            if case .resize = event { continue }
            s.apply(event, at: t)
        }
        return (s, times)
    }

    @Test func seekingAnywhereGivesTheFrameOfLivePlay() {
        let (live, times) = Self.busySession()
        var expected: [Double: [Frame]] = [:]
        var rng: UInt64 = 99
        // Replaying live from the log, frame by frame, gives the reference frames.
        let replay = live.replayed(upTo: 0)!
        for t in times {
            replay.advance(to: t)
            expected[t] = replay.lanes.map { $0.frame(now: t) }
        }
        // Seeks in a shuffled order, backwards and forwards, land on the same frames.
        var order = times
        for i in order.indices.reversed() { order.swapAt(i, Int(splitMix64(&rng) % UInt64(i + 1))) }
        for t in order.prefix(200) {
            live.seek(to: t)
            #expect(live.lanes.map { $0.frame(now: t) } == expected[t]!, "seek to \(t)")
        }
    }

    @Test func snapshotsAreAtMostOneSecondApart() {
        let s = Session(lanes: [PrototypeMachine()])
        s.apply(.key(.h), at: 0.2)
        s.apply(.key(.s), at: 4.5)
        s.advance(to: 10.25)
        let times = s.snapshotTimes
        #expect(times.first == 0)
        for (a, b) in zip(times, times.dropFirst()) { #expect(b - a <= Session.snapshotInterval + 1e-12) }
        #expect(times.last! >= 10 - 1e-12)
    }

    @Test func aNewInputAfterSeekingBackRewritesTheFuture() {
        let s = Session(lanes: [PrototypeMachine()])
        s.apply(.key(.h), at: 0.5)
        s.apply(.key(.f), at: 2.5)
        s.apply(.key(.f), at: 4.5)
        s.seek(to: 3)
        #expect(s.cursor == 2)
        #expect(s.hasPendingReplay)
        #expect(s.nextWake(now: 3) == .continuous || s.nextWake(now: 3) == .at(4.5))
        s.apply(.key(.escape), at: 3)
        #expect(s.log.map(\.time) == [0.5, 2.5, 3])
        #expect(!s.hasPendingReplay)
        s.advance(to: 6)
        #expect(s.primary.halfModal.detent == .hidden)
        // Seeking back to before the rewrite and forward again gives the rewritten story.
        s.seek(to: 2.9)
        #expect(s.primary.halfModal.detent == .full)
        s.seek(to: 6)
        #expect(s.primary.halfModal.detent == .hidden)
    }

    @Test func restartReplaysWhatWasDone() {
        let s = Session(lanes: [PrototypeMachine()])
        s.apply(.key(.h), at: 0.5)
        s.advance(to: 2)
        let shown = s.primary.frame(now: 2)
        s.restart()
        #expect(s.primary.halfModal.detent == .hidden)
        #expect(s.nextWake(now: 0) == .at(0.5))
        s.advance(to: 2)
        #expect(s.primary.frame(now: 2) == shown)
    }

    @Test func quitFromAnInputIsRequestedButNeverFromAReplay() {
        let s = Session(lanes: [PrototypeMachine()])
        #expect(s.apply(.key(.q), at: 1) == [.quit])
        #expect(s.quitRequested)
        s.reset()
        #expect(!s.quitRequested)
        s.apply(.key(.h), at: 0.1)
        s.restart()
        s.advance(to: 1)
        #expect(!s.quitRequested)
    }

    @Test func requestActionsReachTheServerWhateverTheSource() {
        let s = Session(lanes: [PrototypeMachine()])
        s.apply(.key(.s), at: 0)
        s.advance(to: 1)
        let start = s.primary.frame(now: 1).reachablePoint(of: .startRequest)!
        s.apply(.pointerDown(start), at: 1)
        s.apply(.pointerUp(start), at: 1)
        #expect(s.nextDeadline == 4)
        s.advance(to: 4)
        #expect(s.primary.request.phase == .idle)
        #expect(s.primary.sheet.phase(at: 4) == .dismissing)
    }

    @Test func aLoggedEventIsSmall() {
        #expect(MemoryLayout<InputLog.Entry>.stride <= 100)
        #expect(MemoryLayout<Event>.size <= 64)
    }

    @Test func settingsChangeByPathWithTheSameResultAsTheConfigFile() throws {
        // Every leaf the config file has is a key, and nothing else is.
        let tree = try Settings().jsonTree()
        #expect(Settings.leafPaths(tree, prefix: "").sorted() == Settings.allPaths)
        for key in SettingKey.all {
            let text = key.read(Settings())
            let viaTable = try Settings().setting(key.path, to: text)
            #expect(viaTable == Settings(), "\(key.path) = \(text) reads back")
        }
        let viaTable = try Settings().setting("halfModal.curve.x2", to: "0.35")
        let viaFile = try Settings().loading(json: #"{"halfModal": {"curve": {"x2": 0.35}}}"#, file: "c.json")
        #expect(viaTable == viaFile)
        var m = PrototypeMachine()
        _ = m.handle(.set(try SettingChange("halfModal.duration", "0.5")), now: 0)
        #expect(m.settings.halfModal.duration == 0.5)
    }
}

/// Found by the soak: the spinner's next step computed by rounding could equal `now`.
@Suite struct SpinnerWakeTests {
    @Test func theNextSpinnerStepIsAlwaysLaterThanNow() {
        var m = makeMachine { $0.request.latency = 100 }
        m.tap(.openSheet, at: 1.0 / 60)
        _ = m.handle(.tick, now: 1)
        m.tap(.startRequest, at: 1.0 / 60 + 1)
        for k in 0..<2_000 {
            let now = 1 + Double(k) / 60
            if case let .at(t) = m.nextWake(now: now) { #expect(t > now, "at \(now)") }
        }
    }
}
