import ModalCore

/// The rectangles a damaged frame draws again, in points: the boxes around what changed, out
/// to whole pixels, merged where one rectangle costs less than two
/// (`FrameDamage.mergedForDrawingApart`).
///
/// Each rectangle is a clip, a redraw of the primitives reaching it and one more
/// `glXCopySubBufferMESA` call: about 25 µs under llvmpipe on the 2-core machine (ten extra 1×1
/// copies added 0.25 ms to a frame), about what drawing a 96×96 area costs.
struct DamageBoxes {
    /// Pixels a merge may add.
    static let slackPixels = 9216
    /// The most rectangles a frame shows per panel.
    static let maxBoxes = 6

    let pixelScale: Double
    private var boxes: [PixelBox] = []

    init(pixelScale: Double) { self.pixelScale = pixelScale }

    /// Adds the part of `box` within `rect` (whose edges are whole pixels), out to whole pixels.
    mutating func add(_ box: Rect, within rect: Rect) {
        guard let inside = box.intersection(rect), [inside.minX, inside.minY, inside.maxX, inside.maxY].allSatisfy(\.isFinite) else { return }
        let s = pixelScale
        boxes.append(PixelBox(x0: Int((inside.minX * s).rounded(.down)), y0: Int((inside.minY * s).rounded(.down)),
                              x1: Int((inside.maxX * s).rounded(.up)), y1: Int((inside.maxY * s).rounded(.up))))
    }

    /// The rectangles to draw, in points, top to bottom.
    func merged() -> [Rect] {
        let s = pixelScale
        return FrameDamage.mergedForDrawingApart(boxes, slack: DamageBoxes.slackPixels, maxBoxes: DamageBoxes.maxBoxes).map {
            Rect(x: Double($0.x0) / s, y: Double($0.y0) / s, width: Double($0.width) / s, height: Double($0.height) / s)
        }
    }
}
