/// The review's undo and redo of branches: each branch cut the input log's tail off at a
/// scrubbed time and wrote a new one; undo puts the cut-off tail back, redo the new one.
///
/// A branch happens when an input reaches a phone, or a setting changes, while inputs later
/// than the clock are waiting to replay (after a scrub, a step back or a restart): the log from
/// that point on is rewritten (`Session.apply`). Before it is, `branched(at:time:end:cutOff:)`
/// keeps what was cut. `undo(log:)` returns what to restore and keeps the current tail for
/// `redo(log:)`, and the other way round, so undo and redo can alternate as often as wanted.
///
/// Entries before a cut are never touched by it, so every kept cut stays valid as long as the
/// log only changes by branches and appends: a cut whose index the log no longer reaches (it
/// was emptied) is dropped instead of restored. The latest `limit` branches are kept.
public struct BranchHistory: Equatable, Sendable {
    /// One branch: where the log was cut, what followed there, and the moment it was made.
    public struct Cut: Equatable, Sendable {
        /// Log entries before the cut (kept by it).
        public var index: Int
        /// The entries from `index` on: cut off by the branch (on the undo stack), or written
        /// after it (on the redo stack).
        public var tail: [InputLog.Entry]
        /// The simulated time the branch was made at: the playhead goes back there.
        public var time: Double
        /// The latest time of the take this tail belongs to (the timeline's end).
        public var end: Double

        public init(index: Int, tail: [InputLog.Entry], time: Double, end: Double) {
            self.index = index; self.tail = tail; self.time = time; self.end = end
        }

        /// `log` with its entries from `index` on replaced by `tail`.
        public func applied(to log: InputLog) -> InputLog {
            var out = log
            out.truncate(to: index)
            for entry in tail { out.append(entry) }
            return out
        }
    }

    /// Branches undo can take back, oldest first.
    public private(set) var undoable: [Cut] = []
    /// Branches undo took back, that redo makes again (the latest undone last).
    public private(set) var redoable: [Cut] = []
    /// How many branches are kept (the oldest is forgotten past it).
    public let limit: Int

    /// The number of branches kept by default: the last 20.
    public static let defaultLimit = 20

    /// An empty history keeping the latest `limit` (at least 1) branches.
    public init(limit: Int = BranchHistory.defaultLimit) {
        self.limit = max(limit, 1)
    }

    /// True when `undo` has a branch to take back.
    public var canUndo: Bool { !undoable.isEmpty }
    /// True when `redo` has a branch to make again.
    public var canRedo: Bool { !redoable.isEmpty }

    /// Notes a branch about to cut `tail` off the log at `index`, at simulated `time`, in a
    /// take that reached `end`. A new branch forgets what was undone (redo starts over); an
    /// empty tail cuts nothing and is not a branch.
    public mutating func branched<Tail: Sequence>(at index: Int, time: Double, end: Double, cutOff tail: Tail)
    where Tail.Element == InputLog.Entry {
        let kept = Array(tail)
        guard !kept.isEmpty else { return }
        undoable.append(Cut(index: index, tail: kept, time: time, end: end))
        redoable.removeAll()
        if undoable.count > limit { undoable.removeFirst(undoable.count - limit) }
    }

    /// Takes back the latest branch of `log` (whose take reached `end`): returns the cut to
    /// restore (`Cut.applied(to:)`), or nil when there is none. The tail it replaces is kept
    /// for `redo`.
    public mutating func undo(log: InputLog, end: Double) -> Cut? {
        Self.swap(from: &undoable, to: &redoable, log: log, end: end)
    }

    /// Makes the latest undone branch of `log` (whose take reached `end`) again: returns the
    /// cut to restore, or nil when there is none. The tail it replaces goes back to `undo`.
    public mutating func redo(log: InputLog, end: Double) -> Cut? {
        Self.swap(from: &redoable, to: &undoable, log: log, end: end)
    }

    /// Forgets every branch (the log was emptied: a scenario restarted).
    public mutating func removeAll() {
        undoable.removeAll()
        redoable.removeAll()
    }

    /// Pops the latest cut of `from` that `log` still reaches (dropping those it does not),
    /// pushes the tail it replaces onto `to`, and returns it.
    private static func swap(from: inout [Cut], to: inout [Cut], log: InputLog, end: Double) -> Cut? {
        while let cut = from.popLast() {
            guard cut.index <= log.count else { continue }
            to.append(Cut(index: cut.index, tail: Array(log[cut.index...]), time: cut.time, end: end))
            return cut
        }
        return nil
    }
}
