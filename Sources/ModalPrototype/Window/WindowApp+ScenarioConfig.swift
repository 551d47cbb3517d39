import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Scenario playback in the window and live config reload.
extension WindowApp {
    // MARK: Scenario and config

    /// Plays the scenario's inputs due by `t` into the session; shots and element lists are
    /// written at their own times, in order, as headless runs write them. The scenario's `end`
    /// ends a recording there (its last frame is the end's), with a line on stderr; the window
    /// stays open for review until Q.
    func playScenario(upTo t: Double) throws {
        do {
            try controller.playScenario(upTo: t) { time, output in
                dirty = true
                if case .end = output {
                    // A `key q` line quits (the quit finishes the recording); an `end` line ends the recording only.
                    if !view.session.quitRequested { try endRecording(atScenarioEnd: time) }
                    return
                }
                guard let folder = outFolder else { return }
                switch output {
                case let .shot(name):
                    try writeShot(at: time, to: try folder.file(name), phoneOnly: true)
                case let .elements(name):
                    try folder.write(Array(windowElements(at: time).utf8), to: name)
                case .end:
                    break
                }
            }
        } catch let e as ScenarioError { throw Failure.scenario(e) }
    }

    /// A scenario's `end` at review time `end`: the frames owed up to it are recorded, then the
    /// recording is finished (the video and the GIF closed) and says so, once.
    func endRecording(atScenarioEnd end: Double) throws {
        guard recording != nil else { say("scenario ended"); return }
        try recordFrames(upTo: end, inclusive: true)
        let frames = controller.recording?.schedule.next ?? 0
        try stopRecording()
        let into = options.recordDir ?? options.gifPath ?? options.videoPath ?? ""
        StandardStreams.error("modal-prototype: the scenario ended at \(Scenario.format(end)) s: recording stopped after \(frames) frames into \(into) (the window stays open; Q quits)\n")
        say("scenario ended: recording stopped")
    }

    func checkConfig(wall: Double) {
        guard var w = watcher else { return }
        let result = w.check(at: wall)
        watcher = w
        switch result {
        case let .success(settings)?:
            // Each lane's own command-line settings over the file; compare lanes keep their
            // profiles. On a scrubbed frame this branches (undoable).
            let perLane = view.session.lanes.indices.map { options.settings(settings, lane: $0) }
            controller.reloadSettings(perLane, keepProfiles: !options.compare.isEmpty, wall: wall)
            say("reloaded \(w.path)")
        case let .failure(f)?:
            StandardStreams.error("modal-prototype: error: \(f.message) (keeping the previous settings)\n")
            say("config error, previous settings kept")
        case nil:
            break
        }
    }
}
