import Testing
import ModalCore
@testable import ModalPrototype

/// Scenario drags are generated as they play (O(1) memory a drag), in the order the expanded
/// timeline had, and the drags under way at once are bounded at parse time.
@Suite struct ScenarioDragTests {
    /// The inputs as the player expanded them before it generated them as it plays: every
    /// line and every move and release, sorted by time, then by place.
    func expanded(_ scenario: Scenario, fps: Double) -> [(Double, String)] {
        var out: [(time: Double, seq: Int, what: String)] = []
        var seq = 0
        func add(_ t: Double, _ what: String) { out.append((ReviewTime.quantized(t), seq, what)); seq += 1 }
        let step = 1 / fps
        for s in scenario.steps {
            add(s.time, "line \(s.line)")
            if case let .drag(from, to, duration) = s.command {
                var k = (s.time / step).rounded(.down) + 1
                while k * step < s.time + duration {
                    let f = (k * step - s.time) / duration
                    add(k * step, "move \(from.x + (to.x - from.x) * f) \(from.y + (to.y - from.y) * f)")
                    k += 1
                }
                add(s.time + duration, "move \(to.x) \(to.y)")
                add(s.time + duration, "up \(to.x) \(to.y)")
            }
        }
        out.sort { ($0.time, $0.seq) < ($1.time, $1.seq) }
        return out.map { ($0.time, $0.what) }
    }

    /// What the player feeds a session, as the same kind of list.
    func played(_ scenario: Scenario, fps: Double) throws -> [(Double, String)] {
        var player = ScenarioPlayer(scenario: scenario, fps: fps)
        let session = Session(lanes: [PrototypeMachine(settings: Settings(), canvas: .iPhone)])
        try player.play(upTo: 1e9, into: session) { _, _ in }
        #expect(player.isFinished)
        var out: [(Double, String)] = []
        var lines = scenario.steps.makeIterator()
        for entry in session.log {
            switch entry.event {
            case let .pointerMove(p): out.append((entry.time, "move \(p.x) \(p.y)"))
            case let .pointerUp(p): out.append((entry.time, "up \(p.x) \(p.y)"))
            default: break
            }
            if case .pointerDown = entry.event, let line = lines.next() { out.append((entry.time, "line \(line.line)")) }
            if case .key = entry.event, let line = lines.next() { out.append((entry.time, "line \(line.line)")) }
        }
        return out
    }

    @Test func overlappingDragsPlayInTheExpandedOrder() throws {
        let text = """
        0 drag 195 500 195 100 0.5
        0.1 drag 100 600 300 200 0.25
        0.35 key h
        0.35 drag 10 10 20 20 0.1
        0.5 key h
        """
        let scenario = try Scenario.parse(text, path: "s.txt")
        for fps in [60.0, 7.0] {
            let want = expanded(scenario, fps: fps).filter { !$0.1.hasPrefix("line") }
            let got = try played(scenario, fps: fps).filter { !$0.1.hasPrefix("line") }
            #expect(got.count == want.count, "fps \(fps)")
            #expect(zip(got, want).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }, "fps \(fps)")
        }
        // A step back replays from the start and skips what is before it.
        var player = ScenarioPlayer(scenario: scenario, fps: 60)
        player.seek(after: 0.3)
        #expect(player.nextTime == 0.316667)   // 19/60 on the microsecond grid
    }

    @Test func aLongDragIsGeneratedAsItPlays() throws {
        let scenario = try Scenario.parse("0 drag 195 500 195 100 59.9", path: "s.txt")
        var player = ScenarioPlayer(scenario: scenario, fps: 60)
        let session = Session(lanes: [PrototypeMachine(settings: Settings(), canvas: .iPhone)])
        try player.play(upTo: 30, into: session) { _, _ in }
        #expect(session.log.count == 1 + 30 * 60)
        try player.play(upTo: 60, into: session) { _, _ in }
        // The press, a move at each of the 3,593 frame steps inside the drag, the last move and the release.
        #expect(session.log.count == 1 + 3_593 + 2)
        #expect(player.isFinished)
    }

    @Test func tooManyDragsAtOnceAreRefusedAtTheirLine() {
        let overlapping = String(repeating: "0 drag 195 500 195 100 59.9\n", count: 2_000)
        do {
            _ = try Scenario.parse(overlapping, path: "s.txt")
            Issue.record("2,000 overlapping drags were accepted")
        } catch {
            let f = Failure.scenario(error)
            #expect(error.line == 101)
            #expect(f.message == "s.txt:101: more than 100 drags at once at 0 s (the limit on concurrent drags)")
            #expect(f.exitCode == 2)
        }
        // Back to back, a day of them is fine: one ends as the next starts.
        let day = (0..<1_440).map { "\($0 * 60) drag 195 500 195 100 59.9" }.joined(separator: "\n")
        #expect(throws: Never.self) { _ = try Scenario.parse(day, path: "s.txt") }
        let abutting = (0..<200).map { "\(Double($0) * 0.5) drag 195 500 195 100 0.5" }.joined(separator: "\n")
        #expect(throws: Never.self) { _ = try Scenario.parse(abutting, path: "s.txt") }
    }

    @Test func aDayOfDragsAtAHighFrameRateIsRefusedUpFront() throws {
        let day = try Scenario.parse((0..<1_440).map { "\($0 * 60) drag 195 500 195 100 59.9" }.joined(separator: "\n"), path: "d.txt")
        #expect(throws: Never.self) { try day.checkDragMoves(fps: 60) }
        do {
            try day.checkDragMoves(fps: 1000)
            Issue.record("86 million moves were accepted")
        } catch {
            let f = Failure.scenario(error)
            #expect(f.message == "d.txt: its drags make 86256000 moves at --fps 1000, over the limit of 8000000 (drag seconds × fps)")
            #expect(f.exitCode == 2)
        }
    }
}
