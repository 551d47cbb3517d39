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

    /// Carries out what a studio control asked for (a marker's seek keeps the clock playing or
    /// paused; its settings changes keep the take: `keepingTake`).
    func perform(_ effects: [Studio.Effect], fromMarker: Bool = false) {
        for effect in effects {
            switch effect {
            case let .seek(time): seek(to: time, pause: !fromMarker)
            case let .set(changes): apply(changes, keepingTake: true)
            case let .select(section): view.studio?.section = section
            case let .edit(path): beginEntry(path)
            }
        }
        dirty = true
    }

    /// Shows the frame at `time` of the recording, paused (or, with `pause` false, as the
    /// clock was): the recording replayed up to it.
    func seek(to time: Double, pause: Bool = true) {
        guard view.studio != nil else { return }
        guard controller.scrub(to: time, wall: wallNow, pause: pause) else { say("cannot scrub back that far"); return }
        dirty = true
    }

    /// Applies settings changes to every lane at once, keeping the state. On a scrubbed frame
    /// a key's or a file's change branches (undoably); a studio control's (`keepingTake`) keeps
    /// the later inputs, which replay with it.
    func apply(_ changes: [Studio.Change], keepingTake: Bool = false) {
        if let refused = controller.applySettings(changes, at: clock.simulated(at: wallNow), keepingTake: keepingTake) {
            say(refused)
            return
        }
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
        case .undoBranch, .redoBranch:
            restoreBranch(redo: command == .redoBranch)
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
