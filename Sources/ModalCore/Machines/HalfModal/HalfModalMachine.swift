/// The self-made half modal of the second article: one type in front of two machines,
/// the article's rules (`SeedHalfModal`) or those of the best bottom sheets (`FluidHalfModal`).
///
/// Everything is measured as the card's top edge `top`, in canvas points. The canvas
/// height is part of the state (the article's `viewSize.height`). The active behaviour
/// owns all motion state; this type holds the geometry, forwards every input, and swaps
/// behaviours when the profile changes (keeping the detent, dropping motion in flight).
public struct HalfModalMachine: Equatable, Sendable {
    /// A resting place of the card.
    public enum Detent: String, Equatable, Sendable, CaseIterable {
        case hidden, half, full
    }

    private(set) var geometry: HalfModalGeometry
    var behaviour: any HalfModalBehaviour
    /// The list's content offset (`halfModal.content list`).
    public internal(set) var scroll = ScrollPhysics()
    /// A drag on the list shared between the list and the sheet (native, fluid).
    var handOff: ContentHandOff?
    /// The form's field and the keyboard (`halfModal.content form`).
    public internal(set) var form = FormState()
    /// When the native sheet, dismissal disabled, was last let go below its smallest detent
    /// (a refused dismissal, `HalfModalMachine+Refusal`); nil after the next press, toggle,
    /// cycle or dismissal.
    public internal(set) var refusedAt: Double?

    public init(settings: HalfModalSettings, height: Double, safeAreaTop: Double = 47,
                native: NativeSheetSettings = NativeSheetSettings(), safeAreaBottom: Double = 34) {
        geometry = HalfModalGeometry(settings: settings, height: height, safeAreaTop: safeAreaTop, native: native,
                                     safeAreaBottom: safeAreaBottom)
        behaviour = Self.behaviour(for: settings.profile, restingAt: .hidden, geometry)
    }

    public static func == (a: HalfModalMachine, b: HalfModalMachine) -> Bool {
        a.geometry == b.geometry && a.behaviour.isEqual(to: b.behaviour) && a.scroll == b.scroll && a.handOff == b.handOff
            && a.form == b.form
            && a.refusedAt == b.refusedAt
    }

    public var settings: HalfModalSettings { geometry.settings }
    public var height: Double { geometry.height }
    public var profile: HalfModalProfile { type(of: behaviour).profile }

    // MARK: Reading

    /// The card's top edge at the given detent.
    public func top(of detent: Detent) -> Double { geometry.top(of: detent) }

    /// The card's top edge at `now`.
    public func top(at now: Double) -> Double { behaviour.top(at: now, geometry) - keyboardLift(at: now) }

    /// The card's vertical velocity at `now` (pt/s, downwards positive).
    public func velocity(at now: Double) -> Double { behaviour.velocity(at: now) }

    /// Where the card rests, or is heading when released.
    public var detent: Detent { behaviour.detent }

    /// The seed's `position.height` (0 for the fluid profile, which has no such state).
    public var position: Double { (behaviour as? SeedHalfModal)?.position ?? 0 }

    /// True when any part of the card is on the canvas at `now`.
    public func isVisible(at now: Double) -> Bool { top(at: now) < height }

    /// True while a pointer holds the card (after the drag's minimum distance).
    public var isDragging: Bool { handOff != nil || (behaviour.gesture?.active ?? false) }

    /// True while a pointer is down on the card, dragging or not yet.
    public var isTracking: Bool { behaviour.gesture != nil }

    /// True while the card moves on its own.
    public func isAnimating(at now: Double) -> Bool {
        behaviour.isAnimating(at: now) || scroll.isAnimating(at: now) || form.keyboardMoving(at: now)
    }

    /// The running animation, for the HUD's curve plot.
    public var activeAnimation: Animation1D? { behaviour.activeAnimation }

    /// The fluid backdrop's dim at `now`: `backdropAlpha` at half and above, 0 when hidden
    /// (the seed draws no backdrop).
    public func backdropAlpha(at now: Double) -> Double {
        if profile == .native { return 0 }   // the native sheet dims through `nativeDim(at:dark:)`
        guard profile == .fluid else { return 0 }
        let span = height - top(of: .half)
        guard span > 0 else { return 0 }
        let f = (height - top(at: now)) / span
        return settings.backdropAlpha * min(max(f, 0), 1)
    }

    /// Fluid and native: where a release at `top` with velocity `v` (pt/s) would go.
    public func releaseTarget(top: Double, velocity v: Double) -> Detent {
        if profile == .native { return NativeHalfModal.releaseTarget(top: top, velocity: v, geometry) }
        return FluidHalfModal.releaseTarget(top: top, velocity: v, geometry)
    }

    /// The detent whose top lies nearest to `y`.
    public func nearestDetent(to y: Double) -> Detent { geometry.nearestDetent(to: y) }

    // MARK: Input

    /// Drops finished animations.
    public mutating func tick(now: Double) {
        behaviour.tick(now: now)
        scroll.tick(now: now)
    }

    /// The "half modal" button: `show.toggle()`.
    public mutating func toggle(now: Double) {
        refusedAt = nil
        behaviour.toggle(now: now, geometry)
    }

    /// Escape or a backdrop tap: hide the card properly.
    public mutating func dismiss(now: Double) {
        refusedAt = nil
        behaviour.dismiss(now: now, geometry)
    }

    /// The cycle key: half ↔ full; a hidden card shows at half.
    public mutating func cycleFull(now: Double) {
        refusedAt = nil
        behaviour.cycleFull(now: now, geometry)
    }

    /// A pointer went down on the card at `p`.
    public mutating func beginDrag(at p: Point, now: Double) {
        refusedAt = nil
        if beginHandOff(at: p, now: now) { return }
        behaviour.beginDrag(at: p, now: now, geometry)
    }

    /// The pointer moved to `p` while down on the card.
    public mutating func drag(to p: Point, now: Double) {
        if handOff != nil { return handOffDrag(to: p, now: now) }
        behaviour.drag(to: p, now: now, geometry)
    }

    /// The pointer went up at `p`; `velocity` (pt/s) when the release carries one (a scroll
    /// gesture), else the pointer's sampled velocity. The seed ignores velocity either way.
    public mutating func endDrag(at p: Point, now: Double, velocity: Double? = nil) {
        if handOff != nil { return endHandOff(at: p, now: now, velocity: velocity) }
        let released = top(at: now)
        behaviour.endDrag(at: p, now: now, velocity: velocity, geometry)
        noteRefusal(releasedAt: released, now: now)
    }

    /// The pointer was lost mid-gesture.
    public mutating func cancelDrag(now: Double) {
        if handOff != nil {
            handOff = nil
            scroll.release(velocity: 0, now: now)
        }
        behaviour.cancelDrag(now: now, geometry)
    }

    // MARK: Settings and canvas

    /// The canvas height changed: resting places follow, motions in flight jump to their end.
    public mutating func resize(height newHeight: Double, now: Double) {
        guard newHeight != height, newHeight > 0, newHeight.isFinite else { return }
        let d = detent
        geometry.height = newHeight
        behaviour = Self.behaviour(for: profile, restingAt: d, geometry)
    }

    /// Applies new settings; a profile change keeps the detent and drops motion in flight.
    public mutating func update(settings new: HalfModalSettings, now: Double, safeAreaTop: Double? = nil,
                                native: NativeSheetSettings? = nil, safeAreaBottom: Double? = nil) {
        let d = detent
        let profileChanged = new.profile != profile
        geometry.settings = new
        if let safeAreaTop { geometry.safeAreaTop = safeAreaTop }
        if let native { geometry.native = native }
        if let safeAreaBottom { geometry.safeAreaBottom = safeAreaBottom }
        if profileChanged {
            behaviour = Self.behaviour(for: new.profile, restingAt: d, geometry)
        } else {
            behaviour.settingsChanged(geometry)
        }
    }

    private static func behaviour(for profile: HalfModalProfile, restingAt d: Detent,
                                  _ g: HalfModalGeometry) -> any HalfModalBehaviour {
        switch profile {
        case .seed: return SeedHalfModal(restingAt: d, g)
        case .fluid: return FluidHalfModal(restingAt: d, g)
        case .native: return NativeHalfModal(restingAt: d, g)
        }
    }
}
