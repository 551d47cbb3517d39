/// Makes text from an input file safe to quote in a one-line error message.
///
/// Scenario lines can hold anything: control characters (a NUL, an escape sequence that
/// recolours the terminal), Unicode line and paragraph separators, or a word a megabyte
/// long. Quoted as they are, they would break the "one line per error" promise or flood the
/// terminal, so every error message from the scenario parser passes through `printable(_:)`.
public enum ErrorText {
    /// Words longer than this many characters are shortened to their start, `…`, and their end.
    public static let longestWord = 80

    /// `message` with control, format and separator characters written as `\u{XX}` and every
    /// space-separated word longer than `longestWord` shortened; plain text comes back unchanged.
    public static func printable(_ message: String) -> String {
        message.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard word.count > longestWord else { return escaped(word) }
            return escaped(word.prefix(longestWord - 12)) + "…" + escaped(word.suffix(10))
        }.joined(separator: " ")
    }

    /// `text` with every non-printing scalar written as `\u{XX}`.
    public static func escaped<S: StringProtocol>(_ text: S) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Longest echoed value (a quoted `'…'` part of a message), in characters.
    public static let longestValue = 80

    /// `message` with every quoted value (`'…'`) longer than `longestValue` characters cut to
    /// its first `longestValue - 1` and `…`, so a megabyte argument gives a short line.
    public static func clipped(_ message: String) -> String {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return message }
        return parts.enumerated().map { i, part -> String in
            // Odd parts lie between two quotes (the last part of an odd count has no closing quote).
            guard i % 2 == 1, i < parts.count - 1, part.count > longestValue else { return String(part) }
            return String(part.prefix(longestValue - 1)) + "…"
        }.joined(separator: "'")
    }
}
