import ModalCore

/// The command line, parsed: every option of the windowed and the headless modes.
struct Options {
    var headless = false
    var scenarioPath: String?
    var outDir: String?
    var fps: Double = 60
    var canvas = Size.iPhone
    /// The phone drawn around the content (`--device`); a typed-in `--size` makes it `custom`.
    var device = Device.standard
    /// Status bar, home indicator, cut-out and corners (`--no-chrome` hides them).
    var showsChrome = true
    /// Pixels per point; nil picks one from the display.
    var scale: Double?
    var fontPath: String?
    var settings = Settings()
    var showHelp = false
    /// `--help-all`: every option, the keys and the exit codes.
    var showHelpAll = false
    var showVersion = false
    /// Print the time from launch to the first presented frame on stderr.
    var logStartup = false
    /// Profiles shown side by side (`--compare seed,fluid`); empty for one phone.
    var compare: [HalfModalProfile] = []
    /// Folder that receives every frame as PNG.
    var recordDir: String?
    /// `--save-scenario FILE`: what was done, written as a scenario when the run ends.
    var saveScenarioPath: String?
    /// `--report DIR`: the review page's folder (`ReportWriter`).
    var reportDir: String?
    /// Contact sheet: file, time span and tile count.
    var filmstripPath: String?
    var filmstripFrom: Double?
    var filmstripTo: Double?
    var filmstripFrames: Int?
    /// Video written through ffmpeg.
    var videoPath: String?
    /// Animated GIF of the recorded frames (`--gif FILE.gif`).
    var gifPath: String?
    /// Print SwiftUI source for the settings and exit (`--print-swiftui`).
    var printSwiftUI = false
    /// Where the reference's first frame sits on the simulated clock (`--reference-start`).
    var referenceStart: ReferenceStart = .time(0)
    var printConfig = false
    /// `--print-layout`: the studio's sizes and the review palette as JSON (`LayoutReport`), then exit.
    var printLayout = false
    /// `--print-config --explain`: each key with its range and meaning instead of JSON.
    var explain = false
    /// Most frames `--record`/`--video` may write (`RecordingLimit`); nil: the default 10,000.
    var maxFrames: Int?
    var configPath: String?
    /// Reference frames (a PNG sequence) drawn over the canvas, and their frame rate.
    var referenceDir: String?
    var referenceFPS: Double = 60
    var referenceOpacity: Double = 0.5
    var referenceDifference = false
    /// Headless: draw the studio (timeline and inspector) around the phones.
    var studio = false
    /// The inspector section open at start (`--inspector`).
    var inspectorSection: Inspector.Section = .halfModal
    /// Settings given by flags, re-applied over a `--config` file (flags win).
    var flagSettings: [(path: String, value: String, flag: String)] = []
    /// `--set N:KEY=VALUE`: settings for one phone of `--compare` (lane 0-based), over the others.
    var laneSettings: [(lane: Int, path: String, value: String)] = []
    /// `--overwrite`: `--record DIR` removes the frames an earlier run left there instead of refusing.
    var overwrite = false
    /// `--record-changed-only`: `--record` writes no file for a frame equal to the one before.
    var recordChangedOnly = false
    /// `--record-studio`: window recordings take the whole window, not the phones.
    var recordStudio = false

    /// Print the man page (`--print-man`) or a shell's completion script (`--print-completion`) and exit.
    var printMan = false
    var printCompletion: String?
    /// `--device list`: print the device presets and exit.
    var printDeviceList = false
    /// `--size` was given: the canvas is the typed-in size, the device `custom`.
    var sizeGiven = false

    static let version = "0.1.0"

    /// The options `--help` lists: what a newcomer needs first.
    static let newcomerOptions = ["--profile", "--compare", "--device", "--ios", "--appearance", "--set", "--scenario",
                                  "--headless", "--out", "--record", "--save-scenario", "--report"]

    /// `--help`: usage, the options a newcomer needs, where the rest is (at most 45 lines).
    static var help: String {
        """
        modal-prototype \(version) — review iOS modal motion (sheet + loading cover, half modal) on a desktop.

        USAGE
          modal-prototype [options]                                  open the window
          modal-prototype --headless --scenario FILE --out DIR [options]
          modal-prototype soak|bench|icon|measure [options]          (each has --help)

        OPTIONS (the common ones)
        \(table.helpLines(flags: newcomerOptions).joined(separator: "\n"))

        In the window press ? for every key: P pause, . and , step, 1-4 speed, R restart,
        D the HUD, L save the session as a scenario, Q quit.

        MORE
          --help-all              every option, the keys and the exit codes
          man modal-prototype     the manual page (--print-man prints it)

        EXIT CODES
        \(exitCodesLine)
        """
    }

    /// `--help-all`: usage, the option table's two sections, the keys and the exit codes.
    static var helpAll: String {
        """
        modal-prototype \(version) — review iOS modal motion (sheet + loading cover, half modal) on a desktop.

        USAGE
          modal-prototype [options]                                  open the window
          modal-prototype --headless --scenario FILE --out DIR [options]
          modal-prototype soak [options]                             long seeded random run (soak --help)
          modal-prototype bench [options]                            benchmarks (bench --help)
          modal-prototype icon --size N --out FILE.png               the app's icon
          modal-prototype measure --reference PATH [options]         fit a recording's motion (measure --help)

        OPTIONS
        \(table.helpLines(section: "OPTIONS").joined(separator: "\n"))

        REVIEW
        \(table.helpLines(section: "REVIEW").joined(separator: "\n"))

        KEYS (window)
        \(KeyTable.helpSection)

        EXIT CODES
        \(exitCodesLine)
        """
    }

    /// The exit codes, as `--help` and the man page give them.
    static let exitCodes: [(code: Int, meaning: String)] = [
        (0, "success"), (1, "runtime failure"), (2, "bad command line or input"),
    ]
    static var exitCodesLine: String { "  " + exitCodes.map { "\($0.code) \($0.meaning)" }.joined(separator: "   ") }

    /// Parses `arguments` (without the program name) through `table`, then checks the
    /// options that go together.
    ///
    /// `scenario` names the file whose head gave the first arguments: a problem they make
    /// together with the command line's own is said as that file's.
    static func parse(_ arguments: [String], scenario: String? = nil) throws -> Options {
        var o = Options()
        do { try table.parse(arguments, into: &o) } catch let f as Failure where scenario != nil {
            throw Failure.usage("\(scenario!): head: \(f.message)")
        }
        if o.sizeGiven {
            o.device = .custom(o.canvas, safeAreaTop: o.device.safeAreaTop, safeAreaBottom: o.device.safeAreaBottom)
        } else {
            o.canvas = o.device.canvas
        }
        if let problem = LaneSetting.rangeProblem(o.laneSettings, lanes: max(o.compare.count, 1)) {
            guard let scenario else { throw problem }
            throw Failure.usage("\(scenario): head: \(problem.message)")
        }
        if o.explain && !o.printConfig { throw Failure.usage("--explain goes with --print-config") }
        if o.recordChangedOnly && o.recordDir == nil { throw Failure.usage("--record-changed-only goes with --record DIR") }
        if o.showHelp || o.showHelpAll || o.showVersion || o.printDeviceList || o.printConfig || o.printSwiftUI || o.printLayout || o.printMan
            || o.printCompletion != nil { return o }
        let filmstripParts = [o.filmstripFrom != nil, o.filmstripTo != nil, o.filmstripFrames != nil]
        if o.filmstripPath != nil {
            guard !filmstripParts.contains(false) else { throw Failure.usage("--filmstrip needs --from T0, --to T1 and --frames N") }
            guard o.headless else { throw Failure.usage("--filmstrip goes with --headless") }
            guard o.filmstripTo! >= o.filmstripFrom! else {
                throw Failure.usage("--to \(o.filmstripTo!) is before --from \(o.filmstripFrom!)")
            }
        } else if filmstripParts.contains(true) {
            throw Failure.usage("--from, --to and --frames go with --filmstrip FILE.png")
        }
        if o.headless {
            guard o.scenarioPath != nil else { throw Failure.usage("--headless needs --scenario FILE") }
            guard o.outDir != nil || o.filmstripPath != nil || o.recordDir != nil || o.videoPath != nil || o.gifPath != nil || o.reportDir != nil else {
                throw Failure.usage("--headless needs --out DIR")
            }
        }
        // In the window, --out (with or without --scenario) receives screenshots (C) and settings files (W).
        return o
    }

    /// Applies a setting given by `flag` (kept to re-apply over a `--config` file).
    mutating func applySetting(_ path: String, _ text: String, flag: String) throws {
        flagSettings.append((path, text, flag))
        do { settings = try settings.setting(path, to: text) } catch let e as Settings.PathError {
            throw Options.settingFailure(flag: flag, path: path, e)
        }
    }

    /// Settings from the `--config` file's `text` (named `path` in errors) with the flags on top.
    func settings(overlaying text: String, path: String) throws -> Settings {
        var s: Settings
        do { s = try Settings().loading(json: text, file: path) } catch let e as Settings.FileError {
            throw Failure.usage(e.description)
        }
        for f in flagSettings {
            do { s = try s.setting(f.path, to: f.value) } catch let e as Settings.PathError {
                throw Options.settingFailure(flag: f.flag, path: f.path, e)
            }
        }
        return s
    }

    /// A refused setting from a flag: `--set KEY: problem`, `--latency: request.latency: problem`.
    static func settingFailure(flag: String, path: String, _ e: Settings.PathError) -> Failure {
        guard flag == "--set" else { return .usage("\(flag): \(e.description)") }
        let rest = e.description.hasPrefix(path + ": ") ? String(e.description.dropFirst(path.count + 2)) : e.description
        return .usage("--set \(path): \(rest)")
    }

    /// Parses a time in seconds (0 to a day).
    static func seconds(_ text: String, _ flag: String) throws -> Double {
        guard let v = StrictNumber.double(text), v.isFinite, v >= 0, v <= 86_400 else {
            throw Failure.usage("\(flag): invalid value '\(text)' (expected seconds, 0 or more)")
        }
        return v
    }

    /// Parses `WxH` in points, each from 1 to 10000 (`Size.points`).
    static func parseSize(_ text: String) throws -> Size {
        guard let size = Size.points(text) else {
            throw Failure.usage("--size: invalid value '\(text)' (expected WxH in points, e.g. 390x844)")
        }
        return size
    }
}
