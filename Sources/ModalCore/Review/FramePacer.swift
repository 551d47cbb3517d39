/// When a live front end draws and when it sleeps: the rules of the window's loop, on the
/// review clock and the wall clock, with no SDL.
///
/// Each turn the front end asks `needsFrame` whether to draw (something changed, moves, ended
/// since the last frame, fell due, or the reference shows another frame), notes a presented
/// frame with `presented`, ends the turn with `endTurn`, and sleeps until `deadline`.
public struct FramePacer: Equatable, Sendable {
    /// Something changed that only a new frame shows (an input, a toast, a resize).
    public var dirty = true
    /// The wall time the last frame was presented; below 0 before the first.
    public private(set) var lastFrameWall = -1.0
    /// Wall seconds the last presented frame took to draw and present.
    public private(set) var lastFrameCost: Double?
    /// The wake the loop last slept towards: when it has come, the picture changed (a spinner step).
    public private(set) var pendingWake: Wake = .idle
    /// The reference frame last presented: a new one is due at its boundary even when nothing moves.
    public private(set) var lastReferenceFrame: Int?
    /// Seconds of CPU the last strip tick took (`ticked`); nil before the first.
    public private(set) var lastTickCost: Double?

    /// While the clock runs and nothing moves, the studio strip's time and playhead are drawn
    /// again at least this often (wall seconds): the shown time is always the clock's.
    public static let stripTick = 1.0
    /// Most of a core an idle window's strip ticks may take: a tick that costs more (a debug
    /// build's, or a whole frame of a giant window where the strip cannot be shown alone) comes
    /// less often.
    public static let tickShare = 0.003

    public init() {}

    /// True before the first frame was presented.
    public var isFirstFrame: Bool { lastFrameWall < 0 }

    /// Whether anything is animating this turn: the clock runs and something moves (or the HUD
    /// shows, whose clock is motion too). Paused, or with nothing moving and no HUD, the loop sleeps.
    public static func animating(wake: Wake, paused: Bool, hudVisible: Bool) -> Bool {
        !paused && (wake == .continuous || hudVisible)
    }

    /// Whether the turn at review time `t` draws a frame: something is new (`dirty`, a frame
    /// `recorded`), moves, stopped moving since the last frame (its end state is owed), fell
    /// due (the wake now or the one slept towards), or the reference shows another frame.
    public func needsFrame(at t: Double, wake: Wake, animating: Bool, referenceFrame: Int?, recorded: Bool) -> Bool {
        let settled = pendingWake == .continuous && !animating
        return recorded || dirty || animating || settled || referenceFrame != lastReferenceFrame
            || FramePacer.isDue(wake, t) || FramePacer.isDue(pendingWake, t)
    }

    /// Notes a frame presented at `wall` that took `cost` wall seconds, showing `referenceFrame`.
    public mutating func presented(wall: Double, cost: Double) {
        lastFrameWall = wall
        lastFrameCost = cost
        dirty = false
    }

    /// Notes a strip tick shown at `wall` that took `cost` seconds of CPU (the strip alone, or a
    /// whole frame where the strip cannot be shown alone).
    public mutating func ticked(wall: Double, cost: Double) {
        lastFrameWall = wall
        lastTickCost = cost
    }

    /// The wall time the strip's next tick is due while the clock runs (`stripTick` after the
    /// last frame, later when a tick costs over `tickShare` of that time); nil while `paused` or
    /// before the first frame. Before the first tick, its cost is taken as the last frame's (wall
    /// seconds), or as nothing when the front end shows the strip alone (`stripAlone`).
    public func nextStripTick(paused: Bool, stripAlone: Bool) -> Double? {
        guard !paused, lastFrameWall >= 0 else { return nil }
        let cost = lastTickCost ?? (stripAlone ? 0 : lastFrameCost ?? 0)
        return lastFrameWall + max(FramePacer.stripTick, cost / FramePacer.tickShare)
    }

    /// Notes the reference frame the last drawn frame showed.
    public mutating func showed(referenceFrame: Int?) {
        lastReferenceFrame = referenceFrame
    }

    /// Ends the turn: `wake` is what the loop sleeps towards.
    public mutating func endTurn(wake: Wake) {
        pendingWake = wake
    }

    /// The wall time the loop wakes by: the next animation frame at `fps` while `animating`,
    /// the earliest of the review-clock times `simulated` on `clock`, and the wall times `wall`
    /// (a config check, a toast's end). Nil: nothing is due, wait for input.
    public func deadline(animating: Bool, fps: Double, clock: PlaybackClock, simulated: [Double], wall: [Double]) -> Double? {
        var deadlines = wall
        if animating { deadlines.append(lastFrameWall + 1 / fps) }
        deadlines += simulated.compactMap { clock.wall(at: $0) }
        return deadlines.min()
    }

    /// Whether `wake` is a time at or before `t`.
    public static func isDue(_ wake: Wake, _ t: Double) -> Bool {
        if case let .at(when) = wake { return when <= t }
        return false
    }

    /// How long an idle loop sleeps at most, in whole milliseconds, towards `deadline` from
    /// `now`: never unbounded (a lost wake-up must not hang the loop), never negative.
    public static func waitMilliseconds(until deadline: Double?, now: Double, cap: Double) -> Int32 {
        let d = deadline ?? now + cap
        // Clamped as a Double first: a far deadline must not overflow Int32.
        return Int32(min(max(((d - now) * 1000).rounded(.up), 0), 1000 * cap))
    }
}
