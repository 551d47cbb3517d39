import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The window's recording worker: snapshots taken at each frame's time, drawn on two lanes
/// and written in order, give the very files headless `--record` writes.
@Suite(.serialized) struct RecordingWorkerTests {
    /// The phones rise and rest; the worker's PNG sequence equals headless export's, file for file.
    @Test func workerFramesAreHeadlessFramesByteForByte() throws {
        let scenario = "0 tap toggle-half-modal\n0.8 drag 195 500 195 440 0.05\n1.2 end"
        let common = ["--compare", "seed,fluid", "--scale", "1", "--fps", "30"]
        let headless = temporaryFolder("worker-headless"), window = temporaryFolder("worker-window")
        try runHeadless(scenario, ["--record", headless] + common)

        // The window's way: the review played to each frame's time, its snapshot handed over.
        let options = try Options.parse(["--headless", "--scenario", "test", "--out", temporaryFolder("worker-out")] + common)
        let runner = try HeadlessRunner(options: options, scenario: try Scenario.parse(scenario, path: "test"))
        let view = runner.view
        let sinks = try #require(try FrameRecording(options: Options.parse(["--headless", "--scenario", "test", "--record", window] + common),
                                                    width: runner.canvas.width, height: runner.canvas.height))
        sinks.worker = RecordingWorker(sinks: sinks, fonts: runner.fonts)
        let worker = try #require(sinks.worker)
        let schedule = RecordingSchedule(fps: 30)
        for n in 0...36 {
            let t = schedule.time(of: n)   // as the window's recording takes frame n
            try view.controller.playScenario(upTo: t) { _, _ in }
            view.session.advance(to: t)
            let snapshot = view.stageSnapshot(at: t, state: view.session.state(at: t), pixelScale: 1)
            #expect(snapshot.width == runner.canvas.width && snapshot.height == runner.canvas.height)
            #expect(try worker.reserve(timeout: .infinity))
            worker.submit(snapshot, index: n)
        }
        try sinks.finish()

        let names = { (dir: String) in
            try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("frame-") }.sorted()
        }
        let want = try names(headless), got = try names(window)
        #expect(want.count >= 20 && got == want, "\(got.count) files, headless \(want.count)")
        for name in want where got.contains(name) {
            let a = try Data(contentsOf: URL(fileURLWithPath: window + "/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: headless + "/" + name))
            #expect(a == b, "\(name) differs")
        }
    }

    /// Damage drawing at ×2 with two phones, and with the native sheet (the half modal rising, dragged, the sheet over it):
    /// each frame drawn over the frame before gives the bytes of the frame drawn whole, and
    /// some frames are drawn again only in small part.
    @Test(arguments: [["--compare", "seed,fluid"], ["--profile", "native"]])
    func damageDrawnFramesAreWholeFramesByteForByte(phones: [String]) throws {
        let scenario = "0 key h\n1.3 drag 195 560 195 420 0.4\n1.8 key s\n2.2 end"
        let options = try Options.parse(["--headless", "--scenario", "test", "--out", temporaryFolder("damage-out"),
                                         "--scale", "2", "--fps", "20"] + phones)
        let runner = try HeadlessRunner(options: options, scenario: try Scenario.parse(scenario, path: "test"))
        let view = runner.view
        let painter = SnapshotPainter(fonts: runner.fonts)
        var partial = 0
        for n in 0...44 {
            let t = Double(n) / 20
            try view.controller.playScenario(upTo: t) { _, _ in }
            view.session.advance(to: t)
            let snapshot = view.stageSnapshot(at: t, state: view.session.state(at: t), pixelScale: 2)
            let got = try painter.paint(snapshot)
            let drawn = painter.lastDrawnPixels
            if 2 * drawn < snapshot.width * snapshot.height { partial += 1 }
            let want = try SnapshotPainter(fonts: runner.fonts).paint(snapshot)
            #expect(got == want, "frame \(n) (\(drawn) pixels drawn) differs from the whole frame")
        }
        // While the dim's alpha changes every phone pixel changes (nearly whole frames: the rise,
        // the fluid card's drag, the sheet); the rest between the rise and the drag draws far less.
        #expect(partial >= 3, "\(partial) of 45 frames drawn less than half")
    }

    /// A place reserved and given back lets the queue fill to its depth again; a full queue says so in time.
    @Test func reserveWaitsAtMostItsTimeout() throws {
        let dir = temporaryFolder("worker-slots")
        let options = try Options.parse(["--headless", "--scenario", "test", "--record", dir])
        let sinks = try #require(try FrameRecording(options: options, width: 4, height: 4))
        let worker = RecordingWorker(sinks: sinks, fonts: try Assets.fonts(override: nil))
        for _ in 0..<RecordingWorker.depth { #expect(try worker.reserve(timeout: 0)) }
        #expect(try !worker.reserve(timeout: 0.01))
        worker.release()
        #expect(try worker.reserve(timeout: 0))
        for _ in 0..<RecordingWorker.depth { worker.release() }
        try worker.drain()
        try sinks.finish()
    }
}
