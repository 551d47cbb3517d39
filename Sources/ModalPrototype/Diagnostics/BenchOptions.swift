import ModalCore

/// The command line of `modal-prototype bench` (see `runBenchmark`).
struct BenchOptions: Equatable {
    /// The benchmarks to run.
    var parts: Set<String> = ["frame", "core", "export"]
    /// Where all figures go as one JSON object.
    var jsonPath: String?
    var quick = false
    /// Frames (`profile`) or passes (`session-profile`) of the untimed workloads.
    var frames = 40
    var bruteForce = false
    /// The frame `profile` draws (`BenchmarkScenes.names`).
    var scene = "busiest"
    var showHelp = false

    /// Every part `--only` names.
    static let allParts = ["frame", "window", "studio", "core", "export", "profile", "window-profile", "session-profile"]

    /// The bench's options, one row each (`--help`, parsing, README, man page, completions).
    static let table = OptionTable<BenchOptions>(command: "bench", rows: [
        OptionRow("--only", "PARTS", "comma-separated: " + allParts.joined(separator: ",") + " (default frame,core,export)",
                  completion: .words(allParts)) { $0.parts = Set($1.split(separator: ",").map(String.init)) },
        OptionRow("--json", "PATH", "write every figure as one JSON object", completion: .file("json")) { $0.jsonPath = $1 },
        OptionRow(flag: "--quick", "fewer repetitions") { $0.quick = true },
        OptionRow("--frames", "N", "frames (profile, window-profile) or passes (session-profile) of the untimed workloads (default 40)") { o, text in
            guard let n = StrictNumber.integer(text), n >= 1 else {
                throw Failure.usage("--frames: invalid value '\(text)' (expected a whole number, 1 or more)")
            }
            o.frames = n
        },
        OptionRow(flag: "--brute-force", "profile: draw without the compositor") { $0.bruteForce = true },
        OptionRow("--scene", "NAME", "profile, window-profile: the frame drawn: " + BenchmarkScenes.names.joined(separator: "|") + " (default busiest)",
                  completion: .words(BenchmarkScenes.names)) { o, text in
            guard BenchmarkScenes.names.contains(text) else {
                throw Failure.usage("--scene: invalid value '\(text)' (expected " + BenchmarkScenes.names.joined(separator: ", ") + ")")
            }
            o.scene = text
        },
        OptionRow(flag: "--help", aliases: ["-h"], "show this help") { $0.showHelp = true },
    ])

    static var help: String {
        """
        usage: modal-prototype bench [--only frame,window,studio,core,export,profile,window-profile,session-profile] [--json PATH]
                             [--quick] [--frames N] [--brute-force] [--scene NAME]

        \(table.helpLines(section: "OPTIONS", column: 22).joined(separator: "\n"))
        """
    }

    /// Parses the bench's arguments (after `bench`).
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var o = BenchOptions()
        try table.parse(arguments, into: &o)
        return o
    }
}
