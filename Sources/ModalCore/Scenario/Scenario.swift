/// A parsed scenario file: timed commands for the headless runner.
///
/// One command per line, `#` comments and blank lines ignored, times in seconds from the
/// start that never decrease, coordinates in canvas points; numbers are decimal only
/// (`StrictNumber`: no hexadecimal, no `inf` or `nan`):
///
///     T tap ID            T down X Y      T move X Y      T up X Y [velocity VX VY]
///     T drag X1 Y1 X2 Y2 D                T scroll X Y DX DY              T key NAME
///     T set [N:]KEY VALUE T fling X Y VX VY               T cancel        T resize W H
///     T shot NAME.png     T elements NAME.json            T end
///
/// Each command is a row of `ScenarioCommandTable`, which reads, plays and prints it.
///
/// A file may open with a head (`ScenarioHead`) at time 0, before any other line, that sets
/// what the command line's options set: `device`, `size`, `chrome`, `fps`, `compare` and
/// `initial [N:]KEY VALUE`, so a saved session replays with no options.
public struct Scenario: Equatable, Sendable {
    /// One line's command.
    public enum Command: Equatable, Sendable {
        case tap(ElementID)
        case down(Point)
        case move(Point)
        case up(Point)
        /// A release carrying the hand's velocity (pt/s), as the window measured it in the
        /// hand's time (`Event.pointerLift`): `up X Y velocity VX VY`, what `--save-scenario` writes.
        case lift(Point, velocity: Point)
        case drag(from: Point, to: Point, duration: Double)
        /// A wheel or touchpad scroll at a point: `dy` notches (positive away from the user, as
        /// SDL reports it; 1 = one wheel notch = 20 pt, a touchpad gives fractions); `dx` is read
        /// and ignored (nothing scrolls sideways).
        case scroll(at: Point, dx: Double, dy: Double)
        case key(Key)
        case set(path: String, value: String)
        /// `set N:KEY VALUE`: a setting for phone N of `--compare` only (`lane` 0-based, N from 1).
        case setLane(lane: Int, path: String, value: String)
        /// `fling X Y VX VY`: a wheel or touchpad gesture's end, moving at VX VY pt/s (`Event.pointerRelease`).
        case fling(Point, velocity: Point)
        /// `cancel`: the pointer was lost mid-gesture (`Event.pointerCancel`).
        case cancel
        /// `resize W H`: the phones' canvas took a new size in points (`Event.resize`).
        case resize(Size)
        /// `type TEXT`: text typed into the focused field (`Event.text`); quote it to keep spaces.
        case type(String)
        case shot(String)
        case elements(String)
        case end
    }

    /// A command with its time and where it was written.
    public struct Step: Equatable, Sendable {
        public var time: Double
        public var command: Command
        public var line: Int

        public init(time: Double, command: Command, line: Int) {
            self.time = time
            self.command = command
            self.line = line
        }
    }

    public var path: String
    public var steps: [Step]
    /// What the file's head sets in place of the command line's options (empty: nothing).
    public var head: ScenarioHead

    public init(path: String, steps: [Step], head: ScenarioHead = ScenarioHead()) {
        self.path = path
        self.steps = steps
        self.head = head
    }

    /// The time of the `end` command, or of the last step (a drag counts until its release).
    public var endTime: Double {
        if let end = steps.first(where: { $0.command == .end }) { return end.time }
        return steps.map { step in
            if case let .drag(_, _, d) = step.command { return step.time + d }
            return step.time
        }.max() ?? 0
    }

    /// Parses `text`; `path` names the file in error messages (`FILE:LINE: what is wrong`).
    ///
    /// Lines end in LF or CRLF. Input quoted in a message is made printable (`ErrorText`), so
    /// every error is one line whatever the file holds.
    public static func parse(_ text: String, path: String) throws(ScenarioError) -> Scenario {
        var steps: [Step] = []
        var head = ScenarioHead()
        var lastTime = 0.0
        var ended = false
        var dragEnds: [Double] = []
        var outputLines = 0
        // "\r\n" is one Character in Swift: split on it too, or a CRLF file is one long line.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            func fail(_ message: String) -> ScenarioError { ScenarioError(file: path, line: lineNumber, message: ErrorText.printable(message)) }
            let words: [String]
            do { words = try ScenarioWords.split(Substring(rawLine)) } catch { throw fail(error.message) }
            guard !words.isEmpty else { continue }
            if ended { throw fail("nothing may follow 'end'") }
            guard let time = StrictNumber.double(words[0]), time.isFinite || overflowed(words[0]) else {
                throw fail("expected a time in seconds, got '\(words[0])'")
            }
            guard time >= 0 else { throw fail("time \(words[0]) is negative") }
            guard time.isFinite else { throw fail("time \(words[0]) is over a day") }
            guard time >= lastTime else {
                throw fail("time goes backwards: \(words[0]) after \(format(lastTime))")
            }
            guard time <= 86_400 else { throw fail("time \(words[0]) is over a day") }
            lastTime = time
            guard words.count >= 2 else { throw fail("missing command after the time") }
            let name = words[1]
            let args = Array(words.dropFirst(2))
            if ScenarioHead.commands.contains(name) {
                guard time == 0, steps.isEmpty else {
                    throw fail("'\(name)' belongs to the head: time 0, before every other command")
                }
                do { try head.parse(name, args) } catch { throw fail(error.message) }
                continue
            }
            guard let row = ScenarioCommandTable.row(named: name) else { throw fail(ScenarioCommandTable.unknownCommand(name)) }
            let command: Command
            do {
                command = try row.parse(ScenarioCommandRow.Arguments(name: name, words: args, phones: max(head.compare.count, 1)))
            } catch {
                throw fail(error.message)
            }
            if command == .end { ended = true }
            switch command {
            case .shot, .elements:
                outputLines += 1
                guard outputLines <= maxOutputLines else {
                    throw fail("more than \(maxOutputLines) shot and elements lines (each writes a file; --record writes every frame)")
                }
            default:
                break
            }
            if case let .drag(_, _, d) = command {
                // Lines come in time order: the drags still under way are those ending after this one starts.
                dragEnds.removeAll { $0 <= time }
                guard dragEnds.count < maxConcurrentDrags else {
                    throw fail("more than \(maxConcurrentDrags) drags at once at \(format(time)) s (the limit on concurrent drags)")
                }
                dragEnds.append(time + d)
            }
            steps.append(Step(time: time, command: command, line: lineNumber))
        }
        return Scenario(path: path, steps: steps, head: head)
    }

    /// Every command a line may hold, the head's included (for "did you mean").
    public static let commands = ScenarioCommandTable.names

    /// Most `shot` and `elements` lines a scenario may hold: each draws a frame and writes a
    /// file, so a 16 MiB file of them would run for hours; `--record` is the way to every frame.
    public static let maxOutputLines = 10_000

    /// Longest `drag` duration in seconds.
    public static let maxDragDuration = 60.0
    /// Most `drag` lines under way at one moment (one that ends when another starts does not
    /// overlap it): each plays a move at every frame step, so more would only flood the log.
    public static let maxConcurrentDrags = 100
    /// Most pointer moves the drags of one scenario may make (their seconds × `--fps`, summed):
    /// each is an input the session logs, about 48 bytes, so the log stays within about 400 MB.
    /// A day of back-to-back 59.9 s drags at `--fps 60` makes 5.2 million.
    public static let maxDragMoves = 8_000_000

    /// Refuses, with one line, a scenario whose drags would make more than `maxDragMoves`
    /// moves at `fps` (checked before anything is played or opened).
    public func checkDragMoves(fps: Double) throws(ScenarioError) {
        let seconds = steps.reduce(0.0) { sum, step in
            if case let .drag(_, _, d) = step.command { return sum + d }
            return sum
        }
        let moves = seconds * fps
        guard moves > Double(Scenario.maxDragMoves) else { return }
        throw ScenarioError(file: path, line: nil, message: "its drags make \(Int(moves.rounded())) moves at --fps \(Scenario.format(fps)), "
            + "over the limit of \(Scenario.maxDragMoves) (drag seconds × fps)")
    }

    /// Longest `shot`/`elements` name in UTF-8 bytes (file systems allow 255, with room for `.tmp-PID`).
    public static let maxFileNameBytes = 200

    /// True for a decimal numeral too large for a `Double` (`1e400`).
    public static func overflowed(_ word: String) -> Bool {
        StrictNumber.double(word)?.isInfinite == true
    }

    /// `t` without a fraction when it is whole (`2`, `0.5`).
    public static func format(_ t: Double) -> String {
        t == t.rounded() ? String(Int(t)) : String(t)
    }
}

extension ElementID {
    /// Every id a scenario may name in `tap`.
    public static let tappable: Set<ElementID> = [
        .openSheet, .toggleHalfModal, .closeSheet, .startRequest, .alertOK, .requestOutcome,
        .mainView, .sheet, .halfModal, .halfModalBackdrop, .halfModalGrabber, .sheetBackdrop, .loadingCover, .alert,
        .textField, .formButton, .formTitle, .keyboard,
        .openNestedSheet, .nestedSheet, .closeNestedSheet,
    ]
}
