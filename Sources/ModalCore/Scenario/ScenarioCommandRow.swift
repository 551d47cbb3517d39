/// One scenario command: its name, what it takes, how its line is read, what it does when
/// played and how it is written back.
///
/// The rows are `ScenarioCommandTable.rows`; `Scenario.parse` reads a line through its row's
/// `parse`, `ScenarioPlayer` plays it through `play` (which only reads the session and returns
/// the inputs to apply), and `ScenarioText` writes a logged input through `print`. A row's
/// printed line parses back to the command it printed (`ScenarioCommandTableTests`).
public struct ScenarioCommandRow: Sendable {
    /// Why a line was refused, or could not be played (the caller adds the file and line).
    public struct Problem: Error, Equatable, Sendable {
        public var message: String

        public init(_ message: String) { self.message = message }
    }

    /// A line's arguments (the words after its time and command), with the checks the rows share.
    public struct Arguments: Sendable {
        /// The command's name as written (`up`, `set`, …), for "'NAME' takes …".
        public var name: String
        /// The words after the name.
        public var words: [String]
        /// The phones the head declares (`compare`, at least 1): `set N:KEY` may name one of them.
        public var phones: Int

        public init(name: String, words: [String], phones: Int = 1) {
            self.name = name
            self.words = words
            self.phones = phones
        }

        public var count: Int { words.count }
        public subscript(i: Int) -> String { words[i] }

        /// Refuses anything but `n` words: "'NAME' takes USAGE".
        public func expect(_ n: Int, _ usage: String) throws(Problem) {
            guard words.count == n else { throw Problem("'\(name)' takes \(usage)") }
        }

        /// Word `s` as a decimal number within ±`limit`; `what` names it in the message.
        public func number(_ s: String, _ what: String, limit: Double = 1_000_000) throws(Problem) -> Double {
            guard let v = StrictNumber.double(s), v.isFinite || Scenario.overflowed(s) else { throw Problem("\(what) must be a number, got '\(s)'") }
            guard abs(v) <= limit else { throw Problem("\(what) \(s) is out of range (at most \(Int(limit)) either way)") }
            return v
        }

        /// The point (or velocity: `names` `vx`, `vy`) in words `a` and `a + 1`, within
        /// `Event.largestValue`, what a live session can log.
        public func point(_ a: Int, _ names: (String, String) = ("x", "y")) throws(Problem) -> Point {
            Point(x: try number(words[a], names.0, limit: Event.largestValue), y: try number(words[a + 1], names.1, limit: Event.largestValue))
        }

        /// `s` as a plain file name ending in `.ext`, to be written inside the output folder.
        public func fileName(_ s: String, ext: String) throws(Problem) -> String {
            guard s.hasSuffix("." + ext) else { throw Problem("file name '\(s)' must end in .\(ext)") }
            guard s.count > ext.count + 1 else { throw Problem("file name '\(s)' has nothing before .\(ext)") }
            guard !s.contains("/"), !s.contains("\\"), s != ".." , !s.hasPrefix("..") , !s.hasPrefix("."),
                  // Control and format characters (bidi overrides, zero-width) hide what the name says.
                  !s.unicodeScalars.contains(where: { [.control, .format].contains($0.properties.generalCategory) }) else {
                throw Problem("file name '\(s)' must be a plain name inside the output folder")
            }
            guard s.utf8.count <= Scenario.maxFileNameBytes else {
                throw Problem("file name '\(s)' is longer than \(Scenario.maxFileNameBytes) bytes")
            }
            return s
        }
    }

    /// What a play step may read: the session (to find a tap's point at the line's time, or
    /// check a setting against every phone) and the scroll gesture the player keeps.
    public struct PlayContext {
        /// The session the line plays into: read only (advanced to `time` to read its frame).
        public let session: Session
        /// The line's time on the microsecond grid.
        public let time: Double
        /// The wheel/touchpad gesture of `scroll` lines, carried from line to line.
        public var scrollGesture: ScrollGesture

        public init(session: Session, time: Double, scrollGesture: ScrollGesture = ScrollGesture()) {
            self.session = session
            self.time = time
            self.scrollGesture = scrollGesture
        }
    }

    /// What playing a line does: the inputs to apply at its time, in order, and what it asks
    /// of the caller (a file to write, the end).
    public struct Effect: Equatable, Sendable {
        public var inputs: [ScenarioPlayer.Input]
        public var output: ScenarioPlayer.Output?

        public init(inputs: [ScenarioPlayer.Input] = [], output: ScenarioPlayer.Output? = nil) {
            self.inputs = inputs
            self.output = output
        }

        /// `events` for every lane.
        public static func events(_ events: Event...) -> Effect {
            Effect(inputs: events.map { ScenarioPlayer.Input($0) })
        }
    }

    /// The command's name, the word after a line's time.
    public let name: String
    /// What the command takes after its name, as "'NAME' takes USAGE" says (`up` names the
    /// form it was given: `X Y`, or `X Y velocity VX VY`).
    public let usage: String
    /// Reads a line's arguments as the command (refusing them with the message a user sees).
    public let parse: @Sendable (Arguments) throws(Problem) -> Scenario.Command
    /// Plays the command at the context's time: the inputs to apply and the output, never
    /// applying anything itself. Called only with commands `ScenarioCommandTable.row(for:)`
    /// gives this row.
    public let play: @Sendable (Scenario.Command, inout PlayContext) throws(Problem) -> Effect
    /// The command's line without its time (`down 195 600`), nil for another row's command.
    public let print: @Sendable (Scenario.Command) -> String?

    public init(name: String, usage: String,
                parse: @escaping @Sendable (Arguments) throws(Problem) -> Scenario.Command,
                play: @escaping @Sendable (Scenario.Command, inout PlayContext) throws(Problem) -> Effect,
                print: @escaping @Sendable (Scenario.Command) -> String?) {
        self.name = name
        self.usage = usage
        self.parse = parse
        self.play = play
        self.print = print
    }
}
