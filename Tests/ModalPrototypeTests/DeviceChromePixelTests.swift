import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// `--device`, `--no-chrome` and `--size` measured from headless pixels and written PNGs at
/// ×1, ×2 and ×3: canvas sizes, the status bar's time, the home indicator, cut-outs, corners.
@Suite(.serialized) struct DeviceChromePixelTests {
    static let scales: [Double] = [1, 2, 3]
    let orange = Color(hex: 0xFF9500)

    func at(_ r: HeadlessRunner, _ x: Double, _ y: Double) -> Color {
        r.canvas.pixel(x: Int(x * r.scale), y: Int(y * r.scale))
    }

    /// How many pixels in the box (points) satisfy `test`.
    func count(_ r: HeadlessRunner, _ box: Rect, _ test: (Color) -> Bool) -> Int {
        var n = 0
        for y in Int(box.minY * r.scale)..<Int(box.maxY * r.scale) {
            for x in Int(box.minX * r.scale)..<Int(box.maxX * r.scale) where test(r.canvas.pixel(x: x, y: y)) { n += 1 }
        }
        return n
    }

    /// The box around the status bar's time on a notch device of width 390 (left ear 114 pt).
    let timeBox = Rect(x: 30, y: 14, width: 62, height: 20)

    @Test func presetShotsHaveThePresetsPixelSize() throws {
        let out = temporaryFolder("devices")
        try runHeadless("0 shot se.png\n0 end", ["--out", out, "--device", "iphone-se-3", "--scale", "2"])
        let se = try PNGImage(out + "/se.png")
        #expect(se.width == 750 && se.height == 1334)
        try runHeadless("0 shot max.png\n0 end", ["--out", out, "--device", "iphone-15-pro-max", "--scale", "3"])
        let max = try PNGImage(out + "/max.png")
        #expect(max.width == 1290 && max.height == 2796)
        try runHeadless("0 shot pro.png\n0 end", ["--out", out, "--device", "iphone-16-pro", "--scale", "3"])
        let pro = try PNGImage(out + "/pro.png")
        #expect(pro.width == 1206 && pro.height == 2622)
        try runHeadless("0 shot promax.png\n0 end", ["--out", out, "--device", "iphone-16-pro-max", "--scale", "3"])
        let proMax = try PNGImage(out + "/promax.png")
        #expect(proMax.width == 1320 && proMax.height == 2868)
        for device in Device.presets {
            try runHeadless("0 shot \(device.name).png\n0 end", ["--out", out, "--device", device.name])
            let png = try PNGImage(out + "/\(device.name).png")
            #expect(png.width == Int(device.canvas.width) && png.height == Int(device.canvas.height))
        }
    }

    @Test(arguments: scales) func theTimeAndTheHomeIndicatorAreDrawnAndNoChromeRemovesThem(scale: Double) throws {
        let r = try rendered("0 end", at: 0, args: ["--scale", "\(scale)"])
        // "9:41" in black: many dark pixels in its box; the home indicator's middle is black.
        #expect(count(r, timeBox) { $0.r < 80 && $0.g < 80 } > Int(40 * scale * scale))
        #expect(at(r, 195, 844 - 8 - 2.5) == .black)
        #expect(at(r, 195 - 60, 844 - 8 - 2.5) == .black && at(r, 195, 844 - 8 + 1) == orange)
        // The notch and the rounded display corners are black.
        #expect(at(r, 195, 10) == .black && at(r, 1, 1) == .black && at(r, 388.9, 842.9) == .black)
        let bare = try rendered("0 end", at: 0, args: ["--scale", "\(scale)", "--no-chrome"])
        #expect(count(bare, timeBox) { $0 != orange } == 0)
        #expect(at(bare, 195, 844 - 8 - 2.5) == orange && at(bare, 195, 10) == orange && at(bare, 1, 1) == orange)
    }

    @Test(arguments: scales) func theStatusBarTurnsLightOverTheCoverAndBehindASheet(scale: Double) throws {
        func white(_ r: HeadlessRunner) -> Int { count(r, timeBox) { $0.r > 200 && $0.g > 200 && $0.b > 200 } }
        let sheet = try rendered("0 tap open-sheet\n1 end", at: 1, args: ["--scale", "\(scale)"])
        #expect(white(sheet) > Int(40 * scale * scale))
        // The home indicator stays black over the light sheet.
        #expect(at(sheet, 195, 844 - 8 - 2.5) == .black)
        let cover = try rendered("0 tap open-sheet\n1 tap start-request\n2 end", at: 2, args: ["--scale", "\(scale)"])
        #expect(white(cover) > Int(40 * scale * scale))
        #expect(at(cover, 195, 844 - 8 - 2.5) == .white)
        let main = try rendered("0 end", at: 0, args: ["--scale", "\(scale)"])
        #expect(white(main) == 0)
    }

    @Test(arguments: scales) func eachPresetBringsItsCutOutAndCorners(scale: Double) throws {
        // iPhone 15: the Dynamic Island (126×37 at y 11) is black, orange between it and the edge.
        let i15 = try rendered("0 end", at: 0, args: ["--scale", "\(scale)", "--device", "iphone-15"])
        #expect(at(i15, 196.5, 29.5) == .black && at(i15, 196.5 - 60, 29.5) == .black)
        #expect(at(i15, 196.5, 5) == orange && at(i15, 196.5, 50) == orange)
        #expect(at(i15, 1, 1) == .black && at(i15, 392.5, 851.5) == .black && at(i15, 20, 100) == orange)
        // iPhone SE: square corners, no cut-out, no home indicator, the time centred in a 20 pt bar.
        let se = try rendered("0 end", at: 0, args: ["--scale", "\(scale)", "--device", "iphone-se-3"])
        #expect(at(se, 0, 0) == orange && at(se, 374.5, 666.5) == orange)
        #expect(at(se, 187.5, 667 - 8 - 2.5) == orange)
        #expect(count(se, Rect(x: 170, y: 3, width: 35, height: 14)) { $0.r < 80 } > Int(15 * scale * scale))
        // A typed-in size: status bar and home indicator, but no notch, island or corners.
        let custom = try rendered("0 end", at: 0, args: ["--scale", "\(scale)", "--size", "500x700"])
        #expect(at(custom, 250, 10) == orange && at(custom, 0, 0) == orange && at(custom, 499.5, 699.5) == orange)
        #expect(at(custom, 250, 700 - 8 - 2.5) == .black)
        #expect(count(custom, Rect(x: 40, y: 14, width: 90, height: 20)) { $0.r < 80 } > Int(40 * scale * scale))
    }

    @Test(arguments: scales) func comparedPhonesKeepTheirCornersToThemselves(scale: Double) throws {
        // Two iPhone 15 lanes 16 pt apart: the right lane's corner mask stays off the left lane.
        let r = try rendered("0 end", at: 0, args: ["--scale", "\(scale)", "--device", "iphone-15", "--compare", "seed,fluid"])
        let left = Stage.gap, right = Stage.gap * 2 + 393, top = Stage.header
        #expect(at(r, left + 393 - 2, top + 300) == orange && at(r, right + 2, top + 300) == orange)
        #expect(at(r, left + 393 - 1, top + 1) == .black && at(r, right + 1, top + 851) == .black)
        #expect(near(at(r, left + 393 + 8, top + 300), Stage.background, 0))
    }

    @Test func recordingsAndFilmstripsCarryTheChromeToo() throws {
        let out = temporaryFolder("chrome-out")
        for (flags, indicator) in [([String](), Color.black), (["--no-chrome"], orange)] {
            let dir = out + "/rec\(flags.count)", strip = out + "/strip\(flags.count).png"
            try runHeadless("0.05 end", ["--record", dir] + flags)
            let frame = try PNGImage(dir + "/frame-000000-0.0000s.png")  // frame 0 at 0 s (names carry index and time)
            #expect(frame.pixel(195, 844 - 11) == indicator && frame.pixel(195, 10) == indicator)
            try runHeadless("0.05 end", ["--filmstrip", strip, "--from", "0", "--to", "0", "--frames", "1"] + flags)
            // The first tile sits 8 px in from the sheet's top-left corner, at half size.
            let tile = try PNGImage(strip)
            for (x, y) in [(8 + 97, 8 + 417), (8 + 97, 8 + 5)] {
                #expect(near(tile.pixel(x, y), indicator, 40), "\(tile.pixel(x, y)) at \(x),\(y)")
            }
        }
    }

    @Test func unknownDevicesAreABadCommandLine() throws {
        #expect(throws: Failure.self) { try Options.parse(["--device", "iphone-16-mini"]) }
        #expect(try Options.parse(["--device", "list"]).printDeviceList)
        do { _ = try Options.parse(["--device", "pixel"]) } catch let f as Failure {
            #expect(f.message == "--device: unknown device 'pixel' (expected \(Device.presets.map(\.name).joined(separator: "|")) or list)")
            #expect(f.message.contains("iphone-16-pro-max|iphone-17|iphone-air|iphone-17-pro|iphone-17-pro-max|iphone-16e or list"))
            #expect(f.exitCode == 2)
        }
        let o = try Options.parse(["--device", "iphone-se-3"])
        #expect(o.canvas == Size(width: 375, height: 667) && o.settings.theme.safeAreaTop == 20 && o.settings.theme.safeAreaBottom == 0)
        let sized = try Options.parse(["--device", "iphone-15", "--size", "400x800"])
        #expect(sized.canvas == Size(width: 400, height: 800) && sized.device.name == "custom" && sized.device.safeAreaTop == 59)
        #expect(try Options.parse(["--no-chrome"]).showsChrome == false)
        #expect(try Options.parse([]).showsChrome && Options.parse([]).device == .iPhone14)
        #expect(throws: Failure.self) { try Options.parse(["--no-chrome=1"]) }
        #expect(throws: Failure.self) { try Options.parse(["--appearance", "sepia"]) }
        #expect(try Options.parse(["--appearance", "dark"]).settings.appearance == .dark)
    }
}
