import Testing
import ModalCore
@testable import ModalPrototype

/// A session saved as a scenario plays back to the same states.
@Suite struct ScenarioTextTests {
    func lanes(_ profiles: [HalfModalProfile]) -> [PrototypeMachine] {
        profiles.map { p in
            var s = Settings()
            s.halfModal.profile = p
            s.request.latency = 0.7
            return PrototypeMachine(settings: s, canvas: .iPhone)
        }
    }

    @Test(arguments: [[HalfModalProfile.seed], [.seed, .fluid]])
    func aSavedSessionPlaysBackToTheSameStates(profiles: [HalfModalProfile]) throws {
        let live = Session(lanes: lanes(profiles))
        live.apply(.key(.h), at: 0.25)
        live.apply(.pointerDown(Point(x: 195, y: 560)), at: 1.0000001)
        for i in 1...20 { live.apply(.pointerMove(Point(x: 195, y: 560 - 12.3 * Double(i))), at: 1 + Double(i) / 60) }
        live.apply(.pointerUp(Point(x: 195, y: 314)), at: 1.4)
        live.apply(.set(try SettingChange("halfModal.duration", "0.4")), at: 1.6)
        var edited = live.primary.settings
        edited.sheet.duration = 0.35
        live.applyPerLane(live.lanes.map { lane in
            var s = edited
            s.halfModal.profile = lane.settings.halfModal.profile
            return .updateSettings(s)
        }, at: 1.8)
        live.apply(.key(.s), at: 2.0)
        live.apply(.key(.tab), at: 2.7)
        live.apply(.key(.return), at: 2.9)
        live.advance(to: 5)

        let lines = ScenarioText.lines(log: live.log, initial: live.initial.lanes.map(\.settings))
        #expect(lines.contains("# \(profiles.count > 1 ? "lane 0 (seed) " : "")setting in force: request.latency = 0.7"))
        #expect(lines.contains("1.8 set sheet.duration 0.35"))
        #expect(lines.contains("1.0000001 down 195 560"))
        let scenario = try Scenario.parse(lines.joined(separator: "\n"), path: "saved.txt")
        var player = ScenarioPlayer(scenario: scenario, fps: 60)
        let replay = Session(lanes: lanes(profiles))
        try player.play(upTo: 5, into: replay) { _, _ in }
        replay.advance(to: 5)
        #expect(replay.state == live.state)
        for t in stride(from: 0.0, through: 5, by: 0.1) {
            for i in profiles.indices {
                #expect(replay.state(at: t).lanes[i].frame(now: t) == live.state(at: t).lanes[i].frame(now: t), "lane \(i) at \(t)")
            }
        }
        #expect(replay.markers == live.markers)
    }

    @Test func numbersReadBackExactly() {
        for v in [0.0, 1, 0.1, 1e-6, 1.0 / 3, 86_399.99, 123.456789012345] {
            let text = ScenarioText.number(v)
            #expect(!text.contains("e"))
            #expect(Double(text) == v, "\(v) → \(text)")
        }
    }
}
