/// A cubic Bézier timing curve, as in CSS `cubic-bezier()` and `CAMediaTimingFunction`.
///
/// The curve runs from (0, 0) to (1, 1) through the control points (x1, y1) and (x2, y2):
/// x is the fraction of the duration that has elapsed, y the eased progress.
/// Solving follows WebKit's `UnitBezier`.
public struct TimingCurve: Equatable, Hashable, Codable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    /// A curve with the control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Constant speed: y equals x.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly and ends at full speed (CSS `ease-in`).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Starts at full speed and ends slowly (CSS `ease-out`).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Slow at both ends (CSS `ease-in-out`).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The eased progress y for the time fraction `x`.
    ///
    /// Inside [0, 1] the curve is solved as WebKit does, to within 1/(1000·`duration`) in x
    /// but never looser than 1e-9, so y is within 1e-6 even where the curve is steep.
    /// Outside [0, 1] it continues in a straight line with the slope at the nearer end, as
    /// WebKit does.
    public func value(at x: Double, duration: Double = 1) -> Double {
        let bezier = UnitBezier(self)
        if x < 0 { return bezier.startGradient == 0 ? 0 : bezier.startGradient * x }
        if x > 1 { return 1 + (bezier.endGradient == 0 ? 0 : bezier.endGradient * (x - 1)) }
        guard !x.isNaN else { return x }
        if isDiagonal { return x }
        return bezier.sampleY(bezier.solveX(x, epsilon: Self.epsilon(duration: duration)))
    }

    /// The slope dy/dx at the time fraction `x`: how fast progress moves per unit of time fraction.
    ///
    /// Multiply by (distance / duration) to get a velocity. Outside [0, 1] this is the
    /// end slope used for extrapolation. Where the curve is vertical the result is a large
    /// finite number from a finite difference, never NaN for finite `x`.
    public func slope(at x: Double) -> Double {
        let bezier = UnitBezier(self)
        if x < 0 { return bezier.startGradient }
        if x > 1 { return bezier.endGradient }
        guard !x.isNaN else { return x }
        if isDiagonal { return 1 }
        let t = bezier.solveX(x, epsilon: 1e-9)
        let dx = bezier.derivativeX(t)
        if abs(dx) > 1e-9 { return bezier.derivativeY(t) / dx }
        // The tangent is (nearly) vertical: use a one-sided or central difference within [0, 1].
        let h = 1e-6
        let lo = max(0, x - h), hi = min(1, x + h)
        let yLo = bezier.sampleY(bezier.solveX(lo, epsilon: 1e-12))
        let yHi = bezier.sampleY(bezier.solveX(hi, epsilon: 1e-12))
        return (yHi - yLo) / (hi - lo)
    }

    /// The eased progress after `elapsed` of `duration`: the value at clamp(elapsed/duration, 0, 1).
    ///
    /// Returns 1 when `duration` is not positive (a zero-length animation is finished) and
    /// never NaN: an undefined fraction such as ∞/∞ counts as finished when `elapsed` > 0.
    public func progress(elapsed: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        var fraction = elapsed / duration
        if fraction.isNaN { fraction = elapsed > 0 ? 1 : 0 }
        return value(at: min(max(fraction, 0), 1), duration: duration)
    }

    /// True when both control points lie on y = x, so the curve is exactly the identity.
    ///
    /// Solving such a curve would only add the solver's rounding, so `linear` is exact.
    var isDiagonal: Bool { x1 == y1 && x2 == y2 }

    /// WebKit's solve tolerance in x, 1/(1000·duration), tightened to at most 1e-9.
    ///
    /// WebKit's own tolerance is visible as error in y; 1e-9 keeps y within 1e-6 for slopes up to 1000.
    static func epsilon(duration: Double) -> Double {
        guard duration > 0, duration.isFinite else { return 1e-9 }
        return min(1e-9, 1 / (1000 * duration))
    }
}

/// The curve in polynomial form, a port of WebKit's `UnitBezier`.
///
/// x(t) = ax·t³ + bx·t² + cx·t, and likewise for y, with t the curve parameter in [0, 1].
private struct UnitBezier {
    let ax, bx, cx, ay, by, cy: Double
    /// The slope used to extend the curve to the left of x = 0.
    let startGradient: Double
    /// The slope used to extend the curve to the right of x = 1.
    let endGradient: Double

    /// The number of evenly spaced samples of x(t) used for Newton's first guess.
    static let sampleCount = 11

    init(_ curve: TimingCurve) {
        let (p1x, p1y, p2x, p2y) = (curve.x1, curve.y1, curve.x2, curve.y2)
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by

        if p1x > 0 {
            startGradient = p1y / p1x
        } else if p1y == 0 && p2x > 0 {
            startGradient = p2y / p2x
        } else if p1y == 0 && p2y == 0 {
            startGradient = 1
        } else {
            startGradient = 0
        }
        if p2x < 1 {
            endGradient = (p2y - 1) / (p2x - 1)
        } else if p2y == 1 && p1x < 1 {
            endGradient = (p1y - 1) / (p1x - 1)
        } else if p2y == 1 && p1y == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t whose x(t) is within `epsilon` of `x`, for x in [0, 1].
    ///
    /// A first guess from linear interpolation between samples, a few Newton steps,
    /// then bisection if Newton did not converge.
    func solveX(_ x: Double, epsilon: Double) -> Double {
        var t0 = 0.0, t1 = 1.0, t2 = x
        let step = 1 / Double(Self.sampleCount - 1)
        var previous = 0.0
        for i in 1..<Self.sampleCount {
            let sample = sampleX(Double(i) * step)
            if x <= sample {
                t1 = Double(i) * step
                t0 = t1 - step
                t2 = sample > previous ? t0 + step * (x - previous) / (sample - previous) : t0
                break
            }
            previous = sample
        }

        for _ in 0..<8 {
            let error = sampleX(t2) - x
            if abs(error) < epsilon { return t2 }
            let slope = derivativeX(t2)
            if abs(slope) < 1e-7 { break }
            t2 -= error / slope
        }

        // Bisection; the sampled interval [t0, t1] brackets the solution for monotonic x(t).
        if !(t2 >= t0 && t2 <= t1) { t2 = (t0 + t1) / 2 }
        for _ in 0..<200 where t0 < t1 {
            let sample = sampleX(t2)
            if abs(sample - x) < epsilon { return t2 }
            if x > sample { t0 = t2 } else { t1 = t2 }
            let mid = (t0 + t1) / 2
            if mid == t2 { break }
            t2 = mid
        }
        return t2
    }
}
