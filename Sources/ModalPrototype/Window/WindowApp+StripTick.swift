import CSDL2
import ModalCore

/// The strip's clock tick: while the review clock runs and nothing moves, the window sleeps,
/// but the timeline strip's time and playhead are drawn again at least once a second
/// (`FramePacer.stripTick`), so the shown time is always the clock's.
///
/// Where the window can show a rectangle alone (`SubBufferPresent`) a tick draws the strip only
/// (its background and items, and a toast over it, clipped to its whole pixels: the same
/// pixels a whole frame puts there) and shows that rectangle; elsewhere it draws and presents a whole frame. Ticks whose
/// CPU time is over `FramePacer.tickShare` of a second come less often.
extension WindowApp {
    /// The wall time the next tick is due, or nil (paused, no studio, minimised).
    var nextStripTick: Double? {
        guard view.studio != nil, !minimized else { return nil }
        return controller.pacer.nextStripTick(paused: clock.isPaused, stripAlone: window.rectanglePresenter != nil)
    }

    /// Draws the tick at review time `t` (wall time `wall`).
    /// Returns whether only the strip was drawn (false: a whole frame, where no rectangle can be
    /// shown alone).
    @discardableResult
    func drawStripTick(at t: Double, wall: Double) throws -> Bool {
        let started = BenchmarkTiming.processCPUSeconds()   // the tick's work, not the machine's load
        if let presenter = window.rectanglePresenter, let model = view.studio, !view.helpVisible, recording == nil {
            let strip = model.strip(stage: view.shownStage, session: view.session, at: t, rate: clock.rate, paused: clock.isPaused)
            let s = renderer.pixelScale
            // Its whole pixels: a pixel it shares with the stage keeps the last frame's mix.
            let x0 = Int((strip.rect.minX * s).rounded(.up)), y0 = Int((strip.rect.minY * s).rounded(.up))
            let x1 = Int((strip.rect.maxX * s).rounded(.down)), y1 = Int((strip.rect.maxY * s).rounded(.down))
            var clip = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(x1 - x0, 0)), h: Int32(max(y1 - y0, 0)))
            SDL_RenderSetClipRect(renderer.renderer, &clip)
            var items = model.layout(stage: view.shownStage).timelineBackground() + strip.items()
            if let toast = view.toast, wall < toast.until { items += ReviewView.studioToast(toast.text, in: strip.rect) }   // over the strip, last
            renderer.draw(items.flattened(), background: nil)
            SDL_RenderSetClipRect(renderer.renderer, nil)
            presenter.show([clip], outputHeight: window.outputSize.1)
            view.shown = nil   // the strip's pixels are no longer the last frame's
            controller.pacer.ticked(wall: wall, cost: BenchmarkTiming.processCPUSeconds() - started)
            return true
        }
        try drawFrame(at: t, wall: wall)
        controller.pacer.ticked(wall: wall, cost: BenchmarkTiming.processCPUSeconds() - started)
        return false
    }
}
