import ModalCore

extension ReviewView {
    /// `--save-scenario FILE` and the `L` key: writes what was done in this session as a
    /// scenario file (`ScenarioText`), replacing the file whole or not at all. Nothing without a path.
    func saveScenario(_ path: String?) throws {
        guard let path else { return }
        let lines = ScenarioText.lines(log: session.log, initial: session.initial.lanes.map(\.settings),
                                       end: session.time)
        try SafeFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), toPath: path)
    }
}
