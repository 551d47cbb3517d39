import CSDL2
import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Frames of a GIF file read back with giflib: count, delays, the loop extension, pixels.
///
/// Images are composited as a viewer does (each one's rectangle over the image before, its
/// transparent pixels leaving what was there), so a probe reads what the frame shows.
struct DecodedGIF {
    var width = 0, height = 0
    var delays: [Int] = []
    var loops = false
    /// Each image's rectangle (x, y, width, height) and transparent index (-1: none).
    var boxes: [(Int, Int, Int, Int)] = []
    var transparent: [Int] = []
    /// Each frame's colour at a few probe points (x, y) → (r, g, b).
    var frames: [[(UInt8, UInt8, UInt8)]] = []
    /// The whole composited frame `keep` (RGB rows), when asked for.
    var kept: [UInt8]?

    init(_ path: String, probes: [(Int, Int)], keep: Int? = nil) throws {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { throw Failure.runtime("\(path): giflib error \(error)") }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else { throw Failure.runtime("\(path): cannot decode") }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        var canvas = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0..<Int(gif.pointee.ImageCount) {
            var gcb = GraphicsControlBlock()
            gcb.TransparentColor = -1
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
            let d = image.ImageDesc
            boxes.append((Int(d.Left), Int(d.Top), Int(d.Width), Int(d.Height)))
            transparent.append(Int(gcb.TransparentColor))
            for y in 0..<Int(d.Height) {
                for x in 0..<Int(d.Width) {
                    let index = Int(image.RasterBits[y * Int(d.Width) + x])
                    guard index != Int(gcb.TransparentColor) else { continue }
                    let c = map.pointee.Colors[index], at = ((y + Int(d.Top)) * width + x + Int(d.Left)) * 3
                    canvas[at] = c.Red; canvas[at + 1] = c.Green; canvas[at + 2] = c.Blue
                }
            }
            frames.append(probes.map { p in
                let at = (p.1 * width + p.0) * 3
                return (canvas[at], canvas[at + 1], canvas[at + 2])
            })
            if i == keep { kept = canvas }
        }
    }

    /// The image showing at centisecond `cs` from the start.
    func image(at cs: Int) -> Int {
        var start = 0
        for (i, d) in delays.enumerated() {
            if cs < start + d { return i }
            start += d
        }
        return delays.count - 1
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
        // 31 frames (0…1.0 s); the card rests from 0.9 s (frame 27), so frames 27…30 are one image.
        #expect(gif.frames.count == 28)
        // Frame n starts at the centisecond nearest n/30: delays 3, 4, 3, 3, 4, 3 …; the clip lasts 1.00 s.
        #expect(gif.delays.count == gif.frames.count)
        #expect(Array(gif.delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(gif.delays.reduce(0, +) == 100)
        #expect(gif.delays.last == 100 - GIFFramePlan.start(of: 27, fps: 30))
        #expect(gif.loops)
        let orange = (UInt8(0xFF), UInt8(0x95), UInt8(0x00)), gray = (UInt8(0x8E), UInt8(0x8E), UInt8(0x93))
        #expect(gif.frames.first![0] == orange && gif.frames.last![0] == gray)
        #expect(gif.frames.allSatisfy { $0[1] == orange })
    }

    @Test func gifImagesAfterTheFirstAreDifferenced() throws {
        let dir = temporaryFolder("gif-diff")
        try runHeadless("0 tap toggle-half-modal\n1.0 end", ["--gif", dir + "/a.gif", "--fps", "30"])
        let gif = try DecodedGIF(dir + "/a.gif", probes: [(20, 500)])
        #expect(gif.boxes.first! == (0, 0, 390, 844) && gif.transparent.first == -1)
        // The card rises: later images are bands narrower than the screen, with transparent pixels.
        let later = gif.boxes.dropFirst()
        #expect(!later.isEmpty && later.allSatisfy { $0.3 < 844 })
        #expect(gif.transparent.dropFirst().allSatisfy { $0 >= 0 })
    }

    @Test func recordAndGifShareTheFrames() throws {
        let dir = temporaryFolder("gif-record")
        try runHeadless("0 tap toggle-half-modal\n0.5 end", ["--gif", dir + "/a.gif", "--record", dir + "/frames"])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
        // 31 frames (0…0.5 s at 60 fps), all moving: each is written, and each is an image.
        #expect(names.count == 31)
        #expect(names[30] == "frame-000030-0.5000s.png")
        let gif = try DecodedGIF(dir + "/a.gif", probes: [(20, 600)])
        #expect(gif.frames.count == 31)
        for (i, name) in names.enumerated() {
            let png = try PNGImage(dir + "/frames/" + name).pixel(20, 600)
            let g = gif.frames[gif.image(at: GIFFramePlan.start(of: i, fps: 60))][0]
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
        #expect(ReviewCommand.from(key(Int32(SDLK_DOWN.rawValue))) == .scrollInspector(1))   // help closed: the inspector scrolls (issue 37)
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
