/// What a shell may offer after an option (`OptionInfo.completion`).
enum OptionCompletion: Equatable {
    /// Nothing to offer (a number, a free text).
    case none
    /// One of these words.
    case words([String])
    /// A file name (with this extension, when one is required).
    case file(String?)
    /// A folder name.
    case directory
}

/// What is known about one option, apart from what it does: its name, its value, its meaning.
///
/// The same rows give `--help`, the README's option list, the man page and the completions.
struct OptionInfo: Equatable {
    /// `--fps`.
    var name: String
    /// Other spellings (`-h`).
    var aliases: [String] = []
    /// The value's placeholder (`N`, `FILE`, `seed|fluid`); nil for an option that takes none.
    var value: String?
    /// The help text; a second line (after `\n`) continues it.
    var help: String
    /// The `--help` section it is listed in (`OPTIONS`, `REVIEW`).
    var section: String
    var completion: OptionCompletion = .none
}

/// One row of an option table: the option and what it does to the parsed options `Target`.
struct OptionRow<Target> {
    var info: OptionInfo
    /// Applies the option's value (empty for an option that takes none).
    var apply: (inout Target, String) throws -> Void

    /// An option with a value.
    init(_ name: String, _ value: String, _ help: String, section: String = "OPTIONS", completion: OptionCompletion = .none,
         apply: @escaping (inout Target, String) throws -> Void) {
        info = OptionInfo(name: name, value: value, help: help, section: section, completion: completion)
        self.apply = apply
    }

    /// An option without a value (a switch).
    init(flag name: String, aliases: [String] = [], _ help: String, section: String = "OPTIONS",
         apply: @escaping (inout Target) -> Void) {
        info = OptionInfo(name: name, aliases: aliases, help: help, section: section)
        self.apply = { target, _ in apply(&target) }
    }
}

/// A command's options in one declarative table: parsing (`parse`), the `--help` lines
/// (`helpLines`) and the README's list (`markdown`) all read the same rows.
struct OptionTable<Target> {
    /// `nil` for the app itself, `soak`, `bench`.
    var command: String?
    var rows: [OptionRow<Target>]

    var infos: [OptionInfo] { rows.map(\.info) }

    /// Reads `arguments` into `target`: each option looked up in the rows, its value taken
    /// (`--x v` or `--x=v`) or refused, and applied in order.
    func parse(_ arguments: [String], into target: inout Target) throws {
        var scan = ArgumentScanner(arguments)
        while let arg = scan.next() {
            guard let row = rows.first(where: { $0.info.name == arg || $0.info.aliases.contains(arg) }) else {
                throw scan.unknown(help: command.map { "\($0) --help" } ?? "--help", known: rows.flatMap { [$0.info.name] + $0.info.aliases })
            }
            if row.info.value == nil {
                try scan.flag()
                try row.apply(&target, "")
            } else {
                try row.apply(&target, try scan.value())
            }
        }
    }

    /// The `--help` lines of one section: `  --name VALUE` in a column, the meaning beside it.
    func helpLines(section: String, column: Int = 24) -> [String] {
        helpLines(rows.filter { $0.info.section == section }, column: column)
    }

    /// The `--help` lines of the options named `flags`, in that order.
    func helpLines(flags: [String], column: Int = 24) -> [String] {
        helpLines(flags.compactMap { flag in rows.first { $0.info.name == flag } }, column: column)
    }

    private func helpLines(_ chosen: [OptionRow<Target>], column: Int) -> [String] {
        chosen.flatMap { row -> [String] in
            let head = "  " + ([row.info.name] + row.info.aliases).joined(separator: ", ")
                + (row.info.value.map { " " + $0 } ?? "")
            let text = row.info.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let indent = String(repeating: " ", count: column)
            var lines: [String]
            if head.count < column - 1 {
                lines = [head + String(repeating: " ", count: column - head.count) + text[0]]
            } else {
                lines = [head, indent + text[0]]
            }
            return lines + text.dropFirst().map { indent + $0 }
        }
    }

    /// The README's option list (Markdown): one row an option, with its value and meaning.
    var markdown: String { Self.markdown(infos) }

    /// A Markdown table of `infos`.
    static func markdown(_ infos: [OptionInfo]) -> String {
        (["| option | does |", "|---|---|"] + infos.map { info in
            let spelled = ([info.name] + info.aliases).joined(separator: "`, `")
            let value = info.value.map { " " + $0 } ?? ""
            let help = info.help.replacing("\n", with: " ").replacing("|", with: "\\|")
            return "| `\(spelled)\(value.replacing("|", with: "\\|"))` | \(help) |"
        }).joined(separator: "\n")
    }
}
