/// Every input of a review, in order: append-only, amortized O(1), small value entries.
///
/// Request completions and ticks are not logged: replaying the inputs recomputes them.
public struct InputLog: Equatable, Sendable, RandomAccessCollection {
    /// An input, when it happened, and the lane it went to.
    public struct Entry: Equatable, Sendable {
        public var time: Double
        public var event: Event
        /// The one lane it went to, or -1 for every lane.
        var laneIndex: Int8

        public init(time: Double, event: Event, lane: Int? = nil) {
            self.time = time
            self.event = event
            laneIndex = Int8(lane ?? -1)
        }

        /// The one lane it went to, or nil for every lane.
        public var lane: Int? { laneIndex < 0 ? nil : Int(laneIndex) }
    }

    private var entries: [Entry] = []

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }
    public subscript(i: Int) -> Entry { entries[i] }

    /// Adds `entry` at the end.
    mutating func append(_ entry: Entry) { entries.append(entry) }

    /// Forgets every entry from `index` on (a new input after seeking back overwrites the rest).
    mutating func truncate(to index: Int) {
        guard index < entries.count else { return }
        entries.removeSubrange(index...)
    }

    /// Forgets everything.
    mutating func removeAll() { entries.removeAll(keepingCapacity: false) }

    /// The index of the first entry later than `time` (entries are in time order).
    public func firstIndex(after time: Double) -> Int {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Bytes the entries take, their storage only (the figure the soak and benchmark report).
    public var byteCount: Int { entries.capacity * MemoryLayout<Entry>.stride }
}
