import Testing
@testable import ModalCore

/// A timeline you can aim at: zoom around a time, pan, hold under the pointer while playing,
/// follow the playhead, and labels that never overlap.
@Suite struct TimelineViewportTests {
    @Test func fitsTheWholeReviewUntilZoomed() {
        let v = TimelineViewport()
        #expect(v.shown(end: 2.4) == (0, 3))
        #expect(v.shown(end: 0) == (0, 1))
        #expect(v.span == nil)
    }

    @Test func zoomKeepsTheTimeUnderThePointer() {
        var v = TimelineViewport()
        v.zoom(by: 2, around: 1.5, end: 3)
        #expect(v.shown(end: 3) == (0.75, 1.5))   // 1.5 s stays half-way across
        v.zoom(by: 2, around: 1, end: 3)
        #expect(v.shown(end: 3) == (0.875, 0.75))
        v.zoom(by: 1_000, around: 1, end: 3)
        #expect(v.span == TimelineViewport.minSpan)   // never narrower than 0.2 s
        v.zoom(by: 1 / 1_000, around: 1, end: 3)
        #expect(v.span == nil && v.shown(end: 3) == (0, 3))   // out past the whole review: fits again
    }

    @Test func keysZoomByAStepAndFit() {
        var v = TimelineViewport()
        v.perform(.zoomIn, around: 0, end: 5)
        #expect(v.shown(end: 5) == (0, 4))      // 5 / 1.25
        v.perform(.zoomOut, around: 0, end: 5)
        #expect(v.span == nil)
        v.perform(.zoomIn, around: 0, end: 5)
        v.perform(.fit, around: 0, end: 5)
        #expect(v.span == nil)
    }

    @Test func panMovesWithinTheReview() {
        var v = TimelineViewport()
        v.pan(by: 1, end: 3)
        #expect(v.shown(end: 3) == (0, 3))      // a fitted view shows everything already
        v.zoom(by: 2, around: 1.5, end: 3)
        v.pan(by: 0.5, end: 3)
        #expect(v.shown(end: 3) == (1.25, 1.5))
        v.pan(by: 10, end: 3)
        #expect(v.shown(end: 3) == (1.5, 1.5))  // its right end at the review's end
        v.perform(.pan(-0.5), around: 0, end: 3)
        #expect(v.shown(end: 3) == (0.75, 1.5))
        v.pan(by: -10, end: 3)
        #expect(v.shown(end: 3) == (0, 1.5))
    }

    @Test func whilePlayingTheViewNeverRescalesUnderThePointer() {
        var v = TimelineViewport()
        v.hover(true, playing: true, end: 2.5)
        #expect(v.shown(end: 2.5) == (0, 3) && v.heldByHover)
        // The review grows to 10.8 s: the held view keeps its scale, 2.5 s stays where it was...
        #expect(v.shown(end: 10.8) == (0, 3))
        // ...and the view pages with the playhead instead: a tenth of the way in.
        v.follow(now: 3.5)
        #expect(v.shown(end: 3.5).span == 3 && close(v.shown(end: 3.5).start, 3.2))
        v.follow(now: 5)
        #expect(close(v.start, 3.2))            // still in view: it does not move
        v.hover(false, playing: true, end: 5)
        #expect(v.span == nil)                 // the pointer left: fits again
        v.hover(true, playing: false, end: 5)
        #expect(v.span == nil)                 // paused: nothing moves, nothing to hold
    }

    @Test func aZoomedViewStaysZoomedWhenThePointerLeaves() {
        var v = TimelineViewport()
        v.hover(true, playing: true, end: 4)
        v.zoom(by: 2, around: 2, end: 4)
        v.hover(false, playing: true, end: 4)
        #expect(v.shown(end: 4) == (1, 2))
    }

    // MARK: The strip

    func strip(_ markers: [Marker], end: Double, now: Double = 0, viewport: TimelineViewport = TimelineViewport()) -> TimelineStrip {
        TimelineStrip(rect: Rect(x: 0, y: 0, width: 432, height: 132), end: end, markers: markers,
                      status: TimelineStrip.Status(now: now, frame: 0, rate: 1, paused: true), viewport: viewport)
    }

    @Test func theStripShowsTheViewportsStretch() {
        var v = TimelineViewport()
        v.zoom(by: 4, around: 2, end: 4)      // 1 s from 1.5 s
        let s = strip([Marker(time: 0.5, kind: .tap, label: "tap"), Marker(time: 2, kind: .tap, label: "tap")], end: 4, viewport: v)
        #expect(s.start == 1.5 && s.span == 1)
        #expect(s.x(of: 2) == 16 + 200)       // half-way across the 400 pt ruler
        #expect(s.time(atX: 16 + 100) == 1.75)
        #expect(s.regions().map(\.id) == [TimelineStrip.scrubID, TimelineStrip.markerID(1)])   // 0.5 s is out of view
        let labels = s.items().compactMap { item -> String? in
            if case let .text(run) = item, run.string.hasSuffix(" s"), !run.string.hasPrefix("t ") { return run.string }
            return nil
        }
        #expect(labels == (15...25).map { HUD.trimmed(Double($0) / 10) + " s" })   // a number every 0.1 s
    }

    @Test func labelsNeverOverlapAndTheLeftOutAreCounted() {
        let markers = (0..<40).map { Marker(time: Double($0) * 0.05, kind: .tap, label: "tap \($0)") }
            + (0..<3).map { Marker(time: Double($0), kind: .halfModal, label: "half modal full") }
        let s = strip(markers, end: 2)
        let (labels, leftOut) = s.labelPlacement(markers)
        for row in [false, true] {
            let boxes = labels.filter { $0.marker.kind.isStateChange == row }
                .map { ($0.x, $0.x + TimelineStrip.labelWidth($0.marker.label.count)) }.sorted { $0.0 < $1.0 }
            for (a, b) in zip(boxes, boxes.dropFirst()) { #expect(a.1 <= b.0) }
            if leftOut[row]! > 0 { #expect(boxes.allSatisfy { $0.1 <= s.countRect(leftOut[row]!).minX }) }
            #expect(boxes.count + leftOut[row]! == markers.filter { $0.kind.isStateChange == row }.count)
        }
        #expect(leftOut[false]! > 0)
        let counts = s.items().compactMap { item -> String? in
            if case let .text(run) = item, run.string.hasPrefix("+") { return run.string }
            return nil
        }
        #expect(counts == ["+\(leftOut[false]!)"] + (leftOut[true]! > 0 ? ["+\(leftOut[true]!)"] : []))
    }
}
