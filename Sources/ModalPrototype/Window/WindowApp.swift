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
    /// The window's scale and zoom (`WindowZoom`; Ctrl+= / Ctrl+- / Ctrl+0), fitted to the screen.
    var fit: WindowZoom
    /// Pointer samples' hand times and the press's hand velocity (`HandInput`).
    var hand = HandInput()
    let window: SDLWindow
    let renderer: SceneRenderer
    let view: ReviewView
    /// The wall clock the review clock runs on (SDL's performance counter).
    let wallClock = WallClock()
    /// `--config`: watched for changes (`ConfigWatcher`).
    var watcher: ConfigWatcher?
    /// `--record`, `--video`, `--gif`: the sinks frames go to (the schedule is the controller's).
    var recording: FrameRecording?
    /// Minimized or hidden: nothing is drawn until it shows again.
    var minimized = false
    /// `MODAL_STATE_LINES=1`: a stderr line per review-state change, for the window tests.
    let stateLines = StateLineOutput.fromEnvironment()
    /// `--out`, created once at start-up: scenario shots and element lists, screenshots.
    let outFolder: OutputFolder?
    /// The first frame went up drawn in software (`showFirstFrame`): the renderer's
    /// first frame is then the whole studio.
    var firstFrameInSoftware = false

    /// The review's rules and state (`ReviewController`), shared with the view.
    var controller: ReviewController { view.controller }
    /// The review clock (the controller's).
    var clock: PlaybackClock {
        get { view.controller.clock }
        set { view.controller.clock = newValue }
    }
    /// The scenario being played (the controller's).
    var player: ScenarioPlayer? {
        get { view.controller.player }
        set { view.controller.player = newValue }
    }
    /// Something changed that only a new frame shows (the controller's `FramePacer`).
    var dirty: Bool {
        get { view.controller.pacer.dirty }
        set { view.controller.pacer.dirty = newValue }
    }

    init(options: Options, settings: Settings, scenario: Scenario?) throws {
        self.options = options
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"].map({ $0.isEmpty }) ?? true, env["WAYLAND_DISPLAY"].map({ $0.isEmpty }) ?? true,
           env["SDL_VIDEODRIVER"] == nil {
            throw Failure.runtime("no display found (DISPLAY is not set); run with --headless --scenario FILE --out DIR")
        }
        StartupLog.mark("options")
        let fonts = try Assets.fonts(override: options.fontPath)
        let phones = Stage(phone: options.canvas, labels: options.compare.isEmpty ? [""] : options.compare.map(\.rawValue)).size
        // The window holds the studio: the phones, the timeline below, the inspector right.
        let stageSize = StudioLayout(stage: phones, inspectorVisible: true).size
        if let s = options.scale {   // limits before the window and its buffers exist (`RunLimits`)
            try RunLimits.check(options: options, width: Int((stageSize.width * s).rounded()),
                                height: Int((stageSize.height * s).rounded()), window: true)
        }
        WindowDisplay.prepare(environment: env)
        VideoDriver.configure(environment: env)   // wayland first when WAYLAND_DISPLAY is set
        // Events first (SDL's D-Bus set-up, which loads libraries; no doomed bus autolaunch:
        // `SessionBusAutolaunch`, while no other thread reads the environment), then the fonts
        // and the GL driver load on threads while the video part talks to the display
        // (`FontPreload`, `GLDriverPreload`).
        let busDisabled = SessionBusAutolaunch.disableIfDoomed(environment: env)
        _ = SDL_InitSubSystem(SDL_INIT_EVENTS)
        SessionBusAutolaunch.restore(busDisabled)
        StartupLog.mark("sdl-events")
        let preload = FontPreload(regular: fonts.regular, bold: fonts.bold)   // while the window opens
        GLDriverPreload.start(environment: env)
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
        let userScale = options.scale ?? (VideoDriver.compositorScales ? 1 : WindowApp.displayScale())
        try RunLimits.check(options: options, width: Int((stageSize.width * userScale).rounded()),
                            height: Int((stageSize.height * userScale).rounded()), window: true)
        // The whole studio is the window's content; on a small screen the phones zoom down
        // first, the panels keep their size (`StudioFit`).
        let placement = WindowApp.initialPlacement(phones: phones, scale: userScale)
        fit = WindowZoom(scale: userScale, zoom: placement.zoom,
                         content: StudioFit.content(stage: phones, phoneZoom: placement.phoneZoom, inspectorVisible: true))
        // On X11 the first frame is drawn in software meanwhile (`SoftwareFirstFrame`).
        let firstFrame = SoftwareFirstFrame.applies(options: options, scenario: scenario, environment: env)
            ? SoftwareFirstFrame(options: options, settings: settings, fonts: preload, fit: fit, phoneZoom: placement.phoneZoom,
                                 size: (placement.width, placement.height))
            : nil
        let textCache: TextCache
        let presentDelay = UInt32(env["MODAL_TEST_PRESENT_DELAY_MS"].flatMap { Int($0) }.map { min(max($0, 0), 5000) } ?? 0) * 1000
        do {
            // The software first frame goes in once the window shows, before the GL context is made.
            let earlyFrame = firstFrame != nil && WindowApp.rendererWillBeOpenGL
            var shownEarly = false
            window = try SDLWindow(title: "ModalPrototype", width: placement.width, height: placement.height,
                                   x: placement.x, y: placement.y, vsync: false, forOpenGL: earlyFrame) { w in
                guard earlyFrame, let canvas = firstFrame?.wait() else { return }
                shownEarly = WindowApp.showFirstFrame(canvas, in: w, presentDelay: presentDelay, logStartup: options.logStartup)
            }
            firstFrameInSoftware = shownEarly
            StartupLog.mark("window")
            window.presentDelay = presentDelay
            textCache = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: window.renderer, owner: window,
                                      fonts: try preload.wait())
        } catch let e as SDLError {
            throw options.fontPath != nil && e.description.contains("font")
                ? Failure.usage("--font: \(e.description)") : Failure.runtime(e.description)
        }
        StartupLog.mark("fonts")
        renderer = SceneRenderer(renderer: window.renderer, pixelScale: userScale, textCache: textCache)
        window.rectanglePresenter = SubBufferPresent(renderer: window.renderer, environment: env)
        view = try ReviewView.studioWindow(options: options, settings: settings, metrics: TTFMetrics(cache: textCache),
                                           phoneZoom: placement.phoneZoom, scenario: scenario)
        view.controller.player = scenario.map { ScenarioPlayer(scenario: $0, fps: options.fps) }
        watcher = options.configPath.map { ConfigWatcher(path: $0, options: options, current: settings) }
        outFolder = try options.outDir.map { try OutputFolder(path: $0) }
        clock = PlaybackClock(wall: wallNow)
        StartupLog.mark("review-clock")   // review time 0: where `scripts/bench` starts a recording's wall time
        syncCanvas()
        try TestEventHook.start(window: window.window)
        let (w, h) = recordingSize   // the phones, or the whole window with --record-studio
        recording = try FrameRecording(options: options, width: w, height: h)
        if let r = recording, recordsOffWindow { r.worker = RecordingWorker(sinks: r, fonts: fonts) }
        if recording != nil { view.controller.recording = FrameRecording.pace(options: options) }
        StartupLog.mark("ready")
    }

    /// Wall-clock seconds since the app started.
    var wallNow: Double { wallClock.now }

    /// Pixels per point suggested by the display: `GDK_SCALE`, else 2 at 192 dpi and above, else 1.
    static func displayScale() -> Double {
        if let s = ProcessInfo.processInfo.environment["GDK_SCALE"], let v = StrictNumber.double(s), v >= 1, v <= 4 { return v }
        var ddpi: Float = 0
        if SDL_GetDisplayDPI(0, &ddpi, nil, nil) == 0, ddpi >= 192 { return 2 }
        return 1
    }

    /// Seconds an idle window sleeps at most before it looks again for a stop it was not woken for.
    static let idleRecheck = 0.5
    /// Wall seconds after a size change during which frames are drawn whole (`ReviewView.wholeFramesUntil`).
    static let sizeSettling = 0.3

    /// Runs until the window closes or Q is pressed; returns the exit code.
    func run() throws -> Int32 {
        var event = SDL_Event()
        while !controller.quitRequested && SignalWatch.caught == 0 {
            let wall = wallNow
            controller.holdClockToRecording(wall: wall)
            let t = clock.simulated(at: wall)
            controller.playOnFromScrub(upTo: t)
            try playScenario(upTo: t)
            if view.session.quitRequested {
                // The input that asked to quit is the last one logged: recording stops there.
                controller.quitAtLastInput()
                break
            }
            controller.expireScroll(wall: wall)
            let recorded = try recordFrames(upTo: t, inclusive: true, budget: RecordingPace.budget(lastFrameCost: controller.pacer.lastFrameCost))
            view.session.advance(to: t)
            updateTimelineView(at: t)
            checkConfig(wall: wall)
            if let toast = view.toast, toast.until <= wall {
                view.toast = nil
                dirty = true
            }
            if view.wholeFramesUntil > 0, view.wholeFramesUntil <= wall {   // the size has settled: one more whole frame
                view.wholeFramesUntil = 0
                view.shown = nil
                dirty = true
            }
            // The clock runs while playing: with the HUD on, its time is motion too and is drawn
            // every frame. Paused, or with the HUD off, an idle window sleeps (`FramePacer`).
            let referenceFrame = view.reference?.index(at: t)
            let turn = controller.turn(at: t, hudVisible: view.hudVisible, referenceFrame: referenceFrame, recorded: recorded != nil)
            if !minimized && turn.draws {
                // A frame just recorded at most 1/fps before t is already drawn: present it.
                if let f = recorded, t - f <= 1 / options.fps + 1e-9, !view.helpVisible || options.recordStudio {
                    try present(wall: wall, started: wallNow)
                } else {
                    try drawFrame(at: t, wall: wall)
                }
                controller.pacer.showed(referenceFrame: referenceFrame)
                renderer.idleTrim.drew(textCache: renderer.textCache)
            } else if let tick = nextStripTick, tick <= wall {
                // The strip's time, at least once a second. Only a strip drawn alone is trimmed
                // after: a whole-frame tick (Wayland) would pay a trim every second for little.
                if try drawStripTick(at: t, wall: wall) { renderer.idleTrim.drewStripTick(textCache: renderer.textCache) }
            }
            reportState(at: t)
            controller.pacer.endTurn(wake: turn.wake)
            let now = wallNow
            var wallTimes: [Double] = []
            if let w = watcher { wallTimes.append(w.nextCheck) }
            if let toast = view.toast, toast.until > now { wallTimes.append(toast.until) }
            if view.wholeFramesUntil > now { wallTimes.append(view.wholeFramesUntil) }
            if let tick = nextStripTick { wallTimes.append(tick) }
            let deadline = controller.deadline(after: turn, fps: options.fps, minimized: minimized,
                                               referenceBoundary: view.nextReferenceBoundary(after: clock.simulated(at: now)),
                                               wallTimes: wallTimes)
            // Never an unbounded wait: SDL 2.26 on X11 can lose the wake-up that the signal
            // watcher's SDL_QUIT sends (seen once in CI: SIGHUP to an idle window), and the loop
            // re-checks `SignalWatch.caught` after every wait. A wake with nothing due draws nothing.
            let ms = FramePacer.waitMilliseconds(until: deadline, now: wallNow, cap: WindowApp.idleRecheck)
            renderer.idleTrim.beforeWaiting(ms, renderer: window.renderer, textCache: renderer.textCache)
            let got = SDL_WaitEventTimeout(&event, ms)
            if got != 0 { try handleBatch(first: event) }
        }
        try finishRecording()
        // The saved scenario ends at the quit, past every frame recorded: played back, it holds them all.
        view.session.advance(to: controller.endTime)
        try view.saveScenario(options.saveScenarioPath, options: options)
        if options.reportDir != nil { writeReport(at: controller.endTime) }   // --report: the whole review's page
        return 0
    }

    // MARK: Drawing

    /// "ModalPrototype - seed x0.25 paused": the profiles and the review clock at a glance
    /// (ASCII: window managers that read the legacy WM_NAME mangle anything else).
    func updateTitle() {
        let title = PlaybackClock.windowTitle(profiles: view.session.lanes.map { $0.settings.halfModal.profile },
                                              rate: clock.rate, paused: clock.isPaused)
        guard title != String(cString: SDL_GetWindowTitle(window.window)) else { return }
        SDL_SetWindowTitle(window.window, title)
    }

    /// Re-reads the window and drawable sizes: stage = window / (userScale × zoom), pixels from the drawable.
    func syncCanvas() {
        view.shown = nil   // a resized window's pixels are undefined: the next frame draws them all
        view.wholeFramesUntil = wallNow + WindowApp.sizeSettling
        let (w, h) = window.size
        guard w > 0, h > 0 else { minimized = true; return }
        view.fitStage(toContent: fit.resized(window: (w, h)), at: clock.simulated(at: wallNow))
        renderer.pixelScale = view.pixelScale(forWidth: window.outputSize.0)
        dirty = true
    }

    func drawFrame(at t: Double, wall: Double, present: Bool = true, sample: Bool = true, state: SessionState? = nil,
                   mark: Bool = true) throws {
        let started = wallNow
        updateTitle()
        // The first frame of a plain run shows the phones at once, the studio's contents next.
        let deferred = controller.pacer.isFirstFrame && !firstFrameInSoftware && present && player == nil && recording == nil && view.studio != nil
        view.panelsDeferred = deferred
        if sample { view.sample(at: t) }
        let status = HUD.Status(rate: clock.rate, paused: clock.isPaused, frameTime: controller.pacer.lastFrameCost)
        // Where the window can show rectangles alone, only what changed is drawn and shown.
        if present, state == nil, recording == nil, wall >= view.wholeFramesUntil, let presenter = window.rectanglePresenter {
            let (rects, shown) = view.drawDamaged(at: t, with: renderer, status: status, last: view.shown)
            if shown != nil {
                view.shown = shown
                if let rects {
                    presenter.show(rects, outputHeight: window.outputSize.1)
                    controller.pacer.presented(wall: wall, cost: wallNow - started)
                } else {
                    try self.present(wall: wall, started: started)
                }
                return
            }
        }
        view.shown = nil
        try view.draw(at: t, with: renderer, status: status, toastClock: wall, state: state)
        if mark { drawRecordingMark() }   // REC ×speed in the strip (not in recorded frames)
        if controller.pacer.isFirstFrame { StartupLog.mark("first-draw") }
        guard present else { return }
        try self.present(wall: wall, started: started)
        if deferred { dirty = true }
    }

    /// Presents what was last drawn and notes when.
    func present(wall: Double, started: Double) throws {
        window.present()
        if controller.pacer.isFirstFrame && options.logStartup {
            if firstFrameInSoftware {
                StartupLog.rendererFirstFramePresented()
            } else {
                StartupLog.firstFramePresented(windowSize: window.size, path: "renderer")
            }
        }
        controller.pacer.presented(wall: wall, cost: wallNow - started)
    }
}
