import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 12, output files: nothing is written outside `--out` or through a planted link; every
/// file goes through `SafeFile` (unpredictable temporary name, `O_EXCL | O_NOFOLLOW`, rename).
@Suite struct HardeningOutputTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    static func isLink(_ path: String) -> Bool { PathProblem.kind(path) == .symlink || PathProblem.kind(path) == .danglingSymlink }

    /// The reproduction: a link planted under the old predictable name `NAME.tmp-PID` (the shell's
    /// `$$` is the PID the app gets after `exec`) must not make the run write through it.
    @Test func theSymlinkAttackLeavesOutsideUntouched() throws {
        let dir = ExecutableRun.folder("attack")
        try FileManager.default.createDirectory(atPath: dir + "/sl/out", withIntermediateDirectories: true)
        ExecutableRun.write("precious\n", to: dir + "/sl/outside.txt")
        ExecutableRun.write("0 shot a.png\n", to: dir + "/a.txt")
        let exe = try #require(ScenarioCorpusTests.executable())
        let script = "ln -s $PWD/sl/outside.txt sl/out/a.png.tmp-$$; exec '\(exe.path)' --headless --scenario a.txt --out sl/out"
        let run = try ExecutableRun.runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: dir)
        #expect(run.status == 0 && run.signal == nil, "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: dir + "/sl/outside.txt") == Data("precious\n".utf8))
        let shot = FileManager.default.contents(atPath: dir + "/sl/out/a.png") ?? Data()
        #expect(PathProblem.kind(dir + "/sl/out/a.png") == .regular && shot.starts(with: Self.png))
        let left = ExecutableRun.contents(dir + "/sl/out")
        #expect(left.count == 2 && left.contains("a.png"), "\(left)")   // the shot and the untouched planted link
    }

    @Test func aSymlinkUnderTheFinalNameIsRefusedNotFollowed() throws {
        let dir = ExecutableRun.folder("final-link")
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        ExecutableRun.write("precious\n", to: dir + "/outside.txt")
        symlink(dir + "/outside.txt", dir + "/out/a.png")
        ExecutableRun.write("0 shot a.png\n", to: dir + "/a.txt")
        let run = try ExecutableRun.run(["--headless", "--scenario", "a.txt", "--out", "out"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "modal-prototype: error: out/a.png: cannot write: is a symbolic link (refusing to replace it; remove it first)\n")
        #expect(FileManager.default.contents(atPath: dir + "/outside.txt") == Data("precious\n".utf8))
        #expect(Self.isLink(dir + "/out/a.png"))
        #expect(ExecutableRun.contents(dir + "/out") == ["a.png"], "a temporary file was left behind")
    }

    @Test func aDanglingSymlinkUnderTheFinalNameIsRefusedToo() throws {
        let dir = ExecutableRun.folder("dangling-final")
        symlink(dir + "/nowhere.png", dir + "/a.png")
        #expect(throws: Failure.self) { try SafeFile.write([1, 2, 3], toPath: dir + "/a.png") }
        #expect(PathProblem.kind(dir + "/nowhere.png") == .missing, "the link was followed")
        #expect(ExecutableRun.contents(dir) == ["a.png"])
    }

    @Test func temporaryNamesAreUnpredictableAndExclusive() throws {
        let dir = ExecutableRun.folder("temporary")
        let a = try SafeFile.createTemporary(for: dir + "/shot.png")
        let b = try SafeFile.createTemporary(for: dir + "/shot.png")
        close(a.fd); close(b.fd)
        #expect(a.path != b.path)
        for t in [a.path, b.path] {
            let name = PathProblem.name(of: t)
            #expect(name.hasPrefix(".shot.png.tmp-") && name.count == ".shot.png.tmp-".count + 16, "\(name)")
            #expect(!name.contains("\(getpid())"))
        }
        // O_EXCL: opening an existing name again fails instead of truncating it.
        #expect(open(a.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600) == -1 && errno == EEXIST)
        try SafeFile.commit(a.path, to: dir + "/shot.png")
        unlink(b.path)
        #expect(ExecutableRun.contents(dir) == ["shot.png"])
    }

    @Test func aFileIsReplacedWholeAndKeepsTheUmaskMode() throws {
        let dir = ExecutableRun.folder("replace")
        ExecutableRun.write("old", to: dir + "/list.json")
        try SafeFile.write(Array("new contents".utf8), toPath: dir + "/list.json")
        #expect(FileManager.default.contents(atPath: dir + "/list.json") == Data("new contents".utf8))
        var st = stat()
        stat(dir + "/list.json", &st)
        let mask = umask(0); umask(mask)
        #expect(st.st_mode & 0o777 == 0o666 & ~mask)
        #expect(ExecutableRun.contents(dir) == ["list.json"])
    }

    /// Paths typed on the command line are written where they say, through the same writer.
    @Test func commandLinePathsAreWrittenWhereTheySayAndLinksRefused() throws {
        let dir = ExecutableRun.folder("command-line")
        ExecutableRun.write("0 tap toggle-half-modal\n1 end\n", to: dir + "/s.txt")
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        let ok = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--filmstrip", "sub/strip.png",
                                        "--from", "0", "--to", "1", "--frames", "2"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ExecutableRun.contents(dir + "/sub") == ["strip.png"])
        ExecutableRun.write("precious\n", to: dir + "/outside.txt")
        symlink(dir + "/outside.txt", dir + "/sub/link.png")
        let refused = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--filmstrip", "sub/link.png",
                                             "--from", "0", "--to", "1", "--frames", "2"], in: dir)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("sub/link.png: cannot write: is a symbolic link"))
        #expect(FileManager.default.contents(atPath: dir + "/outside.txt") == Data("precious\n".utf8))
        // --record: a link planted under the first frame's name is a frame-* file of another run
        // (issue 25: refused, exit 2, unless --overwrite, which removes the link, not its target).
        try FileManager.default.createDirectory(atPath: dir + "/rec", withIntermediateDirectories: true)
        symlink(dir + "/outside.txt", dir + "/rec/frame-000000-0.0000s.png")  // the first frame's name (index and time)
        let record = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--record", "rec"], in: dir)
        #expect(record.status == 2 && record.stderr.contains("'rec' already holds 1 frame-* file from an earlier run"), "\(record.stderr)")
        #expect(Self.isLink(dir + "/rec/frame-000000-0.0000s.png"))
        #expect(FileManager.default.contents(atPath: dir + "/outside.txt") == Data("precious\n".utf8))
    }

    /// A stand-in ffmpeg on PATH (the real one is not installed here): it copies its input to
    /// the file named last, as ffmpeg writes its output there.
    static func fakeFFmpeg(in dir: String) -> String {
        let bin = dir + "/bin"
        try? FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        ExecutableRun.write("#!/bin/sh\nfor a; do last=$a; done\nexec cat > \"$last\"\n", to: bin + "/ffmpeg")
        chmod(bin + "/ffmpeg", 0o755)
        return bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test func theVideoIsRenamedIntoPlaceWhenFinished() throws {
        let dir = ExecutableRun.folder("video")
        ExecutableRun.write("0 tap toggle-half-modal\n0.05 end\n", to: dir + "/s.txt")
        let path = Self.fakeFFmpeg(in: dir)
        let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--video", "v.mp4"], in: dir,
                                        environment: ["PATH": path])
        #expect(run.status == 0, "\(run.stderr)")
        let size = (try? FileManager.default.attributesOfItem(atPath: dir + "/v.mp4")[.size] as? Int) ?? -1
        #expect(size == 4 * 390 * 844 * 4, "4 frames of 390×844 BGRA")   // frames at 0, 1/60, 2/60, 3/60
        #expect(!ExecutableRun.contents(dir).contains { $0.contains(".tmp-") })
        // A link under the video's name is refused before ffmpeg starts.
        ExecutableRun.write("precious\n", to: dir + "/outside.txt")
        symlink(dir + "/outside.txt", dir + "/w.mp4")
        let refused = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--video", "w.mp4"], in: dir,
                                            environment: ["PATH": path])
        #expect(refused.status == 1 && refused.stderr.contains("w.mp4: cannot write: is a symbolic link"))
        #expect(FileManager.default.contents(atPath: dir + "/outside.txt") == Data("precious\n".utf8))
    }
}
