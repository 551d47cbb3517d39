/// Maps the wall clock to the simulated clock the machines run on: slow motion, pause and
/// frame stepping for reviewers.
///
/// Simulated time advances at `rate` × wall time while playing and stands still while
/// paused. Changing the rate or pausing never makes simulated time jump.
public struct PlaybackClock: Equatable, Sendable {
    /// The speeds offered to reviewers, fastest first: `]` steps up to ×4, `[` down to ×0.1
    /// (the Simulator's and DevTools' speed controls offer faster than real time too).
    public static let rates: [Double] = [4, 2, 1, 0.5, 0.25, 0.1]

    public private(set) var rate: Double = 1
    public private(set) var isPaused = false
    /// Simulated time at the wall time `anchorWall`.
    private var anchorSimulated: Double
    private var anchorWall: Double

    /// A clock reading `simulated` at wall time `wall`.
    public init(wall: Double, simulated: Double = 0) {
        anchorWall = wall
        anchorSimulated = simulated
    }

    /// The simulated time at wall time `wall`.
    public func simulated(at wall: Double) -> Double {
        isPaused ? anchorSimulated : anchorSimulated + max(wall - anchorWall, 0) * rate
    }

    /// The wall time at which simulated time reaches `simulated` (nil while paused).
    public func wall(at simulated: Double) -> Double? {
        guard !isPaused, rate > 0 else { return nil }
        return anchorWall + max(simulated - anchorSimulated, 0) / rate
    }

    /// Sets the speed (clamped to 0.01…4) without a jump in simulated time.
    public mutating func setRate(_ newRate: Double, wall: Double) {
        rebase(wall: wall)
        rate = newRate.isFinite ? min(max(newRate, 0.01), 4) : 1
    }

    /// The next slower (`faster == false`) or faster speed among `rates`.
    public mutating func stepRate(faster: Bool, wall: Double) {
        let rates = PlaybackClock.rates
        let i = rates.firstIndex { $0 <= rate } ?? rates.count - 1
        setRate(rates[faster ? max(i - 1, 0) : min(i + 1, rates.count - 1)], wall: wall)
    }

    /// Pauses or resumes.
    public mutating func setPaused(_ paused: Bool, wall: Double) {
        rebase(wall: wall)
        isPaused = paused
    }

    /// Pauses and moves simulated time by `delta` (a frame forward or back), never below 0.
    public mutating func step(by delta: Double, wall: Double) {
        rebase(wall: wall)
        isPaused = true
        anchorSimulated = max(anchorSimulated + delta, 0)
    }

    /// Jumps to simulated time `simulated` (a restart), keeping rate and pause.
    public mutating func reset(to simulated: Double, wall: Double) {
        anchorWall = wall
        anchorSimulated = simulated
    }

    private mutating func rebase(wall: Double) {
        anchorSimulated = simulated(at: wall)
        anchorWall = wall
    }
}
