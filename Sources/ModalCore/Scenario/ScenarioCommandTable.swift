/// Every scenario command, one row each: how its line is read, played and written.
///
/// `Scenario.parse` finds a line's row by name (`row(named:)`), `ScenarioPlayer` plays a
/// command through `row(for:)`, and `ScenarioText` writes each logged input through the row
/// that prints it (`logged(_:)`). The order of `rows` is the order the unknown-command message
/// lists them in.
public enum ScenarioCommandTable {
    /// Every command a line may hold after its time (the head's commands aside), in the order
    /// messages list them.
    public static let rows: [ScenarioCommandRow] = [tap, down, move, up, drag, scroll, key, set, fling, cancel, resize, type,
                                                    shot, elements, end]

    /// The row named `name`, or nil for a name no line may hold.
    public static func row(named name: String) -> ScenarioCommandRow? {
        index[name].map { rows[$0] }
    }

    private static let index: [String: Int] = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($0.element.name, $0.offset) })

    /// The row that reads, plays and prints `command`.
    public static func row(for command: Scenario.Command) -> ScenarioCommandRow {
        switch command {
        case .tap: return tap
        case .down: return down
        case .move: return move
        case .up, .lift: return up
        case .drag: return drag
        case .scroll: return scroll
        case .key: return key
        case .set, .setLane: return set
        case .fling: return fling
        case .cancel: return cancel
        case .resize: return resize
        case .type: return type
        case .shot: return shot
        case .elements: return elements
        case .end: return end
        }
    }

    /// `command`'s line without its time, as its row prints it (`up 195 400 velocity 0 -812.5`).
    public static func line(for command: Scenario.Command) -> String {
        guard let text = row(for: command).print(command) else {
            preconditionFailure("the '\(row(for: command).name)' row does not print \(command)")
        }
        return text
    }

    /// How a logged input becomes a scenario line.
    public enum LoggedLine: Equatable, Sendable {
        /// The command that replays it, printed by its row.
        case command(Scenario.Command)
        /// A settings change: `set` lines, printed by the `set` row, with the values it leaves
        /// in force, which only a writer that follows the settings knows (`ScenarioText`).
        case settings
        /// Not an input the log holds: replaying the inputs recomputes it.
        case none
    }

    /// How the logged input `event` is written as a line.
    public static func logged(_ event: Event) -> LoggedLine {
        switch event {
        case let .pointerDown(p): return .command(.down(p))
        case let .pointerMove(p): return .command(.move(p))
        case let .pointerUp(p): return .command(.up(p))
        case let .pointerLift(p, v): return .command(.lift(p, velocity: v))
        case let .pointerRelease(p, v): return .command(.fling(p, velocity: v))
        case .pointerCancel: return .command(.cancel)
        case let .resize(size): return .command(.resize(size))
        case let .key(k): return .command(.key(k))
        case let .text(text): return .command(.type(text))
        case .set, .updateSettings: return .settings
        case .tick, .requestCompleted: return .none
        }
    }

    /// The row that prints the logged input `event`, nil for one the log never holds.
    public static func row(printing event: Event) -> ScenarioCommandRow? {
        switch logged(event) {
        case let .command(command): return row(for: command)
        case .settings: return set
        case .none: return nil
        }
    }

    /// Every command a line may hold, the head's included (for "did you mean").
    static var names: [String] { rows.map(\.name) + ScenarioHead.commands.sorted() }

    /// The message for a line whose command is `name`, which no row and no head command has.
    static func unknownCommand(_ name: String) -> String {
        let names = rows.map(\.name)
        return "unknown command '\(name)'\(Suggestion.didYouMean(name, in: Scenario.commands)) (expected "
            + names.dropLast().joined(separator: ", ") + " or \(names[names.count - 1]); "
            + "head: \(ScenarioHead.commandOrder.joined(separator: ", ")))"
    }

    /// A number as a line writes it: plain decimal that reads back as the same `Double`.
    static func n(_ v: Double) -> String { ScenarioText.number(v) }

    /// A point as a line writes it: `X Y`.
    static func n(_ p: Point) -> String { "\(n(p.x)) \(n(p.y))" }

    /// Stops on a command given to a row that does not hold it (`row(for:)` picks the row).
    static func foreign(_ command: Scenario.Command, _ row: String) -> Never {
        preconditionFailure("the '\(row)' row was given \(command)")
    }
}
