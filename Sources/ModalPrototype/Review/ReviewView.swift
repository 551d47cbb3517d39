import CSDL2
import ModalCore

/// What a reviewer sees: the lanes on a stage, the reference frames over them, and the HUD,
/// help and messages on top. Shared by the window and the headless runner.
final class ReviewView {
    var session: Session
    private(set) var stage: Stage
    var traces: [MotionTrace]
    var hudVisible = false
    var helpVisible = false
    /// A short message and the simulated-or-wall time until which it shows.
    var toast: (text: String, until: Double)?
    let reference: ReferenceFrames?
    var referenceOpacity: Double
    var referenceDifference: Bool
    /// The phone around each lane and whether its chrome is drawn (`--device`, `--no-chrome`).
    let device: Device
    let showsChrome: Bool
    /// The timeline and inspector around the stage (`--studio`, and always in the window); nil: the phones only.
    var studio: StudioModel?

    /// The lanes `options` asks for: one, or one per `--compare` profile.
    init(options: Options, settings: Settings, metrics: any TextMeasuring) throws {
        let profiles = options.compare.isEmpty ? [settings.halfModal.profile] : options.compare
        let lanes = profiles.map { profile -> PrototypeMachine in
            var s = settings
            s.halfModal.profile = profile
            return PrototypeMachine(settings: s, canvas: options.canvas, metrics: metrics)
        }
        session = Session(lanes: lanes)
        stage = Stage(phone: options.canvas, labels: options.compare.isEmpty ? [""] : profiles.map(\.rawValue))
        traces = Array(repeating: MotionTrace(), count: lanes.count)
        reference = try options.referenceDir.map { try ReferenceFrames(dir: $0, fps: options.referenceFPS) }
        referenceOpacity = options.referenceOpacity
        referenceDifference = options.referenceDifference
        device = options.device
        showsChrome = options.showsChrome
    }

    /// The stage's size in points.
    var size: Size { stage.size }

    /// Resizes every phone so the stage fills `stageSize` points.
    func resize(stage stageSize: Size, at t: Double) {
        let phone = Stage.phone(for: stageSize, lanes: stage.laneCount)
        stage = Stage(phone: phone, labels: stage.labels)
        session.apply(.resize(phone), at: t)
    }

    /// Records the lanes' positions for the HUD trace.
    func sample(at t: Double) {
        for (i, lane) in session.lanes.enumerated() { traces[i].record(lane, now: t) }
    }

    /// Draws the frame at simulated time `t`: lanes, reference, then HUD/help/toast.
    ///
    /// The overlays are opaque and drawn in this order, so none shows through another: the HUD,
    /// the help (in the labels' language), the toast (inside one phone).
    func draw(at t: Double, with renderer: SceneRenderer, status: HUD.Status, toastClock: Double) throws {
        let display = DisplayContext(device: device, showsChrome: showsChrome, pixelScale: renderer.pixelScale)
        let frames = session.lanes.map { $0.frame(now: t, display: display) }
        let composed = stage.compose(frames)
        let studio = currentStudio(at: t, status: status)
        if studio != nil {
            renderer.drawStage(composed.items, background: composed.background, pixels: stagePixels(renderer))
        } else {
            renderer.drawComposited(composed.items, background: composed.background)
        }
        if let reference {
            let s = renderer.pixelScale
            let rects = (0..<stage.laneCount).map { lane -> SDL_Rect in
                let o = stage.origin(of: lane)
                return SDL_Rect(x: Int32((o.x * s).rounded()), y: Int32((o.y * s).rounded()),
                                w: Int32((stage.phone.width * s).rounded()), h: Int32((stage.phone.height * s).rounded()))
            }
            try reference.draw(at: t, on: renderer.renderer, rects: rects, opacity: referenceOpacity,
                               difference: referenceDifference)
        }
        var overlay: [DisplayItem] = studio?.items ?? []
        if hudVisible {
            // Over the inspector when it shows (review UI stays off the phones), else on the stage.
            let origin = studio?.layout.inspectorRect.map { Point(x: $0.maxX - HUD.width - 8, y: $0.minY + 8) }
                ?? Point(x: stage.origin(of: 0).x + 8, y: stage.origin(of: 0).y + 8)
            overlay += HUD.items(lanes: session.lanes, traces: traces, now: t, status: status, origin: origin)
        }
        if helpVisible {
            let language = session.primary.settings.language
            overlay += TextPanel.help(ReviewHelp.lines(language), title: ReviewHelp.title(language), size: stage.size)
        }
        if let toast, toastClock < toast.until {
            overlay += studio.map { ReviewView.studioToast(toast.text, in: $0.layout.timelineRect) }
                ?? TextPanel.toast(toast.text, in: stage.toastArea)
        }
        if !overlay.isEmpty { renderer.draw(overlay.flattened(), background: nil) }
    }
}
