/// The system sheet as SwiftUI's `.sheet` with `.presentationDetents([.medium, .large])`
/// shows it on iOS 17/18 (profile `native`): `half` is the medium detent, `full` the large.
///
/// Every settle runs UIKit's critically damped spring (response 0.344 s; damping 0.8 after a
/// fast flick) from where the sheet is, carrying its velocity. A release targets the detent
/// nearest to the position projected at deceleration 0.99, or dismisses when that lies
/// nearer the bottom than any detent (unless dismissal is disabled). The sheet rubber-bands
/// past the largest detent, and below the smallest when it cannot be dismissed. A press
/// catches a moving sheet where it is and keeps its velocity (interruptible): released with the
/// pointer hardly moved, the caught drag projects with the velocity the sheet had.
struct NativeHalfModal: DetentMotionHolder, Equatable {
    static let profile = HalfModalProfile.native

    /// Rest, spring or pointer: the motion it shares with the fluid card (`DetentMotionHolder`).
    var sheet: DetentMotion
    /// The velocity (pt/s) the sheet had when the current drag caught it in flight; 0 when it
    /// was at rest.
    private(set) var caughtVelocity = 0.0

    init(sheet: DetentMotion) {
        self.sheet = sheet
    }

    /// `isPresented.toggle()`: present at medium, or dismiss.
    mutating func toggle(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        _ = sheet.release()
        settle(to: detent == .hidden ? .half : .hidden, velocity: velocity(at: now), now: now, g)
    }

    /// Catches the sheet where it is, even mid-flight.
    mutating func beginDrag(at p: Point, now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        caughtVelocity = isAnimating(at: now) ? velocity(at: now) : 0
        sheet.hold(at: p, now: now, g)
    }

    /// Follows the pointer 1:1 between the detents, rubber-banding past the largest (and below
    /// the smallest when dismissal is disabled).
    mutating func drag(to p: Point, now: Double, _ g: HalfModalGeometry) {
        sheet.follow(to: p, now: now, minimumDistance: 0) { Self.banded($0, g) }
    }

    mutating func endDrag(at p: Point, now: Double, velocity: Double? = nil, _ g: HalfModalGeometry) {
        guard sheet.gesture != nil else { return }
        drag(to: p, now: now, g)
        guard let ended = sheet.release() else { return }
        let hardlyMoved = abs(p.y - ended.start.y) < NativeSheetMetrics.catchSlop && caughtVelocity != 0
        let v = clampVelocity(hardlyMoved ? caughtVelocity : velocity ?? ended.tracker.velocity(at: now).y)
        caughtVelocity = 0
        let stop = Self.releaseStop(top: ended.top, velocity: v, g)
        settle(to: stop.detent, middleTop: stop.middleTop, velocity: v, now: now, g, from: ended.top)
    }

    mutating func cancelDrag(now: Double, _ g: HalfModalGeometry) {
        guard let lost = sheet.release() else { return }
        caughtVelocity = 0
        let stop = Self.releaseStop(top: lost.top, velocity: 0, g)
        settle(to: stop.detent, middleTop: stop.middleTop, velocity: 0, now: now, g, from: lost.top)
    }

    /// The on-screen top for a finger-driven top `t`.
    static func banded(_ t: Double, _ g: HalfModalGeometry) -> Double {
        let large = g.top(of: .full), medium = g.top(of: .half)
        let c = NativeSheetMetrics.rubberBandCoefficient
        if t < large { return large - Projection.rubberBand(large - t, dimension: g.height, coefficient: c) }
        if g.native.interactiveDismissDisabled.isOn && t > medium {
            return medium + Projection.rubberBand(t - medium, dimension: g.height, coefficient: c)
        }
        return t
    }

    /// The detent nearest to `top + (v/1000)·0.99/(1−0.99)`, among all of `halfModal.detents`;
    /// `hidden` (dismiss) when the bottom is nearer than any detent and dismissal is allowed.
    static func releaseTarget(top: Double, velocity v: Double, _ g: HalfModalGeometry) -> HalfModalMachine.Detent {
        releaseStop(top: top, velocity: v, g).detent
    }

    /// `releaseTarget`, with the top of a detent in between when the release rests there.
    static func releaseStop(top: Double, velocity v: Double, _ g: HalfModalGeometry)
        -> (detent: HalfModalMachine.Detent, middleTop: Double?) {
        let projected = top + Projection.distance(velocity: v, decelerationRate: NativeSheetMetrics.decelerationRate)
        let tops = g.stopTops(dismissable: !g.native.interactiveDismissDisabled.isOn)
        return g.stop(atTop: tops.min { abs($0 - projected) < abs($1 - projected) }!)
    }

    /// UIKit's spring from the current top (or `from`) to `detent`, carrying `velocity`.
    mutating func settle(to detent: HalfModalMachine.Detent, middleTop: Double? = nil, velocity: Double,
                         now: Double, _ g: HalfModalGeometry, from: Double? = nil) {
        let v = clampVelocity(velocity)
        let spring = abs(v) >= NativeSheetMetrics.flickVelocity ? NativeSheetMetrics.flickSpring : NativeSheetMetrics.spring
        sheet.settle(to: detent, middleTop: middleTop, from: from ?? top(at: now, g), now: now, spring: spring, velocity: v, g)
    }
}
