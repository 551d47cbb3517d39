import Dispatch
import FoundationEssentials
import Glibc

/// Draws and writes a window recording's frames on a thread of its own, so the window's loop
/// only takes snapshots and presents.
///
/// The window hands over each owed frame as a `StageSnapshot` (values only) with its index;
/// one serial queue draws it with the software compositor (`SnapshotPainter`, the frames
/// headless export draws) and writes it to the sinks (`FrameRecording.write`: the PNG
/// pipeline, ffmpeg, the GIF) in index order, so no frame is dropped, reordered or written
/// twice. At most `depth` frames wait or are in work: `reserve` waits (up to a limit) for a
/// free place, so memory stays bounded and the window holds its review clock
/// (`RecordingPace.maxLag`) when the worker falls behind. A failure is thrown by the next
/// `reserve` or by `drain`, and no later frame is written.
final class RecordingWorker {
    /// Frames queued or being drawn at most.
    static let depth = 4

    private let queue = DispatchQueue(label: "modal-prototype.recording-worker")
    private let slots = DispatchSemaphore(value: RecordingWorker.depth)
    /// Guards `failure` and `cost`, which the queue writes and the window reads.
    private let lock = DispatchSemaphore(value: 1)
    private var failure: Error?
    private var cost: Double?
    /// Used on `queue` only.
    private let painter: SnapshotPainter
    private let sinks: FrameRecording

    /// A worker writing into `sinks`, drawing text with the font files `fonts`.
    init(sinks: FrameRecording, fonts: (regular: String, bold: String)) {
        self.sinks = sinks
        painter = SnapshotPainter(fonts: fonts)
    }

    /// Waits up to `timeout` wall seconds (forever when infinite) for a free place in the
    /// queue; false when none came. Call `submit` once after each true.
    ///
    /// - Throws: the failure of an earlier frame.
    func reserve(timeout: Double) throws -> Bool {
        try rethrowFailure()
        if timeout.isInfinite {
            slots.wait()
            return true
        }
        let ns = Int(max(timeout, 0) * 1e9)
        return slots.wait(timeout: .now() + .nanoseconds(ns)) == .success
    }

    /// Gives back a place `reserve` took when no frame is submitted after all.
    func release() { slots.signal() }

    /// Queues frame `index`, drawn from `snapshot`, after a successful `reserve`.
    func submit(_ snapshot: StageSnapshot, index: Int) {
        queue.async { [self] in
            defer { slots.signal() }
            guard locked({ failure }) == nil else { return }
            let started = RecordingWorker.now()
            do {
                let pixels = try painter.paint(snapshot)
                try sinks.write(pixels, width: snapshot.width, height: snapshot.height, index: index)
                let seconds = RecordingWorker.now() - started
                locked { cost = seconds }
            } catch {
                locked { failure = error }
            }
        }
    }

    /// Wall seconds the last frame took to draw and hand to the sinks; nil before the first.
    var lastFrameCost: Double? { locked { cost } }

    /// Waits until every queued frame is drawn and handed to the sinks.
    ///
    /// - Throws: the first failure, if any frame failed.
    func drain() throws {
        queue.sync {}
        try rethrowFailure()
    }

    private func rethrowFailure() throws {
        if let error = locked({ failure }) { throw error }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.wait()
        defer { lock.signal() }
        return body()
    }

    /// A monotonic clock in seconds.
    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
