import Testing
@testable import ModalCore

/// The scenario command table: every command prints as a line that parses back to itself, and
/// every input the log can hold prints as lines whose play steps give that input again.
@Suite struct ScenarioCommandTableTests {
    /// The cases of `Scenario.Command`, by name.
    enum CommandCase: CaseIterable {
        case tap, down, move, up, lift, drag, scroll, key, set, setLane, fling, cancel, resize, type, shot, elements, end
    }

    /// The case of `command`. No `default:`: a new command fails to compile here until it has
    /// a `CommandCase`, and `theSamplesCoverEveryCommand` then fails until it has a sample.
    static func commandCase(_ command: Scenario.Command) -> CommandCase {
        switch command {
        case .tap: return .tap
        case .down: return .down
        case .move: return .move
        case .up: return .up
        case .lift: return .lift
        case .drag: return .drag
        case .scroll: return .scroll
        case .key: return .key
        case .set: return .set
        case .setLane: return .setLane
        case .fling: return .fling
        case .cancel: return .cancel
        case .resize: return .resize
        case .type: return .type
        case .shot: return .shot
        case .elements: return .elements
        case .end: return .end
        }
    }

    /// Awkward values: thirds, sums that are not what they look like, tiny and huge numbers,
    /// and the largest a line may hold.
    static let points = [Point(x: 195, y: 588.8888888888889), Point(x: 0.1 + 0.2, y: -0.0000001),
                         Point(x: -Event.largestValue, y: Event.largestValue), Point(x: 1e-12, y: 123456.789)]

    /// Texts that need quoting: spaces (two in a row), quotes, `#`, backslashes, line breaks,
    /// tabs, none at all, and the longest a line may hold.
    static let texts = ["Hello", "Hello  world", "say \"hi\" # not a comment", "a\\b\\n", "line\nbreak\r\n\ttab", "",
                        "こんにちは 世界", String(repeating: "x", count: Event.longestText)]

    /// At least one value of every command, most of them several.
    static let samples: [Scenario.Command] = ElementID.tappable.sorted { $0.rawValue < $1.rawValue }.map { .tap($0) }
        + points.map { .down($0) } + points.map { .move($0) } + points.map { .up($0) }
        + points.map { .lift($0, velocity: Point(x: 0, y: -1483.25)) }
        + [.drag(from: points[0], to: points[1], duration: 0.3), .drag(from: points[2], to: points[3], duration: Scenario.maxDragDuration),
           .drag(from: points[3], to: points[0], duration: 1.0 / 3)]
        + [.scroll(at: points[0], dx: 0, dy: -2), .scroll(at: points[1], dx: 1.5, dy: 0.1 + 0.2), .scroll(at: points[3], dx: -1_000_000, dy: 1_000_000)]
        + Key.allCases.map { .key($0) }
        + [.set(path: "halfModal.duration", value: "0.7"), .set(path: "appearance", value: "dark"),
           .set(path: "labels.en.mainTitle", value: "Hello \"world\" #1\n"), .set(path: "labels.ja.alertOK", value: ""),
           .setLane(lane: 0, path: "halfModal.profile", value: "fluid"), .setLane(lane: 2, path: "labels.en.alertOK", value: "O K")]
        + points.map { .fling($0, velocity: Point(x: 0.1 + 0.2, y: 199.99999999999983)) }
        + [.cancel]
        + [.resize(Size(width: 375, height: 667)), .resize(Size(width: 1, height: 10_000)), .resize(Size(width: 390.5, height: 844 + 1.0 / 3))]
        + texts.map { .type($0) }
        + [.shot("a.png"), .shot("a b #1.png"), .shot("シート.png"), .elements("main.json"), .elements("with space.json")]
        + [.end]

    @Test func theSamplesCoverEveryCommand() {
        #expect(Set(Self.samples.map(Self.commandCase)) == Set(CommandCase.allCases))
    }

    /// Command → its row's line → `Scenario.parse` → the same command, under the row's name.
    @Test(arguments: samples)
    func everyCommandPrintsALineThatParsesBack(_ command: Scenario.Command) throws {
        let row = ScenarioCommandTable.row(for: command)
        let line = ScenarioCommandTable.line(for: command)
        #expect(line.split(separator: " ").first.map(String.init) == row.name)
        #expect(ScenarioCommandTable.row(named: row.name)?.name == row.name)
        // Another row does not print it.
        for other in ScenarioCommandTable.rows where other.name != row.name {
            #expect(other.print(command) == nil, "'\(other.name)' prints \(command)")
        }
        // Three phones in the head, so that `set 3:KEY` parses.
        let parsed = try Scenario.parse("0 compare seed,fluid,native\n1 \(line)", path: "t.txt")
        #expect(parsed.steps.map(\.command) == [command], "\(line)")
    }

    /// Every row is found by its name, once, in the order the unknown-command message lists.
    @Test func theRowsAreTheCommandsAParserKnows() throws {
        let names = ScenarioCommandTable.rows.map(\.name)
        #expect(names == ["tap", "down", "move", "up", "drag", "scroll", "key", "set", "fling", "cancel", "resize", "type",
                          "shot", "elements", "end"])
        #expect(Scenario.commands == names + ["chrome", "compare", "device", "fps", "initial", "size"])
        #expect(throws: ScenarioError(file: "t.txt", line: 1, message: "unknown command 'jump' (expected tap, down, move, up, drag, scroll, key, set, "
                                      + "fling, cancel, resize, type, shot, elements or end; head: device, size, chrome, fps, compare, initial)")) {
            try Scenario.parse("1 jump", path: "t.txt")
        }
        for row in ScenarioCommandTable.rows where row.name != "type" {
            // Too many words: "'NAME' takes USAGE" (for `up`, the short form's).
            #expect(throws: ScenarioError.self) { try Scenario.parse("1 \(row.name) 1 2 3 4 5 6 7", path: "t.txt") }
        }
    }

    /// The cases of `Event`, by name.
    enum EventCase: CaseIterable {
        case pointerDown, pointerMove, pointerUp, pointerLift, pointerRelease, pointerCancel, key, tick, requestCompleted, resize,
             updateSettings, set, text
    }

    /// The case of `event`. No `default:`: a new input fails to compile here until it has an
    /// `EventCase`, and `theLoggedSamplesCoverEveryInput` then fails until it has a sample.
    static func eventCase(_ event: Event) -> EventCase {
        switch event {
        case .pointerDown: return .pointerDown
        case .pointerMove: return .pointerMove
        case .pointerUp: return .pointerUp
        case .pointerLift: return .pointerLift
        case .pointerRelease: return .pointerRelease
        case .pointerCancel: return .pointerCancel
        case .key: return .key
        case .tick: return .tick
        case .requestCompleted: return .requestCompleted
        case .resize: return .resize
        case .updateSettings: return .updateSettings
        case .set: return .set
        case .text: return .text
        }
    }

    /// Every input the log can hold (ticks and request completions are never logged).
    static func loggedSamples() throws -> [Event] {
        var edited = Settings()
        edited.halfModal.duration = 0.7
        edited.appearance = .dark
        edited.labels.en.mainTitle = "Edited \"title\" # here"
        return points.map { .pointerDown($0) } + points.map { .pointerMove($0) } + points.map { .pointerUp($0) }
            + points.map { .pointerLift($0, velocity: Point(x: -0.5, y: 1e-9)) }
            + points.map { .pointerRelease($0, velocity: Point(x: 0, y: Event.largestValue)) }
            + [.pointerCancel] + Key.allCases.map { .key($0) }
            + [.resize(Size(width: 375, height: 667)), .resize(Size(width: 0.1 + 0.2 + 1, height: 10_000))]
            + [.updateSettings(edited)]
            + [.set(try SettingChange("halfModal.duration", "0.5")), .set(try SettingChange("labels.en.alertOK", "O \"K\"")),
               .set(try SettingChange("halfModal.content", "list"))]
            + texts.map { .text($0) }
    }

    @Test func theLoggedSamplesCoverEveryInput() throws {
        let logged = Set(try Self.loggedSamples().map(Self.eventCase))
        #expect(logged.union([.tick, .requestCompleted]) == Set(EventCase.allCases))
        #expect(ScenarioCommandTable.logged(.tick) == .none)
        #expect(ScenarioCommandTable.logged(.requestCompleted(id: 1, outcome: .success)) == .none)
        #expect(ScenarioCommandTable.row(printing: .tick) == nil)
    }

    /// The inputs the play steps of `lines` (a saved scenario) give, played in order on a fresh
    /// session (which they leave as it is: nothing is applied).
    func emitted(by lines: [String]) throws -> [(time: Double, input: ScenarioPlayer.Input)] {
        let scenario = try Scenario.parse(lines.joined(separator: "\n"), path: "saved.txt")
        let session = makeSession()
        var out: [(Double, ScenarioPlayer.Input)] = []
        for step in scenario.steps {
            var context = ScenarioCommandRow.PlayContext(session: session, time: step.time)
            let effect = try ScenarioCommandTable.row(for: step.command).play(step.command, &context)
            if step.command == .end {
                #expect(effect == ScenarioCommandRow.Effect(output: .end))
                continue
            }
            #expect(effect.output == nil)
            out += effect.inputs.map { (step.time, $0) }
        }
        return out
    }

    /// Logged input → `ScenarioText`'s line, by the row that prints it → parsed → that row's play
    /// step gives the very input back, at the same time (a settings edit gives a `set` per value
    /// it changed, which together make the same settings).
    @Test func everyLoggedInputPrintsALineWhosePlayStepGivesItBack() throws {
        for (i, event) in try Self.loggedSamples().enumerated() {
            var log = InputLog()
            let time = 1 + Double(i) / 7   // awkward times, on the microsecond grid as the session logs them
            let t = ReviewTime.quantized(time)
            log.append(InputLog.Entry(time: t, event: event))
            let lines = ScenarioText.lines(log: log, initial: [Settings()])
            let row = try #require(ScenarioCommandTable.row(printing: event))
            let printed = lines.filter { !$0.hasPrefix("#") && !$0.hasSuffix(" end") }
            #expect(printed.allSatisfy { $0.split(separator: " ").dropFirst().first.map(String.init) == row.name }, "\(printed)")
            let inputs = try emitted(by: lines)
            #expect(inputs.allSatisfy { $0.time == t && $0.input.lane == nil }, "\(printed)")
            if case let .updateSettings(next) = event {
                let changes = inputs.compactMap { input -> SettingChange? in
                    if case let .set(change) = input.input.event { return change } else { return nil }
                }
                #expect(changes.count == inputs.count && changes.count == 3, "\(printed)")
                #expect(changes.reduce(Settings()) { $1.applied(to: $0) } == next)
            } else {
                #expect(inputs.map(\.input.event) == [event], "\(printed)")
            }
        }
    }

    /// With phones that differ, a setting logged for one phone prints as `set N:KEY VALUE`, and
    /// its play step gives it back for that phone only.
    @Test func aPerPhoneSettingPrintsWithItsPhoneAndPlaysBackForIt() throws {
        var log = InputLog()
        let change = try SettingChange("halfModal.duration", "0.5")
        log.append(InputLog.Entry(time: 2, event: .set(change), lane: 1))
        let lines = ScenarioText.lines(log: log, initial: [Settings(), Settings()])
        #expect(lines.contains("2 set 2:halfModal.duration 0.5"))
        let scenario = try Scenario.parse(lines.joined(separator: "\n"), path: "saved.txt")
        let session = Session(lanes: [makeMachine(), makeMachine()])
        let step = try #require(scenario.steps.first)
        var context = ScenarioCommandRow.PlayContext(session: session, time: step.time)
        let effect = try ScenarioCommandTable.row(for: step.command).play(step.command, &context)
        #expect(effect.inputs == [ScenarioPlayer.Input(.set(change), lane: 1)])
    }

    /// A tap's play step reads the session's frame for the point and gives a press and a
    /// release there; the session's log is left to the player's `feed`.
    @Test func aTapPlaysAPressAndAReleaseAtItsElement() throws {
        let session = makeSession()
        var context = ScenarioCommandRow.PlayContext(session: session, time: 0.2)
        let effect = try ScenarioCommandTable.tap.play(.tap(.toggleHalfModal), &context)
        let p = try #require(session.primary.frame(now: 0.2).reachablePoint(of: .toggleHalfModal))
        #expect(effect.inputs == [ScenarioPlayer.Input(.pointerDown(p)), ScenarioPlayer.Input(.pointerUp(p))])
        #expect(session.log.isEmpty)
        #expect(throws: ScenarioCommandRow.Problem("element 'alert-ok' is not visible and hit-testable at 0.2 s")) {
            try ScenarioCommandTable.tap.play(.tap(.alertOK), &context)
        }
    }
}
