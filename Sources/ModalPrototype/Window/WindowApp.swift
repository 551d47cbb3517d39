import CSDL2
import FoundationEssentials
import Glibc
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
    /// Pixels-per-point the user asked for (or the display suggests); the window is stage × this × zoom.
    let userScale: Double
    /// How far the canvas is zoomed to fit the screen (`WindowFit`; Ctrl+= / Ctrl+- / Ctrl+0).
    var zoom = 1.0
    /// The stage in points the zoom shows (what a zoom step keeps while resizing the window).
    var zoomContent: Size
    var decorationsFitted = false
    var scroll = ScrollGesture()
    var finger = FingerPointer()
    /// Pointer samples' hand times and the press's hand velocity (`HandInput`).
    var hand = HandInput()
    let window: SDLWindow
    let renderer: SceneRenderer
    let textCache: TextCache
    let view: ReviewView
    var clock: PlaybackClock
    var player: ScenarioPlayer?
    var watcher: ConfigWatcher?
    var lastConfigCheck = 0.0
    /// `--record`, `--video`, `--gif`: frame n at n/fps of review-clock time (see `recordFrames`).
    var recording: FrameRecording?
    /// Test hook: `MODAL_TEST_PRESENT_DELAY_MS` sleeps this long after each present (a slow display).
    let presentDelay: UInt32
    var settingsFiles = 0
    /// The review-clock time quitting was asked for: recording writes what it owes up to it.
    var quitTime: Double?
    let startCounter = SDL_GetPerformanceCounter()
    let counterFrequency = Double(SDL_GetPerformanceFrequency())
    var minimized = false
    var dirty = true
    var quitRequested = false
    var lastFrameWall = -1.0
    /// The wake the loop last slept towards: when it has come, the picture changed (a spinner step).
    var pendingWake: Wake = .idle
    var lastFrameCost: Double?
    /// Wall seconds a recorded frame takes (drawn, read back, queued), smoothed: bounds what quitting owes.
    var recordedFrameCost: Double?
    /// The reference frame last presented: a new one is due at its boundary even when nothing moves.
    var lastReferenceFrame: Int?
    /// The lane a press began in (compare mode routes the whole gesture by it).
    var pressLane = 0
    var screenshots = 0
    /// Frames written by `--record`/`--video` so far (`RecordingLimit` bounds them).
    var recordedFrames = 0
    var windowTitle = "ModalPrototype"
    /// `MODAL_STATE_LINES=1`: a stderr line per review-state change, for the window tests.
    let stateLines = StateLineOutput.fromEnvironment()
    /// `--out`, created once at start-up: scenario shots and element lists, screenshots.
    let outFolder: OutputFolder?

    init(options: Options, settings: Settings, scenario: Scenario?) throws {
        self.options = options
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"].map({ $0.isEmpty }) ?? true, env["WAYLAND_DISPLAY"].map({ $0.isEmpty }) ?? true,
           env["SDL_VIDEODRIVER"] == nil {
            throw Failure.runtime("no display found (DISPLAY is not set); run with --headless --scenario FILE --out DIR")
        }
        StartupLog.mark("options")
        let fonts = try Assets.fonts(override: options.fontPath)
        let preload = FontPreload(regular: fonts.regular, bold: fonts.bold)   // while the window opens
        let phones = Stage(phone: options.canvas, labels: options.compare.isEmpty ? [""] : options.compare.map(\.rawValue)).size
        // The window holds the studio: the phones, the timeline below, the inspector right.
        let stageSize = StudioLayout(stage: phones, inspectorVisible: true).size
        if let s = options.scale {   // limits before the window and its buffers exist (`RunLimits`)
            try RunLimits.check(options: options, width: Int((stageSize.width * s).rounded()),
                                height: Int((stageSize.height * s).rounded()), window: true)
        }
        WindowDisplay.prepare(environment: env)
        VideoDriver.configure(environment: env)   // wayland first when WAYLAND_DISPLAY is set
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw WindowDisplay.openFailure(environment: env, reason: String(cString: SDL_GetError()))
        }
        StartupLog.mark("sdl-init")
        HandInput.enablePlatformEvents()
        // A signal wakes the event wait with SDL_QUIT (pushed from the watcher thread, not a handler).
        SignalWatch.onSignal { _ in
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        }
        if options.logStartup { VideoDriver.logCurrent() }
        userScale = options.scale ?? (VideoDriver.compositorScales ? 1 : WindowApp.displayScale())
        try RunLimits.check(options: options, width: Int((stageSize.width * userScale).rounded()),
                            height: Int((stageSize.height * userScale).rounded()), window: true)
        // The whole studio is the window's content: the fit zooms it all (phones and panels).
        let placement = WindowApp.initialPlacement(stage: stageSize, scale: userScale)
        zoom = placement.zoom
        zoomContent = stageSize
        do {
            window = try SDLWindow(title: "ModalPrototype", width: placement.width, height: placement.height,
                                   x: placement.x, y: placement.y, vsync: false)
            StartupLog.mark("window")
            textCache = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: window.renderer, owner: window,
                                      fonts: try preload.wait())
        } catch let e as SDLError {
            throw options.fontPath != nil && e.description.contains("font")
                ? Failure.usage("--font: \(e.description)") : Failure.runtime(e.description)
        }
        StartupLog.mark("fonts")
        renderer = SceneRenderer(renderer: window.renderer, pixelScale: userScale, textCache: textCache)
        view = try ReviewView(options: options, settings: settings, metrics: TTFMetrics(cache: textCache))
        view.studio = StudioModel(inspectorVisible: true, fps: options.fps, scenario: scenario,
                                  section: options.inspectorSection)
        view.studio?.showsHint = true   // "? help" in the strip until the first key
        clock = PlaybackClock(wall: 0)
        player = scenario.map { ScenarioPlayer(scenario: $0, fps: options.fps) }
        watcher = options.configPath.map { ConfigWatcher(path: $0, options: options, current: settings) }
        presentDelay = UInt32(env["MODAL_TEST_PRESENT_DELAY_MS"].flatMap { Int($0) }.map { min(max($0, 0), 5000) } ?? 0) * 1000
        outFolder = try options.outDir.map { try OutputFolder(path: $0) }
        clock = PlaybackClock(wall: wallNow)
        syncCanvas()
        try TestEventHook.start(window: window.window)
        let (w, h) = window.outputSize
        recording = try FrameRecording(options: options, width: w, height: h)
        StartupLog.mark("ready")
    }

    /// Wall-clock seconds since the app started.
    var wallNow: Double { Double(SDL_GetPerformanceCounter() - startCounter) / counterFrequency }

    /// Pixels per point suggested by the display: `GDK_SCALE`, else 2 at 192 dpi and above, else 1.
    static func displayScale() -> Double {
        if let s = ProcessInfo.processInfo.environment["GDK_SCALE"], let v = StrictNumber.double(s), v >= 1, v <= 4 { return v }
        var ddpi: Float = 0
        if SDL_GetDisplayDPI(0, &ddpi, nil, nil) == 0, ddpi >= 192 { return 2 }
        return 1
    }

    /// Seconds an idle window sleeps at most before it looks again for a stop it was not woken for.
    static let idleRecheck = 0.5

    /// Runs until the window closes or Q is pressed; returns the exit code.
    func run() throws -> Int32 {
        var event = SDL_Event()
        while !quitRequested && !view.session.quitRequested && SignalWatch.caught == 0 {
            let wall = wallNow
            holdClockToRecording(wall: wall)
            let t = clock.simulated(at: wall)
            feedReplay(upTo: t)
            try playScenario(upTo: t)
            if view.session.quitRequested {
                // The input that asked to quit is the last one logged: recording stops there.
                quitTime = quitTime ?? view.session.log.last?.time
                break
            }
            expireScroll(at: t)
            let recorded = try recordFrames(upTo: t, inclusive: true, budget: recordingBudget)
            view.session.advance(to: t)
            updateTimelineView(at: t)
            checkConfig(wall: wall)
            if let toast = view.toast, toast.until <= wall {
                view.toast = nil
                dirty = true
            }
            let wake = view.session.nextWake(now: t)
            // The clock runs while playing: with the HUD on, its time is motion too and is drawn
            // every frame. Paused, or with the HUD off, an idle window sleeps.
            let animating = !clock.isPaused && (wake == .continuous || view.hudVisible)
            // A motion that ended since the last frame (after a stall, or between two frames) still
            // needs its end state drawn: nothing else would redraw it.
            let settled = pendingWake == .continuous && !animating
            let referenceFrame = view.reference?.index(at: t)
            let referenceChanged = referenceFrame != lastReferenceFrame
            if !minimized && (recorded != nil || dirty || animating || settled || referenceChanged || isDue(wake, t) || isDue(pendingWake, t) || stripRefreshDue(wall: wall)) {
                // A frame just recorded at most 1/fps before t is already drawn: present it.
                if let f = recorded, t - f <= 1 / options.fps + 1e-9 {
                    try present(wall: wall, started: wallNow)
                } else {
                    try drawFrame(at: t, wall: wall)
                }
                lastReferenceFrame = referenceFrame
            }
            reportState(at: t)
            pendingWake = wake
            let deadline = nextDeadline(wake: wake, animating: animating)
            // Never an unbounded wait: SDL 2.26 on X11 can lose the wake-up that the signal
            // watcher's SDL_QUIT sends (seen once in CI: SIGHUP to an idle window), and the loop
            // re-checks `SignalWatch.caught` after every wait. A wake with nothing due draws nothing.
            let d = deadline ?? wallNow + WindowApp.idleRecheck
            // Clamped as a Double first: a far deadline must not overflow Int32.
            let ms = Int32(min(max(((d - wallNow) * 1000).rounded(.up), 0), 1000 * WindowApp.idleRecheck))
            let got = SDL_WaitEventTimeout(&event, ms)
            if got != 0 { try handleBatch(first: event) }
        }
        try finishRecording()
        try view.saveScenario(options.saveScenarioPath)
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
        let now = clock.simulated(at: wallNow)
        if let r = view.nextReferenceBoundary(after: now) { simulated.append(r) }
        if let rec = recording { simulated.append(rec.schedule.nextTime) }
        if let s = scroll.deadline { simulated.append(s) }
        deadlines += simulated.compactMap { clock.wall(at: $0) }
        if watcher != nil { deadlines.append(lastConfigCheck + ConfigWatcher.interval) }
        if let toast = view.toast, toast.until > wallNow { deadlines.append(toast.until) }
        if let strip = stripRefreshDeadline { deadlines.append(strip) }
        return deadlines.min()
    }

    func isDue(_ wake: Wake, _ t: Double) -> Bool {
        if case let .at(when) = wake { return when <= t }
        return false
    }

    // MARK: Drawing

    /// "ModalPrototype - seed x0.25 paused": the profiles and the review clock at a glance
    /// (ASCII: window managers that read the legacy WM_NAME mangle anything else).
    func updateTitle() {
        let title = PlaybackClock.windowTitle(profiles: view.session.lanes.map { $0.settings.halfModal.profile },
                                              rate: clock.rate, paused: clock.isPaused)
        guard title != windowTitle else { return }
        windowTitle = title
        SDL_SetWindowTitle(window.window, title)
    }

    /// Re-reads the window and drawable sizes: stage = window / (userScale × zoom), pixels from the drawable.
    func syncCanvas() {
        let (w, h) = window.size
        guard w > 0, h > 0 else { minimized = true; return }
        let content = WindowFit.stageSize(window: (w, h), scale: userScale, zoom: zoom, content: zoomContent)
        zoomContent = content
        let stageSize = view.studio.map { StudioLayout.stage(for: content, inspectorVisible: $0.inspectorVisible) } ?? content
        view.resize(stage: stageSize, at: clock.simulated(at: wallNow))
        let (pw, _) = window.outputSize
        renderer.pixelScale = max(Double(pw) / view.studioSize.width, 0.01)
        dirty = true
    }

    func drawFrame(at t: Double, wall: Double, present: Bool = true, sample: Bool = true, state: SessionState? = nil) throws {
        let started = wallNow
        updateTitle()
        // The first frame of a plain run shows the phones at once, the studio's contents next.
        let deferred = lastFrameWall < 0 && present && player == nil && recording == nil && view.studio != nil
        view.panelsDeferred = deferred
        if sample { view.sample(at: t) }
        try view.draw(at: t, with: renderer,
                      status: HUD.Status(rate: clock.rate, paused: clock.isPaused, frameTime: lastFrameCost),
                      toastClock: wall, state: state)
        if lastFrameWall < 0 { StartupLog.mark("first-draw") }
        guard present else { return }
        try self.present(wall: wall, started: started)
        if deferred { dirty = true }
    }

    /// Presents what was last drawn and notes when.
    func present(wall: Double, started: Double) throws {
        SDL_RenderPresent(window.renderer)
        if presentDelay > 0 { usleep(presentDelay) }
        if lastFrameWall < 0 && options.logStartup {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSize(window.window, &w, &h)
            StartupLog.firstFramePresented(windowSize: (Int(w), Int(h)))
        }
        lastFrameCost = wallNow - started
        lastFrameWall = wall
        dirty = false
    }
}
