/// How damage boxes are merged for a window that shows each rectangle with a call of its own
/// (`glXCopySubBufferMESA`): one rectangle more costs a call, a pixel more costs its drawing.
extension FrameDamage {
    /// `boxes` merged for drawing and showing apart: two merge when they overlap, touch, or
    /// their union holds at most `slack` pixels more than the two; then, while more than
    /// `maxBoxes` are left, the two whose union adds the fewest pixels. No two left share a
    /// pixel; they come top to bottom, then left to right. Beyond `maxInputs` boxes, their one
    /// union (bounded work per frame).
    public static func mergedForDrawingApart(_ boxes: [PixelBox], slack: Int, maxBoxes: Int, maxInputs: Int = 48) -> [PixelBox] {
        let boxes = boxes.filter { !$0.isEmpty }
        guard let first = boxes.first else { return [] }
        guard boxes.count <= maxInputs else { return [boxes.dropFirst().reduce(first) { $0.union($1) }] }
        var left = boxes
        while let (i, j) = pairToMerge(left, slack: slack, maxBoxes: max(maxBoxes, 1)) {
            left[i] = left[i].union(left[j])
            left.remove(at: j)
        }
        return left.sorted { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    }

    /// The pair to merge next under `mergedForDrawingApart`'s rule, or nil.
    static func pairToMerge(_ boxes: [PixelBox], slack: Int, maxBoxes: Int) -> (Int, Int)? {
        var best: (i: Int, j: Int, added: Int)?
        for i in boxes.indices {
            for j in (i + 1)..<boxes.count {
                let a = boxes[i], b = boxes[j]
                let added = a.union(b).area - a.area - b.area
                if a.overlaps(b) || added <= slack { return (i, j) }
                if best.map({ added < $0.added }) ?? true { best = (i, j, added) }
            }
        }
        guard boxes.count > maxBoxes, let best else { return nil }
        return (best.i, best.j)
    }
}

extension PixelBox {
    /// Pixels held.
    public var area: Int { isEmpty ? 0 : width * height }
}
