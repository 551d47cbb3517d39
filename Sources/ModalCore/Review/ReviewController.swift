/// The review's state in one place: the session, the playback clock, the studio's scrub and
/// branch state, the scenario being played, the recording's schedule and the live loop's pace.
///
/// One controller per review, made by the window, the headless runner, the soak and the
/// benchmarks from the lanes under review (`init(lanes:)` makes the session). The front ends
/// hand it plain inputs with their wall times (pointer, key, scroll, setting, review command)
/// and draw what it holds; the rules that decide pause, step, scrub, branch, restart, lane
/// routing, the recording's pace, drawing and waking live here, so every front end drives one core.
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
    /// A live press on a phone is down: only then do motion and release reach the lanes (a
    /// scrubbed frame may show a recorded press, which the live pointer never continues).
    public var phonePressed = false
    /// When a live front end draws and sleeps (`FramePacer`).
    public var pacer = FramePacer()
    /// A recording's schedule and pace (`--record`, `--video`, `--gif`), when recording.
    public var recording: RecordingPace?
    /// The names of the screenshots and settings files written so far.
    public var files = ReviewFileNames()
    /// The review time the review ends at, once a quit was asked for: a recording writes what
    /// it owes up to it.
    public internal(set) var quitTime: Double?
    /// Review seconds a recording has held the clock back so far (`holdClockToRecording`):
    /// how much slower than real time the review ran for it (`--log-startup`'s `review-held-ms:`).
    public internal(set) var recordingHeld: Double = 0
    /// The HUD, help, toast and reference overlays (`ReviewOverlays`), changed by `reduce`.
    public var overlays = ReviewOverlays()
    /// Messages for the reviewer not yet shown ("cut 14 inputs — Ctrl+Z brings them back"): `takeNotices()`.
    var notices: [String] = []

    /// A review of `lanes` at time 0, the clock started at wall time `wall`, playing `scenario` at `fps`.
    public init(lanes: [PrototypeMachine], wall: Double = 0, scenario: Scenario? = nil, fps: Double = 60) {
        session = Session(lanes: lanes)
        clock = PlaybackClock(wall: wall)
        player = scenario.map { ScenarioPlayer(scenario: $0, fps: fps) }
    }
}

extension ReviewController {
    /// Plays the scenario's inputs due by review time `t` into the session, handing each
    /// output (a shot, an element list, the end) to `write` at its time; nothing without a
    /// scenario or once it has finished. A scenario fault is a `ScenarioError`.
    public func playScenario(upTo t: Double, write: (Double, ScenarioPlayer.Output) throws -> Void) throws {
        guard var p = player, !p.isFinished else { return }
        defer { player = p }
        try p.play(upTo: t, into: session, write: write)
    }
}
