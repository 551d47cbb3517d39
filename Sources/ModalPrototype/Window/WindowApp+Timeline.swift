import CSDL2
import ModalCore

/// The timeline's view in the window: zoom and pan by wheel and keys, held under the pointer
/// and following the playhead while playing (`TimelineViewport`).
extension WindowApp {
    /// The review's end the timeline measures against at review time `t`.
    func timelineEnd(at t: Double) -> Double {
        guard let model = view.studio else { return t }
        return max(model.recordedEnd ?? t, t, model.scenarioEnd)
    }

    /// The timeline strip's rect, when the studio shows one.
    var timelineRect: Rect? {
        view.studio.map { $0.layout(stage: view.shownStage).timelineRect }   // in panel points, the phones zoomed
    }

    /// The wheel over the timeline zooms around the pointer (with or without Ctrl); Shift+wheel
    /// or a sideways scroll pans. True when the timeline took the event.
    func handleTimelineWheel(_ e: SDL_Event) -> Bool {
        guard e.type == SDL_MOUSEWHEEL.rawValue, !WindowApp.isTouchMouse(e), let rect = timelineRect,
              let strip = currentStudio()?.timeline else { return false }
        let p = studioPoint(x: e.wheel.mouseX, y: e.wheel.mouseY)
        guard rect.contains(p) else { return false }
        let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let dy = Double(e.wheel.preciseY * flip), dx = Double(e.wheel.preciseX * flip)
        let shift = (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) != 0
        if shift || abs(dx) > abs(dy) {
            let notches = shift && dx == 0 ? -dy : dx
            view.studio?.viewport.pan(by: notches * 0.1 * strip.span, end: strip.end)
        } else if dy != 0 {
            view.studio?.viewport.zoom(by: pow(TimelineViewport.step, dy), around: strip.time(atX: p.x), end: strip.end)
        }
        dirty = true
        return true
    }

    /// The wheel over the inspector scrolls its number rows (two a notch) when they do not fit.
    /// True when the inspector took the event.
    func handleInspectorWheel(_ e: SDL_Event) throws -> Bool {
        guard e.type == SDL_MOUSEWHEEL.rawValue, !WindowApp.isTouchMouse(e), let model = view.studio,
              let rect = model.layout(stage: view.shownStage).inspectorRect else { return false }
        guard rect.contains(studioPoint(x: e.wheel.mouseX, y: e.wheel.mouseY)) else { return false }
        let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let dy = Double(e.wheel.preciseY * flip)
        guard dy != 0 else { return true }
        try perform(.scrollInspector(-2 * Int(dy.rounded(.awayFromZero))))
        return true
    }

    /// A timeline key (`KeyAction.timeline`): zooms around the pointer's time when it is over
    /// the timeline, else around the playhead. True when it was one.
    func timelineKey(_ sym: SDL_Keysym) -> Bool {
        guard view.studio != nil, case let .timeline(command) = keyAction(for: sym, helpOpen: view.helpVisible),
              let strip = currentStudio()?.timeline else { return false }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        let p = studioPoint(x: x, y: y)
        let over = SDL_GetMouseFocus() == window.window && strip.rect.contains(p)
        view.studio?.viewport.perform(command, around: over ? strip.time(atX: p.x) : strip.status.now, end: strip.end)
        dirty = true
        return true
    }

    /// Every loop turn: while playing, a fitted view is held while the pointer is over the strip,
    /// and a held or zoomed view follows the playhead at `t`.
    func updateTimelineView(at t: Double) {
        guard let model = view.studio, let rect = timelineRect else { return }
        let before = model.viewport
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        let inside = SDL_GetMouseFocus() == window.window && rect.contains(studioPoint(x: x, y: y))
        let end = timelineEnd(at: t)
        model.viewport.hover(inside, playing: !clock.isPaused, end: end)
        if !clock.isPaused { model.viewport.follow(now: t) }
        if model.viewport != before { dirty = true }
    }
}
