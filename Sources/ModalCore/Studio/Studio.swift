/// The review studio around the phones: the timeline strip below them and the inspector on
/// the right, as one display list with hit regions, and what a press or drag on them does.
///
/// Pure: built from the lanes, the time and the markers; the window and the headless runner
/// draw `items` with the same renderer after the stage, so studio shots match the window.
public struct Studio: Sendable {
    /// A settings change asked for by a control: `Settings.setting(path, to: text)`.
    public struct Change: Equatable, Sendable {
        public var path: String
        public var text: String
        public init(_ path: String, _ text: String) { self.path = path; self.text = text }
    }

    /// What a control asks the app to do.
    public enum Effect: Equatable, Sendable {
        /// Show the frame at this time (scrub, or jump to a marker).
        case seek(Double)
        /// Apply these settings to every lane, keeping the current state.
        case set([Change])
        /// Open this inspector section.
        case select(Inspector.Section)
        /// Open a `SettingEntry` to type the value of the setting at this path.
        case edit(String)
    }

    /// What the pointer holds after a press, so that moves keep editing it.
    public enum Grab: Equatable, Sendable {
        case none
        case scrub
        case slider(String)
        /// A bezier handle (1 or 2) of the curve at `path`.
        case bezier(Int, path: String)
    }

    public let layout: StudioLayout
    public let timeline: TimelineStrip
    public let inspector: Inspector?

    /// The studio for `lanes` at `now`: markers on a timeline of at least `end` seconds showing
    /// what `viewport` picks, the inspector (when the layout shows it) open at `section`.
    /// With `entry`, the inspector draws its field over the row being typed into.
    public init(layout: StudioLayout, lanes: [PrototypeMachine], now: Double, status: TimelineStrip.Status,
                markers: [Marker], end: Double, section: Inspector.Section, entry: SettingEntry? = nil,
                viewport: TimelineViewport = TimelineViewport(), inspectorScroll: Int = 0) {
        self.layout = layout
        timeline = TimelineStrip(rect: layout.timelineRect, end: end, markers: markers, status: status, viewport: viewport)
        inspector = layout.inspectorRect.map { Inspector(rect: $0, section: section, lanes: lanes, now: now, entry: entry,
                                                             scroll: inspectorScroll) }
    }

    /// Back to front: panel backgrounds, timeline, inspector.
    public var items: [DisplayItem] {
        layout.backgrounds() + timeline.items() + (inspector?.items ?? [])
    }

    /// Back to front (a later region lies above an earlier one).
    public var regions: [HitRegion] { timeline.regions() + (inspector?.regions ?? []) }

    /// The topmost studio region at `p` (nil on the stage or on bare panel).
    public func hitTest(_ p: Point) -> HitRegion? { regions.last { $0.frame.contains(p) } }

    /// The outcome after `policy` in the control's order (what `N` and `tap request-outcome` pick).
    public static func nextOutcome(after policy: OutcomePolicy) -> OutcomePolicy {
        let all = OutcomePolicy.allCases
        return all[((all.firstIndex(of: policy) ?? 0) + 1) % all.count]
    }

    /// A press at `p`: what it grabs and what it does at once.
    public func press(at p: Point, outcome current: OutcomePolicy) -> (grab: Grab, effects: [Effect]) {
        guard let hit = hitTest(p) else { return (.none, []) }
        let id = hit.id
        if id == TimelineStrip.scrubID { return (.scrub, [.seek(timeline.time(atX: p.x))]) }
        if id.rawValue.hasPrefix("timeline-marker-"), let i = Int(id.rawValue.dropFirst("timeline-marker-".count)),
           i < timeline.markers.count {
            return (.none, [.seek(timeline.markers[i].time)])
        }
        if id == Inspector.outcomeID {
            let policy = inspector?.outcome(at: p) ?? Studio.nextOutcome(after: current)
            return (.none, [.set([Change(SettingPath.requestOutcome, policy.rawValue)])])
        }
        if let s = Inspector.Section.allCases.first(where: { $0.tabID == id }) { return (.none, [.select(s)]) }
        if let path = SettingChoiceControl.path(of: id), let control = inspector?.choices.first(where: { $0.path == path }),
           let value = control.value(at: p) {
            return (.none, [.set([Change(path, value)])])
        }
        if let path = SettingSlider.valuePath(of: id) { return (.none, [.edit(path)]) }
        if let path = SettingSlider.path(of: id) {
            return (.slider(path), drag(.slider(path), to: p))
        }
        if let editor = inspector?.bezier, id == BezierEditor.p1 || id == BezierEditor.p2 {
            // The handles' regions overlap where they lie close: the press takes the nearer one.
            let grab = Grab.bezier(editor.nearestHandle(to: p), path: editor.path)
            return (grab, drag(grab, to: p))
        }
        return (.none, [])
    }

    /// The pointer holding `grab` moved to `p`.
    public func drag(_ grab: Grab, to p: Point) -> [Effect] {
        switch grab {
        case .none:
            return []
        case .scrub:
            return [.seek(timeline.time(atX: p.x))]
        case let .slider(path):
            guard let s = inspector?.slider(path) else { return [] }
            return [.set([Change(path, s.text(for: s.value(atX: p.x)))])]
        case let .bezier(handle, path):
            guard let editor = inspector?.bezier, editor.path == path else { return [] }
            let c = editor.controlPoint(at: p)
            let n = handle == 1 ? "1" : "2"
            return [.set([Change(path + ".x" + n, SettingSlider.trim(HUD.fixed(c.x, 2))),
                          Change(path + ".y" + n, SettingSlider.trim(HUD.fixed(c.y, 2)))])]
        }
    }
}
