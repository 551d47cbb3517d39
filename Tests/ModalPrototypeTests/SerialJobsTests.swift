import Dispatch
import Glibc
import Testing
@testable import ModalPrototype

/// `SerialJobs`: jobs in order off the caller's thread, the first error at `wait`, nothing after it.
@Suite struct SerialJobsTests {
    struct Stop: Error, Equatable { let at: Int }

    /// Written by the jobs only (one queue), read after `wait`.
    final class Log { var seen: [Int] = [] }

    @Test func jobsRunInOrderAndWaitSeesThemAll() throws {
        let jobs = SerialJobs(label: "test.serial-jobs")
        let log = Log()
        for n in 0..<200 { try jobs.submit { log.seen.append(n) } }
        try jobs.wait()
        #expect(log.seen == Array(0..<200))
        try jobs.submit { log.seen.append(200) }
        try jobs.wait()
        #expect(log.seen.count == 201 && log.seen.last == 200)
    }

    @Test func theFirstErrorStopsTheJobsBehindIt() {
        let jobs = SerialJobs(label: "test.serial-jobs")
        let log = Log()
        for n in 0..<10 {
            try? jobs.submit {
                if n == 4 || n == 7 { throw Stop(at: n) }
                log.seen.append(n)
            }
        }
        #expect(throws: Stop(at: 4)) { try jobs.wait() }
        #expect(log.seen == [0, 1, 2, 3])
        // A later job is refused, and every wait says why.
        #expect(throws: Stop(at: 4)) { try jobs.submit { log.seen.append(99) } }
        #expect(throws: Stop(at: 4)) { try jobs.wait() }
        #expect(log.seen == [0, 1, 2, 3])
    }

    /// With a depth, a job waits for room: no more than `depth` are ever queued or running.
    @Test func aDepthBoundsTheJobsInFlight() throws {
        final class Count { var now = 0, most = 0 }
        let jobs = SerialJobs(label: "test.serial-jobs", depth: 2)
        let count = Count()
        let lock = DispatchSemaphore(value: 1)
        for _ in 0..<50 {
            lock.wait(); count.now += 1; count.most = max(count.most, count.now); lock.signal()
            try jobs.submit {
                usleep(200)
                lock.wait(); count.now -= 1; lock.signal()
            }
        }
        try jobs.wait()
        #expect(count.now == 0 && count.most <= 3 && count.most >= 1)
    }
}
