/// The recent positions of the half modal and the sheet, for the HUD's live plot.
public struct MotionTrace: Equatable, Sendable {
    /// One sample per drawn frame.
    public struct Sample: Equatable, Sendable {
        public var time: Double
        /// Half modal top as a fraction of the canvas height (1 = hidden).
        public var halfModal: Double
        /// Sheet fraction (0 = presented, 1 = hidden).
        public var sheet: Double
    }

    /// Seconds of history kept.
    public var span: Double
    public private(set) var samples: [Sample] = []

    public init(span: Double = 4) { self.span = span }

    /// A trace of given samples (a reference recording's tracked card, `ReferenceFit`).
    public init(span: Double, samples: [Sample]) {
        self.span = span
        self.samples = samples
    }

    /// Records the machine's positions at `now`; drops samples older than `span` and any
    /// that lie after `now` (time went back: a step back or a restart).
    public mutating func record(_ m: PrototypeMachine, now: Double) {
        if let last = samples.last, last.time > now { samples.removeAll { $0.time > now } }
        if let last = samples.last, last.time == now { samples.removeLast() }
        let h = max(m.canvas.height, 1)
        samples.append(Sample(time: now, halfModal: m.halfModal.top(at: now) / h, sheet: m.sheet.fraction(at: now)))
        if let first = samples.firstIndex(where: { $0.time >= now - span }), first > 0 { samples.removeFirst(first) }
        if samples.count > 4096 { samples.removeFirst(samples.count - 4096) }
    }
}
