import Testing
@testable import ModalCore

/// The list's separators: one device pixel thick on whole device pixels at every scale, at
/// the bottom of their row (within half a pixel), while the list scrolls on its own; the rows
/// drawn edge to edge on whole pixels.
@Suite struct ListSeparatorTests {
    let separator = Color(r: 0x3C, g: 0x3C, b: 0x43, a: 74)

    /// The `native` sheet at large with a 30-row list, flung up by a 300 pt drag released at 2.2 s.
    func scrolling() throws -> PrototypeMachine {
        var settings = Settings()
        settings.halfModal.profile = .native
        settings.halfModal.content = .list
        settings.halfModal.contentRows = 30
        let s = ReviewController(lanes: [PrototypeMachine(settings: settings, canvas: .iPhone)]).session
        var player = ScenarioPlayer(scenario: try Scenario.parse("0 key h\n1 key f\n2 drag 195 600 195 300 0.2", path: "list.txt"),
                                    fps: 60)
        try player.play(upTo: 2.2, into: s) { _, _ in }
        return s.primary
    }

    @Test(arguments: [1.0, 2, 3])
    func separatorsAreOneDevicePixelOnThePixelGrid(scale: Double) throws {
        let m = try scrolling()
        var offsets: Set<Double> = []
        for t in [2.25, 2.3, 2.35, 2.5, 2.8] {
            let f = m.frame(now: t, display: DisplayContext(showsChrome: false, pixelScale: scale))
            let lines = f.items.flattened().compactMap { p -> Rect? in
                if case let .fill(r, radii, c) = p, c == separator, radii.isSquare { return r } else { return nil }
            }
            #expect(lines.count >= 15, "at \(t)")
            let rows = (1...30).compactMap { f.region(.listRow($0))?.frame }
            for line in lines {
                #expect(abs(line.height * scale - 1) < 1e-9)
                #expect(line.minX == 40 && line.width == 330)
                #expect(abs((line.minY * scale).rounded() - line.minY * scale) < 1e-9, "\(line.minY) at ×\(scale)")
                // The row it closes ends within half a pixel of the line's bottom (rows past the
                // canvas's bottom have regions cut at it).
                guard line.maxY <= Size.iPhone.height else { continue }
                #expect(rows.contains { abs($0.maxY - line.maxY) <= 0.5 / scale + 1e-9 }, "\(line) at \(t)")
            }
            offsets.insert(lines[0].minY)
            // The rows' fills meet edge to edge on whole pixels (no seam for the gray to show
            // through); only the first may be cut at the list's top, under the card's band.
            let fills = f.items.flattened().compactMap { p -> Rect? in
                if case let .fill(r, _, c) = p, c == Color(hex: 0xFFFFFF), r.minX == 20, r.width == 350 { return r } else { return nil }
            }.sorted { $0.minY < $1.minY }
            #expect(fills.count >= 15)
            for (a, b) in zip(fills, fills.dropFirst()) {
                #expect(a.maxY == b.minY, "\(a) then \(b)")
                #expect(abs((a.maxY * scale).rounded() - a.maxY * scale) < 1e-9)
            }
        }
        // The list moved between those instants: the lines are snapped, not frozen.
        #expect(offsets.count >= 4)
    }
}
