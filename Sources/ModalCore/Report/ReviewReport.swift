/// What a review page shows of a review, lane by lane: every motion's figures and the moving
/// surfaces' positions, velocities and opacities against time, with the inputs and state changes
/// on the same time axis.
///
/// Built from a session (`ReviewReport(session:until:labels:)`) by walking its states from 0 to
/// the review's end: on a time grid (1/60 s, coarser for reviews over 100 s so a lane holds at
/// most 6,000 samples) and at every input, and a microsecond before every input (a finger's
/// velocity just before it lifts). The session is not moved (`Session.state(at:)`).
public struct ReviewReport: Sendable {
    /// One moment of one lane, for the plots.
    public struct Sample: Codable, Equatable, Sendable {
        public var time: Double
        /// The card's top edge, points from the canvas top (the canvas height when hidden).
        public var card: Double
        public var cardVelocity: Double
        /// The sheet's top edge, points from the canvas top (the canvas height when hidden).
        public var sheet: Double
        public var sheetVelocity: Double
        /// The loading cover's opacity (0 or 1: it has no animation) and the alert's (0…1).
        public var cover: Double
        public var alert: Double
    }

    /// One lane: its name (the profile under review), its motions and its samples.
    public struct Lane: Sendable {
        public var name: String
        public var profile: HalfModalProfile
        public var settings: Settings
        public var canvasHeight: Double
        public var motions: [MotionFigures]
        public var samples: [Sample]
    }

    public var lanes: [Lane]
    /// The review's length in seconds.
    public var duration: Double
    /// The inputs (taps, drags, keys, settings) and the lanes' state changes, in time order.
    public var inputs: [Marker]
    public var changes: [Marker]

    /// At most this many samples per lane.
    public static let maxSamples = 6_000

    /// The report of `session` from 0 to `end`; `labels` names the lanes (one per lane).
    public init(session: Session, until end: Double, labels: [String]) {
        let end = end.isFinite ? max(end, 0) : 0
        duration = end
        let step = max(1.0 / 60, end / Double(ReviewReport.maxSamples - 1))
        let count = Int((end / step).rounded(.down)) + 1
        var grid = (0..<count).map { Double($0) * step }
        if grid.last.map({ $0 < end - 1e-9 }) ?? true { grid.append(end) }
        var inputTimes: [Double] = []
        for entry in session.log where entry.time <= end { inputTimes += [max(entry.time - 1e-6, 0), entry.time] }
        let times = ReviewReport.merge(grid, inputTimes)
        let lanes0 = session.initial.lanes
        var watches = Array(repeating: LaneMotionWatch(), count: lanes0.count)
        var samples = Array(repeating: [Sample](), count: lanes0.count)
        var gridIndex = 0
        var last = session.initial
        for t in times {
            let state = session.state(at: t)
            last = state
            let onGrid = gridIndex < grid.count && grid[gridIndex] == t
            if onGrid { gridIndex += 1 }
            for (i, m) in state.lanes.enumerated() {
                watches[i].observe(m, at: t)
                if onGrid { samples[i].append(ReviewReport.sample(m, at: t)) }
            }
        }
        lanes = last.lanes.indices.map { i in
            let m = last.lanes[i]
            return Lane(name: i < labels.count ? labels[i] : m.settings.halfModal.profile.rawValue,
                        profile: m.settings.halfModal.profile, settings: m.settings, canvasHeight: m.canvas.height,
                        motions: watches[i].finish(at: end), samples: samples[i])
        }
        inputs = Marker.inputs(session.log.filter { $0.time <= end })
        changes = session.markers.filter { $0.time <= end }.sorted { $0.time < $1.time }
    }

    /// The sorted union of two sorted-or-not time lists, without repeats.
    static func merge(_ a: [Double], _ b: [Double]) -> [Double] {
        var all = (a + b).sorted()
        var out: [Double] = []
        out.reserveCapacity(all.count)
        for t in all where out.last != t { out.append(t) }
        all.removeAll()
        return out
    }

    /// Lane `m`'s surfaces at `t`.
    static func sample(_ m: PrototypeMachine, at t: Double) -> Sample {
        let a = m.settings.alert
        var alert = 0.0
        if let shown = m.request.alertShownAt {
            alert = a.appearance(elapsed: t - shown).opacity
        } else if let d = m.request.lastAlertDismissal, t < d.dismissedAt + a.disappearDuration {
            alert = a.disappearanceOpacity(elapsed: t - d.dismissedAt)
        }
        let sheetShown = m.sheet.isOnScreen(at: t)
        return Sample(time: t, card: m.halfModal.top(at: t), cardVelocity: m.halfModal.velocity(at: t),
                      sheet: sheetShown ? LaneMotionWatch.sheetTop(m, at: t) : m.canvas.height,
                      sheetVelocity: sheetShown ? m.sheet.fractionVelocity(at: t) * m.sheetTravel : 0,
                      cover: m.request.isCoverShown(at: t) ? 1 : 0, alert: alert)
    }
}
