import CSDL2
import ModalCore

/// What a window recording holds and how the strip says it is recording.
///
/// - `--record`, `--gif` and `--video` hold the phones, as headless shots do: the stage at the
///   window's top-left (one phone is 390×844 at `--scale 1`; `--compare` puts the phones side by
///   side with their labels). The help, drawn over the stage, is left out of recorded frames.
///   `--record-studio` takes the whole window instead (timeline and inspector too).
/// - While recording, the strip's status row shows a REC mark with the real recording speed
///   (`RecordingSpeed`: review seconds recorded per wall second over the last second), never
///   in a recorded frame: the worker draws the phones alone, and the window's renderer draws
///   the mark after a frame it records is read back.
extension WindowApp {
    /// The size in pixels of a recorded frame: the whole window with `--record-studio`; else
    /// the phones at `--scale` (the window's scale), whatever their zoom in the studio, drawn by
    /// the recording worker; under a reference, the phones as the window shows them (read back).
    var recordingSize: (Int, Int) {
        if options.recordStudio { return window.outputSize }
        if recordsOffWindow { return ReviewView.pixels(of: view.size, scale: fit.scale) }
        return view.stagePixels(renderer)
    }

    /// Whether recorded frames are drawn by a `RecordingWorker` (the phones alone) rather than
    /// on the window's renderer (`--record-studio`; `--reference`, whose frames the window's
    /// renderer holds).
    var recordsOffWindow: Bool { !options.recordStudio && view.reference == nil }

    /// Draws and reads back the frame of review time `when` (drawn from `state`) for the recording.
    func drawRecordedFrame(at when: Double, wall: Double, state: SessionState) throws -> (pixels: [UInt8], width: Int, height: Int) {
        let help = view.helpVisible
        if !options.recordStudio { view.helpVisible = false }
        defer { view.helpVisible = help }
        try drawFrame(at: when, wall: wall, present: false, sample: false, state: state, mark: false)
        let (w, h) = recordingSize
        return (try readPixels(window.renderer, width: w, height: h), w, h)
    }

    /// Notes how far the recording has come by now, for the REC mark's speed.
    func noteRecordingSpeed() {
        guard let recording, let schedule = controller.recording?.schedule else { return }
        if clock.isPaused { recording.speed.reset(); return }
        recording.speed.note(wall: wallNow, recordedUpTo: schedule.nextTime)
    }

    /// Draws the REC mark on the strip's status row (left of the first-run hint when it shows);
    /// nothing when not recording or without a strip.
    func drawRecordingMark() {
        guard let recording, let model = view.studio, !view.panelsDeferred else { return }
        let strip = StudioLayout(stage: view.size, inspectorVisible: model.inspectorVisible).timelineRect
        let hint = model.showsHint
            ? TimelineStrip(rect: strip, end: 0, markers: [],
                            status: .init(now: 0, frame: 0, rate: 1, paused: false, hint: TimelineStrip.firstRunHint)).hintRect
            : nil
        let right = (hint?.minX ?? strip.maxX - TimelineStrip.padding + 8) - 8
        let label = recording.speed.mark(wall: wallNow, paused: clock.isPaused)
        renderer.draw(RecordingSpeed.items(label: label, strip: strip, rightEdge: right).flattened(), background: nil)
    }
}
