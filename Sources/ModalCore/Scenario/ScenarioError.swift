/// Why a scenario was refused: the file, the line (when one line is at fault) and what is wrong.
///
/// The core's own error for scenario files, parsed or played: its `description` is the
/// one-line message the app prints (`FILE:LINE: what is wrong`, or `FILE: what is wrong` for
/// a fault of the whole file), and the app exits 2 for it, as for any bad input.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scenario's path as given.
    public var file: String
    /// The 1-based line at fault, or nil when the whole file is.
    public var line: Int?
    /// What is wrong, printable on one line.
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
