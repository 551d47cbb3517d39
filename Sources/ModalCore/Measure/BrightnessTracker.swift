/// Reads how bright the screen is around its middle in one captured frame: the measure of a
/// surface that fades rather than moves (the alert's barrier, the loading cover's dim).
///
/// Both lay black at some opacity over the whole screen, so the screen's brightness falls in
/// proportion to the opacity: a fit to the brightness is a fit to the opacity's motion. The
/// points read lie clear of the alert's box and the spinner in the middle, of the status bar
/// and of the home indicator; their mean red + green + blue, 0…765, is the sample.
public struct BrightnessTracker: Sendable {
    public var placement: CanvasPlacement

    /// The points read, as fractions of the canvas's width and height.
    public static let points: [(x: Double, y: Double)] = [0.08, 0.92].flatMap { x in [0.15, 0.3, 0.7, 0.85].map { (x, $0) } }

    /// A tracker of frames placed as `placement` says.
    public init(placement: CanvasPlacement) { self.placement = placement }

    /// The sample of `frame` at `time`.
    public func sample(_ frame: PixelFrame, time: Double) -> TrackSample {
        var sum = 0.0
        for p in Self.points {
            let x = min(max(Int(placement.originX + p.x * placement.canvas.width * placement.scale), 0), frame.width - 1)
            let y = min(max(Int(placement.originY + p.y * placement.canvas.height * placement.scale), 0), frame.height - 1)
            let (r, g, b) = frame.rgb(x, y)
            sum += r + g + b
        }
        return TrackSample(time: time, value: sum / Double(Self.points.count))
    }
}
