import CSDL2
import FoundationEssentials
import Glibc
import Dispatch
import ModalCore

/// `modal-prototype soak`: a long headless run of seeded random but legal input that shows
/// nothing breaks — memory stays flat, SDL objects do not leak, the core's invariants hold.
///
/// It drives the app's own review — a `ReviewView` with its `Session` (input log, snapshots,
/// lanes, compare stage, HUD and help) — and the real renderer (software canvas,
/// `SceneRenderer`, `TextCache`) at a fixed simulated frame rate, renders every frame, starts
/// a new review every 3,000 frames (single phone and `--compare` in turn), scrubs back and
/// forth now and then, checks `problems(now:)` on every lane at every frame, samples the
/// resident set size from `/proc/self/statm`, and counts live SDL objects
/// (`LiveSDLObjects`) at the start, at the end, and after tearing everything down (must be
/// zero). It exits 0 when all holds, 1 when something failed, 2 on a bad command line.
func runSoak(_ arguments: [String]) -> Int32 {
    do {
        let options = try SoakOptions.parse(arguments)
        if options.showHelp { print(SoakOptions.help); return 0 }
        let report = try Soak(options: options).run()
        print(report.lines.joined(separator: "\n"))
        return report.passed ? 0 : 1
    } catch {
        return reportError(error, program: "modal-prototype soak")
    }
}

/// The soak's command line.
struct SoakOptions: Equatable {
    var frames = 100_000
    var seed: UInt64 = 1
    var fps = 60.0
    /// Frames before the RSS baseline is taken (default: a fifth of the run, from 5,000 to
    /// 10,000 and at most half): the text cache and the allocator reach their working size.
    var warmup: Int?
    /// Most the RSS may grow after warm-up, in KiB.
    var rssSlackKiB = 4096
    /// Text cache capacity: small, so the eviction path runs all the time.
    var textCacheCapacity = 64
    /// Check that every control, gesture and state was exercised (needs enough frames).
    var requireCoverage = true
    var showHelp = false

    /// The soak's options, one row each (`--help`, parsing, README, man page, completions).
    static let table = OptionTable<SoakOptions>(command: "soak", rows: [
        integerRow("--frames", 1...100_000_000, "frames to run and render (default 100000)") { $0.frames = $1 },
        integerRow("--seed", 0...Int.max, "random seed (default 1)") { $0.seed = UInt64($1) },
        integerRow("--fps", 1...1000, "simulated frames per second (default 60)") { $0.fps = Double($1) },
        integerRow("--warmup", 0...100_000_000, "frames before the RSS baseline (default frames/5 within 5000…10000, at most frames/2)") {
            $0.warmup = $1
        },
        integerRow("--rss-slack-kib", 0...10_000_000, "most the RSS may grow after warm-up (default 4096)") { $0.rssSlackKiB = $1 },
        integerRow("--text-cache", 1...100_000, "text texture capacity (default 64, so textures are evicted often)") {
            $0.textCacheCapacity = $1
        },
        OptionRow(flag: "--no-coverage", "do not require every control, gesture and state to be exercised") { $0.requireCoverage = false },
        OptionRow(flag: "--help", aliases: ["-h"], "show this help") { $0.showHelp = true },
    ])

    /// A row whose value is a whole number in `range`.
    private static func integerRow(_ name: String, _ range: ClosedRange<Int>, _ help: String,
                                   apply: @escaping (inout SoakOptions, Int) -> Void) -> OptionRow<SoakOptions> {
        OptionRow(name, "N", help) { o, text in
            guard let v = StrictNumber.integer(text), range.contains(v) else {
                throw Failure.usage("\(name): invalid value '\(text)' (expected \(range.lowerBound) to \(range.upperBound))")
            }
            apply(&o, v)
        }
    }

    static var help: String {
        """
        modal-prototype soak — long seeded random run: flat memory, no SDL leaks, invariants every frame.

        USAGE
          modal-prototype soak [--frames N] [--seed N] [--fps N] [--warmup N] [--rss-slack-kib N]
                               [--text-cache N] [--no-coverage]

        \(table.helpLines(section: "OPTIONS", column: 22).joined(separator: "\n"))

        Exit status: 0 all held, 1 something failed (printed), 2 bad command line.
        """
    }

    /// Parses the soak's arguments (after `soak`); errors are prefixed "modal-prototype soak: ".
    static func parse(_ arguments: [String]) throws -> SoakOptions {
        var o = SoakOptions()
        try table.parse(arguments, into: &o)
        return o
    }
}

/// What the soak found: one line per figure, and whether everything held.
struct SoakReport {
    var lines: [String] = []
    var passed = true

    mutating func say(_ line: String) { lines.append("soak: " + line) }
    mutating func fail(_ line: String) { lines.append("soak: FAIL " + line); passed = false }
}

/// The soak run: the app's own review (session, lanes, stage, HUD) and renderer driven
/// for many frames.
final class Soak {
    /// Everything that holds SDL objects, so it can be torn down and the counts checked at zero.
    final class Rig {
        let canvas: SoftwareCanvas
        let renderer: SceneRenderer
        let metrics: TTFMetrics
        /// The review being soaked: a fresh one every `Soak.reviewFrames` frames.
        var view: ReviewView

        init(capacity: Int) throws {
            let fonts = try Assets.fonts(override: nil)
            do {
                // Room for the compare stage; a single phone is drawn into the same pixels, scaled.
                let stage = Stage(phone: .iPhone, labels: ["seed", "fluid"]).size
                canvas = try SoftwareCanvas(width: Int(stage.width), height: Int(stage.height))
                let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer,
                                         owner: canvas, capacity: capacity)
                renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: 1, textCache: text)
                metrics = TTFMetrics(cache: text)
                view = try Rig.review(0, metrics: metrics)
            } catch let e as SDLError {
                throw Failure.runtime(e.description)
            }
        }

        /// Review number `k`: every other one compares seed and fluid; two in three show the HUD,
        /// one in four the help.
        static func review(_ k: Int, metrics: TTFMetrics) throws -> ReviewView {
            var options = Options()
            if k % 2 == 1 { options.compare = [.seed, .fluid] }
            var settings = Settings()
            // Every third review (the first included) fails its requests from the start, so
            // alerts come up often; every kind of review appears in the first 9,000 frames.
            if k % 3 == 0 { settings.request.outcome = .failure }
            let view = try ReviewView(options: options, settings: settings, metrics: metrics)
            view.hudVisible = k % 3 != 0
            view.helpVisible = k % 4 == 1
            return view
        }
    }

    /// Frames of one review before the soak starts a new one (its log and snapshots go with it).
    static let reviewFrames = 3_000
    /// Frames between two scrubs (seek back, seek forward again, same frame expected).
    static let scrubEvery = 397

    let options: SoakOptions
    var rig: Rig?
    var input: SoakInput
    var report = SoakReport()
    /// Problems seen, capped so a broken build does not print a million lines.
    var problems: [String] = []
    var problemCount = 0

    init(options: SoakOptions) throws {
        self.options = options
        input = SoakInput(seed: options.seed)
        rig = try Rig(capacity: options.textCacheCapacity)
    }

    /// Runs every frame, tears down, and reports.
    func run() throws -> SoakReport {
        let figures = try runFrames()
        rig = nil   // canvas, renderer, text cache and the machines' metrics go away here
        let afterTeardown = LiveSDLObjects.total
        finish(figures, afterTeardown: afterTeardown)
        return report
    }

    /// The measurements of a run.
    struct Figures {
        var frames = 0, warmup = 0
        var seconds = 0.0, longestMS = 0.0
        var rssStart = 0, rssWarm = 0, rssEnd = 0, rssPeak = 0
        var samples: [(frame: Int, kib: Int)] = []
        var startObjects = "", endObjects = ""
        var endTextures = 0
    }

    /// Runs and renders every frame, checking as it goes.
    func runFrames() throws -> Figures {
        guard let rig else { return Figures() }
        let frames = options.frames
        let warmup = min(options.warmup ?? min(max(frames / 5, 5_000), 10_000, frames / 2), frames)
        let sampleEvery = max(frames / 200, 50)
        let startObjects = LiveSDLObjects.summary
        let rssStart = Self.residentKiB()
        var rssWarm = rssStart, rssPeak = 0, rssEnd = 0
        var samples: [(frame: Int, kib: Int)] = []
        var longest = 0.0
        var wasDragging: PrototypeMachine.PointerState = .idle
        let began = DispatchTime.now().uptimeNanoseconds
        var reviewStart = 0

        for index in 0..<frames {
            let frameStart = DispatchTime.now().uptimeNanoseconds
            if index - reviewStart == Self.reviewFrames {
                rig.view = try Rig.review(index / Self.reviewFrames, metrics: rig.metrics)
                reviewStart = index
                input.count(rig.view.session.lanes.count > 1 ? "review compare" : "review single")
            }
            let session = rig.view.session
            let now = Double(index - reviewStart) / options.fps
            let due = session.state.schedulers[0].pending.filter { $0.deadline <= now }
            session.advance(to: now)
            for request in due { input.count("completion \(request.outcome.rawValue)") }
            let before = session.primary.frame(now: now)
            for item in input.next(frame: index, machine: session.primary, scene: before) {
                try apply(item, rig, now: now)
            }
            if index % Self.scrubEvery == Self.scrubEvery - 1 { scrub(session, now: now, index: index) }
            countDrag(session.primary, was: &wasDragging)
            countStates(session.primary, now: now)

            for m in session.lanes { check(m, now: now, index: index) }
            rig.view.sample(at: now)
            try rig.view.draw(at: now, with: rig.renderer, status: HUD.Status(), toastClock: now)
            rig.canvas.flush()
            if !rig.renderer.lastFrame.errors.isEmpty {
                problem("frame \(index): render errors: \(rig.renderer.lastFrame.errors.joined(separator: "; "))")
            }
            longest = max(longest, Double(DispatchTime.now().uptimeNanoseconds - frameStart) / 1e6)

            if index == warmup { rssWarm = Self.residentKiB() }
            if index % sampleEvery == 0 || index == frames - 1 {
                let kib = Self.residentKiB()
                samples.append((index, kib))
                if index >= warmup { rssPeak = max(rssPeak, kib) }
            }
        }
        rssEnd = Self.residentKiB()
        rssPeak = max(rssPeak, rssEnd)
        if warmup >= frames { rssWarm = rssEnd }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
        return Figures(frames: frames, warmup: warmup, seconds: seconds, longestMS: longest, rssStart: rssStart,
                       rssWarm: rssWarm, rssEnd: rssEnd, rssPeak: rssPeak, samples: samples, startObjects: startObjects,
                       endObjects: LiveSDLObjects.summary, endTextures: LiveSDLObjects.textures)
    }

    /// Seeks back a little and forward again, as a reviewer scrubbing does: the frames must
    /// be the ones before the scrub.
    func scrub(_ session: Session, now: Double, index: Int) {
        let frames = session.lanes.map { $0.frame(now: now) }
        session.seek(to: max(now - Double(index % 7) * 0.37, 0))
        session.seek(to: now)
        input.count("scrub")
        if session.lanes.map({ $0.frame(now: now) }) != frames {
            problem("frame \(index) (t=\(format(now))): seeking back and forth changed the frame")
        }
    }

    /// Reports the figures and judges them.
    func finish(_ f: Figures, afterTeardown: Int) {
        let (frames, warmup, seconds, longest) = (f.frames, f.warmup, f.seconds, f.longestMS)
        let (rssStart, rssWarm, rssEnd, rssPeak) = (f.rssStart, f.rssWarm, f.rssEnd, f.rssPeak)
        let (samples, startObjects, endObjects, endTextures) = (f.samples, f.startObjects, f.endObjects, f.endTextures)
        report.say("\(frames) frames (\(format(Double(frames) / options.fps)) s simulated at \(Int(options.fps)) fps), seed \(options.seed), "
                   + "in \(format(seconds)) s (mean \(format(seconds * 1000 / Double(frames))) ms a frame, longest \(format(longest)) ms)")
        report.say("RSS start \(mib(rssStart)), after warm-up (frame \(warmup)) \(mib(rssWarm)), end \(mib(rssEnd)), "
                   + "peak after warm-up \(mib(rssPeak)); growth after warm-up \(signedMiB(rssPeak - rssWarm)) "
                   + "(allowed \(mib(options.rssSlackKiB)))")
        report.say("RSS samples (frame: MiB): " + Self.thin(samples, to: 12).map { "\($0.frame): \(format(Double($0.kib) / 1024))" }
            .joined(separator: ", "))
        report.say("live SDL objects at start: \(startObjects); at end: \(endObjects); after teardown: \(afterTeardown)")
        report.say("invariant or frame problems: \(problemCount)")
        report.say("exercised: " + input.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))

        if rssPeak - rssWarm > options.rssSlackKiB {
            report.fail("RSS grew \(signedMiB(rssPeak - rssWarm)) after warm-up (allowed \(mib(options.rssSlackKiB)))")
        }
        if endTextures > options.textCacheCapacity {
            report.fail("\(endTextures) live textures at the end, more than the cache's capacity \(options.textCacheCapacity)")
        }
        if afterTeardown != 0 { report.fail("SDL objects still alive after teardown: \(LiveSDLObjects.summary)") }
        for p in problems { report.fail(p) }
        if problemCount > problems.count { report.fail("… and \(problemCount - problems.count) more problems") }
        if options.requireCoverage {
            let missing = Self.required.filter { (input.counts[$0] ?? 0) == 0 }
            if !missing.isEmpty { report.fail("never exercised: \(missing.joined(separator: ", "))") }
        }
        report.say(report.passed ? "PASS" : "FAILED")
    }

    // MARK: One frame

    func apply(_ item: SoakInput.Input, _ rig: Rig, now: Double) throws {
        let session = rig.view.session
        switch item {
        case let .event(event):
            send(event, rig.view.controller, now: now)
        case let .set(path, value):
            do { send(.set(try SettingChange(path, value)), rig.view.controller, now: now) } catch {
                problem("set \(path) \(value) was refused: \(error)")
            }
            if path == SettingPath.halfModalProfile { input.count("profile switch") }
        case let .resize(size):
            // As the window does: the stage follows the window at the same pixels per point.
            let lanes = Double(session.lanes.count)
            let stage = lanes > 1 ? Size(width: size.width * lanes + (lanes + 1) * Stage.gap, height: size.height + Stage.header) : size
            rig.view.resize(stage: stage, at: now)
        }
    }

    /// Feeds `event` to the review at `now` through its controller, as every front end does.
    func send(_ event: Event, _ controller: ReviewController, now: Double) {
        let actions = controller.play(event, at: now)
        for case let .startRequest(id, _, _) in actions { input.lastRequestID = max(input.lastRequestID, id) }
    }

    /// Checks the invariants, the frame's numbers and the next wake-up at `now` (the check
    /// the core's tests use).
    func check(_ m: PrototypeMachine, now: Double, index: Int) {
        for p in m.problems(now: now) { problem("frame \(index) (t=\(format(now))): \(p)") }
    }

    func countDrag(_ m: PrototypeMachine, was: inout PrototypeMachine.PointerState) {
        let profile = m.settings.halfModal.profile.rawValue
        if m.pointer != was {
            if m.pointer == .draggingHalfModal { input.count("drag half-modal \(profile)") }
            if m.pointer == .draggingSheet { input.count("drag sheet \(profile)") }
        }
        was = m.pointer
    }

    func countStates(_ m: PrototypeMachine, now: Double) {
        input.count("state sheet \(m.sheet.phase(at: now).rawValue)")
        input.count("state request \(m.request.phase.rawValue)")
        input.count("state half-modal \(m.halfModal.profile.rawValue) \(m.halfModal.detent.rawValue)")
    }

    func problem(_ text: String) {
        problemCount += 1
        if problems.count < 20 { problems.append(text) }
    }

    /// Everything a full soak must exercise.
    static let required: [String] = {
        // request-outcome is the studio's control, off the phone; "set request.outcome" covers it.
        var r = ElementID.tappable.subtracting([.requestOutcome]).map { "tap \($0.rawValue)" }.sorted()
        r += Key.allCases.map { "key \($0.rawValue)" }
        r += SoakInput.DragEnding.allCases.map { "drag-end \($0.rawValue)" }
        for p in HalfModalProfile.allCases { r += ["drag half-modal \(p.rawValue)", "drag sheet \(p.rawValue)"] }
        r += SoakInput.settingValues.map { "set \($0.path)" } + ["profile switch"]
        r += ["resize 1x1", "resize 8000x8000", "resize other", "completion success", "completion failure", "completion late"]
        r += ["scrub", "review compare", "review single"]
        r += ["hidden", "presenting", "presented", "dragging", "settling", "dismissing"].map { "state sheet \($0)" }
        r += ["idle", "loading", "alert"].map { "state request \($0)" }
        for p in HalfModalProfile.allCases {
            r += HalfModalMachine.Detent.allCases.map { "state half-modal \(p.rawValue) \($0.rawValue)" }
        }
        return r
    }()

    // MARK: Helpers

    /// Resident set size in KiB, from `/proc/self/statm` (second field, in pages).
    static func residentKiB() -> Int {
        guard let f = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        guard fgets(&line, Int32(line.count), f) != nil else { return 0 }
        let fields = String(cString: line).split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// At most `n` evenly spaced samples, the last one included.
    static func thin(_ samples: [(frame: Int, kib: Int)], to n: Int) -> [(frame: Int, kib: Int)] {
        guard samples.count > n else { return samples }
        var out = (0..<(n - 1)).map { samples[$0 * (samples.count - 1) / (n - 1)] }
        out.append(samples[samples.count - 1])
        return out
    }
}

private func format(_ v: Double) -> String { String(format3: v).replacing(".000", with: "") }
private func mib(_ kib: Int) -> String { String(format3: Double(kib) / 1024).dropLast(1) + " MiB" }
private func signedMiB(_ kib: Int) -> String { (kib >= 0 ? "+" : "") + mib(kib) }
