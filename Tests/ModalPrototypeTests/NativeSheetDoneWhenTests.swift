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
