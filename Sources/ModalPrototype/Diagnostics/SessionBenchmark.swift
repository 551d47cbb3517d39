import ModalCore

/// Core throughput and seek time through `Session`, the type the window drives, with the
/// app's SDL_ttf text metrics; only `Session`'s public API is used (`apply(_:at:)`,
/// `advance(to:)`, `replayed(upTo:)`), so the benchmark follows the session as it changes.
///
/// The mix is a user at work, at 60 frames per second with a 480 Hz mouse (eight moves a
/// frame while a button is down: the window merges only motion that was queued together):
/// the half modal shown, dragged and cycled; focus moved with Tab and Shift+Tab; the sheet
/// opened, a request started and failed by the simulated server (0.25 s latency), the
/// alert's OK pressed, the sheet swiped down. A tick is `advance(to:)` once a frame while something
/// moves; every other event is one `apply`, and completions are delivered inside them. Ticks
/// are at most 25 % of the events (checked).
enum SessionBenchmark {
    /// Counts of each kind of event, from an untimed pass.
    struct Mix {
        var counts: [String: Int] = [:]
        /// Pointer moves that arrived while the half modal or the sheet was being dragged (the
        /// rest arrive while a press has not yet become a drag).
        var dragMoves = 0
        var total: Int { counts.values.reduce(0, +) }
        var shares: [String: Double] { counts.mapValues { Double($0) / Double(max(total, 1)) } }
    }

    /// A review of one lane with the benchmark's settings and `metrics` (its session is what is timed).
    static func makeReview(metrics: any TextMeasuring) -> ReviewController {
        var settings = Settings()
        settings.request.latency = 0.25
        settings.request.outcome = .failure
        return ReviewController(lanes: [PrototypeMachine(settings: settings, canvas: .iPhone, metrics: metrics)])
    }

    /// One pass of the user's script from `t0`; returns the events sent and the time reached.
    /// `mix`, when given, is filled in (untimed passes only: counting costs more than some events).
    static func script(_ c: ReviewController, from t0: Double, mix: UnsafeMutablePointer<Mix>? = nil) -> (events: Int, end: Double) {
        let s = c.session
        let frame = 1.0 / 60
        var t = t0
        var n = 0
        func countCompletions() {
            guard let mix, let due = s.nextDeadline, due <= t else { return }
            mix.pointee.counts["completion", default: 0] += 1
        }
        func send(_ e: Event, _ kind: String) {
            countCompletions()
            if let mix, case .pointerMove = e,
               s.primary.pointer == .draggingHalfModal || s.primary.pointer == .draggingSheet { mix.pointee.dragMoves += 1 }
            c.play(e, at: t)
            n += 1
            mix?.pointee.counts[kind, default: 0] += 1
        }
        func ticks(_ count: Int) {
            for _ in 0..<count {
                t += frame
                countCompletions()
                s.advance(to: t)
                n += 1
                mix?.pointee.counts["tick", default: 0] += 1
            }
        }
        func tap(_ p: Point) { send(.pointerDown(p), "press"); send(.pointerUp(p), "press") }
        /// A drag from `a` to `b` over `frames` frames: eight moves, then a tick, each frame.
        func drag(_ a: Point, _ b: Point, frames: Int) {
            send(.pointerDown(a), "press")
            for i in 1...frames {
                for k in 1...8 {
                    let f = (Double(i - 1) + Double(k) / 8) / Double(frames)
                    t += frame / 9
                    send(.pointerMove(a.interpolated(to: b, f)), "move")
                }
                t += frame / 9
                countCompletions()
                s.advance(to: t)
                n += 1
                mix?.pointee.counts["tick", default: 0] += 1
            }
            send(.pointerUp(b), "press")
        }

        send(.key(.h), "key")
        ticks(12)
        drag(Point(x: 195, y: 800), Point(x: 200, y: 330), frames: 48)
        ticks(6)
        send(.key(.f), "key")
        ticks(4)
        for _ in 0..<4 { send(.key(.tab), "key") }
        for _ in 0..<4 { send(.key(.shiftTab), "key") }
        send(.key(.escape), "key")
        ticks(10)
        send(.key(.s), "key")
        ticks(36)   // presented: the sheet can be dragged
        if let p = point(of: .startRequest, in: s, at: t) { tap(p) }
        ticks(16)   // the completion (0.25 s, a failure) brings the alert up over the cover
        if let p = point(of: .alertOK, in: s, at: t) { tap(p) }
        ticks(12)
        drag(Point(x: 100, y: 300), Point(x: 110, y: 800), frames: 48)
        ticks(60)   // the sheet leaves
        return (n, t)
    }

    /// Where a press reaches `id`, looked up in the first pass and remembered (the controls
    /// stand still when the script taps them): the harness's own frames are not timed.
    static func point(of id: ElementID, in s: Session, at t: Double) -> Point? {
        if let known = tapPoints[id] { return known }
        let found = s.primary.frame(now: t).reachablePoint(of: id)
        tapPoints[id] = .some(found)
        return found
    }

    nonisolated(unsafe) private static var tapPoints: [ElementID: Point?] = [:]

    /// Events per second through the session over at least `duration` seconds of whole
    /// script passes, and the mix of one pass.
    static func throughput(duration: Double, metrics: any TextMeasuring) -> (eventsPerSecond: Double, mix: Mix) {
        var c = makeReview(metrics: metrics)
        // The mix of the third pass (the steady state: each pass starts where the last one left).
        var t = 0.0
        var mix = Mix()
        for _ in 0..<3 {
            mix = Mix()
            t = script(c, from: t, mix: &mix).end
        }
        precondition(Double(mix.counts["tick"] ?? 0) <= 0.25 * Double(mix.total), "the benchmark's mix has over 25 % ticks")
        precondition(Double(mix.dragMoves) >= 0.95 * Double(mix.counts["move"] ?? 0) && (mix.counts["completion"] ?? 0) > 0,
                     "the benchmark's script lost its drags or completions")
        // Warm up, then time whole passes; a fresh session every few passes keeps the log short.
        for _ in 0..<5 { t = script(c, from: t).end }
        let perSecond = BenchmarkTiming.rate(duration: duration) {
            c = makeReview(metrics: metrics)
            t = 0
            var events = 0
            for _ in 0..<20 {
                let r = script(c, from: t)
                events += r.events
                t = r.end
            }
            return events
        }
        return (perSecond, mix)
    }

    /// A session of `minutes` of the script, then the time `replayed(upTo:)` takes to reach
    /// each of several instants spread over it; (max, median) in seconds and the log's length.
    static func seek(minutes: Double, metrics: any TextMeasuring) -> (max: Double, median: Double, logEntries: Int) {
        let c = makeReview(metrics: metrics)
        var t = 0.0
        while t < minutes * 60 { t = script(c, from: t).end }
        var times: [Double] = []
        for fraction in [0.1, 0.35, 0.5, 0.75, 0.99, 1.0] {
            let target = t * fraction
            let t0 = BenchmarkTiming.now()
            let replayed = c.session.replayed(upTo: target)
            times.append(BenchmarkTiming.now() - t0)
            precondition(replayed != nil, "the session could not replay to \(target) s")
        }
        return (times.max() ?? 0, BenchmarkTiming.median(times), c.session.log.count)
    }
}

extension SessionBenchmark {
    /// Records `core_events_per_s`, `core_event_mix`, `core_drag_move_share`, and
    /// `seek_10min_ms` (the slowest of the seeks into a 10-minute session) with its median.
    static func report(into results: inout BenchmarkResults, quick: Bool, metrics: any TextMeasuring) {
        let (rate, mix) = throughput(duration: quick ? 0.5 : 2, metrics: metrics)
        results.set("core_events_per_s", rate)
        results.set("core_event_mix", mix.shares)
        results.set("core_drag_move_share", Double(mix.dragMoves) / Double(max(mix.counts["move"] ?? 0, 1)))
        let seek = self.seek(minutes: 10, metrics: metrics)
        results.set("seek_10min_ms", seek.max * 1000)
        results.set("seek_10min_median_ms", seek.median * 1000)
        results.set("seek_10min_log_entries", seek.logEntries)
    }
}
