/// When the hand did something, on the app's wall clock: the time a pointer sample's
/// velocity is measured in, whatever the playback speed or the recording does to the review
/// clock.
///
/// Two sources, by how much the platform tells:
/// - **Platform times** (X11 server time, read through the front end's window-manager events): milliseconds on the
///   platform's own clock, 32 bits that wrap. They are unwrapped and carried onto the wall
///   clock by the smallest lag seen so far (wall at read − platform time), so a sample is never
///   later than when it was read and the spacing of a batch read late is kept exactly.
/// - **Read intervals** (Wayland under SDL 2, which stamps an event when it reads it): the
///   samples of one read are spread evenly across the interval since the previous read
///   (`spread`), so a batch behind a slow frame keeps a plausible spacing instead of one time.
public struct HandClock: Equatable, Sendable {
    /// The last platform stamp, and its unwrapped value in seconds.
    private var lastStamp: UInt32?
    private var unwrapped = 0.0
    /// The smallest (wall at read − unwrapped platform time) seen: the platform-to-wall offset.
    private var offset: Double?

    public init() {}

    /// The hand time of an event the platform stamped `milliseconds` on its clock, read at wall
    /// time `readAt` (seconds). Stamps may wrap at 2³²; one going back (an out-of-order read)
    /// counts as going back, up to 2³¹ ms.
    public mutating func platform(milliseconds: UInt32, readAt wall: Double) -> Double {
        let t = unwrap(milliseconds)
        observe(t, readAt: wall)
        return t + (offset ?? 0)
    }

    /// The stamp `milliseconds` in seconds on the platform's clock, unwrapped past 2³² ms.
    private mutating func unwrap(_ milliseconds: UInt32) -> Double {
        if let last = lastStamp {
            unwrapped += Double(Int32(bitPattern: milliseconds &- last)) / 1000
        } else {
            unwrapped = Double(milliseconds) / 1000
        }
        lastStamp = milliseconds
        return unwrapped
    }

    /// Notes that platform time `t` was read at wall time `wall`: the offset is the smallest lag seen.
    private mutating func observe(_ t: Double, readAt wall: Double) {
        let lag = wall - t
        if offset.map({ lag < $0 }) ?? true { offset = lag }
    }

    /// The hand times of `count` samples read together at wall time `end`, spread evenly
    /// across the read interval that began at `start`: sample i (from 0) at
    /// start + (i + 1) × (end − start) / count, the last one at `end`. An empty or backwards
    /// interval gives every sample `end`.
    public static func spread(count: Int, from start: Double, to end: Double) -> [Double] {
        guard count > 0 else { return [] }
        guard start < end, start.isFinite else { return Array(repeating: end, count: count) }
        let step = (end - start) / Double(count)
        return (0..<count).map { i in i == count - 1 ? end : start + Double(i + 1) * step }
    }

    /// The hand times of one read's pointer samples, in order: `stamps[i]` is sample i's
    /// platform stamp, or nil when the platform gave none. Stamped samples go through
    /// `platform(milliseconds:readAt:)`; the others are spread (`spread`) across the read
    /// interval `start`…`end`, in their order.
    ///
    /// The whole read was read at `end`, so its latest stamp (the smallest lag) sets the offset
    /// before any sample is carried over: the samples keep their spacing even when the first
    /// stamps the clock ever sees come in one late read.
    public mutating func times(for stamps: [UInt32?], readFrom start: Double, at end: Double) -> [Double] {
        var spreadTimes = HandClock.spread(count: stamps.count { $0 == nil }, from: start, to: end)[...]
        let unwrappedStamps = stamps.map { $0.map { unwrap($0) } }
        if let latest = unwrappedStamps.compactMap({ $0 }).max() { observe(latest, readAt: end) }
        return unwrappedStamps.map { t in
            if let t { return t + (offset ?? 0) }
            return spreadTimes.popFirst() ?? end
        }
    }
}
