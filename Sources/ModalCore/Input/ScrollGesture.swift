/// Turns mouse-wheel and two-finger touchpad scrolling into the drag a finger would make.
///
/// A scroll that starts over the half modal or the sheet (`drags(_:)`) presses the pointer
/// where it is, then moves it by each scroll's amount: scrolling up (away from the user)
/// moves the pointer, and so the card or sheet, up. One wheel notch is `pointsPerNotch`
/// (20 pt); a touchpad's precise deltas (fractions of a notch) are used as they come.
///
/// A scroll has no "finger up": the gesture ends a while after the last scroll, at `deadline`,
/// which the caller must wake for and pass to `expire(now:)`. A touchpad's precise scrolls
/// (any fraction of a notch in the gesture) end it `endDelay` (150 ms) after the last one: a
/// two-finger swipe sends a scroll every frame or so, and its end should release at once. A
/// notched wheel's gesture (whole notches only) stays open `notchedEndDelay` (400 ms): a
/// reviewer turning the wheel notch by notch at a deliberate pace sends one every 120–300 ms
/// (issue 37 measured 8 notches at 200 ms apart breaking into 8 gestures of 20 pt under the
/// 150 ms rule), and 400 ms, twice the 200 ms pace, keeps them one drag while the card still
/// settles promptly after the last notch. (Firefox holds wheel events to one scroller for
/// 1,500 ms, `mousewheel.transaction.timeout`: a latch, not a drag that must end.)
///
/// It ends with `Event.pointerRelease` carrying the scroll's velocity: for a touchpad the
/// least-squares fit of the last 100 ms at its last event, as for a pointer, so a quick flick
/// flings; for a wheel, whose notches can be further apart than that window, the last notch's
/// distance over the time since the notch before (20 pt in 200 ms: 100 pt/s).
///
/// Pure: times are parameters (seconds), output is events for `PrototypeMachine.handle`.
public struct ScrollGesture: Equatable, Sendable {
    /// Points the pointer moves for one wheel notch (a scroll amount of 1).
    public static let pointsPerNotch = 20.0
    /// Seconds after the last scroll at which a touchpad's (precise) gesture ends.
    public static let endDelay = 0.15
    /// Seconds after the last notch at which a notched wheel's gesture ends.
    public static let notchedEndDelay = 0.4

    /// Whether a scroll amount is a wheel's notch (a whole number of them).
    public static func isNotch(_ notches: Double) -> Bool { notches == notches.rounded() }

    /// The synthetic pointer while a gesture runs.
    struct Active: Equatable, Sendable {
        var point: Point
        var lastTime: Double
        var tracker: VelocityTracker
        /// Every scroll so far was whole notches (a wheel's).
        var notched: Bool
        /// The velocity between the last two scrolls (pt/s), once there are two.
        var notchVelocity: Point?

        var endDelay: Double { notched ? ScrollGesture.notchedEndDelay : ScrollGesture.endDelay }
        var velocity: Point { notched ? (notchVelocity ?? .zero) : tracker.velocity(at: lastTime) }
    }

    private var active: Active?

    public init() {}

    /// True while a scroll gesture holds the pointer.
    public var isActive: Bool { active != nil }

    /// Where the synthetic pointer is (canvas points), while a gesture runs.
    public var point: Point? { active?.point }

    /// When the gesture ends unless another scroll comes first (nil when none runs).
    public var deadline: Double? { active.map { $0.lastTime + $0.endDelay } }

    /// Whether a scroll starting over the element `id` drags something: the half modal, the
    /// sheet and the sheet's own controls (a scroll over a button drags the sheet under it).
    public static func drags(_ id: ElementID?) -> Bool {
        guard let id else { return false }
        return id == .halfModal || id.isHalfModalList || id == .sheet || id == .nestedSheet || SceneBuilder.sheetControls.contains(id)
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
            let gap = max(now, a.lastTime) - a.lastTime
            a.notchVelocity = gap > 0 ? Point(x: 0, y: -dy / gap) : a.notchVelocity
            a.point.y -= dy
            a.lastTime = max(now, a.lastTime)
            a.tracker.add(a.point, at: a.lastTime)
            a.notched = a.notched && Self.isNotch(notches)
            active = a
            return events + [.pointerMove(a.point)]
        }
        guard Self.drags(target) else { return events }
        let moved = Point(x: p.x, y: p.y - dy)
        var tracker = VelocityTracker()
        tracker.add(moved, at: now)
        active = Active(point: moved, lastTime: now, tracker: tracker, notched: Self.isNotch(notches), notchVelocity: nil)
        events += [.pointerDown(p), .pointerMove(moved)]
        return events
    }

    /// Ends the gesture when `now` has reached its deadline: the release, with the velocity
    /// the scroll had at its last event. Nothing otherwise.
    public mutating func expire(now: Double) -> [Event] {
        guard let a = active, now >= a.lastTime + a.endDelay else { return [] }
        return end()
    }

    /// Ends the gesture at once (a button press or a finger takes over the pointer, focus is
    /// lost): the release with the scroll's velocity, or nothing when none runs.
    public mutating func end() -> [Event] {
        guard let a = active else { return [] }
        active = nil
        return [.pointerRelease(a.point, velocity: a.velocity)]
    }
}
