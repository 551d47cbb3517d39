import FoundationEssentials
import Glibc

/// Clocks and order statistics for the benchmark: monotonic nanoseconds, CPU time, medians.
enum BenchmarkTiming {
    /// Nanoseconds on `CLOCK_MONOTONIC`, the clock the start-up figure is measured on.
    static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Seconds on `CLOCK_MONOTONIC`.
    static func now() -> Double { Double(monotonicNanoseconds()) / 1e9 }

    /// Seconds of CPU this process has used (user + system).
    static func processCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The value at quantile `q` (0…1) of `samples`, nearest rank; 0 for no samples.
    static func quantile(_ samples: [Double], _ q: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The median of `samples` (nearest rank), 0 for none.
    static func median(_ samples: [Double]) -> Double { quantile(samples, 0.5) }

    /// Runs `batch` again and again until `duration` wall seconds have passed (at least once);
    /// the operations it says it did, per second.
    static func rate(duration: Double, _ batch: () -> Int) -> Double {
        var count = 0
        let start = now()
        var elapsed = 0.0
        repeat {
            count += batch()
            elapsed = now() - start
        } while elapsed < duration
        return Double(count) / elapsed
    }

    /// Runs `body` `count` times and returns each run's duration in seconds.
    static func durations(count: Int, _ body: () -> Void) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(count)
        for _ in 0..<count {
            let t0 = monotonicNanoseconds()
            body()
            out.append(Double(monotonicNanoseconds() - t0) / 1e9)
        }
        return out
    }
}
