import Dispatch

/// Jobs run in order on a thread of their own, for a caller that waits for all of them at
/// chosen points (`wait`), such as one lane's GIF in a report while the next frame is drawn.
///
/// After a job throws, the jobs queued behind it are skipped, and `wait` throws that first
/// error. Whatever a job touches is touched only by this queue's jobs until `wait` returns:
/// the wait orders the caller after them.
final class SerialJobs {
    private let queue: DispatchQueue
    private let group = DispatchGroup()
    /// The first failure; written on `queue`, read after `group.wait()`.
    private var failure: Error?

    init(label: String) { queue = DispatchQueue(label: label) }

    /// Queues `job` behind the ones queued before it.
    func submit(_ job: @escaping () throws -> Void) {
        queue.async(group: group) { [self] in
            guard failure == nil else { return }
            do { try job() } catch { failure = error }
        }
    }

    /// Waits until every job queued so far has run (or been skipped).
    ///
    /// - Throws: the first error a job threw.
    func wait() throws {
        group.wait()
        if let failure { throw failure }
    }
}
