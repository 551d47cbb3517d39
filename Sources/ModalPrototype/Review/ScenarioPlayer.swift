import ModalCore

/// Plays a scenario's inputs into a session on simulated time, headless or in the window.
///
/// Drags become a press, a move at every frame step, and a release; everything is ordered
/// by time, then by its place in the file.
struct ScenarioPlayer {
    /// One thing to do at a time.
    enum Input {
        case step(Scenario.Step)
        case move(Point)
        case up(Point)
        /// A scroll gesture's end, 150 ms after a scroll (if no later scroll kept it going).
        case scrollExpiry
    }

    /// What a step asks of the caller (files are written by the runner that owns the pixels).
    enum Output {
        case shot(String)
        case elements(String)
        /// `end`, or a quit (`key q`, as the Q key quits the window): the run stops here.
        case end
    }

    let scenario: Scenario
    let timeline: [(time: Double, input: Input, line: Int)]
    private(set) var cursor = 0
    /// The wheel/touchpad gesture of `scroll` lines (as the window's wheel drives it).
    private var scrollGesture = ScrollGesture()

    init(scenario: Scenario, fps: Double) {
        self.scenario = scenario
        var out: [(time: Double, seq: Int, input: Input, line: Int)] = []
        var seq = 0
        func add(_ t: Double, _ i: Input, _ line: Int) { out.append((t, seq, i, line)); seq += 1 }
        let step = 1 / fps
        for s in scenario.steps {
            add(s.time, .step(s), s.line)
            if case let .drag(from, to, duration) = s.command {
                var k = (s.time / step).rounded(.down) + 1
                while k * step < s.time + duration {
                    let f = (k * step - s.time) / duration
                    add(k * step, .move(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)), s.line)
                    k += 1
                }
                add(s.time + duration, .move(to), s.line)
                add(s.time + duration, .up(to), s.line)
            }
            if case .scroll = s.command { add(s.time + ScrollGesture.endDelay, .scrollExpiry, s.line) }
        }
        out.sort { ($0.time, $0.seq) < ($1.time, $1.seq) }
        timeline = out.map { ($0.time, $0.input, $0.line) }
    }

    /// True once every input has been played or `end` was reached.
    var isFinished: Bool { cursor >= timeline.count }

    /// The time of the next input.
    var nextTime: Double? { isFinished ? nil : timeline[cursor].time }

    /// Back to the first input.
    mutating func rewind() {
        cursor = 0
        scrollGesture = ScrollGesture()
    }

    /// Continue with the first input after `time` (after a step back).
    mutating func seek(after time: Double) {
        cursor = timeline.firstIndex { $0.time > time } ?? timeline.count
    }

    /// Plays every input due at or before `time` into `session`, handing each output to
    /// `write` at its place in the sequence (a shot sees the lines above it, not those below).
    /// Stops at `end`.
    mutating func play(upTo time: Double, into session: Session,
                       write: (Double, Output) throws -> Void) throws {
        while cursor < timeline.count, timeline[cursor].time <= time {
            let (t, input, _) = timeline[cursor]
            cursor += 1
            switch input {
            case let .move(p): session.apply(.pointerMove(p), at: t)
            case let .up(p): session.apply(.pointerUp(p), at: t)
            case .scrollExpiry:
                for event in scrollGesture.expire(now: t) { session.apply(event, at: t) }
            case let .step(step) where step.command.isScroll:
                guard case let .scroll(p, _, dy) = step.command else { break }
                session.advance(to: t)
                let target = session.primary.frame(now: t).hitTest(p)?.id
                for event in scrollGesture.scroll(notches: dy, at: p, over: target, now: t) { session.apply(event, at: t) }
            case let .step(step):
                if let output = try perform(step, into: session) {
                    if case .end = output { cursor = timeline.count }
                    try write(t, output)
                }
            }
            // A quit (`key q`) ends the scenario as the Q key ends the window.
            if session.quitRequested {
                cursor = timeline.count
                try write(t, .end)
            }
        }
    }

    /// Carries out one scenario line.
    func perform(_ step: Scenario.Step, into session: Session) throws -> Output? {
        let t = step.time
        func fail(_ message: String) -> Failure { .usage("\(scenario.path):\(step.line): \(message)") }
        switch step.command {
        case .tap(.requestOutcome):
            // The outcome control is in the studio's inspector, off the phone: a tap picks the
            // next outcome, as the control and the N key do, wherever the phone is.
            let next = Studio.nextOutcome(after: session.primary.settings.request.outcome)
            return try perform(Scenario.Step(time: t, command: .set(path: "request.outcome", value: next.rawValue), line: step.line),
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
        case .scroll: break   // played by `play`, which holds the gesture
        case let .set(path, value):
            // A change of one path: in compare mode each lane keeps its own profile unless
            // the line sets the profile. Checked against every lane before it is applied.
            let change: SettingChange
            do {
                change = try SettingChange(path, value)
                for lane in session.lanes { _ = try lane.settings.applying(change) }
            } catch let e as Settings.PathError {
                throw fail(e.description)
            }
            session.apply(.set(change), at: t)
        case let .shot(name): return .shot(name)
        case let .elements(name): return .elements(name)
        case .end: return .end
        }
        return nil
    }
}

extension Scenario.Command {
    /// True for a `scroll` line.
    var isScroll: Bool {
        if case .scroll = self { return true }
        return false
    }
}
