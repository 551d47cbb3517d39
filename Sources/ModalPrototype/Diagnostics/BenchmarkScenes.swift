import ModalCore

/// The machine states the benchmark draws, reached by driving `PrototypeMachine` as a user would.
///
/// Everything runs on simulated time, so every run draws the same frames.
enum BenchmarkScenes {
    /// A frame to measure: the machine and the instant it is drawn at.
    struct Scene {
        var name: String
        var machine: PrototypeMachine
        var time: Double
    }

    /// The busiest frame the app can show: half modal up inside the main view, the page sheet
    /// over it (main view scaled 0.92 and dimmed 20 %), the 50 % loading cover with its spinner,
    /// and the failure alert over all of it, fully appeared.
    static func busiest(canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        var settings = Settings()
        settings.request.outcome = .failure
        settings.request.latency = 1
        var m = PrototypeMachine(settings: settings, canvas: canvas, metrics: metrics)
        var scheduler = RequestScheduler()
        _ = m.handle(.key(.h), now: 0)
        _ = m.handle(.key(.s), now: 1)
        _ = m.handle(.tick, now: 2)
        scheduler.apply(tap(.startRequest, on: &m, at: 2))
        while let due = scheduler.popDue(upTo: 4) { _ = m.handle(due.event, now: due.time) }
        _ = m.handle(.tick, now: 4)
        return Scene(name: "busiest", machine: m, time: 4)
    }

    /// A typical animating frame: the page sheet halfway through presenting over the main view.
    static func animating(canvas: Size = .iPhone, metrics: any TextMeasuring) -> Scene {
        var m = PrototypeMachine(settings: Settings(), canvas: canvas, metrics: metrics)
        _ = m.handle(.key(.s), now: 1)
        _ = m.handle(.tick, now: 1.2)
        return Scene(name: "animating", machine: m, time: 1.2)
    }

    /// Presses and releases on `id` where a press reaches it; the actions it produced.
    static func tap(_ id: ElementID, on m: inout PrototypeMachine, at t: Double) -> [Action] {
        guard let p = m.frame(now: t).reachablePoint(of: id) else {
            preconditionFailure("benchmark script: \(id) is not reachable at \(t)")
        }
        return m.handle(.pointerDown(p), now: t) + m.handle(.pointerUp(p), now: t)
    }
}
