import CSDL2
import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 12, limits: huge canvases, reference frames, labels and frame counts are refused in
/// milliseconds with one line and exit 2, before the memory is spent.
@Suite struct HardeningLimitTests {
    /// A PNG claiming `width`×`height` RGB pixels: a valid signature and IHDR (what the size
    /// check reads), then a stub IDAT that does not decode (a real 20000×20000 black PNG is
    /// 1.2 MB; the check never gets past its first 33 bytes either).
    static func blackPNG(width: Int, height: Int) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(PNGHeader.crc32(body))
        }
        let ihdr = be(UInt32(width)) + be(UInt32(height)) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00])
            + chunk("IEND", [])
    }

    static func write(_ bytes: [UInt8], to path: String) {
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    /// Peak resident memory of the largest child this test process has waited for, in bytes.
    static func childrenPeakRSS() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    @Test func aHugeReferenceFrameExitsTwoAtOnce() throws {
        let dir = ExecutableRun.folder("huge-reference")
        try FileManager.default.createDirectory(atPath: dir + "/ref", withIntermediateDirectories: true)
        for i in 1...3 { Self.write(Self.blackPNG(width: 20000, height: 20000), to: dir + "/ref/\(i).png") }
        ExecutableRun.write("0 shot a.png\n", to: dir + "/a.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "a.txt", "--out", "o", "--reference", "ref"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "modal-prototype: error: --reference: ref/1.png: 20000×20000 pixels (at most 8192×8192)\n")
        #expect(run.seconds < 3, "took \(run.seconds) s")
        #expect(Self.childrenPeakRSS() < 500 << 20, "a child peaked at \(Self.childrenPeakRSS() >> 20) MiB")
        #expect(!FileManager.default.fileExists(atPath: dir + "/o/a.png"))
    }

    @Test func aCorruptReferenceFrameExitsTwoWithOneLine() throws {
        let dir = ExecutableRun.folder("corrupt-reference")
        try FileManager.default.createDirectory(atPath: dir + "/ref", withIntermediateDirectories: true)
        ExecutableRun.write("0 shot a.png\n", to: dir + "/a.txt")
        // A well-formed header on a broken image: found when it is decoded.
        var bytes = Self.blackPNG(width: 10, height: 10)
        bytes[bytes.count - 16] ^= 0xFF
        Self.write(bytes, to: dir + "/ref/1.png")
        let run = try ExecutableRun.run(["--headless", "--scenario", "a.txt", "--out", "o", "--reference", "ref"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("modal-prototype: error: --reference: ref/1.png: corrupt PNG image"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        // Not a PNG at all: found from the header.
        Self.write(Array("GIF89a, not a PNG at all, but long enough".utf8), to: dir + "/ref/1.png")
        let gif = try ExecutableRun.run(["--headless", "--scenario", "a.txt", "--out", "o", "--reference", "ref"], in: dir)
        #expect(gif.status == 2)
        #expect(gif.stderr == "modal-prototype: error: --reference: ref/1.png: not a PNG image (no PNG signature)\n")
    }

    /// Decoded frames stay within the cache's bytes, least recently used out first.
    @Test func referenceFramesAreDecodedOnDemandWithinTheCache() throws {
        let dir = ExecutableRun.folder("reference-cache")
        let canvas = try SoftwareCanvas(width: 64, height: 32)
        for i in 0..<6 { try canvas.writePNG(to: dir + "/\(i).png") }
        let frames = try ReferenceFrames(dir: dir, fps: 10, cacheBytes: 3 * 64 * 32 * 4)
        #expect(frames.cachedBytes == 64 * 32 * 4)               // only frame 0 at start
        for i in 0..<6 {
            _ = try frames.surface(i)
            #expect(frames.cachedBytes == min(i + 1, 3) * 64 * 32 * 4)
        }
        #expect(frames.cachedIndices == [3, 4, 5])
        _ = try frames.surface(3)                                   // used again: 4 is now the oldest
        _ = try frames.surface(0)
        #expect(frames.cachedIndices == [5, 3, 0])
        #expect(ReferenceFrames.cacheBytes == 256 << 20)
    }

    @Test(arguments: [
        (["--size", "2048x2048", "--scale", "8"], "--size × --scale gives 16384×16384 pixels (allowed 1 to 8192 a side)"),
        (["--size", "5000x800", "--compare", "seed,fluid"], "--size × --scale gives"),
        (["--size", "4096x4096", "--scale", "2", "--record", "r", "--video", "v.mp4"], "frame buffers would take 1536 MiB (at most 1024 MiB)"),
    ])
    func hugeCanvasesAreRefusedBeforeAllocating(arguments: [String], message: String) throws {
        let dir = ExecutableRun.folder("huge-canvas")
        ExecutableRun.write("0 shot a.png\n", to: dir + "/a.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "a.txt", "--out", "o"] + arguments, in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("modal-prototype: error: " + message), "\(run.stderr)")
        #expect(run.seconds < 3)
        #expect(!FileManager.default.fileExists(atPath: dir + "/o") && !FileManager.default.fileExists(atPath: dir + "/r"))
    }

    @Test func aMillionCharacterLabelIsRefusedAtOnce() throws {
        let dir = ExecutableRun.folder("label")
        ExecutableRun.write(#"{"labels": {"ja": {"mainTitle": ""# + String(repeating: "x", count: 1_000_000) + #""}}}"#,
                            to: dir + "/c.json")
        ExecutableRun.write("0 shot a.png\n", to: dir + "/a.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "a.txt", "--out", "o", "--config", "c.json"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == "modal-prototype: error: c.json: labels.ja.mainTitle: must be at most 200 characters (got 1000000)\n")
        #expect(run.seconds < 3)
    }

    @Test func recordingADayNeedsMaxFrames() throws {
        let dir = ExecutableRun.folder("frames")
        ExecutableRun.write("0 shot a.png\n86400 end\n", to: dir + "/day.txt")
        let day = try ExecutableRun.run(["--headless", "--scenario", "day.txt", "--record", "r"], in: dir)
        #expect(day.status == 2)
        #expect(day.stderr == "modal-prototype: error: --record: the scenario makes 5184001 frames (more than 10000); add --max-frames 5184001 to write them all\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/r"))
        ExecutableRun.write("0 shot a.png\n1 end\n", to: dir + "/second.txt")
        let over = try ExecutableRun.run(["--headless", "--scenario", "second.txt", "--record", "r", "--max-frames", "3"], in: dir)
        #expect(over.status == 2 && over.stderr == "modal-prototype: error: --record: the scenario makes 61 frames, over --max-frames 3\n")
        ExecutableRun.write("0 shot a.png\n0.05 end\n", to: dir + "/short.txt")
        let ok = try ExecutableRun.run(["--headless", "--scenario", "short.txt", "--record", "r", "--max-frames", "4"], in: dir)
        #expect(ok.status == 0 && ok.stderr.isEmpty, "\(ok.stderr)")
        // Four frames recorded, every one named; nothing moves, so frames 1…3 are links to frame 0's file.
        let names = ExecutableRun.contents(dir + "/r").filter { $0.hasPrefix("frame-") }.sorted()
        #expect(names == ["frame-000000-0.0000s.png", "frame-000001-0.0167s.png", "frame-000002-0.0333s.png", "frame-000003-0.0500s.png"])
        let inodes = Set(names.map { name -> UInt64 in
            var st = stat()
            return stat(dir + "/r/" + name, &st) == 0 ? UInt64(st.st_ino) : 0
        })
        #expect(inodes.count == 1 && !inodes.contains(0))
        // With --record-changed-only an unchanged frame gets no file.
        let sparse = try ExecutableRun.run(["--headless", "--scenario", "short.txt", "--record", "s", "--record-changed-only"], in: dir)
        #expect(sparse.status == 0)
        #expect(ExecutableRun.contents(dir + "/s").filter { $0.hasPrefix("frame-") } == ["frame-000000-0.0000s.png"])
        let alone = try ExecutableRun.run(["--headless", "--scenario", "short.txt", "--out", "o", "--record-changed-only"], in: dir)
        #expect(alone.status == 2 && alone.stderr == "modal-prototype: error: --record-changed-only goes with --record DIR\n")
    }

    /// Beyond 10,000 with --max-frames: a warning first (then SIGINT ends the long run).
    @Test func beyondTenThousandFramesWarns() throws {
        let dir = ExecutableRun.folder("warn")
        ExecutableRun.write("0 tap toggle-half-modal\n200 end\n", to: dir + "/long.txt")   // moving: frames 1, 2 … are files
        let run = try ExecutableRun.run(["--headless", "--scenario", "long.txt", "--record", "r", "--max-frames", "20000"],
                                        in: dir) { p in
            _ = ExecutableRun.wait(10) { FileManager.default.fileExists(atPath: dir + "/r/frame-000002-0.0333s.png") }
            kill(p.processIdentifier, SIGINT)
        }
        #expect(run.status == 130)
        #expect(run.stderr == "modal-prototype: warning: --record: writing 12001 frames (more than 10000)\ninterrupted\n")
    }
}
