extension Compositor {
    /// Turns the bulk of a large opaque fill into the frame's clear: the same pixels, but the
    /// fill's body is painted by the clear (a renderer's cheapest operation) instead of by
    /// triangles.
    ///
    /// Under Mesa's llvmpipe one opaque quad over a 780×1688 window costs about 1.3 ms more
    /// than the clear alone (0.58 ms with the present), so a page sheet or card body drawn as a
    /// fill is most of a frame. Done for the last opaque fill `F` that spans the canvas from
    /// side to side, whose bottom corners lie below the canvas (or are square and reach its
    /// bottom edge: a list's background) and whose straight part starts
    /// in the upper half (a presented sheet, a card pulled up to full height). Then:
    ///
    /// - the clear becomes `F`'s colour;
    /// - when the frame had a clear colour `C` of its own, a fill of `C` paints the band above
    ///   `F`'s straight part first (what the old clear showed there);
    /// - the primitives before `F` are drawn as before, over it;
    /// - `F` itself is drawn only from its top edge down to one pixel past everything drawn
    ///   before it (and past its own corner arcs), with square bottom corners. Below that cut
    ///   only `F` showed, which is now the clear.
    ///
    /// The cut lands on a whole pixel, on `F`'s straight sides; the edge it makes lies over the
    /// clear of the same colour, so its anti-aliasing blends a colour over itself (no seam).
    func promotingClear(_ primitives: [Primitive], background: Color?,
                        textBounds: ((TextRun) -> Rect?)?) -> Result {
        let unchanged = Result(primitives: primitives, background: background)
        guard background.map({ $0.a == 255 }) ?? true, let index = primitives.lastIndex(where: isPromotable) else { return unchanged }
        guard case let .fill(rect, radii, color) = primitives[index] else { return unchanged }
        let top = max(radii.topLeft, radii.topRight, 0)

        // How far down the fill must still be drawn: past what came before it, past its corners.
        var drawnTo = rect.minY + max(2 * top, 2 * pixel)
        var bandFill: Primitive?
        if let background {
            let band = rect.minY + top + pixel
            if band > 0 { bandFill = .fill(Rect(x: 0, y: 0, width: canvas.width, height: band), .zero, background) }
            drawnTo = max(drawnTo, band)
        }
        for earlier in primitives[..<index] {
            // A primitive whose pixels are unknown could lie anywhere: keep the frame as it is.
            guard let box = touchedPixels(earlier, textBounds: textBounds) ?? knownBox(earlier) else { return unchanged }
            if box.width > 0, box.height > 0 { drawnTo = max(drawnTo, box.maxY) }
        }
        let cut = ((drawnTo + pixel) * pixelScale).rounded(.up) / pixelScale
        guard cut <= canvas.height else { return unchanged }   // nothing to gain
        let head = Primitive.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: cut - rect.minY),
                                  CornerRadii(topLeft: radii.topLeft, topRight: radii.topRight, bottomRight: 0, bottomLeft: 0),
                                  color)
        var out: [Primitive] = []
        out.reserveCapacity(primitives.count + 1)
        if let bandFill { out.append(bandFill) }
        out += primitives[..<index]
        out.append(head)
        out += primitives[(index + 1)...]
        return Result(primitives: out, background: color)
    }

    /// True for an opaque fill that `promotingClear` can turn into the clear.
    private func isPromotable(_ p: Primitive) -> Bool {
        guard case let .fill(rect, radii, color) = p, color.a == 255, rect.isFinite, radii.isFinite,
              !radii.isClamped(in: rect) else { return false }
        let e = 1e-6 * pixel
        let top = max(radii.topLeft, radii.topRight, 0), bottom = max(radii.bottomLeft, radii.bottomRight, 0)
        return rect.minX <= e && rect.maxX >= canvas.width - e
            && (rect.maxY - bottom >= canvas.height + pixel || (bottom <= 0 && rect.maxY >= canvas.height - e))
            && rect.minY + top <= canvas.height / 2
    }

    /// The box of a primitive whose text bounds the compositor was not told: a text run can
    /// reach a line's height around its position.
    private func knownBox(_ p: Primitive) -> Rect? {
        guard case let .text(run) = p, run.position.x.isFinite, run.position.y.isFinite, run.size.isFinite else { return nil }
        let reach = 2 * run.size + pixel
        return Rect(x: 0, y: run.position.y - reach, width: canvas.width, height: 2 * reach)
    }
}
