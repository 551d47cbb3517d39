/// Every input of a review, in order: append-only, amortized O(1), small value entries.
///
/// Kept in fixed-size chunks, so a long log grows without ever copying itself into a buffer
/// twice its size (a day of scenario drags is millions of entries) and a copy that appends
/// duplicates one chunk, not the whole log.
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

    /// Entries per chunk (a power of two).
    private static let chunkShift = 13
    private static let chunkSize = 1 << chunkShift
    private var chunks: [[Entry]] = []
    private var total = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { total }
    public subscript(i: Int) -> Entry {
        precondition(i >= 0 && i < total, "log index out of range")
        return chunks[i >> InputLog.chunkShift][i & (InputLog.chunkSize - 1)]
    }

    /// Adds `entry` at the end.
    mutating func append(_ entry: Entry) {
        if total & (InputLog.chunkSize - 1) == 0 {
            var chunk: [Entry] = []
            chunk.reserveCapacity(InputLog.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(entry)
        total += 1
    }

    /// Forgets every entry from `index` on (a new input after seeking back overwrites the rest).
    mutating func truncate(to index: Int) {
        guard index < total else { return }
        let keep = Swift.max(index, 0)
        let full = keep >> InputLog.chunkShift, rest = keep & (InputLog.chunkSize - 1)
        chunks.removeSubrange((rest == 0 ? full : full + 1)...)
        if rest > 0 { chunks[full].removeSubrange(rest...) }
        total = keep
    }

    /// Forgets everything.
    mutating func removeAll() {
        chunks = []
        total = 0
    }

    /// The index of the first entry later than `time` (entries are in time order).
    public func firstIndex(after time: Double) -> Int {
        var lo = 0, hi = total
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Bytes the entries take, their storage only (the figure the soak and benchmark report).
    public var byteCount: Int { chunks.reduce(0) { $0 + $1.capacity } * MemoryLayout<Entry>.stride }
}
