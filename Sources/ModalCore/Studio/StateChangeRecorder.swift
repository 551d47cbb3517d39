/// Records when each lane's visible state changes (sheet presented or dismissed, cover up or
/// down, alert shown or gone, half modal half, full or hidden), for the timeline's markers.
///
/// It follows a session from its log: a shadow copy of the lanes is fed the same inputs, and
/// the lanes' `Summary` is compared before and after every input and every request completion
/// (each at its own deadline), so each change is stamped with the exact simulated time it
/// happened, whichever front end drove the session. Feeding is incremental; a log that got
/// shorter (restart, step back, scrub then input) starts the shadow over.
public struct StateChangeRecorder {
    /// The states the timeline marks, of one lane.
    public struct Summary: Equatable, Sendable {
        public var sheetPresented: Bool
        public var coverUp: Bool
        public var alertShown: Bool
        public var halfModal: HalfModalMachine.Detent
        /// The detent's name in the lane's profile (`medium`/`large` for native).
        public var halfModalName: String

        /// `m`'s summary at `now`.
        public init(_ m: PrototypeMachine, now: Double) {
            switch m.sheet.phase(at: now) {
            case .hidden, .dismissing: sheetPresented = false
            case .presenting, .presented, .dragging, .settling: sheetPresented = true
            }
            coverUp = m.request.coverStart != nil
            alertShown = m.request.alertShownAt != nil
            halfModal = m.halfModal.detent
            halfModalName = m.halfModal.detentName
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
                out.append(Marker(time: time, kind: .halfModal, label: prefix + "half modal " + halfModalName))
            }
            return out
        }
    }

    /// A session sharing the followed one's log, replaying it on its own (`Session.followLog`).
    private var shadow: Session?
    private var summaries: [Summary] = []
    /// Every change so far, in time order.
    public private(set) var markers: [Marker] = []

    public init() {}

    /// Catches up with `session` (its log and its clock at `time`): the shadow replays every
    /// new input, and the summaries are compared after each input time and each request
    /// completion, at its own deadline. A log that no longer extends the one followed
    /// (restart, step back, scrub then input) starts the shadow over.
    public mutating func follow(_ session: Session, to time: Double) {
        if shadow == nil || shadow!.lanes.count != session.lanes.count || !shadow!.followLog(of: session) {
            let s = Session(lanes: session.initial.lanes)
            s.followLog(of: session)
            shadow = s
            markers = []
            summaries = s.lanes.map { Summary($0, now: 0) }
        }
        guard let s = shadow else { return }
        let end = max(time, session.log.last?.time ?? 0)
        while let next = [s.nextReplayTime, s.nextDeadline].compactMap({ $0 }).min(), next <= end {
            s.advance(to: next)
            observe(s, at: next)
        }
        s.advance(to: end)
        observe(s, at: end)
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
