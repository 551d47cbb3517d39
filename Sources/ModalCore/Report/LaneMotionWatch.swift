/// Watches one lane's card and sheet through a review, moment by moment, and notes the figures
/// of every motion they made (`MotionFigures`).
///
/// A motion is one animation a machine ran (`activeAnimation`): a new one starts a new motion
/// and cuts the one before; a drag cuts it too. What started it is read off the moments around
/// its start: a finger that was dragging the surface (`drag release`, with the finger's last
/// velocity), else the detents before and after (`show`, `hide`, `detent change`) or the sheet's
/// target (`present`, `dismiss`). The lane's machine as it was when the motion was first seen
/// gives the surface's position at any time of it: nothing else happens to it until a later
/// input, which the caller observes as a moment of its own.
public struct LaneMotionWatch: Sendable {
    /// A motion under way: what it is and the machine that runs it.
    struct Open: Sendable {
        var surface: Surface
        var kind: String
        var animation: Animation1D
        var machine: PrototypeMachine
        var end: String
        var releaseVelocity: Double?
        /// Its figures should nothing cut it (what the HUD shows while it runs).
        var predicted: MotionFigures?
    }

    /// The two surfaces whose motions are measured.
    enum Surface: String, Sendable { case card, sheet }

    private var open: [Surface: Open] = [:]
    private var dragging: [Surface: Double] = [:]
    private var lastDetent: HalfModalMachine.Detent?
    /// Whether a motion's figures are computed when it starts (the HUD), not only when it ends.
    private let predicting: Bool
    /// The motions closed so far, in the order they ended.
    public private(set) var motions: [MotionFigures] = []

    /// A watch; `predicting` computes each motion's figures as it starts (for the HUD).
    public init(predicting: Bool = false) { self.predicting = predicting }

    /// Looks at the lane as it is at `t` (times must not go back).
    public mutating func observe(_ m: PrototypeMachine, at t: Double) {
        let card = m.halfModal.activeAnimation, cardDragging = m.halfModal.isDragging, cardVelocity = m.halfModal.velocity(at: t)
        let sheet = m.sheet.activeAnimation, sheetDragging = m.sheet.isDragging
        let sheetVelocity = m.sheet.fractionVelocity(at: t) * m.sheetTravel
        watch(.card, m, at: t, animation: card, isDragging: cardDragging, velocity: cardVelocity)
        watch(.sheet, m, at: t, animation: sheet, isDragging: sheetDragging, velocity: sheetVelocity)
        lastDetent = m.halfModal.detent
    }

    /// The latest motion's figures: the one under way (as it will run if nothing cuts it), else
    /// the last one closed; nil before anything moved. The HUD's figures panel.
    public var latest: [MotionFigures] {
        let running = [Surface.card, .sheet].compactMap { open[$0]?.predicted }.sorted { $0.start < $1.start }
        if let last = running.last { return [last] }
        return motions.last.map { [$0] } ?? []
    }

    /// Closes the motions still under way at the review's end `t`; the motions, by start time.
    public mutating func finish(at t: Double) -> [MotionFigures] {
        for surface in [Surface.card, .sheet] { close(surface, until: t) }
        return motions.sorted { ($0.start, $0.surface) < ($1.start, $1.surface) }
    }

    // Not inlined: Swift 6.0's optimizer (CopyPropagation) crashed on `observe` with it inlined.
    @inline(never)
    private mutating func watch(_ surface: Surface, _ m: PrototypeMachine, at t: Double, animation: Animation1D?,
                                isDragging: Bool, velocity: Double) {
        if isDragging {
            close(surface, until: t)
            dragging[surface] = velocity
            return
        }
        let released = dragging.removeValue(forKey: surface)
        guard let animation, !animation.isFinished(at: animation.start) else { return }
        if let current = open[surface], current.animation == animation { return }
        close(surface, until: animation.start)
        var o = Open(surface: surface, kind: kind(surface, m, animation: animation, released: released != nil),
                     animation: animation, machine: m, end: endState(surface, m, animation: animation),
                     releaseVelocity: released)
        if predicting { o.predicted = LaneMotionWatch.figures(o, until: .infinity) }
        open[surface] = o
    }

    /// What started a motion, read off the lane.
    private func kind(_ surface: Surface, _ m: PrototypeMachine, animation: Animation1D, released: Bool) -> String {
        if released { return "drag release" }
        switch surface {
        case .sheet:
            return LaneMotionWatch.sheetTop(m, at: animation.start + animation.length) < LaneMotionWatch.sheetTop(m, at: animation.start)
                ? "present" : "dismiss"
        case .card:
            if m.halfModal.detent == .hidden { return "hide" }
            return lastDetent == .hidden || lastDetent == nil ? "show" : "detent change"
        }
    }

    /// The state a motion ends in.
    private func endState(_ surface: Surface, _ m: PrototypeMachine, animation: Animation1D) -> String {
        switch surface {
        case .card: return m.halfModal.detentName
        case .sheet: return m.sheet.fraction(at: animation.start + animation.length) < 0.5 ? "presented" : "dismissed"
        }
    }

    /// Notes the figures of `surface`'s motion under way, cut at `until`.
    private mutating func close(_ surface: Surface, until: Double) {
        guard let o = open.removeValue(forKey: surface) else { return }
        motions.append(LaneMotionWatch.figures(o, until: until))
    }

    /// The figures of motion `o` cut at `until`.
    private static func figures(_ o: Open, until: Double) -> MotionFigures {
        let m = o.machine
        let naturalEnd = o.animation.start + o.animation.length
        let sample: (Double) -> (position: Double, velocity: Double)
        switch o.surface {
        case .card: sample = { (m.halfModal.top(at: $0), m.halfModal.velocity(at: $0)) }
        case .sheet: sample = { (LaneMotionWatch.sheetTop(m, at: $0), m.sheet.fractionVelocity(at: $0) * m.sheetTravel) }
        }
        return MotionFigures(surface: o.surface.rawValue, kind: o.kind, start: o.animation.start,
                             naturalEnd: naturalEnd, until: until, target: sample(naturalEnd).position,
                             end: o.end, releaseVelocity: o.releaseVelocity, sample: sample)
    }

    /// The sheet's top edge at `t`, in points (as `SceneBuilder.addSheet` draws it).
    static func sheetTop(_ m: PrototypeMachine, at t: Double) -> Double {
        let travel = m.sheetTravel
        return m.canvas.height - travel + m.sheet.fraction(at: t) * travel
    }
}
