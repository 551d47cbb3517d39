import Foundation
import Glibc
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 38: outputs only replace regular files, never each other, and are checked before the
/// run, headless and in the window (one line, exit 2, nothing written).
@Suite(.serialized) struct HardeningRoundThreeTests {
    func run(_ arguments: [String], in dir: String) throws -> ExecutableRun {
        try ExecutableRun.run(arguments, in: dir, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    }

    @Test func devicesAndFIFOsAreNeverReplaced() throws {
        let dir = ExecutableRun.folder("devices")
        ExecutableRun.write("0.2 key h\n1 end\n", to: dir + "/s.txt")
        #expect(mkfifo(dir + "/f", 0o644) == 0 && mkfifo(dir + "/f.gif", 0o644) == 0)
        let cases: [([String], String)] = [
            (["--save-scenario", "/dev/null"], "--save-scenario /dev/null: refusing to write: it is a character device (outputs only replace regular files)"),
            (["--save-scenario", "f"], "--save-scenario f: refusing to write: it is a FIFO (outputs only replace regular files)"),
            (["--gif", "f.gif"], "--gif f.gif: refusing to write: it is a FIFO (outputs only replace regular files)"),
        ]
        for (extra, message) in cases {
            let r = try run(["--headless", "--scenario", "s.txt", "--out", "o"] + extra, in: dir)
            #expect(r.status == 2 && r.stderr == "modal-prototype: error: \(message)\n", "\(extra): \(r.stderr)")
        }
        var st = stat()
        #expect(lstat(dir + "/f", &st) == 0 && st.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func outputsNeverShareAPathOrLandAmongFrames() throws {
        let dir = ExecutableRun.folder("clash")
        ExecutableRun.write("0.2 key h\n1 end\n", to: dir + "/s.txt")
        let clash = try run(["--headless", "--scenario", "s.txt", "--gif", "x.gif", "--save-scenario", "x.gif"], in: dir)
        #expect(clash.status == 2 && clash.stderr == "modal-prototype: error: --gif x.gif: the same file as --save-scenario's (each output needs its own path)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.gif"))
        let frames = try run(["--headless", "--scenario", "s.txt", "--record", "rec", "--save-scenario", "rec/frame-000001-0.0167s.png"], in: dir)
        #expect(frames.status == 2 && frames.stderr.contains("inside --record's folder"), "\(frames.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/rec"))
    }

    @Test func shotLinesHaveABudget() throws {
        let ok = String(repeating: "0 shot a.png\n", count: Scenario.maxOutputLines)
        #expect(throws: Never.self) { try Scenario.parse(ok, path: "s.txt") }
        #expect(throws: ScenarioError(file: "s.txt", line: 10_001, message: "more than 10000 shot and elements lines (each writes a file; --record writes every frame)")) {
            try Scenario.parse(ok + "0 elements e.json\n", path: "s.txt")
        }
    }

    @Test func aSavePathThatCannotBeWrittenIsRefusedBeforeTheRun() throws {
        let dir = ExecutableRun.folder("late-save")
        ExecutableRun.write("0.2 key h\n30 end\n", to: dir + "/s.txt")
        let headless = try run(["--headless", "--scenario", "s.txt", "--out", "o", "--save-scenario", "/nonexistent/dir/s.txt"], in: dir)
        #expect(headless.status == 2 && headless.seconds < 5)
        #expect(headless.stderr == "modal-prototype: error: --save-scenario /nonexistent/dir/s.txt: no such folder '/nonexistent/dir' (outputs are checked before the run)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/o"))
        // The window checks it before it needs a display.
        let window = try run(["--save-scenario", "/nonexistent/dir/s.txt"], in: dir)
        #expect(window.status == 2 && window.stderr.contains("no such folder '/nonexistent/dir'"), "\(window.stderr)")
    }
}

/// A video ffmpeg could not finish (a full disk) is found out, not renamed into place.
@Suite struct MP4CheckTests {
    func box(_ type: String, _ body: Int) -> [UInt8] {
        let n = UInt32(8 + body)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + Array(type.utf8) + [UInt8](repeating: 0, count: body)
    }

    func check(_ bytes: [UInt8]) throws -> String? {
        let path = temporaryFolder("mp4") + "/v.mp4"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return MP4Check.problem(at: path)
    }

    @Test func wholeTruncatedAndIndexlessFiles() throws {
        let whole = box("ftyp", 16) + box("moov", 100) + box("mdat", 1000)
        #expect(try check(whole) == nil)
        #expect(try check(Array(whole.dropLast(10))) == "its 'mdat' box runs past the end of the file")
        #expect(try check(box("ftyp", 16) + box("mdat", 1000)) == "it has no index ('moov' box)")
        #expect(try check([]) == "the file is empty")
        #expect(try check(box("ftyp", 16) + [0, 0, 0]) == "the file ends inside a box")
        #expect(try check([UInt8](repeating: 7, count: 64)) == nil)   // not an MP4 (a stand-in encoder's bytes): not judged
    }
}

/// A `--font` without the labels' glyphs is said, once (scripts/install-deps installs DejaVu, which has no CJK).
@Suite struct FontCoverageTests {
    let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func aLatinFontLacksTheJapaneseLabels() throws {
        try #require(FileManager.default.fileExists(atPath: dejaVu), "fonts-dejavu-core (scripts/install-deps)")
        let labels = FontCoverage.labels(Settings())
        #expect(labels.contains("通信開始"))
        let missing = try #require(FontCoverage.firstMissing(in: labels, fontPath: dejaVu))
        #expect(missing.unicodeScalars.first!.properties.isIdeographic || missing.unicodeScalars.first!.value >= 0x3040)
        var english = Settings()
        english.language = .en
        #expect(FontCoverage.firstMissing(in: FontCoverage.labels(english), fontPath: dejaVu) == nil)
        #expect(FontCoverage.firstMissing(in: labels, fontPath: try Assets.fonts(override: nil).regular) == nil)
    }
}

/// ffmpeg's memory is bounded by the frame size: libx264's settings are chosen to fit 512 MB.
@Suite struct VideoMemoryTests {
    @Test func settingsFollowTheFrameSize() {
        #expect(VideoRecorder.memoryBound(width: 780, height: 1688) == [])   // one phone at ×2: libx264's own
        #expect(VideoRecorder.memoryBound(width: 2484, height: 2958)?.last?.contains("bframes=2") == true)
        #expect(VideoRecorder.memoryBound(width: 4152, height: 2958)?.last == "rc-lookahead=0:sync-lookahead=0:bframes=0:ref=1")
        #expect(VideoRecorder.memoryBound(width: 8164, height: 8030) == nil)
    }

    @Test func aFrameTooLargeToEncodeIsRefusedUpFront() throws {
        let dir = ExecutableRun.folder("video-size")
        ExecutableRun.write("0.2 key h\n1 end\n", to: dir + "/s.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--size", "2700x8000", "--compare", "seed,fluid,native",
                                         "--video", "v.mp4"], in: dir)
        #expect(run.status == 2 && run.stderr.hasPrefix("modal-prototype: error: --video: frames of "), "\(run.stderr)")
        #expect(run.stderr.contains("over its 512 MB"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/v.mp4"))
    }
}

/// Under an address-space limit (`ulimit -v`), a run whose frame buffers would not fit ends
/// with one line and exit 1 before it allocates them, leaving no temporary file.
@Suite struct AddressSpaceTests {
    @Test func aLargeGIFUnderATightLimitIsOneLine() throws {
        let dir = ExecutableRun.folder("ulimit")
        ExecutableRun.write("0.2 key h\n3 end\n", to: dir + "/s.txt")
        guard let exe = ScenarioCorpusTests.executable() else { Issue.record("no executable"); return }
        let script = "ulimit -v 400000; exec '\(exe.path)' --headless --scenario s.txt --gif a.gif --scale 3 "
            + "--compare seed,fluid,native --ios 26 --device iphone-16-pro-max"
        let run = try ExecutableRun.runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: dir, timeout: 60)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("modal-prototype: error: not enough memory: frame buffers need ") && run.stderr.split(separator: "\n").count == 1)
        #expect(ExecutableRun.contents(dir).filter { $0.contains(".tmp-") || $0 == "a.gif" }.isEmpty)
    }
}
