import CSDL2
import ModalCore

/// What a reviewer sees: the lanes on a stage, the reference frames over them, and the HUD,
/// help and messages on top. Shared by the window and the headless runner.
final class ReviewView {
    /// The review's state: session, clock, studio, scenario (`ReviewController`).
    let controller: ReviewController
    /// The controller's session.
    var session: Session {
        get { controller.session }
        set { controller.session = newValue }
    }
    private(set) var stage: Stage
    var traces: [MotionTrace]
    /// Each lane's motions as drawn, for the HUD's figures (`LaneMotionWatch`), and the time they reached.
    var figureWatches: [LaneMotionWatch] = []
    var figuresTime = -Double.infinity
    /// The overlays are the controller's (`ReviewOverlays`, changed by its reducer): the HUD (D),
    /// which with the studio opens its own column right of the inspector.
    var hudVisible: Bool {
        get { controller.overlays.hudVisible }
        set { controller.overlays.hudVisible = newValue; studio?.hudVisible = newValue }
    }
    var helpVisible: Bool {
        get { controller.overlays.helpVisible }
        set { controller.overlays.helpVisible = newValue }
    }
    /// The help's first visible row (it scrolls when it does not fit; drawing clamps it).
    var helpScroll: Int {
        get { controller.overlays.helpScroll }
        set { controller.overlays.helpScroll = newValue }
    }
    /// A short message and the wall time until which it shows.
    var toast: ReviewOverlays.Toast? {
        get { controller.overlays.toast }
        set { controller.overlays.toast = newValue }
    }
    let reference: ReferenceFrames?
    /// The reference's half-modal card, tracked by `M` (`referenceCardSamples`); nil until then.
    var referenceCard: [TrackSample]?
    var referenceOpacity: Double { controller.overlays.referenceOpacity }
    var referenceDifference: Bool { controller.overlays.referenceDifference }
    /// `--reference-start`; with `first-input` the reference waits at frame 0 until the first input.
    let referenceStart: ReferenceStart
    /// Frames the reference was nudged by (`<` `>`), on top of its start.
    var referenceNudge: Int { controller.overlays.referenceNudge }
    /// The renderer's text widths, so the help wraps where the drawn text really ends.
    let metrics: any TextMeasuring
    /// The phone around each lane and whether its chrome is drawn (`--device`, `--no-chrome`).
    let device: Device
    let showsChrome: Bool
    /// The timeline and inspector around the stage (`--studio`, and always in the window); nil:
    /// the phones only. The controller's.
    var studio: StudioModel? {
        get { controller.studio }
        set { controller.studio = newValue }
    }
    /// When set, the next `draw` shows the phones and the studio's bare panels only, and clears
    /// the flag: the window's first frame, which then reaches the screen without rendering the
    /// timeline's and inspector's text (about 100 labels); the full studio is the next frame.
    var panelsDeferred = false
    /// How much smaller than the panels the phones are drawn (window: `StudioFit`, on a small
    /// screen); 1 headless. Points of the phones × this = points of the studio.
    var phoneZoom = 1.0
    /// What the window last presented, when it was drawn by `drawDamaged` (nil: unknown).
    var shown: ShownFrame?
    /// Wall time until which frames are drawn and shown whole after a size change (the window
    /// system may still be settling the new size: one whole frame then can land on a buffer it
    /// discards); 0: none pending. At that time one more whole frame is drawn.
    var wholeFramesUntil = 0.0

    /// The lanes `options` asks for: one, or one per `--compare` profile.
    init(options: Options, settings: Settings, metrics: any TextMeasuring) throws {
        self.metrics = metrics
        let profiles = options.compare.isEmpty ? [settings.halfModal.profile] : options.compare
        let lanes = profiles.enumerated().map { i, profile -> PrototypeMachine in
            var s = options.settings(settings, lane: i)
            s.halfModal.profile = profile
            return PrototypeMachine(settings: s, canvas: options.canvas, metrics: metrics)
        }
        controller = ReviewController(lanes: lanes)
        stage = Stage(phone: options.canvas, labels: options.compare.isEmpty ? [""] : profiles.map(\.rawValue))
        traces = Array(repeating: MotionTrace(), count: lanes.count)
        let scale = options.scale ?? 1   // the window corrects it at its first draw if the display's differs
        let fit = (Int((options.canvas.width * scale).rounded()), Int((options.canvas.height * scale).rounded()))
        reference = try options.referenceDir.map { try ReferenceFrames(dir: $0, fps: options.referenceFPS, fit: fit) }
        controller.overlays = ReviewOverlays(hasReference: reference != nil, referenceOpacity: options.referenceOpacity,
                                             referenceDifference: options.referenceDifference)
        referenceStart = options.referenceStart
        device = options.device
        showsChrome = options.showsChrome
        alignReference()
    }

    /// The stage's size in points.
    var size: Size { stage.size }

    /// Resizes every phone so the stage fills `stageSize` points.
    func resize(stage stageSize: Size, at t: Double) {
        let phone = Stage.phone(for: stageSize, lanes: stage.laneCount)
        stage = Stage(phone: phone, labels: stage.labels)
        controller.resizePhones(to: phone, at: t)
    }

    /// Records the lanes' positions for the HUD trace, and their motions for its figures (both
    /// start over when time goes back: a step back, a scrub, a restart).
    func sample(at t: Double) {
        for (i, lane) in session.lanes.enumerated() { traces[i].record(lane, now: t) }
        if t < figuresTime || figureWatches.count != session.lanes.count {
            figureWatches = Array(repeating: LaneMotionWatch(predicting: true), count: session.lanes.count)
        }
        figuresTime = t
        for (i, lane) in session.lanes.enumerated() { figureWatches[i].observe(lane, at: t) }
    }

    /// Places the reference's first frame as the controller's rule says (`--reference-start`,
    /// `first-input`), then the nudge (`ReviewController.referenceTimeline`).
    func alignReference() {
        guard let reference else { return }
        reference.timeline = controller.referenceTimeline(frameCount: reference.timeline.frameCount, fps: reference.fps,
                                                          start: referenceStart, nudge: referenceNudge)
    }

    /// The simulated time at which the reference next shows another frame, if it will (never
    /// while it waits for the first input).
    func nextReferenceBoundary(after t: Double) -> Double? {
        alignReference()
        guard let reference, reference.timeline.start < .greatestFiniteMagnitude else { return nil }
        return reference.timeline.nextBoundary(after: t)
    }

    /// "reference frame 12/60 · starts 0.500 s": what the reference shows at `t`.
    func referenceLabel(at t: Double) -> String? {
        guard let reference else { return nil }
        let tl = reference.timeline
        let start = tl.start < .greatestFiniteMagnitude ? HUD.fixed(tl.start, 3) + " s" : "at the first input"
        return "reference frame \(tl.frameIndex(at: t) + 1)/\(tl.frameCount) · starts \(start)"
    }

    /// Draws the frame at simulated time `t`: lanes, reference, then HUD/help/toast. With
    /// `state`, its lanes are drawn instead of the session's (a recorded frame behind the live clock).
    ///
    /// The overlays are opaque and drawn in this order, so none shows through another: the HUD,
    /// the help (in the labels' language), the toast (inside one phone).
    func draw(at t: Double, with renderer: SceneRenderer, status: HUD.Status, toastClock: Double,
              state: SessionState? = nil) throws {
        let display = DisplayContext(device: device, showsChrome: showsChrome, pixelScale: renderer.pixelScale * phoneZoom)
        let lanes = state?.lanes ?? session.lanes
        let frames = lanes.map { $0.frame(now: t, display: display) }
        let composed = stage.compose(frames)
        if let model = studio, panelsDeferred {
            // The phones and the bare panels; the timeline and inspector come with the next frame.
            panelsDeferred = false
            renderer.drawStage(composed.items, background: composed.background, pixels: stagePixels(renderer), zoom: phoneZoom)
            let layout = StudioLayout(stage: shownStage, inspectorVisible: model.inspectorVisible, hudVisible: model.hudVisible)
            renderer.draw(layout.backgrounds().flattened(), background: nil)
            return
        }
        let studio = currentStudio(at: t, status: status, lanes: state?.lanes)
        if studio != nil {
            renderer.drawStage(composed.items, background: composed.background, pixels: stagePixels(renderer), zoom: phoneZoom)
        } else {
            renderer.drawComposited(composed.items, background: composed.background)
        }
        if let reference {
            alignReference()
            let s = renderer.pixelScale * phoneZoom
            let rects = (0..<stage.laneCount).map { lane -> SDL_Rect in
                let o = stage.origin(of: lane)
                return SDL_Rect(x: Int32((o.x * s).rounded()), y: Int32((o.y * s).rounded()),
                                w: Int32((stage.phone.width * s).rounded()), h: Int32((stage.phone.height * s).rounded()))
            }
            try reference.draw(at: t, on: renderer.renderer, rects: rects, opacity: referenceOpacity,
                               difference: referenceDifference)
        }
        // The panels' backgrounds unblended (the same pixels, a fraction of the cost), then the rest.
        let panels = studio.map { Array(renderer.drawOpaqueLead($0.items.flattened())) } ?? []
        var overlay: [DisplayItem] = []
        if hudVisible {
            // In its own column beside the inspector (review UI stays off the phones and the
            // inspector), else on the stage.
            let origin = studio?.layout.hudOrigin ?? Point(x: stage.origin(of: 0).x + 8, y: stage.origin(of: 0).y + 8)
            let card = (try? referenceCardSamples(computing: false)) ?? nil
            overlay += HUD.items(lanes: lanes, traces: traces, now: t, status: status, origin: origin,
                                 figures: figureWatches.map(\.latest.first),
                                 reference: card.map { ReferenceFit.trace($0, canvasHeight: stage.phone.height, now: t, span: traces.first?.span ?? 4) })
            if let label = referenceLabel(at: t) {
                overlay += [.text(TextRun(label, at: Point(x: 8, y: shownStage.height - 90), anchor: .leading, size: 11,
                                          weight: .semibold, color: ReviewPalette.accent))]
            }
        }
        if helpVisible {
            let language = lanes[0].settings.language
            let panel = HelpPanel(lines: ReviewHelp.lines(language), size: shownStage, scroll: helpScroll, metrics: metrics)
            helpScroll = panel.scroll
            overlay += panel.items(title: ReviewHelp.title(language), metrics: metrics)
        }
        if let toast, toastClock < toast.until {
            overlay += studio.map { ReviewView.studioToast(toast.text, in: $0.layout.timelineRect) }
                ?? TextPanel.toast(toast.text, in: stage.toastArea)
        }
        if !overlay.isEmpty || !panels.isEmpty { renderer.draw(panels + overlay.flattened(), background: nil) }
    }
}
