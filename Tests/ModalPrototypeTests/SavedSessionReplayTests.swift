import Foundation
import Testing
import ModalCore

/// A saved session is a self-contained repro: run with options, saved with `--save-scenario`,
/// it replays with `--headless --scenario saved.txt` and NO options to the same frames, byte
/// for byte (issue 33's first two "done when" lines, through the real executable).
@Suite(.serialized) struct SavedSessionReplayTests {
    /// Runs `arguments` in a fresh folder, then replays the saved file there with no options;
    /// returns the saved text and both recordings' files (name → bytes).
    func roundTrip(_ scenario: String, _ options: [String]) throws -> (saved: String, first: [String: Data], replay: [String: Data]) {
        let dir = temporaryFolder("saved-replay")
        try scenario.write(toFile: dir + "/s.txt", atomically: true, encoding: .utf8)
        let first = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--out", "o", "--record", "r",
                                           "--save-scenario", "saved.txt"] + options, in: dir, timeout: 120)
        #expect(first.status == 0, "\(first.stderr)")
        let replay = try ExecutableRun.run(["--headless", "--scenario", "saved.txt", "--out", "o2", "--record", "r2"], in: dir, timeout: 120)
        #expect(replay.status == 0, "\(replay.stderr)")
        func frames(_ folder: String) throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/" + folder).filter { $0.hasPrefix("frame-") }
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: dir + "/\(folder)/\($0)"))) })
        }
        return (try String(contentsOfFile: dir + "/saved.txt", encoding: .utf8), try frames("r"), try frames("r2"))
    }

    func expectSameFrames(_ first: [String: Data], _ replay: [String: Data]) {
        #expect(first.count > 50 && replay.count == first.count, "\(replay.count) frames replayed, \(first.count) recorded")
        let differing = first.keys.filter { replay[$0] != first[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.count) frames differ, first \(differing.first ?? "")")
    }

    @Test func oneFluidPhoneOnAnotherDeviceReplaysWithNoOptions() throws {
        let scenario = """
        0.2 tap toggle-half-modal
        1.3 set halfModal.heightRate 0.45
        1.5 drag 195 600 195 400 0.3
        2.6 scroll 195 600 0 -2
        2.7 scroll 195 600 0 -1
        3.8 scroll 195 300 0 3
        5 end
        """
        let run = try roundTrip(scenario, ["--device", "iphone-17-pro", "--ios", "26", "--appearance", "dark", "--lang", "en",
                                           "--profile", "fluid", "--set", "halfModal.duration=0.7"])
        let lines = run.saved.split(separator: "\n").map(String.init)
        for line in ["0 device iphone-17-pro", "0 initial appearance dark", "0 initial appearance.iosVersion 26",
                     "0 initial language en", "0 initial halfModal.profile fluid", "0 initial halfModal.duration 0.7",
                     "1.3 set halfModal.heightRate 0.45", "1.516667 move 195 588.8888888888889", "3.1 fling 195 660 0 199.99999999999983"] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(!run.saved.contains("no scenario command"))
        expectSameFrames(run.first, run.replay)
    }

    @Test func twoLanesWithPerPhoneSettingsReplayWithNoOptions() throws {
        let scenario = """
        0.2 tap toggle-half-modal
        1.5 drag 195 600 195 400 0.3
        2.6 scroll 195 600 0 -2
        3 key f
        4 end
        """
        let run = try roundTrip(scenario, ["--compare", "seed,native", "--set", "2:halfModal.content=list",
                                           "--set", "1:halfModal.duration=0.5"])
        let lines = run.saved.split(separator: "\n").map(String.init)
        for line in ["0 compare seed,native", "0 initial halfModal.duration 0.5", "0 initial 2:halfModal.content list",
                     "3 key f", "4 end"] {
            #expect(lines.contains(line), "\(line)")
        }
        expectSameFrames(run.first, run.replay)
    }

    /// Options typed on the command line win over the head: the saved session replays on another device.
    @Test func theCommandLineWinsOverTheHead() throws {
        let dir = temporaryFolder("head-wins")
        try "0 device iphone-17-pro\n0 initial appearance dark\n0.5 shot a.png\n0.5 end\n".write(toFile: dir + "/s.txt", atomically: true, encoding: .utf8)
        let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--out", "o", "--device", "iphone-se-3"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/o/a.png"))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 375)   // the SE's canvas, not the 17 Pro's 402
        // The command line's --compare replaces the head's; the head's phone-2 setting still applies.
        try "0 compare seed,fluid\n0 initial 2:halfModal.duration 0.5\n1 end\n".write(toFile: dir + "/t.txt", atomically: true, encoding: .utf8)
        let three = try ExecutableRun.run(["--headless", "--scenario", "t.txt", "--out", "o3", "--compare", "seed,fluid,native"], in: dir)
        #expect(three.status == 0, "\(three.stderr)")
        // A head line out of place is the scenario's one-line error, exit 2.
        try "0.5 key h\n1 device iphone-14\n".write(toFile: dir + "/u.txt", atomically: true, encoding: .utf8)
        let misplaced = try ExecutableRun.run(["--headless", "--scenario", "u.txt", "--out", "o4"], in: dir)
        #expect(misplaced.status == 2)
        #expect(misplaced.stderr == "modal-prototype: error: u.txt:2: 'device' belongs to the head: time 0, before every other command\n")
    }
}
