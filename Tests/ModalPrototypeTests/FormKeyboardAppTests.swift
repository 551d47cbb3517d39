import CSDL2
import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// Issue 34's "done when" lines for the form, the keyboard, the fitted detent, the status bar
/// and the SwiftUI, through the executable (headless, iPhone 14, 60 fps; frames in points).
@Suite(.serialized) struct FormKeyboardAppTests {
    typealias Elements = [String: (x: Double, y: Double, w: Double, h: Double, text: String?)]

    /// Runs `scenario` headless with `options`; returns each `elements` file it wrote, by name.
    func run(_ scenario: String, _ options: [String], shots: [String] = []) throws -> (dir: String, elements: [String: Elements]) {
        let dir = temporaryFolder("form")
        try scenario.write(toFile: dir + "/s.txt", atomically: true, encoding: .utf8)
        let r = try ExecutableRun.run(["--headless", "--device", "iphone-14", "--fps", "60", "--scenario", "s.txt", "--out", "o"] + options,
                                      in: dir, timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        var out: [String: Elements] = [:]
        for name in ExecutableRun.contents(dir + "/o") where name.hasSuffix(".json") {
            let list = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/o/" + name))) as! [[String: Any]]
            var e: Elements = [:]
            for item in list {
                e[item["id"] as! String] = ((item["x"] as! NSNumber).doubleValue, (item["y"] as! NSNumber).doubleValue,
                                            (item["width"] as! NSNumber).doubleValue, (item["height"] as! NSNumber).doubleValue,
                                            item["text"] as? String)
            }
            out[String(name.dropLast(5))] = e
        }
        return (dir, out)
    }

    @Test func theNativeFormTakesTheSheetToLargeAndTheKeyboardUp() throws {
        let (_, e) = try run("""
        0.2 tap toggle-half-modal
        1.5 tap text-field
        2.7 elements up.json
        2.8 type Hello
        2.9 elements typed.json
        3.0 key escape
        4.0 elements down.json
        4.2 end
        """, ["--profile", "native", "--set", "halfModal.content=form"])
        let up = try #require(e["up"])
        let keyboard = try #require(up["keyboard"]), field = try #require(up["text-field"]), sheet = try #require(up["half-modal"])
        #expect(abs(keyboard.y + keyboard.h - 844) < 0.5 && (250...400).contains(keyboard.h), "keyboard \(keyboard)")
        #expect(abs(sheet.y - 57) <= 2, "sheet top \(sheet.y)")
        #expect(field.y + field.h <= keyboard.y && field.y >= 0)
        #expect(e["typed"]?["text-field"]?.text == "Hello")
        let down = try #require(e["down"])
        #expect(down["keyboard"] == nil && down["half-modal"] != nil && down["text-field"]?.text == "Hello")
    }

    @Test func theFluidFieldStaysAboveTheKeyboard() throws {
        for profile in ["fluid", "seed"] {
            let (_, e) = try run("0.2 tap toggle-half-modal\n1.5 tap text-field\n2.7 elements up.json\n3 end\n",
                                 ["--profile", profile, "--set", "halfModal.content=form"])
            let up = try #require(e["up"])
            let keyboard = try #require(up["keyboard"]), field = try #require(up["text-field"])
            #expect(field.y + field.h <= keyboard.y && field.y >= 0 && field.x >= 0 && field.x + field.w <= 390, "\(profile): \(field) \(keyboard)")
        }
    }

    @Test func aFittedDetentHugsTheForm() throws {
        for profile in ["native", "fluid", "seed"] {
            let (_, e) = try run("0.2 tap toggle-half-modal\n2 elements open.json\n2.5 end\n",
                                 ["--profile", profile, "--set", "halfModal.content=form", "--set", "halfModal.detents=fitted"])
            let open = try #require(e["open"])
            let sheet = try #require(open["half-modal"])
            let parts = try ["form-title", "text-field", "form-button"].map { try #require(open[$0]) }
            for p in parts { #expect(p.y >= sheet.y && p.y + p.h <= sheet.y + sheet.h, "\(profile): inside the sheet") }
            let topmost = parts.map(\.y).min()!
            #expect(topmost - sheet.y <= 60 && sheet.y > 57 + 100, "\(profile): sheet top \(sheet.y), topmost \(topmost)")
        }
    }

    @Test func theStatusBarIsLightOverTheLargeSystemSheet() throws {
        let (dir, _) = try run("0.2 tap toggle-half-modal\n1 key f\n2.5 shot large.png\n3 end\n",
                               ["--profile", "native", "--appearance", "light", "--scale", "1"])
        let image = try PNGImage(dir + "/o/large.png")
        var light = 0
        for y in 12...40 { for x in 20...90 { let p = image.pixel(x, y); if Int(p.r) + Int(p.g) + Int(p.b) > 600 { light += 1 } } }
        #expect(light >= 20, "\(light) light pixels in the clock's box")
    }

    @Test func theSwiftUIHasTheFieldTheFittedDetentAndTheRefusal() throws {
        let dir = temporaryFolder("form-swiftui")
        let r = try ExecutableRun.run(["--print-swiftui", "--profile", "native", "--set", "halfModal.content=form",
                                       "--set", "halfModal.detents=fitted", "--set", "native.interactiveDismissDisabled=true",
                                       "--set", "alert.width=300"], in: dir)
        #expect(r.status == 0)
        let code = r.stdout.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .map { $0.components(separatedBy: "//")[0] }.joined(separator: "\n")
        #expect(code.contains("TextField(") && code.contains(".height(") && code.contains(".interactiveDismissDisabled("))
        #expect(r.stdout.contains("alert.width"))
        let plain = try ExecutableRun.run(["--print-swiftui"], in: dir).stdout
        #expect(plain.contains(".presentationBackground(.clear)") && !plain.contains("superview?.superview"))
        let hack = try ExecutableRun.run(["--print-swiftui", "--set", "cover.swiftUIClearing=article"], in: dir).stdout
        #expect(hack.contains("superview?.superview") && hack.contains("first article"))
    }
}
