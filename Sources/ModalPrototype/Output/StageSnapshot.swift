import ModalCore

/// One recorded frame of the phones as values: what the recording worker draws
/// (`RecordingWorker`) while the window goes on, with nothing shared with the live review.
///
/// Made on the window's thread from the session's state at the frame's own time
/// (`Session.state(at:)`), exactly as headless export composes its frames: the lanes' frames at
/// that time, composed on the stage (`Stage.compose`), at the recording's pixel scale.
struct StageSnapshot: Equatable {
    /// The frame's items in stage points, back to front, over `background`.
    let items: [DisplayItem]
    let background: Color
    /// Pixels per stage point.
    let pixelScale: Double
    /// The frame's size in pixels: the stage at `pixelScale`.
    let width: Int, height: Int
}

extension ReviewView {
    /// The phones at review time `t` from `state` (a recorded frame behind the live clock), at
    /// `pixelScale` pixels per point: the frame headless export draws for the same time and scale.
    func stageSnapshot(at t: Double, state: SessionState, pixelScale: Double) -> StageSnapshot {
        let display = DisplayContext(device: device, showsChrome: showsChrome, pixelScale: pixelScale)
        let composed = stage.compose(state.lanes.map { $0.frame(now: t, display: display) })
        let (width, height) = ReviewView.pixels(of: size, scale: pixelScale)
        return StageSnapshot(items: composed.items, background: composed.background, pixelScale: pixelScale,
                             width: width, height: height)
    }

    /// `size` points at `scale` in whole pixels (at least one a side), rounded as headless export sizes its canvas.
    static func pixels(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (max(Int((size.width * scale).rounded()), 1), max(Int((size.height * scale).rounded()), 1))
    }
}
