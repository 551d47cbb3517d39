/// Part of `Compositor`'s occlusion step: a square-cornered fill on whole pixels (a list's
/// background under its rows) is drawn only where the opaque fills above it leave it showing.
///
/// Each opaque area above (`covers`) paints every pixel it holds with a pixel to spare on all
/// sides (the compositor's rule for hiding a whole primitive); those pixels of the fill are
/// left out. What stays is cut into rectangles on whole pixels: bands between the holes' top
/// and bottom edges, each split at the holes' left and right edges, and bands of the same
/// spans merged downwards. Every piece's edges lie on pixel boundaries and the fill's own
/// edges did too, so the pieces paint exactly the fill's pixels that can still show, in its
/// colour, once each, on any renderer (a piece on whole pixels is drawn unfeathered).
///
/// Between rows that touch at a fractional position both rows only partly cover the pixels of
/// the seam; those pixels are not in any hole (a pixel to spare), so the fill still paints
/// them beneath the rows, as before.
extension Compositor {
    /// Most pieces a fill may be cut into (else it is drawn whole).
    static let maxPieces = 48

    /// The pieces of `p` that the opaque areas `covers` (drawn after it) leave showing, or nil
    /// when `p` is drawn as it is: not a square-cornered fill on whole pixels, nothing of it
    /// hidden, too many pieces, or too little saved.
    func uncoveredPieces(of p: Primitive, covers: [Rect]) -> [Primitive]? {
        guard case let .fill(rect, radii, color) = p, radii.isSquare, color.a > 0, !covers.isEmpty,
              let onCanvas = rect.intersection(canvasRect) else { return nil }
        let s = pixelScale
        func whole(_ v: Double) -> Double? {
            let r = (v * s).rounded()
            return abs(v * s - r) < 1e-6 ? r : nil
        }
        guard let fx0 = whole(onCanvas.minX), let fy0 = whole(onCanvas.minY),
              let fx1 = whole(onCanvas.maxX), let fy1 = whole(onCanvas.maxY), fx1 > fx0, fy1 > fy0 else { return nil }
        // The pixels each cover paints with one to spare on every side, within the fill.
        var holes: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for cover in covers where cover.isFinite {
            let h = (x0: max((cover.minX * s).rounded(.up) + 1, fx0), y0: max((cover.minY * s).rounded(.up) + 1, fy0),
                     x1: min((cover.maxX * s).rounded(.down) - 1, fx1), y1: min((cover.maxY * s).rounded(.down) - 1, fy1))
            if h.x1 > h.x0 && h.y1 > h.y0 { holes.append(h) }
        }
        guard !holes.isEmpty else { return nil }
        var pieces = remainder(x0: fx0, y0: fy0, x1: fx1, y1: fy1, holes: holes)
        guard pieces.count <= Compositor.maxPieces else { return nil }
        // Worth it only when a good part of the fill goes (each piece costs a call or two).
        let kept = pieces.reduce(0.0) { $0 + ($1.x1 - $1.x0) * ($1.y1 - $1.y0) }
        guard kept * 4 <= (fx1 - fx0) * (fy1 - fy0) * 3 else { return nil }
        pieces.sort { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
        return pieces.map { .fill(Rect(x: $0.x0 / s, y: $0.y0 / s, width: ($0.x1 - $0.x0) / s, height: ($0.y1 - $0.y0) / s),
                                  .zero, color) }
    }

    /// The rectangle x0…x1 × y0…y1 (whole pixels) less the holes, as rectangles: bands at the
    /// holes' edges, runs of x free of holes in each, and a run continued downwards while the
    /// band below has the same run (a wider run below is split to continue it).
    func remainder(x0: Double, y0: Double, x1: Double, y1: Double,
                   holes: [(x0: Double, y0: Double, x1: Double, y1: Double)]) -> [(x0: Double, y0: Double, x1: Double, y1: Double)] {
        let ys = Set([y0, y1] + holes.flatMap { [$0.y0, $0.y1] }).sorted()
        var done: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        var open: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []   // runs that may grow downwards
        for (top, bottom) in zip(ys, ys.dropFirst()) {
            // The holes across this band, as merged spans of x; the runs between them.
            var spans: [(Double, Double)] = []
            for h in holes.filter({ $0.y0 < bottom && $0.y1 > top }).sorted(by: { $0.x0 < $1.x0 }) {
                if let last = spans.last, h.x0 <= last.1 { spans[spans.count - 1].1 = max(last.1, h.x1) } else { spans.append((h.x0, h.x1)) }
            }
            var runs: [(Double, Double)] = []
            var x = x0
            for (a, b) in spans {
                if a > x { runs.append((x, a)) }
                x = max(x, b)
            }
            if x < x1 { runs.append((x, x1)) }
            // A run is split where a run above it that it wholly contains starts and ends, so
            // that run goes on downwards (a list's margins stay one piece each past every seam).
            runs = runs.flatMap { a, b -> [(Double, Double)] in
                let cuts = Set(open.filter { $0.x0 >= a && $0.x1 <= b }.flatMap { [$0.x0, $0.x1] }).union([a, b]).sorted()
                return Array(zip(cuts, cuts.dropFirst()))
            }
            var next: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
            for (a, b) in runs {
                if let i = open.firstIndex(where: { $0.x0 == a && $0.x1 == b && $0.y1 == top }) {
                    var grown = open.remove(at: i)
                    grown.y1 = bottom
                    next.append(grown)
                } else {
                    next.append((a, top, b, bottom))
                }
            }
            done += open
            open = next
        }
        return done + open
    }
}
