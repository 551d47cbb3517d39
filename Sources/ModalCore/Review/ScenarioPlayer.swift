/// Plays a scenario's inputs into a session on simulated time, headless or in the window.
///
/// Drags become a press, a move at every frame step, and a release (`DragPath`), generated as
/// they play: a drag costs the same memory however long it lasts, and the drags under way at
/// once are bounded by the parser (`Scenario.maxConcurrentDrags`). Everything is ordered by
/// time, then by its line's place in the file (a drag's moves right after its line).
public struct ScenarioPlayer {
    /// What a step asks of the caller (files are written by the runner that owns the pixels).
    public enum Output: Equatable, Sendable {
        case shot(String)
        case elements(String)
        /// `end`, or a quit (`key q`, as the Q key quits the window): the run stops here.
        case end
    }

    /// A drag under way: what it does next, and its line's place in the file.
    private struct ActiveDrag {
        var cursor: DragPath.Cursor
        var stepIndex: Int
        var time: Double { cursor.peek?.time ?? .infinity }
        /// Sooner first; at one time, the earlier line first.
        func precedes(_ other: ActiveDrag) -> Bool { (time, stepIndex) < (other.time, other.stepIndex) }
    }

    public let scenario: Scenario
    private let frameStep: Double
    /// The next line to play.
    private var nextStep = 0
    /// The drags under way, a binary min-heap by `precedes`.
    private var drags: [ActiveDrag] = []
    /// Set by `end` or a quit: nothing more plays.
    private var ended = false

    public init(scenario: Scenario, fps: Double) {
        self.scenario = scenario
        frameStep = 1 / fps
    }

    /// True once every input has been played or `end` was reached.
    public var isFinished: Bool { ended || (nextStep >= scenario.steps.count && drags.isEmpty) }

    /// The time of the next input.
    public var nextTime: Double? {
        if ended { return nil }
        let step = nextStep < scenario.steps.count ? scenario.steps[nextStep].time : nil
        let drag = drags.first?.time
        switch (step, drag) {
        case let (s?, d?): return min(s, d)
        case let (s?, nil): return s
        case let (nil, d?): return d
        default: return nil
        }
    }

    /// Back to the first input.
    public mutating func rewind() {
        nextStep = 0
        drags = []
        ended = false
    }

    /// Continue with the first input after `time` (after a step back): the inputs up to it
    /// are generated again and skipped.
    public mutating func seek(after time: Double) {
        rewind()
        while let t = nextTime, t <= time { _ = takeNext() }
    }

    /// The next input: a scenario line, or a drag's next move or release (a drag's line starts
    /// the drag). A line goes before a drag's input at the same time when it comes earlier in
    /// the file.
    private mutating func takeNext() -> (time: Double, step: Scenario.Step?, event: Event?)? {
        let steps = scenario.steps
        if nextStep < steps.count, drags.isEmpty || (steps[nextStep].time, nextStep) < (drags[0].time, drags[0].stepIndex) {
            let step = steps[nextStep]
            if case let .drag(from, to, duration) = step.command {
                push(ActiveDrag(cursor: DragPath.Cursor(DragPath(from: from, to: to, start: step.time, duration: duration,
                                                                 frameStep: frameStep)), stepIndex: nextStep))
            }
            nextStep += 1
            return (step.time, step, nil)
        }
        guard var drag = drags.first, let next = drag.cursor.peek else { return nil }
        drag.cursor.advance()
        if drag.cursor.peek == nil { popFirst() } else { replaceFirst(drag) }
        return (next.time, nil, next.event)
    }

    /// Plays every input due at or before `time` into `session`, handing each output to
    /// `write` at its place in the sequence (a shot sees the lines above it, not those below).
    /// Stops at `end`.
    /// A scenario fault is a `ScenarioError`; whatever `write` throws passes through.
    public mutating func play(upTo time: Double, into session: Session,
                              write: (Double, Output) throws -> Void) throws {
        while !ended, let due = nextTime, due <= time, let (t, step, event) = takeNext() {
            if let event { session.apply(event, at: t) }
            if let step, let output = try perform(step, into: session) {
                if case .end = output { ended = true }
                try write(t, output)
            }
            // A quit (`key q`) ends the scenario as the Q key ends the window.
            if session.quitRequested && !ended {
                ended = true
                try write(t, .end)
            }
        }
    }

    /// Carries out one scenario line.
    public func perform(_ step: Scenario.Step, into session: Session) throws(ScenarioError) -> Output? {
        let t = step.time
        func fail(_ message: String) -> ScenarioError { ScenarioError(file: scenario.path, line: step.line, message: message) }
        switch step.command {
        case .tap(.requestOutcome):
            // The outcome control is in the studio's inspector, off the phone: a tap picks the
            // next outcome, as the control and the N key do, wherever the phone is.
            let next = Studio.nextOutcome(after: session.primary.settings.request.outcome)
            return try perform(Scenario.Step(time: t, command: .set(path: Studio.outcomePath, value: next.rawValue), line: step.line),
                               into: session)
        case let .tap(id):
            session.advance(to: t)
            guard let p = session.primary.frame(now: t).reachablePoint(of: id) else {
                throw fail("element '\(id)' is not visible and hit-testable at \(Scenario.format(t)) s")
            }
            session.apply(.pointerDown(p), at: t)
            session.apply(.pointerUp(p), at: t)
        case let .down(p): session.apply(.pointerDown(p), at: t)
        case let .move(p): session.apply(.pointerMove(p), at: t)
        case let .up(p): session.apply(.pointerUp(p), at: t)
        case let .drag(from, _, _): session.apply(.pointerDown(from), at: t)
        case let .key(key): session.apply(.key(key), at: t)
        case let .set(path, value):
            // A change of one path: in compare mode each lane keeps its own profile unless
            // the line sets the profile. Checked against every lane before it is applied.
            let change: SettingChange
            do {
                change = try SettingChange(path, value)
                for lane in session.lanes { _ = try lane.settings.applying(change) }
            } catch let e as Settings.PathError {
                throw fail(e.description)
            } catch {
                throw fail("\(error)")
            }
            session.apply(.set(change), at: t)
        case let .shot(name): return .shot(name)
        case let .elements(name): return .elements(name)
        case .end: return .end
        }
        return nil
    }

    // MARK: The drags' heap

    private mutating func push(_ drag: ActiveDrag) {
        drags.append(drag)
        var i = drags.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard drags[i].precedes(drags[parent]) else { break }
            drags.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func popFirst() {
        let last = drags.removeLast()
        if !drags.isEmpty { replaceFirst(last) }
    }

    private mutating func replaceFirst(_ drag: ActiveDrag) {
        drags[0] = drag
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < drags.count, drags[l].precedes(drags[m]) { m = l }
            if r < drags.count, drags[r].precedes(drags[m]) { m = r }
            if m == i { return }
            drags.swapAt(i, m)
            i = m
        }
    }
}
