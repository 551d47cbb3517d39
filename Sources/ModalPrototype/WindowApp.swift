import CSDL2
import Foundation
import ModalCore

/// The windowed app: SDL events in, the core's frame out, asleep while nothing moves.
///
/// The loop waits on SDL events until the core's next deadline (`Wake`), coalesces pointer
/// motion, feeds events to the machine with the current time, and draws only when
/// something changed or moves. Animation is paced to `--fps` (default 60), or to vsync
/// when the driver blocks on it.
final class WindowApp {
    let options: Options
    /// Pixels-per-point the user asked for (or the display suggests); the window is canvas × this.
    let userScale: Double
    let window: SDLWindow
    let renderer: SceneRenderer
    let textCache: TextCache
    var machine: PrototypeMachine
    var scheduler = RequestScheduler()
    let startCounter = SDL_GetPerformanceCounter()
    let counterFrequency = Double(SDL_GetPerformanceFrequency())
    var minimized = false
    var dirty = true
    var quitRequested = false
    var lastFrameTime = -1.0

    init(options: Options) throws {
        self.options = options
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"].map({ $0.isEmpty }) ?? true, env["WAYLAND_DISPLAY"].map({ $0.isEmpty }) ?? true,
           env["SDL_VIDEODRIVER"] == nil {
            throw Failure.runtime("no display found (DISPLAY is not set); run with --headless --scenario FILE --out DIR")
        }
        let fonts = try Assets.fonts(override: options.fontPath)
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw Failure.runtime("cannot open a window: \(String(cString: SDL_GetError())); try --headless --scenario FILE --out DIR")
        }
        userScale = options.scale ?? WindowApp.displayScale()
        do {
            window = try SDLWindow(title: "ModalPrototype",
                                   width: Int((options.canvas.width * userScale).rounded()),
                                   height: Int((options.canvas.height * userScale).rounded()),
                                   vsync: !options.fpsGiven)
            textCache = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: window.renderer)
        } catch let e as SDLError {
            throw options.fontPath != nil && e.description.contains("font")
                ? Failure.usage("--font: \(e.description)") : Failure.runtime(e.description)
        }
        renderer = SceneRenderer(renderer: window.renderer, pixelScale: userScale, textCache: textCache)
        machine = PrototypeMachine(settings: options.settings, canvas: options.canvas, metrics: TTFMetrics(cache: textCache))
        syncCanvas()
    }

    deinit { SDL_Quit() }

    /// Seconds since the app started.
    var now: Double { Double(SDL_GetPerformanceCounter() - startCounter) / counterFrequency }

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
            let t = now
            deliverCompletions(upTo: t)
            _ = machine.handle(.tick, now: t)
            let wake = machine.nextWake(now: t)
            if !minimized && (dirty || wake == .continuous || isDue(wake, t)) { drawFrame(at: t) }
            // Sleep until the next thing that can change the picture, or an event.
            var deadline: Double? = nil
            switch machine.nextWake(now: t) {
            case .continuous where !minimized: deadline = lastFrameTime + 1 / options.fps
            case let .at(when): deadline = when
            default: break
            }
            if let d = scheduler.nextDeadline { deadline = min(deadline ?? d, d) }
            let got: Int32
            if let d = deadline {
                let ms = max(0, min(Int32(((d - now) * 1000).rounded(.up)), 1000))
                got = SDL_WaitEventTimeout(&event, ms)
            } else {
                got = SDL_WaitEvent(&event)
            }
            if got != 0 { handleBatch(first: event) }
        }
        return 0
    }

    /// True when a timed wake-up has come.
    func isDue(_ wake: Wake, _ t: Double) -> Bool {
        if case let .at(when) = wake { return when <= t }
        return false
    }

    /// Handles `first` and everything else already queued, merging runs of mouse motion.
    func handleBatch(first: SDL_Event) {
        var pendingMotion: Point?
        var event = first
        var more = true
        var handled = 0
        while more {
            if event.type == SDL_MOUSEMOTION.rawValue {
                pendingMotion = point(x: event.motion.x, y: event.motion.y)
            } else {
                if let p = pendingMotion { send(.pointerMove(p)); pendingMotion = nil }
                translate(event)
            }
            handled += 1
            // Bound one batch so a flood cannot starve drawing.
            more = handled < 100_000 && SDL_PollEvent(&event) != 0
        }
        if let p = pendingMotion { send(.pointerMove(p)) }
    }

    func translate(_ e: SDL_Event) {
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
            send(.pointerDown(point(x: e.button.x, y: e.button.y)))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            send(.pointerUp(point(x: e.button.x, y: e.button.y)))
        case SDL_KEYDOWN:
            if let key = WindowApp.key(for: e.key.keysym) { send(.key(key)) }
        default:
            break
        }
    }

    /// The core's key for an SDL key press, if it has one.
    static func key(for sym: SDL_Keysym) -> Key? {
        let shift = (UInt32(sym.mod) & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue)) != 0
        switch Int(sym.sym) {
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .return
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_TAB.rawValue): return shift ? .shiftTab : .tab
        case Int(SDLK_h.rawValue): return .h
        case Int(SDLK_f.rawValue): return .f
        case Int(SDLK_s.rawValue): return .s
        case Int(SDLK_q.rawValue): return .q
        default: return nil
        }
    }

    func send(_ event: Event) {
        let actions = machine.handle(event, now: now)
        scheduler.apply(actions)
        if actions.contains(.quit) { quitRequested = true }
        dirty = true
    }

    func deliverCompletions(upTo t: Double) {
        while let due = scheduler.popDue(upTo: t) {
            _ = machine.handle(due.event, now: due.time)
            dirty = true
        }
    }

    /// A window position in screen units as a canvas point.
    func point(x: Int32, y: Int32) -> Point {
        let (w, _) = window.size
        let k = machine.canvas.width / Double(max(w, 1))
        return Point(x: Double(x) * k, y: Double(y) * k)
    }

    /// Re-reads the window and drawable sizes: canvas = window / userScale, pixels from the drawable.
    func syncCanvas() {
        let (w, h) = window.size
        guard w > 0, h > 0 else { minimized = true; return }
        let canvas = Size(width: Double(w) / userScale, height: Double(h) / userScale)
        send(.resize(canvas))
        let (pw, _) = window.outputSize
        renderer.pixelScale = max(Double(pw) / machine.canvas.width, 0.01)
        dirty = true
    }

    func drawFrame(at t: Double) {
        let frame = machine.frame(now: t)
        renderer.draw(frame.items.flattened(), background: frame.background)
        SDL_RenderPresent(window.renderer)
        if lastFrameTime < 0 && options.logStartup {
            FileHandle.standardError.write(Data("first-frame-seconds: \(String(format3: ProcessStart.elapsed()))\n".utf8))
        }
        lastFrameTime = t
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

/// When the process started, for the start-up figure.
enum ProcessStart {
    static let uptimeAtStart: Double = {
        // /proc/self/stat field 22: start time in clock ticks since boot.
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return ProcessInfo.processInfo.systemUptime }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return ProcessInfo.processInfo.systemUptime }
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }()

    /// Seconds since the process started.
    static func elapsed() -> Double {
        guard let up = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let first = up.split(separator: " ").first, let now = Double(first) else { return 0 }
        return max(now - uptimeAtStart, 0)
    }
}
