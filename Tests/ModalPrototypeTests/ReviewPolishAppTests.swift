import CSDL2
import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The reviewer polish through the app (issue 15): no gap under a card pulled above the
/// screen, no folder left by a run that fails before its first output, help text the shipped
/// font can draw.
@Suite(.serialized) struct ReviewPolishAppTests {
    let gray = Color(hex: 0x8E8E93)

    // MARK: 1. No gap under the card

    @Test func aCardPulledAboveTheScreenStillCoversTheBottomRowEdgeToEdge() throws {
        // Both lanes at full, then a hold that rubber-bands the fluid card's top above the screen.
        let scenario = "0 key h\n1.2 key f\n2.5 drag 195 300 195 0 1.0\n4 end"
        // Without the device chrome: the display corners would round the row's ends.
        let r = try rendered(scenario, at: 3.4, args: ["--compare", "seed,fluid", "--no-chrome"])
        let fluid = r.view.session.lanes[1].halfModal
        #expect(fluid.top(at: 3.4) < -19)                    // its 20 pt bottom corners used to lift
        let x0 = Int(Stage.gap * 2 + 390), y = Int(Stage.header) + 843
        var off: [String] = []
        for x in x0..<(x0 + 390) where !near(r.canvas.pixel(x: x, y: y), gray) {
            off.append("\(x - x0): \(r.canvas.pixel(x: x, y: y))")
        }
        #expect(off.isEmpty, "bottom row of the fluid phone not gray at \(off.prefix(6))")
    }

    // MARK: 6. A failed run leaves no new folder

    /// Runs the built executable with `arguments` and PATH limited to `path`; returns (status, stderr).
    func run(_ arguments: [String], path: String) throws -> (Int32, String) {
        guard let exe = ScenarioCorpusTests.executable() else {
            Issue.record("modal-prototype not found next to the test bundle")
            return (-1, "")
        }
        let p = Process()
        p.executableURL = exe
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = path
        env["MODAL_PROTOTYPE_ASSETS"] = ScenarioCorpusTests.repository.appendingPathComponent("Assets").path
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, text)
    }

    @Test func videoWithoutFFmpegExitsOneAndLeavesNoNewOutFolder() throws {
        let base = temporaryFolder("video")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let scenario = base + "/s.txt"
        try "0.5 shot a.png\n1 end\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let noFFmpeg = base + "/bin"                      // an empty PATH folder: no ffmpeg on it
        try FileManager.default.createDirectory(atPath: noFFmpeg, withIntermediateDirectories: true)
        let out = base + "/new/out"
        let (status, stderr) = try run(["--headless", "--scenario", scenario, "--video", base + "/x.mp4",
                                        "--out", out, "--record", base + "/frames"], path: noFFmpeg)
        #expect(status == 1)
        #expect(stderr.contains("ffmpeg is not installed"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(!FileManager.default.fileExists(atPath: base + "/new"))
        #expect(!FileManager.default.fileExists(atPath: base + "/frames"))
        #expect(!FileManager.default.fileExists(atPath: base + "/x.mp4"))
        // A folder that was there before stays, and so does what it held.
        let existing = base + "/existing"
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: true)
        let (again, _) = try run(["--headless", "--scenario", scenario, "--video", base + "/x.mp4", "--out", existing],
                                 path: noFFmpeg)
        #expect(again == 1)
        #expect(FileManager.default.fileExists(atPath: existing))
    }

    @Test func aRunThatSucceedsKeepsItsNewFolder() throws {
        let base = temporaryFolder("video-ok")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let scenario = base + "/s.txt"
        try "0.5 shot a.png\n1 end\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let (status, _) = try run(["--headless", "--scenario", scenario, "--out", base + "/new/out"], path: "/usr/bin:/bin")
        #expect(status == 0)
        #expect(FileManager.default.fileExists(atPath: base + "/new/out/a.png"))
    }

    @Test func removeEmptyKeepsFoldersThatHoldSomething() throws {
        let base = temporaryFolder("created")
        defer { try? FileManager.default.removeItem(atPath: base) }
        _ = try OutputFolder(path: base + "/a/b")
        _ = try OutputFolder(path: base + "/c")
        try Data([1]).write(to: URL(fileURLWithPath: base + "/c/file"))
        CreatedFolders.removeEmpty()
        #expect(!FileManager.default.fileExists(atPath: base + "/a"))
        #expect(FileManager.default.fileExists(atPath: base + "/c/file"))
        #expect(FileManager.default.fileExists(atPath: base))
    }

    // MARK: 4. Help in Japanese, drawable

    /// Every string the HUD shows for two lanes while the fluid spring settles and the seed curve runs.
    func hudText() -> String {
        var lanes = [HalfModalProfile.seed, .fluid].map { p -> PrototypeMachine in
            var s = Settings()
            s.halfModal.profile = p
            return PrototypeMachine(settings: s, canvas: Size(width: 390, height: 844))
        }
        var strings: [String] = []
        for i in lanes.indices {
            lanes[i].handle(.key(.h), now: 0)
            lanes[i].handle(.pointerDown(Point(x: 195, y: 500)), now: 2)
            lanes[i].handle(.pointerMove(Point(x: 195, y: 380)), now: 2.08)
            lanes[i].handle(.pointerUp(Point(x: 195, y: 380)), now: 2.08)
        }
        for now in [0.3, 2.2, 9.0] {
            let items = HUD.items(lanes: lanes, traces: [MotionTrace(), MotionTrace()], now: now,
                                  status: HUD.Status(rate: 0.25, paused: true, frameTime: 0.002))
            for p in items.flattened() { if case let .text(run) = p { strings.append(run.string) } }
        }
        return strings.joined()
    }

    @Test func theShippedFontHasEveryCharacterOfTheHelpAndTheHUD() throws {
        #expect(TTF_WasInit() != 0 || TTF_Init() == 0)
        let fonts = try Assets.fonts(override: nil)
        for path in [fonts.regular, fonts.bold] {
            guard let font = TTF_OpenFont(path, 12) else { Issue.record("cannot open \(path)"); continue }
            defer { TTF_CloseFont(font) }
            for language in Language.allCases {
                var text = ReviewHelp.title(language) + ReviewHelp.lines(language).map { $0.0 + $0.1 }.joined()
                text += hudText()
                for scalar in text.unicodeScalars where scalar != " " {
                    #expect(TTF_GlyphIsProvided32(font, scalar.value) != 0, "\(path) lacks U+\(String(scalar.value, radix: 16)) (\(scalar))")
                }
            }
        }
    }
}
