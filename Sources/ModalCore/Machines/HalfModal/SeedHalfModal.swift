/// The article's half modal to the letter, quirks included (profile `seed`).
///
/// `offset(y: show ? H·0.4 : H) + offset(y: position)`, animated by
/// `.animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9), value: show)`. SwiftUI animates
/// every change made in an update in which `show` changes, and nothing else: a drag moves
/// the card instantly, the snap to full or back to half on release is a jump, and a hide
/// animates the whole offset (drag included). An animation in flight keeps running under
/// instant changes (SwiftUI's additive animations), modelled as a `residual` offset that
/// decays to zero along the curve. Release velocity is ignored, as the article ignores it.
struct SeedHalfModal: HalfModalBehaviour, Equatable {
    static let profile = HalfModalProfile.seed

    /// The article's `@State var show`.
    private(set) var show = false
    /// The article's `@State var showFull`.
    private(set) var showFull = false
    /// The article's `position.height`.
    private(set) var position = 0.0
    /// What is left of the animation started by the last change of `show`.
    private(set) var residual: Animation1D?
    private(set) var gesture: HalfModalGesture?

    init(restingAt detent: HalfModalMachine.Detent, _ g: HalfModalGeometry) {
        show = detent != .hidden
        showFull = detent == .full
        position = showFull ? -g.fullOffset : 0
    }

    func top(at now: Double, _ g: HalfModalGeometry) -> Double {
        (show ? g.settings.halfFraction * g.height : g.height) + position + (residual?.value(at: now) ?? 0)
    }

    func velocity(at now: Double) -> Double {
        if let gesture, gesture.active { return gesture.tracker.velocity(at: now).y }
        return residual?.velocity(at: now) ?? 0
    }

    var detent: HalfModalMachine.Detent { !show ? .hidden : (showFull ? .full : .half) }

    func isAnimating(at now: Double) -> Bool { residual.map { !$0.isFinished(at: now) } ?? false }

    var activeAnimation: Animation1D? { residual }

    mutating func tick(now: Double) {
        if let r = residual, r.isFinished(at: now) { residual = nil }
    }

    /// The "half modal" button: `show.toggle()` (a full card keeps its offset: the article's quirk).
    mutating func toggle(now: Double, _ g: HalfModalGeometry) {
        transaction(now: now, g) { $0.show.toggle() }
    }

    /// Escape or a backdrop tap: hide properly (drag offset and full state reset).
    mutating func dismiss(now: Double, _ g: HalfModalGeometry) {
        gesture = nil
        transaction(now: now, g) { m in
            m.show = false
            m.position = 0
            m.showFull = false
        }
    }

    /// Half ↔ full; a hidden card shows at half.
    mutating func cycleFull(now: Double, _ g: HalfModalGeometry) {
        gesture = nil
        transaction(now: now, g) { m in
            if !m.show {
                m.show = true
            } else if m.showFull {
                m.position = 0
                m.showFull = false
            } else {
                m.position = -g.fullOffset
                m.showFull = true
            }
        }
    }

    mutating func beginDrag(at p: Point, now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        gesture = HalfModalGesture(at: p, now: now, top: top(at: now, g), active: false)
    }

    /// `DragGesture().onChanged`: `pos = translation`, from full `pos -= H·rate`, clamped at full.
    mutating func drag(to p: Point, now: Double, _ g: HalfModalGeometry) {
        guard var gesture else { return }
        gesture.move(to: p, now: now, minimumDistance: g.settings.minimumDragDistance)
        self.gesture = gesture
        guard gesture.active else { return }
        var pos = p.y - gesture.start.y
        if showFull { pos += -g.fullOffset }
        if pos < -g.fullOffset { pos = -g.fullOffset }
        position = pos
    }

    /// `DragGesture().onEnded`: the article's three thresholds, velocity ignored.
    mutating func endDrag(at p: Point, now: Double, _ g: HalfModalGeometry) {
        guard gesture != nil else { return }
        drag(to: p, now: now, g)
        guard let ended = gesture else { return }
        gesture = nil
        guard ended.active else { return }
        transaction(now: now, g) { m in
            let s = g.settings
            if m.position > s.hideThreshold { m.show = false }
            if (m.position < -s.fullThreshold && !m.showFull) || (m.position < -s.stayFullThreshold && m.showFull) {
                m.position = -g.fullOffset
                m.showFull = true
            } else {
                m.position = 0
                m.showFull = false
            }
        }
    }

    /// The pointer was lost: the article's `onEnded` where it last was.
    mutating func cancelDrag(now: Double, _ g: HalfModalGeometry) {
        guard let lost = gesture else { return }
        gesture = nil
        guard lost.active else { return }
        gesture = lost
        gesture?.tracker.reset()
        endDrag(at: lost.last, now: now, g)
    }

    /// A live edit keeps the state: a card resting full moves to the new full height.
    mutating func settingsChanged(_ g: HalfModalGeometry) {
        if showFull, gesture == nil { position = -g.fullOffset }
    }

    /// Runs `change` as one SwiftUI update: animated along the curve if and only if `show` changed.
    private mutating func transaction(now: Double, _ g: HalfModalGeometry, _ change: (inout SeedHalfModal) -> Void) {
        tick(now: now)
        let before = top(at: now, g)
        let oldShow = show
        change(&self)
        guard show != oldShow else { return }
        let target = (show ? g.settings.halfFraction * g.height : g.height) + position
        residual = .curve(from: before - target, to: 0, start: now, curve: g.settings.curve, duration: g.settings.duration)
    }
}
