import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Scenario playback in the window and live config reload.
extension WindowApp {
    // MARK: Scenario and config

    /// Plays the scenario's inputs due by `t` into the session; shots and element lists are
    /// written at their own times, in order, as headless runs write them.
    func playScenario(upTo t: Double) throws {
        guard var p = player, !p.isFinished else { return }
        defer { player = p }
        do {
            try p.play(upTo: t, into: view.session) { time, output in
                dirty = true
                if case .end = output { say("scenario ended"); return }
                guard let folder = outFolder else { return }
                switch output {
                case let .shot(name):
                    try writeShot(at: time, to: try folder.file(name), phoneOnly: true)
                case let .elements(name):
                    try folder.write(Array(ElementsJSON.encode(view.session.primary.frame(now: time)).utf8), to: name)
                case .end:
                    break
                }
            }
        } catch let e as ScenarioError { throw Failure.scenario(e) }
    }

    func checkConfig(wall: Double) {
        guard var w = watcher, wall - lastConfigCheck >= ConfigWatcher.interval else { return }
        lastConfigCheck = wall
        let result = w.check()
        watcher = w
        switch result {
        case let .success(settings)?:
            let t = clock.simulated(at: wall)
            let perLane = view.session.lanes.enumerated().map { i, lane -> Event in
                var s = options.settings(settings, lane: i)
                if !options.compare.isEmpty { s.halfModal.profile = lane.settings.halfModal.profile }
                return .updateSettings(s)
            }
            view.session.applyPerLane(perLane, at: t)
            say("reloaded \(w.path)")
        case let .failure(f)?:
            StandardStreams.error("modal-prototype: error: \(f.message) (keeping the previous settings)\n")
            say("config error, previous settings kept")
        case nil:
            break
        }
    }
}
