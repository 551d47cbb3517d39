/// Turns mouse-wheel and two-finger touchpad scrolling into the drag a finger would make.
///
/// A scroll that starts over the half modal or the sheet (`drags(_:)`) presses the pointer
/// where it is, then moves it by each scroll's amount: scrolling up (away from the user)
/// moves the pointer, and so the card or sheet, up. One wheel notch is `pointsPerNotch`
/// (20 pt); a touchpad's precise deltas (fractions of a notch) are used as they come.
///
/// A scroll has no "finger up": the gesture ends `endDelay` (150 ms) after the last scroll,
/// at `deadline`, which the caller must wake for and pass to `expire(now:)`. It ends with
/// `Event.pointerRelease` carrying the scroll's velocity at its last event (the least-squares
/// fit of the last 100 ms, as for a pointer), so a quick flick flings: by the deadline the
/// pointer has been still for 150 ms and its sampled velocity would be zero.
///
/// Pure: times are parameters (seconds), output is events for `PrototypeMachine.handle`.
public struct ScrollGesture: Equatable, Sendable {
    /// Points the pointer moves for one wheel notch (a scroll amount of 1).
    public static let pointsPerNotch = 20.0
    /// Seconds after the last scroll at which the gesture ends.
    public static let endDelay = 0.15

    /// The synthetic pointer while a gesture runs.
    struct Active: Equatable, Sendable {
        var point: Point
        var lastTime: Double
        var tracker: VelocityTracker
    }

    private var active: Active?

    public init() {}

    /// True while a scroll gesture holds the pointer.
    public var isActive: Bool { active != nil }

    /// Where the synthetic pointer is (canvas points), while a gesture runs.
    public var point: Point? { active?.point }

    /// When the gesture ends unless another scroll comes first (nil when none runs).
    public var deadline: Double? { active.map { $0.lastTime + Self.endDelay } }

    /// Whether a scroll starting over the element `id` drags something: the half modal, the
    /// sheet and the sheet's own controls (a scroll over a button drags the sheet under it).
    public static func drags(_ id: ElementID?) -> Bool {
        guard let id else { return false }
        return id == .halfModal || id.isHalfModalList || id == .sheet || SceneBuilder.sheetControls.contains(id)
    }

    /// A scroll of `notches` (positive up, away from the user; a wheel gives whole numbers, a
    /// touchpad fractions) with the pointer at canvas point `p` over `target` at `now`.
    ///
    /// Ends a gesture whose deadline has passed first. A scroll that starts nothing (not over
    /// a draggable surface, zero, or not finite) returns only that ending.
    public mutating func scroll(notches: Double, at p: Point, over target: ElementID?, now: Double) -> [Event] {
        var events = expire(now: now)
        guard notches.isFinite, notches != 0, now.isFinite, p.x.isFinite, p.y.isFinite else { return events }
        let dy = notches * Self.pointsPerNotch
        if var a = active {
            a.point.y -= dy
            a.lastTime = max(now, a.lastTime)
            a.tracker.add(a.point, at: a.lastTime)
            active = a
            return events + [.pointerMove(a.point)]
        }
        guard Self.drags(target) else { return events }
        let moved = Point(x: p.x, y: p.y - dy)
        var tracker = VelocityTracker()
        tracker.add(moved, at: now)
        active = Active(point: moved, lastTime: now, tracker: tracker)
        events += [.pointerDown(p), .pointerMove(moved)]
        return events
    }

    /// Ends the gesture when `now` has reached its deadline: the release, with the velocity
    /// the scroll had at its last event. Nothing otherwise.
    public mutating func expire(now: Double) -> [Event] {
        guard let a = active, now >= a.lastTime + Self.endDelay else { return [] }
        return end()
    }

    /// Ends the gesture at once (a button press or a finger takes over the pointer, focus is
    /// lost): the release with the scroll's velocity, or nothing when none runs.
    public mutating func end() -> [Event] {
        guard let a = active else { return [] }
        active = nil
        return [.pointerRelease(a.point, velocity: a.tracker.velocity(at: a.lastTime))]
    }
}
