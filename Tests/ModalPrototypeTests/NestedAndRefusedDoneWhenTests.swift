import Foundation
import Testing
import ModalCore

/// Issue 34's "Done when" lines for the sheet over a sheet and the refused dismissal, run
/// through the executable headless (`--device iphone-14 --fps 60`), read from the `elements`
/// files it writes (frames in points), and the SwiftUI it prints.
@Suite(.serialized) struct NestedAndRefusedDoneWhenTests {
    /// One element of an `elements` file.
    struct Element: Decodable { let id: String; let x: Double; let y: Double; let width: Double; let height: Double }

    /// Runs `scenario` headless with `extra` options; the elements of each `elements` file named in `files`.
    func run(_ scenario: String, files: [String], _ extra: [String] = []) throws -> [String: [Element]] {
        let dir = ExecutableRun.folder("issue34")
        ExecutableRun.write(scenario, to: dir + "/s.txt")
        let run = try ExecutableRun.run(["--headless", "--device", "iphone-14", "--fps", "60", "--scenario", "s.txt", "--out", "."] + extra,
                                        in: dir, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(run.status == 0, "\(run.stderr)")
        var out: [String: [Element]] = [:]
        for name in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))
            out[name] = try JSONDecoder().decode([Element].self, from: data)
        }
        return out
    }

    @Test func aSheetOverASheet() throws {
        let scenario = "0.1 tap open-sheet\n1 tap open-nested-sheet\n2 elements up.json\n2.1 key escape\n3 elements after.json\n3.1 end\n"
        let e = try run(scenario, files: ["up.json", "after.json"])
        let up = try #require(e["up.json"])
        let first = try #require(up.first { $0.id == "sheet" })
        let nested = try #require(up.first { $0.id == "nested-sheet" })
        #expect(abs(nested.y - 57) <= 2)
        #expect(first.width < 382 && first.y < nested.y)
        let after = try #require(e["after.json"])
        #expect(after.contains { $0.id == "sheet" })
        #expect(!after.contains { $0.id == "nested-sheet" })
    }

    @Test func aRefusedDismissal() throws {
        let scenario = "0.1 tap open-sheet\n1.5 drag 195 200 195 500 0.4\n1.9 elements end.json\n3.1 elements later.json\n3.2 end\n"
        let e = try run(scenario, files: ["end.json", "later.json"], ["--set", "sheet.interactiveDismissDisabled=true"])
        let atEnd = try #require(e["end.json"]?.first { $0.id == "sheet" })
        #expect(atEnd.y > 57 && atEnd.y < 207)
        let later = try #require(e["later.json"]?.first { $0.id == "sheet" })
        #expect(abs(later.y - 57) <= 1)
    }

    @Test func theSwiftUINestsTheSheetAndDisablesDismissal() throws {
        let dir = ExecutableRun.folder("issue34-swiftui")
        let on = try ExecutableRun.run(["--print-swiftui", "--set", "sheet.interactiveDismissDisabled=true"], in: dir)
        let code = on.stdout.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(code.contains { $0.contains(".interactiveDismissDisabled(") })
        #expect(code.contains { $0.contains(".sheet(isPresented: $showsNestedSheet)") })
        let off = try ExecutableRun.run(["--print-swiftui"], in: dir)
        #expect(!off.stdout.contains(".interactiveDismissDisabled("))
        #expect(off.stdout.contains("NestedSheetView(isOpen: $showsNestedSheet)"))
    }

    /// Every profile's file, nested sheet and refused dismissal included, parses and type-checks
    /// against the SwiftUI stand-in.
    @Test(arguments: HalfModalProfile.allCases)
    func everyVariantParses(profile: HalfModalProfile) throws {
        var s = Settings()
        s.halfModal.profile = profile
        s.sheet.interactiveDismissDisabled = true
        s.language = .en
        let source = SwiftUIExport.source(for: s)
        #expect(source.contains(".interactiveDismissDisabled()") && source.contains("Button(\"Another sheet\")"))
        let checker = SwiftUIParseTests()
        #expect(try checker.parseErrors(source, name: "issue34-" + profile.rawValue) == "")
        #expect(try checker.typeCheckErrors(source, name: "issue34-" + profile.rawValue, version: "6") == "")
    }
}
