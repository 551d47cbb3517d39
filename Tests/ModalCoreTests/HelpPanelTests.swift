import Testing
@testable import ModalCore

/// The help overlay fits any stage: it wraps to the width and scrolls when too tall.
@Suite struct HelpPanelTests {
    let lines: [(String, String)] = (0..<20).map { ("K\($0)", "does something fairly long to explain, number \($0)") }
    let metrics = EstimatedTextMetrics()

    func texts(_ items: [DisplayItem]) -> [TextRun] {
        items.compactMap { if case let .text(run) = $0 { return run } else { return nil } }
    }

    @Test(arguments: [Size(width: 390, height: 844), Size(width: 200, height: 300), Size(width: 120, height: 90),
                      Size(width: 1, height: 1), Size(width: 2000, height: 2000)])
    func everythingDrawnStaysInsideThePanelAndTheStage(size: Size) {
        let panel = HelpPanel(lines: lines, size: size, scroll: 3)
        #expect(panel.box.width <= 340)
        #expect(panel.box.minY >= 0 && panel.box.maxY <= max(size.height - 8, 9) + 1e-9)
        guard panel.visibleRows >= 1 else { return }
        for run in texts(panel.items(title: "keys")) where run.anchor == .leading {
            let w = metrics.width(of: run.string, size: run.size, weight: run.weight)
            if size.width >= 120 && run.position.x >= panel.textX {
                #expect(run.position.x + w <= panel.box.maxX - HelpPanel.padding + 1e-9, "\(run.string) overflows at \(size)")
            }
            #expect(run.position.y > panel.box.minY && run.position.y < panel.box.maxY)
        }
    }

    @Test func wrapsAtSpacesAndBreaksLongWords() {
        #expect(HelpPanel.wrap("a b c", width: 1000, metrics: metrics) == ["a b c"])
        let pieces = HelpPanel.wrap("one two three four five", width: 40, metrics: metrics)
        #expect(pieces.count > 1)
        #expect(pieces.joined(separator: " ") == "one two three four five")
        for p in pieces { #expect(metrics.width(of: p, size: HelpPanel.fontSize, weight: .regular) <= 40) }
        let broken = HelpPanel.wrap("abcdefghijklmnopqrstuvwxyz", width: 30, metrics: metrics)
        #expect(broken.joined() == "abcdefghijklmnopqrstuvwxyz" && broken.count > 2)
        #expect(HelpPanel.wrap("", width: 30, metrics: metrics) == [""])
    }

    @Test func scrollsOnlyWhenTooTall() {
        let tall = HelpPanel(lines: lines, size: Size(width: 390, height: 2000))
        #expect(tall.maxScroll == 0 && tall.visibleRows == tall.rows.count)
        let short = HelpPanel(lines: lines, size: Size(width: 390, height: 300))
        #expect(short.maxScroll > 0)
        #expect(short.visibleRows == Int((300 - 16 - 44 - 14) / 18))
        #expect(HelpPanel(lines: lines, size: Size(width: 390, height: 300), scroll: 10_000).scroll == short.maxScroll)
        #expect(HelpPanel(lines: lines, size: Size(width: 390, height: 300), scroll: -5).scroll == 0)
        // Scrolled down by 2: the first visible key is the one two rows further on, and both markers show.
        let scrolled = HelpPanel(lines: lines, size: Size(width: 390, height: 300), scroll: 2)
        let runs = texts(scrolled.items(title: "keys")).map(\.string)
        #expect(runs.contains("2 more above (scroll up)"))
        #expect(runs.contains { $0.hasSuffix("more below (scroll down)") })
        #expect(scrolled.rows[2].key == "K1")
        #expect(runs.contains("K1") && !runs.contains("K0"))
    }

    @Test func aLongTitleShrinksToThePanel() {
        let panel = HelpPanel(lines: lines, size: Size(width: 220, height: 300))
        let title = "ModalPrototype — キー操作"
        guard case let .text(run)? = panel.items(title: title).dropFirst().first else { Issue.record("no title"); return }
        #expect(run.size < 15 && run.size >= 9)
        #expect(metrics.width(of: title, size: run.size, weight: .semibold) <= panel.box.width - 16 + 1e-9)
        guard case let .text(wide)? = HelpPanel(lines: lines, size: .iPhone).items(title: title).dropFirst().first else { return }
        #expect(wide.size == 15)
    }

    @Test func narrowStagesWrapEveryDescription() {
        let short = (0..<20).map { ("K\($0)", "scroll the help") }
        let wide = HelpPanel(lines: short, size: Size(width: 390, height: 844))
        let narrow = HelpPanel(lines: short, size: Size(width: 140, height: 844))
        #expect(wide.rows.count == 20)
        #expect(narrow.rows.count > 20)
    }
}
