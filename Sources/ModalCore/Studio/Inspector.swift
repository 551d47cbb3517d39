
/// The inspector panel right of the phones: live states and values, the next request's outcome
/// ("次の結果"), and every number of the half modal, sheet, alert and request, editable in place.
///
/// One section at a time is open (tabs `inspector-tab-halfModal`, `-sheet`, `-alert`,
/// `-request`); it shows its timing curve in a `BezierEditor`, its spring in a `SpringEditor`
/// and its other numbers as `SettingSlider` rows. The outcome control is `request-outcome`:
/// a press on one of its segments picks that outcome (`outcome(at:)`). When the number rows do
/// not fit the panel's height (a laptop screen, three phones, the HUD), they scroll: `scroll`
/// rows are skipped from the top and the last line says which rows show ("rows 4–9 of 20").
public struct Inspector: Sendable {
    /// The settings group shown.
    public enum Section: String, Equatable, Sendable, CaseIterable {
        case halfModal, sheet, alert, request

        public var title: String {
            switch self {
            case .halfModal: return "half modal"
            case .sheet: return "sheet"
            case .alert: return "alert"
            case .request: return "request"
            }
        }

        /// The section's timing curve (the group of its row marked for the bezier editor), if it has one.
        public var curvePath: String? { curvePath(for: Inspector.everyProfile) }

        /// The section's spring (the group of its row marked for the spring editor), if it has one.
        public var springPath: String? { springPath(for: Inspector.everyProfile) }

        /// The timing curve the section shows while the lanes run `profiles` (none when no lane uses it).
        public func curvePath(for profiles: Set<HalfModalProfile>) -> String? { editorGroup(.bezier, profiles) }

        /// The spring the section shows while the lanes run `profiles` (none when no lane uses it).
        public func springPath(for profiles: Set<HalfModalProfile>) -> String? { editorGroup(.spring, profiles) }

        /// The path of the group (`sheet.curve`) whose first row opens `editor` in this section,
        /// if one of `profiles` uses it.
        func editorGroup(_ editor: SettingRow.Editor, _ profiles: Set<HalfModalProfile>) -> String? {
            guard let row = SettingRow.all.first(where: { $0.section == self && $0.editor == editor }),
                  row.isUsed(by: profiles) else { return nil }
            return row.path.split(separator: ".").dropLast().joined(separator: ".")
        }

        /// Every number of the section, in the order of its rows in `SettingRow.all` (springs included).
        public var numberPaths: [String] { numberPaths(for: Inspector.everyProfile) }

        /// The section's numbers that one of `profiles` uses (`SettingRow.profiles`): the seed's
        /// card shows no fluid-only numbers, the fluid card none of the seed's thresholds.
        public func numberPaths(for profiles: Set<HalfModalProfile>) -> [String] {
            SettingRow.all.filter { $0.section == self && $0.isUsed(by: profiles) }.map(\.path)
        }

        /// The numbers drawn as rows: all but the spring's (those sit under its plot).
        public var rowPaths: [String] { rowPaths(for: Inspector.everyProfile) }

        /// The numbers drawn as rows while the lanes run `profiles`: all they use but the spring's.
        public func rowPaths(for profiles: Set<HalfModalProfile>) -> [String] {
            let numbers = numberPaths(for: profiles)
            guard let spring = springPath(for: profiles) else { return numbers }
            return numbers.filter { !$0.hasPrefix(spring + ".") }
        }

        public var tabID: ElementID { ElementID(rawValue: "inspector-tab-" + rawValue) }
    }

    public static let outcomeID: ElementID = "request-outcome"
    /// Every half-modal profile: what a section lists when asked without profiles.
    public static let everyProfile = Set(HalfModalProfile.allCases)
    static let padding = 12.0, lineHeight = 14.0, tabHeight = 22.0, outcomeHeight = 24.0, editorHeight = 110.0
    static let text = ReviewPalette.text
    static let dimText = ReviewPalette.dimText
    static let selected = ReviewPalette.selection
    static let control = ReviewPalette.control

    public var rect: Rect
    public var section: Section
    public private(set) var items: [DisplayItem] = []
    public private(set) var regions: [HitRegion] = []
    /// The segments of the outcome control, in `OutcomePolicy.allCases` order.
    public private(set) var outcomeSegments: [Rect] = []
    public private(set) var bezier: BezierEditor?
    public private(set) var spring: SpringEditor?
    public private(set) var sliders: [SettingSlider] = []
    /// The segmented controls (the half modal's content and detents).
    public private(set) var choices: [SettingChoiceControl] = []
    /// The half-modal profiles of the lanes shown: the panel lists what they use.
    public private(set) var profiles: Set<HalfModalProfile> = []
    /// The number rows: how many the section has, the first shown and how many fit.
    public private(set) var rowCount = 0
    public private(set) var firstRow = 0
    public private(set) var visibleRows = 0
    /// The largest useful scroll (rows): the last row then shows at the bottom.
    public var lastFirstRow: Int { max(0, rowCount - visibleRows) }

    /// The panel for `lanes` (the first lane's settings are the ones edited) at `now`, with
    /// `entry`'s field in place of its row's value while a value is typed.
    public init(rect: Rect, section: Section, lanes: [PrototypeMachine], now: Double, entry: SettingEntry? = nil,
                scroll: Int = 0) {
        self.rect = rect
        self.section = section
        let m = lanes[0]
        // What the lanes' profiles use, and nothing else (a seed card has no spring to tune).
        let profiles = Set(lanes.map(\.settings.halfModal.profile))
        self.profiles = profiles
        // Straight through the key table: the panel is built every studio frame, and an
        // encoding round trip of the settings cost more than the rest of the panel.
        func number(_ path: String) -> Double {
            (SettingKey.named(path)?.value(in: m.settings) as? JSONNumber)?.doubleValue ?? 0
        }
        let x = rect.minX + Inspector.padding, width = rect.width - 2 * Inspector.padding
        var y = rect.minY + Inspector.padding

        // Live states and values.
        items.append(.text(TextRun("Inspector", at: Point(x: x, y: y + 7), anchor: .leading, size: 13, weight: .semibold,
                                   color: Inspector.text)))
        y += 20
        for line in Inspector.liveLines(lanes, now: now) {
            items.append(.text(TextRun(line, at: Point(x: x, y: y + Inspector.lineHeight / 2), anchor: .leading,
                                       size: StudioFit.minimumTextSize, color: Inspector.dimText)))
            y += Inspector.lineHeight
        }
        y += 6

        // The next request's outcome.
        let strings = m.settings.labels.table(m.settings.language)
        items.append(.text(TextRun(strings.nextOutcome, at: Point(x: x, y: y + Inspector.outcomeHeight / 2), anchor: .leading,
                                   size: 11, color: Inspector.text)))
        let control = Rect(x: x + 64, y: y, width: width - 64, height: Inspector.outcomeHeight)
        items.append(.fill(control, CornerRadii(all: 6), Inspector.control))
        let all = OutcomePolicy.allCases
        let segW = control.width / Double(all.count)
        for (i, policy) in all.enumerated() {
            let seg = Rect(x: control.minX + Double(i) * segW, y: control.minY, width: segW, height: control.height)
            outcomeSegments.append(seg)
            if policy == m.settings.request.outcome {
                items.append(.fill(seg.insetBy(dx: 2, dy: 2), CornerRadii(all: 5), Inspector.selected))
            }
            items.append(.text(TextRun(Inspector.name(policy, strings), at: seg.center, size: StudioFit.minimumTextSize,
                                       color: Inspector.text)))
        }
        regions.append(HitRegion(id: Inspector.outcomeID, frame: control, isButton: true))
        y += Inspector.outcomeHeight + 8

        // Tabs.
        let tabW = width / Double(Section.allCases.count)
        for (i, s) in Section.allCases.enumerated() {
            let tab = Rect(x: x + Double(i) * tabW, y: y, width: tabW, height: Inspector.tabHeight)
            if s == section { items.append(.fill(tab.insetBy(dx: 1, dy: 1), CornerRadii(all: 5), Inspector.control)) }
            items.append(.text(TextRun(s.title, at: tab.center, size: 11, weight: s == section ? .semibold : .regular,
                                       color: s == section ? Inspector.text : Inspector.dimText)))
            regions.append(HitRegion(id: s.tabID, frame: tab, isButton: true))
        }
        y += Inspector.tabHeight + 8

        // The half modal's content and detents (segmented controls).
        if section == .halfModal {
            for choice in SettingChoiceControl.halfModalChoices {
                let current = try? m.settings.value(at: choice.path)
                let control = SettingChoiceControl(path: choice.path, title: choice.title, options: choice.options,
                                                   rect: Rect(x: x, y: y, width: width, height: SettingChoiceControl.height),
                                                   selected: choice.options.firstIndex { $0.value == current })
                choices.append(control)
                items += control.items()
                regions.append(control.region)
                y += SettingChoiceControl.height + 6
            }
            y += 2
        }

        // The section's curve and spring.
        if let path = section.curvePath(for: profiles) {
            let c = TimingCurve(number(path + ".x1"), number(path + ".y1"), number(path + ".x2"), number(path + ".y2"))
            let editor = BezierEditor(curve: c, path: path,
                                      rect: Rect(x: x, y: y, width: width, height: Inspector.editorHeight),
                                      progress: Inspector.progress(of: section, curve: c, lane: m, now: now))
            bezier = editor
            items += editor.items()
            regions += editor.regions()
            y += Inspector.editorHeight + 8
        }
        if let path = section.springPath(for: profiles) {
            let s = Spring(response: number(path + ".response"), dampingFraction: number(path + ".dampingFraction"))
            let editor = SpringEditor(spring: s, path: path, rect: Rect(x: x, y: y, width: width, height: SpringEditor.height))
            spring = editor
            items += editor.items(entry: entry)
            regions += editor.regions()
            sliders += editor.sliders
            y += SpringEditor.height + 8
        }

        // Every other number: those that fit, from `scroll` on, and a line saying which show.
        let rows = section.rowPaths(for: profiles)
        rowCount = rows.count
        var fit = max(0, Int(((rect.maxY - 4 - y) / SettingSlider.rowHeight).rounded(.down)))
        if fit < rows.count { fit = max(1, Int(((rect.maxY - 4 - y - Inspector.lineHeight) / SettingSlider.rowHeight).rounded(.down))) }
        visibleRows = min(fit, rows.count)
        firstRow = min(max(scroll, 0), lastFirstRow)
        for path in rows.dropFirst(firstRow).prefix(visibleRows) {
            let row = SettingSlider(path: path, value: number(path),
                                    rect: Rect(x: x, y: y, width: width, height: SettingSlider.rowHeight))
            sliders.append(row)
            items += row.items(entry: entry)
            regions += [row.region, row.valueRegion]
            y += SettingSlider.rowHeight
        }
        if visibleRows < rowCount {
            let line = "rows \(firstRow + 1)–\(firstRow + visibleRows) of \(rowCount)   ↑ ↓ or the wheel scroll"
            items.append(.text(TextRun(line, at: Point(x: x, y: y + Inspector.lineHeight / 2), anchor: .leading,
                                       size: StudioFit.minimumTextSize, color: Inspector.dimText)))
        }
    }

    /// The outcome under `p` on the outcome control, if any.
    public func outcome(at p: Point) -> OutcomePolicy? {
        guard let i = outcomeSegments.firstIndex(where: { $0.contains(p) }) else { return nil }
        return OutcomePolicy.allCases[i]
    }

    /// The slider row for `path`, if shown.
    public func slider(_ path: String) -> SettingSlider? { sliders.first { $0.path == path } }

    static func name(_ p: OutcomePolicy, _ s: Strings) -> String {
        switch p {
        case .success: return s.outcomeSuccess
        case .failure: return s.outcomeFailure
        case .alternate: return s.outcomeAlternate
        case .random: return s.outcomeRandom
        }
    }

    /// The live lines: machine states, positions, velocities, the request and its deadline.
    static func liveLines(_ lanes: [PrototypeMachine], now: Double) -> [String] {
        let m = lanes[0]
        var lines = ["sheet " + m.sheet.phase(at: now).rawValue + "   f " + HUD.fixed(m.sheet.fraction(at: now), 3)
                        + "   v " + HUD.fixed(m.sheet.fractionVelocity(at: now) * m.sheetTravel, 0) + " pt/s"]
        var request = "request " + m.request.phase.rawValue
        if let id = m.request.currentID { request += " #\(id)" }
        if let d = m.request.deadline { request += "   ends " + HUD.fixed(d, 2) + " s" }
        lines.append(request)
        lines.append("cover " + (m.request.isCoverShown(at: now) ? "up" : "down") + "   alert "
                        + (m.request.alertShownAt == nil ? "none" : "shown"))
        for lane in lanes {
            let hm = lane.halfModal
            lines.append("half modal (\(hm.profile.rawValue)) " + hm.detentName + "   top " + HUD.fixed(hm.top(at: now), 1)
                            + " pt   v " + HUD.fixed(hm.velocity(at: now), 0) + " pt/s")
            if hm.settings.content == .list { lines.append("  content offset " + HUD.fixed(hm.contentOffset(at: now), 1) + " pt") }
            if let quirk = hm.articleQuirk { lines.append("  " + quirk + " (the card stays on screen)") }
        }
        return lines
    }

    /// Where the section's running animation is along `curve`: (time fraction, progress).
    static func progress(of section: Section, curve: TimingCurve, lane m: PrototypeMachine, now: Double) -> (Double, Double)? {
        let animation: Animation1D?
        switch section {
        case .halfModal: animation = m.halfModal.activeAnimation
        case .sheet: animation = m.sheet.activeAnimation
        case .alert:
            guard let shown = m.request.alertShownAt, now - shown < m.settings.alert.appearDuration else { return nil }
            let f = (now - shown) / max(m.settings.alert.appearDuration, 1e-9)
            return (f, curve.value(at: f))
        case .request: return nil
        }
        guard let a = animation, case .curve = a.kind, a.to != a.from, !a.isFinished(at: now) else { return nil }
        let f = a.timeFraction(at: now)
        return (f, (a.value(at: now) - a.from) / (a.to - a.from))
    }
}

