/// One frame's reading of a tracked surface: where its moving edge was (in points from the
/// canvas's top), or that the surface was past the canvas's bottom edge and could not be seen.
public struct TrackSample: Equatable, Sendable {
    /// Seconds from the recording's first frame.
    public var time: Double
    /// The edge's position in points; for a hidden sample, the bound it lies beyond.
    public var value: Double
    /// True when the surface was not in the frame: its edge lies at `value` or below it.
    public var isHidden: Bool

    /// A sample of a visible edge at `value` points.
    public init(time: Double, value: Double) {
        self.time = time
        self.value = value
        isHidden = false
    }

    /// A sample of a surface below the canvas, whose edge lies at `bound` points or further down.
    public init(time: Double, hiddenBelow bound: Double) {
        self.time = time
        value = bound
        isHidden = true
    }

    /// How far `model` is from this sample: the plain difference for a visible edge; for a
    /// hidden one, only how far the model lies above the bound (below it agrees with the frame).
    public func residual(_ model: Double) -> Double {
        isHidden ? max(0, value - model) : model - value
    }
}

/// How far a model lies from a track: root mean square and largest absolute residual, in points.
public struct FitError: Equatable, Sendable {
    public var rms: Double
    public var max: Double

    /// An error of `rms` and `max` points.
    public init(rms: Double, max: Double) {
        self.rms = rms
        self.max = max
    }

    /// The error of `model` (position at a time) over the samples of `range` in `segment`
    /// (`MotionSegment.residual`); zero for no samples.
    public init(_ samples: [TrackSample], _ range: Range<Int>, segment: MotionSegment, model: (Double) -> Double) {
        var sum = 0.0, largest = 0.0
        for i in range {
            let r = segment.residual(samples[i], at: i, model: model(samples[i].time))
            sum += r * r
            largest = Swift.max(largest, abs(r))
        }
        rms = range.isEmpty ? 0 : (sum / Double(range.count)).squareRoot()
        max = largest
    }
}
