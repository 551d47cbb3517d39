/// Records when each lane's visible state changes (sheet presented or dismissed, cover up or
/// down, alert shown or gone, half modal half, full or hidden), for the timeline's markers.
///
/// It follows a session from its log: a shadow copy of the lanes is fed the same inputs, and
/// the lanes' `Summary` is compared before and after every input and every request completion
/// (each at its own deadline), so each change is stamped with the exact simulated time it
/// happened, whichever front end drove the session. Feeding is incremental; a log that got
/// shorter (restart, step back, scrub then input) starts the shadow over.
public struct StateChangeRecorder: Sendable {
    /// The states the timeline marks, of one lane.
    public struct Summary: Equatable, Sendable {
        public var sheetPresented: Bool
        public var coverUp: Bool
        public var alertShown: Bool
        public var halfModal: HalfModalMachine.Detent

        /// `m`'s summary at `now`.
        public init(_ m: PrototypeMachine, now: Double) {
            switch m.sheet.phase(at: now) {
            case .hidden, .dismissing: sheetPresented = false
            case .presenting, .presented, .dragging, .settling: sheetPresented = true
            }
            coverUp = m.request.coverStart != nil
            alertShown = m.request.alertShownAt != nil
            halfModal = m.halfModal.detent
        }

        /// The markers for the change from `old` to `self` at `time`; `prefix` names the lane.
        func changes(from old: Summary, at time: Double, prefix: String) -> [Marker] {
            var out: [Marker] = []
            if sheetPresented != old.sheetPresented {
                out.append(Marker(time: time, kind: .sheet, label: prefix + (sheetPresented ? "sheet presented" : "sheet dismissed")))
            }
            if coverUp != old.coverUp {
                out.append(Marker(time: time, kind: .cover, label: prefix + (coverUp ? "cover up" : "cover down")))
            }
            if alertShown != old.alertShown {
                out.append(Marker(time: time, kind: .alert, label: prefix + (alertShown ? "alert shown" : "alert dismissed")))
            }
            if halfModal != old.halfModal {
                out.append(Marker(time: time, kind: .halfModal, label: prefix + "half modal " + halfModal.rawValue))
            }
            return out
        }
    }

    private var shadow: Session?
    private var fed = 0
    private var summaries: [Summary] = []
    /// Every change so far, in time order.
    public private(set) var markers: [Marker] = []

    public init() {}

    /// Catches up with `session` (its log and its clock at `time`): feeds the shadow every
    /// new input, recording each change at its time.
    /// Once the session's log has dropped its oldest inputs it cannot be followed any more:
    /// the markers stay as they were.
    public mutating func follow(_ session: Session, to time: Double) {
        guard session.replayableFrom == 0 else { return }
        if shadow == nil || session.log.count < fed || session.initialLanes.count != shadow!.lanes.count
            || (fed > 0 && session.log[fed - 1] != shadow!.log.last) {
            var s = Session(lanes: session.initialLanes)
            s.advance(to: 0)
            shadow = s
            fed = 0
            markers = []
            summaries = s.lanes.map { Summary($0, now: 0) }
        }
        guard var s = shadow else { return }
        let log = session.log
        var i = fed
        while i < log.count {
            let entry = log[i]
            advance(&s, to: entry.time)
            if entry.lane != nil {
                // The per-lane copies of one settings change arrive together, one per lane.
                let n = s.lanes.count
                if i + n <= log.count, (0..<n).allSatisfy({ log[i + $0].lane == $0 && log[i + $0].time == entry.time }) {
                    s.applyPerLane((0..<n).map { log[i + $0].event }, at: entry.time)
                    i += n
                } else {
                    i += 1
                }
            } else {
                s.apply(entry.event, at: entry.time)
                i += 1
            }
            observe(s, at: entry.time)
        }
        fed = log.count
        advance(&s, to: max(time, log.last?.time ?? 0))
        shadow = s
    }

    /// Moves the shadow to `time`, delivering request completions one deadline at a time.
    private mutating func advance(_ s: inout Session, to time: Double) {
        while let d = s.nextDeadline, d <= time {
            s.advance(to: d)
            observe(s, at: d)
        }
        s.advance(to: time)
        observe(s, at: time)
    }

    /// Compares every lane's summary with the last one seen; records the differences at `time`.
    private mutating func observe(_ s: Session, at time: Double) {
        for (i, lane) in s.lanes.enumerated() {
            let now = Summary(lane, now: time)
            guard i < summaries.count else { summaries.append(now); continue }
            if now != summaries[i] {
                let prefix = s.lanes.count > 1 ? lane.settings.halfModal.profile.rawValue + ": " : ""
                markers += now.changes(from: summaries[i], at: time, prefix: prefix)
                summaries[i] = now
            }
        }
    }
}
