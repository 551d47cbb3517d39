/// Where a reference recording (a PNG sequence) sits on the simulated clock: which frame
/// shows when, the span it covers, and when the next frame boundary comes.
///
/// Frame i covers [start + i/fps, start + (i+1)/fps). Before `start` frame 0 shows; after the
/// span the last frame holds. `<` and `>` nudge `start` by one frame (1/fps).
public struct ReferenceTimeline: Equatable, Sendable {
    /// Frames in the sequence (at least 1).
    public let frameCount: Int
    /// Frames per second of the sequence.
    public let fps: Double
    /// Simulated time of the first frame.
    public var start: Double

    /// A sequence of `frameCount` frames at `fps`, its first frame at simulated time `start`.
    public init(frameCount: Int, fps: Double, start: Double = 0) {
        precondition(frameCount >= 1 && fps > 0 && fps.isFinite, "a reference needs frames and a positive rate")
        self.frameCount = frameCount
        self.fps = fps
        self.start = start.isFinite ? start : 0
    }

    /// The simulated time span the sequence covers: from its first frame to the end of its last.
    public var referenceSpan: ClosedRange<Double> { start...(start + Double(frameCount) / fps) }

    /// The frame shown at simulated time `t`: ⌊(t − start)·fps⌋, clamped to the sequence.
    public func frameIndex(at t: Double) -> Int {
        guard t.isFinite else { return t > 0 ? frameCount - 1 : 0 }
        let raw = ((t - start) * fps + 1e-9).rounded(.down)
        if raw <= 0 { return 0 }
        return raw >= Double(frameCount - 1) ? frameCount - 1 : Int(raw)
    }

    /// The first frame boundary strictly after `t` at which the shown frame changes, or nil
    /// once the last frame holds: the moment a window must wake to show the next frame.
    public func nextBoundary(after t: Double) -> Double? {
        let i = frameIndex(at: t)
        guard i < frameCount - 1 else { return nil }
        let next = start + Double(i + 1) / fps
        return next > t ? next : start + Double(i + 2) / fps
    }

    /// Moves the first frame by `frames` reference frames (negative: earlier).
    public mutating func nudge(frames: Int) {
        start += Double(frames) / fps
        // Keep whole multiples exact after many nudges from a round start.
        let k = (start * fps).rounded()
        if abs(start * fps - k) < 1e-6 { start = k / fps }
    }
}

/// When the reference's first frame goes: a fixed simulated time, or the first input.
public enum ReferenceStart: Equatable, Sendable {
    case time(Double)
    case firstInput

    /// Parses `T` (seconds, −a day to a day; negative starts the sequence before time 0) or
    /// `first-input`; nil for anything else.
    public init?(_ text: String) {
        if text == "first-input" { self = .firstInput; return }
        guard let v = Double(text), v.isFinite, v >= -86_400, v <= 86_400 else { return nil }
        self = .time(v)
    }
}

extension ReferenceStart {
    /// True for an input a person gives (a press or a key), which `first-input` aligns to;
    /// moves, ticks, resizes, settings and request completions are not.
    public static func isInput(_ event: Event) -> Bool {
        switch event {
        case .pointerDown, .key: return true
        default: return false
        }
    }
}
