import ModalCore

/// The command line, parsed: every option of the windowed and the headless modes.
struct Options: Equatable {
    var headless = false
    var scenarioPath: String?
    var outDir: String?
    var fps: Double = 60
    var fpsGiven = false
    var canvas = Size.iPhone
    /// Pixels per point; nil picks one from the display.
    var scale: Double?
    var fontPath: String?
    var settings = Settings()
    var showHelp = false
    var showVersion = false
    /// Print the time from launch to the first presented frame on stderr.
    var logStartup = false

    static let version = "0.1.0"

    static let help = """
    modal-prototype \(version) — review iOS modal motion (sheet + loading cover, half modal) on a desktop.

    USAGE
      modal-prototype [options]                                  open the window
      modal-prototype --headless --scenario FILE --out DIR [options]

    OPTIONS
      --headless            run without a display on simulated time; needs --scenario and --out
      --scenario FILE       a scenario: one command per line (see README)
      --out DIR             where headless shots and element lists are written (created if missing)
      --fps N               frames per second: headless step (default 60), window frame cap
      --size WxH            canvas size in points (default 390x844)
      --scale N             pixels per point (default: from the display, else 1)
      --lang ja|en          label language (default ja)
      --profile seed|fluid  half-modal behaviour (default seed)
      --latency S           simulated request latency in seconds (default 3.0)
      --outcome success|failure|alternate|random
                            how requests end (default success)
      --set KEY=VALUE       any setting by its dotted path (e.g. halfModal.duration=0.9)
      --font PATH           use this font file (TTF/OTF) instead of the shipped one
      --log-startup         print the time to the first presented frame on stderr
      --help                show this help
      --version             print the version

    KEYS (window)
      mouse        click buttons, drag the half modal and the sheet
      Tab/Shift+Tab  move focus     Return/Space  activate the focused control
      Escape       close the topmost dismissible thing
      H            toggle the half modal        F  half ↔ full
      S            open the sheet               Q  quit

    EXIT CODES
      0 success   1 runtime failure   2 bad command line or input
    """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws -> Options {
        var o = Options()
        var i = 0
        func value(_ flag: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw Failure.usage("option \(flag) needs a value") }
            return arguments[i]
        }
        func set(_ path: String, _ text: String, flag: String) throws {
            do { o.settings = try o.settings.setting(path, to: text) } catch let e as Settings.PathError {
                throw Failure.usage("\(flag): \(e.description)")
            }
        }
        while i < arguments.count {
            var arg = arguments[i]
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                inline = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            func next() throws -> String {
                if let v = inline { return v }
                return try value(arg)
            }
            switch arg {
            case "--headless": o.headless = true
            case "--scenario": o.scenarioPath = try next()
            case "--out": o.outDir = try next()
            case "--fps":
                let text = try next()
                guard let v = Double(text), v.isFinite, v >= 1, v <= 1000 else {
                    throw Failure.usage("--fps: invalid value '\(text)' (expected a number from 1 to 1000)")
                }
                o.fps = v
                o.fpsGiven = true
            case "--size": o.canvas = try parseSize(try next())
            case "--scale":
                let text = try next()
                guard let v = Double(text), v.isFinite, v >= 0.25, v <= 8 else {
                    throw Failure.usage("--scale: invalid value '\(text)' (expected a number from 0.25 to 8)")
                }
                o.scale = v
            case "--lang": try set("language", try next(), flag: "--lang")
            case "--profile": try set("halfModal.profile", try next(), flag: "--profile")
            case "--latency": try set("request.latency", try next(), flag: "--latency")
            case "--outcome": try set("request.outcome", try next(), flag: "--outcome")
            case "--set":
                let text = try next()
                guard let eq = text.firstIndex(of: "=") else {
                    throw Failure.usage("--set: expected KEY=VALUE, got '\(text)'")
                }
                try set(String(text[..<eq]), String(text[text.index(after: eq)...]), flag: "--set")
            case "--font": o.fontPath = try next()
            case "--log-startup": o.logStartup = true
            case "--help", "-h": o.showHelp = true
            case "--version": o.showVersion = true
            default:
                if arg.hasPrefix("-") { throw Failure.usage("unknown option '\(arg)' (see --help)") }
                throw Failure.usage("unexpected argument '\(arg)' (see --help)")
            }
            if inline != nil && ["--headless", "--help", "--version", "--log-startup"].contains(arg) {
                throw Failure.usage("option \(arg) takes no value")
            }
            i += 1
        }
        if o.showHelp || o.showVersion { return o }
        if o.headless {
            guard o.scenarioPath != nil else { throw Failure.usage("--headless needs --scenario FILE") }
            guard o.outDir != nil else { throw Failure.usage("--headless needs --out DIR") }
        } else if o.scenarioPath != nil || o.outDir != nil {
            throw Failure.usage("--scenario and --out go with --headless")
        }
        return o
    }

    /// Parses `WxH` in points, each from 1 to 10000.
    static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 10000, h <= 10000 else {
            throw Failure.usage("--size: invalid value '\(text)' (expected WxH in points, e.g. 390x844)")
        }
        return Size(width: w, height: h)
    }
}
