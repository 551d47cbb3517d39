/// The reference start: where the reference frames' first frame sits on the review clock.
extension ReviewController {
    /// The timeline of a reference of `frameCount` frames at `fps`: its first frame at
    /// `start` (`--reference-start T`), or at the session's first input (a press or a key)
    /// for `first-input` — until then far in the future, so frame 0 holds and no frame
    /// boundary is due. Then `nudge` reference frames on (`<` `>`), once it has started.
    public func referenceTimeline(frameCount: Int, fps: Double, start: ReferenceStart, nudge: Int) -> ReferenceTimeline {
        let base: Double
        switch start {
        case let .time(t): base = t
        case .firstInput: base = session.log.first { ReferenceStart.isInput($0.event) }?.time ?? .greatestFiniteMagnitude
        }
        var timeline = ReferenceTimeline(frameCount: frameCount, fps: fps, start: base)
        if base < .greatestFiniteMagnitude { timeline.nudge(frames: nudge) }
        return timeline
    }
}
