import ModalCore

/// The rectangles a damaged frame draws again: the boxes around what changed, out to whole
/// pixels, merged where one rectangle costs less than two.
///
/// Each rectangle is a clip, a redraw of the primitives reaching it and one more
/// `glXCopySubBufferMESA` call, about 25 µs under llvmpipe on the 2-core machine; a pixel
/// drawn again costs its blends and its copy. Two boxes merge when they overlap, or when their
/// union holds at most `slackPixels` more pixels than the two. What is left never overlaps
/// (pixels drawn once), and beyond `maxBoxes` the two whose union adds the fewest pixels merge.
struct DamageBoxes {
    /// Pixels a merge may add: about what one more copy call costs in drawing (a 96×96 area).
    static let slackPixels = 9216.0
    /// The most rectangles a frame shows per panel.
    static let maxBoxes = 6
    /// Beyond this many boxes before merging, one box around them all (bounded work per frame).
    static let maxInputs = 48

    let pixelScale: Double
    private(set) var boxes: [Rect] = []
    private var all: Rect?

    init(pixelScale: Double) { self.pixelScale = pixelScale }

    /// Adds the part of `box` within `rect` (whose edges are whole pixels), out to whole pixels.
    mutating func add(_ box: Rect, within rect: Rect) {
        guard let inside = box.intersection(rect) else { return }
        let s = pixelScale
        let x0 = (inside.minX * s).rounded(.down) / s, y0 = (inside.minY * s).rounded(.down) / s
        let x1 = (inside.maxX * s).rounded(.up) / s, y1 = (inside.maxY * s).rounded(.up) / s
        let whole = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        all = all.map { $0.union(whole) } ?? whole
        if boxes.count <= DamageBoxes.maxInputs { boxes.append(whole) }
    }

    /// The rectangles to draw: none, one around everything (too many inputs), or the boxes
    /// merged as the type says, top to bottom.
    func merged() -> [Rect] {
        guard let all else { return [] }
        guard boxes.count <= DamageBoxes.maxInputs else { return [all] }
        var rects = boxes.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        while let (i, j) = pairToMerge(rects) {
            rects[i] = rects[i].union(rects[j])
            rects.remove(at: j)
        }
        return rects.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    /// The pair to merge next: one that overlaps or adds at most `slackPixels`, else (over
    /// `maxBoxes`) the one that adds the fewest pixels; nil when none is left to merge.
    private func pairToMerge(_ rects: [Rect]) -> (Int, Int)? {
        var best: (Int, Int, Double)?
        for i in rects.indices {
            for j in (i + 1)..<rects.count {
                let a = rects[i], b = rects[j]
                let added = (area(a.union(b)) - area(a) - area(b))
                if a.intersects(b) || added <= DamageBoxes.slackPixels { return (i, j) }
                if best == nil || added < best!.2 { best = (i, j, added) }
            }
        }
        guard rects.count > DamageBoxes.maxBoxes, let best else { return nil }
        return (best.0, best.1)
    }

    private func area(_ r: Rect) -> Double { r.width * r.height * pixelScale * pixelScale }
}
