import Testing
@testable import ModalCore

/// Tests of `TimingCurve` against reference values and an independent high-precision solver.
@Suite struct MotionTimingCurveTests {
    /// The curve used for the reference values.
    static let sample = TimingCurve(0.2, 0.8, 0.2, 1)

    /// y for time fraction x by bisection on the Bernstein form, to full double precision.
    ///
    /// Written independently of the library: no polynomial coefficients, no Newton steps.
    static func reference(_ curve: TimingCurve, _ x: Double) -> Double {
        func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let s = 1 - t
            return 3 * p1 * t * s * s + 3 * p2 * t * t * s + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(mid, curve.x1, curve.x2) < x { lo = mid } else { hi = mid }
        }
        return bernstein((lo + hi) / 2, curve.y1, curve.y2)
    }

    @Test func knownValuesToSixDecimals() {
        #expect(abs(Self.sample.value(at: 0.1) - 0.396694) < 5e-7)
        #expect(abs(Self.sample.value(at: 0.5) - 0.946079) < 5e-7)
        #expect(abs(Self.sample.value(at: 0.9) - 0.998830) < 5e-7)
    }

    @Test(arguments: [1.0, 0.25, 0.35, 3, 1000])
    func denseAgreementWithHighPrecisionSolver(duration: Double) {
        var worst = 0.0
        for i in 0...10_000 {
            let x = Double(i) / 10_000
            worst = max(worst, abs(Self.sample.value(at: x, duration: duration) - Self.reference(Self.sample, x)))
        }
        #expect(worst < 1e-6)
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, TimingCurve(0.25, 0.1, 0.25, 1)])
    func presetsAgreeWithHighPrecisionSolver(curve: TimingCurve) {
        for i in 0...2_000 {
            let x = Double(i) / 2_000
            #expect(abs(curve.value(at: x) - Self.reference(curve, x)) < 1e-6)
        }
    }

    @Test func presetEndpoints() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, Self.sample] {
            #expect(abs(curve.value(at: 0)) < 1e-9)
            #expect(abs(curve.value(at: 1) - 1) < 1e-9)
        }
    }

    @Test func presetControlPoints() {
        #expect(TimingCurve.linear == TimingCurve(0, 0, 1, 1))
        #expect(TimingCurve.easeIn == TimingCurve(0.42, 0, 1, 1))
        #expect(TimingCurve.easeOut == TimingCurve(0, 0, 0.58, 1))
        #expect(TimingCurve.easeInOut == TimingCurve(0.42, 0, 0.58, 1))
    }

    @Test func easeInOutIsSymmetric() {
        for i in 0...1_000 {
            let x = Double(i) / 1_000
            let sum = TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x)
            #expect(abs(sum - 1) < 2e-6)
        }
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    }

    @Test func easeInMirrorsEaseOut() {
        for i in 0...1_000 {
            let x = Double(i) / 1_000
            let mirrored = 1 - TimingCurve.easeOut.value(at: 1 - x)
            #expect(abs(TimingCurve.easeIn.value(at: x) - mirrored) < 2e-6)
        }
    }

    @Test func linearIsIdentity() {
        for i in 0...1_000 {
            let x = Double(i) / 1_000
            #expect(abs(TimingCurve.linear.value(at: x) - x) < 1e-9)
            #expect(abs(TimingCurve.linear.slope(at: x) - 1) < 1e-9)
        }
        #expect(TimingCurve.linear.value(at: -0.5) == -0.5)
        #expect(TimingCurve.linear.value(at: 1.5) == 1.5)
    }

    @Test func valuesAreMonotonic() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, Self.sample] {
            var previous = curve.value(at: 0)
            for i in 1...1_000 {
                let y = curve.value(at: Double(i) / 1_000)
                #expect(y >= previous - 1e-9)
                previous = y
            }
        }
    }

    @Test func extrapolatesWithWebKitEndSlopes() {
        // (0.2, 0.8, 0.2, 1): start slope 0.8/0.2 = 4, end slope (1 − 1)/(0.2 − 1) = 0.
        #expect(abs(Self.sample.value(at: -0.5) - -2) < 1e-12)
        #expect(Self.sample.value(at: 1.5) == 1)
        // easeIn: start slope 0/0.42 = 0; p2 = (1, 1), so the end slope is (0 − 1)/(0.42 − 1).
        #expect(TimingCurve.easeIn.value(at: -1) == 0)
        #expect(abs(TimingCurve.easeIn.value(at: 2) - (1 + 1 / 0.58)) < 1e-12)
        // easeOut: p1 = (0, 0), so the start slope is 1/0.58; end slope 0.
        #expect(abs(TimingCurve.easeOut.value(at: -1) - -1 / 0.58) < 1e-12)
        #expect(TimingCurve.easeOut.value(at: 3) == 1)
        #expect(Self.sample.slope(at: -1) == 4)
        #expect(Self.sample.slope(at: 2) == 0)
    }

    @Test func slopeMatchesFiniteDifference() {
        let h = 1e-5
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, Self.sample] {
            for i in 1..<100 {
                let x = Double(i) / 100
                let numeric = (Self.reference(curve, x + h) - Self.reference(curve, x - h)) / (2 * h)
                #expect(abs(curve.slope(at: x) - numeric) < 1e-4)
            }
        }
    }

    @Test func slopeAtEndpoints() {
        #expect(abs(Self.sample.slope(at: 0) - 4) < 1e-9)
        #expect(abs(Self.sample.slope(at: 1)) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.slope(at: 0)) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.slope(at: 1)) < 1e-9)
        // A vertical tangent at x = 0.5 still gives a finite number.
        let vertical = TimingCurve(1, 0, 0, 1)
        for x in [0.0, 0.25, 0.5, 0.75, 1.0] {
            #expect(vertical.slope(at: x).isFinite)
        }
    }

    @Test func progressClampsAndHandlesEdgeCases() {
        let curve = TimingCurve.easeInOut
        #expect(curve.progress(elapsed: -1, duration: 0.3) == 0)
        #expect(abs(curve.progress(elapsed: 0.15, duration: 0.3) - curve.value(at: 0.5)) < 1e-12)
        #expect(curve.progress(elapsed: 5, duration: 0.3) == 1)
        #expect(abs(Self.sample.progress(elapsed: 0.05, duration: 0.5) - 0.396694) < 5e-7)
        #expect(curve.progress(elapsed: 0.1, duration: 0) == 1)
        #expect(curve.progress(elapsed: 0.1, duration: -2) == 1)
        let extremes = [-Double.infinity, -1, 0, 1, .infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        for elapsed in extremes {
            for duration in extremes {
                let p = curve.progress(elapsed: elapsed, duration: duration)
                #expect(!p.isNaN)
                #expect(p >= 0 && p <= 1)
            }
        }
        #expect(curve.progress(elapsed: .infinity, duration: .infinity) == 1)
        #expect(curve.progress(elapsed: 1, duration: .infinity) == 0)
        #expect(curve.progress(elapsed: .infinity, duration: 1) == 1)
    }
}
