/// The studio's fit key (`M`, with `--reference`): the reference's half-modal motion around the
/// playhead fitted as `measure` fits it, as settings changes for the first phone's profile (a
/// curve and its duration for `seed`, the settle spring for `fluid`), and the reference's
/// tracked card as a HUD trace.
public enum ReferenceFit {
    /// What the key applies and says.
    public struct Outcome: Equatable, Sendable {
        public var changes: [Studio.Change]
        /// "fitted curve (…) over 0.600 s: the prototype was 48.6 pt off, now 0.0".
        public var message: String
    }

    /// Most motions looked through for the one at the playhead.
    static let maxMotions = 64

    /// The fit of the reference motion at `now` (the last one starting at or before it, else the
    /// first) among `samples` (the reference's card in review time), for the profile of
    /// `settings`; a one-line reason when there is none.
    public static func fit(_ samples: [TrackSample], settings: Settings, now: Double) -> Result<Outcome, Failure> {
        var motions: [MotionSegment] = []
        var after: Double?
        while motions.count < maxMotions, let m = try? MotionSegment.find(in: samples, after: after) {
            motions.append(m)
            guard m.endIndex + 1 < samples.count else { break }
            after = samples[m.endIndex + 1].time
        }
        guard let first = motions.first else { return .failure(Failure("no motion of the card in the reference")) }
        let segment = motions.last { samples[$0.startIndex].time <= now } ?? first
        let result: MeasureReport.Result
        let current: (Double) -> Double
        switch settings.halfModal.profile {
        case .seed:
            let fit = CurveFit.fit(samples, segment: segment, current: settings.halfModal.curve)
            result = .curve(fit)
            current = CurveFit.model(settings.halfModal.curve, duration: settings.halfModal.duration, start: fit.start,
                                     from: fit.from, to: fit.to)
        case .fluid:
            let fit = SpringFit.fit(samples, segment: segment)
            result = .spring(fit)
            current = SpringFit.model(settings.halfModal.spring, from: fit.from, to: fit.to, start: fit.start, velocity: fit.velocity)
        case .native:
            return .failure(Failure("the native sheet's motion is UIKit's own: no setting to fit"))
        }
        let range = segment.window
        let prototype = FitError(samples, range, segment: segment, model: current)
        let fitted = FitError(samples, range, segment: segment, model: { t in
            switch result {
            case .curve(let c): return c.value(at: t)
            case .spring(let s): return s.value(at: t)
            }
        })
        let changes = MeasureReport.settingValues(result, surface: .halfModal).map { Studio.Change($0.path, MeasureReport.number($0.value)) }
        let name: String
        switch result {
        case .curve(let c):
            name = "curve (\(MeasureReport.fixed(c.curve.x1, 2)), \(MeasureReport.fixed(c.curve.y1, 2)), \(MeasureReport.fixed(c.curve.x2, 2)), "
                + "\(MeasureReport.fixed(c.curve.y2, 2))) over \(MeasureReport.fixed(c.duration, 3)) s"
        case .spring(let s):
            name = "spring \(MeasureReport.fixed(s.spring.response, 3)) s, damping \(MeasureReport.fixed(s.spring.dampingFraction, 3))"
        }
        return .success(Outcome(changes: changes, message: "fitted \(name): the prototype was \(MeasureReport.fixed(prototype.rms, 1)) pt off, "
                                + "now \(MeasureReport.fixed(fitted.rms, 1))"))
    }

    /// The reference's card over the `span` seconds up to `now`, as a HUD trace (its top as a
    /// fraction of `canvasHeight`; hidden at 1).
    public static func trace(_ samples: [TrackSample], canvasHeight: Double, now: Double, span: Double) -> MotionTrace {
        let h = max(canvasHeight, 1)
        let shown = samples.filter { $0.time <= now && $0.time >= now - span }
        return MotionTrace(span: span, samples: shown.map { MotionTrace.Sample(time: $0.time, halfModal: $0.value / h, sheet: 1) })
    }

    /// Why there is nothing to fit, in one line.
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }
}
