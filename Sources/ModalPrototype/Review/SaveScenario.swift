import ModalCore

extension ReviewView {
    /// `--save-scenario FILE` and the `L` key: writes what was done in this session as a
    /// scenario file (`ScenarioText`) whose head stands for `options` (device, chrome, frame
    /// rate, compare lanes; the settings come from the lanes at time 0), so it replays with no
    /// options; the file is replaced whole or not at all. Nothing without a path.
    func saveScenario(_ path: String?, options: Options) throws {
        guard let path else { return }
        // On a scrubbed frame the take goes on past the playhead: it ends where its recording does.
        let end = max(session.time, studio?.recordedEnd ?? session.time)
        try SafeFile.write(Array(scenarioText(options: options, end: end).utf8), toPath: path)
    }

    /// The saved-session text of this review up to `end` (what `--save-scenario` writes).
    func scenarioText(options: Options, end: Double) -> String {
        let lines = ScenarioText.lines(log: session.log, initial: session.initial.lanes.map(\.settings),
                                       setup: options.scenarioSetup, baseline: options.scenarioBaseline, end: end)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Options {
    /// The head a saved scenario opens with for these options (its settings are added from the lanes).
    var scenarioSetup: ScenarioHead {
        ScenarioHead(device: sizeGiven ? nil : device.name, size: sizeGiven ? canvas : nil,
                     chrome: showsChrome ? nil : false, fps: fps, compare: compare)
    }

    /// The settings the head's device line brings (the defaults with the preset's safe areas):
    /// the saved head lists the settings in force that differ from these.
    var scenarioBaseline: Settings {
        var s = Settings()
        guard !sizeGiven else { return s }
        s = (try? s.setting(SettingPath.safeAreaTop, to: "\(device.safeAreaTop)")) ?? s
        s = (try? s.setting(SettingPath.safeAreaBottom, to: "\(device.safeAreaBottom)")) ?? s
        return s
    }
}
