/// Logged inputs to feed a session again as the clock reaches them: the last gesture replayed
/// with new settings (`A`), or the rest of a recording played on after a scrub.
///
/// Per-lane settings changes (one entry per lane at one time) are fed together, as
/// `Session.applyPerLane` logged them.
public struct ReplayQueue: Sendable {
    public private(set) var entries: [Session.Entry]
    private var cursor = 0

    public init<Entries: Sequence>(_ entries: Entries) where Entries.Element == Session.Entry { self.entries = Array(entries) }

    /// True once every entry has been fed.
    public var isFinished: Bool { cursor >= entries.count }

    /// The time of the next entry.
    public var nextTime: Double? { isFinished ? nil : entries[cursor].time }

    /// Feeds every entry due by `time` into `session`.
    public mutating func feed(upTo time: Double, into session: inout Session) {
        while cursor < entries.count, entries[cursor].time <= time {
            let entry = entries[cursor]
            if entry.lane != nil {
                let n = session.lanes.count
                if cursor + n <= entries.count,
                   (0..<n).allSatisfy({ entries[cursor + $0].lane == $0 && entries[cursor + $0].time == entry.time }) {
                    session.applyPerLane((0..<n).map { entries[cursor + $0].event }, at: entry.time)
                    cursor += n
                } else {
                    cursor += 1
                }
            } else {
                session.apply(entry.event, at: entry.time)
                cursor += 1
            }
        }
    }

    /// The last gesture of `log`: from its last press to the release (or cancel) that ends
    /// it, or the last key if that came later. Nil when the log has neither.
    public static func lastGesture<Log: RandomAccessCollection>(in log: Log) -> [Session.Entry]?
    where Log.Element == Session.Entry, Log.Index == Int {
        guard let last = log.lastIndex(where: {
            if case .pointerDown = $0.event { return true }
            if case .key = $0.event { return true }
            return false
        }) else { return nil }
        if case .key = log[last].event { return [log[last]] }
        var out = [log[last]]
        for entry in log[(last + 1)...] {
            switch entry.event {
            case .pointerMove, .pointerUp, .pointerCancel:
                out.append(entry)
                if case .pointerMove = entry.event { continue }
                return out
            default:
                continue
            }
        }
        return out
    }
}
