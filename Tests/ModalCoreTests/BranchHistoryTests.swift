import Testing
@testable import ModalCore

/// The review's branches: what undo and redo restore, how many are kept, and a session
/// rebuilt with a restored log.
@Suite struct BranchHistoryTests {
    static func entry(_ t: Double, _ key: Key) -> InputLog.Entry { InputLog.Entry(time: t, event: .key(key)) }

    static func log(_ entries: [InputLog.Entry]) -> InputLog {
        var log = InputLog()
        for e in entries { log.append(e) }
        return log
    }

    /// A log of keys at 1, 2, 3 s; a branch at 1.5 s cuts [2 s, 3 s] and writes [1.5 s Esc].
    @Test func undoRestoresTheCutTailAndRedoTheNewOne() throws {
        let old = [Self.entry(1, .h), Self.entry(2, .f), Self.entry(3, .s)]
        var history = BranchHistory()
        history.branched(at: 1, time: 1.5, end: 3.2, cutOff: old[1...])
        #expect(history.undoable == [BranchHistory.Cut(index: 1, tail: Array(old[1...]), time: 1.5, end: 3.2)])
        #expect(history.canUndo && !history.canRedo)

        let branchedLog = Self.log([old[0], Self.entry(1.5, .escape)])
        let undoCut = history.undo(log: branchedLog, end: 4)
        let undo = try #require(undoCut)
        #expect(undo == BranchHistory.Cut(index: 1, tail: Array(old[1...]), time: 1.5, end: 3.2))
        let restored = undo.applied(to: branchedLog)
        #expect(Array(restored) == old)
        #expect(history.undoable.isEmpty)
        #expect(history.redoable == [BranchHistory.Cut(index: 1, tail: [Self.entry(1.5, .escape)], time: 1.5, end: 4)])

        let redoCut = history.redo(log: restored, end: 3.2)
        let redo = try #require(redoCut)
        #expect(Array(redo.applied(to: restored)) == Array(branchedLog))
        #expect(history.undoable == [BranchHistory.Cut(index: 1, tail: Array(old[1...]), time: 1.5, end: 3.2)])
        #expect(history.redoable.isEmpty)
        #expect(history.redo(log: branchedLog, end: 4) == nil)
    }

    /// Nested branches undo latest first, each against the log the later undo left.
    @Test func nestedBranchesUndoInTurn() throws {
        let a = [Self.entry(1, .h), Self.entry(2, .f), Self.entry(3, .s), Self.entry(4, .h)]
        var history = BranchHistory()
        history.branched(at: 2, time: 2.5, end: 4, cutOff: a[2...])           // keeps 1 s, 2 s
        let b = Array(a[..<2]) + [Self.entry(2.5, .escape)]
        history.branched(at: 1, time: 1.2, end: 2.5, cutOff: b[1...])          // keeps 1 s
        let c = [a[0], Self.entry(1.2, .tab)]
        let firstCut = history.undo(log: Self.log(c), end: 1.2)
        let first = try #require(firstCut)
        #expect(Array(first.applied(to: Self.log(c))) == b)
        #expect(first.time == 1.2 && first.end == 2.5)
        let secondCut = history.undo(log: first.applied(to: Self.log(c)), end: 2.5)
        let second = try #require(secondCut)
        #expect(Array(second.applied(to: Self.log(b))) == a)
        #expect(second.time == 2.5 && second.end == 4)
        #expect(history.undo(log: Self.log(a), end: 4) == nil)
        #expect(history.redoable.count == 2)
    }

    /// A new branch after an undo forgets what redo would have made again.
    @Test func aNewBranchClearsRedo() throws {
        var history = BranchHistory()
        history.branched(at: 0, time: 0.5, end: 2, cutOff: [Self.entry(1, .h)])
        let undone = history.undo(log: Self.log([Self.entry(0.5, .f)]), end: 0.5)
        _ = try #require(undone)
        #expect(history.canRedo)
        history.branched(at: 0, time: 0.2, end: 2, cutOff: [Self.entry(1, .h)])
        #expect(!history.canRedo)
        #expect(history.undoable.count == 1)
    }

    /// An empty tail cuts nothing: it is not a branch.
    @Test func anEmptyTailIsNoBranch() {
        var history = BranchHistory()
        history.branched(at: 3, time: 3, end: 3, cutOff: [InputLog.Entry]())
        #expect(!history.canUndo)
    }

    /// The last 20 branches are kept (the oldest is forgotten), and `limit` sets another count.
    @Test func theLast20AreKept() throws {
        var history = BranchHistory()
        #expect(history.limit == 20 && BranchHistory.defaultLimit == 20)
        for i in 0..<25 { history.branched(at: i, time: Double(i), end: 30, cutOff: [Self.entry(Double(i) + 0.5, .h)]) }
        #expect(history.undoable.count == 20)
        #expect(history.undoable.map(\.index) == Array(5..<25))
        var log = Self.log((0..<25).map { Self.entry(Double($0), .f) })
        var undone = 0
        while let cut = history.undo(log: log, end: 30) {
            log = cut.applied(to: log)
            undone += 1
        }
        #expect(undone == 20)
        #expect(history.redoable.count == 20)
        #expect(BranchHistory(limit: 0).limit == 1)
    }

    /// A cut the log no longer reaches (emptied since) is dropped, and the next one is used.
    @Test func aCutPastTheLogIsDropped() throws {
        var history = BranchHistory()
        history.branched(at: 0, time: 0, end: 1, cutOff: [Self.entry(0.5, .h)])
        history.branched(at: 5, time: 5, end: 6, cutOff: [Self.entry(5.5, .h)])
        let cutCut = history.undo(log: Self.log([Self.entry(0.2, .f)]), end: 1)
        let cut = try #require(cutCut)
        #expect(cut.index == 0 && cut.time == 0)
        #expect(history.undoable.isEmpty)
        history.removeAll()
        #expect(!history.canUndo && !history.canRedo)
    }

    /// A session rebuilt with a restored log is the original: same state and markers at the
    /// branch time, the later inputs waiting, and the same end state once played.
    @Test func aRestoredSessionIsTheOriginalTake() throws {
        let original = makeSession()
        original.apply(.key(.h), at: 0.5)
        original.apply(.key(.f), at: 2)
        original.apply(.key(.escape), at: 4)
        original.advance(to: 6)
        let scrubbed = try #require(original.replayed(upTo: 1))
        #expect(Array(scrubbed.pendingInputs) == Array(original.log[1...]))
        var history = BranchHistory()
        history.branched(at: scrubbed.cursor, time: scrubbed.time, end: 6, cutOff: scrubbed.pendingInputs)
        scrubbed.apply(.key(.s), at: 1)          // the branch: the later keys are cut off
        #expect(scrubbed.log.count == 2 && !scrubbed.hasPendingReplay)

        let cutCut = history.undo(log: scrubbed.log, end: 1)
        let cut = try #require(cutCut)
        let restored = scrubbed.withLog(cut.applied(to: scrubbed.log), playedTo: cut.end, at: cut.time)
        #expect(Array(restored.log) == Array(original.log))
        #expect(restored.time == 1 && restored.cursor == 1)
        #expect(restored.markers == original.markers)
        #expect(restored.state == original.state(at: 1))
        restored.advance(to: 6)
        #expect(restored.state == original.state)
    }

    /// A setting inserted on a scrubbed frame keeps the later inputs, which replay after it.
    @Test func anInsertedSettingKeepsTheLaterInputs() throws {
        let s = makeSession()
        s.apply(.key(.h), at: 0.5)
        s.apply(.key(.f), at: 2)
        s.advance(to: 3)
        s.seek(to: 1)
        var settings = s.primary.settings
        settings.halfModal.halfFraction = 0.6
        #expect(s.insertPerLane([.updateSettings(settings)], at: 1) === s)
        #expect(s.log.count == 3)
        #expect(s.log[1] == InputLog.Entry(time: 1, event: .updateSettings(settings), lane: 0))
        #expect(s.log[2] == InputLog.Entry(time: 2, event: .key(.f)))
        #expect(s.hasPendingReplay && s.cursor == 2)
        s.advance(to: 3)
        #expect(s.primary.settings.halfModal.halfFraction == 0.6)
        #expect(!s.hasPendingReplay)
    }

    /// The state line ends with the studio's take (the window tests wait on it); without a
    /// studio it has no such fields.
    @Test func theStateLineShowsTheTake() {
        let m = makeMachine()
        let take = ReviewStateLine.Take(inputs: 7, pending: 3, undo: 1, redo: 0)
        let review = ReviewStateLine.Review(paused: true, speed: 1, recorded: nil, hud: false, help: false,
                                            inspector: true, take: take)
        let line = ReviewStateLine(lanes: [m], review: review, now: 1)
        #expect(line.text.hasSuffix(" lane0.request=idle inputs=7 pending=3 undo=1 redo=0"))
        var undone = review
        undone.take = ReviewStateLine.Take(inputs: 7, pending: 3, undo: 0, redo: 1)
        #expect(ReviewStateLine(lanes: [m], review: undone, now: 1).isNews(after: line))
        var plain = review
        plain.take = nil
        #expect(!ReviewStateLine(lanes: [m], review: plain, now: 1).text.contains("inputs="))
    }

    /// A setting changed inside a recorded press is logged just before that press, so the
    /// gesture replays whole with it (a change there cancels a press); a second change there
    /// replaces the first.
    @Test func aSettingInsideARecordedPressGoesBeforeIt() throws {
        let live = makeSession()
        live.apply(.key(.h), at: 0.2)
        live.advance(to: 1.5)
        let y = live.primary.canvas.height * 0.7
        live.drag(from: Point(x: 195, y: y), to: Point(x: 195, y: y - 200), at: 1.5, duration: 0.2, steps: 4)
        live.advance(to: 3)
        #expect(live.halfModal.detent == .full)
        let scrubbed = try #require(live.replayed(upTo: 1.6))
        #expect(scrubbed.pointer != .idle)
        var settings = scrubbed.primary.settings
        settings.halfModal.duration = 0.5
        let shown = scrubbed.insertPerLane([.updateSettings(settings)], at: 1.6)
        #expect(shown !== scrubbed)
        #expect(shown.time == 1.6 && shown.pointer != .idle)
        #expect(shown.log.count == live.log.count + 1)
        #expect(shown.log[1] == InputLog.Entry(time: 1.5, event: .updateSettings(settings), lane: 0))
        #expect(Array(shown.log[2...]) == Array(live.log[1...]))
        settings.halfModal.duration = 0.7
        let again = shown.insertPerLane([.updateSettings(settings)], at: 1.6)
        #expect(again.log.count == live.log.count + 1)
        #expect(again.log[1] == InputLog.Entry(time: 1.5, event: .updateSettings(settings), lane: 0))
        again.advance(to: 3)
        #expect(again.halfModal.detent == .full)
        #expect(again.primary.settings.halfModal.duration == 0.7)
    }
}
