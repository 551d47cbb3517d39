/// The fifth step of `Compositor`, for renderers that rasterise on whole pixels: a translucent
/// fill that lies over the clear colour and nothing else but a few primitives with known boxes
/// (iOS 26's glass sheet over the main view and its two labels) is blended only along its rim
/// and over those boxes; the rest of its inside is one opaque colour: F over the clear as SDL's
/// software blend makes it, to the unit (`softwareBlend`), so the pixels are the same. The
/// same holds over an opaque square fill on whole pixels that holds F (a phone's screen under
/// its dim on a stage of two phones, where the dim covers no canvas and is not folded): that
/// fill is then the underlay, and only what lies on it makes holes.
///
/// The cut is `pieces(of:_:_:over:)`'s nine-patch with the clear as the underlay; then each
/// opaque inside piece is carved around the boxes of the earlier primitives that reach into
/// it (grown by a pixel and out to whole pixels): bands between the boxes' top and bottom
/// edges, each split at the boxes' left and right edges. A part under a box is drawn in F's
/// own colour, blended over what is there as before; every other part is opaque. Every seam
/// lies on a pixel boundary, so the pieces tile F's pixels exactly once.
extension Compositor {
    /// At most this many earlier primitives may reach into the fill's inside (else it is kept whole).
    public static let maxHoles = 8

    /// `primitives` over the clear `background` with every translucent fill that lies over an
    /// opaque clear (or an opaque underlay fill, `underlay(of:in:)`) and at most `maxHoles` boxed primitives cut into opaque and blended
    /// pieces; unchanged where the shape is too small to cut, a primitive beneath has no known
    /// box, or too little of it would be opaque.
    func splittingOverBackground(_ primitives: [Primitive], background: Color?,
                                 textBounds: ((TextRun) -> Rect?)?) -> [Primitive] {
        // Without an opaque clear only fills over an opaque underlay fill are cut.
        let clear = background.flatMap { $0.a == 255 ? $0 : nil }
        var out: [Primitive] = []
        out.reserveCapacity(primitives.count + 16)
        for (i, p) in primitives.enumerated() {
            if case let .fill(rect, radii, color) = p, color.a < 255, color.a > 0,
               let cut = split(rect, radii, color, over: clear, beneath: primitives[..<i], textBounds: textBounds) {
                out.append(contentsOf: cut)
            } else {
                out.append(p)
            }
        }
        return out
    }

    /// The pieces of the fill, or nil when it is not worth cutting or cannot be cut exactly.
    func split(_ rect: Rect, _ radii: CornerRadii, _ color: Color, over clear: Color?,
               beneath: ArraySlice<Primitive>, textBounds: ((TextRun) -> Rect?)?) -> [Primitive]? {
        // Over an opaque square fill that paints every pixel of this one (a phone's screen under
        // its dim on the stage) that fill is the underlay, and only what lies on it makes holes.
        var beneath = beneath
        let background: Color
        if let u = underlay(of: rect, in: beneath) {
            background = u.color
            beneath = beneath[(u.index + 1)...]
        } else if let clear {
            background = clear
        } else {
            return nil
        }
        guard let nine = pieces(of: rect, radii, color, over: background) else { return nil }
        let inside = color.over(background)   // how `pieces` marks its inside
        let merged = Compositor.softwareBlend(color, over: background)
        var holes: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for earlier in beneath {
            guard let box = touchedPixels(earlier, textBounds: textBounds) else { return nil }   // could lie anywhere
            guard box.width > 0, box.height > 0, box.intersection(rect) != nil else { continue }
            holes.append(wholePixels(box))
            if holes.count > Compositor.maxHoles { return nil }
        }
        var out: [Primitive] = []
        var opaqueArea = 0.0
        for piece in nine {
            guard case let .fill(r, _, c) = piece, c == inside else { out.append(piece); continue }
            for (part, covered) in carve(r, around: holes) {
                out.append(.fill(part, .zero, covered ? color : merged))
                if !covered { opaqueArea += part.width * part.height }
            }
        }
        // Worth it only when most of the fill turns opaque (else the pieces only cost calls).
        return opaqueArea * 2 >= rect.width * rect.height ? out : nil
    }

    /// The last opaque square fill in `beneath` whose rectangle holds `rect`, both on whole
    /// pixels (so it set every pixel `rect` covers to its colour); nil when there is none.
    func underlay(of rect: Rect, in beneath: ArraySlice<Primitive>) -> (index: Int, color: Color)? {
        guard onWholePixels(rect) else { return nil }
        for j in beneath.indices.reversed() {
            if case let .fill(r, rr, c) = beneath[j], c.a == 255, rr.isSquare, onWholePixels(r), r.contains(rect) {
                return (j, c)
            }
        }
        return nil
    }

    /// Whether every edge of `rect` lies on a pixel boundary (to a millionth of a pixel).
    func onWholePixels(_ rect: Rect) -> Bool {
        let s = pixelScale
        return [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { v in
            let p = v * s
            return p.isFinite && abs(p - p.rounded()) < 1e-6
        }
    }

    /// `c` blended over the opaque `d` as SDL's software renderer blends a fill (each term
    /// truncated, `DRAW_MUL`): the opaque parts give exactly the pixels the blend gave.
    static func softwareBlend(_ c: Color, over d: Color) -> Color {
        let a = UInt32(c.a), inverse = 255 - UInt32(c.a)
        func channel(_ s: UInt8, _ t: UInt8) -> UInt8 {
            let source: UInt32 = UInt32(s) * a / 255
            let destination: UInt32 = UInt32(t) * inverse / 255
            return UInt8(source + destination)
        }
        return Color(r: channel(c.r, d.r), g: channel(c.g, d.g), b: channel(c.b, d.b))
    }

    /// `box` grown out to whole pixels, in pixels.
    public func wholePixels(_ box: Rect) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        let s = pixelScale
        return ((box.minX * s).rounded(.down), (box.minY * s).rounded(.down), (box.maxX * s).rounded(.up), (box.maxY * s).rounded(.up))
    }

    /// `rect` (on whole pixels) tiled by bands at the holes' top and bottom edges, each cut at
    /// the left and right edges of the holes crossing it: every part with whether a hole
    /// covers it. Worked in whole pixels, so no seam is off by a rounding.
    public func carve(_ rect: Rect, around holes: [(x0: Double, y0: Double, x1: Double, y1: Double)]) -> [(Rect, Bool)] {
        let s = pixelScale
        let (rx0, ry0) = ((rect.minX * s).rounded(), (rect.minY * s).rounded())
        let (rx1, ry1) = ((rect.maxX * s).rounded(), (rect.maxY * s).rounded())
        let inside = holes.compactMap { h -> (x0: Double, y0: Double, x1: Double, y1: Double)? in
            let c = (x0: max(h.x0, rx0), y0: max(h.y0, ry0), x1: min(h.x1, rx1), y1: min(h.y1, ry1))
            return c.x1 > c.x0 && c.y1 > c.y0 ? c : nil
        }
        if inside.isEmpty { return [(rect, false)] }
        func part(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Rect {
            Rect(x: x0 / s, y: y0 / s, width: (x1 - x0) / s, height: (y1 - y0) / s)
        }
        let ys = Set([ry0, ry1] + inside.flatMap { [$0.y0, $0.y1] }).sorted()
        var out: [(Rect, Bool)] = []
        for (top, bottom) in zip(ys, ys.dropFirst()) {
            // The holes across this band, as merged spans of x.
            var spans: [(Double, Double)] = []
            for h in inside.filter({ $0.y0 < bottom && $0.y1 > top }).sorted(by: { $0.x0 < $1.x0 }) {
                if let last = spans.last, h.x0 <= last.1 { spans[spans.count - 1].1 = max(last.1, h.x1) } else { spans.append((h.x0, h.x1)) }
            }
            var x = rx0
            for (a, b) in spans {
                if a > x { out.append((part(x, top, a, bottom), false)) }
                out.append((part(a, top, b, bottom), true))
                x = b
            }
            if x < rx1 { out.append((part(x, top, rx1, bottom), false)) }
        }
        return out
    }
}
