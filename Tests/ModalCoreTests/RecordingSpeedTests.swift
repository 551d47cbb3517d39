import Testing
@testable import ModalCore

/// The REC mark's speed: review seconds recorded per wall second over the last second.
@Suite struct RecordingSpeedTests {
    @Test func speedIsTheSlopeOverTheLastSecond() {
        var s = RecordingSpeed()
        #expect(s.speed == nil)
        // 0.29 review seconds per wall second, sampled every 10 ms.
        for k in 0...100 { s.note(wall: Double(k) * 0.01, recordedUpTo: Double(k) * 0.0029) }
        #expect(abs(s.speed! - 0.29) < 1e-9)
        #expect(RecordingSpeed.label(speed: s.speed, paused: false) == "REC ×0.29")
        // Then real time: after a further second the old samples are gone.
        for k in 1...100 { s.note(wall: 1 + Double(k) * 0.01, recordedUpTo: 0.29 + Double(k) * 0.01) }
        #expect(abs(s.speed! - 1) < 1e-9)
        #expect(RecordingSpeed.label(speed: s.speed, paused: false) == "REC ×1")
    }

    @Test func aShortSpanShowsNoSpeedYet() {
        var s = RecordingSpeed()
        s.note(wall: 0, recordedUpTo: 0)
        s.note(wall: 0.2, recordedUpTo: 0.2)
        #expect(s.speed == nil)
        #expect(RecordingSpeed.label(speed: s.speed, paused: false) == "REC")
        s.note(wall: 0.3, recordedUpTo: 0.3)
        #expect(s.speed == 1)
    }

    @Test func memoryIsBoundedAndAClockGoingBackStartsOver() {
        var s = RecordingSpeed()
        for k in 0..<10_000 { s.note(wall: Double(k) * 1e-3, recordedUpTo: Double(k) * 5e-4) }
        #expect(abs(s.speed! - 0.5) < 1e-9)
        s.note(wall: 0, recordedUpTo: 0)
        #expect(s.speed == nil)
    }

    @Test func theShownLabelHoldsAQuarterSecond() {
        var s = RecordingSpeed()
        for k in 0...30 { s.note(wall: Double(k) * 0.01, recordedUpTo: Double(k) * 0.005) }
        #expect(s.mark(wall: 0.3, paused: false) == "REC ×0.5")
        for k in 31...40 { s.note(wall: Double(k) * 0.01, recordedUpTo: 0.15) }   // the recording stalls
        #expect(s.mark(wall: 0.4, paused: false) == "REC ×0.5")   // held: 0.1 s since it was chosen
        #expect(s.mark(wall: 0.4, paused: true) == "REC paused")  // pausing shows at once
        #expect(s.mark(wall: 0.45, paused: false) != "REC paused")
        #expect(s.mark(wall: 0.8, paused: false) == RecordingSpeed.label(speed: s.speed, paused: false))
    }

    @Test func labels() {
        #expect(RecordingSpeed.label(speed: 0.294, paused: false) == "REC ×0.29")
        #expect(RecordingSpeed.label(speed: 0, paused: false) == "REC ×0")
        #expect(RecordingSpeed.label(speed: 0.5, paused: true) == "REC paused")
        let strip = Rect(x: 0, y: 844, width: 390, height: 132)
        let box = RecordingSpeed.rect(label: "REC ×0.29", strip: strip, rightEdge: 320)
        #expect(box.maxX == 320 && box.minY == 844 + TimelineStrip.statusY - 7)
        #expect(RecordingSpeed.items(label: "REC ×0.29", strip: strip, rightEdge: 320).count == 3)
    }
}
