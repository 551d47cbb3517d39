import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 21's "Done when" lines for profile `native`, headless on `--device iphone-14`
/// (390×844), read from `elements` frames (the hit regions) and pixels.
@Suite(.serialized) struct NativeSheetDoneWhenTests {
    let H = 844.0
    let native = ["--device", "iphone-14", "--profile", "native"]
    let orange = Color(hex: 0xFF9500)

    /// The sheet's top (its `half-modal` element's y) at `time`, or nil when it is gone.
    func top(_ scenario: String, at time: Double, _ extra: [String] = []) throws -> Double? {
        try rendered(scenario, at: time, args: native + extra).machine.frame(now: time).region(.halfModal)?.frame.minY
    }

    /// The dim over the orange main view at (x, y): 1 − red / 255.
    func dim(_ r: HeadlessRunner, x: Int, y: Int) -> Double { 1 - Double(r.canvas.pixel(x: x, y: y).r) / 255 }

    @Test func presentsAtMediumAndFGoesLarge() throws {
        let medium = try #require(try top("0 tap toggle-half-modal\n1 end", at: 1))
        #expect(medium >= 0.45 * H && medium <= 0.56 * H)
        #expect(abs(medium - 450.5) < 0.5)   // (844 + 57) / 2: half the large height
        let large = try #require(try top("0 tap toggle-half-modal\n1 key f\n2 end", at: 2))
        #expect(abs(large - 57) <= 1)
    }

    @Test func slowDragsAndFlicks() throws {
        let show = "0 tap toggle-half-modal\n"
        // From medium (450.5): 250 pt up slowly ends at large, 100 pt up returns to medium.
        #expect(abs(try #require(try top(show + "1 drag 195 600 195 350 1\n3 end", at: 3)) - 57) <= 1)
        #expect(abs(try #require(try top(show + "1 drag 195 600 195 500 1\n3 end", at: 3)) - 450.5) <= 1)
        // From large, a flick down at 3000 pt/s (150 pt in 50 ms) ends at medium.
        let fromLarge = show + "1 key f\n2 drag 195 300 195 450 0.05\n3.5 end"
        #expect(abs(try #require(try top(fromLarge, at: 3.5)) - 450.5) <= 1)
        // From medium, the same flick dismisses.
        #expect(try top(show + "1 drag 195 600 195 750 0.05\n2.5 end", at: 2.5) == nil)
    }

    @Test func undimmedAtMediumRampsToLarge() throws {
        let undimmed = ["--set", "native.undimmedDetent=medium"]
        let atMedium = try rendered("0 tap toggle-half-modal\n1 end", at: 1, args: native + undimmed)
        for y in [100, 300, 440] { #expect(near(atMedium.canvas.pixel(x: 60, y: y), orange, 2)) }
        // Half-way: medium 450.5, large 57, a finger holding the sheet 196.75 pt higher.
        let half = try rendered("0 tap toggle-half-modal\n1 down 195 600\n1.1 move 195 403.25\n1.5 end", at: 1.5,
                                args: native + undimmed)
        #expect(abs(try #require(half.machine.frame(now: 1.5).region(.halfModal)).frame.minY - 253.75) < 0.01)
        #expect(abs(dim(half, x: 60, y: 150) - 0.1) <= 0.01)
        let large = try rendered("0 tap toggle-half-modal\n1 key f\n2 end", at: 2, args: native + undimmed)
        #expect(abs(dim(large, x: 195, y: 52) - 0.2) <= 0.01)
        // A tap on the main view above the sheet at medium reaches it: the sheet stays.
        let tapped = try rendered("0 tap toggle-half-modal\n1 down 60 300\n1 up 60 300\n2 end", at: 2, args: native + undimmed)
        #expect(abs(try #require(tapped.machine.frame(now: 2).region(.halfModal)).frame.minY - 450.5) <= 1)
        #expect(tapped.machine.frame(now: 2).region(.halfModalBackdrop) == nil)
    }

    @Test func withNoneTheDimIsEverywhereAndATapDismisses() throws {
        let r = try rendered("0 tap toggle-half-modal\n1 end", at: 1, args: native)
        #expect(abs(dim(r, x: 60, y: 300) - 0.2) <= 0.01)
        #expect(r.machine.frame(now: 1).region(.halfModalBackdrop) != nil)
        #expect(try top("0 tap toggle-half-modal\n1 down 60 300\n1 up 60 300\n2 end", at: 2) == nil)
    }

    @Test func aPressCatchesAFlickMidFlight() throws {
        // From medium, a flick up (100 pt in 50 ms), then a press low on the sheet 50 ms later.
        let s = "0 tap toggle-half-modal\n1 drag 195 600 195 500 0.05\n1.1 down 195 780\n1.4 end"
        let caught = try #require(try top(s, at: 1.1))
        let held = try #require(try top(s, at: 1.4))
        #expect(caught < 350 && caught > 57)   // it was moving, between the detents
        #expect(abs(held - caught) <= 1)
    }

    @Test func threePhonesEachAnswerTheSharedDrag() throws {
        let s = "0 tap toggle-half-modal\n1 drag 195 600 195 500 0.3\n2.5 end"
        let r = try rendered(s, at: 2.5, args: ["--device", "iphone-14", "--compare", "seed,fluid,native"])
        #expect(r.canvas.width >= 3 * 390)
        let tops = r.view.session.lanes.map { $0.halfModal.top(at: 2.5) }
        #expect(tops.count == 3)
        #expect(Set(tops.map { ($0 * 10).rounded() }).count == 3)
    }

    @Test func printedSwiftUIHasTheDetents() throws {
        var s = Settings()
        s.halfModal.profile = .native
        let source = SwiftUIExport.source(for: s)
        #expect(source.contains(".presentationDetents([.medium, .large])"))
        #expect(source.contains(".presentationDragIndicator(.visible)"))
        #expect(source.contains(".presentationBackgroundInteraction("))
        #expect(source.contains(".presentationContentInteraction("))
        #expect(!source.contains(".interactiveDismissDisabled"))
        s.native.interactiveDismissDisabled = .true
        #expect(SwiftUIExport.source(for: s).contains(".interactiveDismissDisabled()"))
    }
}

/// Issue 21's list lines: UIScrollView's scrolling and the hand-off between list and sheet.
@Suite(.serialized) struct NativeSheetListDoneWhenTests {
    let args = ["--device", "iphone-14", "--profile", "native", "--set", "halfModal.content=list", "--lang", "en"]

    func frame(_ scenario: String, at t: Double, _ extra: [String] = []) throws -> Frame {
        try rendered(scenario, at: t, args: args + extra).machine.frame(now: t)
    }

    @Test func atLargeTheListScrollsAndDecelerates() throws {
        let large = "0 tap toggle-half-modal\n1 key f\n"
        let before = try frame(large + "2 end", at: 2)
        #expect(abs(try #require(before.region(.halfModal)).frame.minY - 57) <= 1)
        #expect(try #require(before.region(.listRow(1))).frame.minY == 77)
        let row10 = try #require(before.region(.listRow(10))).frame.minY
        // 200 pt up in 0.3 s, read at the release.
        let drag = large + "2 drag 195 600 195 400 0.3\n"
        let released = try frame(drag + "2.3 end", at: 2.3)
        #expect(abs(try #require(released.region(.halfModal)).frame.minY - 57) <= 1)
        #expect(abs((row10 - (try #require(released.region(.listRow(10))).frame.minY)) - 200) <= 2)
        // Row 1 (77 pt) has left the list's top: 200 pt up puts it at −123.
        #expect(released.region(.listRow(1)) == nil)
        // 100 ms later the row still moves (deceleration at 0.998 per ms).
        let later = try frame(drag + "2.4 end", at: 2.4)
        let y1 = try #require(later.region(.listRow(10))).frame.minY
        let later2 = try frame(drag + "2.41 end", at: 2.41)
        #expect(try #require(later2.region(.listRow(10))).frame.minY < y1 - 0.5)
        #expect(abs(try #require(later.region(.halfModal)).frame.minY - 57) <= 1)
    }

    @Test func backAtTheTopADragDownMovesTheSheet() throws {
        let large = "0 tap toggle-half-modal\n1 key f\n"
        // At the top, 300 pt down on the list moves the sheet (57 → 357), not the content.
        let fresh = try frame(large + "2 down 195 300\n2.5 move 195 600\n2.6 end", at: 2.6)
        let sheet = try #require(fresh.region(.halfModal)).frame.minY
        #expect(sheet > 200 && abs(sheet - 357) <= 1)
        #expect(try #require(fresh.region(.listRow(1))).frame.minY - sheet == 20)
        // Scrolled 100 pt (held still before lifting: no glide), one 300 pt pull down scrolls back
        // to the top, then moves the sheet by the other 200 pt in the same gesture.
        let s = large + "2 down 195 600\n2.5 move 195 500\n3 up 195 500\n4 down 195 400\n4.5 move 195 700\n4.6 end"
        let r = try rendered(s, at: 4.6, args: args)
        #expect(abs(r.machine.halfModal.contentOffset(at: 4.6)) <= 0.5)
        #expect(abs(r.machine.halfModal.top(at: 4.6) - 257) <= 1)
    }

    @Test func atMediumTheSheetExpandsBeforeTheListScrolls() throws {
        let medium = "0 tap toggle-half-modal\n"
        // 250 pt up: the sheet goes to large, the content offset stays 0 (row 1 20 pt below the top).
        for t in [1.15, 1.3, 1.5, 2.5] {
            let f = try frame(medium + "1 drag 195 700 195 450 0.5\n\(t) end", at: t)
            let sheet = try #require(f.region(.halfModal)).frame.minY
            let row = try #require(f.region(.listRow(1))).frame.minY
            #expect(abs(row - sheet - 20) <= 2, "at \(t)")
        }
        let after = try frame(medium + "1 drag 195 700 195 450 0.5\n2.5 end", at: 2.5)
        #expect(abs(try #require(after.region(.halfModal)).frame.minY - 57) <= 1)
        // 500 pt in one drag: 393.5 pt expand the sheet to large, the other 106.5 scroll.
        let both = try rendered(medium + "1 down 195 800\n1.5 move 195 300\n1.6 end", at: 1.6, args: args)
        #expect(abs(both.machine.halfModal.top(at: 1.6) - 57) <= 1)
        #expect(abs(both.machine.halfModal.contentOffset(at: 1.6) - 106.5) <= 1)
    }

    @Test func withScrollsTheListScrollsAtMedium() throws {
        let r = try rendered("0 tap toggle-half-modal\n1 down 195 700\n1.5 move 195 600\n1.6 end", at: 1.6,
                             args: args + ["--set", "halfModal.contentInteraction=scrolls"])
        #expect(abs(r.machine.halfModal.top(at: 1.6) - 450.5) <= 1)
        #expect(abs(r.machine.halfModal.contentOffset(at: 1.6) - 100) <= 1)
    }

    @Test func everyProfileDrawsTheListInItsLanguage() throws {
        for profile in ["seed", "fluid", "native"] {
            let f = try rendered("0 tap toggle-half-modal\n1.5 end", at: 1.5,
                                 args: ["--device", "iphone-14", "--profile", profile, "--set", "halfModal.content=list"])
                .machine.frame(now: 1.5)
            #expect(f.region(.list) != nil, "\(profile)")
            #expect(f.region(.listRow(1))?.frame.height == 44, "\(profile)")
        }
        let ja = try rendered("0 tap toggle-half-modal\n1 end", at: 1, args: args.dropLast(2) + ["--lang", "ja"])
        let texts = ja.machine.frame(now: 1).items.flatMap(\.allTexts)
        #expect(texts.contains("行 1"))
    }
}

extension DisplayItem {
    /// Every text string in this item and its children.
    var allTexts: [String] {
        switch self {
        case let .text(run): return [run.string]
        case let .group(_, _, children): return children.flatMap(\.allTexts)
        default: return []
        }
    }
}

/// The printed SwiftUI of issue 21: the system sheet, and the list in every profile, parse
/// (`swiftc -parse`) and type-check against the SwiftUI stand-in.
@Suite struct NativeSheetSwiftUITests {
    @Test(arguments: HalfModalProfile.allCases)
    func theListParsesAndTypeChecks(profile: HalfModalProfile) throws {
        var s = Settings()
        s.halfModal.profile = profile
        s.halfModal.content = .list
        s.native.undimmedDetent = .medium
        s.native.interactiveDismissDisabled = .true
        s.halfModal.contentInteraction = .scrolls
        let source = SwiftUIExport.source(for: s)
        #expect(source.contains(profile == .native ? "List(0..<30, id: \\.self)" : "ScrollView {"))
        if profile == .native {
            for part in [".presentationDetents([.medium, .large])", ".presentationBackgroundInteraction(.enabled(upThrough: .medium))",
                         ".presentationContentInteraction(.scrolls)", ".interactiveDismissDisabled()"] {
                #expect(source.contains(part), "missing \(part)")
            }
        }
        let checker = SwiftUIParseTests()
        #expect(try checker.parseErrors(source, name: "list-" + profile.rawValue) == "")
        #expect(try checker.typeCheckErrors(source, name: "list-" + profile.rawValue, version: "6") == "")
    }

    @Test func theExecutablePrintsTheNativeSheet() throws {
        let run = try ScenarioCorpusTests.runExecutable(["--print-swiftui", "--profile", "native"], in: "scenarios")
        #expect(run.status == 0)
        #expect(run.stdout.contains(".presentationDetents([.medium, .large])"))
        #expect(try SwiftUIParseTests().parseErrors(run.stdout, name: "printed-native-detents") == "")
    }
}

/// Custom detents (`halfModal.detents`): the machine rests at the list's smallest and largest.
@Suite(.serialized) struct NativeSheetCustomDetentTests {
    @Test func aFractionAndLarge() throws {
        let args = ["--device", "iphone-14", "--profile", "native", "--set", "halfModal.detents=0.25,large"]
        let r = try rendered("0 tap toggle-half-modal\n1 end", at: 1, args: args)
        // 0.25 of the large height (787): top 844 − 196.75 = 647.25.
        #expect(abs(try #require(r.machine.frame(now: 1).region(.halfModal)).frame.minY - 647.25) <= 0.5)
        #expect(r.machine.halfModal.detentName == "0.25")
        let l = try rendered("0 tap toggle-half-modal\n1 key f\n2 end", at: 2, args: args)
        #expect(l.machine.halfModal.detentName == "large")
        #expect(abs(l.machine.halfModal.top(at: 2) - 57) <= 1)
        var s = Settings()
        s.halfModal.profile = .native
        s = try s.setting("halfModal.detents", to: "0.25,large")
        let source = SwiftUIExport.source(for: s)
        #expect(source.contains(".presentationDetents([.fraction(0.25), .large])"))
        #expect(try SwiftUIParseTests().parseErrors(source, name: "native-fraction") == "")
        #expect(throws: Settings.PathError.self) { try Settings().setting("halfModal.detents", to: "0,large") }
    }

    @Test func aHeightForFluid() throws {
        let r = try rendered("0 tap toggle-half-modal\n2 end", at: 2,
                             args: ["--device", "iphone-14", "--profile", "fluid", "--set", "halfModal.detents=300pt,large"])
        #expect(abs(r.machine.halfModal.top(at: 2) - 544) <= 0.5)
        #expect(r.machine.halfModal.detentName == "300pt")
    }
}
