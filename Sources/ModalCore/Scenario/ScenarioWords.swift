/// A scenario line's words: split at spaces and tabs, `#` starts a comment, and a word in
/// double quotes may hold anything (`"Sheet を開く"`, `"#00FF00"`, a newline as `\n`).
///
/// Inside quotes `\"`, `\\`, `\n`, `\r`, `\t` and `\#` are the character; any other backslash
/// stays as it is. `quoted(_:)` is the inverse the saved scenario uses: a value that is empty
/// or holds a space, a tab, `#`, a quote, a backslash or any control character is written
/// quoted, so every value a session can hold parses back to itself.
public enum ScenarioWords {
    /// Why a line's words could not be read.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    /// The words of `line` (its comment dropped).
    public static func split(_ line: Substring) throws(Problem) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        var escaped = false
        for c in line {
            if quoted {
                if escaped {
                    switch c {
                    case "n": word.append("\n")
                    case "r": word.append("\r")
                    case "t": word.append("\t")
                    case "\"", "\\", "#": word.append(c)
                    default: word.append("\\"); word.append(c)
                    }
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    quoted = false
                } else {
                    word.append(c)
                }
                continue
            }
            if c == "#" { break }
            if c == " " || c == "\t" || c == "\r" {
                if inWord { words.append(word); word = ""; inWord = false }
                continue
            }
            inWord = true
            if c == "\"" { quoted = true } else { word.append(c) }
        }
        guard !quoted else { throw Problem(message: "a quoted value is not closed (a \" is missing)") }
        if inWord { words.append(word) }
        return words
    }

    /// `value` as one word that `split` reads back as `value`: as it is when it can be, else quoted.
    public static func quoted(_ value: String) -> String {
        let plain = !value.isEmpty && !value.unicodeScalars.contains { s in
            s == " " || s == "\t" || s == "#" || s == "\"" || s == "\\" || s.properties.generalCategory == .control
        }
        if plain { return value }
        var out = "\""
        for c in value {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\r\n": out += "\\r\\n"
            case "\t": out += "\\t"
            default: out.append(c)
            }
        }
        return out + "\""
    }
}
