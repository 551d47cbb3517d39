/// The half modal as the best bottom sheets do it (profile `fluid`).
///
/// The release velocity is projected (UIScrollView deceleration) to choose among hidden,
/// half and full; a flick faster than `flickVelocity` always moves at least one stop; the
/// card settles with a spring that carries the release velocity, rubber-bands past full,
/// and dims a backdrop. The drag is live from the first point (no minimum distance).
struct FluidHalfModal: DetentMotionHolder, Equatable {
    static let profile = HalfModalProfile.fluid

    /// Rest, spring or pointer: the motion it shares with the native sheet (`DetentMotionHolder`).
    var sheet: DetentMotion

    init(sheet: DetentMotion) {
        self.sheet = sheet
    }

    mutating func toggle(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        settle(to: detent == .hidden ? .half : .hidden, velocity: velocity(at: now), now: now, g)
    }

    mutating func beginDrag(at p: Point, now: Double, _ g: HalfModalGeometry) {
        sheet.hold(at: p, now: now, g)
    }

    /// Follows the pointer; past full the card rubber-bands (UIScrollView's coefficient).
    mutating func drag(to p: Point, now: Double, _ g: HalfModalGeometry) {
        let full = g.top(of: .full)
        sheet.follow(to: p, now: now, minimumDistance: g.settings.minimumDragDistance) { t in
            t < full ? full - Projection.rubberBand(full - t, dimension: g.height, coefficient: g.settings.rubberBandCoefficient) : t
        }
    }

    mutating func endDrag(at p: Point, now: Double, velocity: Double? = nil, _ g: HalfModalGeometry) {
        guard sheet.gesture != nil else { return }
        drag(to: p, now: now, g)
        guard let ended = sheet.release() else { return }
        let v = clampVelocity(velocity ?? ended.tracker.velocity(at: now).y)
        let stop = Self.releaseStop(top: ended.top, velocity: v, g)
        settle(to: stop.detent, middleTop: stop.middleTop, velocity: v, now: now, g, from: ended.top)
    }

    /// The pointer was lost: settle at the nearest detent with no fling.
    mutating func cancelDrag(now: Double, _ g: HalfModalGeometry) {
        guard let lost = sheet.release() else { return }
        let stop = g.middleTops.isEmpty ? (g.nearestDetent(to: lost.top), nil) : Self.releaseStop(top: lost.top, velocity: 0, g)
        settle(to: stop.0, middleTop: stop.1, velocity: 0, now: now, g, from: lost.top)
    }

    /// Where a release at `top` with velocity `v` (pt/s) goes: the detent nearest to the
    /// projected position; a flick faster than `flickVelocity` moves at least one stop.
    static func releaseTarget(top: Double, velocity v: Double, _ g: HalfModalGeometry) -> HalfModalMachine.Detent {
        let projected = top + Projection.distance(velocity: v, decelerationRate: g.settings.decelerationRate)
        var target = g.nearestDetent(to: projected)
        let here = g.nearestDetent(to: top)
        if target == here && abs(v) > g.settings.flickVelocity {
            let order: [HalfModalMachine.Detent] = [.full, .half, .hidden]
            let i = order.firstIndex(of: here)!
            target = order[v > 0 ? min(i + 1, 2) : max(i - 1, 0)]
        }
        return target
    }

    /// `releaseTarget` over every one of `halfModal.detents` (and the bottom), with the top of
    /// a detent in between when the release rests there; the same rules.
    static func releaseStop(top: Double, velocity v: Double, _ g: HalfModalGeometry)
        -> (detent: HalfModalMachine.Detent, middleTop: Double?) {
        guard !g.middleTops.isEmpty else { return (releaseTarget(top: top, velocity: v, g), nil) }
        let projected = top + Projection.distance(velocity: v, decelerationRate: g.settings.decelerationRate)
        let tops = g.stopTops(dismissable: true)
        func nearest(_ y: Double) -> Int { tops.indices.min { abs(tops[$0] - y) < abs(tops[$1] - y) }! }
        var target = nearest(projected)
        let here = nearest(top)
        if target == here && abs(v) > g.settings.flickVelocity {
            target = v > 0 ? min(here + 1, tops.count - 1) : max(here - 1, 0)
        }
        return g.stop(atTop: tops[target])
    }

    /// Spring from the current top (or `from`) to `detent`, carrying `velocity`.
    mutating func settle(to detent: HalfModalMachine.Detent, middleTop: Double? = nil, velocity: Double,
                         now: Double, _ g: HalfModalGeometry, from: Double? = nil) {
        sheet.settle(to: detent, middleTop: middleTop, from: from ?? top(at: now, g), now: now, spring: g.settings.spring,
                     velocity: clampVelocity(velocity), g)
    }
}
