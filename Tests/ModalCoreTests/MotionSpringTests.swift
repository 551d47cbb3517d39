#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import Testing
@testable import ModalCore

/// Tests of `Spring` against closed forms written from k and c, an RK4 integration and brute-force settling.
@Suite struct MotionSpringTests {
    /// A spring, a start and the expected damping regime.
    struct Case: CustomTestStringConvertible, Sendable {
        var spring: Spring
        var x0: Double
        var v0: Double
        var testDescription: String {
            "response \(spring.response), ζ \(spring.dampingFraction), x0 \(x0), v0 \(v0)"
        }
    }

    static let springs: [Spring] = [
        .standard, .interactive,
        Spring(response: 0.5, dampingFraction: 0.3),
        Spring(response: 0.4, dampingFraction: 1),
        Spring(response: 0.3, dampingFraction: 2.5),
        Spring(response: 1, dampingFraction: 1.2),
    ]
    static let starts: [(Double, Double)] = [(1, 0), (-300, 1500), (0, -2000), (120, 0), (40, 800)]
    static let cases: [Case] = springs.flatMap { s in starts.map { Case(spring: s, x0: $0.0, v0: $0.1) } }
    static let times: [Double] = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2]

    /// The size of the motion, for scaling tolerances.
    static func scale(_ c: Case) -> Double { abs(c.x0) + abs(c.v0) * c.spring.response }

    /// x(t) and v(t) for x'' + c·x' + k·x = 0, written from k and c alone (mass 1).
    static func reference(k: Double, c: Double, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let a = c / 2
        let disc = a * a - k
        if abs(disc) < 1e-9 * k {
            // Repeated root −a: x = e^(−a·t)·(x0 + (v0 + a·x0)·t).
            let b = v0 + a * x0
            return (exp(-a * t) * (x0 + b * t), exp(-a * t) * (v0 - a * b * t))
        } else if disc < 0 {
            // Complex roots −a ± iβ.
            let beta = (-disc).squareRoot()
            let q = (v0 + a * x0) / beta
            let x = exp(-a * t) * (x0 * cos(beta * t) + q * sin(beta * t))
            let v = exp(-a * t) * (v0 * cos(beta * t) - (beta * x0 + a * q) * sin(beta * t))
            return (x, v)
        } else {
            // Real roots λ1 > λ2.
            let l1 = -a + disc.squareRoot(), l2 = -a - disc.squareRoot()
            let c1 = (v0 - l2 * x0) / (l1 - l2), c2 = (l1 * x0 - v0) / (l1 - l2)
            return (c1 * exp(l1 * t) + c2 * exp(l2 * t), c1 * l1 * exp(l1 * t) + c2 * l2 * exp(l2 * t))
        }
    }

    @Test func presetsAndCoefficients() {
        #expect(Spring.standard == Spring(response: 0.55, dampingFraction: 0.825))
        #expect(Spring.interactive == Spring(response: 0.15, dampingFraction: 0.86))
        #expect(abs(Spring.standard.stiffness - 130.5071656342394) < 1e-9)
        #expect(abs(Spring.standard.damping - 18.84955592153876) < 1e-12)
        #expect(Spring.standard.stiffness == (2 * Double.pi / 0.55) * (2 * Double.pi / 0.55))
        #expect(Spring.standard.damping == 4 * Double.pi * 0.825 / 0.55)
        // ζ = c / (2·√k).
        let zeta = Spring.standard.damping / (2 * Spring.standard.stiffness.squareRoot())
        #expect(abs(zeta - 0.825) < 1e-12)
    }

    @Test func goldenValuesForStandard() {
        let s = Spring.standard
        #expect(abs(s.displacement(from: 1, velocity: 0, at: 0.1) - 0.6534976087263119) < 1e-12)
        #expect(abs(s.velocity(from: 1, velocity: 0, at: 0.1) - -4.739377714232394) < 1e-11)
        #expect(abs(s.displacement(from: 1, velocity: 0, at: 0.3) - 0.059473858183152456) < 1e-12)
        #expect(abs(s.displacement(from: 1, velocity: 0, at: 0.5) - -0.010081898462252164) < 1e-12)
        // Brute force at 1 µs steps: last out-of-tolerance sample at 0.504566 (and 1.161701 from 300).
        let t1 = s.settlingTime(from: 1, velocity: 0)
        #expect(t1 > 0.504566 && t1 <= 0.504568)
        let t300 = s.settlingTime(from: 300, velocity: 0)
        #expect(t300 > 1.161701 && t300 <= 1.161703)
    }

    @Test(arguments: cases)
    func matchesIndependentClosedForm(_ c: Case) {
        let k = c.spring.stiffness, damping = c.spring.damping
        let tol = 1e-9 * Self.scale(c)
        for t in Self.times {
            let ref = Self.reference(k: k, c: damping, x0: c.x0, v0: c.v0, t: t)
            #expect(abs(c.spring.displacement(from: c.x0, velocity: c.v0, at: t) - ref.x) < tol)
            #expect(abs(c.spring.velocity(from: c.x0, velocity: c.v0, at: t) - ref.v) < tol * k.squareRoot())
        }
    }

    @Test(arguments: cases)
    func matchesRungeKuttaIntegration(_ c: Case) {
        let k = c.spring.stiffness, damping = c.spring.damping
        func accel(_ x: Double, _ v: Double) -> Double { -k * x - damping * v }
        var x = c.x0, v = c.v0
        let dt = 1e-4
        for step in 1...10_000 {
            let k1x = v, k1v = accel(x, v)
            let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 1_000 == 0 {
                let t = Double(step) * dt
                #expect(abs(c.spring.displacement(from: c.x0, velocity: c.v0, at: t) - x) < 1e-7 * Self.scale(c))
                #expect(abs(c.spring.velocity(from: c.x0, velocity: c.v0, at: t) - v) < 1e-6 * Self.scale(c) * k.squareRoot())
            }
        }
    }

    @Test(arguments: cases)
    func velocityIsTheDerivativeAndTheODEHolds(_ c: Case) {
        let s = c.spring, k = s.stiffness, damping = s.damping
        let h = 1e-6
        for t in Self.times {
            let x = s.displacement(from: c.x0, velocity: c.v0, at: t)
            let v = s.velocity(from: c.x0, velocity: c.v0, at: t)
            let dx = (s.displacement(from: c.x0, velocity: c.v0, at: t + h)
                - s.displacement(from: c.x0, velocity: c.v0, at: t - h)) / (2 * h)
            let dv = (s.velocity(from: c.x0, velocity: c.v0, at: t + h)
                - s.velocity(from: c.x0, velocity: c.v0, at: t - h)) / (2 * h)
            #expect(abs(dx - v) < 1e-6 * Self.scale(c) * k.squareRoot())
            #expect(abs(dv + damping * v + k * x) < 1e-5 * Self.scale(c) * k)
        }
    }

    @Test(arguments: cases)
    func settlingTimeMatchesBruteForce(_ c: Case) {
        for tolerance in [0.01, 0.5] {
            let s = c.spring
            let settle = s.settlingTime(from: c.x0, velocity: c.v0, tolerance: tolerance)
            #expect(settle.isFinite && settle > 0)
            func outside(_ t: Double) -> Bool {
                abs(s.displacement(from: c.x0, velocity: c.v0, at: t)) >= tolerance
                    || abs(s.velocity(from: c.x0, velocity: c.v0, at: t)) >= 10 * tolerance
            }
            // Settled from the settling time on, and out of tolerance just before it.
            #expect(!outside(settle))
            #expect(outside(settle - 1e-7))
            #expect(s.isSettled(from: c.x0, velocity: c.v0, at: settle, tolerance: tolerance))
            #expect(!s.isSettled(from: c.x0, velocity: c.v0, at: settle - 1e-3, tolerance: tolerance))
            // Dense samples: the last one out of tolerance lies within one step before `settle`.
            let dt = 1e-4
            var lastOutside = -1.0
            var t = 0.0
            while t < settle + 4 * s.response {
                if outside(t) { lastOutside = t }
                t += dt
            }
            #expect(lastOutside < settle)
            #expect(lastOutside > settle - 2 * dt)
            for far in [10.0, 100, 1e4] { #expect(!outside(settle + far)) }
        }
    }

    @Test func alreadySettledGivesZero() {
        #expect(Spring.standard.settlingTime(from: 0, velocity: 0) == 0)
        #expect(Spring.standard.settlingTime(from: 0.001, velocity: 0.01) == 0)
        #expect(Spring.standard.isSettled(from: 0, velocity: 0, at: 0))
        // An undamped spring whose whole oscillation is inside the tolerance is settled too.
        #expect(Spring(response: 1, dampingFraction: 0).settlingTime(from: 0.001, velocity: 0) == 0)
    }

    @Test func undampedSpringNeverSettles() {
        let s = Spring(response: 1, dampingFraction: 0)
        #expect(s.settlingTime(from: 1, velocity: 0) == .infinity)
        #expect(abs(s.displacement(from: 1, velocity: 0, at: 1) - 1) < 1e-12)
        #expect(abs(s.displacement(from: 1, velocity: 0, at: 0.5) - -1) < 1e-12)
    }

    @Test func nearCriticalIsContinuous() {
        let critical = Spring(response: 0.4, dampingFraction: 1)
        for zeta in [1 - 1e-6, 1 + 1e-6, 1 + 1e-10, 1 - 1e-10] {
            let s = Spring(response: 0.4, dampingFraction: zeta)
            for t in Self.times {
                let a = s.displacement(from: 100, velocity: -500, at: t)
                let b = critical.displacement(from: 100, velocity: -500, at: t)
                #expect(abs(a - b) < 1e-3)
            }
            let settle = s.settlingTime(from: 100, velocity: -500)
            #expect(abs(settle - critical.settlingTime(from: 100, velocity: -500)) < 1e-4)
        }
    }

    @Test func initialValuesAtOrBeforeStart() {
        for s in Self.springs {
            #expect(s.displacement(from: 12, velocity: -34, at: 0) == 12)
            #expect(s.velocity(from: 12, velocity: -34, at: 0) == -34)
            #expect(s.displacement(from: 12, velocity: -34, at: -1) == 12)
            #expect(s.velocity(from: 12, velocity: -34, at: -1) == -34)
        }
    }

    @Test func extremeTimesGiveNoNaN() {
        for s in Self.springs {
            for t in [1e3, 1e6, Double.greatestFiniteMagnitude, .infinity] {
                let x = s.displacement(from: 500, velocity: 5000, at: t)
                let v = s.velocity(from: 500, velocity: 5000, at: t)
                #expect(x.isFinite && abs(x) < 1e-6)
                #expect(v.isFinite && abs(v) < 1e-6)
            }
        }
    }

    @Test func degenerateSpringsAreInstantlySettled() {
        let degenerate = [
            Spring(response: 0, dampingFraction: 1), Spring(response: -1, dampingFraction: 0.8),
            Spring(response: .nan, dampingFraction: 0.8), Spring(response: .infinity, dampingFraction: 0.8),
            Spring(response: 0.5, dampingFraction: .nan), Spring(response: 0.5, dampingFraction: -0.5),
            Spring(response: 0.5, dampingFraction: .infinity),
        ]
        for s in degenerate {
            #expect(s.displacement(from: 100, velocity: 10, at: 0.1) == 0)
            #expect(s.velocity(from: 100, velocity: 10, at: 0.1) == 0)
            #expect(s.settlingTime(from: 100, velocity: 10) == 0)
            #expect(s.isSettled(from: 100, velocity: 10, at: 0))
        }
    }

    @Test func settlingTimeIsFiniteForSmallAndLargeStarts() {
        for s in Self.springs + [Spring(response: 0.5, dampingFraction: 0.01), Spring(response: 0.2, dampingFraction: 40)] {
            for (x0, v0) in [(1e-3, 0.0), (1e6, 0), (0, 1e7), (-1e9, 1e9)] {
                let t = s.settlingTime(from: x0, velocity: v0)
                #expect(t.isFinite && t >= 0)
                #expect(!(abs(s.displacement(from: x0, velocity: v0, at: t)) >= 0.01))
                #expect(!(abs(s.velocity(from: x0, velocity: v0, at: t)) >= 0.1))
            }
        }
    }
}
