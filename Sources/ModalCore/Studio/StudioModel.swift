/// The studio's side of a review: what the timeline shows (inputs, scenario lines, and the
/// state changes the session noted as it played), the recording a scrub looks into, and the
/// inspector's open section.
///
/// Shared by the window and the headless `--studio` runner, which draw the same `Studio`;
/// the `ReviewController` owns it.
public final class StudioModel {
    public var inspectorVisible: Bool
    /// The HUD's column shows right of the inspector (`ReviewView.hudVisible` sets it).
    public var hudVisible = false
    public var section: Inspector.Section = .halfModal
    /// Number rows of the inspector scrolled past (↑ ↓, the wheel over it), and the most that
    /// is useful, as the inspector last drawn found it (`Inspector.lastFirstRow`).
    public var inspectorScroll = 0
    public var inspectorScrollLimit = 0
    public let fps: Double
    /// Scenario lines (time, line number), marked on the timeline.
    public let scenarioLines: [(time: Double, line: Int)]
    /// The scenario's end, so its whole span shows from the start.
    public let scenarioEnd: Double
    /// While scrubbed: the session as recorded before the scrub, and its latest time. The
    /// timeline shows its inputs; the frame shown is this recording replayed up to the playhead.
    public private(set) var recorded: (session: Session, end: Double)?
    /// The time the last seek showed.
    public private(set) var scrubTime = 0.0
    /// Window: what the pointer holds in the studio (a slider, a handle, the playhead).
    public var grab: Studio.Grab = .none
    /// Window: a press began on review UI (a control or bare panel); until its release, the
    /// pointer's motion and release stay in the studio and never reach a phone.
    public var holdsPress = false
    /// The branches undo (Ctrl+Z) and redo (Ctrl+Shift+Z) take back and make again.
    public var branches = BranchHistory()
    /// Window: the first-run hint ("? help") shows in the strip until the first key.
    public var showsHint = false
    /// Window: the inspector value being typed (a click on a slider's value opens it).
    public var entry: SettingEntry?
    /// Which stretch of the review the timeline shows (zoom and pan; review state).
    public var viewport = TimelineViewport()

    /// At most this many of the latest logged inputs are marked on the timeline.
    public static let markedInputs = 20_000

    public init(inspectorVisible: Bool, fps: Double, scenario: Scenario?, section: Inspector.Section = .halfModal) {
        self.inspectorVisible = inspectorVisible
        self.section = section
        self.fps = fps
        scenarioLines = scenario?.steps.map { ($0.time, $0.line) } ?? []
        scenarioEnd = scenario?.endTime ?? 0
    }

    /// The studio around `stage` for `session` at `t`, showing `lanes` (the session's own, or
    /// a state behind the live clock that a recording draws: then only what happened by `t`
    /// is marked).
    public func studio(stage: Size, session: Session, lanes: [PrototypeMachine]? = nil, at t: Double, rate: Double, paused: Bool) -> Studio {
        let strip = stripContent(session: session, behindClock: lanes != nil, at: t, rate: rate, paused: paused)
        return Studio(layout: layout(stage: stage), lanes: lanes ?? session.lanes, now: t, status: strip.status,
                      markers: strip.markers, end: strip.end, section: section, entry: entry, viewport: viewport,
                      inspectorScroll: inspectorScroll)
    }

    /// The studio's layout around `stage`.
    public func layout(stage: Size) -> StudioLayout {
        StudioLayout(stage: stage, inspectorVisible: inspectorVisible, hudVisible: hudVisible)
    }

    /// The timeline strip alone, as `studio(stage:session:at:rate:paused:)` draws it (the window's
    /// clock tick redraws only the strip).
    public func strip(stage: Size, session: Session, at t: Double, rate: Double, paused: Bool) -> TimelineStrip {
        let strip = stripContent(session: session, behindClock: false, at: t, rate: rate, paused: paused)
        return TimelineStrip(rect: layout(stage: stage).timelineRect, end: strip.end, markers: strip.markers,
                             status: strip.status, viewport: viewport)
    }

    /// What the strip shows at `t`: its markers (only those by `t` when `behindClock`, a
    /// recorded frame behind the live clock), its status line and the review's end.
    func stripContent(session: Session, behindClock: Bool, at t: Double, rate: Double,
                      paused: Bool) -> (markers: [Marker], status: TimelineStrip.Status, end: Double) {
        let source = recorded?.session ?? session
        let end = max(recorded?.end ?? t, t)
        // The latest inputs only: hours of drags would cost more per frame than a strip can show.
        var marked = Marker.inputs(Array(source.log.suffix(StudioModel.markedInputs))) + Marker.scenarioLines(scenarioLines)
            + source.markers
        if behindClock { marked.removeAll { $0.time > t && $0.kind != .scenarioLine } }
        let markers = marked.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let status = TimelineStrip.Status(now: t, frame: Int((t * fps + 1e-6).rounded(.down)), rate: rate, paused: paused,
                                          hint: showsHint ? TimelineStrip.firstRunHint : nil)
        return (markers, status, max(end, scenarioEnd))
    }

    /// The session at `time` of the recording (the current one when not scrubbed, which becomes
    /// the recording): the one place the studio seeks. Nil when the log no longer reaches back.
    public func seek(_ current: Session, now: Double, to time: Double) -> Session? {
        let rec = recorded ?? (current, now)
        let target = min(max(time, 0), rec.end)
        guard let s = StudioModel.session(rec.session, at: target) else { return nil }
        recorded = rec
        scrubTime = target
        return s
    }

    /// Leaves the scrub to play on: the session shown was sought back with the recording's
    /// later inputs still in its log, so playing on replays them (`Session.seek`).
    public func resume() {
        recorded = nil
    }

    /// `A`: the session at the start of the last gesture of the recording (or of `current`),
    /// with `current`'s settings applied there, and the gesture logged again after them, to
    /// play as the clock reaches it. Returns the new session and the gesture's start and end,
    /// or nil without one.
    public func replayLastGesture(_ current: Session) -> (session: Session, start: Double, end: Double)? {
        let source = recorded?.session ?? current
        guard let gesture = Session.lastGesture(in: source.log), let first = gesture.first, let last = gesture.last,
              let s = StudioModel.session(source, at: first.time - 1e-6) else { return nil }
        let start = max(first.time - 1e-6, 0)
        s.applyPerLane(current.lanes.map { Event.updateSettings($0.settings) }, at: start)
        s.enqueue(gesture)
        recorded = nil
        return (s, start, last.time)
    }

    /// The session as it was at `time`: the one place the studio recomputes a past moment
    /// (today by replaying the log from the start; snapshots can replace it here).
    public static func session(_ s: Session, at time: Double) -> Session? { s.replayed(upTo: time) }

    /// Forgets the recording: an input, an edit or a restart branches off from the frame shown.
    public func commit() { recorded = nil }

    /// The recording's end, when scrubbed.
    public var recordedEnd: Double? { recorded?.end }
}
