#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A damped spring with SwiftUI's parameters, solved in closed form.
///
/// The mass is 1, the stiffness k = (2π/response)² and the damping c = 4π·dampingFraction/response,
/// so x'' + c·x' + k·x = 0 where x is the displacement from the target.
/// A spring whose `response` is not a positive finite number, or whose `dampingFraction` is
/// negative or not finite, is degenerate: it is at rest on the target at every time.
public struct Spring: Equatable, Hashable, Codable, Sendable {
    /// The period, in seconds, of the undamped oscillation.
    public var response: Double
    /// The damping ratio ζ: below 1 it overshoots, 1 is critical, above 1 it creeps.
    public var dampingFraction: Double

    /// A spring with the given response (seconds) and damping fraction.
    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// SwiftUI's `spring()`: response 0.55 s, damping fraction 0.825.
    public static let standard = Spring(response: 0.55, dampingFraction: 0.825)
    /// SwiftUI's `interactiveSpring()`: response 0.15 s, damping fraction 0.86.
    public static let interactive = Spring(response: 0.15, dampingFraction: 0.86)

    /// The stiffness k = (2π/response)², for a mass of 1.
    public var stiffness: Double {
        let omega = 2 * Double.pi / response
        return omega * omega
    }

    /// The damping coefficient c = 4π·dampingFraction/response, for a mass of 1.
    public var damping: Double { 4 * Double.pi * dampingFraction / response }

    /// The displacement from the target at time `t`, starting at `x0` with velocity `v0`.
    ///
    /// Returns `x0` when `t` <= 0 and 0 for a degenerate spring or `t` = ∞.
    public func displacement(from x0: Double, velocity v0: Double, at t: Double) -> Double {
        guard t > 0 else { return x0 }
        guard let motion = motion(from: x0, velocity: v0), t.isFinite else { return 0 }
        return motion.value(at: t)
    }

    /// The rate of change of the displacement at time `t`, starting at `x0` with velocity `v0`.
    ///
    /// Returns `v0` when `t` <= 0 and 0 for a degenerate spring or `t` = ∞.
    public func velocity(from x0: Double, velocity v0: Double, at t: Double) -> Double {
        guard t > 0 else { return v0 }
        guard let motion = motion(from: x0, velocity: v0), t.isFinite else { return 0 }
        return motion.derivative.value(at: t)
    }

    /// The earliest time after which |x| < `tolerance` and |v| < 10·`tolerance` hold forever.
    ///
    /// Returns 0 when that already holds from the start, and for a degenerate spring.
    /// The answer is exact to within bisection precision: conservative bounds bracket the last
    /// moment the spring is out of tolerance, and bisection on the actual solution finds it.
    /// It is finite for every positive `dampingFraction`; an undamped spring (0) that is not
    /// already within tolerance, a non-finite start, or a tolerance that is not positive gives ∞.
    public func settlingTime(from x0: Double, velocity v0: Double, tolerance: Double = 0.01) -> Double {
        guard let motion = motion(from: x0, velocity: v0) else { return 0 }
        guard x0.isFinite, v0.isFinite, tolerance > 0 else { return .infinity }
        return max(motion.lastExceedance(of: tolerance),
                   motion.derivative.lastExceedance(of: 10 * tolerance))
    }

    /// True when the spring stays within tolerance from time `t` on, i.e. `t` >= `settlingTime`.
    public func isSettled(from x0: Double, velocity v0: Double, at t: Double, tolerance: Double = 0.01) -> Bool {
        t >= settlingTime(from: x0, velocity: v0, tolerance: tolerance)
    }

    /// True when the parameters describe no real spring (see the type's documentation).
    var isDegenerate: Bool {
        !(response > 0) || !response.isFinite || !(dampingFraction >= 0) || !dampingFraction.isFinite
    }

    /// The closed-form displacement for this start, or nil for a degenerate spring.
    func motion(from x0: Double, velocity v0: Double) -> DampedMotion? {
        guard !isDegenerate else { return nil }
        let zeta = dampingFraction
        let omega = 2 * Double.pi / response
        if abs(zeta - 1) < 1e-9 {
            return .critical(rate: omega, a: x0, b: v0 + omega * x0)
        } else if zeta < 1 {
            let decay = zeta * omega
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            return .underdamped(decay: decay, frequency: frequency,
                                p: x0, q: (v0 + decay * x0) / frequency)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            return .overdamped(r1: r1, r2: r2, c1: c1, c2: x0 - c1)
        }
    }
}

/// A solution of x'' + c·x' + k·x = 0 in one of its three closed forms.
///
/// The derivative of each form is again of the same form, which gives velocities and
/// the turning points used to find the settling time.
enum DampedMotion: Equatable {
    /// e^(−decay·t)·(p·cos(frequency·t) + q·sin(frequency·t)).
    case underdamped(decay: Double, frequency: Double, p: Double, q: Double)
    /// e^(−rate·t)·(a + b·t).
    case critical(rate: Double, a: Double, b: Double)
    /// c1·e^(r1·t) + c2·e^(r2·t), with r2 < r1 <= 0.
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)

    /// The value at time `t`.
    func value(at t: Double) -> Double {
        switch self {
        case let .underdamped(decay, frequency, p, q):
            let envelope = exp(-decay * t)
            guard envelope > 0 else { return 0 }  // fully decayed; avoids 0·NaN at huge t
            let phase = frequency * t
            return envelope * (p * cos(phase) + q * sin(phase))
        case let .critical(rate, a, b):
            let envelope = exp(-rate * t)
            guard envelope > 0 else { return 0 }  // fully decayed; avoids 0·∞ at huge t
            return envelope * (a + b * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time derivative, in the same form.
    var derivative: DampedMotion {
        switch self {
        case let .underdamped(decay, frequency, p, q):
            return .underdamped(decay: decay, frequency: frequency,
                                p: q * frequency - decay * p, q: -p * frequency - decay * q)
        case let .critical(rate, a, b):
            return .critical(rate: rate, a: b - rate * a, b: -rate * b)
        case let .overdamped(r1, r2, c1, c2):
            return .overdamped(r1: r1, r2: r2, c1: r1 * c1, c2: r2 * c2)
        }
    }

    /// The earliest time t >= 0 after which |value| < `limit` forever (0 if it always holds).
    ///
    /// |value| rises and falls only around turning points (zeros of the derivative), and the
    /// peaks decay, so the last peak at or above `limit` is found in closed form or from an
    /// envelope bound, and the crossing after it by bisection. ∞ if it never settles.
    func lastExceedance(of limit: Double) -> Double {
        func exceeds(_ t: Double) -> Bool { abs(value(at: t)) >= limit }

        switch self {
        case let .underdamped(decay, frequency, p, q):
            if p == 0 && q == 0 { return 0 }
            // Turning points: the derivative M·e^(−decay·t)·cos(frequency·t − φ) is zero
            // at t_n = (φ + π/2 + nπ)/frequency; the peaks |value(t_n)| shrink with n.
            guard case let .underdamped(_, _, dp, dq) = derivative else { return 0 }
            let phi = atan2(dq, dp)
            let halfPeriod = Double.pi / frequency
            let firstN = ((-phi - Double.pi / 2) / Double.pi).rounded(.up)
            func turn(_ n: Double) -> Double { (phi + Double.pi / 2 + n * Double.pi) / frequency }
            let first = max(0, turn(firstN))
            let firstPeak = abs(value(at: first))
            guard firstPeak >= limit else {
                // No peak reaches the limit; only the start can be out of tolerance.
                return exceeds(0) ? Self.crossing(exceeds, from: 0, to: first) : 0
            }
            guard decay > 0 else { return .infinity }
            // The last peak at or above the limit, estimated in closed form, then checked.
            var k = (log(firstPeak / limit) / (decay * halfPeriod)).rounded(.down)
            while k > 0 && !exceeds(turn(firstN + k)) { k -= 1 }
            while exceeds(turn(firstN + k + 1)) { k += 1 }
            let peak = k == 0 ? first : turn(firstN + k)
            return Self.crossing(exceeds, from: peak, to: turn(firstN + k + 1))

        case let .critical(rate, a, b):
            // |a + b·t|·e^(−rate·t) <= (|a| + 2|b|/(e·rate))·e^(−rate·t/2).
            let bound = abs(a) + 2 * abs(b) / (exp(1) * rate)
            let settled = bound > limit ? 2 * log(bound / limit) / rate : 0
            return Self.lastExceedance(exceeds, turningPoint: derivative.zero, settledBy: settled, scale: 1 / rate)

        case let .overdamped(r1, _, c1, c2):
            // |c1·e^(r1·t) + c2·e^(r2·t)| <= (|c1| + |c2|)·e^(r1·t), r1 the slower rate.
            let bound = abs(c1) + abs(c2)
            let settled = bound > limit ? log(bound / limit) / -r1 : 0
            return Self.lastExceedance(exceeds, turningPoint: derivative.zero, settledBy: settled, scale: 1 / -r1)
        }
    }

    /// For the non-oscillating forms: the one time t > 0 where the value is zero, if any.
    private var zero: Double? {
        switch self {
        case .underdamped:
            return nil
        case let .critical(_, a, b):
            guard b != 0 else { return nil }
            let t = -a / b
            return t > 0 ? t : nil
        case let .overdamped(r1, r2, c1, c2):
            guard c1 != 0 else { return nil }
            let ratio = -c2 / c1
            guard ratio > 0 else { return nil }
            let t = log(ratio) / (r1 - r2)
            return t > 0 ? t : nil
        }
    }

    /// The last exceedance for a value with at most one turning point that then decays monotonically.
    ///
    /// After the turning point |value| only falls, and before it the value is monotonic, so
    /// |value| is out of tolerance on at most one interval that starts at 0 or at the turning point.
    private static func lastExceedance(_ exceeds: (Double) -> Bool, turningPoint: Double?,
                                       settledBy settled: Double, scale: Double) -> Double {
        let start = turningPoint ?? 0
        if exceeds(start) {
            var end = max(settled, start)
            // The envelope is strict, but guard against rounding at its edge.
            for _ in 0..<64 where exceeds(end) { end = end * 2 + scale }
            return crossing(exceeds, from: start, to: end)
        }
        if start > 0 && exceeds(0) { return crossing(exceeds, from: 0, to: start) }
        return 0
    }

    /// The time in (`lo`, `hi`] where `exceeds` turns false, given it is true at `lo` and false at `hi`.
    ///
    /// Returns a time at which `exceeds` is false, so the answer is always on the settled side.
    private static func crossing(_ exceeds: (Double) -> Bool, from lo: Double, to hi: Double) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if exceeds(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
