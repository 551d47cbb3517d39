import CSDL2
import ModalCore

extension SceneRenderer {
    /// Clears to `background` and draws `items` after `Compositor`: full-canvas translucent
    /// layers folded into the colours beneath them, what opaque fills hide left out.
    ///
    /// The same pixels as `draw(items.flattened(), background: background)` within ±2 per
    /// channel (rounding), for a fraction of the blending.
    func drawComposited(_ items: [DisplayItem], background: Color) {
        let result = composite(items, background: background)
        draw(result.primitives, background: result.background)
    }

    /// `items` and `background` as `drawComposited(_:background:)` sends them to `draw`.
    func composite(_ items: [DisplayItem], background: Color) -> Compositor.Result {
        let flat = items.flattened()
        guard let (width, height) = targetSize() else { return Compositor.Result(primitives: flat, background: background) }
        let canvas = Size(width: Double(width) / pixelScale, height: Double(height) / pixelScale)
        return flat.composited(over: background, canvas: canvas, pixelScale: pixelScale,
                               wholePixelSeams: rasterization == .wholePixel, promotesClear: promotesClear,
                               textBounds: { [self] in textBox($0) })
    }

    /// Where `drawText` puts `run`'s texture, in points; nil when it draws nothing or the cache
    /// cannot tell.
    func textBox(_ run: TextRun) -> Rect? {
        guard let cache = textCache, run.color.a > 0, run.position.x.isFinite, run.position.y.isFinite,
              let text = cache.pixelSize(of: run, pixelScale: pixelScale) else { return nil }
        let w = Double(text.width), h = Double(text.height)
        let (x, y) = textOrigin(run, width: w, height: h)
        return Rect(x: x / pixelScale, y: y / pixelScale, width: w / pixelScale, height: h / pixelScale)
    }

    /// The top-left pixel of a `width`×`height` pixel text texture for `run`: centred on its
    /// position or starting at it, vertically centred, on whole pixels (every text draw and
    /// `textBox` place it so).
    func textOrigin(_ run: TextRun, width w: Double, height h: Double) -> (x: Double, y: Double) {
        let px = run.position.x * pixelScale, py = run.position.y * pixelScale
        return (run.anchor == .center ? (px - w / 2).rounded() : px.rounded(), (py - h / 2).rounded())
    }
}
