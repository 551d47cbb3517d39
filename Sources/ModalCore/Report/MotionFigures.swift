/// The figures of one motion of one surface: when it started, how long it ran, when it settled,
/// how far it overshot, how fast it went and where it ended.
///
/// Computed from the machine's own position function between the inputs, sampled every
/// millisecond (at most 200,000 samples), so the figures do not depend on the frame rate of the
/// review. Positions are in points of the canvas, y down, as drawn: the
/// card's and the sheet's top edges.
public struct MotionFigures: Codable, Equatable, Sendable {
    /// The surface that moved: `card` (the half modal) or `sheet` (the page sheet).
    public var surface: String
    /// What the motion was: `show`, `hide`, `drag release`, `detent change`, `present`, `dismiss`.
    public var kind: String
    /// Review seconds at which the motion started.
    public var start: Double
    /// Seconds from `start` until the surface stopped (or the motion was cut by a later one).
    public var duration: Double
    /// Seconds from `start` until the surface stayed within `settleDistance` of its target and
    /// moved slower than `settleSpeed` (`duration` when it was cut before).
    public var settle: Double
    /// How far past its target the surface went, in points (0 when it never passed it).
    public var overshootPt: Double
    /// `overshootPt` as a percentage of the distance travelled.
    public var overshootPercent: Double
    /// The largest speed on the way, in points per second.
    public var peakVelocity: Double
    /// For a motion a finger's release started: the speed it was released with, in points per
    /// second (positive downward); nil otherwise.
    public var releaseVelocity: Double?
    /// Where the surface's top edge started and aimed, in points.
    public var from: Double
    public var to: Double
    /// The state it ended in: the card's detent (`half`, `full`, `hidden`, or the native
    /// detent's name) or the sheet's `presented` / `dismissed`.
    public var end: String
    /// True when a later motion or a drag took over before this one ended.
    public var interrupted: Bool
    /// The columns in which this lane's motion has the best figure of the lanes' same motion
    /// (`ReportFigures.markBest`): `settle`, `duration`, `overshootPt`, `peakVelocity`.
    public var best: [String] = []

    /// Within this distance of the target (points) a surface counts as settled.
    public static let settleDistance = 0.5
    /// Below this speed (points per second) a surface counts as settled.
    public static let settleSpeed = 1.0

    /// The figures of a motion that started at `start` and would end by itself at `naturalEnd`,
    /// cut at `until` when a later motion or a drag took over. `sample(t)` gives the surface's
    /// top edge (points) and its velocity (points per second) at any time in between; `target`
    /// is where it aims. `kind`, `end` and `releaseVelocity` are the caller's reading of what
    /// started it.
    public init(surface: String, kind: String, start: Double, naturalEnd: Double, until: Double = .infinity,
                target: Double, end: String, releaseVelocity: Double? = nil,
                sample: (Double) -> (position: Double, velocity: Double)) {
        self.surface = surface
        self.kind = kind
        self.end = end
        self.releaseVelocity = releaseVelocity
        self.start = start
        from = sample(start).position
        to = target
        let natural = max(start, naturalEnd)
        let stop = max(start, min(natural, until))
        interrupted = stop < natural - Animation1D.timeEpsilon
        duration = stop - start
        let distance = abs(target - from)
        let direction: Double = target >= from ? 1 : -1
        let steps = max(1, min(Int((duration / 0.001).rounded(.up)), 200_000))
        var overshoot = 0.0, peak = 0.0
        var lastUnsettled: Double?
        for i in 0...steps {
            let t = start + duration * Double(i) / Double(steps)
            let (value, velocity) = sample(t)
            let speed = abs(velocity)
            overshoot = max(overshoot, (value - target) * direction)
            peak = max(peak, speed)
            let away = abs(value - target)
            if away > MotionFigures.settleDistance || speed > MotionFigures.settleSpeed { lastUnsettled = t }
        }
        overshootPt = overshoot
        overshootPercent = distance > 0 ? overshoot / distance * 100 : 0
        peakVelocity = peak
        if interrupted {
            settle = duration
        } else if let last = lastUnsettled {
            settle = min(last - start + duration / Double(steps), duration)
        } else {
            settle = 0
        }
    }
}
