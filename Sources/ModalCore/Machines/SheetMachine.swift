/// The iOS page sheet: hidden → presenting → presented → dismissing, with swipe-down dismissal.
///
/// Position is a *fraction* of the sheet's travel: 0 is fully presented, 1 is fully off-screen,
/// so a resize mid-animation keeps the sheet where it was. The travel in points is
/// `height`, supplied by the caller with every call that needs it.
public struct SheetMachine: Equatable, Sendable {
    /// What the sheet is doing, for the HUD, the scene and tests.
    public enum Phase: String, Equatable, Sendable {
        case hidden, presenting, presented, dragging, settling, dismissing
    }

    enum State: Equatable, Sendable {
        /// Off-screen, nothing to draw.
        case hidden
        /// Animating towards presented (`dismissing == false`) or hidden.
        case moving(Animation1D, phase: Phase)
        /// At rest, fully presented.
        case presented
        /// Following the pointer: `startY` is where the drag began, `startFraction` where the sheet was.
        case dragging(startY: Double, startFraction: Double, fraction: Double, tracker: VelocityTracker)
    }

    var state: State = .hidden
    public var settings: SheetSettings
    /// When the latest release of a pull-down was refused (`interactiveDismissDisabled`): the
    /// HUD says "dismiss refused" until the next drag or presentation.
    public internal(set) var refusedAt: Double?

    public init(settings: SheetSettings) { self.settings = settings }

    /// The current phase at `now`.
    public func phase(at now: Double) -> Phase {
        switch state {
        case .hidden: return .hidden
        case .presented: return .presented
        case .dragging: return .dragging
        case let .moving(animation, phase):
            if animation.isFinished(at: now) { return phase == .dismissing ? .hidden : .presented }
            return phase
        }
    }

    /// True unless the sheet is hidden (or has finished dismissing by `now`).
    public func isOnScreen(at now: Double) -> Bool { phase(at: now) != .hidden }

    /// True while the sheet is up and not on its way out: it owns the input.
    public func isActive(at now: Double) -> Bool {
        let p = phase(at: now)
        return p != .hidden && p != .dismissing
    }

    /// 0 when presented, 1 when off-screen; below 0 when pulled up past presented (rubber band).
    public func fraction(at now: Double) -> Double {
        switch state {
        case .hidden: return 1
        case .presented: return 0
        case let .dragging(_, _, fraction, _): return fraction
        case let .moving(animation, _): return min(animation.value(at: now), 1)
        }
    }

    /// The fraction's rate of change per second at `now`.
    public func fractionVelocity(at now: Double) -> Double {
        if case let .moving(animation, _) = state { return animation.velocity(at: now) }
        return 0
    }

    /// How far the presenting view has receded: 1 presented, 0 hidden.
    public func presentation(at now: Double) -> Double { min(max(1 - fraction(at: now), 0), 1) }

    /// How far the presenting view's own transition (its dim, scale, offset and corners) has
    /// gone at `now`: 0 uncovered, 1 fully behind the sheet.
    ///
    /// As Flutter's `CupertinoSheetTransition.delegateTransition` drives it: while the sheet
    /// presents along its curve, `dimCurve` of the elapsed fraction u; while it dismisses along
    /// its curve, `undimCurve` of 1 − u (the curve Flutter's reverse run applies, so the un-dim
    /// starts slowly); from a drag, a spring or at rest it is the sheet's position, linearly
    /// (Flutter runs the transition linearly during a gesture). A presentation that starts part
    /// way keeps its starting level and eases from there.
    public func presentingProgress(at now: Double) -> Double {
        guard case let .moving(animation, phase) = state, case let .curve(_, duration) = animation.kind,
              phase == .presenting || phase == .dismissing else { return presentation(at: now) }
        let startLevel = min(max(1 - animation.from, 0), 1)
        let u = duration > 0 ? min(max((now - animation.start) / duration, 0), 1) : 1
        if phase == .presenting {
            return startLevel + (1 - startLevel) * settings.dimCurve.value(at: u, duration: duration)
        }
        return startLevel * settings.undimCurve.value(at: 1 - u, duration: duration)
    }

    /// The running animation, for the HUD's curve plot.
    public var activeAnimation: Animation1D? {
        if case let .moving(animation, _) = state { return animation }
        return nil
    }

    /// True while something moves on its own (the app should draw continuously).
    public func isAnimating(at now: Double) -> Bool {
        if case let .moving(animation, _) = state { return !animation.isFinished(at: now) }
        return false
    }

    /// Settles finished animations into their resting states.
    public mutating func tick(now: Double) {
        if case let .moving(animation, phase) = state, animation.isFinished(at: now) {
            state = phase == .dismissing ? .hidden : .presented
        }
    }

    /// Starts presenting from wherever the sheet is; nothing if it is already up.
    public mutating func present(now: Double) {
        tick(now: now)
        switch phase(at: now) {
        case .hidden, .dismissing:
            let from = fraction(at: now)
            refusedAt = nil
            state = .moving(.curve(from: from, to: 0, start: now, curve: settings.curve, duration: settings.duration),
                            phase: .presenting)
        default:
            break
        }
    }

    /// Starts dismissing along the presentation's own `curve`, forward in elapsed time, so the
    /// dismissal retraces the presentation and starts fast (Flutter's pop runs the push curve's
    /// `flipped` form on a controller running backwards, which is the same motion); nothing if
    /// it is hidden or already leaving.
    public mutating func dismiss(now: Double) {
        tick(now: now)
        switch phase(at: now) {
        case .hidden, .dismissing:
            break
        default:
            let from = min(fraction(at: now), 1)
            state = .moving(.curve(from: from, to: 1, start: now, curve: settings.curve,
                                   duration: settings.duration), phase: .dismissing)
        }
    }

    /// True if a drag may start now (the sheet is up and not leaving).
    public func canDrag(at now: Double) -> Bool { isActive(at: now) }

    /// Starts following the pointer, which went down at `y`, from the sheet's current place.
    public mutating func beginDrag(y: Double, now: Double) {
        guard canDrag(at: now) else { return }
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: y), at: now)
        refusedAt = nil
        state = .dragging(startY: y, startFraction: fraction(at: now), fraction: fraction(at: now), tracker: tracker)
    }

    /// True while the sheet follows the pointer.
    public var isDragging: Bool {
        if case .dragging = state { return true }
        return false
    }

    /// Moves the dragged sheet with the pointer at `y`; upward past presented it stretches
    /// with the finger up to `maxStretch` × `screenHeight` (the travel `height` when not given)
    /// and no further, as Flutter's sheet does.
    public mutating func drag(y: Double, height: Double, screenHeight: Double? = nil, now: Double) {
        guard case .dragging(let startY, let startFraction, _, var tracker) = state, height > 0 else { return }
        state = .hidden   // tracker alone holds the samples: no copy when adding (state is set again below)
        tracker.add(Point(x: 0, y: y), at: now)
        let offset = fingerOffset(shown: startFraction * height, height: height) + (y - startY)
        let shown = offset >= 0 ? resisted(offset, height: height)
            : -min(-offset, stretchLimit(height: height, screenHeight: screenHeight))
        state = .dragging(startY: startY, startFraction: startFraction, fraction: min(shown / height, 1), tracker: tracker)
    }

    /// Ends the drag at `y`, as Flutter's `CupertinoSheet` does: a release at `flickVelocity`
    /// heights/s or faster decides by its direction alone (down dismisses, up stays); a slower
    /// one dismisses when (drag + velocity × projectionTime) / height reaches `dismissFraction`.
    /// Otherwise the sheet springs back; both carry the release velocity (`velocity` in pt/s
    /// when given, as a scroll gesture gives it, else the pointer's sampled velocity).
    /// A release while stretched above presented only returns, along `easeOut` over
    /// `stretchReturnDuration` (Flutter: 180 ms).
    public mutating func endDrag(y: Double, height: Double, screenHeight: Double? = nil, now: Double,
                                 velocity given: Double? = nil) {
        drag(y: y, height: height, screenHeight: screenHeight, now: now)
        guard case let .dragging(_, _, fraction, tracker) = state else { return }
        if fraction < 0 {
            state = .moving(.curve(from: fraction, to: 0, start: now, curve: .easeOut,
                                   duration: settings.stretchReturnDuration), phase: .settling)
            return
        }
        let velocity = clampVelocity(given ?? tracker.velocity(at: now).y) / max(height, 1)
        if settings.interactiveDismissDisabled {
            refuse(fraction: fraction, fingerVelocity: velocity, height: height, now: now)
            return
        }
        let dismissing: Bool
        if abs(velocity) >= settings.flickVelocity {
            dismissing = velocity > 0 && fraction > 0
        } else {
            dismissing = fraction + velocity * settings.projectionTime >= settings.dismissFraction && fraction > 0
        }
        let target = dismissing ? 1.0 : 0.0
        state = .moving(.spring(from: fraction, to: target, start: now, spring: settings.returnSpring, velocity: velocity,
                                  tolerance: fractionTolerance),
                        phase: dismissing ? .dismissing : .settling)
    }

    /// The most the sheet stretches above presented, in points.
    func stretchLimit(height: Double, screenHeight: Double?) -> Double {
        max(settings.maxStretch * (screenHeight ?? height), 0)
    }

    /// Ends a drag that lost its pointer: the sheet springs back to presented.
    public mutating func cancelDrag(now: Double) {
        guard case let .dragging(_, _, fraction, _) = state else { return }
        state = .moving(.spring(from: fraction, to: 0, start: now, spring: settings.returnSpring, velocity: 0,
                                  tolerance: fractionTolerance),
                        phase: .settling)
    }

    /// Jumps to hidden, for a profile or settings reset.
    public mutating func reset() { state = .hidden }
}

/// How close (as a fraction of the sheet's travel) a spring must come to count as settled.
let fractionTolerance = 0.0002

/// Release speeds above this (pt/s) are treated as this: no pointer moves faster on purpose.
let maximumReleaseSpeed = 6000.0

/// `v` limited to ±`maximumReleaseSpeed`, and 0 for NaN or infinity.
func clampVelocity(_ v: Double) -> Double {
    guard v.isFinite else { return 0 }
    return min(max(v, -maximumReleaseSpeed), maximumReleaseSpeed)
}
