import Glibc

/// `--help` and `--help-all` wrapped to the terminal they are printed on: a line wider than
/// the terminal is broken at spaces, its continuation indented as far as the text it continues
/// (an option's meaning stays in its column). Not a terminal (a pipe, a file): unchanged.
enum HelpWrap {
    /// The width of the terminal on stdout, or nil when stdout is not one (or reports none).
    static func terminalWidth() -> Int? {
        guard isatty(1) == 1 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else { return nil }
        return Int(size.ws_col)
    }

    /// `text` with every line wider than `width` characters broken at spaces.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            wrapLine(String(line), width: width)
        }.joined(separator: "\n")
    }

    /// One line broken at spaces; continuations start at the column where its text begins
    /// (after the option column's gap of two or more spaces, else its own indent).
    static func wrapLine(_ line: String, width: Int) -> [String] {
        let chars = Array(line)
        guard chars.count > width else { return [line] }
        let indent = textColumn(chars)
        let pad = String(repeating: " ", count: indent <= width - 20 ? indent : 4)
        var out: [String] = []
        var rest = chars
        var first = true
        while rest.count > (first ? width : width - pad.count) {
            let limit = first ? width : width - pad.count
            // A first line breaks after its text column, unless that column is past the width.
            let floor = first ? (indent < limit - 10 ? indent : chars.prefix { $0 == " " }.count) : 0
            // The last space that fits; a word longer than the line sticks out to the next space.
            let fits = rest[..<(limit + 1)].lastIndex(of: " ").flatMap { $0 > floor ? $0 : nil }
            guard let cut = fits ?? rest[floor...].dropFirst().firstIndex(of: " ") else { break }
            var piece = String(rest[..<cut])
            while piece.last == " " { piece.removeLast() }
            out.append((first ? "" : pad) + piece)
            rest = Array(rest[(cut + 1)...])
            while rest.first == " " { rest.removeFirst() }
            first = false
        }
        out.append((first ? "" : pad) + String(rest))
        return out
    }

    /// Where a help line's text starts: after the last run of two or more spaces inside the
    /// line's first half (the option column), else after its leading spaces.
    static func textColumn(_ chars: [Character]) -> Int {
        let lead = chars.prefix { $0 == " " }.count
        var i = lead, column = lead
        while i < chars.count - 1 {
            if chars[i] == " ", chars[i + 1] == " " {
                var j = i
                while j < chars.count, chars[j] == " " { j += 1 }
                if j < chars.count { column = j }
                i = j
            } else {
                i += 1
            }
        }
        return column
    }
}
