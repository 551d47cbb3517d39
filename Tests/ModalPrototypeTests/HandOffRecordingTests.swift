import CSDL2
import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Frames of a GIF file read back with giflib: count, delays, the loop extension, pixels.
struct DecodedGIF {
    var width = 0, height = 0
    var delays: [Int] = []
    var loops = false
    /// Each frame's colour at a few probe points (x, y) → (r, g, b).
    var frames: [[(UInt8, UInt8, UInt8)]] = []

    init(_ path: String, probes: [(Int, Int)]) throws {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { throw Failure.runtime("\(path): giflib error \(error)") }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else { throw Failure.runtime("\(path): cannot decode") }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        for i in 0..<Int(gif.pointee.ImageCount) {
            var gcb = GraphicsControlBlock()
            if DGifSavedExtensionToGCB(gif, Int32(i), &gcb) == GIF_OK { delays.append(Int(gcb.DelayTime)) }
            let image = gif.pointee.SavedImages[i]
            for b in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[b]
                if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                   String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0" {
                    loops = true
                }
            }
            let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap!
            frames.append(probes.map { p in
                let index = Int(image.RasterBits[p.1 * Int(image.ImageDesc.Width) + p.0])
                let c = map.pointee.Colors[index]
                return (c.Red, c.Green, c.Blue)
            })
        }
    }
}

@Suite(.serialized) struct HandOffRecordingTests {
    @Test func gifIsAnimatedLoopingAndTimed() throws {
        let dir = temporaryFolder("gif")
        let path = dir + "/show.gif"
        // The half modal shows over 0.9 s; the probe at y 500 turns from orange to gray.
        try runHeadless("0 tap toggle-half-modal\n1.0 end", ["--gif", path, "--fps", "30"])
        let gif = try DecodedGIF(path, probes: [(20, 500), (20, 100)])
        #expect(gif.width == 390 && gif.height == 844)
        #expect(gif.frames.count >= Int((0.9 * 30 * 1.0).rounded(.up)))
        #expect(gif.frames.count == 31)
        #expect(gif.delays.count == gif.frames.count && gif.delays.allSatisfy { $0 == 3 })
        #expect(gif.loops)
        let orange = (UInt8(0xFF), UInt8(0x95), UInt8(0x00)), gray = (UInt8(0x8E), UInt8(0x8E), UInt8(0x93))
        #expect(gif.frames.first![0] == orange && gif.frames.last![0] == gray)
        #expect(gif.frames.allSatisfy { $0[1] == orange })
    }

    @Test func gifDelayIsTheNearestCentisecond() {
        #expect(GIFRecorder.delay(fps: 60) == 2)
        #expect(GIFRecorder.delay(fps: 30) == 3)
        #expect(GIFRecorder.delay(fps: 24) == 4)
        #expect(GIFRecorder.delay(fps: 10) == 10)
        #expect(GIFRecorder.delay(fps: 1000) == 1)
    }

    @Test func recordAndGifShareTheFrames() throws {
        let dir = temporaryFolder("gif-record")
        try runHeadless("0 tap toggle-half-modal\n0.5 end", ["--gif", dir + "/a.gif", "--record", dir + "/frames"])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
        #expect(names.count == 31)
        #expect(names[30] == "frame-000030-0.5000s.png")
        let gif = try DecodedGIF(dir + "/a.gif", probes: [(20, 600)])
        #expect(gif.frames.count == 31)
        for (i, name) in names.enumerated() {
            let png = try PNGImage(dir + "/frames/" + name).pixel(20, 600)
            let g = gif.frames[i][0]
            #expect(abs(Int(png.r) - Int(g.0)) <= 8 && abs(Int(png.g) - Int(g.1)) <= 8 && abs(Int(png.b) - Int(g.2)) <= 8,
                    "frame \(i)")
        }
    }

    @Test func options() throws {
        #expect(try Options.parse(["--gif", "a.GIF"]).gifPath == "a.GIF")
        #expect(try Options.parse(["--print-swiftui"]).printSwiftUI)
        #expect(try Options.parse(["--reference-start", "first-input"]).referenceStart == .firstInput)
        #expect(try Options.parse(["--reference-start=1.5"]).referenceStart == .time(1.5))
        #expect(try Options.parse(["--headless", "--scenario", "s", "--gif", "x.gif"]).gifPath == "x.gif")
        func message(_ args: [String]) -> String? {
            do { _ = try Options.parse(args); return nil } catch let f as Failure { return "\(f.exitCode) \(f.message)" } catch { return nil }
        }
        #expect(message(["--gif", "a.png"]) == "2 --gif: 'a.png' must end in .gif")
        #expect(message(["--reference-start", "later"]) == "2 --reference-start: invalid value 'later' (expected seconds or first-input)")
        #expect(message(["--print-swiftui=yes"]) == "2 option --print-swiftui takes no value")
    }

    /// Two reference frames at 10 fps (blue, then red); shots tell which one shows.
    func referenceShots(_ scenario: String, _ args: [String]) throws -> [Color] {
        let refs = temporaryFolder("ref-start")
        try writeSolidPNGs([0xFF00_00FF, 0xFFFF_0000], width: 39, height: 84, to: refs)
        let out = temporaryFolder("ref-start-out")
        try runHeadless(scenario, ["--out", out, "--reference", refs, "--reference-fps", "10", "--reference-opacity", "1"] + args)
        let names = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.sorted()
        return try names.map { try PNGImage(out + "/" + $0).pixel(10, 10) }
    }

    @Test func referenceStartPlacesTheFirstFrame() throws {
        let blue = Color(hex: 0x0000FF), red = Color(hex: 0xFF0000)
        // Start 0.2 s: frame 0 until 0.3 s, then frame 1.
        #expect(try referenceShots("0.25 shot a.png\n0.35 shot b.png\n0.35 end", ["--reference-start", "0.2"]) == [blue, red])
        // Start at the first input (a key at 0.5 s): frame 0 holds until 0.6 s.
        #expect(try referenceShots("0.4 shot a.png\n0.5 key h\n0.55 shot b.png\n0.65 shot c.png\n0.65 end",
                                   ["--reference-start", "first-input"]) == [blue, blue, red])
        // Default: start 0.
        #expect(try referenceShots("0.05 shot a.png\n0.15 shot b.png\n0.15 end", []) == [blue, red])
    }

    @Test func gifFramesOfAnotherSizeAreCroppedOrPadded() {
        // 2×2 pixels (BGRA) into 3×1: the first row, then black.
        let px: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255]
        #expect(GIFRecorder.fit(px, width: 2, height: 2, to: 3, 1) == [1, 2, 3, 255, 4, 5, 6, 255, 0, 0, 0, 0])
        #expect(GIFRecorder.fit(px, width: 2, height: 2, to: 1, 2) == [1, 2, 3, 255, 7, 8, 9, 255])
    }

    @Test func reviewKeys() {
        func key(_ sym: Int32, shift: Bool = false) -> SDL_Keysym {
            SDL_Keysym(scancode: SDL_SCANCODE_UNKNOWN, sym: sym, mod: UInt16(shift ? KMOD_LSHIFT.rawValue : 0), unused: 0)
        }
        #expect(ReviewCommand.from(key(Int32(SDLK_COMMA.rawValue), shift: true)) == .nudgeReference(-1))
        #expect(ReviewCommand.from(key(Int32(SDLK_PERIOD.rawValue), shift: true)) == .nudgeReference(1))
        #expect(ReviewCommand.from(key(Int32(SDLK_LESS.rawValue))) == .nudgeReference(-1))
        #expect(ReviewCommand.from(key(Int32(SDLK_GREATER.rawValue))) == .nudgeReference(1))
        #expect(ReviewCommand.from(key(Int32(SDLK_COMMA.rawValue))) == .stepBack)
        #expect(ReviewCommand.from(key(Int32(SDLK_e.rawValue))) == .exportSwiftUI)
        #expect(ReviewCommand.from(key(Int32(SDLK_w.rawValue))) == .writeSettings)
        #expect(ReviewCommand.from(key(Int32(SDLK_DOWN.rawValue))) == nil)
        #expect(ReviewCommand.from(key(Int32(SDLK_DOWN.rawValue)), helpOpen: true) == .scrollHelp(1))
        #expect(ReviewCommand.from(key(Int32(SDLK_UP.rawValue)), helpOpen: true) == .scrollHelp(-1))
        #expect(ReviewCommand.from(key(Int32(SDLK_PAGEDOWN.rawValue)), helpOpen: true) == .scrollHelp(10))
        #expect(ReviewCommand.from(key(Int32(SDLK_RIGHT.rawValue)), helpOpen: true) == .stepForward)
        #expect(ReviewHelp.lines(.en).contains { $0.0 == "E" } && ReviewHelp.lines(.ja).contains { $0.0 == "W" })
        #expect(coreKey(for: key(Int32(SDLK_e.rawValue))) == nil && coreKey(for: key(Int32(SDLK_w.rawValue))) == nil)
    }

    @Test func printSwiftUIExitsZero() throws {
        let run = try ScenarioCorpusTests.runExecutable(["--print-swiftui", "--set", "halfModal.duration=0.5"], in: "scenarios")
        #expect(run.status == 0)
        #expect(run.stdout.contains(".animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: show)"))
        let plain = try ScenarioCorpusTests.runExecutable(["--print-swiftui"], in: "scenarios")
        #expect(plain.status == 0 && plain.stdout.contains(".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9)"))
        #expect(plain.stdout == SwiftUIExport.source(for: Settings()))
    }
}
