import CSDL2
import ModalCore

/// A large translucent fill over the clear, drawn on a GL renderer as an opaque inside and a
/// blended rim: iOS 26's glass sheet (#F1D9B8 at 90 % over the dimmed main view, 578,000 of
/// the ×2 phone's 1.3 million pixels) cost a blend of every pixel, 0.45 ms of llvmpipe's time
/// per frame more than the same fill opaque.
///
/// The inside is the fill's rectangle less its rounded corners' rows and a pixel all round
/// (so no anti-aliased edge reaches it), on whole pixels, less the boxes of the earlier
/// primitives that reach into it (`Compositor.carve`). It is written unblended in the colour
/// llvmpipe's blend gives the fill over the clear (`llvmpipeBlend`); the fill itself is then
/// drawn blended, as before, under clip rectangles that cover the rest of its box (the rim and
/// the boxes). Every pixel is the one the whole fill gives under llvmpipe. Another OpenGL
/// driver may round its blend another way: the inside may then differ by one unit from the
/// rim, never more.
///
/// Not the compositor's `splittingOverBackground` (SDL's software renderer): there the pieces
/// are fills of their own, whose cut edges rasterise on whole pixels; under sub-pixel
/// rasterisation a cut edge would be feathered, so the rim is cut with the clip instead.
struct ClearSplit {
    /// The fill, drawn whole under each of `blended`.
    var fill: Primitive
    /// Opaque parts, in pixels, and their colour.
    var opaque: [SDL_Rect]
    var color: Color
    /// Clip rectangles (pixels) under which the fill is drawn blended.
    var blended: [SDL_Rect]

    /// Fills smaller than this many pixels are drawn as they are (not worth the extra calls).
    static let minimumPixels = 65_536.0
}

extension SceneRenderer {
    /// The split of `primitives[i]` over the opaque `clear`, or nil: not a translucent fill,
    /// too small, not finite or past the tessellator's coordinate limit, too little of it opaque, an earlier primitive of unknown box reaching it or
    /// more than `Compositor.maxHoles` of them, or not a GL renderer past its first draws.
    func clearSplit(_ primitives: [Primitive], at i: Int, over clear: Color) -> ClearSplit? {
        guard case let .fill(rect, _, color) = primitives[i], color.a > 0, color.a < 255, clear.a == 255,
              rasterization == .subpixel, framesDrawn >= SceneRenderer.blendedDraws else { return nil }
        let s = pixelScale, limit = Tessellator.coordinateLimit / s
        guard [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ $0.isFinite && abs($0) <= limit }),
              rect.width * rect.height * s * s >= ClearSplit.minimumPixels else { return nil }
        if let last = lastClearSplit, last.scale == s, last.clear == clear, last.upTo == primitives[...i] { return last.split }
        let split = workOutSplit(primitives, at: i, over: clear)
        lastClearSplit = (primitives[...i], clear, s, split)
        return split
    }

    /// `clearSplit` without its checks and its memory.
    private func workOutSplit(_ primitives: [Primitive], at i: Int, over clear: Color) -> ClearSplit? {
        guard case let .fill(rect, radii, color) = primitives[i] else { return nil }
        let s = pixelScale
        // The inside, in pixels: clear of the corners' rows and of the anti-aliased edges.
        let half = min(rect.width, rect.height) / 2
        let top = min(max(radii.topLeft, radii.topRight), half), bottom = min(max(radii.bottomLeft, radii.bottomRight), half)
        let x0 = (rect.minX * s + 1).rounded(.up), x1 = (rect.maxX * s - 1).rounded(.down)
        let y0 = ((rect.minY + top) * s + 1).rounded(.up), y1 = ((rect.maxY - bottom) * s - 1).rounded(.down)
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) * 2 >= rect.width * rect.height * s * s else { return nil }
        let inside = Rect(x: x0 / s, y: y0 / s, width: (x1 - x0) / s, height: (y1 - y0) / s)
        let compositor = Compositor(canvas: Size(width: rect.maxX, height: rect.maxY), pixelScale: s)
        var holes: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for earlier in primitives[..<i] {
            if case let .text(run) = earlier, run.color.a > 0, textBox(run) == nil { return nil }   // could lie anywhere
            guard let box = bounds(of: earlier) else { continue }   // draws nothing
            guard box.intersects(inside) else { continue }
            holes.append(compositor.wholePixels(box))
            if holes.count > Compositor.maxHoles { return nil }
        }
        var split = ClearSplit(fill: primitives[i], opaque: [], color: SceneRenderer.llvmpipeBlend(color, over: clear), blended: [])
        func pixels(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> SDL_Rect? {
            guard x1 > x0, y1 > y0 else { return nil }
            return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        }
        var opaqueArea = 0.0
        for (part, covered) in compositor.carve(inside, around: holes) {
            let p = compositor.wholePixels(part)
            guard let r = pixels(p.x0, p.y0, p.x1, p.y1) else { continue }
            if covered { split.blended.append(r) } else { split.opaque.append(r); opaqueArea += Double(r.w) * Double(r.h) }
        }
        guard opaqueArea * 2 >= rect.width * rect.height * s * s else { return nil }
        // The rim: the fill's box (a pixel of feathering out) around the inside.
        let b = compositor.wholePixels(rect.insetBy(dx: -1 / s, dy: -1 / s))
        split.blended += [pixels(b.x0, b.y0, b.x1, y0), pixels(b.x0, y1, b.x1, b.y1),
                          pixels(b.x0, y0, x0, y1), pixels(x1, y0, b.x1, y1)].compactMap { $0 }
        return split
    }

    /// Draws `split`: the opaque parts unblended, then the fill blended under each clip
    /// rectangle (within the clip already set, which is put back).
    func draw(_ split: ClearSplit, _ tessellator: Tessellator) {
        for r in split.opaque {
            mesh.addRect(x0: Double(r.x), y0: Double(r.y), x1: Double(r.x + r.w), y1: Double(r.y + r.h), split.color)
        }
        flushGeometry()
        var outer = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        if clipped { SDL_RenderGetClipRect(renderer, &outer) }
        for r in split.blended {
            var area = r
            if clipped {
                var within = SDL_Rect()
                guard SDL_IntersectRect(&area, &outer, &within) == SDL_TRUE else { continue }
                area = within
            }
            SDL_RenderSetClipRect(renderer, &area)
            shapes.append(split.fill, with: tessellator, to: &mesh)
            flushGeometry()
        }
        if clipped { SDL_RenderSetClipRect(renderer, &outer) } else { SDL_RenderSetClipRect(renderer, nil) }
    }

    /// `c` blended over the opaque `d` as llvmpipe blends a triangle's colour (measured: each
    /// product rounded as `(t + (t >> 8) + 128) >> 8`, the sum clamped; 30,720 of 30,720
    /// random channels agreed under Mesa 22.3).
    static func llvmpipeBlend(_ c: Color, over d: Color) -> Color {
        let a = UInt32(c.a)
        func product(_ t: UInt32) -> UInt32 { (t + (t >> 8) + 0x80) >> 8 }
        func channel(_ s: UInt8, _ t: UInt8) -> UInt8 {
            UInt8(min(255, product(UInt32(s) * a) + product(UInt32(t) * (255 - a))))
        }
        return Color(r: channel(c.r, d.r), g: channel(c.g, d.g), b: channel(c.b, d.b))
    }
}
