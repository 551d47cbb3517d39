import ModalCore
/// The one command-line reader of the app and its subcommands (`bench`, `soak`): options
/// as `--name value` or `--name=value`, the same everywhere.
///
/// Each command keeps its own table of names; the scanner hands them out one by one, gives
/// an option its value when asked (`value()`), and refuses a value on an option that takes
/// none (`flag()`). Errors are one line, prefixed with the command (`soak: …`).
struct ArgumentScanner {
    private let arguments: [String]
    /// `"soak: "`, `"bench: "` or empty for the app itself.
    private let prefix: String
    private var index = 0
    private var inline: String?
    /// The option being read (for errors).
    private(set) var current = ""

    init(_ arguments: [String], command: String? = nil) {
        self.arguments = arguments
        prefix = command.map { $0 + ": " } ?? ""
    }

    /// The next option name (`--x` of `--x=v`), or nil at the end.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        var arg = arguments[index]
        index += 1
        inline = nil
        if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
            inline = String(arg[arg.index(after: eq)...])
            arg = String(arg[..<eq])
        }
        current = arg
        return arg
    }

    /// The value of the current option: after its `=`, else the next argument.
    mutating func value() throws -> String {
        if let v = inline { inline = nil; return v }
        guard index < arguments.count else { throw Failure.usage("\(prefix)option \(current) needs a value") }
        index += 1
        return arguments[index - 1]
    }

    /// Checks that the current option, one that takes no value, was given none.
    func flag() throws {
        if inline != nil { throw Failure.usage("\(prefix)option \(current) takes no value") }
    }

    /// The error for an argument no table knows; `known` are the options that are (an option
    /// close to one of them is suggested).
    func unknown(help: String = "--help", known: [String] = []) -> Failure {
        current.hasPrefix("-") ? .usage("\(prefix)unknown option '\(current)'\(Suggestion.didYouMean(current, in: known)) (see \(help))")
            : .usage("\(prefix)unexpected argument '\(current)' (see \(help))")
    }
}
