/// The fourth step of `Compositor`, for renderers that rasterise on whole pixels: a translucent
/// fill drawn right over an opaque fill of the same shape (the alert's material over its
/// underlay) is cut into nine pieces, and only its rim is blended.
///
/// Where both fills cover a pixel fully, the pair makes one opaque colour, F over U. The cut
/// keeps the four corners (each at least twice its radius, so the renderer finds the arc in
/// the right quadrant) and a strip of one to two pixels along each straight edge in F's own
/// colour, drawn over U exactly as before; everything inside is one opaque fill of F over U,
/// split into three rectangles. Every seam lies on a pixel boundary, where a whole-pixel
/// rasteriser gives each side full or no coverage, so the pieces tile F's pixels exactly.
/// (A sub-pixel rasteriser feathers every edge, seams included, so the cut is not made there.)
extension Compositor {
    /// `primitives` with every translucent fill that follows an opaque fill of the same rectangle
    /// and radii replaced by its pieces; unchanged where the shape is too small to cut.
    func splittingOverUnderlays(_ primitives: [Primitive]) -> [Primitive] {
        var out: [Primitive] = []
        out.reserveCapacity(primitives.count + 16)
        for p in primitives {
            if case let .fill(rect, radii, color) = p, color.a < 255,
               case let .fill(underRect, underRadii, underColor)? = out.last, underColor.a == 255,
               underRect == rect, underRadii == radii,
               let pieces = pieces(of: rect, radii, color, over: underColor) {
                out.append(contentsOf: pieces)
            } else {
                out.append(p)
            }
        }
        return out
    }

    /// The nine-patch of the fill `rect`/`radii` in `color` over an opaque `underlay` of the
    /// same shape, in points; nil when the shape is not finite, its radii are clamped, or it is
    /// too small to have an inside.
    func pieces(of rect: Rect, _ radii: CornerRadii, _ color: Color, over underlay: Color) -> [Primitive]? {
        guard rect.isFinite, radii.isFinite, !radii.isClamped(in: rect) else { return nil }
        let s = pixelScale
        let x0 = rect.minX * s, x1 = rect.maxX * s, y0 = rect.minY * s, y1 = rect.maxY * s
        let tl = max(radii.topLeft, 0) * s, tr = max(radii.topRight, 0) * s
        let br = max(radii.bottomRight, 0) * s, bl = max(radii.bottomLeft, 0) * s
        // Seams on whole pixels: corners span twice their radius, rims one to two pixels.
        let xa = (x0 + max(2 * max(tl, bl), 1)).rounded(.up), xb = (x1 - max(2 * max(tr, br), 1)).rounded(.down)
        let ya = (y0 + max(2 * max(tl, tr), 1)).rounded(.up), yb = (y1 - max(2 * max(bl, br), 1)).rounded(.down)
        let xe = (x0 + 1).rounded(.up), xf = (x1 - 1).rounded(.down)
        let ye = (y0 + 1).rounded(.up), yf = (y1 - 1).rounded(.down)
        guard xe <= xa, xa < xb, xb <= xf, ye <= ya, ya < yb, yb <= yf,
              max(abs(x0), abs(x1), abs(y0), abs(y1)) < 1e7 else { return nil }

        let merged = color.over(underlay)
        func piece(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double,
                   _ r: CornerRadii, _ c: Color) -> Primitive {
            .fill(Rect(x: left / s, y: top / s, width: (right - left) / s, height: (bottom - top) / s), r, c)
        }
        func piece(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double, _ c: Color) -> Primitive {
            piece(left, top, right, bottom, .zero, c)
        }
        var out: [Primitive] = [
            // Corners and rims, blended over the underlay as before.
            piece(x0, y0, xa, ya, CornerRadii(topLeft: radii.topLeft, topRight: 0, bottomRight: 0, bottomLeft: 0), color),
            piece(xb, y0, x1, ya, CornerRadii(topLeft: 0, topRight: radii.topRight, bottomRight: 0, bottomLeft: 0), color),
            piece(xb, yb, x1, y1, CornerRadii(topLeft: 0, topRight: 0, bottomRight: radii.bottomRight, bottomLeft: 0), color),
            piece(x0, yb, xa, y1, CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: radii.bottomLeft), color),
            piece(xa, y0, xb, ye, color),
            piece(xa, yf, xb, y1, color),
            piece(x0, ya, xe, yb, color),
            piece(xf, ya, x1, yb, color),
            // The inside, opaque.
            piece(xa, ye, xb, yf, merged),
        ]
        if xe < xa { out.append(piece(xe, ya, xa, yb, merged)) }
        if xb < xf { out.append(piece(xb, ya, xf, yb, merged)) }
        return out
    }
}
