import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// Issue 36: `measure` recovers the settings the app recorded itself with (no phone needed):
/// from PNG frames, through a lossy H.264 video (fixed and variable rate, with the chrome), and
/// a spring after a drag's release; its `--write-config` loads; broken input is one line.
@Suite(.serialized) struct MeasureRecordingTests {
    /// The seed card shown by `key h` at 0.2 s, with the curve under test.
    static let show = "0.2 key h\n1.2 end\n"
    static let curveSettings = ["--set", "halfModal.duration=0.6", "--set", "halfModal.curve.x1=0.25", "--set", "halfModal.curve.y1=0.1",
                                "--set", "halfModal.curve.x2=0.25", "--set", "halfModal.curve.y2=1"]

    /// ffmpeg's path, nil when it is not installed (the video cases then cannot run).
    static let ffmpeg: String? = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Records `scenario` headless into `dir/record` with `options`.
    static func record(_ scenario: String, in dir: String, _ options: [String]) throws {
        ExecutableRun.write(scenario, to: dir + "/s.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--out", "out", "--record", "record"] + options,
                                        in: dir, timeout: 120)
        #expect(run.status == 0, "recording failed: \(run.stderr)")
    }

    /// Runs `measure ARGUMENTS --json` and decodes its one JSON object.
    static func measure(_ arguments: [String], in dir: String) throws -> [String: Any] {
        let run = try ExecutableRun.run(["measure"] + arguments + ["--json"], in: dir, timeout: 120)
        #expect(run.status == 0, "measure failed: \(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    static func number(_ json: [String: Any], _ key: String) throws -> Double { try #require((json[key] as? NSNumber)?.doubleValue) }

    /// Checks the curve (0.25, 0.1, 0.25, 1) over 0.6 s within `controls` and `duration`.
    static func expectShowCurve(_ json: [String: Any], controls: Double, duration: Double) throws {
        #expect(abs(try number(json, "duration") - 0.6) <= duration, "duration \(json["duration"]!)")
        for (key, value) in [("x1", 0.25), ("y1", 0.1), ("x2", 0.25), ("y2", 1.0)] {
            #expect(abs(try number(json, key) - value) <= controls, "\(key) \(json[key]!)")
        }
    }

    @Test func aCurveFromPNGFramesAndBackIntoSettings() throws {
        let dir = ExecutableRun.folder("measure-png")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.record(Self.show, in: dir, ["--fps", "120", "--no-chrome", "--scale", "2"] + Self.curveSettings)
        let json = try Self.measure(["--reference", "record", "--reference-fps", "120", "--track", "half-modal", "--fit", "curve",
                                     "--write-config", "fit.json", "--plot", "fit.svg"], in: dir)
        try Self.expectShowCurve(json, controls: 0.05, duration: 1.0 / 120)
        #expect(try Self.number(json, "rms") <= 1)
        #expect(abs(try Self.number(json, "start") - 0.2) <= 1.0 / 120)
        // The default curve (0.2, 0.8, 0.2, 1) over 0.9 s is far from this recording.
        let current = try #require(json["current"] as? [String: Any])
        #expect(try Self.number(current, "rms") > 10)
        let printed = try ExecutableRun.run(["--print-config", "--config", "fit.json"], in: dir)
        #expect(printed.status == 0, "\(printed.stderr)")
        let settings = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        let halfModal = try #require(settings["halfModal"] as? [String: Any])
        #expect(abs(try Self.number(halfModal, "duration") - 0.6) <= 1.0 / 120)
        let svg = try String(contentsOfFile: dir + "/fit.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("current settings") && svg.contains("time (s)"))
    }

    @Test(.enabled(if: ffmpeg != nil)) func aCurveThroughALossyVideoWithTheChrome() throws {
        let dir = ExecutableRun.folder("measure-mp4")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.record(Self.show, in: dir, ["--fps", "60", "--scale", "3"] + Self.curveSettings)
        let encode = try ExecutableRun.runProgram(URL(fileURLWithPath: Self.ffmpeg!), [
            "-v", "error", "-y", "-framerate", "60", "-pattern_type", "glob", "-i", "record/*.png",
            "-c:v", "libx264", "-crf", "28", "-pix_fmt", "yuv420p", "show.mp4"], in: dir, timeout: 120)
        #expect(encode.status == 0, "\(encode.stderr)")
        let json = try Self.measure(["--reference", "show.mp4", "--track", "half-modal", "--fit", "curve"], in: dir)
        try Self.expectShowCurve(json, controls: 0.08, duration: 2.0 / 60)
    }

    @Test(.enabled(if: ffmpeg != nil)) func aVariableRateVideoIsTimedByItsTimestamps() throws {
        let dir = ExecutableRun.folder("measure-vfr")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.record(Self.show, in: dir, ["--fps", "120", "--scale", "2"] + Self.curveSettings)
        // Frames 0, 3, 5, 6, 9, 10, 12, …: gaps of 1/120 to 3/120 s, each frame at its own time.
        let encode = try ExecutableRun.runProgram(URL(fileURLWithPath: Self.ffmpeg!), [
            "-v", "error", "-y", "-framerate", "120", "-pattern_type", "glob", "-i", "record/*.png",
            "-vf", "select='not(mod(n\\,3))+not(mod(n\\,5))'", "-fps_mode", "vfr",
            "-c:v", "libx264", "-crf", "28", "-pix_fmt", "yuv420p", "vfr.mp4"], in: dir, timeout: 120)
        #expect(encode.status == 0, "\(encode.stderr)")
        let json = try Self.measure(["--reference", "vfr.mp4"], in: dir)
        try Self.expectShowCurve(json, controls: 0.08, duration: 2.0 / 120)
        #expect(abs(try Self.number(json, "start") - 0.2) <= 2.0 / 120)
    }

    @Test func aSpringAfterADragsRelease() throws {
        let dir = ExecutableRun.folder("measure-spring")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The card comes up, is dragged up 150 pt and released at 1.8 s: the spring takes it to full.
        try Self.record("0.2 key h\n1.5 drag 195 600 195 450 0.3\n3.2 end\n", in: dir,
                        ["--fps", "60", "--no-chrome", "--scale", "2", "--profile", "fluid",
                         "--set", "halfModal.spring.response=0.45", "--set", "halfModal.spring.dampingFraction=0.7"])
        let json = try Self.measure(["--reference", "record", "--reference-fps", "60", "--fit", "spring", "--after", "1.8",
                                     "--profile", "fluid"], in: dir)
        #expect(abs(try Self.number(json, "response") - 0.45) <= 0.03, "response \(json["response"]!)")
        #expect(abs(try Self.number(json, "dampingFraction") - 0.7) <= 0.05, "dampingFraction \(json["dampingFraction"]!)")
    }

    /// The studio's `M` tracks the `--reference` frames as `measure` does: the window's decoded
    /// frames give the same card, and the fit the same curve.
    @Test func theStudiosReferenceTrackIsMeasuresTrack() throws {
        let dir = ExecutableRun.folder("measure-studio")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.record(Self.show, in: dir, ["--fps", "60", "--no-chrome", "--scale", "1"] + Self.curveSettings)
        let frames = try ReferenceFrames(dir: dir + "/record", fps: 60)
        let samples = try frames.cardTrack(color: Theme().gray, device: .standard)
        #expect(samples.count == 73 && samples[0].isHidden && abs(samples[72].value - 337.6) < 0.05)
        let outcome = try ReferenceFit.fit(samples, settings: Settings(), now: 0.5).get()
        let duration = try #require(outcome.changes.first { $0.path == "halfModal.duration" }.flatMap { Double($0.text) })
        #expect(abs(duration - 0.6) <= 1.0 / 60, "\(outcome.message)")
    }

    @Test func theSheetsCurveIsItsSettings() throws {
        let dir = ExecutableRun.folder("measure-sheet")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.record("0.2 tap open-sheet\n1.2 end\n", in: dir, ["--fps", "60", "--scale", "2"])
        let json = try Self.measure(["--reference", "record", "--track", "sheet", "--write-config", "sheet.json"], in: dir)
        // The default sheet.curve (0.31, 0.59, 0.08, 1) over sheet.duration 0.5 s: the current settings agree.
        #expect(abs(try Self.number(json, "duration") - 0.5) <= 1.0 / 60)
        for (key, value) in [("x1", 0.31), ("y1", 0.59), ("x2", 0.08), ("y2", 1.0)] {
            #expect(abs(try Self.number(json, key) - value) <= 0.05, "\(key) \(json[key]!)")
        }
        let current = try #require(json["current"] as? [String: Any])
        #expect(try Self.number(current, "rms") <= 1)
        let config = try String(contentsOfFile: dir + "/sheet.json", encoding: .utf8)
        #expect(config.contains("\"sheet\"") && config.contains("\"duration\"") && !config.contains("halfModal"))
    }

    @Test func theAlertsFadeIsItsSpringAndTheCoverHasNoAnimation() throws {
        let dir = ExecutableRun.folder("measure-alert")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The request fails after 0.5 s: the cover comes up at 1.0 s at once, the alert at 1.5 s
        // with its critically damped spring of stiffness 361, mass 1 (response 2π/19 s).
        try Self.record("0.2 tap open-sheet\n1.0 tap start-request\n2.5 end\n", in: dir,
                        ["--fps", "60", "--scale", "1", "--latency", "0.5", "--outcome", "failure"])
        let json = try Self.measure(["--reference", "record", "--track", "alert", "--fit", "spring", "--after", "1.2",
                                     "--write-config", "alert.json"], in: dir)
        #expect(abs(try Self.number(json, "response") - 2 * Double.pi / 19) <= 0.03, "response \(json["response"]!)")
        #expect(abs(try Self.number(json, "dampingFraction") - 1) <= 0.1, "dampingFraction \(json["dampingFraction"]!)")
        #expect(json["unit"] as? String == "levels")
        let printed = try ExecutableRun.run(["--print-config", "--config", "alert.json"], in: dir)
        #expect(printed.status == 0 && printed.stdout.contains("\"appearStiffness\""), "\(printed.stderr)")
        let cover = try ExecutableRun.run(["measure", "--reference", "record", "--track", "loading-cover", "--after", "0.9"], in: dir)
        #expect(cover.status == 2 && cover.stderr.contains("no animation to fit"), "\(cover.stderr)")
    }

    @Test func outputsNeverFollowALinkNorReplaceAnInput() throws {
        let dir = ExecutableRun.folder("measure-outputs")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.record(Self.show, in: dir, ["--fps", "30", "--no-chrome", "--scale", "1"])
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: dir + "/target.json")
        let link = try ExecutableRun.run(["measure", "--reference", "record", "--reference-fps", "30", "--write-config", "link.json"], in: dir)
        #expect(link.status == 2 && link.stderr.contains("link.json"), "\(link.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/target.json"))
        let frame = try #require(ExecutableRun.contents(dir + "/record").first { $0.hasSuffix(".png") })
        let input = try ExecutableRun.run(["measure", "--reference", "record", "--reference-fps", "30", "--plot", "record/" + frame], in: dir)
        #expect(input.status == 2, "\(input.stderr)")
        ExecutableRun.write("{}", to: dir + "/c.json")
        let config = try ExecutableRun.run(["measure", "--reference", "record", "--reference-fps", "30", "--config", "c.json",
                                            "--write-config", "c.json"], in: dir)
        #expect(config.status == 2 && config.stderr.contains("c.json"), "\(config.stderr)")
        #expect(try String(contentsOfFile: dir + "/c.json", encoding: .utf8) == "{}")
    }

    @Test func aBrokenPNGIsOneLineNamingIt() throws {
        let dir = ExecutableRun.folder("measure-broken")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/frames", withIntermediateDirectories: true)
        ExecutableRun.write("not a picture", to: dir + "/frames/a.png")
        let run = try ExecutableRun.run(["measure", "--reference", "frames", "--reference-fps", "120"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("a.png"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aFileThatIsNoVideoAndAStillRecordingAreOneLineEach() throws {
        let dir = ExecutableRun.folder("measure-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        ExecutableRun.write("hello", to: dir + "/clip.mov")
        let notVideo = try ExecutableRun.run(["measure", "--reference", "clip.mov"], in: dir)
        #expect(notVideo.status == (Self.ffmpeg == nil ? 1 : 2))
        #expect(notVideo.stderr.split(separator: "\n").count == 1 && notVideo.stderr.contains("clip.mov"), "\(notVideo.stderr)")
        try Self.record("0.5 end\n", in: dir, ["--fps", "30", "--no-chrome", "--scale", "1"])
        let still = try ExecutableRun.run(["measure", "--reference", "record", "--reference-fps", "30"], in: dir)
        #expect(still.status == 2)
        #expect(still.stderr.split(separator: "\n").count == 1 && still.stderr.contains("no motion"), "\(still.stderr)")
    }
}
