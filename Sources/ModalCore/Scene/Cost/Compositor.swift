/// Shortens a frame's primitive list without changing its pixels (beyond rounding): folds
/// full-canvas translucent fills into the colours beneath them, leaves out what opaque fills
/// hide, and (on whole-pixel renderers) blends a translucent material only along its rim.
///
/// A renderer that blends by brute force pays for every translucent pixel and for every pixel
/// drawn twice; this pass computes instead:
///
/// 1. **Folding** (back to front). A `.fill` that covers the whole canvas with square corners
///    and alpha α is the colour map T(c) = α·O + (1 − α)·c (`ColorTransform`), and T commutes
///    with "over" compositing. It is removed, and T is applied to the colour of every earlier
///    primitive (text too: it is drawn tinted, so T applies to its tint) and to the background.
///    Consecutive layers compose in `Double` and round once. Only done over an opaque
///    background (then every destination pixel is opaque and the algebra is exact).
/// 2. **Occlusion** (back to front). An opaque fill paints every pixel of its *inner
///    rectangles* (the rectangle itself when the corners are square; the bands that avoid the
///    rounded corners otherwise). An earlier primitive whose pixels all lie inside one of them
///    is dropped; a fill that one covers from its top or bottom edge is shortened to the part
///    still seen; a full-canvas opaque fill becomes the background and hides everything before
///    it. The background itself is trimmed the same way: when opaque fills paint the whole
///    canvas, or all of it but a band, the result has no background to clear (nil) and starts
///    with an opaque fill of the band instead. Primitives entirely off the canvas are dropped.
/// 3. **Clear promotion** (`promotesClear`). The body of the last large opaque fill that spans the canvas (a
///    presented sheet) becomes the clear; the fill is drawn only where something before it was
///    (`promotingClear`).
///    Then (not with `wholePixelSeams`) a tall stack of opaque rows of one colour becomes the
///    clear instead, the old clear's colour drawn only around it (`promotingRowRun`).
/// 4. **Underlays** (only with `wholePixelSeams`). A translucent fill right over an opaque
///    fill of the same shape is blended only along its rim; inside, the pair is one opaque
///    colour (`splittingOverUnderlays`).
/// 5. **Over the clear** (only with `wholePixelSeams`). A translucent fill over the clear and a
///    few boxed primitives is blended only along its rim and over their boxes; elsewhere inside
///    it is one opaque colour (`splittingOverBackground`).
///
/// Decisions are made on whole pixels: every bound is grown by one pixel (`1 / pixelScale`
/// points), so anti-aliased edges, fills thinner than a pixel (drawn one pixel wide) and
/// spokes are never cut. Text bounds come from the renderer (`textBounds`); a run whose box
/// is unknown is never dropped. Left and right edges are not trimmed (nothing slides in from
/// the side).
public struct Compositor: Sendable {
    /// The area drawn on, in points: the target's size in pixels divided by `pixelScale`.
    public var canvas: Size
    /// Pixels per point of the target.
    public var pixelScale: Double
    /// True when the target rasterises on whole pixels (SDL's software renderer): then a
    /// translucent fill over an opaque underlay of its shape is cut so that only its rim is
    /// blended (`splittingOverUnderlays`).
    public var wholePixelSeams: Bool
    /// True to turn the body of a large opaque fill into the clear (`promotingClear`): worth it
    /// where a clear is much cheaper than a fill (GPU renderers, llvmpipe); on SDL's software
    /// renderer both cost a memory fill, so there it is off by default.
    public var promotesClear: Bool
    /// Most opaque areas remembered while walking back through a frame (bounds the cost).
    public static let maxCovers = 64

    /// The result: draw `primitives` back to front, after clearing to `background`.
    public struct Result: Equatable, Sendable {
        public var primitives: [Primitive]
        /// The colour to clear to first; nil when `primitives` paint every pixel opaquely
        /// (no clear needed: whatever the target held is covered).
        public var background: Color?

        public init(primitives: [Primitive], background: Color?) {
            self.primitives = primitives; self.background = background
        }
    }

    /// - Parameter promotesClear: nil: on unless `wholePixelSeams` (a software renderer).
    public init(canvas: Size, pixelScale: Double, wholePixelSeams: Bool = false, promotesClear: Bool? = nil) {
        precondition(pixelScale.isFinite && pixelScale > 0, "pixelScale must be positive, got \(pixelScale)")
        self.canvas = canvas
        self.pixelScale = pixelScale
        self.wholePixelSeams = wholePixelSeams
        self.promotesClear = promotesClear ?? !wholePixelSeams
    }

    /// One pixel, in points.
    var pixel: Double { 1 / pixelScale }

    var canvasRect: Rect { Rect(x: 0, y: 0, width: canvas.width, height: canvas.height) }

    /// `primitives` over `background`, folded and with hidden work removed.
    ///
    /// - Parameter textBounds: the box, in points, a text run's pixels lie in, as the renderer
    ///   will place it; nil (or a nil answer) keeps every text run.
    public func composite(_ primitives: [Primitive], background: Color,
                          textBounds: ((TextRun) -> Rect?)? = nil) -> Result {
        let foldable = background.a == 255
        var transform = ColorTransform.identity
        var covers: [Rect] = []
        var out: [Primitive] = []
        out.reserveCapacity(primitives.count + 1)
        var newBackground: Color?

        for primitive in primitives.reversed() {
            if case let .fill(rect, radii, color) = primitive, radii.isSquare, coversCanvas(rect) {
                if color.a == 255 {
                    // Nothing before it shows: it is the background.
                    newBackground = transform.apply(color)
                    break
                }
                if foldable {
                    transform = ColorTransform(layer: color).followed(by: transform)
                    continue
                }
            }
            guard let visible = visiblePart(of: primitive, covers: covers, textBounds: textBounds) else { continue }
            let mapped = transform.apply(visible)
            out.append(mapped)
            if case let .fill(rect, radii, color) = mapped, color.a == 255, covers.count < Compositor.maxCovers {
                covers.append(contentsOf: innerRects(rect, radii))
            }
        }

        // The background, occluded like a fill under everything.
        var clear: Color? = newBackground ?? transform.apply(background)
        if let color = clear, color.a == 255 {
            switch visiblePart(of: .fill(canvasRect, .zero, color), covers: covers, textBounds: nil) {
            case nil:
                clear = nil
            case let .fill(rect, _, _)? where rect != canvasRect:
                out.append(.fill(rect, .zero, color))
                clear = nil
            default:
                break
            }
        }
        out.reverse()
        if promotesClear {
            let promoted = promotingClear(out, background: clear, textBounds: textBounds)
            out = promoted.primitives
            clear = promoted.background
            if !wholePixelSeams {
                let rows = promotingRowRun(out, background: clear, textBounds: textBounds)
                out = rows.primitives
                clear = rows.background
            }
        }
        if wholePixelSeams {
            out = splittingOverUnderlays(out)
            out = splittingOverBackground(out, background: clear, textBounds: textBounds)
        }
        return Result(primitives: out, background: clear)
    }

    /// True when `rect` covers every pixel of the canvas (to a millionth of a pixel).
    func coversCanvas(_ rect: Rect) -> Bool {
        let e = 1e-6 * pixel
        return rect.minX <= e && rect.minY <= e && rect.maxX >= canvas.width - e && rect.maxY >= canvas.height - e
    }

    /// The rectangles an opaque fill paints entirely: itself with square corners, else the
    /// horizontal and vertical bands between its corner radii. None when it is thinner than
    /// a pixel (drawn faded) or not finite.
    func innerRects(_ rect: Rect, _ radii: CornerRadii) -> [Rect] {
        guard rect.isFinite, radii.isFinite, rect.width >= pixel, rect.height >= pixel else { return [] }
        if radii.isSquare { return [rect] }
        var out: [Rect] = []
        let top = max(radii.topLeft, radii.topRight, 0), bottom = max(radii.bottomLeft, radii.bottomRight, 0)
        let left = max(radii.topLeft, radii.bottomLeft, 0), right = max(radii.topRight, radii.bottomRight, 0)
        if rect.height - top - bottom > 0 {
            out.append(Rect(x: rect.x, y: rect.y + top, width: rect.width, height: rect.height - top - bottom))
        }
        if rect.width - left - right > 0 {
            out.append(Rect(x: rect.x + left, y: rect.y, width: rect.width - left - right, height: rect.height))
        }
        return out
    }

    /// Every pixel `p` can change lies in this box (its shape's box grown by a pixel, on the
    /// canvas; a square fill on whole pixels of a whole-pixel renderer: its rectangle); nil
    /// when unknown or not finite, an empty rect when it is off the canvas.
    func touchedPixels(_ p: Primitive, textBounds: ((TextRun) -> Rect?)?) -> Rect? {
        let box: Rect?
        switch p {
        case let .fill(rect, radii, _):
            // On whole pixels a square fill sets exactly its rectangle's pixels (SDL's software
            // fill): no pixel of feathering, so a fill under another of the same rectangle is hidden.
            if wholePixelSeams, radii.isSquare, rect.width > 0, rect.height > 0, onWholePixels(rect) {
                return rect.intersection(canvasRect) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            }
            box = rect
        case let .stroke(rect, _, width, _):
            let half = max(width, pixel) / 2
            box = rect.insetBy(dx: -half, dy: -half)
        case let .line(a, b, width, _):
            let half = max(width, pixel) / 2
            box = Rect(x: min(a.x, b.x) - half, y: min(a.y, b.y) - half,
                       width: abs(b.x - a.x) + 2 * half, height: abs(b.y - a.y) + 2 * half)
        case let .text(run):
            box = textBounds?(run)
        }
        guard let box, box.isFinite, box.width >= 0, box.height >= 0 else { return nil }
        return box.insetBy(dx: -pixel, dy: -pixel).intersection(canvasRect) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// What of `p` can show: nil when it is off the canvas or inside one cover, a shortened
    /// fill when covers hide its top or bottom, else `p` itself.
    func visiblePart(of p: Primitive, covers: [Rect], textBounds: ((TextRun) -> Rect?)?) -> Primitive? {
        var p = p
        if case let .fill(rect, radii, color) = p {
            var r = rect, rr = radii
            for cover in covers { trim(&r, &rr, by: cover) }
            if r != rect { p = .fill(r, rr, color) }
        }
        guard let touched = touchedPixels(p, textBounds: textBounds) else { return p }
        if touched.width <= 0 || touched.height <= 0 { return nil }
        for cover in covers where cover.contains(touched) { return nil }
        return p
    }

    /// Shortens the fill `rect`/`radii` when `cover` hides a whole band of it from its bottom
    /// (or top) edge, keeping the visible shape identical.
    ///
    /// The new edge lies one pixel inside the cover, so the pixels its anti-aliasing touches
    /// are all painted over. Only done when the cut falls on the straight sides (between the
    /// corner arcs) and the radii are not clamped, so the shape above (below) it is unchanged,
    /// and when the part kept is at least twice as tall as its corner radii (the tessellator
    /// finds a pixel's corner by quadrant, which needs every arc within its own half).
    func trim(_ rect: inout Rect, _ radii: inout CornerRadii, by cover: Rect) {
        guard rect.isFinite, radii.isFinite, !radii.isClamped(in: rect) else { return }
        // The cover must span every column the fill touches.
        let left = max(rect.minX - pixel, 0), right = min(rect.maxX + pixel, canvas.width)
        guard cover.minX <= left, cover.maxX >= right else { return }
        let top = max(radii.topLeft, radii.topRight), bottom = max(radii.bottomLeft, radii.bottomRight)
        let minimumHeight = 2 * pixel
        // Hidden from the bottom edge down.
        if cover.maxY >= min(rect.maxY + pixel, canvas.height), cover.minY < rect.maxY {
            let cut = cover.minY + pixel
            if cut < rect.maxY, cut <= rect.maxY - bottom, cut - rect.minY >= max(2 * top, minimumHeight) {
                rect = Rect(x: rect.x, y: rect.y, width: rect.width, height: cut - rect.minY)
                radii = CornerRadii(topLeft: radii.topLeft, topRight: radii.topRight, bottomRight: 0, bottomLeft: 0)
            }
        }
        // Hidden from the top edge up.
        if cover.minY <= max(rect.minY - pixel, 0), cover.maxY > rect.minY {
            let cut = cover.maxY - pixel
            if cut > rect.minY, cut >= rect.minY + top, rect.maxY - cut >= max(2 * bottom, minimumHeight) {
                rect = Rect(x: rect.x, y: cut, width: rect.width, height: rect.maxY - cut)
                radii = CornerRadii(topLeft: 0, topRight: 0, bottomRight: radii.bottomRight, bottomLeft: radii.bottomLeft)
            }
        }
    }
}

extension Array where Element == Primitive {
    /// These primitives over `background` after `Compositor`: the same picture, less work.
    public func composited(over background: Color, canvas: Size, pixelScale: Double, wholePixelSeams: Bool = false,
                           promotesClear: Bool? = nil, textBounds: ((TextRun) -> Rect?)? = nil) -> Compositor.Result {
        Compositor(canvas: canvas, pixelScale: pixelScale, wholePixelSeams: wholePixelSeams, promotesClear: promotesClear)
            .composite(self, background: background, textBounds: textBounds)
    }
}

extension Rect {
    /// True when every coordinate is finite.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

extension CornerRadii {
    /// Every radius zero or less: square corners.
    var isSquare: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    var isFinite: Bool { topLeft.isFinite && topRight.isFinite && bottomRight.isFinite && bottomLeft.isFinite }

    /// True when adjacent radii add up to more than the side between them, so the renderer
    /// scales them down (as CSS does).
    func isClamped(in rect: Rect) -> Bool {
        let tl = max(topLeft, 0), tr = max(topRight, 0), br = max(bottomRight, 0), bl = max(bottomLeft, 0)
        return tl + tr > rect.width || bl + br > rect.width || tl + bl > rect.height || tr + br > rect.height
    }
}
