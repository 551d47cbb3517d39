import Foundation
import Testing
@testable import ModalCore

/// What the window tests read instead of repeating the app's numbers: the review-state line
/// (`MODAL_STATE_LINES=1`), the `--print-layout` JSON and the review palette behind it.
@Suite struct ReviewHarnessTests {
    let review = ReviewStateLine.Review(paused: false, speed: 1, recorded: nil, hud: false, help: false, inspector: true)

    @Test func theStateLineNamesEveryLanesState() {
        var m = PrototypeMachine()
        let line = ReviewStateLine(lanes: [m], review: review, now: 0)
        #expect(line.text == "state t=0.000 paused=0 speed=1 recorded=-1 hud=0 help=0 helpRow=0 inspector=1 focus=1 "
                + "reference=-1 lanes=1 lane0.half=at-hidden lane0.sheet=hidden lane0.request=idle")
        _ = m.handle(.key(.h), now: 0.1)
        var r = review
        r.paused = true; r.speed = 0.25; r.recorded = 12
        let moving = ReviewStateLine(lanes: [m, m], review: r, now: 0.5)
        #expect(moving.text.hasPrefix("state t=0.500 paused=1 speed=0.25 recorded=12 "))
        #expect(moving.text.hasSuffix("lanes=2 lane0.half=curve-to-half lane0.sheet=hidden lane0.request=idle "
                                      + "lane1.half=curve-to-half lane1.sheet=hidden lane1.request=idle"))
        let rest = ReviewStateLine(lanes: [m], review: review, now: 1.5)
        #expect(rest.text.hasSuffix("lane0.half=at-half lane0.sheet=hidden lane0.request=idle"))
    }

    @Test func aLineIsNewsWhenAFieldChangesOrTheClockMovesAQuarterSecond() {
        let m = PrototypeMachine()
        let first = ReviewStateLine(lanes: [m], review: review, now: 1)
        #expect(first.isNews(after: nil))
        #expect(!ReviewStateLine(lanes: [m], review: review, now: 1.2).isNews(after: first))
        #expect(ReviewStateLine(lanes: [m], review: review, now: 1.25).isNews(after: first))
        var paused = review
        paused.paused = true
        #expect(ReviewStateLine(lanes: [m], review: paused, now: 1.01).isNews(after: first))
    }

    @Test func theLayoutIsTheStudiosAtTheOptions() throws {
        let text = LayoutReport(phone: .iPhone, labels: ["seed", "fluid"], theme: Theme()).json
        let j = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        func numbers(_ o: Any?) -> [String: Double] { (o as? [String: Any])?.compactMapValues { ($0 as? NSNumber)?.doubleValue } ?? [:] }
        func obj(_ k: String) -> [String: Double] { numbers(j[k]) }
        #expect(obj("phone") == ["width": 390, "height": 844])
        #expect(obj("stage") == ["width": 828, "height": 874, "gap": 16, "header": 30])
        #expect(obj("timeline") == ["x": 0, "y": 874, "width": 828, "height": 132])
        #expect(obj("inspector") == ["x": 828, "y": 0, "width": 300, "height": 1006])
        #expect(obj("studio") == ["width": 1128, "height": 1006])
        #expect(obj("hud") == ["x": 870, "y": 8, "width": 250, "margin": 8])
        let phones = try #require(j["phones"] as? [Any]).map(numbers)
        #expect(phones.map { $0["x"] } == [16, 422] && phones.map { $0["y"] } == [30, 30])
        let palette = try #require(j["palette"] as? [String: String])
        #expect(palette.count == ReviewPalette.entries.count)
        #expect(palette["stage"] == "#1C1C1E" && palette["toast"] == "#3A3A3C" && palette["accent"] == "#FF9F0A")
        let theme = try #require(j["theme"] as? [String: String])
        #expect(theme["gray"] == "#8E8E93" && theme["orange"] == "#FF9500")
        let one = try #require(try JSONSerialization.jsonObject(with: Data(LayoutReport(phone: .iPhone, labels: [],
                                                                                        theme: Theme()).json.utf8)) as? [String: Any])
        #expect(numbers(one["studio"]) == ["width": 690, "height": 976])
        #expect(numbers(one["stage"])["header"] == 0)
    }

    @Test func theReviewDrawsWithThePalette() {
        #expect(Set(ReviewPalette.entries.map(\.name)).count == ReviewPalette.entries.count)
        #expect(Stage.background == ReviewPalette.stage && StudioLayout.panel == ReviewPalette.stage)
        #expect(StudioLayout.separator == ReviewPalette.separator && TimelineStrip.playheadColor == ReviewPalette.accent)
        #expect(HUD.panel == ReviewPalette.stage && Inspector.selected == ReviewPalette.selection)
        #expect(BezierEditor.handleColor == ReviewPalette.selection && SpringEditor.curveColor == ReviewPalette.springCurve)
    }
}
