/// The review's one reducer: every review key, studio key, studio control and typed value
/// changes the controller's state here and returns what only the front end can do
/// (`ReviewEffect`). The window maps SDL events to `ReviewInput`s and runs the effects; the
/// tests feed the same inputs and check the state. `wall` is the front end's wall clock now,
/// `frame` one frame of review time (1 / fps).
extension ReviewController {
    public func reduce(_ input: ReviewInput, wall: Double, frame: Double) -> [ReviewEffect] {
        let t = clock.simulated(at: wall)
        func say(_ text: String) { overlays.say(text, wall: wall) }
        switch input {
        case let .command(command):
            return reduce(command, at: t, wall: wall, frame: frame, say: say)
        case let .studio(command):
            guard let model = studio else { return [] }
            switch command {
            case .toggleInspector:
                model.inspectorVisible.toggle()
                say(model.inspectorVisible ? "inspector" : "inspector hidden")
                return [.inspectorToggled, .redraw]
            case .nextOutcome:
                let next = Studio.nextOutcome(after: session.primary.settings.request.outcome)
                if let refused = applySettings([Studio.Change(SettingPath.requestOutcome, next.rawValue)], at: t) {
                    say(refused)
                } else {
                    say("next request: " + next.rawValue)
                }
            case .replayLastGesture:
                say(replayLastGesture(wall: wall) ? "replaying the last gesture" : "no gesture to replay")
            case .undoBranch, .redoBranch:
                let redo = command == .redoBranch
                if restoreBranch(redo: redo, wall: wall) {
                    say(redo ? "redo: the branch again" : "undo: the cut-off inputs are back")
                } else {
                    say(redo ? "nothing to redo" : "nothing to undo")
                }
            }
            return [.redraw]
        case let .studioEffects(effects, fromMarker):
            var out: [ReviewEffect] = []
            for effect in effects {
                switch effect {
                case let .seek(time):
                    if studio != nil, !scrub(to: time, wall: wall, pause: !fromMarker) { say("cannot scrub back that far") }
                case let .set(changes):
                    if let refused = applySettings(changes, at: t, keepingTake: true) { say(refused) }
                case let .select(section):
                    studio?.section = section
                    studio?.inspectorScroll = 0
                case let .edit(path):
                    guard let model = studio, let current = try? session.primary.settings.value(at: path) else { continue }
                    model.entry = SettingEntry(path: path, current: current)
                    out.append(.textInput(true))
                }
            }
            return out + [.redraw]
        case let .commitEntry(entry):
            let closed = reduce(.cancelEntry, wall: wall, frame: frame)
            switch entry.commit(in: session.primary.settings) {
            case let .apply(change):
                // As the slider does: a scrubbed take keeps its later inputs.
                if let refused = applySettings([change], at: t, keepingTake: true) {
                    say(refused)
                } else {
                    say(change.path + " = " + change.text)
                }
            case let .reject(rule):
                say(rule)
            }
            return closed
        case .cancelEntry:
            guard let model = studio, model.entry != nil else { return [] }
            model.entry = nil
            return [.textInput(false), .redraw]
        }
    }

    /// A review key: the playback rules, the overlays, and the hand-off files the front end writes.
    private func reduce(_ command: ReviewCommand, at t: Double, wall: Double, frame: Double,
                        say: (String) -> Void) -> [ReviewEffect] {
        switch command {
        case .togglePause: say(togglePause(wall: wall))
        case .stepForward: return [.playTo(stepForward(frame: frame, wall: wall)), .redraw]
        case .stepBack: stepBack(frame: frame, wall: wall)
        case let .rate(r): say(setRate(r, wall: wall))
        case .slower, .faster: say(stepRate(faster: command == .faster, wall: wall))
        case .restart:
            restart(wall: wall)
            say(restartToast)
            return [.restarted, .redraw]
        case .toggleHUD:
            overlays.hudVisible.toggle()
            studio?.hudVisible = overlays.hudVisible
            return [.hudColumnToggled, .redraw]
        case .toggleHelp: overlays.helpVisible.toggle()
        case .screenshot: return [.screenshot(at: t), .redraw]
        case .cycleReferenceOpacity:
            guard overlays.hasReference else { say("no --reference frames"); break }
            // The step after the current one (1 goes to 0, hiding it); a value between steps goes to the next above.
            let steps = ReviewOverlays.opacitySteps, now = overlays.referenceOpacity
            if let i = steps.firstIndex(where: { abs($0 - now) < 1e-9 }) {
                overlays.referenceOpacity = steps[(i + 1) % steps.count]
            } else {
                overlays.referenceOpacity = steps.first { $0 > now } ?? steps[0]
            }
            say("reference opacity \(Int(overlays.referenceOpacity * 100)) %")
        case .toggleDifference:
            guard overlays.hasReference else { say("no --reference frames"); break }
            overlays.referenceDifference.toggle()
            say(overlays.referenceDifference ? "difference view" : "onion skin")
        case let .nudgeReference(frames):
            guard overlays.hasReference else { say("no --reference frames"); break }
            overlays.referenceNudge += frames
            return [.referenceNudged(at: t), .redraw]
        case .fitReference:
            guard overlays.hasReference else { say("no --reference frames"); break }
            return [.fitReference(at: t), .redraw]
        case .exportSwiftUI: return [.exportSwiftUI, .redraw]
        case .writeSettings: return [.writeSettings(at: t), .redraw]
        case .saveScenario: return [.saveScenario(at: t), .redraw]
        case .writeReport: return [.writeReport(at: t), .redraw]
        case let .scrollInspector(rows):
            guard let model = studio else { break }
            model.inspectorScroll = min(max(model.inspectorScroll + rows, 0), model.inspectorScrollLimit)
        case let .scrollHelp(rows):
            overlays.helpScroll = max(0, min(overlays.helpScroll + rows, 1_000_000))
        }
        return [.redraw]
    }

    /// Ctrl+Z / Ctrl+Shift+Z: the take with the latest branch taken back (or made again), shown
    /// paused at the time the branch was made at, with the whole take on the timeline. False
    /// when there is nothing to undo or redo (or no studio).
    public func restoreBranch(redo: Bool, wall: Double) -> Bool {
        guard let model = studio,
              let s = model.restoreBranch(session, now: clock.simulated(at: wall), redo: redo) else { return false }
        session = s
        clock.setPaused(true, wall: wall)
        clock.reset(to: model.scrubTime, wall: wall)
        if let end = model.recordedEnd { player?.seek(after: end) }
        return true
    }
}
