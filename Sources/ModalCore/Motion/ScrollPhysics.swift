#if canImport(Glibc)
import Glibc
#endif

/// A scroll view's content offset as `UIScrollView` moves it: 1:1 under a finger, rubber-banded
/// (0.55) past either edge, decelerating at 0.998 per millisecond after a release, and
/// springing back to the edge it overshot.
///
/// The offset is in points, 0 at the top, `maxOffset` at the bottom (content height minus the
/// viewport). Pure: every reading takes the time as a parameter.
public struct ScrollPhysics: Equatable, Sendable {
    /// Velocity kept per millisecond while decelerating (`UIScrollView.DecelerationRate.normal`).
    public static let decelerationRate = DecelerationRate.normal
    /// Rubber-band coefficient past an edge.
    public static let rubberBand = 0.55
    /// The spring that brings an overshot offset back to its edge (critically damped).
    public static let bounce = Spring(response: 0.4, dampingFraction: 1)
    /// Below this speed (pt/s) a deceleration has stopped.
    public static let stopSpeed = 1.0

    enum Motion: Equatable, Sendable {
        case resting(Double)
        /// The finger's unbanded offset; the shown offset is `banded(raw)`.
        case tracking(raw: Double)
        case decelerating(from: Double, velocity: Double, start: Double)
        case bouncing(Animation1D)
    }

    private(set) var motion: Motion = .resting(0)
    /// The largest offset: content height minus the viewport's, never below 0.
    public var maxOffset: Double
    /// The viewport's height (the rubber band's dimension).
    public var viewport: Double

    public init(maxOffset: Double = 0, viewport: Double = 1) {
        self.maxOffset = max(maxOffset, 0)
        self.viewport = max(viewport, 1)
    }

    /// The offset at `now`.
    public func offset(at now: Double) -> Double {
        switch motion {
        case let .resting(o): return o
        case let .tracking(raw): return banded(raw)
        case let .bouncing(a): return a.value(at: now)
        case let .decelerating(o0, v0, t0):
            if let hit = edgeHit(from: o0, velocity: v0, start: t0), now >= hit.time {
                return bounce(from: hit).value(at: now)
            }
            return Self.decelerated(from: o0, velocity: v0, after: now - t0)
        }
    }

    /// The offset's speed at `now` (pt/s, positive when the content moves up).
    public func velocity(at now: Double) -> Double {
        switch motion {
        case .resting, .tracking: return 0
        case let .bouncing(a): return a.velocity(at: now)
        case let .decelerating(o0, v0, t0):
            if let hit = edgeHit(from: o0, velocity: v0, start: t0), now >= hit.time { return bounce(from: hit).velocity(at: now) }
            return v0 * pow(Self.decelerationRate, 1000 * (now - t0))
        }
    }

    /// True while the content moves on its own.
    public func isAnimating(at now: Double) -> Bool {
        switch motion {
        case .resting, .tracking: return false
        case let .bouncing(a): return !a.isFinished(at: now)
        case let .decelerating(o0, v0, t0):
            if let hit = edgeHit(from: o0, velocity: v0, start: t0) { return !bounce(from: hit).isFinished(at: now) }
            return abs(velocity(at: now)) > Self.stopSpeed
        }
    }

    /// True when the offset is at (or above) the top edge.
    public func isAtTop(at now: Double) -> Bool { offset(at: now) <= 1e-9 }

    /// `raw` as shown: itself between the edges, rubber-banded past them.
    public func banded(_ raw: Double) -> Double {
        if raw < 0 { return -Projection.rubberBand(-raw, dimension: viewport, coefficient: Self.rubberBand) }
        if raw > maxOffset { return maxOffset + Projection.rubberBand(raw - maxOffset, dimension: viewport, coefficient: Self.rubberBand) }
        return raw
    }

    /// A finger lands: the content stops where it is (a deceleration is caught).
    public mutating func beginTracking(now: Double) {
        let o = offset(at: now)
        motion = .tracking(raw: unbanded(o))
    }

    /// The finger moved the content by `delta` points (positive scrolls towards the end).
    public mutating func scroll(by delta: Double, now: Double) {
        if case let .tracking(raw) = motion { motion = .tracking(raw: raw + delta) } else {
            beginTracking(now: now)
            scroll(by: delta, now: now)
        }
    }

    /// The finger lifted with the content moving at `velocity` (pt/s, positive towards the end).
    public mutating func release(velocity: Double, now: Double) {
        let o = offset(at: now)
        if o < 0 || o > maxOffset {
            let edge = o < 0 ? 0 : maxOffset
            motion = .bouncing(.spring(from: o, to: edge, start: now, spring: Self.bounce, velocity: 0))
        } else if abs(velocity) > Self.stopSpeed {
            motion = .decelerating(from: o, velocity: velocity, start: now)
        } else {
            motion = .resting(o)
        }
    }

    /// Settles finished motions into rest.
    public mutating func tick(now: Double) {
        if case .tracking = motion { return }
        if case .resting = motion { return }
        if !isAnimating(at: now) { motion = .resting(min(max(offset(at: now), 0), maxOffset)) }
    }

    /// The position after `t` seconds of deceleration from `o0` at `v0`.
    static func decelerated(from o0: Double, velocity v0: Double, after t: Double) -> Double {
        let r = decelerationRate
        return o0 + v0 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
    }

    /// Where a deceleration crosses an edge: the time, the edge and the speed there.
    func edgeHit(from o0: Double, velocity v0: Double, start t0: Double) -> (time: Double, edge: Double, velocity: Double)? {
        guard v0 != 0 else { return nil }
        let r = Self.decelerationRate
        let edge = v0 > 0 ? maxOffset : 0
        let travel = -v0 / (1000 * log(r))   // the whole glide
        guard (v0 > 0 && o0 + travel > edge) || (v0 < 0 && o0 + travel < edge) else { return nil }
        let k = 1 + (edge - o0) * 1000 * log(r) / v0
        guard k > 0 else { return nil }
        let t = log(k) / (1000 * log(r))
        return (t0 + t, edge, v0 * k)
    }

    private func bounce(from hit: (time: Double, edge: Double, velocity: Double)) -> Animation1D {
        .spring(from: hit.edge, to: hit.edge, start: hit.time, spring: Self.bounce, velocity: hit.velocity)
    }

    /// The raw offset whose banded value is `o` (the inverse of the rubber band).
    private func unbanded(_ o: Double) -> Double {
        let c = Self.rubberBand, d = viewport
        func inverse(_ b: Double) -> Double { b >= d ? b : b * d / (c * (d - b)) }
        if o < 0 { return -inverse(-o) }
        if o > maxOffset { return maxOffset + inverse(o - maxOffset) }
        return o
    }
}
