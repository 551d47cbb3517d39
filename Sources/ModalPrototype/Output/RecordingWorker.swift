import Dispatch
import FoundationEssentials
import Glibc

/// Draws and writes a window recording's frames off the window's thread, so the window's loop
/// only takes snapshots and presents.
///
/// The window hands over each owed frame as a `StageSnapshot` (values only) with its index.
/// `lanes` painters draw them side by side with the software compositor (`SnapshotPainter`,
/// the frames headless export draws), frame k on lane k mod `lanes`; one serial queue hands
/// the pixels to the sinks (`FrameRecording.write`: the PNG pipeline, ffmpeg, the GIF) in
/// index order, so no frame is dropped, reordered or written twice. When PNG files are the
/// only sink, each lane encodes its frame from its canvas and hands over the PNG's bytes. A snapshot equal to the
/// one before it (nothing moved) is not drawn again: the frame before's pixels are written.
/// At most `depth` frames wait or are in work: `reserve` waits (up to a limit) for a free
/// place, so memory stays bounded and the window holds its review clock
/// (`RecordingPace.maxLag`) when the worker falls behind. A failure is thrown by the next
/// `reserve` or by `drain`, and no later frame is written.
final class RecordingWorker {
    /// Frames queued or being drawn at most.
    static let depth = 4
    /// Frames drawn at once (this machine has two cores; a frame at ×2 with two phones takes
    /// about 15 ms on one, so one painter alone cannot keep 60 fps).
    static let lanes = 2

    private let sinkQueue = DispatchQueue(label: "modal-prototype.recording-sinks")
    private let laneQueues: [DispatchQueue]
    /// One per lane, each used on its lane's queue only.
    private let painters: [SnapshotPainter]
    private let encoders: [PNGEncoder]
    /// True when the only sink is `--record`'s PNG files: each lane then encodes its frame
    /// from its canvas (`SnapshotPainter.paintPNG`), so no copy of the pixels is made and the
    /// encoding runs on both lanes; otherwise the lanes hand over pixels for every sink.
    private let encodesPNG: Bool
    private let slots = DispatchSemaphore(value: RecordingWorker.depth)
    /// Guards `failure` and `cost`, which the queues write and the window reads.
    private let lock = DispatchSemaphore(value: 1)
    private var failure: Error?
    private var cost: Double?
    private let sinks: FrameRecording
    /// The snapshot last submitted and the lane the next drawn frame goes to (the window's thread only).
    private var lastSubmitted: StageSnapshot?
    private var nextLane = 0
    /// The pixels (or PNG bytes) last written (`sinkQueue` only): what a repeated snapshot writes again.
    private var lastPixels: [UInt8] = []

    /// A frame being drawn on a lane; the sink queue waits for it.
    private final class Painting {
        let done = DispatchSemaphore(value: 0)
        var result: Result<[UInt8], Error> = .success([])
    }

    /// A worker writing into `sinks`, drawing text with the font files `fonts`.
    init(sinks: FrameRecording, fonts: (regular: String, bold: String)) {
        self.sinks = sinks
        laneQueues = (0..<RecordingWorker.lanes).map { DispatchQueue(label: "modal-prototype.recording-lane-\($0)") }
        painters = (0..<RecordingWorker.lanes).map { _ in SnapshotPainter(fonts: fonts) }
        encoders = (0..<RecordingWorker.lanes).map { _ in PNGEncoder() }
        encodesPNG = sinks.png != nil && sinks.video == nil && sinks.gif == nil
    }

    /// Waits up to `timeout` wall seconds (forever when infinite) for a free place in the
    /// queue; false when none came. Call `submit` (or `release`) once after each true.
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
        let painting: Painting?
        if snapshot == lastSubmitted {
            painting = nil   // the same pixels as the frame before
        } else {
            let p = Painting(), painter = painters[nextLane], encoder = encodesPNG ? encoders[nextLane] : nil
            laneQueues[nextLane].async { [self] in
                let started = RecordingWorker.now()
                p.result = Result { try encoder.map { try painter.paintPNG(snapshot, encoder: $0) } ?? painter.paint(snapshot) }
                let seconds = (RecordingWorker.now() - started) / Double(RecordingWorker.lanes)
                locked { cost = seconds }
                p.done.signal()
            }
            nextLane = (nextLane + 1) % RecordingWorker.lanes
            painting = p
        }
        lastSubmitted = snapshot
        sinkQueue.async { [self] in
            defer { slots.signal() }
            painting?.done.wait()
            guard locked({ failure }) == nil else { return }
            do {
                if let painting { lastPixels = try painting.result.get() }
                if encodesPNG {
                    try sinks.png!.write(png: lastPixels, index: index, fps: sinks.fps)
                } else {
                    try sinks.write(lastPixels, width: snapshot.width, height: snapshot.height, index: index)
                }
            } catch {
                locked { failure = error }
            }
        }
    }

    /// Wall seconds the last frame drawn took, over the lanes drawing at once (what each frame
    /// owed at quit adds); nil before the first.
    var lastFrameCost: Double? { locked { cost } }

    /// Waits until every queued frame is drawn and handed to the sinks.
    ///
    /// - Throws: the first failure, if any frame failed.
    func drain() throws {
        sinkQueue.sync {}
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
