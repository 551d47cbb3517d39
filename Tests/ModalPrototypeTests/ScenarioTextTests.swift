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
        #expect(lines.contains("0 initial request.latency 0.7"))
        #expect(lines.contains("0 compare seed,fluid") == (profiles.count > 1))
        #expect(lines.contains("1.8 set sheet.duration 0.35"))
        #expect(lines.contains("1 down 195 560"))   // logged on the microsecond grid
        #expect(lines.contains("1.016666 move 195 547.7"))   // a live input: the grid time at or before it
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

    /// Every input the log can hold prints as a real line that parses back to the same input
    /// at the same time: a wheel's fling, a lost pointer, a resize, a one-phone setting.
    @Test func everyInputPrintsAsALineThatParsesBack() throws {
        let live = Session(lanes: lanes([.seed, .fluid]))
        live.apply(.key(.h), at: 0.1 + 0.2)   // 0.30000000000000004: written 0.3
        live.apply(.pointerDown(Point(x: 195, y: 600)), at: 1)
        live.apply(.pointerMove(Point(x: 195, y: 560)), at: 1.05)
        live.apply(.pointerRelease(Point(x: 195, y: 560), velocity: Point(x: 0, y: -812.5)), at: 6.5 + 0.15)   // 6.65 on the grid
        live.apply(.pointerDown(Point(x: 195, y: 300)), at: 7)
        live.apply(.pointerCancel, at: 7.2)
        live.apply(.resize(Size(width: 375, height: 667)), at: 7.5)
        live.apply(.set(try SettingChange("halfModal.duration", "0.5")), at: 8, lane: 1)
        live.advance(to: 9)
        let lines = ScenarioText.lines(log: live.log, initial: live.initial.lanes.map(\.settings), end: 9)
        for line in ["0.3 key h", "6.65 fling 195 560 0 -812.5", "7.2 cancel", "7.5 resize 375 667",
                     "8 set 2:halfModal.duration 0.5", "9 end"] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(!lines.contains { $0.hasPrefix("#") && $0.contains("no scenario command") })
        // No time has more than 6 decimals.
        for line in lines where !line.hasPrefix("#") {
            let time = line.split(separator: " ")[0]
            #expect((time.split(separator: ".").dropFirst().first?.count ?? 0) <= 6, "\(line)")
        }
        let scenario = try Scenario.parse(lines.joined(separator: "\n"), path: "saved.txt")
        #expect(scenario.head.compare == [.seed, .fluid])
        var player = ScenarioPlayer(scenario: scenario, fps: 60)
        let replay = Session(lanes: lanes([.seed, .fluid]))
        try player.play(upTo: 9, into: replay) { _, _ in }
        replay.advance(to: 9)
        #expect(Array(replay.log) == Array(live.log))
        #expect(replay.state == live.state)
    }

    /// The head stands for the options: device, size, chrome, fps, compare and the settings,
    /// per phone where they differ; it parses back to the same head and gives the same arguments.
    @Test func theHeadWritesTheOptionsAsLines() throws {
        var seed = Settings(), native = Settings()
        seed.halfModal.duration = 0.5
        native.halfModal.profile = .native
        native.halfModal.content = .list
        let lines = ScenarioText.lines(log: InputLog(), initial: [seed, native],
                                       setup: ScenarioHead(device: "iphone-17-pro", fps: 30, compare: [.seed, .native]))
        #expect(Array(lines.dropFirst().prefix(6)) == [
            "0 device iphone-17-pro", "0 fps 30", "0 compare seed,native", "0 initial halfModal.duration 0.5",
            "0 initial 2:halfModal.content list", "0 initial 2:halfModal.duration 0.9",
        ])
        let head = try Scenario.parse(lines.joined(separator: "\n"), path: "h.txt").head
        #expect(head.arguments == ["--device", "iphone-17-pro", "--fps", "30", "--compare", "seed,native",
                                   "--set", "halfModal.duration=0.5", "--set", "2:halfModal.content=list",
                                   "--set", "2:halfModal.duration=0.9"])
        #expect(head.lines == Array(lines.dropFirst().prefix(6)))
    }

    @Test(arguments: [
        ("0.5 key h\n1 device iphone-14", "h.txt:2: 'device' belongs to the head: time 0, before every other command"),
        ("0 device pixel-9", "h.txt:1: unknown device 'pixel-9' (expected iphone-se-3|iphone-13-mini|"),
        ("0 compare seed", "h.txt:1: 'compare' takes two or three profiles (seed, fluid, native), got 'seed'"),
        ("0 initial 2:halfModal.duration 0.5", "h.txt:1: phone 2 is out of range (1 phones: 'compare' comes first)"),
        ("0 initial halfModal.duration -1", "h.txt:1: halfModal.duration"),
        ("0 size 0x10", "h.txt:1: 'size' takes WxH in points, each from 1 to 10000, got '0x10'"),
        ("0 chrome maybe", "h.txt:1: 'chrome' takes on or off, got 'maybe'"),
        ("0 fps 0", "h.txt:1: 'fps' takes a number from 1 to 1000, got '0'"),
        ("1 set 4:halfModal.duration 0.5", "h.txt:1: invalid phone '4' in '4:halfModal.duration' (expected N:KEY with N from 1 to 3)"),
        ("1 set 2:halfModal.duration 0.5", "h.txt:1: phone 2 is out of range (1 phones in the head)"),
        ("1 fling 1 2 3", "h.txt:1: 'fling' takes X Y VX VY"),
        ("1 resize 0 10", "h.txt:1: 'resize' takes a size from 1 to 10000 points, got 0 10"),
    ])
    func aBadHeadOrNewLineIsOneLine(text: String, message: String) {
        do {
            _ = try Scenario.parse(text, path: "h.txt")
            Issue.record("parsed: \(text)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")   // a few are cut: their tails list presets and ranges
        }
    }

    @Test func numbersReadBackExactly() {
        for v in [0.0, 1, 0.1, 1e-6, 1.0 / 3, 86_399.99, 123.456789012345] {
            let text = ScenarioText.number(v)
            #expect(!text.contains("e"))
            #expect(Double(text) == v, "\(v) → \(text)")
        }
    }

    /// Issue 38: a value with a newline, a `#`, spaces or quotes is written quoted and reads
    /// back as itself; it never becomes a command or a comment.
    @Test func valuesAreQuotedAndReadBack() throws {
        for value in ["x\n0 shot injected.png", "#00FF00", "Sheet を 開く", "a \"b\" c\\d", "", "tab\there", "plain"] {
            let line = "1 set labels.ja.openSheet " + ScenarioWords.quoted(value)
            #expect(try ScenarioWords.split(Substring(line)) == ["1", "set", "labels.ja.openSheet", value], "\(line)")
        }
        #expect(ScenarioWords.quoted("plain") == "plain" && ScenarioWords.quoted("#00FF00") == "\"#00FF00\"")
        #expect(try ScenarioWords.split("1 key h  # a comment \"not a quote") == ["1", "key", "h"])
        #expect(throws: ScenarioWords.Problem.self) { try ScenarioWords.split("1 set labels.ja.openSheet \"open") }
        // Random strings of the characters that matter survive the round trip.
        let alphabet: [Character] = ["a", " ", "\t", "#", "\"", "\\", "\n", "\r", "n", "0", "日"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let value = String((0..<Int.random(in: 0...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            #expect(try ScenarioWords.split(Substring("0 initial k " + ScenarioWords.quoted(value))).last == value, "\(value.debugDescription)")
        }
        // A label with a newline and a colour set live save and replay as they were.
        let live = Session(lanes: lanes([.seed]))
        live.apply(.set(try SettingChange("labels.ja.openSheet", "x\n0 shot injected.png")), at: 0.5)
        live.apply(.set(try SettingChange("theme.orange", "#00FF00")), at: 0.6)
        let lines = ScenarioText.lines(log: live.log, initial: live.initial.lanes.map(\.settings), end: 1)
        let scenario = try Scenario.parse(lines.joined(separator: "\n"), path: "saved.txt")
        #expect(!scenario.steps.contains { if case .shot = $0.command { return true }; return false })
        var player = ScenarioPlayer(scenario: scenario, fps: 60)
        let replay = Session(lanes: lanes([.seed]))
        try player.play(upTo: 1, into: replay) { _, _ in }
        #expect(replay.primary.settings == live.primary.settings)
    }

    /// Every number a live session logs is one a scenario line reads back: a wheel storm's
    /// pointer and a flick on a huge canvas are kept within `Event.largestValue`.
    @Test func liveNumbersStayInTheParsersRange() throws {
        let live = Session(lanes: lanes([.seed]))
        live.apply(.pointerDown(Point(x: 195, y: 600)), at: 1)
        live.apply(.pointerMove(Point(x: 195, y: -19_999_500)), at: 1.1)
        live.apply(.pointerLift(Point(x: 195, y: -1e12), velocity: Point(x: .nan, y: -3_746_280_000)), at: 1.2)
        let lines = ScenarioText.lines(log: live.log, initial: live.initial.lanes.map(\.settings), end: 2)
        #expect(lines.contains("1.2 up 195 -100000000 velocity 0 -100000000"))
        #expect(throws: Never.self) { try Scenario.parse(lines.joined(separator: "\n"), path: "saved.txt") }
        #expect(throws: ScenarioError(file: "s.txt", line: 1, message: "vy 1e9 is out of range (at most 100000000 either way)")) {
            try Scenario.parse("1 up 1 2 velocity 3 1e9", path: "s.txt")
        }
    }
}
