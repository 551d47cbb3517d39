/// A cubic timing curve and its duration fitted to a tracked motion by least squares.
///
/// The model is the app's own animation (`Animation1D.curve`, which runs `TimingCurve` as the
/// machines do) from the level before the motion to the level after it, starting at a free
/// time: six parameters (start, duration, x1, y1, x2, y2), minimised by `NelderMead` from a
/// few generic curves. A recording of the prototype itself is therefore fitted exactly.
public struct CurveFit: Equatable, Sendable {
    public var curve: TimingCurve
    public var duration: Double
    /// When the motion starts, in seconds from the recording's first frame.
    public var start: Double
    public var from: Double
    public var to: Double
    /// The fit's error against the track.
    public var error: FitError

    /// The position the fitted curve gives at `time`.
    public func value(at time: Double) -> Double { Self.model(curve, duration: duration, start: start, from: from, to: to)(time) }

    /// The app's animation for these values, as a function of time.
    public static func model(_ curve: TimingCurve, duration: Double, start: Double, from: Double, to: Double) -> (Double) -> Double {
        let animation = Animation1D.curve(from: from, to: to, start: start, curve: curve, duration: duration)
        return { animation.value(at: $0) }
    }

    /// The curves the search starts from: CSS's ease family, linear, and the current setting.
    static let startingCurves: [TimingCurve] = [.easeInOut, .easeOut, .easeIn, .linear, TimingCurve(0.2, 0.8, 0.2, 1)]

    /// Control x values stay in [0, 1] (a timing curve's time must run forward); y values in
    /// the settings' range.
    static let xRange = 0.0...1.0, yRange = -1.0...2.0

    /// Fits `segment` of `samples`; `current` joins the starting curves.
    public static func fit(_ samples: [TrackSample], segment: MotionSegment, current: TimingCurve? = nil) -> CurveFit {
        let from = segment.fromLevel, to = segment.toLevel
        let t0 = samples[segment.startIndex].time
        let frame = samples.count > 1 ? (samples[samples.count - 1].time - samples[0].time) / Double(samples.count - 1) : 1.0 / 60
        let length = max(samples[segment.endIndex].time - t0, frame)
        /// The sum of squared residuals of the parameters (start, duration, x1, y1, x2, y2).
        func cost(_ p: [Double]) -> Double {
            let (start, duration, x1, y1, x2, y2) = (p[0], p[1], p[2], p[3], p[4], p[5])
            // Outside the allowed region the cost grows with the distance, so the simplex turns back.
            var penalty = 0.0
            for x in [x1, x2] where !xRange.contains(x) { penalty += 1e6 * (1 + abs(x - min(max(x, 0), 1))) }
            for y in [y1, y2] where !yRange.contains(y) { penalty += 1e6 * (1 + abs(y - min(max(y, -1), 2))) }
            if duration < frame / 2 { penalty += 1e6 * (1 + frame - duration) }
            guard penalty == 0 else { return penalty }
            let model = Self.model(TimingCurve(x1, y1, x2, y2), duration: duration, start: start, from: from, to: to)
            var sum = 0.0
            for i in segment.window {
                let r = segment.residual(samples[i], at: i, model: model(samples[i].time))
                sum += r * r
            }
            return sum
        }
        // A short search from each starting curve, then a full one from the best of them.
        var scout = NelderMead()
        scout.evaluationsPerRun = 600
        scout.restarts = 0
        let steps = [frame, length * 0.1, 0.1, 0.1, 0.1, 0.1]
        var best: (point: [Double], value: Double)?
        for c in startingCurves + (current.map { [$0] } ?? []) {
            let run = scout.minimize(cost, start: [t0 + frame / 2, length, c.x1, c.y1, c.x2, c.y2], steps: steps)
            if best == nil || run.value < best!.value { best = run }
        }
        let p = NelderMead().minimize(cost, start: best!.point, steps: steps.map { $0 / 4 }).point
        let curve = TimingCurve(p[2], p[3], p[4], p[5])
        let model = Self.model(curve, duration: p[1], start: p[0], from: from, to: to)
        return CurveFit(curve: curve, duration: p[1], start: p[0], from: from, to: to,
                        error: FitError(samples, segment.window, segment: segment, model: model))
    }
}
