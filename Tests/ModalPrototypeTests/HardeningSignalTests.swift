import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 12, signals and displays: SIGINT, SIGTERM, SIGHUP and SIGQUIT end a headless run
/// cleanly (128 + signal, the one line `interrupted`, no temporary file, no crash report);
/// an unreachable display gives one line suggesting `--headless` and exit 1 within 5 s.
/// (The window's side is `scripts/window-signals`, under Xvfb.)
@Suite struct HardeningSignalTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func aSignalEndsAHeadlessRunCleanly(signal: Int32) throws {
        let dir = ExecutableRun.folder("signal-\(signal)")
        ExecutableRun.write("0 tap toggle-half-modal\n150 end\n", to: dir + "/long.txt")   // 9001 frames: under the limit
        var sentAfterFrames = 0
        let run = try ExecutableRun.run(["--headless", "--scenario", "long.txt", "--record", "r"], in: dir, timeout: 60) { p in
            _ = ExecutableRun.wait(20) { FileManager.default.fileExists(atPath: dir + "/r/frame-000003-0.0500s.png") }
            sentAfterFrames = ExecutableRun.contents(dir + "/r").count
            kill(p.processIdentifier, signal)
        }
        #expect(sentAfterFrames >= 3)
        #expect(run.signal == nil && !run.timedOut)
        #expect(run.status == 128 + signal)
        #expect(run.stderr == "interrupted\n", "\(run.stderr)")
        let files = ExecutableRun.contents(dir + "/r")
        #expect(!files.contains { $0.contains(".tmp-") }, "a temporary file was left: \(files)")
        for name in files {
            let bytes = FileManager.default.contents(atPath: dir + "/r/" + name) ?? Data()
            #expect(bytes.suffix(8).starts(with: [0x49, 0x45, 0x4E, 0x44]), "\(name) is cut short")
        }
    }

    @Test func anInterruptedVideoIsFinished() throws {
        let dir = ExecutableRun.folder("signal-video")
        ExecutableRun.write("0 tap toggle-half-modal\n600 end\n", to: dir + "/long.txt")
        let path = HardeningOutputTests.fakeFFmpeg(in: dir)
        let run = try ExecutableRun.run(["--headless", "--scenario", "long.txt", "--video", "v.mp4", "--max-frames", "40000"],
                                        in: dir, environment: ["PATH": path], timeout: 60) { p in
            _ = ExecutableRun.wait(20) {
                ExecutableRun.contents(dir).contains { $0.hasPrefix(".v.mp4.tmp-") }
            }
            usleep(300_000)
            kill(p.processIdentifier, SIGTERM)
        }
        #expect(run.status == 143, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("interrupted\n"))
        let size = (try? FileManager.default.attributesOfItem(atPath: dir + "/v.mp4")[.size] as? Int) ?? 0
        #expect(size > 0 && size % (390 * 844 * 4) == 0, "whole frames only: \(size) bytes")
        #expect(!ExecutableRun.contents(dir).contains { $0.contains(".tmp-") })
    }

    /// A display number with no server behind it (`:99` unless something is there).
    static func deadDisplay() -> String {
        for n in [99] + Array(990...999) where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
            && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") {
            return ":\(n)"
        }
        return ":999"
    }

    @Test func anUnreachableDisplayExitsOneWithOneLineWithinFiveSeconds() throws {
        let display = Self.deadDisplay()
        let run = try ExecutableRun.run([], in: ExecutableRun.folder("display"),
                                        environment: ["DISPLAY": display, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
                                        timeout: 10)
        #expect(!run.timedOut && run.seconds < 5, "took \(run.seconds) s")
        #expect(run.status == 1)
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("modal-prototype: error: cannot open a window on DISPLAY=\(display)"))
        #expect(run.stderr.contains("--headless"))
    }

    @Test func onlyDriversThatShowAWindowAreTried() {
        #expect(WindowDisplay.driverList(environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/0"]) == "x11,wayland")
        #expect(WindowDisplay.driverList(environment: ["DISPLAY": ":0"]) == "x11")
        #expect(WindowDisplay.driverList(environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]) == "wayland,x11")
        #expect(WindowDisplay.driverList(environment: ["SDL_VIDEODRIVER": "offscreen"]) == nil)
        #expect(WindowDisplay.driverList(environment: ["SDL_VIDEODRIVER": ""]) == "x11")
    }
}
