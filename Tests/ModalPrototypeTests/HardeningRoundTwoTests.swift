import CPNGRows
import Foundation
import Testing
@testable import ModalPrototype

/// Issue 25, outputs and signals: outputs never replace inputs, a recording folder is claimed
/// (lock, no stale frames), GIFs stream to their temporary file, reference frames decode at the
/// size they are drawn, and a signal finishes the run within 2 s with nothing left behind.
@Suite struct HardeningRoundTwoTests {
    // MARK: Outputs never replace inputs

    @Test func theFilmstripCannotReplaceItsOwnScenario() throws {
        let dir = ExecutableRun.folder("filmstrip-self")
        let text = "0 tap toggle-half-modal\n1 end\n"
        ExecutableRun.write(text, to: dir + "/s.png")
        for target in ["s.png", "./s.png", "../\(PathProblem.name(of: dir))/s.png"] {
            let run = try ExecutableRun.run(["--headless", "--scenario", "s.png", "--filmstrip", target,
                                             "--from", "0", "--to", "1", "--frames", "2"], in: dir)
            #expect(run.status == 2, "\(target): \(run.stderr)")
            #expect(run.stderr == "modal-prototype: error: \(target): refusing to write over the scenario being read "
                + "(outputs never replace inputs)\n", "\(run.stderr)")
            #expect(run.seconds < 5)
        }
        // Through a symbolic link and a hard link too.
        symlink(dir + "/s.png", dir + "/soft.png")
        link(dir + "/s.png", dir + "/hard.png")
        for target in ["soft.png", "hard.png"] {
            let run = try ExecutableRun.run(["--headless", "--scenario", "s.png", "--filmstrip", target,
                                             "--from", "0", "--to", "1", "--frames", "2"], in: dir)
            #expect(run.status == 2, "\(target): \(run.stderr)")
        }
        #expect(try String(contentsOfFile: dir + "/s.png", encoding: .utf8) == text)
    }

    @Test func aShotNamedLikeTheScenarioInsideOutIsRefused() throws {
        let dir = ExecutableRun.folder("shot-self")
        try FileManager.default.createDirectory(atPath: dir + "/o", withIntermediateDirectories: true)
        let text = "0 shot s.png\n0.1 end\n"
        ExecutableRun.write(text, to: dir + "/o/s.png")
        let run = try ExecutableRun.run(["--headless", "--scenario", "o/s.png", "--out", "o"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("o/s.png: refusing to write over the scenario being read"), "\(run.stderr)")
        #expect(try String(contentsOfFile: dir + "/o/s.png", encoding: .utf8) == text)
    }

    @Test func outputsCannotReplaceAReferenceFrameOrTheConfig() throws {
        let dir = ExecutableRun.folder("reference-self")
        try FileManager.default.createDirectory(atPath: dir + "/ref", withIntermediateDirectories: true)
        let canvas = try SoftwareCanvas(width: 8, height: 8)
        try canvas.writePNG(to: dir + "/ref/0.png")
        let before = FileManager.default.contents(atPath: dir + "/ref/0.png")
        ExecutableRun.write("0 tap toggle-half-modal\n0.5 end\n", to: dir + "/s.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--reference", "ref",
                                         "--filmstrip", "ref/0.png", "--from", "0", "--to", "0.5", "--frames", "2"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("ref/0.png: refusing to write over the reference frame being read"), "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: dir + "/ref/0.png") == before)
        ExecutableRun.write("{}\n", to: dir + "/c.png")
        let config = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--config", "c.png",
                                            "--filmstrip", "c.png", "--from", "0", "--to", "0.5", "--frames", "2"], in: dir)
        #expect(config.status == 2 && config.stderr.contains("over the config being read"), "\(config.stderr)")
    }

    // MARK: Recording folders

    @Test func aUsedRecordingFolderIsRefusedUnlessOverwrite() throws {
        let dir = ExecutableRun.folder("record-used")
        ExecutableRun.write("0 tap toggle-half-modal\n0.1 end\n", to: dir + "/s.txt")
        let first = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--record", "r"], in: dir)
        #expect(first.status == 0)
        #expect(ExecutableRun.contents(dir + "/r").count == 7, "no lock file left: \(ExecutableRun.contents(dir + "/r"))")
        let again = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--record", "r"], in: dir)
        #expect(again.status == 2)
        #expect(again.stderr == "modal-prototype: error: --record: 'r' already holds 7 frame-* files from an earlier run "
            + "(--overwrite removes them, or choose an empty folder)\n", "\(again.stderr)")
        ExecutableRun.write("0 tap toggle-half-modal\n0.05 end\n", to: dir + "/short.txt")
        let over = try ExecutableRun.run(["--headless", "--scenario", "short.txt", "--record", "r", "--overwrite"], in: dir)
        #expect(over.status == 0)
        #expect(over.stderr == "modal-prototype: --overwrite: removed 7 old frames from r\n", "\(over.stderr)")
        #expect(ExecutableRun.contents(dir + "/r").count == 4, "only the new frames: \(ExecutableRun.contents(dir + "/r"))")
        #expect(try Options.parse(["--overwrite"]).overwrite)
        #expect(throws: Failure.self) { _ = try Options.parse(["--overwrite=yes"]) }
    }

    @Test func overwriteNeverRemovesReferenceFrames() throws {
        let dir = ExecutableRun.folder("record-reference")
        try FileManager.default.createDirectory(atPath: dir + "/ref", withIntermediateDirectories: true)
        try writePNG([UInt8](repeating: 0xFF, count: 8 * 8 * 4), width: 8, height: 8, to: dir + "/ref/frame-000000-0.0000s.png")
        ExecutableRun.write("0 tap toggle-half-modal\n0.05 end\n", to: dir + "/s.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--reference", "ref",
                                         "--record", "ref", "--overwrite"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "modal-prototype: error: --record: 'ref' holds ref/frame-000000-0.0000s.png, a reference frame "
            + "being read (outputs never replace inputs)\n", "\(run.stderr)")
        #expect(ExecutableRun.contents(dir + "/ref") == ["frame-000000-0.0000s.png"])
    }

    @Test func aSecondConcurrentRecordingIsRefusedAtOnce() throws {
        let dir = ExecutableRun.folder("record-lock")
        ExecutableRun.write("0 tap toggle-half-modal\n150 end\n", to: dir + "/long.txt")
        ExecutableRun.write("0 tap toggle-half-modal\n0.1 end\n", to: dir + "/s.txt")
        var second = ExecutableRun()
        let first = try ExecutableRun.run(["--headless", "--scenario", "long.txt", "--record", "r"], in: dir, timeout: 60) { p in
            _ = ExecutableRun.wait(20) { FileManager.default.fileExists(atPath: dir + "/r/frame-000001-0.0167s.png") }
            second = (try? ExecutableRun.run(["--headless", "--scenario", "s.txt", "--record", "r", "--overwrite"], in: dir)) ?? second
            kill(p.processIdentifier, SIGTERM)
        }
        #expect(second.status == 2)
        #expect(second.stderr == "modal-prototype: error: --record: another run is recording into 'r' (it holds r/.lock)\n",
                "\(second.stderr)")
        #expect(second.seconds < 3)
        #expect(first.status == 143)
        #expect(!ExecutableRun.contents(dir + "/r").contains(".lock"), "the stopped run left its lock file")
        #expect(!ExecutableRun.contents(dir + "/r").contains { !$0.hasPrefix("frame-") })
    }

    // MARK: GIFs stream

    @Test func gifFramesAreWrittenAsTheyCome() throws {
        let dir = ExecutableRun.folder("gif-stream")
        let gif = try GIFRecorder(path: dir + "/a.gif", width: 64, height: 48, fps: 60)
        var noise = SystemRandomNumberGenerator()
        var sizes: [Int] = []
        for n in 0..<5 {
            let pixels = (0..<(64 * 48 * 4)).map { _ in UInt8.random(in: 0...255, using: &noise) }
            // A frame is written when the next (different) one comes and its delay is known.
            try gif.write(pixels, width: 64, height: 48, index: n)
            let temporary = try #require(ExecutableRun.contents(dir).first { $0.hasPrefix(".a.gif.tmp-") })
            sizes.append(((try? FileManager.default.attributesOfItem(atPath: dir + "/" + temporary))?[.size] as? Int) ?? 0)
        }
        // Each noisy frame adds kilobytes to the file on disk, none of it kept in memory.
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $1 > $0 + 1000 }, "\(sizes)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/a.gif"))
        try gif.finish()
        #expect(ExecutableRun.contents(dir) == ["a.gif"])
        let bytes = try #require(FileManager.default.contents(atPath: dir + "/a.gif"))
        #expect(bytes.starts(with: Array("GIF89a".utf8)) && bytes.last == 0x3B)
        #expect(bytes.count >= sizes.last!)
    }

    // MARK: Signals

    /// A fake ffmpeg that never reads its input (it records its pid, then sleeps).
    static func stalledFFmpeg(in dir: String) -> String {
        let bin = dir + "/bin"
        try? FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        ExecutableRun.write("#!/bin/sh\necho $$ > \"\(dir)/ffmpeg.pid\"\nexec sleep 1000\n", to: bin + "/ffmpeg")
        chmod(bin + "/ffmpeg", 0o755)
        return bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test func sigtermStopsAVideoWhoseFFmpegStalls() throws {
        let dir = ExecutableRun.folder("video-stall")
        ExecutableRun.write("0 tap toggle-half-modal\n600 end\n", to: dir + "/long.txt")
        let path = Self.stalledFFmpeg(in: dir)
        var sentAt = Date()
        let run = try ExecutableRun.run(["--headless", "--scenario", "long.txt", "--video", "v.mp4", "--max-frames", "40000"],
                                        in: dir, environment: ["PATH": path], timeout: 60) { p in
            // The pipe (64 KiB) is full after the first frame: the run is blocked writing the second.
            _ = ExecutableRun.wait(20) { FileManager.default.fileExists(atPath: dir + "/ffmpeg.pid") }
            usleep(500_000)
            sentAt = Date()
            kill(p.processIdentifier, SIGTERM)
        }
        let took = Date().timeIntervalSince(sentAt)
        #expect(run.status == 143 && run.signal == nil, "\(run.stderr)")
        #expect(took < 2, "exit \(took) s after SIGTERM")
        #expect(run.stderr.hasSuffix("interrupted\n"))
        #expect(!ExecutableRun.contents(dir).contains { $0.contains(".tmp-") || $0 == "v.mp4" }, "\(ExecutableRun.contents(dir))")
        let pid = Int32((try? String(contentsOfFile: dir + "/ffmpeg.pid", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        #expect(pid > 0 && kill(pid, 0) != 0, "ffmpeg \(pid) is still running")
    }

    @Test func aSecondSignalRemovesEveryTemporaryFile() throws {
        let dir = ExecutableRun.folder("second-signal")
        ExecutableRun.write("0 tap toggle-half-modal\n150 end\n", to: dir + "/long.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "long.txt", "--gif", "g.gif", "--record", "r"],
                                        in: dir, timeout: 60) { p in
            _ = ExecutableRun.wait(20) { FileManager.default.fileExists(atPath: dir + "/r/frame-000002-0.0333s.png") }
            kill(p.processIdentifier, SIGINT)
            kill(p.processIdentifier, SIGINT)
        }
        #expect(run.status == 130 && run.signal == nil)
        #expect(!ExecutableRun.contents(dir).contains { $0.contains(".tmp-") }, "\(ExecutableRun.contents(dir))")
        #expect(!ExecutableRun.contents(dir + "/r").contains { !$0.hasPrefix("frame-") }, "\(ExecutableRun.contents(dir + "/r"))")
    }

    // MARK: Reference frames at the canvas size

    @Test func largeReferenceFramesAreDecodedAtTheSizeTheyAreDrawn() throws {
        let dir = ExecutableRun.folder("reference-fit")
        // 4×2 pixels: left half red and blue columns, right half green: shrunk to 2×1.
        let columns: [UInt32] = [0xFFFF_0000, 0xFF00_00FF, 0xFF00_FF00, 0xFF00_FF00]
        let argb = (0..<2).flatMap { _ in columns.flatMap { c in (0..<4).map { UInt8((c >> (8 * UInt32($0))) & 0xFF) } } }
        try writePNG(argb, width: 4, height: 2, to: dir + "/0.png")
        var pixels = [UInt32](repeating: 0, count: 2)
        var reason = [CChar](repeating: 0, count: 100)
        #expect(png_rows_decode_shrunk(dir + "/0.png", 2, 1, &pixels, &reason, reason.count) == 0)
        #expect(pixels == [0xFF80_0080, 0xFF00_FF00], "\(pixels.map { String($0, radix: 16) })")
        #expect(png_rows_decode_shrunk(dir + "/0.png", 8, 1, &pixels, &reason, reason.count) == -1)   // never enlarges
        let frames = try ReferenceFrames(dir: dir, fps: 10, fit: (2, 1))
        #expect(frames.cachedBytes == 2 * 1 * 4)                    // decoded at 2×1, not 4×2
        let whole = try ReferenceFrames(dir: dir, fps: 10)
        #expect(whole.cachedBytes == 4 * 2 * 4)
        let bad = [UInt8](FileManager.default.contents(atPath: dir + "/0.png")!.prefix(60))
        FileManager.default.createFile(atPath: dir + "/1.png", contents: Data(bad))   // cut short
        #expect(png_rows_decode_shrunk(dir + "/1.png", 2, 1, &pixels, &reason, reason.count) == -1)
    }
}
