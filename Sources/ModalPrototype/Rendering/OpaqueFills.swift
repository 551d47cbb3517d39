import CSDL2
import ModalCore

extension SceneRenderer {
    /// Draws the leading opaque, square-cornered fills of `items` whose edges land on whole
    /// pixels (the studio's panel backgrounds and separators) with blending off, and returns
    /// the items after them, to draw as usual.
    ///
    /// The same pixels as blending them (an opaque colour replaces what lies beneath), for
    /// much less: under llvmpipe a blended fill of the ×2 studio's panels (1.4 Mpx) costs about
    /// 4 ms of CPU, an unblended one about 1. Stops at the first item that is not such a fill,
    /// so the order is kept. SDL's software renderer gets `items` back untouched (its own
    /// rectangle path already skips blending opaque runs). Not in the first draws
    /// (`blendedDraws`): the unblended state is one more llvmpipe shader, compiled at the first
    /// present, which delays the first frame.
    func drawOpaqueLead(_ items: [Primitive]) -> ArraySlice<Primitive> {
        var i = 0
        while i < items.count, case let .fill(rect, radii, color) = items[i], radii == .zero, color.a == 255,
              let pixels = wholePixels(rect), fillUnblended(pixels, color) {
            i += 1
        }
        return items[i...]
    }

    /// Fills `rect` (pixels) with the opaque `color`, blending off: within a clip, the pixels a
    /// clear gives, where SDL's clear itself ignores the clip and writes the whole target.
    /// Returns false, drawing nothing, on SDL's software renderer and in the first draws
    /// (`blendedDraws`).
    func fillUnblended(_ rect: SDL_Rect, _ color: Color) -> Bool {
        guard rasterization == .subpixel, framesDrawn >= SceneRenderer.blendedDraws else { return false }
        var r = rect
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &r)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        return true
    }

    /// `rect` in pixels when each of its edges lands on a whole pixel (within 1e-6) and it is
    /// at least a pixel each way; nil otherwise.
    func wholePixels(_ rect: Rect) -> SDL_Rect? {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * pixelScale }
        guard edges.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-6 && abs($0) < 1e7 }) else { return nil }
        let x0 = Int32(edges[0].rounded()), y0 = Int32(edges[1].rounded())
        let x1 = Int32(edges[2].rounded()), y1 = Int32(edges[3].rounded())
        guard x1 > x0, y1 > y0 else { return nil }
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }
}
