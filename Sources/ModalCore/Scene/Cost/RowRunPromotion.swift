extension Compositor {
    /// A run of stacked opaque rows found in a frame: their indices and the rectangle they fill.
    struct RowRun: Equatable {
        /// Indices of the run's fills, in drawing order.
        var indices: [Int]
        /// The rectangle the fills paint together.
        var rect: Rect
        var color: Color
        /// What stays of the first fill: its part above `rect`, when something drawn before
        /// it reached into it (nil: the whole fill is in the run).
        var head: Rect?
    }

    /// The smallest share of the canvas a run of rows must paint to become the clear.
    static let rowRunMinimumShare = 0.4

    /// Turns a tall stack of opaque rows (a list's white rows over its gray background) into
    /// the clear, and paints the old clear's colour only around them: far fewer pixels filled.
    ///
    /// After `promotingClear`, a 30-row list at large still fills 90 % of the canvas twice:
    /// the clear (the list's gray), then every row's white on top. Under Mesa's llvmpipe those
    /// rows are most of the frame (a 780×1688 window: 3.5 ms of row fills against a 1.1 ms
    /// bare frame). Here the rows' colour becomes the clear and the gray is drawn only where it
    /// shows: above, below, left and right of the rows (four fills, a tenth of the pixels).
    ///
    /// A *run* is a sequence of opaque, square-cornered fills of one colour with the same left
    /// and right edges, each starting where the one before ended (rows can be drawn with other
    /// primitives between them: separators, labels), painting at least `rowRunMinimumShare` of
    /// the canvas. Its fills are left out. The frame must stay the same picture:
    ///
    /// - everything drawn before one of its fills lies above that fill or below the whole run
    ///   (or beside it), reaching at most one pixel into it: the seam an anti-aliased edge
    ///   shares;
    /// - the old clear is opaque.
    ///
    /// The one change is at those seams: where a later row's anti-aliased edge was drawn over
    /// the previous row's edge (and over a separator's), the seam pixel no longer mixes in
    /// the gray beneath or fades the separator: it shows white and the whole separator, as a
    /// single shape would (conflation of abutting edges; a few levels per channel).
    func promotingRowRun(_ primitives: [Primitive], background: Color?, textBounds: ((TextRun) -> Rect?)?) -> Result {
        let unchanged = Result(primitives: primitives, background: background)
        guard let old = background, old.a == 255,
              let run = bestRowRun(in: primitives, clear: old, textBounds: textBounds) else { return unchanged }
        let r = run.rect
        // The old clear's colour where the rows are not: the bands above and below them, and
        // beside them. Their edges meet the rows' edges, so each seam pixel mixes the same two
        // colours as before.
        let pieces = [Rect(x: 0, y: 0, width: canvas.width, height: r.minY),
                      Rect(x: 0, y: r.maxY, width: canvas.width, height: canvas.height - r.maxY),
                      Rect(x: 0, y: r.minY, width: r.minX, height: r.height),
                      Rect(x: r.maxX, y: r.minY, width: canvas.width - r.maxX, height: r.height)]
        let dropped = Set(run.indices)
        var covers: [Rect] = []
        for (i, p) in primitives.enumerated() where !dropped.contains(i) {
            if case let .fill(rect, radii, color) = p, color.a == 255, covers.count < Compositor.maxCovers {
                covers.append(contentsOf: innerRects(rect, radii))
            }
        }
        var out: [Primitive] = []
        out.reserveCapacity(primitives.count + 4)
        for piece in pieces where piece.width > 0 && piece.height > 0 {
            if let shown = visiblePart(of: .fill(piece, .zero, old), covers: covers, textBounds: nil) { out.append(shown) }
        }
        for (i, p) in primitives.enumerated() {
            if i == run.indices[0], let head = run.head { out.append(.fill(head, .zero, run.color)) }
            if !dropped.contains(i) { out.append(p) }
        }
        return Result(primitives: out, background: run.color)
    }

    /// The run of rows painting the most of the canvas that `promotingRowRun` may turn into
    /// the clear; nil when none qualifies.
    func bestRowRun(in primitives: [Primitive], clear: Color, textBounds: ((TextRun) -> Rect?)?) -> RowRun? {
        let e = 1e-6 * pixel
        var best: RowRun?
        var i = 0
        while i < primitives.count {
            guard let first = runnableRow(primitives[i]), first.color != clear else { i += 1; continue }
            // Chain the rows that follow, each starting where the last ended.
            var indices = [i]
            var bottom = first.rect.maxY
            var k = i + 1
            while k < primitives.count {
                if let row = runnableRow(primitives[k]), row.color == first.color {
                    guard abs(row.rect.minX - first.rect.minX) <= e, abs(row.rect.maxX - first.rect.maxX) <= e,
                          abs(row.rect.minY - bottom) <= e else { break }
                    indices.append(k)
                    bottom = row.rect.maxY
                }
                k += 1
            }
            // Leading rows that something before them overlaps too far stay fills; the rest may be a run.
            var start = 0
            while start < indices.count {
                let candidate = Array(indices[start...])
                if let run = validRun(candidate, in: primitives, textBounds: textBounds) {
                    if run.rect.width * run.rect.height >= Compositor.rowRunMinimumShare * canvas.width * canvas.height,
                       run.rect.width * run.rect.height > (best.map { $0.rect.width * $0.rect.height } ?? 0) {
                        best = run
                    }
                    break
                }
                start += 1
            }
            i = indices.last! + 1
        }
        return best
    }

    /// An opaque, square, finite fill at least a pixel in each direction: a row a run can hold.
    private func runnableRow(_ p: Primitive) -> (rect: Rect, color: Color)? {
        guard case let .fill(rect, radii, color) = p, color.a == 255, radii.isSquare, rect.isFinite,
              rect.width >= pixel, rect.height >= pixel else { return nil }
        return (rect, color)
    }

    /// The run of the fills at `indices` when leaving them out keeps the picture: everything
    /// before each of them lies above it (a seam pixel aside). What is drawn before the first
    /// fill may reach down into it: the run then starts a pixel below the lowest such reach,
    /// on a whole pixel, and the first fill stays as its part above that (`head`).
    private func validRun(_ indices: [Int], in primitives: [Primitive], textBounds: ((TextRun) -> Rect?)?) -> RowRun? {
        guard let firstIndex = indices.first, let lastIndex = indices.last,
              case let .fill(first, _, color) = primitives[firstIndex],
              case let .fill(last, _, _) = primitives[lastIndex] else { return nil }
        let seam = pixel + 1e-6 * pixel
        // How far down what comes before the first fill reaches into the rows' columns.
        var reach = -Double.infinity
        for j in 0..<firstIndex {
            guard let box = touchedPixels(primitives[j], textBounds: textBounds) else { return nil }
            if box.width <= 0 || box.height <= 0 || box.maxX <= first.minX || box.minX >= first.maxX { continue }
            if box.minY < last.maxY { reach = max(reach, box.maxY) }
        }
        var top = first.minY
        if reach > first.minY + seam {
            top = ((reach + pixel) * pixelScale).rounded(.up) / pixelScale
            guard top <= first.maxY - pixel else { return nil }
        }
        let rect = Rect(x: first.minX, y: top, width: first.width, height: last.maxY - top)
        var next = 1   // the run's fill that the primitive at `j` comes before
        for j in (firstIndex + 1)...max(lastIndex, firstIndex + 1) where j <= lastIndex {
            if next < indices.count, indices[next] == j { next += 1; continue }
            // Drawn before the run's fill `next`: must stay above it (and so above the rest).
            guard case let .fill(row, _, _) = primitives[indices[next]] else { return nil }
            guard let box = touchedPixels(primitives[j], textBounds: textBounds) else { return nil }
            if box.width <= 0 || box.height <= 0 { continue }
            let overlapsColumns = box.maxX > rect.minX && box.minX < rect.maxX
            if overlapsColumns && box.maxY > row.minY + seam && box.minY < rect.maxY { return nil }
        }
        return RowRun(indices: indices, rect: rect, color: color,
                      head: top > first.minY ? Rect(x: first.minX, y: first.minY, width: first.width, height: top - first.minY) : nil)
    }
}
