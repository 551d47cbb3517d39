/// A SwiftUI spring (`response`, `dampingFraction`) fitted to a tracked motion by least
/// squares, with the starting offset, the starting velocity and the resting level free.
///
/// A spring's motion from any moment on is again a spring motion from that moment's position
/// and velocity, so the fit starts at the motion's first sample (after a drag's release, say)
/// and needs no release time. The model is the app's own animation (`Animation1D.spring`).
public struct SpringFit: Equatable, Sendable {
    public var spring: Spring
    /// Velocity at `start`, in points per second.
    public var velocity: Double
    /// Position at `start` and where the spring comes to rest, in points.
    public var from: Double
    public var to: Double
    /// The time the fitted motion starts from, in seconds from the recording's first frame.
    public var start: Double
    public var error: FitError

    /// The position the fitted spring gives at `time`.
    public func value(at time: Double) -> Double {
        Self.model(spring, from: from, to: to, start: start, velocity: velocity)(time)
    }

    /// The app's spring animation for these values, as a function of time.
    public static func model(_ spring: Spring, from: Double, to: Double, start: Double, velocity: Double) -> (Double) -> Double {
        let animation = Animation1D.spring(from: from, to: to, start: start, spring: spring, velocity: velocity)
        return { animation.value(at: $0) }
    }

    /// Responses and damping fractions of the coarse grid the search starts from.
    static let gridResponses = [0.2, 0.3, 0.4, 0.5, 0.65, 0.8, 1.0]
    static let gridDampings = [0.4, 0.55, 0.7, 0.85, 1.0, 1.2]

    /// Fits `segment` of `samples` from its start sample on.
    public static func fit(_ samples: [TrackSample], segment: MotionSegment) -> SpringFit {
        let window = segment.startIndex ..< segment.window.upperBound
        let first = samples[segment.startIndex]
        let next = samples[min(segment.startIndex + 1, segment.window.upperBound - 1)]
        let t0 = first.time
        let v0 = next.time > t0 ? (next.value - first.value) / (next.time - t0) : 0
        /// The sum of squared residuals of the parameters (response, damping, from, velocity, to).
        func cost(_ p: [Double]) -> Double {
            let (response, damping) = (p[0], p[1])
            guard response > 0.02, response < 10, damping > 0.02, damping < 5 else {
                return 1e12 * (1 + abs(response) + abs(damping))
            }
            let model = Self.model(Spring(response: response, dampingFraction: damping), from: p[2], to: p[4], start: t0, velocity: p[3])
            var sum = 0.0
            for i in window {
                let r = segment.residual(samples[i], at: i, model: model(samples[i].time))
                sum += r * r
            }
            return sum
        }
        var starts: [(point: [Double], value: Double)] = []
        for r in gridResponses {
            for d in gridDampings {
                let p = [r, d, first.value, v0, segment.toLevel]
                starts.append((p, cost(p)))
            }
        }
        starts.sort { $0.value < $1.value }
        let solver = NelderMead()
        var best: (point: [Double], value: Double)?
        for s in starts.prefix(4) {
            let run = solver.minimize(cost, start: s.point, steps: [0.05, 0.05, 2, max(abs(v0) * 0.1, 20), 2])
            if best == nil || run.value < best!.value { best = run }
        }
        let p = best!.point
        let spring = Spring(response: p[0], dampingFraction: p[1])
        let model = Self.model(spring, from: p[2], to: p[4], start: t0, velocity: p[3])
        return SpringFit(spring: spring, velocity: p[3], from: p[2], to: p[4], start: t0, error: FitError(samples, window, segment: segment, model: model))
    }
}
