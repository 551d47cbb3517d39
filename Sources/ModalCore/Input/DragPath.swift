/// A straight drag as a scenario or a generated input plays it: a press at `from` at `start`,
/// a move at every frame step strictly inside the drag, a move to `to` at its end and the
/// release there. Generated one input at a time (`Cursor`), so a drag of any length costs
/// the same memory.
public struct DragPath: Equatable, Sendable {
    public var from: Point
    public var to: Point
    public var start: Double
    public var duration: Double
    /// Seconds between two moves (1 / fps).
    public var frameStep: Double

    public init(from: Point, to: Point, start: Double, duration: Double, frameStep: Double) {
        self.from = from; self.to = to; self.start = start; self.duration = duration; self.frameStep = frameStep
    }

    /// The drag's end: the last move and the release.
    public var end: Double { start + duration }

    /// The point `fraction` of the way (0 at the press, 1 at the end).
    public func point(at fraction: Double) -> Point { from.interpolated(to: to, fraction) }

    /// What follows the press, one input at a time.
    public struct Cursor: Equatable, Sendable {
        public let path: DragPath
        /// The next frame step's number (its time is `k * frameStep`).
        private var k: Double
        private var stage = Stage.moves
        private enum Stage { case moves, release, done }

        public init(_ path: DragPath) {
            self.path = path
            k = (path.start / path.frameStep).rounded(.down) + 1
        }

        /// The next input's time and event, nil after the release.
        public var peek: (time: Double, event: Event)? {
            switch stage {
            case .moves:
                let t = k * path.frameStep
                if t < path.end { return (t, .pointerMove(path.point(at: (t - path.start) / path.duration))) }
                return (path.end, .pointerMove(path.to))
            case .release: return (path.end, .pointerUp(path.to))
            case .done: return nil
            }
        }

        /// Moves past the input `peek` shows.
        public mutating func advance() {
            switch stage {
            case .moves:
                if k * path.frameStep < path.end { k += 1 } else { stage = .release }
            case .release: stage = .done
            case .done: break
            }
        }
    }

    /// Every input of the drag after the press, in order (for a short drag in tests and tools).
    public var inputs: [(time: Double, event: Event)] {
        var c = Cursor(self)
        var out: [(time: Double, event: Event)] = []
        while let next = c.peek { out.append(next); c.advance() }
        return out
    }
}

extension Point {
    /// The point `fraction` of the way from this one to `other` on a straight line: every
    /// generated drag (scenarios, the soak, the benchmarks, the tests) moves through these.
    public func interpolated(to other: Point, _ fraction: Double) -> Point {
        Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
