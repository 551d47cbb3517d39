import CSDL2
import Foundation
import ModalCore

/// Runs a scenario on simulated time at a fixed frame step and writes what it asks for.
///
/// No display is needed: frames are drawn by SDL's software renderer into a surface. The
/// same scenario and options give the same bytes every run.
final class HeadlessRunner {
    let options: Options
    let scenario: Scenario
    let out: OutputFolder
    let canvas: SoftwareCanvas
    let renderer: SceneRenderer
    let scale: Double
    var machine: PrototypeMachine
    var scheduler = RequestScheduler()

    /// One thing to do at a time, in order.
    enum Input {
        case step(Scenario.Step)
        case move(Point)
        case up(Point)
    }

    init(options: Options, scenario: Scenario) throws {
        self.options = options
        self.scenario = scenario
        scale = options.scale ?? 1
        let pixelW = Int((options.canvas.width * scale).rounded()), pixelH = Int((options.canvas.height * scale).rounded())
        guard pixelW >= 1, pixelH >= 1, pixelW <= 16384, pixelH <= 16384 else {
            throw Failure.usage("--size × --scale gives \(pixelW)×\(pixelH) pixels (allowed 1 to 16384 a side)")
        }
        let fonts = try Assets.fonts(override: options.fontPath)
        out = try OutputFolder(path: options.outDir ?? ".")
        do {
            canvas = try SoftwareCanvas(width: pixelW, height: pixelH)
            let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer)
            renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: scale, textCache: text)
            machine = PrototypeMachine(settings: options.settings, canvas: options.canvas, metrics: TTFMetrics(cache: text))
        } catch let e as SDLError {
            throw options.fontPath != nil && e.description.contains("font")
                ? Failure.usage("--font: \(e.description)") : Failure.runtime(e.description)
        }
    }

    /// The scenario's inputs on one timeline: drags become a press, a move every frame, a release.
    func timeline() -> [(time: Double, input: Input, line: Int)] {
        var out: [(time: Double, seq: Int, input: Input, line: Int)] = []
        var seq = 0
        func add(_ t: Double, _ i: Input, _ line: Int) { out.append((t, seq, i, line)); seq += 1 }
        let step = 1 / options.fps
        for s in scenario.steps {
            add(s.time, .step(s), s.line)
            if case let .drag(from, to, duration) = s.command {
                var k = (s.time / step).rounded(.down) + 1
                while k * step < s.time + duration {
                    let f = (k * step - s.time) / duration
                    add(k * step, .move(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)), s.line)
                    k += 1
                }
                add(s.time + duration, .move(to), s.line)
                add(s.time + duration, .up(to), s.line)
            }
        }
        out.sort { ($0.time, $0.seq) < ($1.time, $1.seq) }
        return out.map { ($0.time, $0.input, $0.line) }
    }

    /// Runs the scenario to its end, or only up to `limit` seconds (tests look at the state there).
    func run(until limit: Double? = nil) throws {
        let end = min(scenario.endTime, limit ?? .infinity)
        for (time, input, _) in timeline() where time <= end {
            deliverCompletions(upTo: time)
            switch input {
            case let .move(p): apply(.pointerMove(p), at: time)
            case let .up(p): apply(.pointerUp(p), at: time)
            case let .step(step):
                if case .end = step.command { return }
                try perform(step)
            }
        }
        deliverCompletions(upTo: end)
    }

    func perform(_ step: Scenario.Step) throws {
        let t = step.time
        func fail(_ message: String) -> Failure { .usage("\(scenario.path):\(step.line): \(message)") }
        switch step.command {
        case let .tap(id):
            let frame = machine.frame(now: t)
            guard let p = frame.reachablePoint(of: id) else {
                throw fail("element '\(id)' is not visible and hit-testable at \(Scenario.format(t)) s")
            }
            apply(.pointerDown(p), at: t)
            apply(.pointerUp(p), at: t)
        case let .down(p): apply(.pointerDown(p), at: t)
        case let .move(p): apply(.pointerMove(p), at: t)
        case let .up(p): apply(.pointerUp(p), at: t)
        case let .drag(from, _, _): apply(.pointerDown(from), at: t)
        case let .key(key): apply(.key(key), at: t)
        case let .set(path, value):
            do { apply(.updateSettings(try machine.settings.setting(path, to: value)), at: t) } catch let e as Settings.PathError {
                throw fail(e.description)
            }
        case let .shot(name):
            draw(at: t)
            let path = try out.file(name)
            do { try canvas.writePNG(to: path) } catch let e as SDLError { throw Failure.runtime(e.description) }
        case let .elements(name):
            try out.write(Array(ElementsJSON.encode(machine.frame(now: t)).utf8), to: name)
        case .end:
            break
        }
    }

    /// Feeds simulated request completions due by `time`, each at its own deadline.
    func deliverCompletions(upTo time: Double) {
        while let due = scheduler.popDue(upTo: time) { apply(due.event, at: due.time) }
    }

    func apply(_ event: Event, at t: Double) {
        let actions = machine.handle(event, now: t)
        scheduler.apply(actions)
    }

    /// Draws the frame at `t` into the canvas.
    func draw(at t: Double) {
        let frame = machine.frame(now: t)
        renderer.draw(frame.items.flattened(), background: frame.background)
    }
}
