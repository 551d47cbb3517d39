import ModalCore

/// The machine states the benchmark draws, reached by driving a `Session` (the app's one
/// driver) as a user would.
///
/// Everything runs on simulated time, so every run draws the same frames.
enum BenchmarkScenes {
    /// A frame to measure: the session's first lane and the instant it is drawn at.
    struct Scene {
        var name: String
        var machine: PrototypeMachine
        var time: Double

        /// The frame as a window or headless export at `pixelScale` pixels per point draws the
        /// phone (hairlines one pixel, on the pixel grid), without the device's chrome.
        func frame(pixelScale: Double) -> Frame {
            machine.frame(now: time, display: DisplayContext(showsChrome: false, pixelScale: pixelScale))
        }
    }

    /// The frames' names, as `--scene` takes them.
    static let names = ["busiest", "animating", "native_list", "ios26_glass"]

    /// The frame named `name` (one of `names`).
    static func named(_ name: String, canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        switch name {
        case "animating": return animating(canvas: canvas, metrics: metrics)
        case "native_list": return nativeList(canvas: canvas, metrics: metrics)
        case "ios26_glass": return ios26Glass(canvas: canvas, metrics: metrics)
        default: return busiest(canvas: canvas, metrics: metrics)
        }
    }

    /// The busiest frame the app can show: half modal up inside the main view, the page sheet
    /// over it (main view scaled and dimmed), the 50 % loading cover with its spinner, and the
    /// failure alert over all of it, fully appeared.
    static func busiest(canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        var settings = Settings()
        settings.request.outcome = .failure
        settings.request.latency = 1
        let c = ReviewController(lanes: [PrototypeMachine(settings: settings, canvas: canvas, metrics: metrics)])
        let s = c.session
        c.play(.key(.h), at: 0)
        c.play(.key(.s), at: 1)
        tap(.startRequest, on: c, at: 2)
        s.advance(to: 4)   // the request fails at 3; the alert has fully appeared by 4
        return Scene(name: "busiest", machine: s.primary, time: 4)
    }

    /// A typical animating frame: the page sheet halfway through presenting over the main view.
    static func animating(canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        let c = ReviewController(lanes: [PrototypeMachine(settings: Settings(), canvas: canvas, metrics: metrics)])
        let s = c.session
        c.play(.key(.s), at: 1)
        s.advance(to: 1.2)
        return Scene(name: "animating", machine: s.primary, time: 1.2)
    }

    /// The new features' list: the `native` profile's system sheet at large holding a 30-row list
    /// (`halfModal.content` `list`), 0.15 s after a 300 pt drag up on the list released: the
    /// list scrolling on its own, rows cut at the list's top.
    static func nativeList(canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        var settings = Settings()
        settings.halfModal.profile = .native
        settings.halfModal.content = .list
        settings.halfModal.contentRows = 30
        let script = """
            0 key h
            1 key f
            2 drag 195 600 195 300 0.2
            """
        return played(script, name: "native_list", settings: settings, canvas: canvas, metrics: metrics, until: 2.35)
    }

    /// iOS 26's glass: the `native` profile with `--ios 26`, the floating sheet at rest at
    /// its medium detent over the main view (inset, rounded on four corners, the frosted tint).
    static func ios26Glass(canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        var settings = Settings()
        settings.halfModal.profile = .native
        settings.iosVersion = .ios26
        return played("0 key h", name: "ios26_glass", settings: settings, canvas: canvas, metrics: metrics, until: 1)
    }

    /// The frame at `t` after `script` (scenario lines, as `--scenario` takes them) played into
    /// a session of one lane with `settings`.
    private static func played(_ script: String, name: String, settings: Settings, canvas: Size,
                               metrics: any TextMeasuring, until t: Double) -> Scene {
        let s = ReviewController(lanes: [PrototypeMachine(settings: settings, canvas: canvas, metrics: metrics)]).session
        do {
            var player = ScenarioPlayer(scenario: try Scenario.parse(script, path: "bench-\(name).txt"), fps: 60)
            try player.play(upTo: t, into: s) { _, _ in }
        } catch {
            preconditionFailure("benchmark script \(name): \(error)")
        }
        s.advance(to: t)
        return Scene(name: name, machine: s.primary, time: t)
    }

    /// Presses and releases on `id` where a press reaches it.
    static func tap(_ id: ElementID, on c: ReviewController, at t: Double) {
        c.session.advance(to: t)
        guard let p = c.session.primary.frame(now: t).reachablePoint(of: id) else {
            preconditionFailure("benchmark script: \(id) is not reachable at \(t)")
        }
        c.play(.pointerDown(p), at: t)
        c.play(.pointerUp(p), at: t)
    }
}
