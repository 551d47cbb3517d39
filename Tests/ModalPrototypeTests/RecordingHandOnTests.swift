import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Recordings you can hand on: GIFs timed, merged and differenced, PNG sequences without
/// repeated frames, BT.709 videos, and `--record-studio`.
@Suite(.serialized) struct RecordingHandOnTests {
    static let seed = "Assets/Scenarios/half-modal-seed.txt"

    /// The package's root (the tests run from it, or from the build folder beneath it).
    static var root: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    @Test func seedGIFLastsTheScenarioIsSmallAndTrue() throws {
        let dir = temporaryFolder("gif-seed")
        let text = try String(contentsOfFile: Self.root + "/" + Self.seed, encoding: .utf8)
        try runHeadless(text, ["--gif", dir + "/seed.gif", "--record", dir + "/frames", "--scale", "1", "--fps", "60"])
        let size = try #require(try FileManager.default.attributesOfItem(atPath: dir + "/seed.gif")[.size] as? Int)
        // At most a fifth of the 1,168,814 B that full frames at 2 cs took.
        #expect(size <= 1_168_814 / 5, "\(size) B")
        let at10 = GIFFramePlan.start(of: 10, fps: 60)
        var gif = try DecodedGIF(dir + "/seed.gif", probes: [])
        gif = try DecodedGIF(dir + "/seed.gif", probes: [], keep: gif.image(at: at10))
        // The scenario ends at 4.5 s: the delays sum to 450 cs (±1).
        #expect(abs(gif.delays.reduce(0, +) - 450) <= 1, "\(gif.delays.reduce(0, +)) cs")
        #expect(gif.delays.allSatisfy { $0 >= 1 })
        #expect(Array(gif.delays.prefix(5)) == [2, 1, 2, 2, 1])
        // What shows at 10/60 s matches the PNG frame 10 within ±6 per channel, everywhere.
        let png = try PNGImage(dir + "/frames/frame-000010-0.1667s.png")
        let shown = try #require(gif.kept)
        var worst = 0
        for y in 0..<gif.height {
            for x in 0..<gif.width {
                let p = png.pixel(x, y), at = (y * gif.width + x) * 3
                worst = max(worst, abs(Int(p.r) - Int(shown[at])), abs(Int(p.g) - Int(shown[at + 1])), abs(Int(p.b) - Int(shown[at + 2])))
            }
        }
        #expect(worst <= 6, "worst channel difference \(worst)")
    }

    @Test func pngSequencesLinkUnchangedFrames() throws {
        let dir = temporaryFolder("png-link")
        // The half modal rises over 0.9 s, then rests until 1.5 s: every frame 0…45 is named,
        // the resting ones are links to the file of the frame the card came to rest in.
        try runHeadless("0 tap toggle-half-modal\n1.5 end", ["--record", dir, "--fps", "30"])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("frame-") }.sorted()
        #expect(names == (0...45).map { RecordingSchedule.fileName(index: $0, fps: 30) })
        let inodes = names.map { name -> UInt64 in
            var st = stat()
            return stat(dir + "/" + name, &st) == 0 ? UInt64(st.st_ino) : 0
        }
        #expect(Set(inodes).count >= 27 && Set(inodes).count < 46 && inodes.last == inodes[40])
    }

    @Test func pngSequencesSkipUnchangedFramesWhenAsked() throws {
        let dir = temporaryFolder("png-skip")
        // The half modal rises over 0.9 s, then rests until 1.5 s.
        try runHeadless("0 tap toggle-half-modal\n1.5 end", ["--record", dir, "--fps", "30", "--record-changed-only"])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("frame-") }.sorted()
        let indices = names.compactMap { Int($0.dropFirst(6).prefix(6)) }
        // Names keep their index and time; the resting frames after the card stops are one file.
        #expect(names.allSatisfy { name in
            let n = Int(name.dropFirst(6).prefix(6))!
            return name == RecordingSchedule.fileName(index: n, fps: 30)
        })
        #expect(indices.first == 0 && indices.count < 46 && indices.count >= 27, "\(indices)")
        #expect(indices.last! <= 28, "the card rests from 0.9 s (frame 27): \(indices.last!)")
        // Every file differs from the one before it.
        for (a, b) in zip(names, names.dropFirst()) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + a)) != Data(contentsOf: URL(fileURLWithPath: dir + "/" + b)))
        }
    }

    @Test func sameFrameIsBytesAndSize() {
        let a: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 255]
        #expect(PNGSequenceRecorder.same((a, 2, 1), a, width: 2, height: 1))
        #expect(!PNGSequenceRecorder.same((a, 2, 1), a, width: 1, height: 2))
        #expect(!PNGSequenceRecorder.same((a, 2, 1), [1, 2, 3, 255, 4, 5, 7, 255], width: 2, height: 1))
        #expect(!PNGSequenceRecorder.same(nil, a, width: 2, height: 1))
    }

    @Test func videoIsConvertedToAndTaggedBT709() throws {
        #expect(VideoRecorder.bt709Tags == ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                                            "-color_range", "tv"])
        #expect(VideoRecorder.toBT709.contains("out_color_matrix=bt709") && VideoRecorder.toBT709.contains("out_range=tv"))
        guard VideoRecorder.findFFmpeg() != nil, FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe") else { return }
        let dir = temporaryFolder("video-709")
        try runHeadless("0 tap toggle-half-modal\n0.2 end", ["--video", dir + "/a.mp4"])
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        probe.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries",
                           "stream=color_space,color_primaries,color_transfer,color_range", "-of", "default=nw=1", dir + "/a.mp4"]
        let pipe = Pipe()
        probe.standardOutput = pipe
        try probe.run()
        probe.waitUntilExit()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        for line in ["color_space=bt709", "color_primaries=bt709", "color_transfer=bt709", "color_range=tv"] {
            #expect(out.contains(line), "\(out)")
        }
    }

    @Test func recordStudioOption() throws {
        let o = try Options.parse(["--record", "d", "--record-studio"])
        #expect(o.recordStudio && o.studio)
        #expect(try !Options.parse(["--record", "d"]).recordStudio)
    }
}
