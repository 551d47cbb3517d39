/// Plays a scenario's inputs into a session on simulated time, headless or in the window.
///
/// Drags become a press, a move at every frame step, and a release (`DragPath`), generated as
/// they play: a drag costs the same memory however long it lasts, and the drags under way at
/// once are bounded by the parser (`Scenario.maxConcurrentDrags`). Everything is ordered by
/// time, then by its line's place in the file (a drag's moves right after its line).
///
/// Every time it plays an input at is on the microsecond grid (`ReviewTime`), so the session
/// logs what a saved scenario writes exactly, and the replay plays each input at the same time.
///
/// A line is played by its row of `ScenarioCommandTable`, whose play step returns the inputs
/// to apply; they, a drag's moves and a scroll gesture's end reach the session through `feed`,
/// the one place the player applies anything.
public struct ScenarioPlayer {
    /// What a step asks of the caller (files are written by the runner that owns the pixels).
    public enum Output: Equatable, Sendable {
        case shot(String)
        case elements(String)
        /// `end`, or a quit (`key q`, as the Q key quits the window): the run stops here.
        case end
    }

    /// An input a line (or a drag, or a scroll gesture) gives the session: an event for one
    /// lane, or for every lane (`lane` nil).
    public struct Input: Equatable, Sendable {
        public var event: Event
        public var lane: Int?

        public init(_ event: Event, lane: Int? = nil) {
            self.event = event
            self.lane = lane
        }
    }

    /// A drag under way: what it does next, and its line's place in the file.
    private struct ActiveDrag {
        var cursor: DragPath.Cursor
        var stepIndex: Int
        var time: Double { cursor.peek.map { ReviewTime.quantized($0.time) } ?? .infinity }
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
    /// The wheel/touchpad gesture of `scroll` lines (as the window's wheel drives it).
    private var scrollGesture = ScrollGesture()
    /// When each played `scroll` line's gesture may end (`ScrollGesture.endDelay` and
    /// `notchedEndDelay` after it),
    /// with the line's place in the file: in time order, as the lines are.
    private var scrollExpiries: [(time: Double, stepIndex: Int)] = []

    public init(scenario: Scenario, fps: Double) {
        self.scenario = scenario
        frameStep = 1 / fps
    }

    /// True once every input has been played or `end` was reached.
    public var isFinished: Bool { ended || (nextStep >= scenario.steps.count && drags.isEmpty && scrollExpiries.isEmpty) }

    /// The time of the next input (on the microsecond grid).
    public var nextTime: Double? {
        if ended { return nil }
        let step = nextStep < scenario.steps.count ? scenario.steps[nextStep].time : nil
        let times = [step, drags.first?.time, scrollExpiries.first?.time].compactMap { $0 }
        return times.min().map(ReviewTime.quantized)   // a line's own time is put on the grid here
    }

    /// Back to the first input.
    public mutating func rewind() {
        nextStep = 0
        drags = []
        ended = false
        scrollGesture = ScrollGesture()
        scrollExpiries = []
    }

    /// Continue with the first input after `time` (after a step back): the inputs up to it
    /// are generated again and skipped.
    public mutating func seek(after time: Double) {
        rewind()
        while let t = nextTime, t <= time { _ = takeNext() }
    }

    /// The next input: a scenario line, a drag's next move or release (a drag's line starts
    /// the drag), or a scroll gesture's possible end. At one time, what comes from an earlier
    /// line of the file goes first.
    private mutating func takeNext() -> (time: Double, step: Scenario.Step?, event: Event?, expiry: Bool)? {
        let steps = scenario.steps
        let lineKey = nextStep < steps.count ? (ReviewTime.quantized(steps[nextStep].time), nextStep) : (Double.infinity, Int.max)
        let dragKey = drags.first.map { ($0.time, $0.stepIndex) } ?? (Double.infinity, Int.max)
        if let expiry = scrollExpiries.first, (expiry.time, expiry.stepIndex) < lineKey, (expiry.time, expiry.stepIndex) <= dragKey {
            scrollExpiries.removeFirst()
            return (expiry.time, nil, nil, true)
        }
        if nextStep < steps.count, lineKey < dragKey {
            let step = steps[nextStep]
            if case .scroll = step.command {
                // The gesture may end at either delay after this line (a touchpad's or a wheel's):
                // both are checked, and `expire` ends it only when its own deadline has come.
                scrollExpiries.append((ReviewTime.quantized(step.time + ScrollGesture.endDelay), nextStep))
                scrollExpiries.append((ReviewTime.quantized(step.time + ScrollGesture.notchedEndDelay), nextStep))
                scrollExpiries.sort { ($0.time, $0.stepIndex) < ($1.time, $1.stepIndex) }
            }
            if case let .drag(from, to, duration) = step.command {
                push(ActiveDrag(cursor: DragPath.Cursor(DragPath(from: from, to: to, start: step.time, duration: duration,
                                                                 frameStep: frameStep)), stepIndex: nextStep))
            }
            nextStep += 1
            return (lineKey.0, step, nil, false)
        }
        guard var drag = drags.first, let next = drag.cursor.peek else { return nil }
        drag.cursor.advance()
        if drag.cursor.peek == nil { popFirst() } else { replaceFirst(drag) }
        return (ReviewTime.quantized(next.time), nil, next.event, false)
    }

    /// Plays every input due at or before `time` into `session`, handing each output to
    /// `write` at its place in the sequence (a shot sees the lines above it, not those below).
    /// Stops at `end`.
    /// A scenario fault is a `ScenarioError`; whatever `write` throws passes through.
    public mutating func play(upTo time: Double, into session: Session,
                              write: (Double, Output) throws -> Void) throws {
        while !ended, let due = nextTime, due <= time, let (t, step, event, expiry) = takeNext() {
            if let event { feed(CollectionOfOne(Input(event)), at: t, into: session) }
            if expiry { feed(scrollGesture.expire(now: t).lazy.map { Input($0) }, at: t, into: session) }
            if let step, let output = try perform(Scenario.Step(time: t, command: step.command, line: step.line), into: session) {
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

    /// Carries out one scenario line: its row's play step (`ScenarioCommandTable`), whose
    /// inputs are fed to `session` at the line's time; returns what it asks of the caller.
    public mutating func perform(_ step: Scenario.Step, into session: Session) throws(ScenarioError) -> Output? {
        var context = ScenarioCommandRow.PlayContext(session: session, time: step.time, scrollGesture: scrollGesture)
        let effect: ScenarioCommandRow.Effect
        do {
            effect = try ScenarioCommandTable.row(for: step.command).play(step.command, &context)
        } catch {
            throw ScenarioError(file: scenario.path, line: step.line, message: error.message)
        }
        scrollGesture = context.scrollGesture
        feed(effect.inputs, at: step.time, into: session)
        return effect.output
    }

    /// Applies `inputs` to `session` at `t`, in order: the one place the player changes the session.
    private func feed<Inputs: Sequence>(_ inputs: Inputs, at t: Double, into session: Session) where Inputs.Element == Input {
        for input in inputs { session.apply(input.event, at: t, lane: input.lane) }
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
