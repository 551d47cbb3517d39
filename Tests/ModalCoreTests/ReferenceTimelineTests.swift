import Testing
@testable import ModalCore

/// Reference alignment: which frame shows when, its span, the next boundary, nudges.
@Suite struct ReferenceTimelineTests {
    @Test func framesFollowTheStart() {
        let r = ReferenceTimeline(frameCount: 4, fps: 2, start: 1)
        #expect(r.referenceSpan == 1.0...3.0)
        #expect(r.frameIndex(at: 0) == 0)
        #expect(r.frameIndex(at: 1.49) == 0)
        #expect(r.frameIndex(at: 1.5) == 1)
        #expect(r.frameIndex(at: 2.0) == 2)
        #expect(r.frameIndex(at: 2.5) == 3)
        #expect(r.frameIndex(at: 100) == 3)
        #expect(r.frameIndex(at: -.infinity) == 0 && r.frameIndex(at: .infinity) == 3)
    }

    @Test func nextBoundaryIsWhenTheFrameChanges() {
        let r = ReferenceTimeline(frameCount: 4, fps: 2, start: 1)
        #expect(r.nextBoundary(after: 0) == 1.5)   // frame 0 holds before the start, too
        #expect(r.nextBoundary(after: 1.5) == 2.0)
        #expect(r.nextBoundary(after: 1.9) == 2.0)
        #expect(r.nextBoundary(after: 2.5) == nil)  // last frame: nothing more to wake for
        let atZero = ReferenceTimeline(frameCount: 60, fps: 60)
        #expect(atZero.nextBoundary(after: 0) == 1.0 / 60)
    }

    @Test func nudgesMoveByOneFrame() {
        var r = ReferenceTimeline(frameCount: 10, fps: 4, start: 0.5)
        r.nudge(frames: 1)
        #expect(r.start == 0.75)
        #expect(r.frameIndex(at: 1.0) == 1)
        r.nudge(frames: -3)
        #expect(r.start == 0)
        for _ in 0..<1000 { r.nudge(frames: 1) }
        for _ in 0..<1000 { r.nudge(frames: -1) }
        #expect(r.start == 0)
        #expect(r.frameIndex(at: 0.25) == 1)
    }

    @Test func startParses() {
        #expect(ReferenceStart("1.5") == .time(1.5))
        #expect(ReferenceStart("0") == .time(0))
        #expect(ReferenceStart("-0.25") == .time(-0.25))
        #expect(ReferenceStart("first-input") == .firstInput)
        #expect(ReferenceStart("soon") == nil)
        #expect(ReferenceStart("nan") == nil)
        #expect(ReferenceStart("1e9") == nil)
        #expect(ReferenceStart.isInput(.key(.h)) && ReferenceStart.isInput(.pointerDown(Point(x: 1, y: 1))))
        #expect(!ReferenceStart.isInput(.resize(.iPhone)) && !ReferenceStart.isInput(.tick))
        #expect(!ReferenceStart.isInput(.pointerMove(Point(x: 1, y: 1))))
    }
}

/// Exact-rate recording: frame n at n/fps, named by index and time, each taken once.
@Suite struct RecordingScheduleTests {
    @Test func namesCarryIndexAndTime() {
        #expect(RecordingSchedule.fileName(index: 61, fps: 60) == "frame-000061-1.0167s.png")
        #expect(RecordingSchedule.fileName(index: 0, fps: 60) == "frame-000000-0.0000s.png")
        #expect(RecordingSchedule.fileName(index: 3, fps: 30, extension: "gif") == "frame-000003-0.1000s.gif")
        #expect(RecordingSchedule.fileName(index: 1_234_567, fps: 1000) == "frame-1234567-1234.5670s.png")
    }

    @Test func framesAreTakenOnceInOrder() {
        var s = RecordingSchedule(fps: 60)
        #expect(s.take(upTo: 0) == [0])
        #expect(s.take(upTo: 0) == [])
        #expect(s.take(upTo: 0.05) == [1, 2, 3])           // 3/60 = 0.05 exactly: inclusive
        #expect(s.take(upTo: 5.0 / 60, inclusive: false) == [4])
        #expect(s.take(upTo: 1.0) == Array(5...60))
        // The review clock went back (restart): nothing is owed until it passes 1.0 s again.
        #expect(s.take(upTo: 0.2) == [])
        #expect(s.nextTime == 1.016667)   // 61/60 on the microsecond grid
        #expect(s.take(upTo: .nan) == [])
    }

    @Test func oneSecondAtSixtyIsSixtyOneFramesInclusive() {
        var s = RecordingSchedule(fps: 60)
        #expect(s.take(upTo: 1.0).count == 61)
        var t = RecordingSchedule(fps: 60)
        #expect(t.take(upTo: 1.0, inclusive: false).count == 60)
    }
}
