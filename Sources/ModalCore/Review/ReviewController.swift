/// The review's state in one place: the session, the playback clock, the studio's scrub and
/// branch state, and the scenario being played.
///
/// One controller per review, made by the window and the headless runner from the lanes
/// under review (`init(lanes:)` makes the session). The front ends read and change the
/// review through it; the rules that decide pause, step, scrub, branch and restart are
/// moving here from the window (issue 19), so that every front end drives one core.
public final class ReviewController {
    /// The lanes, the log of every input and the snapshots (replaced by a branch: `A`, a seek).
    public var session: Session
    /// Review-clock time against wall time: pause, speed and frame steps.
    public var clock: PlaybackClock
    /// The timeline, inspector and scrub state, when the studio is shown (nil: the phones only).
    public var studio: StudioModel?
    /// The scenario being played (`--scenario`), if any.
    public var player: ScenarioPlayer?
    /// The wheel's and touchpad's scrolls turned into drags (`ScrollGesture`).
    public var scroll = ScrollGesture()
    /// Touch fingers turned into one pointer (`FingerPointer`).
    public var finger = FingerPointer()
    /// The lane a press began in: compare mode routes the whole gesture to it.
    public var pressLane = 0

    /// A review of `lanes` at time 0, the clock started at wall time `wall`, playing `scenario` at `fps`.
    public init(lanes: [PrototypeMachine], wall: Double = 0, scenario: Scenario? = nil, fps: Double = 60) {
        session = Session(lanes: lanes)
        clock = PlaybackClock(wall: wall)
        player = scenario.map { ScenarioPlayer(scenario: $0, fps: fps) }
    }
}
