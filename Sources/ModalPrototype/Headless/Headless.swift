import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Runs a scenario on simulated time at a fixed frame step and writes what it asks for:
/// shots, element lists, every frame (`--record`), a contact sheet (`--filmstrip`), a video, a GIF.
///
/// No display is needed: frames are drawn by SDL's software renderer into a surface. The
/// same scenario and options give the same bytes every run. The review is the window's
/// (`ReviewController`): its session, scenario player and recording schedule.
final class HeadlessRunner {
    let options: Options
    let out: OutputFolder?
    let canvas: SoftwareCanvas
    let renderer: SceneRenderer
    let view: ReviewView
    let scale: Double
    let fonts: (regular: String, bold: String)
    /// `--record`, `--video`, `--gif`: frame n at n/fps.
    var recording: FrameRecording?
    var filmstrip: Filmstrip?

    /// The first (or only) lane's machine.
    var machine: PrototypeMachine { view.session.primary }
    /// The scenario being run.
    let scenario: Scenario

    init(options: Options, scenario: Scenario, settings: Settings? = nil) throws {
        self.options = options
        self.scenario = scenario
        // Outputs never replace inputs: the contact sheet is checked before the run, not after it.
        if let path = options.filmstripPath { try InputFiles.refuse(path) }
        scale = options.scale ?? 1
        fonts = try Assets.fonts(override: options.fontPath)
        var stageSize = Stage(phone: options.canvas, labels: options.compare.isEmpty ? [""] : options.compare.map(\.rawValue)).size
        if options.studio { stageSize = StudioLayout(stage: stageSize, inspectorVisible: true).size }
        let pixelW = Int((stageSize.width * scale).rounded()), pixelH = Int((stageSize.height * scale).rounded())
        // Limits first, before any buffer is allocated (`RunLimits`): exit 2 in milliseconds.
        let sheet = options.filmstripFrames.map { Filmstrip.sheetSize(frames: $0, frameWidth: pixelW, frameHeight: pixelH) }
        try RunLimits.check(options: options, width: pixelW, height: pixelH, filmstrip: sheet, window: false)
        var end = scenario.endTime
        if let strip = options.filmstripTo, options.filmstripPath != nil { end = max(end, strip) }
        if let warning = try RunLimits.checkFrames(options: options, end: end) {
            StandardStreams.error("modal-prototype: warning: \(warning)\n")
        }
        out = try options.outDir.map { try OutputFolder(path: $0) }
        let text: TextCache
        do {
            canvas = try SoftwareCanvas(width: pixelW, height: pixelH)
            text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
        } catch let e as SDLError {
            throw options.fontPath != nil && e.description.contains("font")
                ? Failure.usage("--font: \(e.description)") : Failure.runtime(e.description)
        }
        renderer = canvas.sceneRenderer(pixelScale: scale, textCache: text)
        view = try ReviewView(options: options, settings: settings ?? options.settings, metrics: TTFMetrics(cache: text))
        if options.studio { view.studio = StudioModel(inspectorVisible: true, fps: options.fps, scenario: scenario,
                                                       section: options.inspectorSection) }
        view.controller.player = ScenarioPlayer(scenario: scenario, fps: options.fps)
        recording = try FrameRecording(options: options, width: pixelW, height: pixelH)
        if recording != nil { view.controller.recording = FrameRecording.pace(options: options) }
        if let path = options.filmstripPath, let from = options.filmstripFrom, let to = options.filmstripTo,
           let n = options.filmstripFrames {
            filmstrip = try Filmstrip(path: path, times: Filmstrip.times(from: from, to: to, frames: n),
                                      frameWidth: pixelW, frameHeight: pixelH, fonts: fonts)
        }
    }

    /// Runs the scenario to its end (or only up to `limit` seconds, for tests), writing as it goes.
    func run(until limit: Double? = nil) throws {
        var end = min(scenario.endTime, limit ?? .infinity)
        if limit == nil, let strip = options.filmstripTo, filmstrip != nil { end = max(end, strip) }
        var t = 0.0
        while true {
            // A signal ends the run between two steps: the video, the GIF and the frames so far
            // are finished (what was recorded up to the signal), nothing is left half-written.
            if SignalWatch.caught != 0 {
                recording?.finishEach()
                try SignalWatch.check()
            }
            // The next moment something happens: a frame to record, a filmstrip tile, or an input.
            let frameTime = view.controller.recording?.schedule.nextTime ?? .infinity
            var next = frameTime
            if let strip = filmstrip?.nextTime { next = min(next, strip) }
            if let input = view.controller.player?.nextTime { next = min(next, input) }
            guard next <= end + 1e-9 else { break }
            t = next
            do {
                try view.controller.playScenario(upTo: t) { time, output in
                    if case .end = output { end = min(end, time) }
                    try write(output, at: time)
                }
            } catch let e as ScenarioError { throw Failure.scenario(e) }
            view.session.advance(to: t)
            if let strip = filmstrip, let when = strip.nextTime, when <= t {
                try draw(at: when)
                strip.capture(from: canvas)
            }
            if recording != nil, frameTime <= t, let index = view.controller.recording?.schedule.take(upTo: frameTime).first {
                try draw(at: frameTime)
                try record(index: index)
            }
            if view.controller.player?.isFinished != false && filmstrip?.nextTime == nil && recording == nil { break }
        }
        view.session.advance(to: end)
        if limit == nil {
            try filmstrip?.write()
            try recording?.finish()
            try view.saveScenario(options.saveScenarioPath, options: options)
            if let dir = options.reportDir {
                let page = try ReportWriter(options: options, fonts: fonts)
                    .write(dir: dir, session: view.session, end: end, scenarioText: view.scenarioText(options: options, end: end))
                StandardStreams.error("modal-prototype: report: \(page)\n")
            }
        }
    }

    /// Writes a shot or an element list asked for by the scenario.
    func write(_ output: ScenarioPlayer.Output, at t: Double) throws {
        switch output {
        case let .shot(name):
            guard let out else { return }
            try draw(at: t)
            let path = try out.file(name)
            do { try canvas.writePNG(to: path) } catch let e as SDLError { throw Failure.runtime(e.description) }
        case let .elements(name):
            guard let out else { return }
            // As a shot does: what fell due by `t` (a request's completion) has happened.
            view.session.advance(to: t)
            let phone = machine.frame(now: t)
            var frame = phone
            if let studio = view.currentStudio(at: t, status: HUD.Status()) {
                // With --studio the list also holds the studio's controls, in studio points.
                frame = Frame(canvas: studio.layout.size, background: frame.background, items: [],
                              regions: frame.regions + studio.regions)
                frame.listRows = phone.listRows
            }
            try out.write(Array(ElementsJSON.encode(frame).utf8), to: name)
        case .end:
            break
        }
    }

    /// Hands the canvas to the recording as frame `index`.
    func record(index: Int) throws {
        canvas.flush()
        let pixels = try readPixels(canvas.renderer, width: canvas.width, height: canvas.height)
        try recording?.write(pixels, width: canvas.width, height: canvas.height, index: index)
    }

    /// Draws the stage at `t` into the canvas.
    func draw(at t: Double) throws {
        view.session.advance(to: t)
        try view.draw(at: t, with: renderer, status: HUD.Status(), toastClock: t)
    }
}
