/// The states of one lane the timeline marks: sheet presented or dismissed, cover up or down,
/// alert shown or gone, half modal half, full or hidden.
///
/// They change only when a lane handles something (an input or a request completion) or at a
/// request's cue (`RequestMachine.nextCue(after:)`: the cover showing after its grace time, a
/// held outcome taking effect), so `Session` compares a lane's summary before and after each
/// of them and stamps each change with that exact simulated time.
public struct LaneSummary: Equatable, Sendable {
    public var sheetPresented: Bool
    public var coverUp: Bool
    public var alertShown: Bool
    public var halfModal: HalfModalMachine.Detent
    /// The detent's name in the lane's profile (`medium`/`large` for native).
    public var halfModalName: String

    /// False for the events that never change a summary (pointer moves and ticks: a drag
    /// changes a detent or dismisses a sheet at its release), so a session need not look.
    static func mayChange(by event: Event) -> Bool {
        switch event {
        case .pointerMove, .tick: return false
        default: return true
        }
    }

    /// `m`'s summary at `now`.
    public init(_ m: PrototypeMachine, now: Double) {
        switch m.sheet.phase(at: now) {
        case .hidden, .dismissing: sheetPresented = false
        case .presenting, .presented, .dragging, .settling: sheetPresented = true
        }
        coverUp = m.request.isCoverShown(at: now)
        alertShown = m.request.alertShownAt != nil
        halfModal = m.halfModal.detent
        halfModalName = m.halfModal.detentName
    }

    /// The markers for the change from `old` to `self` at `time`; `prefix` names the lane.
    func changes(from old: LaneSummary, at time: Double, prefix: String) -> [Marker] {
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
