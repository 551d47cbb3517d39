/// A press's pointer velocity in the hand's time (`HandClock`), for the release to carry.
///
/// The review clock runs at the playback speed and is held back while recording, so samples
/// stamped with it make a slow drag at ×0.1 look ten times faster and a flick recorded inside
/// one frame look still. This tracker is fed the same points as the session with their hand
/// times instead, and at the release gives the velocity the machines would have sampled at
/// ×1 on a free clock: the release point is added at its hand time and the velocity read
/// there, exactly as a machine's `endDrag` does with its own tracker (same fitting window,
/// same stop threshold). The front end sends it with the release (`Event.pointerLift`).
public struct HandVelocity: Equatable, Sendable {
    private var tracker = VelocityTracker()
    /// True between a press and its release.
    public private(set) var isPressed = false

    public init() {}

    /// The button went down at canvas point `p` at hand time `t`: a new gesture.
    public mutating func press(at p: Point, hand t: Double) {
        tracker.reset()
        tracker.add(p, at: t)
        isPressed = true
    }

    /// The pointer moved to `p` at hand time `t` (ignored while not pressed).
    public mutating func move(to p: Point, hand t: Double) {
        guard isPressed else { return }
        tracker.add(p, at: t)
    }

    /// The button went up at `p` at hand time `t`: the velocity (pt/s) in hand time, zero
    /// when there was no press or the pointer rested longer than the stop threshold.
    public mutating func release(at p: Point, hand t: Double) -> Point {
        guard isPressed else { return .zero }
        isPressed = false
        tracker.add(p, at: t)
        let v = tracker.velocity(at: t)
        tracker.reset()
        return v
    }

    /// The gesture was lost (focus lost, pointer cancelled).
    public mutating func cancel() {
        isPressed = false
        tracker.reset()
    }
}
