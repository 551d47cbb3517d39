/// Estimates a pointer's velocity from its recent positions, for flicks at the end of a drag.
///
/// The velocity is the slope of a least-squares straight line through the samples of the
/// last `window` seconds, fitted separately to x(t) and y(t). Only the newest `capacity`
/// samples are kept, in a ring (adding one moves no other; the machines move the tracker out
/// of their state while adding, so the ring is not shared and is never copied).
public struct VelocityTracker: Equatable, Sendable {
    /// One recorded pointer position.
    struct Sample: Equatable, Sendable {
        var point: Point
        var time: Double
    }

    /// The most samples kept; older ones are dropped.
    public static let capacity = 32

    /// How far back from the newest sample, in seconds, samples take part in the fit.
    public var window: Double
    /// How long, in seconds, the pointer may rest before its velocity counts as zero.
    public var stopThreshold: Double
    /// The kept samples, oldest first, with non-decreasing times.
    var samples: [Sample] { (0..<count).map { ring[(first + $0) % Self.capacity] } }

    private var ring: [Sample] = []
    /// Index in `ring` of the oldest sample, and how many there are.
    private var first = 0
    private var count = 0

    public static func == (a: VelocityTracker, b: VelocityTracker) -> Bool {
        a.window == b.window && a.stopThreshold == b.stopThreshold && a.samples == b.samples
    }

    /// An empty tracker with the given fitting window and stop threshold (seconds).
    public init(window: Double = 0.1, stopThreshold: Double = 0.04) {
        self.window = window
        self.stopThreshold = stopThreshold
    }

    /// Records that the pointer was at `p` at `time` (seconds).
    ///
    /// A sample older than the newest one, or with a non-finite time or position, is ignored.
    /// A sample at the same time as the newest one replaces it.
    public mutating func add(_ p: Point, at time: Double) {
        guard time.isFinite, p.x.isFinite, p.y.isFinite else { return }
        if count > 0 {
            let last = ring[(first + count - 1) % Self.capacity]
            if time < last.time { return }
            if time == last.time { count -= 1 }
        }
        if count == Self.capacity {
            first = (first + 1) % Self.capacity
            count -= 1
        }
        let index = (first + count) % Self.capacity
        if index < ring.count { ring[index] = Sample(point: p, time: time) } else { ring.append(Sample(point: p, time: time)) }
        count += 1
    }

    /// Forgets every sample.
    public mutating func reset() {
        first = 0
        count = 0
    }

    /// The velocity at `now`, in points per second.
    ///
    /// Zero when fewer than two samples lie in the window, or when the pointer has not
    /// moved for longer than `stopThreshold` (now − newest sample time > stopThreshold).
    public func velocity(at now: Double) -> Point {
        let samples = self.samples
        guard let last = samples.last, !(now - last.time > stopThreshold) else { return .zero }
        let recent = samples.filter { $0.time >= last.time - window }
        guard recent.count >= 2 else { return .zero }

        // Times relative to the newest sample keep the sums well conditioned.
        let n = Double(recent.count)
        var meanT = 0.0, meanX = 0.0, meanY = 0.0
        for s in recent {
            meanT += (s.time - last.time) / n
            meanX += s.point.x / n
            meanY += s.point.y / n
        }
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in recent {
            let dt = s.time - last.time - meanT
            stt += dt * dt
            stx += dt * (s.point.x - meanX)
            sty += dt * (s.point.y - meanY)
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}
