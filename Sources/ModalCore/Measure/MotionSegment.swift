/// One motion found in a track: where it starts and ends, the levels it rests at before and
/// after, and the samples a fit reads (the motion with a margin of still frames either side).
public struct MotionSegment: Equatable, Sendable {
    /// Index of the last still sample before the motion (or the first sample of the range).
    public var startIndex: Int
    /// Index of the last sample that still moves.
    public var endIndex: Int
    /// Indices of the samples a fit reads.
    public var window: Range<Int>
    /// The edge's position before and after the motion, in points.
    public var fromLevel: Double
    public var toLevel: Double
    /// The smallest change between frames that counts as motion, in points.
    public var threshold: Double

    /// Why no motion could be found.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// No frame lies in the range asked for.
        case noFrames(after: Double?, before: Double?)
        /// The edge never moves by more than `threshold` between frames.
        case noMotion(threshold: Double)
        /// The surface is out of the frame in (nearly) every moving frame.
        case leavesFrame(at: Double)
        /// The whole change happens between two frames: there is no animation to fit.
        case instant(at: Double)

        /// The problem in words, for the one-line error.
        public var description: String {
            switch self {
            case let .noFrames(after, before):
                let range = [after.map { "after \(MotionSegment.seconds($0))" }, before.map { "before \(MotionSegment.seconds($0))" }]
                    .compactMap { $0 }.joined(separator: " and ")
                return "no frames" + (range.isEmpty ? "" : " " + range)
            case let .noMotion(threshold):
                return "no motion: the tracked edge never moves more than \(MotionSegment.points(threshold)) between frames"
            case let .instant(at):
                return "the change at \(MotionSegment.seconds(at)) happens between two frames: no animation to fit"
            case let .leavesFrame(at):
                return "the motion leaves the frame at \(MotionSegment.seconds(at)): too few frames show the surface to fit"
            }
        }
    }

    /// Frames with less movement than this are still, however clean the recording.
    public static let minimumThreshold = 0.3
    /// A still run this long ends a motion (a second motion after it is not part of this one).
    public static let stillGap = 0.3
    /// Still time kept either side of the motion, so the fit sees where it starts and ends.
    public static let margin = 0.1

    /// The first motion among `samples` (in time order) at or after `after` and not after `before`.
    ///
    /// The threshold is four times the change between frames that a fifth of the frames stay
    /// under (the recording's noise, as long as a fifth of the range is still), and never below
    /// `minimumThreshold`.
    public static func find(in samples: [TrackSample], after: Double? = nil, before: Double? = nil) throws -> MotionSegment {
        let lo = samples.firstIndex { $0.time >= (after ?? -.infinity) - 1e-9 } ?? samples.count
        let hi = (samples.lastIndex { $0.time <= (before ?? .infinity) + 1e-9 } ?? -1) + 1
        guard lo < hi else { throw Problem.noFrames(after: after, before: before) }
        let changes = (lo + 1 ..< hi).map { abs(samples[$0].value - samples[$0 - 1].value) }
        let noise = changes.isEmpty ? 0 : changes.sorted()[changes.count / 5]
        let threshold = max(minimumThreshold, 4 * noise)
        guard let first = (lo + 1 ..< hi).first(where: { abs(samples[$0].value - samples[$0 - 1].value) > threshold }) else {
            throw Problem.noMotion(threshold: threshold)
        }
        var last = first
        for i in first + 1 ..< hi where abs(samples[i].value - samples[i - 1].value) > threshold {
            if samples[i - 1].time - samples[last].time >= stillGap { break }
            last = i
        }
        let startIndex = first - 1
        let windowStart = max(lo, samples[lo ..< startIndex + 1].firstIndex { $0.time >= samples[startIndex].time - margin } ?? lo)
        let windowEnd = min(hi, (samples[last ..< hi].lastIndex { $0.time <= samples[last].time + margin } ?? last) + 1)
        guard last > first || samples[startIndex ... last].contains(where: \.isHidden) else { throw Problem.instant(at: samples[first].time) }
        let visibleMoving = samples[startIndex ... last].filter { !$0.isHidden }.count
        guard visibleMoving >= 3 else { throw Problem.leavesFrame(at: samples[first].time) }
        let before = samples[windowStart ... startIndex].map(\.value)
        let afterEnd = samples[min(last + 1, windowEnd - 1) ..< windowEnd].map(\.value)
        return MotionSegment(startIndex: startIndex, endIndex: last, window: windowStart ..< windowEnd,
                             fromLevel: median(before), toLevel: median(afterEnd.isEmpty ? [samples[last].value] : afterEnd),
                             threshold: threshold)
    }

    /// How far `model` is from `sample`, the `index`-th of the track. A surface hidden below
    /// the screen while it rests (before or after the motion) rests at the edge: both ways count,
    /// so a fit cannot start early by sinking unseen below the screen. While it moves, a hidden
    /// sample only says it is below the edge (a spring may overshoot out of sight).
    public func residual(_ sample: TrackSample, at index: Int, model: Double) -> Double {
        sample.isHidden && (index <= startIndex || index > endIndex) ? model - sample.value : sample.residual(model)
    }

    /// The middle value of `values` (the mean of the two middle ones for an even count; 0 for none).
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// `0.25 s`, with at most four decimals.
    static func seconds(_ t: Double) -> String { "\((t * 10000).rounded() / 10000) s" }
    /// `0.3 pt`, with at most two decimals.
    static func points(_ v: Double) -> String { "\((v * 100).rounded() / 100) pt" }
}
