import Testing
@testable import ModalCore

/// The first-run hint (issue 24, item 7): "? help" in a pill at the right end of the strip's
/// status line, inside the strip (off the phone), clear of the status text; none without it.
@Suite struct FirstRunHintTests {
    let rect = Rect(x: 0, y: 844, width: 390, height: 132)

    func strip(hint: String?) -> TimelineStrip {
        TimelineStrip(rect: rect, end: 2, markers: [],
                      status: .init(now: 1.25, frame: 75, rate: 0.5, paused: true, hint: hint))
    }

    func texts(_ items: [DisplayItem]) -> [TextRun] {
        items.compactMap { if case let .text(run) = $0 { return run } else { return nil } }
    }

    @Test func theHintShowsAtTheRightOfTheStatusLine() throws {
        let s = strip(hint: TimelineStrip.firstRunHint)
        #expect(TimelineStrip.firstRunHint == "? help")
        let box = try #require(s.hintRect)
        #expect(box == Rect(x: 390 - 16 - 53, y: 844 + 14 - 7, width: 53, height: 13))
        #expect(box.minX >= rect.minX && box.maxX <= rect.maxX && box.minY >= rect.minY && box.maxY <= rect.maxY)
        let items = s.items()
        let run = try #require(texts(items).first { $0.string == "? help" })
        #expect(run.position == box.center && run.size == 11)
        #expect(items.contains(.fill(box, CornerRadii(all: 6.5), Color(hex: 0x3A3A3C))))
        // Clear of the status text ("t 1.250 s   frame 75   ×0.5   paused", 12 pt from x 32).
        let status = try #require(texts(items).first { $0.string.hasPrefix("t 1.250 s") })
        #expect(status.position.x + Double(status.string.count) * 6.5 < box.minX)
        // The playhead's knob starts below it.
        #expect(box.maxY <= rect.minY + TimelineStrip.inputRow - 10 + 1)
    }

    @Test func noHintNoPill() {
        let s = strip(hint: nil)
        #expect(s.hintRect == nil)
        #expect(!texts(s.items()).contains { $0.string == "? help" })
        #expect(s.items().count == strip(hint: TimelineStrip.firstRunHint).items().count - 2)
    }
}
