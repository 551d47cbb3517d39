import ModalCore

extension Options {
    /// The app's options, one row each: parsing, `--help`, the README's list, the man page and
    /// the shell completions all come from here.
    static let table = OptionTable<Options>(command: nil, rows: runRows + reviewRows)

    /// How the prototype runs: mode, canvas, device, language, behaviour.
    private static let runRows: [OptionRow<Options>] = [
        OptionRow(flag: "--headless", "run without a display on simulated time; needs --scenario and an output\n(--out, --record, --video, --gif, --filmstrip or --report)") { $0.headless = true },
        OptionRow("--scenario", "FILE", "a scenario: one command per line (see docs/SCENARIOS.md)", completion: .file(nil)) { $0.scenarioPath = $1 },
        OptionRow("--out", "DIR", "where shots, element lists, screenshots (C) and settings files (W) go",
                  completion: .directory) { $0.outDir = $1 },
        OptionRow("--fps", "N", "frames per second: headless step (default 60), window frame cap") { o, text in
            guard let v = StrictNumber.double(text), v.isFinite, v >= 1, v <= 1000 else {
                throw Failure.usage("--fps: invalid value '\(text)' (expected a number from 1 to 1000)")
            }
            o.fps = v
        },
        OptionRow("--size", "WxH", "canvas size in points (default 390x844): status bar and home indicator only") {
            $0.canvas = try parseSize($1)
            $0.sizeGiven = true
        },
        OptionRow("--device", "NAME", Device.presets.map { $0.name == Device.iPhone14.name ? $0.name + " (default)" : $0.name }
                    .joined(separator: " | ") + ":\nits canvas, safe areas, corners, notch or Dynamic Island (list: print them all)",
                  completion: .words(Device.presets.map(\.name) + ["list"])) { o, name in
            if name == "list" { o.printDeviceList = true; return }
            guard let device = Device.named(name) else {
                let names = Device.presets.map(\.name)
                throw Failure.usage("--device: unknown device '\(name)'\(Suggestion.didYouMean(name, in: names)) (expected \(names.joined(separator: "|")) or list)")
            }
            o.device = device
            try o.applySetting(SettingPath.safeAreaTop, "\(device.safeAreaTop)", flag: "--device")
            try o.applySetting(SettingPath.safeAreaBottom, "\(device.safeAreaBottom)", flag: "--device")
        },
        OptionRow(flag: "--no-chrome", "hide the status bar, home indicator, notch/island and display corners") { $0.showsChrome = false },
        OptionRow("--appearance", "light|dark", "iOS light or dark system colours (setting: appearance)",
                  completion: .words(Appearance.allCases.map(\.rawValue))) { try $0.applySetting(SettingPath.appearance, $1, flag: "--appearance") },
        OptionRow("--ios", "18|26", "iOS release of the system look (default 18; setting: appearance.iosVersion)",
                  completion: .words(IOSVersion.allCases.map(\.rawValue))) { try $0.applySetting(SettingPath.iosVersion, $1, flag: "--ios") },
        OptionRow(flag: "--reduce-motion", "Reduce Motion: no presenting-view scale-down (setting: accessibility.reduceMotion)") {
            $0.settings.accessibility.reduceMotion = true
            $0.flagSettings.append((SettingPath.reduceMotion, "true", "--reduce-motion"))
        },
        OptionRow("--scale", "N", "pixels per point (default: from the display, else 1)") { o, text in
            guard let v = StrictNumber.double(text), v.isFinite, v >= 0.25, v <= 8 else {
                throw Failure.usage("--scale: invalid value '\(text)' (expected a number from 0.25 to 8)")
            }
            o.scale = v
        },
        OptionRow("--lang", "ja|en", "label language (default ja)", completion: .words(Language.allCases.map(\.rawValue))) {
            try $0.applySetting(SettingPath.language, $1, flag: "--lang")
        },
        OptionRow("--profile", "seed|fluid|native", "half-modal behaviour: the article's card, the fluid one, or the system sheet (default seed)",
                  completion: .words(HalfModalProfile.allCases.map(\.rawValue))) {
            try $0.applySetting(SettingPath.halfModalProfile, $1, flag: "--profile")
        },
        OptionRow("--latency", "S", "simulated request latency in seconds (default 3.0)") {
            try $0.applySetting(SettingPath.requestLatency, $1, flag: "--latency")
        },
        OptionRow("--outcome", "success|failure|alternate|random", "how requests end (default success)",
                  completion: .words(OutcomePolicy.allCases.map(\.rawValue))) {
            try $0.applySetting(SettingPath.requestOutcome, $1, flag: "--outcome")
        },
        OptionRow("--set", "[N:]KEY=VALUE", "any setting by its dotted path (e.g. halfModal.duration=0.9);\n"
                  + "N: only phone N of --compare (1-based), e.g. 2:accessibility.reduceMotion=true") { o, text in
            guard let eq = text.firstIndex(of: "=") else { throw Failure.usage("--set: expected KEY=VALUE, got '\(text)'") }
            let (lane, key) = try LaneSetting.split(String(text[..<eq]))
            let value = String(text[text.index(after: eq)...])
            if let lane { try o.applyLaneSetting(lane, key, value) } else { try o.applySetting(key, value, flag: "--set") }
        },
        OptionRow("--font", "PATH", "use this font file (TTF/OTF) instead of the shipped one", completion: .file(nil)) { $0.fontPath = $1 },
        OptionRow(flag: "--log-startup", "print the video driver, window size and time to the first frame on stderr") { $0.logStartup = true },
    ]

    /// Reviewing: compare, record, export, reference, and the commands that print and exit.
    private static let reviewRows: [OptionRow<Options>] = [
        OptionRow("--compare", "A,B[,C]", "two or three phones side by side, one per profile (e.g. seed,fluid,native), same input", section: "REVIEW",
                  completion: .words(HalfModalProfile.allCases.flatMap { a in HalfModalProfile.allCases.map { "\(a.rawValue),\($0.rawValue)" } })) { o, text in
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let profiles = names.compactMap(HalfModalProfile.init(rawValue:))
            guard (2...3).contains(names.count), profiles.count == names.count else {
                let wrong = names.first { HalfModalProfile(rawValue: $0) == nil } ?? ""
                let hint = Suggestion.closest(to: wrong, in: HalfModalProfile.allCases.map(\.rawValue)).map { " (did you mean \($0) for '\(wrong)'?)" } ?? ""
                throw Failure.usage("--compare: invalid value '\(text)'\(hint) (expected two or three profiles, e.g. seed,fluid,native)")
            }
            o.compare = profiles
        },
        OptionRow("--record", "DIR", "write every frame as DIR/frame-000061-1.0167s.png (index, time), 0 to the last, no gaps;\na frame equal to the one before is a hard link to its file (no space)",
                  section: "REVIEW", completion: .directory) { $0.recordDir = $1 },
        OptionRow(flag: "--record-changed-only", "with --record: no file for a frame equal to the one before\n(a gap in the numbers = unchanged)",
                  section: "REVIEW") { $0.recordChangedOnly = true },
        OptionRow(flag: "--record-studio", "--record, --video and --gif take the whole window (timeline, inspector),\nnot the phones; headless: draws the studio as --studio does",
                  section: "REVIEW") { o in
            o.recordStudio = true
            o.studio = true
        },
        OptionRow("--save-scenario", "FILE", "write what was done (every input at its time) as a scenario file at the end;\nits head holds the options, so it replays with no options", section: "REVIEW",
                  completion: .file("txt")) { $0.saveScenarioPath = $1 },
        OptionRow("--report", "DIR", "write a review page at the end: DIR/index.html (GIF and key frames per lane,\nposition and velocity plots, figures, settings, scenario, SwiftUI) and DIR/report.json;\nin the window, G writes one for the review so far", section: "REVIEW",
                  completion: .directory) { $0.reportDir = $1 },
        OptionRow(flag: "--overwrite", "let --record DIR remove the frame-* files an earlier run left there", section: "REVIEW") { $0.overwrite = true },
        OptionRow("--filmstrip", "FILE.png", "headless: one contact sheet of N frames from T0 to T1, times printed\n(with --from T0 --to T1 --frames N)",
                  section: "REVIEW", completion: .file("png")) { o, path in
            guard path.lowercased().hasSuffix(".png") else { throw Failure.usage("--filmstrip: '\(path)' must end in .png") }
            o.filmstripPath = path
        },
        OptionRow("--from", "T0", "with --filmstrip: time of its first frame in seconds", section: "REVIEW") {
            $0.filmstripFrom = try seconds($1, "--from")
        },
        OptionRow("--to", "T1", "with --filmstrip: time of its last frame in seconds", section: "REVIEW") {
            $0.filmstripTo = try seconds($1, "--to")
        },
        OptionRow("--frames", "N", "with --filmstrip: its number of frames (1 to 1000)", section: "REVIEW") { o, text in
            guard let n = StrictNumber.integer(text), n >= 1, n <= 1000 else {
                throw Failure.usage("--frames: invalid value '\(text)' (expected a whole number from 1 to 1000)")
            }
            o.filmstripFrames = n
        },
        OptionRow(flag: "--studio", "headless: draw the timeline and inspector around the phones", section: "REVIEW") { $0.studio = true },
        OptionRow("--inspector", "SECTION", "inspector section open at start: halfModal|sheet|alert|request", section: "REVIEW",
                  completion: .words(Inspector.Section.allCases.map(\.rawValue))) { o, text in
            guard let s = Inspector.Section(rawValue: text) else {
                throw Failure.usage("--inspector: invalid value '\(text)' (expected halfModal|sheet|alert|request)")
            }
            o.inspectorSection = s
        },
        OptionRow("--video", "FILE.mp4", "write a video through ffmpeg (must be installed)", section: "REVIEW",
                  completion: .file("mp4")) { o, path in
            guard path.lowercased().hasSuffix(".mp4") else { throw Failure.usage("--video: '\(path)' must end in .mp4") }
            o.videoPath = path
        },
        OptionRow("--gif", "FILE.gif", "write a looping animated GIF (window or headless)\n(--record, --video and --gif take frame n at n/fps s of review time)",
                  section: "REVIEW", completion: .file("gif")) { o, path in
            guard path.lowercased().hasSuffix(".gif") else { throw Failure.usage("--gif: '\(path)' must end in .gif") }
            o.gifPath = path
        },
        OptionRow("--max-frames", "N", "let --record/--video/--gif write more than 10000 frames (at most N)", section: "REVIEW") { o, text in
            guard let n = StrictNumber.integer(text), n >= 1, n <= RecordingLimit.largestMaximum else {
                throw Failure.usage("--max-frames: invalid value '\(text)' (expected a whole number from 1 to \(RecordingLimit.largestMaximum))")
            }
            o.maxFrames = n
        },
        OptionRow(flag: "--print-swiftui", "print SwiftUI source for the current settings and exit", section: "REVIEW") { $0.printSwiftUI = true },
        OptionRow(flag: "--print-config", "print every setting with its default (valid --config input)", section: "REVIEW") { $0.printConfig = true },
        OptionRow(flag: "--explain", "with --print-config: each key with its range and meaning", section: "REVIEW") { $0.explain = true },
        OptionRow(flag: "--print-layout", "print the window's layout (phone, timeline, inspector, HUD) and\nthe review palette as JSON at the current options, and exit", section: "REVIEW") { $0.printLayout = true },
        OptionRow("--config", "FILE.json", "load setting overrides; the window reloads the file when it changes", section: "REVIEW",
                  completion: .file("json")) { $0.configPath = $1 },
        OptionRow("--reference", "DIR", "PNG sequence (e.g. frames of an iPhone recording) drawn over the canvas", section: "REVIEW",
                  completion: .directory) { $0.referenceDir = $1 },
        OptionRow("--reference-fps", "N", "its frame rate (default 60)", section: "REVIEW") { o, text in
            guard let v = StrictNumber.double(text), v.isFinite, v > 0, v <= 1000 else {
                throw Failure.usage("--reference-fps: invalid value '\(text)' (expected a number above 0, at most 1000)")
            }
            o.referenceFPS = v
        },
        OptionRow("--reference-start", "T|first-input", "simulated time of its first frame (default 0), or the first input",
                  section: "REVIEW", completion: .words(["first-input"])) { o, text in
            guard let start = ReferenceStart(text) else {
                throw Failure.usage("--reference-start: invalid value '\(text)' (expected seconds or first-input)")
            }
            o.referenceStart = start
        },
        OptionRow("--reference-opacity", "A", "its opacity 0…1 (default 0.5; O cycles it in the window)", section: "REVIEW") { o, text in
            guard let v = StrictNumber.double(text), v.isFinite, v >= 0, v <= 1 else {
                throw Failure.usage("--reference-opacity: invalid value '\(text)' (expected a number from 0 to 1)")
            }
            o.referenceOpacity = v
        },
        OptionRow(flag: "--reference-difference", "show |prototype − reference| instead (X toggles it in the window)",
                  section: "REVIEW") { $0.referenceDifference = true },
        OptionRow(flag: "--print-man", "print the manual page (roff) and exit", section: "REVIEW") { $0.printMan = true },
        OptionRow("--print-completion", "bash|zsh|fish", "print the shell's completion script and exit", section: "REVIEW",
                  completion: .words(ShellCompletion.shells)) { o, shell in
            guard ShellCompletion.shells.contains(shell) else {
                throw Failure.usage("--print-completion: invalid value '\(shell)' (expected bash|zsh|fish)")
            }
            o.printCompletion = shell
        },
        OptionRow(flag: "--help", aliases: ["-h"], "show the short help: the options a newcomer needs", section: "REVIEW") { $0.showHelp = true },
        OptionRow(flag: "--help-all", "show every option, the keys and the exit codes", section: "REVIEW") { $0.showHelpAll = true },
        OptionRow(flag: "--version", "print the version, commit, build date and library versions", section: "REVIEW") { $0.showVersion = true },
    ]
}
