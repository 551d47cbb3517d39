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
        for n in 0..<200 { jobs.submit { log.seen.append(n) } }
        try jobs.wait()
        #expect(log.seen == Array(0..<200))
        jobs.submit { log.seen.append(200) }
        try jobs.wait()
        #expect(log.seen.count == 201 && log.seen.last == 200)
    }

    @Test func theFirstErrorStopsTheJobsBehindIt() {
        let jobs = SerialJobs(label: "test.serial-jobs")
        let log = Log()
        for n in 0..<10 {
            jobs.submit {
                if n == 4 || n == 7 { throw Stop(at: n) }
                log.seen.append(n)
            }
        }
        #expect(throws: Stop(at: 4)) { try jobs.wait() }
        #expect(log.seen == [0, 1, 2, 3])
        // Later jobs are skipped too, and every wait says why.
        jobs.submit { log.seen.append(99) }
        #expect(throws: Stop(at: 4)) { try jobs.wait() }
        #expect(log.seen == [0, 1, 2, 3])
    }
}
