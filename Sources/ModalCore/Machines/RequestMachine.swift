/// The simulated API call with its loading cover and failure alert (first article).
///
/// idle → loading (cover up, spinner) → idle on success, or → alert (over the cover) on
/// failure → idle when the alert's OK is pressed. The cover has no show/hide animation.
///
/// **Cover timing** (`CoverTiming`, both 0 by default: the article's cover, up from the exact
/// instant of the tap to the exact instant of completion). The cover shows `graceTime` after
/// the tap, so a request that completes sooner never shows it; once shown it stays at least
/// `minimumShowTime`: a completion before then is held (phase `.holding`, cover still up) and
/// its outcome (success: the sheet closes; failure: the alert) takes effect at `releaseAt`.
public struct RequestMachine: Equatable, Sendable {
    /// What the request is doing.
    public enum Phase: String, Equatable, Sendable {
        case idle, loading, holding, alert
    }

    enum State: Equatable, Sendable {
        case idle
        /// Request `id` is in flight; the cover went up at `start`.
        case loading(id: Int, start: Double, deadline: Double)
        /// Request `id` completed with `outcome`, but its cover (up since `coverStart`) must stay
        /// until `releaseAt` (the minimum show time): the outcome waits.
        case holding(id: Int, coverStart: Double, outcome: RequestOutcome, releaseAt: Double)
        /// Request `id` failed; the cover has been up since `coverStart` (nil: it never showed,
        /// the failure came within the grace time), the alert since `shownAt`.
        case alert(id: Int, coverStart: Double?, shownAt: Double)
    }

    /// What a completion did, for the composing machine.
    public enum Completion: Equatable, Sendable {
        /// The id was not the one in flight: nothing changed.
        case ignored
        /// The cover went away; the sheet should close.
        case succeeded
        /// The alert is now up over the cover.
        case failed
        /// The cover has not been up its minimum time: the outcome waits until `releaseAt`.
        case held(releaseAt: Double)
    }

    private(set) var state: State = .idle
    /// The id the next request will get.
    private(set) var nextID = 1
    /// How many requests have started (drives `.alternate`).
    private(set) var started = 0
    /// State of the seeded generator behind `.random`.
    private(set) var randomState: UInt64
    /// When the last alert was dismissed and when it had appeared, for its fade-out.
    public private(set) var lastAlertDismissal: (shownAt: Double, dismissedAt: Double)?
    public var settings: RequestSettings
    /// The cover's grace and minimum show times.
    public var timing: CoverTiming

    public init(settings: RequestSettings, timing: CoverTiming = CoverTiming()) {
        self.settings = settings
        self.timing = timing
        self.randomState = settings.seed
    }

    public static func == (a: RequestMachine, b: RequestMachine) -> Bool {
        a.state == b.state && a.nextID == b.nextID && a.started == b.started && a.randomState == b.randomState
            && a.settings == b.settings && a.timing == b.timing && a.lastAlertDismissal?.shownAt == b.lastAlertDismissal?.shownAt
            && a.lastAlertDismissal?.dismissedAt == b.lastAlertDismissal?.dismissedAt
    }

    public var phase: Phase {
        switch state {
        case .idle: return .idle
        case .loading: return .loading
        case .holding: return .holding
        case .alert: return .alert
        }
    }

    /// True while a request is under way or its alert is up (the cover may still be in its
    /// grace time: `isCoverShown(at:)` says whether it is drawn).
    public var isCoverUp: Bool { phase != .idle }

    /// True when the cover is drawn at `now`: from `coverStart` on while a request is under way,
    /// held or failed.
    public func isCoverShown(at now: Double) -> Bool { coverStart.map { now >= $0 } ?? false }

    /// The id of the request in flight or whose alert is up.
    public var currentID: Int? {
        switch state {
        case .idle: return nil
        case let .loading(id, _, _), let .holding(id, _, _, _), let .alert(id, _, _): return id
        }
    }

    /// When the cover goes (or went) up for the request under way: the tap plus the grace
    /// time; nil when idle, or when a failure came within the grace time.
    public var coverStart: Double? {
        switch state {
        case .idle: return nil
        case let .loading(_, start, _): return start + timing.grace
        case let .holding(_, start, _, _): return start
        case let .alert(_, start, _): return start
        }
    }

    /// The next moment after `now` at which time alone changes what the request shows: the
    /// cover showing once the grace time is over, or a held outcome taking effect; nil if none.
    public func nextCue(after now: Double) -> Double? {
        if let release = releaseAt { return release }
        if case .loading = state, let shows = coverStart, shows > now { return shows }
        return nil
    }

    /// When a held outcome takes effect, if one is held.
    public var releaseAt: Double? {
        if case let .holding(_, _, _, releaseAt) = state { return releaseAt }
        return nil
    }

    /// When the in-flight request completes, if one is in flight.
    public var deadline: Double? {
        if case let .loading(_, _, deadline) = state { return deadline }
        return nil
    }

    /// When the alert appeared, if it is up.
    public var alertShownAt: Double? {
        if case let .alert(_, _, shownAt) = state { return shownAt }
        return nil
    }

    /// Starts a request at `now`: the cover goes up and the app is asked to run it.
    /// Nothing happens while a request or its alert is already up.
    public mutating func start(now: Double) -> [Action] {
        guard case .idle = state else { return [] }
        let id = nextID
        nextID += 1
        let latency = settings.latency.isFinite ? max(0, settings.latency) : 0
        let deadline = now + latency
        let outcome = nextOutcome()
        started += 1
        state = .loading(id: id, start: now, deadline: deadline)
        return [.startRequest(id: id, deadline: deadline, outcome: outcome)]
    }

    /// Applies the completion of request `id`; a stale or unknown id changes nothing.
    /// A completion within the grace time shows no cover; one before the cover has been up
    /// `minimumShowTime` is held (`.held`) until `releaseHeld(now:)`.
    public mutating func complete(id: Int, outcome: RequestOutcome, now: Double) -> Completion {
        guard case let .loading(current, start, _) = state, current == id else { return .ignored }
        let shownAt = start + timing.grace
        guard now >= shownAt else { return conclude(outcome, coverStart: nil, now: now) }
        let releaseAt = shownAt + timing.minimumShow
        if now < releaseAt {
            state = .holding(id: id, coverStart: shownAt, outcome: outcome, releaseAt: releaseAt)
            return .held(releaseAt: releaseAt)
        }
        return conclude(outcome, coverStart: shownAt, now: now)
    }

    /// Lets a held outcome take effect if its release time has come by `now`: returns what it
    /// did and when (the release time itself, not `now`), or nil.
    public mutating func releaseHeld(now: Double) -> (completion: Completion, at: Double)? {
        guard case let .holding(_, coverStart, outcome, releaseAt) = state, releaseAt <= now else { return nil }
        return (conclude(outcome, coverStart: coverStart, now: releaseAt), releaseAt)
    }

    /// The outcome of the request under way takes effect at `now`.
    private mutating func conclude(_ outcome: RequestOutcome, coverStart: Double?, now: Double) -> Completion {
        guard let id = currentID else { return .ignored }
        switch outcome {
        case .success:
            state = .idle
            return .succeeded
        case .failure:
            state = .alert(id: id, coverStart: coverStart, shownAt: now)
            return .failed
        }
    }

    /// The alert's OK: the alert and the cover go away together.
    public mutating func acknowledgeAlert(now: Double) -> Bool {
        guard case let .alert(_, _, shownAt) = state else { return false }
        state = .idle
        lastAlertDismissal = (shownAt, now)
        return true
    }

    /// Drops whatever is up (the sheet went away): returns the cancelled request, if any.
    public mutating func cancel() -> [Action] {
        guard let id = currentID else { return [] }
        let wasLoading = phase == .loading
        state = .idle
        return wasLoading ? [.cancelRequest(id: id)] : []
    }

    /// The outcome the policy gives the next request (advances `.random`'s generator).
    mutating func nextOutcome() -> RequestOutcome {
        switch settings.outcome {
        case .success: return .success
        case .failure: return .failure
        case .alternate: return started % 2 == 0 ? .failure : .success
        case .random:
            let unit = Double(splitMix64(&randomState) >> 11) / Double(1 << 53)
            return unit < settings.failureRate ? .failure : .success
        }
    }

    /// Applies new settings; a new random seed restarts the generator.
    public mutating func update(settings new: RequestSettings) {
        if new.seed != settings.seed { randomState = new.seed }
        settings = new
    }
}

/// The loading cover's grace and minimum show times (`cover.graceTime`,
/// `cover.minimumShowTime`), sanitised: finite and at least 0.
public struct CoverTiming: Equatable, Sendable {
    public var grace: Double
    public var minimumShow: Double

    public init(grace: Double = 0, minimumShow: Double = 0) {
        self.grace = grace.isFinite ? max(grace, 0) : 0
        self.minimumShow = minimumShow.isFinite ? max(minimumShow, 0) : 0
    }

    public init(_ cover: CoverSettings) { self.init(grace: cover.graceTime, minimumShow: cover.minimumShowTime) }
}

/// SplitMix64: a tiny, well-distributed, seedable generator (Steele, Lea & Flood 2014).
public func splitMix64(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}
