/// Which recorded frames an animated GIF writes, and for how long each shows.
///
/// GIF delays are whole centiseconds, so a frame cannot simply last 1/fps: at 60 fps that is
/// 1.67 cs. Instead frame n *starts* at the nearest centisecond to n/fps (`start(of:)`), and
/// each written frame lasts until the next written one starts: at 60 fps the delays alternate
/// 2, 2, 1 (0, 2, 3, 5, 7, 8 … cs), so the clip lasts what it recorded instead of playing slow.
///
/// A frame identical to the one before is not written: the frame before it shows on, its delay
/// the sum of both. A frame that would show for no whole centisecond (above 100 fps) is
/// replaced before it is seen and is dropped. The last frame is the recording's end instant:
/// when it stands alone it shows for 1 cs (the least a GIF can), otherwise the clip ends when
/// it starts, so the sum of the delays is the last frame's time (±1 cs).
///
/// The plan holds only the frame waiting for its delay: feed it frames in order with `add`, then
/// `finish`; each returns the frame (by recorded index) to write now, if one is due.
public struct GIFFramePlan: Equatable, Sendable {
    /// A frame to write: recorded frame `index`, shown for `delay` centiseconds.
    public struct Write: Equatable, Sendable {
        public var index: Int
        public var delay: Int
        public init(index: Int, delay: Int) { self.index = index; self.delay = delay }
    }

    public let fps: Double
    /// The last distinct frame, not written yet: its recorded index and start (cs).
    public private(set) var pending: (index: Int, start: Int)?
    /// The last recorded index seen.
    public private(set) var last: Int?

    public static func == (a: GIFFramePlan, b: GIFFramePlan) -> Bool {
        a.fps == b.fps && a.last == b.last && a.pending?.index == b.pending?.index && a.pending?.start == b.pending?.start
    }

    public init(fps: Double) {
        precondition(fps > 0 && fps.isFinite, "a GIF needs a positive frame rate")
        self.fps = fps
    }

    /// The centisecond frame `n` starts at: the nearest to n/fps (`n × 100 / fps`, halves up).
    public static func start(of n: Int, fps: Double) -> Int {
        Int((Double(n) * 100 / fps).rounded(.toNearestOrAwayFromZero))
    }

    /// Recorded frame `index` (the next in order) arrives; `same` when its pixels equal the
    /// frame before. Returns the previous distinct frame when it is now due, with its delay;
    /// nil when nothing is to be written yet (or the previous frame lasted no centisecond and is
    /// dropped: `dropped` then names it).
    public mutating func add(_ index: Int, same: Bool) -> (write: Write?, dropped: Int?) {
        precondition(last.map { index > $0 } ?? true, "frames arrive in order")
        last = index
        let start = GIFFramePlan.start(of: index, fps: fps)
        guard let p = pending else {
            pending = (index, start)
            return (nil, nil)
        }
        if same { return (nil, nil) }
        pending = (index, start)
        let delay = start - p.start
        return delay > 0 ? (Write(index: p.index, delay: delay), nil) : (nil, p.index)
    }

    /// The recording ended: the frame still waiting, with its delay (up to the last frame's
    /// start, at least 1 cs), or nil when no frame came.
    public mutating func finish() -> Write? {
        guard let p = pending, let last else { return nil }
        pending = nil
        return Write(index: p.index, delay: max(GIFFramePlan.start(of: last, fps: fps) - p.start, 1))
    }

    /// The delays a whole recording of `count` frames gets, where `same[n]` says frame n equals
    /// frame n − 1 (`same[0]` is ignored): what `add` and `finish` return, in order.
    public static func delays(count: Int, fps: Double, same: (Int) -> Bool = { _ in false }) -> [Write] {
        var plan = GIFFramePlan(fps: fps)
        var out: [Write] = []
        for n in 0..<count { if let w = plan.add(n, same: n > 0 && same(n)).write { out.append(w) } }
        if let w = plan.finish() { out.append(w) }
        return out
    }
}
