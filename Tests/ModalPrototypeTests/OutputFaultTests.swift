import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Outputs stay where they belong, and a failed write is reported without leaving a
/// half-written file under the final name.
///
/// A full disk is simulated two ways: in process, the writer's bytes go to `/dev/full`
/// (`SafeFile.Testing`; every write fails with ENOSPC, no privileges needed); through the
/// executable, the output folder is a 64 KiB tmpfs nearly filled up, or mounted read-only —
/// those tests need root (CAP_SYS_ADMIN) and are skipped, with that reason, without it.
@Suite(.serialized) struct OutputFaultTests {
    /// A fresh empty folder.
    static func folder(_ tag: String) -> String {
        let path = NSTemporaryDirectory() + "modal-output-\(getpid())-\(tag)"
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func contents(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    // MARK: Names

    @Test(arguments: ["", ".", "..", "a/b.png", "../a.png", "/tmp/a.png"])
    func outputNamesMustBePlain(name: String) {
        let out = try? OutputFolder(path: Self.folder("names"))
        #expect(throws: Failure.self) { try out?.file(name) }
    }

    @Test func aPlainNameStaysInsideTheFolder() throws {
        let dir = Self.folder("plain")
        let out = try OutputFolder(path: dir)
        #expect(try out.file("a.png") == dir + "/a.png")
    }

    // MARK: A full disk, in process

    /// Sends the writer's bytes for `final` to `/dev/full` (`SafeFile.Testing`: the temporary
    /// name is unpredictable and opened with `O_EXCL | O_NOFOLLOW`, so it can no longer be
    /// planted as a link).
    static func redirectTemporaryToDevFull(_ final: String) {
        SafeFile.Testing.redirect(final, to: "/dev/full")
    }

    @Test func aFailedWriteIsReportedAndLeavesNothing() throws {
        let dir = Self.folder("devfull")
        Self.redirectTemporaryToDevFull(dir + "/list.json")
        let out = try OutputFolder(path: dir)
        do {
            try out.write(Array(String(repeating: "x", count: 10_000).utf8), to: "list.json")
            Issue.record("the write to /dev/full succeeded")
        } catch let f as Failure {
            #expect(f.message == "\(dir)/list.json: cannot write: No space left on device")
            #expect(f.exitCode == 1)
        }
        #expect(Self.contents(dir).isEmpty)
    }

    @Test func aFailedPNGWriteLeavesNoHalfWrittenPNG() throws {
        let dir = Self.folder("devfull-png")
        let canvas = try SoftwareCanvas(width: 64, height: 64)
        Self.redirectTemporaryToDevFull(dir + "/shot.png")
        do {
            try canvas.writePNG(to: dir + "/shot.png")
            Issue.record("the PNG write to /dev/full succeeded")
        } catch let f as Failure {
            #expect(f.message == "\(dir)/shot.png: cannot write: No space left on device")
        }
        #expect(Self.contents(dir).isEmpty)
        // The same canvas writes a complete PNG where there is room.
        SafeFile.Testing.redirect(dir + "/shot.png", to: nil)
        try canvas.writePNG(to: dir + "/shot.png")
        let bytes = try #require(FileManager.default.contents(atPath: dir + "/shot.png"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.suffix(8).starts(with: [0x49, 0x45, 0x4E, 0x44]))
    }

    @Test func aFailedRecordedFrameLeavesNothing() throws {
        let dir = Self.folder("devfull-record")
        Self.redirectTemporaryToDevFull(dir + "/frame.png")
        do {
            try writePNG([UInt8](repeating: 0x7F, count: 32 * 32 * 4), width: 32, height: 32, to: dir + "/frame.png")
            Issue.record("the frame write to /dev/full succeeded")
        } catch let f as Failure {
            #expect(f.message == "\(dir)/frame.png: cannot write: No space left on device")
        }
        #expect(Self.contents(dir).isEmpty)
    }

    // MARK: A full or read-only disk, through the executable

    @Test(.enabled(if: Tmpfs.canMount, "needs root (CAP_SYS_ADMIN) to mount a 64 KiB tmpfs"))
    func aFullDiskStopsTheRunWithOneLine() throws {
        let dir = Self.folder("tmpfs-full")
        try Tmpfs.mount(dir, options: "size=64k")
        defer { Tmpfs.unmount(dir) }
        // Leave about 8 KiB free: a shot of the main view (about 8.6 KB) does not fit, the element
        // list that follows it (about 250 bytes) would.
        let filler = [UInt8](repeating: 0, count: 56 * 1024)
        #expect(FileManager.default.createFile(atPath: dir + "/filler", contents: Data(filler)))
        let scenario = Self.folder("tmpfs-full-scenario") + "/s.txt"
        try "0 shot main.png\n0 elements after.json\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let run = try ScenarioCorpusTests.runExecutable(["--headless", "--scenario", scenario, "--out", dir],
                                                        in: "valid")
        #expect(run.status == 1 && run.crashed == nil && !run.timedOut)
        #expect(run.stderr == "modal-prototype: error: \(dir)/main.png: cannot write: No space left on device\n")
        #expect(Self.contents(dir) == ["filler"], "the run went on, or left a file behind")
    }

    @Test(.enabled(if: Tmpfs.canMount, "needs root (CAP_SYS_ADMIN) to mount a read-only tmpfs"))
    func aReadOnlyFolderStopsTheRunWithOneLine() throws {
        let dir = Self.folder("tmpfs-ro")
        try Tmpfs.mount(dir, options: "ro,size=64k")
        defer { Tmpfs.unmount(dir) }
        let scenario = Self.folder("tmpfs-ro-scenario") + "/s.txt"
        try "0 elements list.json\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let run = try ScenarioCorpusTests.runExecutable(["--headless", "--scenario", scenario, "--out", dir],
                                                        in: "valid")
        #expect(run.status == 1 && run.crashed == nil && !run.timedOut)
        #expect(run.stderr == "modal-prototype: error: \(dir)/list.json: cannot write: Read-only file system\n")
        #expect(Self.contents(dir).isEmpty)
    }

    @Test(.enabled(if: Tmpfs.canMount, "needs root (CAP_SYS_ADMIN) to mount a 64 KiB tmpfs"))
    func aFullDiskStopsARecordingWithOneLine() throws {
        let dir = Self.folder("tmpfs-record")
        try Tmpfs.mount(dir, options: "size=64k")
        defer { Tmpfs.unmount(dir) }
        #expect(FileManager.default.createFile(atPath: dir + "/filler", contents: Data(count: 56 * 1024)))
        let scenario = Self.folder("tmpfs-record-scenario") + "/s.txt"
        try "0.5 end\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let run = try ScenarioCorpusTests.runExecutable(["--headless", "--scenario", scenario, "--record", dir],
                                                        in: "valid")
        #expect(run.status == 1 && run.crashed == nil && !run.timedOut)
        #expect(run.stderr.hasPrefix("modal-prototype: error: \(dir)/frame-") && run.stderr.hasSuffix(
            ".png: cannot write: No space left on device\n"), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
        // Whole frames only: every PNG left there ends with its IEND chunk.
        for name in Self.contents(dir) where name.hasSuffix(".png") {
            let bytes = FileManager.default.contents(atPath: dir + "/" + name) ?? Data()
            #expect(bytes.suffix(8).starts(with: [0x49, 0x45, 0x4E, 0x44]), "\(name) is cut short")
        }
        #expect(!Self.contents(dir).contains { $0.contains(".tmp-") })
    }
}

/// Mounting a small tmpfs (root only).
enum Tmpfs {
    /// True when this process may mount a tmpfs (tried once on a scratch folder).
    static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let dir = NSTemporaryDirectory() + "modal-tmpfs-probe-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard (try? mount(dir, options: "size=4k")) != nil else { return false }
        unmount(dir)
        return true
    }()

    static func mount(_ dir: String, options: String) throws {
        let status = try run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir])
        guard status == 0 else { throw Failure.runtime("mount -t tmpfs -o \(options) \(dir) exited \(status)") }
    }

    static func unmount(_ dir: String) {
        _ = try? run("/bin/umount", [dir])
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}
