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
    }

    /// The busiest frame the app can show: half modal up inside the main view, the page sheet
    /// over it (main view scaled and dimmed), the 50 % loading cover with its spinner, and the
    /// failure alert over all of it, fully appeared.
    static func busiest(canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        var settings = Settings()
        settings.request.outcome = .failure
        settings.request.latency = 1
        let s = ReviewController(lanes: [PrototypeMachine(settings: settings, canvas: canvas, metrics: metrics)]).session
        s.apply(.key(.h), at: 0)
        s.apply(.key(.s), at: 1)
        tap(.startRequest, on: s, at: 2)
        s.advance(to: 4)   // the request fails at 3; the alert has fully appeared by 4
        return Scene(name: "busiest", machine: s.primary, time: 4)
    }

    /// A typical animating frame: the page sheet halfway through presenting over the main view.
    static func animating(canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        let s = ReviewController(lanes: [PrototypeMachine(settings: Settings(), canvas: canvas, metrics: metrics)]).session
        s.apply(.key(.s), at: 1)
        s.advance(to: 1.2)
        return Scene(name: "animating", machine: s.primary, time: 1.2)
    }

    /// Presses and releases on `id` where a press reaches it.
    static func tap(_ id: ElementID, on s: Session, at t: Double) {
        s.advance(to: t)
        guard let p = s.primary.frame(now: t).reachablePoint(of: id) else {
            preconditionFailure("benchmark script: \(id) is not reachable at \(t)")
        }
        s.apply(.pointerDown(p), at: t)
        s.apply(.pointerUp(p), at: t)
    }
}
