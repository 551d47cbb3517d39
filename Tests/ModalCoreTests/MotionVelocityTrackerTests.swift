import Testing
@testable import ModalCore

/// Tests of `VelocityTracker`'s least-squares velocity.
@Suite struct MotionVelocityTrackerTests {
    /// A sample period that is exact in binary, so window edges are unambiguous.
    static let step = 1.0 / 128

    @Test func constantVelocityIsExact() {
        var tracker = VelocityTracker()
        for i in 0..<40 {
            let t = 2 + Double(i) * Self.step
            tracker.add(Point(x: 100 + 250 * (t - 2), y: 50 - 125 * (t - 2)), at: t)
        }
        let last = 2 + 39 * Self.step
        let v = tracker.velocity(at: last)
        #expect(abs(v.x - 250) < 1e-9)
        #expect(abs(v.y - -125) < 1e-9)
        // Still reported shortly after the last sample.
        let later = tracker.velocity(at: last + 0.03)
        #expect(abs(later.x - 250) < 1e-9)
    }

    @Test func leastSquaresFitsNoisySamples() {
        // x = 400·t plus noise (+1, −1, +1, −1) at 0, 1, 2, 3 steps. The noise alone has the
        // least-squares slope Σ(t − t̄)·e / Σ(t − t̄)² = −2/5 per step.
        var tracker = VelocityTracker()
        let noise = [1.0, -1, 1, -1]
        for (i, e) in noise.enumerated() {
            let t = Double(i) * Self.step
            tracker.add(Point(x: 400 * t + e, y: 0), at: t)
        }
        let expected = 400 - 0.4 / Self.step
        #expect(abs(tracker.velocity(at: 3 * Self.step).x - expected) < 1e-9)
    }

    @Test func ignoresSamplesOlderThanTheWindow() {
        var tracker = VelocityTracker()
        var x = 0.0
        // Fast for 0.25 s, then slow for 0.25 s; the 0.1 s window only sees the slow end.
        for i in 0...64 {
            let t = Double(i) * Self.step
            tracker.add(Point(x: x, y: 0), at: t)
            x += (t < 0.25 ? 2000 : 100) * Self.step
        }
        let v = tracker.velocity(at: 0.5)
        #expect(abs(v.x - 100) < 1e-9)
        #expect(v.y == 0)
    }

    @Test func windowIsAdjustable() {
        var tracker = VelocityTracker(window: 0.05)
        #expect(tracker.window == 0.05)
        #expect(tracker.stopThreshold == 0.04)
        tracker.add(Point(x: 0, y: 0), at: 0)
        tracker.add(Point(x: 10, y: 0), at: 0.0625)
        // The two samples are 0.0625 s apart, more than the window: only one remains.
        #expect(tracker.velocity(at: 0.0625) == .zero)
        tracker.window = 0.1
        #expect(abs(tracker.velocity(at: 0.0625).x - 160) < 1e-9)
    }

    @Test func stopsAfterTheThreshold() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 1)
        tracker.add(Point(x: 10, y: 20), at: 1 + Self.step)
        let last = 1 + Self.step
        #expect(tracker.velocity(at: last + 0.03) == Point(x: 1280, y: 2560))
        #expect(tracker.velocity(at: last + 0.05) == .zero)
        #expect(tracker.velocity(at: last + 10) == .zero)
    }

    @Test func needsTwoSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == .zero)
        tracker.add(Point(x: 5, y: 5), at: 0)
        #expect(tracker.velocity(at: 0) == .zero)
    }

    @Test func ignoresSamplesGoingBackInTime() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 1)
        tracker.add(Point(x: 8, y: 0), at: 1 + Self.step)
        tracker.add(Point(x: 9_999, y: -9_999), at: 0.5)
        tracker.add(Point(x: 9_999, y: -9_999), at: .nan)
        tracker.add(Point(x: .infinity, y: 0), at: 2)
        #expect(tracker.samples.count == 2)
        #expect(tracker.velocity(at: 1 + Self.step) == Point(x: 1024, y: 0))
    }

    @Test func sameTimeReplacesTheNewestSample() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 0)
        tracker.add(Point(x: 1, y: 0), at: Self.step)
        tracker.add(Point(x: 2, y: 0), at: Self.step)
        #expect(tracker.samples.count == 2)
        #expect(tracker.velocity(at: Self.step) == Point(x: 256, y: 0))
    }

    @Test func storageIsBounded() {
        var tracker = VelocityTracker()
        for i in 0..<1_000 {
            tracker.add(Point(x: Double(i), y: 0), at: Double(i) / 1_000)
        }
        #expect(tracker.samples.count == VelocityTracker.capacity)
        #expect(VelocityTracker.capacity == 32)
        #expect(tracker.samples.last?.time == 0.999)
        #expect(abs(tracker.velocity(at: 0.999).x - 1_000) < 1e-6)
    }

    @Test func resetForgetsEverything() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 0)
        tracker.add(Point(x: 10, y: 0), at: Self.step)
        tracker.reset()
        #expect(tracker.velocity(at: Self.step) == .zero)
        #expect(tracker == VelocityTracker())
        // Earlier times are accepted again after a reset.
        tracker.add(Point(x: 0, y: 0), at: -1)
        tracker.add(Point(x: 1, y: 0), at: -1 + Self.step)
        #expect(tracker.velocity(at: -1 + Self.step) == Point(x: 128, y: 0))
    }
}
