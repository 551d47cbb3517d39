/// The self-made half modal of the second article, with the article's rules (`seed`) or
/// those of the best bottom sheets (`fluid`).
///
/// Everything is measured as the card's top edge `top`, in canvas points. The canvas
/// height `height` is part of the state (the article's `viewSize.height`).
///
/// **seed** follows the article's code to the letter:
/// `offset(y: show ? H·0.4 : H) + offset(y: position)`, animated by
/// `.animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9), value: show)`. SwiftUI animates
/// every change made in an update in which `show` changes, and nothing else: a drag moves
/// the card instantly, the snap to full or back to half on release is a jump, and a hide
/// animates the whole offset (drag included). An animation in flight keeps running under
/// instant changes (SwiftUI's additive animations), modelled as a `residual` offset that
/// decays to zero along the curve.
///
/// **fluid** projects the release velocity to choose among hidden / half / full, settles
/// with a spring that carries the velocity, rubber-bands past full, and dims a backdrop.
public struct HalfModalMachine: Equatable, Sendable {
    /// A resting place of the card.
    public enum Detent: String, Equatable, Sendable, CaseIterable {
        case hidden, half, full
    }

    /// A pointer gesture on the card.
    struct Gesture: Equatable, Sendable {
        var start: Point
        /// Where the pointer was last seen.
        var last: Point
        /// False until the pointer has moved `minimumDragDistance` (seed's `DragGesture()`).
        var active: Bool
        var tracker: VelocityTracker
        /// Fluid: where the card's top was when the pointer went down.
        var startTop: Double
        /// Fluid: the card's top while dragging.
        var top: Double
    }

    /// Fluid: the card's motion when no gesture holds it.
    enum FluidMotion: Equatable, Sendable {
        case resting(Detent)
        case moving(Animation1D, to: Detent)
    }

    public var settings: HalfModalSettings
    public private(set) var height: Double

    // Seed state: the article's @State properties.
    public private(set) var show = false
    public private(set) var showFull = false
    /// The article's `position.height`.
    public private(set) var position = 0.0
    var residual: Animation1D?

    // Fluid state.
    var fluid: FluidMotion = .resting(.hidden)

    var gesture: Gesture?

    public init(settings: HalfModalSettings, height: Double) {
        self.settings = settings
        self.height = height
    }

    public var profile: HalfModalProfile { settings.profile }

    // MARK: Geometry

    /// The card's top edge at the given detent.
    public func top(of detent: Detent) -> Double {
        switch detent {
        case .hidden: return height
        case .half: return settings.halfFraction * height
        case .full: return (settings.halfFraction - settings.heightRate) * height
        }
    }

    /// The card's top edge at `now`.
    public func top(at now: Double) -> Double {
        switch profile {
        case .seed:
            return (show ? settings.halfFraction * height : height) + position + (residual?.value(at: now) ?? 0)
        case .fluid:
            if let g = gesture, g.active { return g.top }
            switch fluid {
            case let .resting(d): return top(of: d)
            case let .moving(animation, _): return animation.value(at: now)
            }
        }
    }

    /// The card's vertical velocity at `now` (pt/s, downwards positive).
    public func velocity(at now: Double) -> Double {
        if let g = gesture, g.active { return g.tracker.velocity(at: now).y }
        switch profile {
        case .seed: return residual?.velocity(at: now) ?? 0
        case .fluid:
            if case let .moving(animation, _) = fluid { return animation.velocity(at: now) }
            return 0
        }
    }

    /// Where the card rests, or is heading when released.
    public var detent: Detent {
        switch profile {
        case .seed: return !show ? .hidden : (showFull ? .full : .half)
        case .fluid:
            switch fluid {
            case let .resting(d): return d
            case let .moving(_, d): return d
            }
        }
    }

    /// True when any part of the card is on the canvas at `now`.
    public func isVisible(at now: Double) -> Bool { top(at: now) < height }

    /// True while a pointer holds the card (after the drag's minimum distance).
    public var isDragging: Bool { gesture?.active ?? false }

    /// True while a pointer is down on the card, dragging or not yet.
    public var isTracking: Bool { gesture != nil }

    /// True while the card moves on its own.
    public func isAnimating(at now: Double) -> Bool {
        switch profile {
        case .seed: return residual.map { !$0.isFinished(at: now) } ?? false
        case .fluid:
            if isDragging { return false }
            if case let .moving(animation, _) = fluid { return !animation.isFinished(at: now) }
            return false
        }
    }

    /// The fluid backdrop's dim at `now`: `backdropAlpha` at half and above, 0 when hidden.
    public func backdropAlpha(at now: Double) -> Double {
        guard profile == .fluid else { return 0 }
        let span = height - top(of: .half)
        guard span > 0 else { return 0 }
        let f = (height - top(at: now)) / span
        return settings.backdropAlpha * min(max(f, 0), 1)
    }

    /// The running animation, for the HUD's curve plot.
    public var activeAnimation: Animation1D? {
        switch profile {
        case .seed: return residual
        case .fluid:
            if case let .moving(animation, _) = fluid { return animation }
            return nil
        }
    }

    // MARK: Time

    /// Drops finished animations.
    public mutating func tick(now: Double) {
        if let r = residual, r.isFinished(at: now) { residual = nil }
        if case let .moving(animation, d) = fluid, animation.isFinished(at: now) { fluid = .resting(d) }
    }

    // MARK: Commands

    /// The "half modal" button: `show.toggle()`.
    public mutating func toggle(now: Double) {
        tick(now: now)
        switch profile {
        case .seed:
            seedTransaction(now: now) { $0.show.toggle() }
        case .fluid:
            settle(to: detent == .hidden ? .half : .hidden, velocity: velocity(at: now), now: now)
        }
    }

    /// Escape or a backdrop tap: hide the card properly (drag offset and full state reset).
    public mutating func dismiss(now: Double) {
        tick(now: now)
        gesture = nil
        switch profile {
        case .seed:
            seedTransaction(now: now) { m in
                m.show = false
                m.position = 0
                m.showFull = false
            }
        case .fluid:
            settle(to: .hidden, velocity: velocity(at: now), now: now)
        }
    }

    /// The cycle key: half ↔ full; a hidden card shows at half.
    public mutating func cycleFull(now: Double) {
        tick(now: now)
        gesture = nil
        switch profile {
        case .seed:
            seedTransaction(now: now) { m in
                if !m.show {
                    m.show = true
                } else if m.showFull {
                    m.position = 0
                    m.showFull = false
                } else {
                    m.position = -(m.height * m.settings.heightRate)
                    m.showFull = true
                }
            }
        case .fluid:
            let next: Detent = detent == .half ? .full : .half
            settle(to: next, velocity: velocity(at: now), now: now)
        }
    }

    // MARK: Gesture

    /// A pointer went down on the card at `p`.
    public mutating func beginDrag(at p: Point, now: Double) {
        tick(now: now)
        var tracker = VelocityTracker()
        tracker.add(p, at: now)
        let top = top(at: now)
        let immediate = profile == .fluid
        gesture = Gesture(start: p, last: p, active: immediate, tracker: tracker, startTop: top, top: top)
        if immediate { fluid = .resting(nearestDetent(to: top)) }
    }

    /// The pointer moved to `p` while down on the card.
    public mutating func drag(to p: Point, now: Double) {
        guard var g = gesture else { return }
        gesture = nil   // g alone holds the tracker's samples: no copy when adding
        g.tracker.add(p, at: now)
        g.last = p
        let dx = p.x - g.start.x, dy = p.y - g.start.y
        if !g.active && (dx * dx + dy * dy).squareRoot() >= settings.minimumDragDistance { g.active = true }
        guard g.active else { gesture = g; return }
        switch profile {
        case .seed:
            // DragGesture().onChanged
            var pos = dy
            if showFull { pos += -(height * settings.heightRate) }
            if pos < -(height * settings.heightRate) { pos = -(height * settings.heightRate) }
            position = pos
        case .fluid:
            let full = top(of: .full)
            var t = g.startTop + dy
            if t < full { t = full - Projection.rubberBand(full - t, dimension: height, coefficient: settings.rubberBandCoefficient) }
            g.top = t
        }
        gesture = g
    }

    /// The pointer went up at `p`: the article's `onEnded`, or the fluid release.
    public mutating func endDrag(at p: Point, now: Double) {
        guard gesture != nil else { return }
        drag(to: p, now: now)
        guard let g = gesture else { return }
        gesture = nil
        guard g.active else { return }
        switch profile {
        case .seed:
            seedTransaction(now: now) { m in
                if m.position > m.settings.hideThreshold { m.show = false }
                if (m.position < -m.settings.fullThreshold && !m.showFull)
                    || (m.position < -m.settings.stayFullThreshold && m.showFull) {
                    m.position = -(m.height * m.settings.heightRate)
                    m.showFull = true
                } else {
                    m.position = 0
                    m.showFull = false
                }
            }
        case .fluid:
            let v = clampVelocity(g.tracker.velocity(at: now).y)
            settle(to: releaseTarget(top: g.top, velocity: v), velocity: v, now: now, from: g.top)
        }
    }

    /// The pointer was lost mid-gesture: end as if released where it last was, with no fling.
    public mutating func cancelDrag(now: Double) {
        guard let g = gesture else { return }
        gesture = nil
        guard g.active else { return }
        switch profile {
        case .seed:
            gesture = g
            gesture?.tracker.reset()
            endDrag(at: g.last, now: now)
        case .fluid:
            settle(to: nearestDetent(to: g.top), velocity: 0, now: now, from: g.top)
        }
    }

    /// Fluid: where a release at `top` with velocity `v` (pt/s) goes — the detent nearest to
    /// the projected position; a flick faster than `flickVelocity` moves at least one stop.
    public func releaseTarget(top: Double, velocity v: Double) -> Detent {
        let projected = top + Projection.distance(velocity: v, decelerationRate: settings.decelerationRate)
        var target = nearestDetent(to: projected)
        let here = nearestDetent(to: top)
        if target == here && abs(v) > settings.flickVelocity {
            let order: [Detent] = [.full, .half, .hidden]
            let i = order.firstIndex(of: here)!
            let j = v > 0 ? min(i + 1, 2) : max(i - 1, 0)
            target = order[j]
        }
        return target
    }

    /// The detent whose top lies nearest to `y`.
    public func nearestDetent(to y: Double) -> Detent {
        Detent.allCases.min { abs(top(of: $0) - y) < abs(top(of: $1) - y) }!
    }

    // MARK: Settings and canvas

    /// The canvas height changed: resting places follow, motions in flight jump to their end.
    public mutating func resize(height newHeight: Double, now: Double) {
        guard newHeight != height, newHeight > 0, newHeight.isFinite else { return }
        let d = detent
        height = newHeight
        gesture = nil
        residual = nil
        position = showFull ? -(height * settings.heightRate) : 0
        fluid = .resting(d)
    }

    /// Applies new settings; a profile change keeps the detent and drops motion in flight.
    public mutating func update(settings new: HalfModalSettings, now: Double) {
        let d = detent
        let profileChanged = new.profile != settings.profile
        settings = new
        guard profileChanged else { return }
        gesture = nil
        residual = nil
        show = d != .hidden
        showFull = d == .full
        position = showFull ? -(height * settings.heightRate) : 0
        fluid = .resting(d)
    }

    // MARK: Helpers

    /// Runs `change` as one SwiftUI update: animated along the curve if and only if `show` changed.
    mutating func seedTransaction(now: Double, _ change: (inout HalfModalMachine) -> Void) {
        let before = top(at: now)
        let oldShow = show
        change(&self)
        guard show != oldShow else { return }
        let target = (show ? settings.halfFraction * height : height) + position
        residual = .curve(from: before - target, to: 0, start: now, curve: settings.curve, duration: settings.duration)
    }

    /// Fluid: spring from the current top (or `from`) to `detent`, carrying `velocity`.
    mutating func settle(to detent: Detent, velocity: Double, now: Double, from: Double? = nil) {
        let start = from ?? top(at: now)
        fluid = .moving(.spring(from: start, to: top(of: detent), start: now, spring: settings.spring,
                                velocity: clampVelocity(velocity)), to: detent)
    }
}
