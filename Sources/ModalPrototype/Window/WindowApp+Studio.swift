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

    /// A left press at studio point `p`: true when the studio took it (it is off the phones).
    func studioPress(at p: Point) -> Bool {
        guard let model = view.studio, !StudioLayout(stage: view.stage.size, inspectorVisible: false).stageRect.contains(p),
              let studio = currentStudio() else { return false }
        let (grab, effects) = studio.press(at: p, outcome: view.session.primary.settings.request.outcome)
        model.grab = grab
        perform(effects)
        return true
    }

    /// The pointer moved to `p`: true when a studio control holds it.
    func studioMove(to p: Point) -> Bool {
        guard let model = view.studio, model.grab != .none else { return false }
        if let studio = currentStudio() { perform(studio.drag(model.grab, to: p)) }
        return true
    }

    /// The button went up: true when a studio control held the pointer.
    func studioRelease() -> Bool {
        guard let model = view.studio, model.grab != .none else { return false }
        model.grab = .none
        dirty = true
        return true
    }

    /// Carries out what a studio control asked for.
    func perform(_ effects: [Studio.Effect]) {
        for effect in effects {
            switch effect {
            case let .seek(time): seek(to: time)
            case let .set(changes): apply(changes)
            case let .select(section): view.studio?.section = section
            }
        }
        dirty = true
    }

    /// Shows the frame at `time` of the recording, paused: the recording replayed up to it.
    func seek(to time: Double) {
        guard view.studio != nil else { return }
        guard controller.scrub(to: time, wall: wallNow) else { say("cannot scrub back that far"); return }
        dirty = true
    }

    /// Applies settings changes to every lane at once, keeping the state (a scrub branches here).
    func apply(_ changes: [Studio.Change]) {
        if let refused = controller.applySettings(changes, at: clock.simulated(at: wallNow)) { say(refused); return }
        dirty = true
    }

    /// Once the clock moves on from a scrub, the rest of the recording plays on (the session
    /// replays its pending inputs, an `A` replay's too, as it advances).
    func feedReplay(upTo t: Double) {
        controller.playOnFromScrub(upTo: t)
    }

    /// The studio's keys: I inspector, N next request outcome, A replay the last gesture.
    func studioKey(_ sym: SDL_Keysym) -> Bool {
        guard let model = view.studio, case let .studio(command) = keyAction(for: sym) else { return false }
        switch command {
        case .toggleInspector:
            model.inspectorVisible.toggle()
            // The content grows or shrinks by the inspector's width; the window follows at the zoom.
            fit.widen(by: StudioLayout.inspectorWidth * (model.inspectorVisible ? 1 : -1))
            let size = fit.windowSize
            SDL_SetWindowSize(window.window, Int32(size.width), Int32(size.height))
            syncCanvas()
            say(model.inspectorVisible ? "inspector" : "inspector hidden")
        case .nextOutcome:
            let next = Studio.nextOutcome(after: view.session.primary.settings.request.outcome)
            apply([Studio.Change(SettingPath.requestOutcome, next.rawValue)])
            say("next request: " + next.rawValue)
        case .replayLastGesture:
            replayLastGesture()
        }
        dirty = true
        return true
    }

    /// `A`: back to the start of the last gesture (press to release, or key), with the current
    /// settings, and plays it again.
    func replayLastGesture() {
        guard view.studio != nil else { return }
        guard controller.replayLastGesture(wall: wallNow) else { say("no gesture to replay"); return }
        say("replaying the last gesture")
        dirty = true
    }
}
