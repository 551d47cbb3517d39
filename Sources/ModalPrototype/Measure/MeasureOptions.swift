import ModalCore

/// `modal-prototype measure --reference PATH …`: the options of the command that tracks a
/// surface through a device's screen recording and fits its curve or spring (`runMeasure`).
struct MeasureOptions {
    /// What to fit to the tracked motion.
    enum FitKind: String, CaseIterable {
        case curve, spring
    }

    var referencePath: String?
    var referenceFPS: Double = 60
    var surface: TrackedSurface = .halfModal
    var device: Device?
    var fit: FitKind = .curve
    var after: Double?
    var before: Double?
    var json = false
    var writeConfigPath: String?
    var plotPath: String?
    var showHelp = false
    /// The current settings (`--config`, `--set`, `--profile`), read as the app reads them.
    var app = Options()

    static let table = OptionTable<MeasureOptions>(command: "measure", rows: [
        OptionRow("--reference", "PATH", "the recording: a folder of PNG frames, or a video (MP4, MOV) read through ffmpeg",
                  completion: .file(nil)) { $0.referencePath = $1 },
        OptionRow("--reference-fps", "N", "a PNG folder's frame rate (default 60; a video's frames keep their own times)") { o, text in
            guard let v = StrictNumber.double(text), v.isFinite, v > 0, v <= 1000 else {
                throw Failure.usage("--reference-fps: invalid value '\(text)' (expected a number above 0, at most 1000)")
            }
            o.referenceFPS = v
        },
        OptionRow("--track", "ID", "the surface followed: half-modal (default) or sheet, by its top edge;\nalert or loading-cover, by the screen's brightness (they fade)", completion: .words(TrackedSurface.allCases.map(\.rawValue))) { o, text in
            guard let s = TrackedSurface(rawValue: text) else {
                let names = TrackedSurface.allCases.map(\.rawValue)
                throw Failure.usage("--track: unknown surface '\(text)'\(Suggestion.didYouMean(text, in: names)) (expected \(names.joined(separator: "|")))")
            }
            o.surface = s
        },
        OptionRow("--device", "NAME", "the phone recorded, when its screen's shape is not enough (default: from the shape)",
                  completion: .words(Device.presets.map(\.name))) { o, name in
            guard let device = Device.named(name) else {
                let names = Device.presets.map(\.name)
                throw Failure.usage("--device: unknown device '\(name)'\(Suggestion.didYouMean(name, in: names)) (expected \(names.joined(separator: "|")))")
            }
            o.device = device
        },
        OptionRow("--fit", "curve|spring", "fit a timing curve and its duration, or a spring (default curve)",
                  completion: .words(FitKind.allCases.map(\.rawValue))) { o, text in
            guard let kind = FitKind(rawValue: text) else { throw Failure.usage("--fit: invalid value '\(text)' (expected curve or spring)") }
            o.fit = kind
        },
        OptionRow("--after", "T", "fit the first motion at or after T seconds of the recording (e.g. a drag's release)") { o, text in
            o.after = try seconds(text, flag: "--after")
        },
        OptionRow("--before", "T", "ignore the recording after T seconds") { o, text in o.before = try seconds(text, flag: "--before") },
        OptionRow(flag: "--json", "print the result as one JSON object (keys in docs/MEASURE.md)") { $0.json = true },
        OptionRow("--write-config", "FILE.json", "write the fitted values as a --config file for the surface's settings",
                  completion: .file("json")) { $0.writeConfigPath = $1 },
        OptionRow("--plot", "FILE.svg", "draw the track, the fit and the current settings' motion as an SVG plot",
                  completion: .file("svg")) { o, path in
            guard path.lowercased().hasSuffix(".svg") else { throw Failure.usage("--plot: '\(path)' must end in .svg") }
            o.plotPath = path
        },
        OptionRow("--config", "FILE.json", "the current settings to compare with (as the app's --config)",
                  completion: .file("json")) { $0.app.configPath = $1 },
        OptionRow("--set", "KEY=VALUE", "a current setting by its dotted path (as the app's --set)") { o, text in
            try appRow("--set").apply(&o.app, text)
        },
        OptionRow("--profile", "seed|fluid|native", "the half modal's current behaviour (as the app's --profile)",
                  completion: .words(HalfModalProfile.allCases.map(\.rawValue))) { o, text in
            try appRow("--profile").apply(&o.app, text)
        },
        OptionRow(flag: "--help", aliases: ["-h"], "show this help") { $0.showHelp = true },
    ])

    /// The app's own option row `name`, so the current settings are read exactly as the app reads them.
    static func appRow(_ name: String) -> OptionRow<Options> { Options.table.rows.first { $0.info.name == name }! }

    /// Seconds from a flag's text: a finite number, at least 0.
    static func seconds(_ text: String, flag: String) throws -> Double {
        guard let v = StrictNumber.double(text), v.isFinite, v >= 0 else {
            throw Failure.usage("\(flag): invalid value '\(text)' (expected seconds, at least 0)")
        }
        return v
    }

    /// `measure --help`: usage, what it does, the options.
    static var help: String {
        "usage: modal-prototype measure --reference PATH [--track ID] [--fit curve|spring] [options]\n\n"
            + "Tracks a surface through a device's screen recording, fits its timing curve or spring by least\n"
            + "squares, and says how far the current settings are from it (docs/MEASURE.md).\n\n"
            + table.helpLines(section: "OPTIONS", column: 26).joined(separator: "\n")
    }
}
