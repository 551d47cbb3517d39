/// Which stretch of the review the timeline strip shows: review state, kept by the studio
/// between frames; `TimelineStrip` draws what it says.
///
/// It fits the whole review (0 to its end, rounded up to a whole second) until the reviewer
/// zooms: the wheel (or Ctrl+wheel) over the strip, or the keys (`Command`), zoom around the
/// time under the pointer, which stays under the pointer; panning moves the view along.
///
/// While the clock plays, the view never rescales under the pointer: with the pointer over
/// the strip a fitted view is held at its scale (`hover`), and a held or zoomed view follows
/// the playhead instead (`follow`): when the playhead leaves it, the view pages on so the
/// playhead is `followLead` of the way in. So a time aimed at stays where it was.
public struct TimelineViewport: Equatable, Sendable {
    /// What a key does to the view.
    public enum Command: Equatable, Sendable {
        case zoomIn
        case zoomOut
        /// Back to fitting the whole review.
        case fit
        /// Move by this fraction of the view's width (negative: earlier).
        case pan(Double)
    }

    /// The seconds shown, or nil while fitting the whole review.
    public private(set) var span: Double?
    /// The time at the ruler's left end while not fitting.
    public private(set) var start = 0.0
    /// True when the view is held only because the pointer is over the strip (leaving fits again).
    public private(set) var heldByHover = false

    /// The narrowest view, in seconds (0.2 s over a ~650 pt ruler: a point is 0.3 ms).
    public static let minSpan = 0.2
    /// One wheel notch or key press zooms by this factor.
    public static let step = 1.25
    /// Where a followed playhead lands when the view pages on: this fraction from the left.
    public static let followLead = 0.1

    public init() {}

    /// The whole review's span: its end rounded up to a whole second, at least 1 s.
    public static func fullSpan(end: Double) -> Double {
        max((end.isFinite ? end : 1).rounded(.up), 1)
    }

    /// The stretch shown when the review reaches `end`: its left end and width, in seconds.
    public func shown(end: Double) -> (start: Double, span: Double) {
        guard let span else { return (0, TimelineViewport.fullSpan(end: end)) }
        return (start, span)
    }

    /// Zooms in (`factor` > 1) or out around time `t`, which stays where it is on the ruler.
    /// Zooming out to the whole review (or past it) fits it again.
    public mutating func zoom(by factor: Double, around t: Double, end: Double) {
        guard factor.isFinite, factor > 0, t.isFinite else { return }
        let full = TimelineViewport.fullSpan(end: end)
        let (s0, w0) = shown(end: end)
        let w1 = min(max(w0 / factor, TimelineViewport.minSpan), full)
        if w1 >= full {
            fit()
            return
        }
        let anchor = min(max(t, s0), s0 + w0)
        span = w1
        start = anchor - (anchor - s0) * (w1 / w0)
        heldByHover = false
        clamp(end: end)
    }

    /// Moves the view by `seconds` (negative: earlier), within 0 … the review's end.
    public mutating func pan(by seconds: Double, end: Double) {
        guard seconds.isFinite else { return }
        guard span != nil else { return }   // a fitted view shows everything already
        start += seconds
        heldByHover = false
        clamp(end: end)
    }

    /// Carries out a key's `command`, zooming around `t` (the pointer's time, or the playhead's).
    public mutating func perform(_ command: Command, around t: Double, end: Double) {
        switch command {
        case .zoomIn: zoom(by: TimelineViewport.step, around: t, end: end)
        case .zoomOut: zoom(by: 1 / TimelineViewport.step, around: t, end: end)
        case .fit: fit()
        case let .pan(fraction): pan(by: fraction * shown(end: end).span, end: end)
        }
    }

    /// Fits the whole review again.
    public mutating func fit() {
        span = nil
        start = 0
        heldByHover = false
    }

    /// The pointer is over the strip (`inside`) or not, while the clock plays (`playing`): a
    /// fitted view is held at its scale while the pointer is over it and playing, and fits again
    /// once the pointer leaves.
    public mutating func hover(_ inside: Bool, playing: Bool, end: Double) {
        if inside && playing && span == nil {
            span = TimelineViewport.fullSpan(end: end)
            start = 0
            heldByHover = true
        } else if !inside && heldByHover {
            fit()
        }
    }

    /// Keeps the playhead at `now` in a held or zoomed view: when it has left the view, the view
    /// pages so that it is `followLead` of the way in (the rest of the view lies ahead of it, past
    /// the review's end, so the view then stays put for most of its width). A fitted view needs nothing.
    public mutating func follow(now: Double) {
        guard let w = span, now.isFinite else { return }
        if now < start || now > start + w {
            start = max(now - TimelineViewport.followLead * w, 0)
        }
    }

    /// Keeps the view inside 0 … max(end, its width).
    private mutating func clamp(end: Double) {
        guard let w = span else { return }
        let last = max(end.isFinite ? end : 0, w)
        start = min(max(start, 0), last - w)
    }
}
