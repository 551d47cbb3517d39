import CSDL2
import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// A fresh temporary folder.
func temporaryFolder(_ name: String) -> String {
    let dir = NSTemporaryDirectory() + "modal-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

/// Runs the headless runner like the command line does.
func runHeadless(_ scenario: String, _ args: [String]) throws {
    let options = try Options.parse(["--headless", "--scenario", "test"] + args)
    try HeadlessRunner(options: options, scenario: try Scenario.parse(scenario, path: "test")).run()
}

/// Writes one solid `width`×`height` PNG per ARGB8888 colour into `folder` (`ref-1.png`,
/// `ref-2.png`, …) with the app's encoder: reference frames for `--reference`.
func writeSolidPNGs(_ colors: [UInt32], width: Int, height: Int, to folder: String) throws {
    for (i, color) in colors.enumerated() {
        var pixels = [UInt32](repeating: color, count: width * height)
        let s = pixels.withUnsafeMutableBytes {
            SDL_CreateRGBSurfaceWithFormatFrom($0.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                                               SDL_PIXELFORMAT_ARGB8888.rawValue)
        }!
        defer { SDL_FreeSurface(s) }
        try Data(PNGEncoder.encode(s)).write(to: URL(fileURLWithPath: folder + "/ref-\(i + 1).png"))
    }
}

/// Loads a PNG as ARGB8888 and reads pixels.
final class PNGImage {
    let surface: UnsafeMutablePointer<SDL_Surface>
    init(_ path: String) throws {
        guard let loaded = try SDLImageLibrary.image(at: path), let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw Failure.runtime("cannot load \(path)")
        }
        SDL_FreeSurface(loaded)
        surface = s
    }
    deinit { SDL_FreeSurface(surface) }
    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }
    func pixel(_ x: Int, _ y: Int) -> Color {
        let v = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).load(fromByteOffset: x * 4, as: UInt32.self)
        return Color(r: UInt8((v >> 16) & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
    }
}

@Suite(.serialized) struct ReviewToolTests {
    let gray = Color(hex: 0x8E8E93)

    @Test func filmstripHasNTilesInOrderWithTheirTimes() throws {
        let dir = temporaryFolder("strip")
        let path = dir + "/strip.png"
        try runHeadless("0 tap toggle-half-modal\n2 end", ["--filmstrip", path, "--from", "0", "--to", "0.9", "--frames", "7"])
        let image = try PNGImage(path)
        let times = Filmstrip.times(from: 0, to: 0.9, frames: 7)
        #expect(times.count == 7 && times.first == 0 && times.last == 0.9)
        // Tiles are half-size frames (195×422) in rows of columns, with a label band under each.
        let columns = min(7, Int(Double(7).squareRoot().rounded(.up)) + 1)
        var tops: [Int] = []
        for i in 0..<7 {
            let x0 = Filmstrip.margin + (i % columns) * (195 + Filmstrip.margin)
            let y0 = Filmstrip.margin + (i / columns) * (422 + Filmstrip.labelHeight + Filmstrip.margin)
            // The card's top edge in this tile, scanning up from its bottom at x = 50.
            var top = 422
            for y in stride(from: 421, through: 0, by: -1) where image.pixel(x0 + 50, y0 + y) != gray {
                top = y + 1
                break
            }
            tops.append(top)
            // The time label is printed: light pixels in the band under the tile.
            var light = 0
            for y in 0..<Filmstrip.labelHeight { for x in 0..<195 where image.pixel(x0 + x, y0 + 422 + y).r > 150 { light += 1 } }
            #expect(light > 20, "tile \(i) has no label")
        }
        // In order: the card rises from the bottom (hidden at 0) to half (169 px at half size).
        #expect(tops.first == 422)
        #expect(tops == tops.sorted(by: >))
        #expect(abs(tops.last! - 169) <= 1)
        #expect(Set(tops).count == 7)
    }

    @Test func recordWritesEveryFrame() throws {
        let dir = temporaryFolder("record")
        try runHeadless("0 tap open-sheet\n0.5 end", ["--record", dir + "/frames", "--fps", "30"])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
        // Frames 0…15 at 0, 1/30, …, 0.5 s, each named by its index and time.
        #expect(names.count == 16)
        #expect(names.first == "frame-000000-0.0000s.png" && names.last == "frame-000015-0.5000s.png")
    }

    @Test func compareShotsContainBothPhones() throws {
        let dir = temporaryFolder("compare")
        let scenario = "0 tap toggle-half-modal\n1.5 drag 195 500 195 440 0.05\n2.5 shot both.png\n2.5 end"
        try runHeadless(scenario, ["--out", dir, "--compare", "seed,fluid"])
        let image = try PNGImage(dir + "/both.png")
        #expect(image.width == 2 * 390 + 3 * 16 && image.height == 844 + 30)
        // Seed lane: the flick leaves the card at half (top 337.6); fluid: full (top 42.2, dimmed backdrop above).
        let seedX = 16 + 100, fluidX = 16 + 390 + 16 + 100
        #expect(image.pixel(seedX, 30 + 300) == Color(hex: 0xFF9500))
        #expect(image.pixel(seedX, 30 + 345) == gray)
        #expect(image.pixel(fluidX, 30 + 100) == gray)
        #expect(image.pixel(fluidX, 30 + 20) != Color(hex: 0xFF9500))
    }

    @Test func configWatcherKeepsTheLastGoodSettings() throws {
        let dir = temporaryFolder("config")
        let path = dir + "/c.json"
        try #"{"request": {"latency": 1}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let options = try Options.parse(["--config", path, "--outcome", "failure"])
        let start = try options.settings(overlaying: try readText(path, what: "config"), path: path)
        #expect(start.request.latency == 1 && start.request.outcome == .failure)
        var watcher = ConfigWatcher(path: path, options: options, current: start)
        #expect(watcher.check() == nil)
        try #"{"request": {"latency": 2}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        guard case let .success(reloaded)? = watcher.check() else { Issue.record("no reload"); return }
        #expect(reloaded.request.latency == 2 && reloaded.request.outcome == .failure)
        try #"{"request": {"latency": "slow"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        guard case let .failure(f)? = watcher.check() else { Issue.record("bad file accepted"); return }
        #expect(f.message == "\(path): request.latency: expected a number")
        #expect(watcher.current.request.latency == 2)
        #expect(watcher.check() == nil)
    }

    @Test func referenceFolderErrors() throws {
        let empty = temporaryFolder("ref-empty")
        #expect(throws: Failure.self) { _ = try ReferenceFrames(dir: empty, fps: 60) }
        do { _ = try ReferenceFrames(dir: empty, fps: 60) } catch let f as Failure {
            #expect(f.message == "--reference: no PNG files in '\(empty)'")
        }
        do { _ = try ReferenceFrames(dir: empty + "/missing", fps: 60) } catch let f as Failure {
            #expect(f.message.hasPrefix("--reference: cannot read folder '\(empty)/missing'"))
        }
    }

    @Test func referenceIsDrawnOverTheCanvasTimeSyncedAndScaled() throws {
        // Two reference frames at 10 fps, half the canvas size: pure blue, then pure red.
        let refs = temporaryFolder("ref")
        try writeSolidPNGs([0xFF00_00FF, 0xFFFF_0000], width: 195, height: 422, to: refs)
        let out = temporaryFolder("ref-out")
        try runHeadless("0.05 shot a.png\n0.15 shot b.png\n0.15 end",
                        ["--out", out, "--reference", refs, "--reference-fps", "10", "--reference-opacity", "1"])
        #expect(try PNGImage(out + "/a.png").pixel(389, 843) == Color(hex: 0x0000FF))
        #expect(try PNGImage(out + "/b.png").pixel(0, 0) == Color(hex: 0xFF0000))
        try runHeadless("0.15 shot d.png\n0.15 end", ["--out", out, "--reference", refs, "--reference-fps", "10",
                                                       "--reference-difference", "--no-chrome"])
        // |orange − red| = (0, 149, 0).
        #expect(try PNGImage(out + "/d.png").pixel(10, 10) == Color(r: 0, g: 149, b: 0))
    }

    @Test func printConfigRoundTrips() throws {
        let options = try Options.parse(["--print-config", "--profile", "fluid"])
        #expect(options.printConfig)
        let text = options.settings.jsonText()
        #expect(try Settings().loading(json: text, file: "x").halfModal.profile == .fluid)
    }

    @Test func videoNeedsFFmpeg() throws {
        let dir = temporaryFolder("video")
        if VideoRecorder.findFFmpeg() == nil {
            do {
                try runHeadless("0.2 end", ["--video", dir + "/v.mp4"])
                Issue.record("no error without ffmpeg")
            } catch let f as Failure {
                #expect(f.message == "--video: ffmpeg is not installed (apt-get install ffmpeg), or use --record DIR")
                #expect(f.exitCode == 1)
            }
        } else {
            try runHeadless("0 tap open-sheet\n0.5 end", ["--video", dir + "/v.mp4"])
            let size = (try FileManager.default.attributesOfItem(atPath: dir + "/v.mp4")[.size] as? Int) ?? 0
            #expect(size > 1000)
        }
    }
}
