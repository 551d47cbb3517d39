/// The simulated server: remembers started requests and hands back their completions when due.
///
/// Pure bookkeeping — the app asks it for completions up to its clock and feeds them to
/// the machine as `.requestCompleted` events at their exact deadlines.
public struct RequestScheduler: Equatable, Sendable {
    /// A request waiting for its deadline.
    public struct Pending: Equatable, Sendable {
        public var id: Int
        public var deadline: Double
        public var outcome: RequestOutcome
    }

    public private(set) var pending: [Pending] = []

    public init() {}

    /// Records started requests and forgets cancelled ones.
    public mutating func apply(_ actions: [Action]) {
        for action in actions {
            switch action {
            case let .startRequest(id, deadline, outcome):
                pending.append(Pending(id: id, deadline: deadline, outcome: outcome))
                pending.sort { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
            case let .cancelRequest(id):
                pending.removeAll { $0.id == id }
            default:
                break
            }
        }
    }

    /// The earliest deadline still pending.
    public var nextDeadline: Double? { pending.first?.deadline }

    /// Removes and returns the earliest completion due at or before `time`, with its deadline.
    public mutating func popDue(upTo time: Double) -> (time: Double, event: Event)? {
        guard let first = pending.first, first.deadline <= time else { return nil }
        pending.removeFirst()
        return (first.deadline, .requestCompleted(id: first.id, outcome: first.outcome))
    }
}
