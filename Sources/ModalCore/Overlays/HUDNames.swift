/// The words the HUD uses: what moves, how, and towards where.
extension HUD {
    /// What the half modal is doing at `now`: "dragging", "spring to full", "curve to hidden",
    /// "at half" (a spring that is still settling is named as one, never as rest); ", dismiss
    /// refused" after the native sheet, dismissal disabled, was let go below its smallest detent.
    public static func motionName(_ hm: HalfModalMachine, now: Double) -> String {
        if hm.isDragging { return "dragging" }
        if hm.isTracking { return "pressed at " + hm.detentName }
        let refused = hm.refusedAt == nil ? "" : ", dismiss refused"
        if let a = hm.activeAnimation, !a.isFinished(at: now) {
            return kindWord(a) + " to " + hm.detentName + refused
        }
        return "at " + hm.detentName + refused
    }

    /// The sheet's phase at `now`, with how it moves when it moves: "presenting (curve)",
    /// "settling (spring)", "dragging", "presented"; ", dismiss refused" after a refused
    /// pull-down (`sheet.interactiveDismissDisabled`) until the next drag or presentation.
    public static func sheetName(_ sheet: SheetMachine, now: Double) -> String {
        let phase = sheet.phase(at: now).rawValue
        let refused = sheet.refusedAt == nil ? "" : ", dismiss refused"
        if let a = sheet.activeAnimation, !a.isFinished(at: now) { return phase + " (" + kindWord(a) + ")" + refused }
        return phase + refused
    }

    /// "curve" or "spring".
    public static func kindWord(_ a: Animation1D) -> String {
        if case .spring = a.kind { return "spring" }
        return "curve"
    }

    /// The running motion of a lane the curve box plots: the half modal's, else the sheet's
    /// (nil when nothing of the lane moves at `now`), with what it moves.
    public static func runningAnimation(_ m: PrototypeMachine, now: Double) -> (what: String, animation: Animation1D)? {
        if let a = m.halfModal.activeAnimation, !a.isFinished(at: now) { return ("half modal", a) }
        if let a = m.sheet.activeAnimation, !a.isFinished(at: now) { return ("sheet", a) }
        return nil
    }

    /// The colour of lane `i`'s half-modal trace, curve and figures (HUD and review page): light
    /// gray, orange, cyan, purple, then again. Each lane of a three-phone compare has its own.
    public static func laneColor(_ i: Int) -> Color { laneColors[((i % laneColors.count) + laneColors.count) % laneColors.count] }

    /// The lanes' colours in order: none is the sheet's green or the alert's red.
    public static let laneColors = [halfColor, accent, Color(hex: 0x64D2FF), Color(hex: 0xBF5AF2)]

    /// The traces the plot draws, in drawing order, with their legend names: each lane's half
    /// modal (named by profile in compare mode), then the first lane's sheet.
    public static func traceLegend(profiles: [HalfModalProfile]) -> [(name: String, color: Color)] {
        var out: [(name: String, color: Color)] = []
        for (i, p) in profiles.enumerated() {
            out.append((profiles.count > 1 ? "half modal " + p.rawValue : "half modal", laneColor(i)))
        }
        out.append(("sheet", sheetColor))
        return out
    }
}
