import Testing
@testable import ModalCore

/// Issue 37: a marker's label never lies under another marker's bar.
@Suite struct TimelineLabelBarTests {
    @Test func aLabelThatWouldCrossTheNextBarIsLeftOutAndCounted() {
        let status = TimelineStrip.Status(now: 0, frame: 0, rate: 1, paused: true)
        // 10 s over about 768 pt: the second key 0.1 s (about 7.7 pt) after the first, inside its label.
        let markers = [Marker(time: 2, kind: .key, label: "key h"), Marker(time: 2.1, kind: .key, label: "key f"),
                       Marker(time: 6, kind: .key, label: "key s")]
        let strip = TimelineStrip(rect: Rect(x: 0, y: 0, width: 800, height: 132), end: 10, markers: markers, status: status)
        let (labels, leftOut) = strip.labelPlacement(markers)
        let bars = markers.map { strip.markerRect($0) }
        for (m, x) in labels {
            let x1 = x + TimelineStrip.labelWidth(m.label.count)
            for bar in bars { #expect(!(bar.minX < x1 && x < bar.maxX), "\(m.label) at \(x) crosses a bar at \(bar.minX)") }
        }
        #expect(!labels.contains { $0.marker.label == "key h" } && labels.contains { $0.marker.label == "key f" })
        #expect(labels.contains { $0.marker.label == "key s" } && leftOut[false] == 1)
    }
}
