import CSDL2
import Foundation
import ModalCore

/// The windowed app: SDL events in, the core's frames out, asleep while nothing moves.
///
/// The loop waits on SDL events until the next deadline (an animation frame, the spinner's
/// next step, a request completing, a scenario input, the config check), coalesces pointer
/// motion, feeds events to the session on the simulated clock, and draws only when
/// something changed or moves. Animation is paced to `--fps` (default 60). The playback
/// clock gives slow motion, pause and frame steps; the session's log gives step back.
final class WindowApp {
    let options: Options
    /// Pixels-per-point the user asked for (or the display suggests); the window is stage × this.
    let userScale: Double
    let window: SDLWindow
    let renderer: SceneRenderer
    let textCache: TextCache
    let view: ReviewView
    var clock: PlaybackClock
    var player: ScenarioPlayer?
    var watcher: ConfigWatcher?
    var lastConfigCheck = 0.0
    var recorder: PNGSequenceRecorder?
    var video: VideoRecorder?
    let startCounter = SDL_GetPerformanceCounter()
    let counterFrequency = Double(SDL_GetPerformanceFrequency())
    var minimized = false
    var dirty = true
    var quitRequested = false
    var lastFrameWall = -1.0
    /// The wake the loop last slept towards: when it has come, the picture changed (a spinner step).
    var pendingWake: Wake = .idle
    var lastFrameCost: Double?
    /// The lane a press began in (compare mode routes the whole gesture by it).
    var pressLane = 0
    var screenshots = 0
    var windowTitle = "ModalPrototype"
    /// `--out`, created once at start-up: scenario shots and element lists, screenshots.
    let outFolder: OutputFolder?

    init(options: Options, settings: Settings, scenario: Scenario?) throws {
        self.options = options
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"].map({ $0.isEmpty }) ?? true, env["WAYLAND_DISPLAY"].map({ $0.isEmpty }) ?? true,
           env["SDL_VIDEODRIVER"] == nil {
            throw Failure.runtime("no display found (DISPLAY is not set); run with --headless --scenario FILE --out DIR")
        }
        let fonts = try Assets.fonts(override: options.fontPath)
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw Failure.runtime("cannot open a window: \(String(cString: SDL_GetError())); try --headless --scenario FILE --out DIR")
        }
        userScale = options.scale ?? WindowApp.displayScale()
        let stageSize = Stage(phone: options.canvas, labels: options.compare.isEmpty ? [""] : options.compare.map(\.rawValue)).size
        do {
            window = try SDLWindow(title: "ModalPrototype",
                                   width: Int((stageSize.width * userScale).rounded()),
                                   height: Int((stageSize.height * userScale).rounded()),
                                   vsync: false)
            textCache = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: window.renderer, owner: window)
        } catch let e as SDLError {
            throw options.fontPath != nil && e.description.contains("font")
                ? Failure.usage("--font: \(e.description)") : Failure.runtime(e.description)
        }
        renderer = SceneRenderer(renderer: window.renderer, pixelScale: userScale, textCache: textCache)
        view = try ReviewView(options: options, settings: settings, metrics: TTFMetrics(cache: textCache))
        clock = PlaybackClock(wall: 0)
        player = scenario.map { ScenarioPlayer(scenario: $0, fps: options.fps) }
        watcher = options.configPath.map { ConfigWatcher(path: $0, options: options, current: settings) }
        recorder = try options.recordDir.map { try PNGSequenceRecorder(dir: $0) }
        outFolder = try options.outDir.map { try OutputFolder(path: $0) }
        clock = PlaybackClock(wall: wallNow)
        syncCanvas()
        if let path = options.videoPath {
            let (w, h) = window.outputSize
            video = try VideoRecorder(path: path, width: w, height: h, fps: options.fps)
        }
    }

    /// Wall-clock seconds since the app started.
    var wallNow: Double { Double(SDL_GetPerformanceCounter() - startCounter) / counterFrequency }

    /// Pixels per point suggested by the display: `GDK_SCALE`, else 2 at 192 dpi and above, else 1.
    static func displayScale() -> Double {
        if let s = ProcessInfo.processInfo.environment["GDK_SCALE"], let v = Double(s), v >= 1, v <= 4 { return v }
        var ddpi: Float = 0
        if SDL_GetDisplayDPI(0, &ddpi, nil, nil) == 0, ddpi >= 192 { return 2 }
        return 1
    }

    /// Runs until the window closes or Q is pressed; returns the exit code.
    func run() throws -> Int32 {
        var event = SDL_Event()
        while !quitRequested {
            let wall = wallNow
            let t = clock.simulated(at: wall)
            try playScenario(upTo: t)
            view.session.advance(to: t)
            checkConfig(wall: wall)
            if let toast = view.toast, toast.until <= wall {
                view.toast = nil
                dirty = true
            }
            let wake = view.session.nextWake(now: t)
            let animating = !clock.isPaused && wake == .continuous
            // A motion that ended since the last frame (after a stall, or between two frames) still
            // needs its end state drawn: nothing else would redraw it.
            let settled = pendingWake == .continuous && !animating
            if !minimized && (dirty || animating || settled || isDue(wake, t) || isDue(pendingWake, t)) { try drawFrame(at: t, wall: wall) }
            pendingWake = wake
            let deadline = nextDeadline(wake: wake, animating: animating)
            let got: Int32
            if let d = deadline {
                let ms = max(0, min(Int32(((d - wallNow) * 1000).rounded(.up)), 1000))
                got = SDL_WaitEventTimeout(&event, ms)
            } else {
                got = SDL_WaitEvent(&event)
            }
            if got != 0 { try handleBatch(first: event) }
        }
        try video?.finish()
        return 0
    }

    /// The wall time of the next thing that can change the picture, or nil to wait for input.
    func nextDeadline(wake: Wake, animating: Bool) -> Double? {
        var deadlines: [Double] = []
        if animating && !minimized { deadlines.append(lastFrameWall + 1 / options.fps) }
        var simulated: [Double] = []
        if case let .at(when) = wake { simulated.append(when) }
        if let d = view.session.nextDeadline { simulated.append(d) }
        if let p = player?.nextTime { simulated.append(p) }
        deadlines += simulated.compactMap { clock.wall(at: $0) }
        if watcher != nil { deadlines.append(lastConfigCheck + ConfigWatcher.interval) }
        if let toast = view.toast, toast.until > wallNow { deadlines.append(toast.until) }
        return deadlines.min()
    }

    func isDue(_ wake: Wake, _ t: Double) -> Bool {
        if case let .at(when) = wake { return when <= t }
        return false
    }

    // MARK: Events

    /// Handles `first` and everything else already queued, merging runs of mouse motion.
    ///
    /// The queue is pumped once and drained in chunks (`SDL_PeepEvents`), not polled event by
    /// event: `SDL_PollEvent` pumps the X connection on every call, which a storm of tens of
    /// thousands of motions turns into most of the cost.
    func handleBatch(first: SDL_Event) throws {
        var pendingMotion: (Int32, Int32)?
        func handle(_ event: SDL_Event) throws {
            if event.type == SDL_MOUSEMOTION.rawValue {
                pendingMotion = (event.motion.x, event.motion.y)
            } else {
                if let m = pendingMotion { pointerMoved(x: m.0, y: m.1); pendingMotion = nil }
                try translate(event)
            }
        }
        try handle(first)
        SDL_PumpEvents()
        var chunk = [SDL_Event](repeating: SDL_Event(), count: 1024)
        var handled = 1
        // Bound one batch so a flood cannot starve drawing.
        while handled < 100_000 {
            let count = Int(SDL_PeepEvents(&chunk, Int32(chunk.count), SDL_GETEVENT,
                                           SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue))
            guard count > 0 else { break }
            for i in 0..<count { try handle(chunk[i]) }
            handled += count
        }
        if let m = pendingMotion { pointerMoved(x: m.0, y: m.1) }
    }

    func translate(_ e: SDL_Event) throws {
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                syncCanvas()
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
                minimized = true
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_MAXIMIZED:
                minimized = false
                syncCanvas()
                dirty = true
            case SDL_WINDOWEVENT_FOCUS_LOST:
                send(.pointerCancel)
            default:
                break
            }
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            let p = stagePoint(x: e.button.x, y: e.button.y)
            guard let hit = view.stage.locate(p) else { return }
            pressLane = hit.lane
            send(.pointerDown(hit.local))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            send(.pointerUp(view.stage.local(stagePoint(x: e.button.x, y: e.button.y), lane: pressLane)))
        case SDL_KEYDOWN:
            if let command = ReviewCommand.from(e.key.keysym) {
                try perform(command)
            } else if let key = coreKey(for: e.key.keysym) {
                send(.key(key))
            }
        default:
            break
        }
    }

    func pointerMoved(x: Int32, y: Int32) {
        let p = stagePoint(x: x, y: y)
        let lane = view.session.primary.pointer == .idle ? (view.stage.locate(p)?.lane ?? pressLane) : pressLane
        send(.pointerMove(view.stage.local(p, lane: lane)))
    }

    /// Feeds `event` to every lane at the current simulated time. A hover (a move with no
    /// button down) changes nothing in the core, so it is neither logged nor redrawn.
    func send(_ event: Event) {
        if case .pointerMove = event, view.session.lanes.allSatisfy({ $0.pointer == .idle }) { return }
        let actions = view.session.apply(event, at: clock.simulated(at: wallNow))
        if actions.contains(.quit) { quitRequested = true }
        dirty = true
    }

    /// A window position in screen units as a stage point.
    func stagePoint(x: Int32, y: Int32) -> Point {
        let (w, _) = window.size
        let k = view.stage.size.width / Double(max(w, 1))
        return Point(x: Double(x) * k, y: Double(y) * k)
    }

    // MARK: Review commands

    func perform(_ command: ReviewCommand) throws {
        let wall = wallNow
        let t = clock.simulated(at: wall)
        let frame = 1 / options.fps
        switch command {
        case .togglePause:
            clock.setPaused(!clock.isPaused, wall: wall)
            say(clock.isPaused ? "paused" : "playing ×\(HUD.trimmed(clock.rate))")
        case .stepForward:
            clock.step(by: frame, wall: wall)
            let target = clock.simulated(at: wall)
            try playScenario(upTo: target)
            view.session.advance(to: target)
        case .stepBack:
            let target = max(t - frame, 0)
            guard let replayed = view.session.replayed(upTo: target) else { say("cannot step back that far"); return }
            view.session = replayed
            clock.step(by: target - t, wall: wall)
            player?.seek(after: target)
        case let .rate(r):
            clock.setRate(r, wall: wall)
            say("speed ×\(HUD.trimmed(clock.rate))")
        case .slower, .faster:
            clock.stepRate(faster: command == .faster, wall: wall)
            say("speed ×\(HUD.trimmed(clock.rate))")
        case .restart:
            view.session.restart()
            view.traces = view.traces.map { MotionTrace(span: $0.span) }
            player?.rewind()
            clock.reset(to: 0, wall: wall)
            syncCanvas()
            say("restarted")
        case .toggleHUD:
            view.hudVisible.toggle()
        case .toggleHelp:
            view.helpVisible.toggle()
        case .screenshot:
            try screenshot(at: t)
        case .cycleReferenceOpacity:
            guard view.reference != nil else { say("no --reference frames"); return }
            let steps = [0.25, 0.5, 0.75, 1.0, 0.0]
            view.referenceOpacity = steps.first { $0 > view.referenceOpacity + 1e-9 } ?? steps[0]
            say("reference opacity \(Int(view.referenceOpacity * 100)) %")
        case .toggleDifference:
            guard view.reference != nil else { say("no --reference frames"); return }
            view.referenceDifference.toggle()
            say(view.referenceDifference ? "difference view" : "onion skin")
        }
        dirty = true
    }

    /// Shows `message` for 2.5 s at the bottom of the window.
    func say(_ message: String) {
        view.toast = (message, wallNow + 2.5)
        dirty = true
    }

    /// Writes the current frame as a PNG in `--out` (or the current folder) and says where.
    func screenshot(at t: Double) throws {
        screenshots += 1
        let name = "modal-prototype-\(Int((t * 1000).rounded()))ms-\(screenshots).png"
        do {
            let folder = try outFolder ?? OutputFolder(path: FileManager.default.currentDirectoryPath)
            let path = try folder.file(name)
            try writeShot(at: t, to: path)
            print("screenshot: \(path)")
            say("saved \(path)")
        } catch {
            _ = reportError(error, program: "modal-prototype")
            say("screenshot failed: \((error as? Failure)?.message ?? "\(error)")")
        }
    }

    /// Draws the frame at `t` without presenting it and writes it as a PNG at `path`.
    func writeShot(at t: Double, to path: String) throws {
        try drawFrame(at: t, wall: wallNow, present: false)
        let (w, h) = window.outputSize
        try writePNG(try readPixels(window.renderer, width: w, height: h), width: w, height: h, to: path)
    }

    // MARK: Scenario and config

    func playScenario(upTo t: Double) throws {
        guard var p = player, !p.isFinished else { return }
        var outputs: [(Double, ScenarioPlayer.Output, Session)] = []
        try p.play(upTo: t, into: &view.session) { time, output, session in outputs.append((time, output, session)) }
        player = p
        let latest = view.session
        defer { view.session = latest }
        for (time, output, session) in outputs {
            view.session = session
            dirty = true
            guard let folder = outFolder else { continue }
            switch output {
            case let .shot(name):
                try writeShot(at: time, to: try folder.file(name))
            case let .elements(name):
                try folder.write(Array(ElementsJSON.encode(view.session.primary.frame(now: time)).utf8), to: name)
            case .end:
                say("scenario ended")
            }
        }
    }

    func checkConfig(wall: Double) {
        guard var w = watcher, wall - lastConfigCheck >= ConfigWatcher.interval else { return }
        lastConfigCheck = wall
        let result = w.check()
        watcher = w
        switch result {
        case let .success(settings)?:
            let t = clock.simulated(at: wall)
            let perLane = view.session.lanes.map { lane -> Event in
                var s = settings
                if !options.compare.isEmpty { s.halfModal.profile = lane.settings.halfModal.profile }
                return .updateSettings(s)
            }
            view.session.applyPerLane(perLane, at: t)
            say("reloaded \(w.path)")
        case let .failure(f)?:
            FileHandle.standardError.write(Data("modal-prototype: error: \(f.message) (keeping the previous settings)\n".utf8))
            say("config error, previous settings kept")
        case nil:
            break
        }
    }

    // MARK: Drawing

    /// "ModalPrototype - seed x0.25 paused": the profiles and the review clock at a glance
    /// (ASCII: window managers that read the legacy WM_NAME mangle anything else).
    func updateTitle() {
        var title = "ModalPrototype - " + view.session.lanes.map { $0.settings.halfModal.profile.rawValue }.joined(separator: " | ")
        if clock.rate != 1 { title += " x" + HUD.trimmed(clock.rate) }
        if clock.isPaused { title += " paused" }
        guard title != windowTitle else { return }
        windowTitle = title
        SDL_SetWindowTitle(window.window, title)
    }

    /// Re-reads the window and drawable sizes: stage = window / userScale, pixels from the drawable.
    func syncCanvas() {
        let (w, h) = window.size
        guard w > 0, h > 0 else { minimized = true; return }
        let stageSize = Size(width: Double(w) / userScale, height: Double(h) / userScale)
        view.resize(stage: stageSize, at: clock.simulated(at: wallNow))
        let (pw, _) = window.outputSize
        renderer.pixelScale = max(Double(pw) / view.stage.size.width, 0.01)
        dirty = true
    }

    func drawFrame(at t: Double, wall: Double, present: Bool = true) throws {
        let started = wallNow
        updateTitle()
        view.sample(at: t)
        try view.draw(at: t, with: renderer,
                      status: HUD.Status(rate: clock.rate, paused: clock.isPaused, frameTime: lastFrameCost),
                      toastClock: wall, helpLines: ReviewCommand.helpLines)
        guard present else { return }
        if recorder != nil || video != nil {
            let (w, h) = window.outputSize
            let pixels = try readPixels(window.renderer, width: w, height: h)
            try recorder?.write(pixels, width: w, height: h)
            try video?.write(pixels, width: w, height: h)
        }
        SDL_RenderPresent(window.renderer)
        if lastFrameWall < 0 && options.logStartup {
            StartupLog.firstFramePresented()
        }
        lastFrameCost = wallNow - started
        lastFrameWall = wall
        dirty = false
    }
}

/// An SDL window with its renderer, destroyed together.
final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer

    init(title: String, width: Int, height: Int, vsync: Bool) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(max(width, 1)), Int32(max(height, 1)), flags) else {
            throw SDLError("cannot create a window")
        }
        var rflags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { rflags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        guard let r = SDL_CreateRenderer(w, -1, rflags) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError("cannot create a renderer")
            SDL_DestroyWindow(w)
            throw error
        }
        window = w
        renderer = r
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in screen units.
    var size: (Int, Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The drawable's size in pixels.
    var outputSize: (Int, Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }
}
