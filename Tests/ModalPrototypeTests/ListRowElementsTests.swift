import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// `elements` reports every list row where the content offset puts it, in view or not, so
/// issue 21's "moves `list-row-1` up by 200 ± 2" can be read after the row has left the list.
@Suite(.serialized) struct ListRowElementsTests {
    let args = ["--device", "iphone-14", "--profile", "native", "--set", "halfModal.content=list", "--lang", "en"]
    let large = "0 tap toggle-half-modal\n1 key f\n"

    /// The `elements` output at `t`, one line per element.
    func elements(_ scenario: String, at t: Double, _ extra: [String] = []) throws -> [String] {
        let r = try rendered(scenario, at: t, args: args + extra)
        return ElementsJSON.encode(r.machine.frame(now: t)).split(separator: "\n").map(String.init)
    }

    /// The line of element `id`.
    func line(_ lines: [String], _ id: String) -> String? {
        lines.first { $0.contains("\"id\": \"\(id)\"") }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
    }

    /// The `y` of element `id`.
    func y(_ lines: [String], _ id: String) throws -> Double {
        let l = try #require(line(lines, id))
        let tail = try #require(l.range(of: "\"y\": ")).upperBound
        return try #require(Double(l[tail...].prefix { $0 == "-" || $0 == "." || $0.isNumber }))
    }

    @Test func aRowScrolledAboveTheListKeepsItsTrueFrame() throws {
        let before = try elements(large + "2 end", at: 2)
        #expect(line(before, "list-row-1") == "  {\"id\": \"list-row-1\", \"x\": 20, \"y\": 77, \"width\": 350, \"height\": 44, \"visible\": true}")
        #expect(before.filter { $0.contains("list-row-") }.count == 30)
        // Row 30 lies below the screen: 77 + 29 · 44 = 1353.
        #expect(line(before, "list-row-30") == "  {\"id\": \"list-row-30\", \"x\": 20, \"y\": 1353, \"width\": 350, \"height\": 44, \"visible\": false}")
        // 200 pt up in 0.3 s on the list at large: the sheet stays at 57, row 1 goes to 77 − 200.
        let drag = large + "2 drag 195 600 195 400 0.3\n"
        let released = try elements(drag + "2.3 end", at: 2.3)
        #expect(line(released, "half-modal") == "  {\"id\": \"half-modal\", \"x\": 0, \"y\": 57, \"width\": 390, \"height\": 787}")
        #expect(line(released, "list-row-1") == "  {\"id\": \"list-row-1\", \"x\": 20, \"y\": -123, \"width\": 350, \"height\": 44, \"visible\": false}")
        #expect(line(released, "list-row-5") == "  {\"id\": \"list-row-5\", \"x\": 20, \"y\": 53, \"width\": 350, \"height\": 44, \"visible\": true}")
        // 100 ms after the release the row still moves (deceleration at 0.998 per ms).
        let later = try y(try elements(drag + "2.4 end", at: 2.4), "list-row-1")
        let later2 = try y(try elements(drag + "2.41 end", at: 2.41), "list-row-1")
        #expect(later < -123 - 30)
        #expect(later2 < later - 0.5)
    }

    @Test func theRowFollowsTheSheetUntilLargeThenScrolls() throws {
        let medium = "0 tap toggle-half-modal\n"
        // At medium (450.5) row 1 is 20 pt below the sheet's top, row 20 below the screen.
        let rest = try elements(medium + "1 end", at: 1)
        #expect(try y(rest, "list-row-1") == 470.5)
        #expect(line(rest, "list-row-20")?.hasSuffix("\"visible\": false}") == true)
        // 500 pt up in one drag: 393.5 pt take the sheet to large (57), 106.5 scroll the list.
        let both = try elements(medium + "1 down 195 800\n1.5 move 195 300\n1.6 end", at: 1.6)
        #expect(try y(both, "half-modal") == 57)
        #expect(try y(both, "list-row-1") == -29.5)
        #expect(line(both, "list-row-1")?.hasSuffix("\"visible\": false}") == true)
    }

    @Test func noListNoRows() throws {
        // Hidden sheet: no list, so no rows; other elements carry no visible field.
        let hidden = try elements("0 end", at: 0)
        #expect(!hidden.contains { $0.contains("list") || $0.contains("visible") })
        let plain = try rendered("0 tap toggle-half-modal\n1 end", at: 1, args: ["--device", "iphone-14", "--profile", "native"])
        #expect(!ElementsJSON.encode(plain.machine.frame(now: 1)).contains("visible"))
    }

    @Test func everyProfileReportsItsRows() throws {
        for profile in ["seed", "fluid"] {
            let lines = try elements("0 tap toggle-half-modal\n1.5 end", at: 1.5, ["--profile", profile])
            #expect(lines.filter { $0.contains("list-row-") }.count == 30, "\(profile)")
            // The card's list starts below its grabber: top + 16 + 5 + 10 (seed and fluid).
            let card = try y(lines, "half-modal")
            #expect(try y(lines, "list-row-1") == card + 31, "\(profile)")
        }
    }
}
