import Dispatch

/// Jobs run in order on a thread of their own, for a caller that goes on drawing meanwhile:
/// one lane's GIF in a report, or a recording's GIF.
///
/// With a `depth`, at most that many jobs wait or run, and `submit` waits for room (memory
/// stays bounded when the jobs are slower than the caller). After a job throws, the jobs
/// queued behind it are skipped, and the next `submit` or `wait` throws that first error.
/// Whatever a job touches is touched only by this queue's jobs until `wait` returns: the wait
/// orders the caller after them.
final class SerialJobs {
    private let queue: DispatchQueue
    private let group = DispatchGroup()
    /// Room for one more job each, when the jobs in flight are bounded.
    private let slots: DispatchSemaphore?
    /// Guards `failure`, which a job writes and the caller reads.
    private let lock = DispatchSemaphore(value: 1)
    private var failure: Error?

    init(label: String, depth: Int? = nil) {
        queue = DispatchQueue(label: label)
        slots = depth.map { DispatchSemaphore(value: max($0, 1)) }
    }

    /// The first error a job threw, if any.
    private var firstFailure: Error? {
        lock.wait()
        defer { lock.signal() }
        return failure
    }

    /// Queues `job` behind the ones queued before it; with a `depth`, waits for room first.
    ///
    /// - Throws: the first error an earlier job threw (and `job` is not queued).
    func submit(_ job: @escaping () throws -> Void) throws {
        if let failure = firstFailure { throw failure }
        slots?.wait()
        queue.async(group: group) { [self] in
            defer { slots?.signal() }
            guard firstFailure == nil else { return }
            do { try job() } catch {
                lock.wait()
                if failure == nil { failure = error }
                lock.signal()
            }
        }
    }

    /// Waits until every job queued so far has run (or been skipped).
    ///
    /// - Throws: the first error a job threw.
    func wait() throws {
        group.wait()
        if let failure = firstFailure { throw failure }
    }
}
