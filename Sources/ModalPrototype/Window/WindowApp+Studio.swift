import CSDL2
import ModalCore

/// The studio in the window: presses and drags on the timeline and the inspector, its keys
/// (I, N, A), scrubbing, live edits and the replay of the last gesture.
extension WindowApp {
    // MARK: Studio

    /// The studio as drawn now.
    func currentStudio() -> Studio? {
        let t = clock.simulated(at: wallNow)
        return view.currentStudio(at: t, status: HUD.Status(rate: clock.rate, paused: clock.isPaused))
    }

    /// A left press at studio point `p`: true when the studio took it (it is off the phones;
    /// `ReviewController.pressStudio` decides, and holds the press until its release).
    func studioPress(at p: Point) -> Bool {
        guard view.studio != nil, let studio = currentStudio(),
              let press = controller.pressStudio(studio, at: p, stage: StudioLayout(stage: view.shownStage, inspectorVisible: false).stageRect)
        else { return false }
        perform(press.effects, fromMarker: press.fromMarker)
        return true
    }

    /// The pointer moved to `p`: true when a press on the studio holds it (a control it
    /// grabbed follows; a tab, a marker or bare panel just keeps the motion from the phones).
    func studioMove(to p: Point) -> Bool {
        guard let model = view.studio, model.holdsPress else { return false }
        if model.grab != .none, let effects = controller.moveStudioPress(currentStudio(), to: p) { perform(effects) }
        return true
    }

    /// The button went up: true when the press began on the studio (its release is the studio's).
    func studioRelease() -> Bool {
        guard controller.releaseStudioPress() else { return false }
        dirty = true
        return true
    }

    /// Carries out what a studio control asked for, through the reducer (a marker's seek keeps
    /// the clock playing or paused; its settings changes keep the take).
    func perform(_ effects: [Studio.Effect], fromMarker: Bool = false) {
        try? run(controller.reduce(.studioEffects(effects, fromMarker: fromMarker), wall: wallNow, frame: 1 / options.fps))
    }

    /// Once the clock moves on from a scrub, the rest of the recording plays on (the session
    /// replays its pending inputs, an `A` replay's too, as it advances).
    func feedReplay(upTo t: Double) {
        controller.playOnFromScrub(upTo: t)
    }

    /// The studio's keys (I, N, A, Ctrl+Z, Ctrl+Shift+Z), through the reducer.
    func studioKey(_ sym: SDL_Keysym) -> Bool {
        guard view.studio != nil, case let .studio(command) = keyAction(for: sym) else { return false }
        try? run(controller.reduce(.studio(command), wall: wallNow, frame: 1 / options.fps))
        return true
    }

    /// The inspector was shown or hidden: the content grows or shrinks by its width, and the
    /// window follows at the zoom.
    func inspectorToggled() {
        guard let model = view.studio else { return }
        fit.widen(by: StudioLayout.inspectorWidth * (model.inspectorVisible ? 1 : -1))
        let size = fit.windowSize
        SDL_SetWindowSize(window.window, Int32(size.width), Int32(size.height))
        syncCanvas()
    }
}
