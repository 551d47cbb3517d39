/// A rectangle of whole pixels: columns `x0..<x1`, rows `y0..<y1`.
public struct PixelBox: Equatable, Hashable, Sendable {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
    /// True when it holds no pixel.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// Whether the two share a pixel.
    public func overlaps(_ other: PixelBox) -> Bool {
        x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    /// The smallest box holding both.
    public func union(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// Whether `rect` (points at `pixelScale`) may touch a pixel of this box.
    public func meets(_ rect: Rect, pixelScale s: Double) -> Bool {
        rect.minX * s < Double(x1) && rect.maxX * s > Double(x0) && rect.minY * s < Double(y1) && rect.maxY * s > Double(y0)
    }
}

/// Which pixels of a frame can differ from the frame before, from their primitive lists alone:
/// what a renderer that kept the previous frame's pixels must draw again (damage drawing).
///
/// Every pixel's value is the result of drawing, in order over the clear, the primitives that
/// touch it. The two lists share a common first part and a common last part; a pixel that no
/// primitive of the differing middle (of either list) touches is touched by the same
/// primitives in the same order in both frames, so it keeps its value. The damage is the box
/// around the middle's primitives, each grown conservatively (`reach`): a stroke by its whole
/// width, a line by twice its width (mitred joins), everything by two more pixels for
/// anti-aliased edges, out to whole pixels and onto the canvas.
public enum FrameDamage {
    /// The pixels of a `width`×`height` canvas at `pixelScale` that drawing `new` may set
    /// differently from `old` (both drawn over the same clear), as boxes that share no pixel;
    /// nil when the lists are equal, empty when what changed is off the canvas. The whole
    /// canvas when a changed text run's box is unknown (`textBounds` nil or answering nil) or a
    /// changed primitive is not finite. Boxes that overlap are merged; more than `limit` become
    /// their one union.
    public static func changedRegions(old: [Primitive], new: [Primitive], width: Int, height: Int, pixelScale: Double,
                                      textBounds: ((TextRun) -> Rect?)?, limit: Int = 8) -> [PixelBox]? {
        var head = 0
        let shorter = min(old.count, new.count)
        while head < shorter, old[head] == new[head] { head += 1 }
        if head == old.count, head == new.count { return nil }
        var tail = 0
        while tail < shorter - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        var boxes: [PixelBox] = []
        for p in old[head..<(old.count - tail)] + new[head..<(new.count - tail)] {
            guard let r = reach(of: p, pixelScale: pixelScale, textBounds: textBounds) else {
                return [PixelBox(x0: 0, y0: 0, x1: width, y1: height)]
            }
            let b = pixels(of: r, pixelScale: pixelScale, width: width, height: height)
            if !b.isEmpty { boxes.append(b) }
        }
        return merged(boxes, limit: limit)
    }

    /// The one box around `changedRegions` (an empty box when they are empty); nil when the lists are equal.
    public static func changedPixels(old: [Primitive], new: [Primitive], width: Int, height: Int, pixelScale: Double,
                                     textBounds: ((TextRun) -> Rect?)?) -> PixelBox? {
        guard let regions = changedRegions(old: old, new: new, width: width, height: height, pixelScale: pixelScale,
                                           textBounds: textBounds) else { return nil }
        return regions.dropFirst().reduce(regions.first ?? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)) { $0.union($1) }
    }

    /// `boxes` merged until no two overlap (each overlapping pair becomes its union); more
    /// than `limit` left become their one union.
    public static func merged(_ boxes: [PixelBox], limit: Int) -> [PixelBox] {
        var out: [PixelBox] = []
        for box in boxes {
            var b = box, i = 0
            while i < out.count {
                if out[i].overlaps(b) {
                    b = b.union(out.remove(at: i))
                    i = 0   // the grown box may now meet one already passed
                } else {
                    i += 1
                }
            }
            out.append(b)
        }
        guard out.count > limit, let first = out.first else { return out }
        return [out.dropFirst().reduce(first) { $0.union($1) }]
    }

    /// What to draw again within `box` of `result`, in order, and whether to clear it first: the
    /// primitives reaching the box, starting at the last opaque fill that paints every pixel of
    /// it (its inner rectangles, as `Compositor`'s occlusion reads them, holding the box grown by
    /// a pixel). Nothing before such a fill shows in the box, so neither it nor the clear is drawn.
    public static func redrawList(_ result: Compositor.Result, within box: PixelBox, pixelScale: Double,
                                  textBounds: ((TextRun) -> Rect?)?) -> (primitives: [Primitive], clears: Bool) {
        let px = 1 / pixelScale
        let needed = Rect(x: Double(box.x0) * px - px, y: Double(box.y0) * px - px,
                          width: Double(box.width) * px + 2 * px, height: Double(box.height) * px + 2 * px)
        let judge = Compositor(canvas: Size(width: needed.maxX, height: needed.maxY), pixelScale: pixelScale, wholePixelSeams: true)
        let cover = result.primitives.lastIndex { p in
            guard case let .fill(rect, radii, color) = p, color.a == 255 else { return false }
            return judge.innerRects(rect, radii).contains { $0.contains(needed) }
        }
        let start = cover ?? 0
        let reaching = result.primitives[start...].filter { p in
            reach(of: p, pixelScale: pixelScale, textBounds: textBounds).map { box.meets($0, pixelScale: pixelScale) } ?? true
        }
        return (reaching, cover == nil && result.background != nil)
    }

    /// A box, in points, holding every pixel `p` can change (before the two-pixel margin);
    /// nil when unknown or not finite.
    public static func reach(of p: Primitive, pixelScale: Double, textBounds: ((TextRun) -> Rect?)?) -> Rect? {
        let px = 1 / pixelScale
        let box: Rect?
        switch p {
        case let .fill(rect, _, _):
            box = rect
        case let .stroke(rect, _, width, _):
            let w = max(width, px)
            box = rect.insetBy(dx: -w, dy: -w)
        case let .line(a, b, width, _):
            let r = 2 * max(width, px)
            box = Rect(x: min(a.x, b.x) - r, y: min(a.y, b.y) - r, width: abs(b.x - a.x) + 2 * r, height: abs(b.y - a.y) + 2 * r)
        case let .text(run):
            box = textBounds?(run)
        }
        guard let box, box.isFinite, box.width >= 0, box.height >= 0 else { return nil }
        return box.insetBy(dx: -2 * px, dy: -2 * px)
    }

    /// `rect` (points) out to whole pixels at `pixelScale`, on the `width`×`height` canvas
    /// (empty when off it).
    public static func pixels(of rect: Rect, pixelScale s: Double, width: Int, height: Int) -> PixelBox {
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        let b = PixelBox(x0: clamp((rect.minX * s).rounded(.down), width), y0: clamp((rect.minY * s).rounded(.down), height),
                         x1: clamp((rect.maxX * s).rounded(.up), width), y1: clamp((rect.maxY * s).rounded(.up), height))
        return b.isEmpty ? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) : b
    }
}
