import ModalCore

/// Events per second through `PrototypeMachine.handle` and scenes per second from its scene
/// builder, in this process (meaningful for a release build only).
///
/// The event mix is what the window loop feeds the core during real use, at 60 frames per
/// second: a `.tick` every frame, pointer moves while dragging (one per frame, as the loop
/// coalesces motion), and now and then a key, a press or a release.
enum CoreThroughputBenchmark {
    struct Result {
        var eventsPerSecond: Double
        var events: Int
        /// Share of each kind of event in the mix.
        var mix: [String: Double]
        /// Pointer moves per second during a half-modal drag.
        var dragMovesPerSecond: Double
        /// `frame(now:)` per second over the states of `sceneStates`, with estimated text metrics.
        var scenesPerSecond: Double
        /// The same with the app's SDL_ttf metrics (what the window does each frame), if measured.
        var scenesPerSecondTTF: Double?
    }

    /// One user session, 60 frames per second with the mouse reporting twice a frame: show the
    /// half modal, drag it to full, cycle it, dismiss it, move focus; then open the sheet and
    /// swipe it down. Returns the number of events handled and the time reached.
    /// `tally`, when given, is called with each event's kind (not in timed runs: counting costs
    /// more than some events do).
    static func session(_ m: inout PrototypeMachine, from t0: Double,
                        tally: ((String) -> Void)? = nil) -> (events: Int, end: Double) {
        let frame = 1.0 / 60
        var t = t0
        var n = 0
        func send(_ e: Event, _ kind: String) {
            _ = m.handle(e, now: t)
            n += 1
            tally?(kind)
        }
        func ticks(_ count: Int) { for _ in 0..<count { t += frame; send(.tick, "tick") } }
        /// A drag from `a` to `b` over `frames` frames, two moves and one tick a frame.
        func drag(_ a: Point, _ b: Point, frames: Int) {
            send(.pointerDown(a), "down")
            for i in 1...(2 * frames) {
                t += frame / 2
                let f = Double(i) / Double(2 * frames)
                send(.pointerMove(a.interpolated(to: b, f)), "move")
                if i % 2 == 0 { send(.tick, "tick") }
            }
            send(.pointerUp(b), "up")
        }

        send(.key(.h), "key")
        ticks(60)
        drag(Point(x: 195, y: 500), Point(x: 200, y: 320), frames: 30)
        ticks(30)
        send(.key(.f), "key")
        ticks(30)
        send(.key(.tab), "key")
        ticks(10)
        send(.key(.shiftTab), "key")
        ticks(10)
        send(.key(.escape), "key")
        ticks(60)
        send(.key(.s), "key")
        ticks(40)
        drag(Point(x: 100, y: 300), Point(x: 110, y: 800), frames: 20)
        ticks(60)
        return (n, t)
    }

    static func run(duration: Double, ttfMetrics: (any TextMeasuring)?) -> Result {
        // Events.
        var m = PrototypeMachine(settings: Settings(), canvas: .iPhone)
        var kinds: [String: Int] = [:]
        var t = session(&m, from: 0, tally: { kinds[$0, default: 0] += 1 }).end
        // Warm up, then time whole sessions until `duration` has passed.
        for _ in 0..<20 { t = session(&m, from: t).end }
        var events = 0
        let eventsPerSecond = BenchmarkTiming.rate(duration: duration) {
            var batch = 0
            for _ in 0..<50 {
                let r = session(&m, from: t)
                batch += r.events
                t = r.end
            }
            events += batch
            return batch
        }
        let total = Double(kinds.values.reduce(0, +))
        let mix = kinds.mapValues { Double($0) / total }

        let scenes = scenesPerSecond(duration: duration / 2, metrics: EstimatedTextMetrics())
        let scenesTTF = ttfMetrics.map { scenesPerSecond(duration: duration / 2, metrics: $0) }
        return Result(eventsPerSecond: eventsPerSecond, events: events, mix: mix,
                      dragMovesPerSecond: dragMovesPerSecond(duration: duration / 2),
                      scenesPerSecond: scenes, scenesPerSecondTTF: scenesTTF)
    }

    /// Pointer moves per second while the half modal is dragged (no ticks between them).
    static func dragMovesPerSecond(duration: Double) -> Double {
        var m = PrototypeMachine(settings: Settings(), canvas: .iPhone)
        _ = m.handle(.key(.h), now: 0)
        _ = m.handle(.pointerDown(Point(x: 195, y: 500)), now: 1)
        var t = 1.0
        let perSecond = BenchmarkTiming.rate(duration: duration) {
            for i in 0..<10_000 {
                t += 1.0 / 1000
                _ = m.handle(.pointerMove(Point(x: 195, y: 500 - Double(i % 200))), now: t)
            }
            return 10_000
        }
        precondition(m.pointer == .draggingHalfModal, "the drag benchmark lost its drag")
        return perSecond
    }

    /// `frame(now:)` calls per second, cycling through the main view, the busiest and the animating state.
    static func scenesPerSecond(duration: Double, metrics: any TextMeasuring) -> Double {
        let states = [
            BenchmarkScenes.Scene(name: "main", machine: PrototypeMachine(settings: Settings(), canvas: .iPhone, metrics: metrics), time: 0),
            BenchmarkScenes.busiest(metrics: metrics),
            BenchmarkScenes.animating(metrics: metrics),
        ]
        var sink = 0
        let perSecond = BenchmarkTiming.rate(duration: duration) {
            for _ in 0..<200 {
                for s in states { sink &+= s.machine.frame(now: s.time).items.count }
            }
            return 200 * states.count
        }
        precondition(sink > 0)
        return perSecond
    }
}
