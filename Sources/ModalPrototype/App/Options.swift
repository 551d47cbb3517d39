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
    var showVersion = false
    /// Print the time from launch to the first presented frame on stderr.
    var logStartup = false
    /// Profiles shown side by side (`--compare seed,fluid`); empty for one phone.
    var compare: [HalfModalProfile] = []
    /// Folder that receives every frame as PNG.
    var recordDir: String?
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

    static let version = "0.1.0"

    static let help = """
    modal-prototype \(version) — review iOS modal motion (sheet + loading cover, half modal) on a desktop.

    USAGE
      modal-prototype [options]                                  open the window
      modal-prototype --headless --scenario FILE --out DIR [options]

    OPTIONS
      --headless            run without a display on simulated time; needs --scenario and --out
      --scenario FILE       a scenario: one command per line (see README)
      --out DIR             where shots, element lists, screenshots (C) and settings files (W) go
      --fps N               frames per second: headless step (default 60), window frame cap
      --size WxH            canvas size in points (default 390x844): status bar and home indicator only
      --device NAME         iphone-se-3 | iphone-13-mini | iphone-14 (default) | iphone-15 | iphone-15-pro-max:
                            its canvas, safe areas, corners, notch or Dynamic Island
      --no-chrome           hide the status bar, home indicator, notch/island and display corners
      --appearance light|dark  iOS light or dark system colours (setting: appearance)
      --scale N             pixels per point (default: from the display, else 1)
      --lang ja|en          label language (default ja)
      --profile seed|fluid  half-modal behaviour (default seed)
      --latency S           simulated request latency in seconds (default 3.0)
      --outcome success|failure|alternate|random
                            how requests end (default success)
      --set KEY=VALUE       any setting by its dotted path (e.g. halfModal.duration=0.9)
      --font PATH           use this font file (TTF/OTF) instead of the shipped one
      --log-startup         print the video driver, window size and time to the first frame on stderr

    REVIEW
      --compare A,B         two phones side by side, one per profile (e.g. seed,fluid), same input
      --record DIR          write every frame as DIR/frame-000061-1.0167s.png (index, time)
      --filmstrip FILE.png --from T0 --to T1 --frames N
                            headless: one contact sheet of N frames from T0 to T1, times printed
      --studio              headless: draw the timeline and inspector around the phones
      --inspector SECTION   inspector section open at start: halfModal|sheet|alert|request
      --video FILE.mp4      write a video through ffmpeg (must be installed)
      --gif FILE.gif        write a looping animated GIF (window or headless)
                            (--record, --video and --gif take frame n at n/fps s of review time)
      --max-frames N        let --record/--video/--gif write more than 10000 frames (at most N)
      --print-swiftui       print SwiftUI source for the current settings and exit
      --print-config        print every setting with its default (valid --config input)
      --explain             with --print-config: each key with its range and meaning
      --print-layout        print the window's layout (phone, timeline, inspector, HUD) and
                            the review palette as JSON at the current options, and exit
      --config FILE.json    load setting overrides; the window reloads the file when it changes
      --reference DIR       PNG sequence (e.g. frames of an iPhone recording) drawn over the canvas
      --reference-fps N     its frame rate (default 60)
      --reference-start T|first-input
                            simulated time of its first frame (default 0), or the first input
      --reference-opacity A its opacity 0…1 (default 0.5; O cycles it in the window)
      --reference-difference
                            show |prototype − reference| instead (X toggles it in the window)
      --help                show this help
      --version             print the version

    KEYS (window)
    \(KeyTable.helpSection)

    EXIT CODES
      0 success   1 runtime failure   2 bad command line or input
    """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws -> Options {
        var o = Options()
        var sizeGiven = false
        var scan = ArgumentScanner(arguments)
        func set(_ path: String, _ text: String, flag: String) throws {
            o.flagSettings.append((path, text, flag))
            do { o.settings = try o.settings.setting(path, to: text) } catch let e as Settings.PathError {
                throw Options.settingFailure(flag: flag, path: path, e)
            }
        }
        while let arg = scan.next() {
            func next() throws -> String { try scan.value() }
            switch arg {
            case "--headless": o.headless = true
            case "--scenario": o.scenarioPath = try next()
            case "--out": o.outDir = try next()
            case "--fps":
                let text = try next()
                guard let v = StrictNumber.double(text), v.isFinite, v >= 1, v <= 1000 else {
                    throw Failure.usage("--fps: invalid value '\(text)' (expected a number from 1 to 1000)")
                }
                o.fps = v
            case "--size":
                o.canvas = try parseSize(try next())
                sizeGiven = true
            case "--device":
                let name = try next()
                guard let device = Device.named(name) else {
                    throw Failure.usage("--device: unknown device '\(name)' (expected \(Device.presets.map(\.name).joined(separator: "|")))")
                }
                o.device = device
                try set("theme.safeAreaTop", "\(device.safeAreaTop)", flag: "--device")
                try set("theme.safeAreaBottom", "\(device.safeAreaBottom)", flag: "--device")
            case "--no-chrome": o.showsChrome = false
            case "--appearance": try set("appearance", try next(), flag: "--appearance")
            case "--scale":
                let text = try next()
                guard let v = StrictNumber.double(text), v.isFinite, v >= 0.25, v <= 8 else {
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
            case "--compare":
                let text = try next()
                let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                let profiles = names.compactMap(HalfModalProfile.init(rawValue:))
                guard names.count == 2, profiles.count == 2 else {
                    throw Failure.usage("--compare: invalid value '\(text)' (expected two profiles, e.g. seed,fluid)")
                }
                o.compare = profiles
            case "--record": o.recordDir = try next()
            case "--filmstrip":
                let path = try next()
                guard path.lowercased().hasSuffix(".png") else { throw Failure.usage("--filmstrip: '\(path)' must end in .png") }
                o.filmstripPath = path
            case "--from": o.filmstripFrom = try seconds(try next(), "--from")
            case "--to": o.filmstripTo = try seconds(try next(), "--to")
            case "--frames":
                let text = try next()
                guard let n = StrictNumber.integer(text), n >= 1, n <= 1000 else {
                    throw Failure.usage("--frames: invalid value '\(text)' (expected a whole number from 1 to 1000)")
                }
                o.filmstripFrames = n
            case "--video":
                let path = try next()
                guard path.lowercased().hasSuffix(".mp4") else { throw Failure.usage("--video: '\(path)' must end in .mp4") }
                o.videoPath = path
            case "--studio": o.studio = true
            case "--inspector":
                let text = try next()
                guard let s = Inspector.Section(rawValue: text) else {
                    throw Failure.usage("--inspector: invalid value '\(text)' (expected halfModal|sheet|alert|request)")
                }
                o.inspectorSection = s
            case "--print-config": o.printConfig = true
            case "--print-layout": o.printLayout = true
            case "--print-swiftui": o.printSwiftUI = true
            case "--gif":
                let path = try next()
                guard path.lowercased().hasSuffix(".gif") else { throw Failure.usage("--gif: '\(path)' must end in .gif") }
                o.gifPath = path
            case "--reference-start":
                let text = try next()
                guard let start = ReferenceStart(text) else {
                    throw Failure.usage("--reference-start: invalid value '\(text)' (expected seconds or first-input)")
                }
                o.referenceStart = start
            case "--explain": o.explain = true
            case "--max-frames":
                let text = try next()
                guard let n = StrictNumber.integer(text), n >= 1, n <= RecordingLimit.largestMaximum else {
                    throw Failure.usage("--max-frames: invalid value '\(text)' (expected a whole number from 1 to \(RecordingLimit.largestMaximum))")
                }
                o.maxFrames = n
            case "--config": o.configPath = try next()
            case "--reference": o.referenceDir = try next()
            case "--reference-fps":
                let text = try next()
                guard let v = StrictNumber.double(text), v.isFinite, v > 0, v <= 1000 else {
                    throw Failure.usage("--reference-fps: invalid value '\(text)' (expected a number above 0, at most 1000)")
                }
                o.referenceFPS = v
            case "--reference-opacity":
                let text = try next()
                guard let v = StrictNumber.double(text), v.isFinite, v >= 0, v <= 1 else {
                    throw Failure.usage("--reference-opacity: invalid value '\(text)' (expected a number from 0 to 1)")
                }
                o.referenceOpacity = v
            case "--reference-difference": o.referenceDifference = true
            case "--help", "-h": o.showHelp = true
            case "--version": o.showVersion = true
            default:
                throw scan.unknown()
            }
            if ["--headless", "--help", "-h", "--version", "--log-startup", "--print-config", "--reference-difference",
                "--no-chrome", "--studio", "--explain", "--print-swiftui", "--print-layout"].contains(arg) {
                try scan.flag()
            }
        }
        if sizeGiven {
            o.device = .custom(o.canvas, safeAreaTop: o.device.safeAreaTop, safeAreaBottom: o.device.safeAreaBottom)
        } else {
            o.canvas = o.device.canvas
        }
        if o.explain && !o.printConfig { throw Failure.usage("--explain goes with --print-config") }
        if o.showHelp || o.showVersion || o.printConfig || o.printSwiftUI || o.printLayout { return o }
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
            guard o.outDir != nil || o.filmstripPath != nil || o.recordDir != nil || o.videoPath != nil || o.gifPath != nil else {
                throw Failure.usage("--headless needs --out DIR")
            }
        }
        // In the window, --out (with or without --scenario) receives screenshots (C) and settings files (W).
        return o
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

    /// Parses `WxH` in points, each from 1 to 10000: decimal numbers without an exponent and a
    /// lower-case `x` (`1e3x10`, `10X10` and `0x10x10` are refused).
    static func parseSize(_ text: String) throws -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = StrictNumber.double(parts[0], exponent: false),
              let h = StrictNumber.double(parts[1], exponent: false),
              w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 10000, h <= 10000 else {
            throw Failure.usage("--size: invalid value '\(text)' (expected WxH in points, e.g. 390x844)")
        }
        return Size(width: w, height: h)
    }
}
