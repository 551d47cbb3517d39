import FoundationEssentials
import Glibc
import ModalCore

/// A reason to stop, with the exit code it deserves and a one-line message.
struct Failure: Error, CustomStringConvertible {
    enum Kind {
        /// Bad command line or input file: exit 2.
        case usage
        /// Something failed at run time (display, font, disk): exit 1.
        case runtime
    }

    var kind: Kind
    var message: String

    var description: String { message }
    var exitCode: Int32 { kind == .usage ? 2 : 1 }

    // Echoed input (a config key, an argument) may hold control characters: escape them, so the
    // message stays one printable line; a quoted value is cut to 80 characters with "…".
    static func usage(_ message: String) -> Failure { Failure(kind: .usage, message: ErrorText.escaped(ErrorText.clipped(message))) }
    static func runtime(_ message: String) -> Failure { Failure(kind: .runtime, message: ErrorText.escaped(ErrorText.clipped(message))) }

    /// A bad scenario (the core's `ScenarioError`) is bad input: exit 2 with its `FILE:LINE:` message.
    static func scenario(_ error: ScenarioError) -> Failure { .usage(error.description) }

    /// `error` as a `Failure`: itself, a scenario's fault as bad input, or nil for anything else.
    static func from(_ error: Error) -> Failure? {
        if let failure = error as? Failure { return failure }
        if let scenario = error as? ScenarioError { return .scenario(scenario) }
        return nil
    }
}

/// Prints `error` as `PROGRAM: error: message` on one line of stderr and returns its exit code
/// (a `Failure`'s own, 1 for anything else).
func reportError(_ error: Error, program: String) -> Int32 {
    let failure = Failure.from(error) ?? .runtime(error is CocoaError || error is POSIXError
        ? PathProblem.reason(error) : "\(error)")
    StandardStreams.error("\(program): error: \(failure.message)\n")
    return failure.exitCode
}
