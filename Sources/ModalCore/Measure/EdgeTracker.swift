/// Reads the top edge of a surface that rises from the bottom of the screen (the half-modal
/// card, the sheet) in one captured frame, to a fraction of a pixel.
///
/// Each of a few columns clear of the display corners, the home indicator and the grabber is
/// walked up from the canvas's bottom while the pixels have the surface's colour. Where the run
/// ends, the rows around the edge are read as blends of the colour above and the surface's own
/// (both as this frame shows them), which gives the part of a pixel the edge covers. The
/// columns' median is the edge; when fewer than half of them find the surface at the bottom, it
/// is below the screen.
public struct EdgeTracker: Sendable {
    public var placement: CanvasPlacement
    public var color: Color
    /// Largest per-channel difference from `color` that still counts as the surface: wide
    /// enough for a lossy video's colour drift, narrow enough to tell the card from the view.
    public var tolerance = 48.0

    /// Where the columns lie, as fractions of the canvas's width.
    public static let columns = [0.2, 0.27, 0.73, 0.8]
    /// Rows read either side of the edge for its sub-pixel position.
    static let blendRows = 3

    /// A tracker of the surface of `color` in frames placed as `placement` says.
    public init(placement: CanvasPlacement, color: Color) {
        self.placement = placement
        self.color = color
    }

    /// The sample of `frame` at `time`.
    public func sample(_ frame: PixelFrame, time: Double) -> TrackSample {
        let tops = Self.columns.compactMap { edge(frame, column: $0) }
        guard tops.count * 2 > Self.columns.count else { return TrackSample(time: time, hiddenBelow: placement.canvas.height) }
        let pixels = MotionSegment.median(tops)
        return TrackSample(time: time, value: (pixels - placement.originY) / placement.scale)
    }

    /// The edge's row (fractional, in frame pixels) in the column at `fraction` of the width;
    /// nil when the column's bottom is not the surface.
    func edge(_ frame: PixelFrame, column fraction: Double) -> Double? {
        let x = Int(placement.originX + fraction * placement.canvas.width * placement.scale)
        let top = max(0, Int(placement.originY.rounded()))
        let bottom = min(frame.height, Int((placement.originY + placement.canvas.height * placement.scale).rounded())) - 1
        guard x >= 0, x < frame.width, bottom > top else { return nil }
        // The bottom rows may hold a lossy video's edge artefacts: start a couple of pixels in.
        var y = max(top, bottom - 2)
        guard frame.distance(x, y, to: color) <= tolerance else { return nil }
        while y > top && frame.distance(x, y - 1, to: color) <= tolerance { y -= 1 }
        let n = Self.blendRows
        let inside = frame.rgb(x, min(y + n, bottom)), outside = frame.rgb(x, max(y - n - 1, top))
        let axis = (inside.0 - outside.0, inside.1 - outside.1, inside.2 - outside.2)
        let length = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2
        guard length > 100, y - n > top else { return Double(y) }
        // Coverage of each row from y − n to y + n − 1, summed: the rows' surface part.
        var covered = 0.0
        for row in (y - n) ..< (y + n) {
            let c = frame.rgb(x, row)
            let along = ((c.0 - outside.0) * axis.0 + (c.1 - outside.1) * axis.1 + (c.2 - outside.2) * axis.2) / length
            covered += min(max(along, 0), 1)
        }
        return Double(y + n) - covered
    }
}
