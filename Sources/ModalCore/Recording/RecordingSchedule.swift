/// Which frames a recording owes: frame n at exactly n/fps seconds of review-clock time,
/// each written once, however the window's presenting keeps up.
///
/// The schedule only moves forward. When the review clock goes back (step back, restart),
/// frames already written are not written again: recording resumes once the clock passes
/// the last recorded time.
public struct RecordingSchedule: Equatable, Sendable {
    public let fps: Double
    /// The index of the next frame to write.
    public private(set) var next = 0

    /// A schedule at `fps` frames per second of review-clock time, starting with frame 0 at 0 s.
    public init(fps: Double) {
        precondition(fps > 0 && fps.isFinite, "a recording needs a positive frame rate")
        self.fps = fps
    }

    /// The review-clock time of frame `n`: n/fps on the microsecond grid (`ReviewTime`), so
    /// an input a scenario plays at a frame's time (a drag's move) shows in that frame.
    public func time(of n: Int) -> Double { ReviewTime.quantized(Double(n) / fps) }

    /// The time of the next frame owed.
    public var nextTime: Double { time(of: next) }

    /// Whether the next frame is owed at `t`: its time is at or before `t` (`inclusive`) or
    /// strictly before it, within a microsecond (frame times are on the microsecond grid, `t` may be n/fps).
    public func owes(upTo t: Double, inclusive: Bool = true) -> Bool {
        guard t.isFinite else { return false }
        return inclusive ? nextTime <= t + ReviewTime.resolution : nextTime < t - ReviewTime.resolution
    }

    /// Takes the next frame's index.
    public mutating func takeNext() -> Int {
        next += 1
        return next - 1
    }

    /// Takes every frame owed at or before `t` (`inclusive`) or strictly before it, in order.
    public mutating func take(upTo t: Double, inclusive: Bool = true) -> [Int] {
        var out: [Int] = []
        while owes(upTo: t, inclusive: inclusive) { out.append(takeNext()) }
        return out
    }

    /// `frame-000061-1.0167s.png`: the 6-digit index (more digits past 999,999) and the
    /// frame's time n/fps in seconds with 4 decimals.
    public static func fileName(index n: Int, fps: Double, extension ext: String = "png") -> String {
        let digits = String(n)
        let padded = String(repeating: "0", count: max(6 - digits.count, 0)) + digits
        return "frame-\(padded)-\(HUD.fixed(Double(n) / fps, 4))s.\(ext)"
    }
}
