/// The commands' option tables together, for the documents made from them (the
/// README's option list, the man page, the shell completions).
enum CommandLineDocs {
    /// A command line (`modal-prototype`, `modal-prototype soak`, …) and its options.
    struct Command {
        var name: String
        /// The word after the program (`soak`), nil for the app itself.
        var subcommand: String?
        var summary: String
        var options: [OptionInfo]
    }

    static var commands: [Command] {
        [
            Command(name: "modal-prototype", subcommand: nil,
                    summary: "open the window, or with --headless run a scenario on simulated time", options: Options.table.infos),
            Command(name: "modal-prototype soak", subcommand: "soak",
                    summary: "a long seeded random run: flat memory, no SDL leaks, invariants every frame",
                    options: SoakOptions.table.infos),
            Command(name: "modal-prototype bench", subcommand: "bench",
                    summary: "the in-process benchmarks (frame cost, core throughput, export)", options: BenchOptions.table.infos),
            Command(name: "modal-prototype icon", subcommand: "icon",
                    summary: "draw the app's icon (a phone with the half modal up) as a PNG", options: IconOptions.table.infos),
            Command(name: "modal-prototype measure", subcommand: "measure",
                    summary: "track a surface through a device's screen recording and fit its timing curve or spring",
                    options: MeasureOptions.table.infos),
        ]
    }

    /// The README's short option list (between `<!-- options (short): generated from OptionTable -->`
    /// and `<!-- /options (short) -->`): the options `--help` lists, as a Markdown table.
    static var readmeShortOptions: String {
        OptionTable<Void>.markdown(Options.newcomerOptions.compactMap { flag in Options.table.infos.first { $0.name == flag } })
    }

    /// `docs/OPTIONS.md`'s option list (between `<!-- options: generated from OptionTable -->` and
    /// `<!-- /options -->`): one Markdown table a command.
    static var readmeOptions: String {
        commands.map { command in
            "`\(command.name)`: \(command.summary).\n\n" + OptionTable<Void>.markdown(command.options)
        }.joined(separator: "\n\n")
    }
}
