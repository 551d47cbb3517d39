import Testing
@testable import ModalCore

/// A take is never cut without a word: a quit on a scrubbed frame keeps every input to save,
/// a studio edit (slider or typed value) keeps the later inputs, and an input that does cut
/// them says how many and how to bring them back.
@Suite struct TakeKeptTests {
    /// H, a drag on the card, then a scrub back to 0.25 s: 6 inputs, 5 of them waiting to replay.
    func scrubbedTake() -> ReviewController {
        let c = ReviewController(lanes: [makeMachine()])
        c.studio = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        c.send(.key(.h), wall: 0.2)
        c.send(.pointerDown(Point(x: 195, y: 600)), wall: 1.5)
        c.send(.pointerMove(Point(x: 195, y: 560)), wall: 1.55)
        c.send(.pointerMove(Point(x: 195, y: 480)), wall: 1.6)
        c.send(.pointerMove(Point(x: 195, y: 450)), wall: 1.65)
        c.send(.pointerUp(Point(x: 195, y: 450)), wall: 1.7)
        c.session.advance(to: 2.5)
        #expect(c.scrub(to: 0.25, wall: 2.5))
        #expect(c.session.log.count == 6 && c.session.pendingInputs.count == 5)
        return c
    }

    @Test func aQuitOnAScrubbedFrameKeepsTheWholeTake() {
        let c = scrubbedTake()
        c.send(.key(.q), wall: 2.6)
        #expect(c.quitRequested)
        #expect(c.session.log.count == 6)   // nothing cut, no `key q` over the take
        #expect(c.takeNotices() == [])
        let lines = ScenarioText.lines(log: c.session.log, initial: c.session.initial.lanes.map(\.settings), end: c.endTime)
        #expect(lines.filter { !$0.hasPrefix("#") && !$0.hasPrefix("0 ") }.count == 7)   // 6 inputs and `end`
        #expect(lines.last == "1.7 end")
    }

    @Test func aStudioEditOnAScrubbedFrameKeepsTheLaterInputs() {
        let c = scrubbedTake()
        // A typed value and a slider reach the controller alike: keeping the take.
        #expect(c.applySettings([Studio.Change("halfModal.heightRate", "0.3")], at: 0.25, keepingTake: true) == nil)
        #expect(c.session.log.count == 7)
        #expect(c.takeNotices() == [])
    }

    @Test func anInputThatCutsTheTakeSaysHowMany() {
        let c = scrubbedTake()
        c.send(.key(.s), wall: 2.6)
        #expect(c.session.log.count == 2)   // key h, then key s: the drag is cut
        #expect(c.takeNotices() == ["cut 5 inputs — Ctrl+Z brings them back"])
        #expect(c.takeNotices() == [])
        // A key's settings change on a scrubbed frame cuts too, and says so.
        let d = scrubbedTake()
        #expect(d.applySettings([Studio.Change("halfModal.heightRate", "0.3")], at: 0.25) == nil)
        #expect(d.takeNotices() == ["cut 5 inputs — Ctrl+Z brings them back"])
    }
}
