import CSDL2
import Glibc
import ModalCore

/// Opaque rectangles and clears written straight into a software canvas's pixels, row by row
/// with `wmemset`, instead of through SDL's software renderer.
///
/// SDL 2.26 fills a 32-bit surface with non-temporal SSE stores (`SDL_FillRect4SSE`,
/// `movntps`): every filled pixel goes around the caches to memory, and the blending and text
/// that follow read it back from there. At ×2 a frame is 780×1688 pixels (5.3 MB), which stays
/// in this machine's L3 cache; `wmemset` (glibc's vector stores) fills the sheet's
/// 780×1554 pixels in 0.07 ms where `SDL_FillRect` takes 0.65 ms, and the busiest frame's
/// opaque fills were 70 % of its time (perf). The pixels are the same: an opaque fill in
/// `SDL_BLENDMODE_NONE` writes `SDL_MapRGBA` of its colour, as SDL does.
///
/// Used only where it is exactly what SDL would do: the renderer draws into `surface` (no
/// render target), its viewport is the whole surface, render scale 1, and the surface has 4
/// bytes per pixel. A clip rectangle (the recording painter's damage boxes) is honoured as SDL
/// honours it: fills are cut to it. Anything else goes through SDL.
struct DirectFill {
    /// The canvas's surface (owned by the `SoftwareCanvas`, which outlives the renderer).
    let surface: UnsafeMutablePointer<SDL_Surface>

    /// The pixels `renderer`'s fills may reach right now, the whole surface or its clip
    /// rectangle, when it draws into `surface` untransformed (see the type); nil otherwise.
    func reach(of renderer: OpaquePointer) -> SDL_Rect? {
        guard surface.pointee.format.pointee.BytesPerPixel == 4, SDL_GetRenderTarget(renderer) == nil else { return nil }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        guard viewport.x == 0, viewport.y == 0, viewport.w == surface.pointee.w, viewport.h == surface.pointee.h else {
            return nil
        }
        var sx: Float = 0, sy: Float = 0
        SDL_RenderGetScale(renderer, &sx, &sy)
        guard sx == 1 && sy == 1 else { return nil }
        let whole = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        guard SDL_RenderIsClipEnabled(renderer) == SDL_TRUE else { return whole }
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &clip)
        let x0 = max(clip.x, 0), y0 = max(clip.y, 0)
        let x1 = min(Int64(clip.x) + Int64(clip.w), Int64(whole.w)), y1 = min(Int64(clip.y) + Int64(clip.h), Int64(whole.h))
        return SDL_Rect(x: x0, y: y0, w: Int32(max(x1 - Int64(x0), 0)), h: Int32(max(y1 - Int64(y0), 0)))
    }

    /// Fills `rects`, cut to `reach` (from `reach(of:)`), with `color`, as `SDL_FillRects` does.
    func fill(_ rects: UnsafeBufferPointer<SDL_Rect>, _ color: Color, within reach: SDL_Rect) {
        let value = SDL_MapRGBA(surface.pointee.format, color.r, color.g, color.b, color.a)
        let pitch = Int(surface.pointee.pitch)
        guard let pixels = surface.pointee.pixels else { return }
        let right = Int64(reach.x) + Int64(reach.w), bottom = Int64(reach.y) + Int64(reach.h)
        for r in rects {
            let x0 = max(r.x, reach.x), y0 = max(r.y, reach.y)
            let x1 = min(Int64(r.x) + Int64(r.w), right), y1 = min(Int64(r.y) + Int64(r.h), bottom)
            guard Int64(x0) < x1, Int64(y0) < y1 else { continue }
            let count = Int(x1) - Int(x0)
            for y in Int(y0)..<Int(y1) {
                let row = (pixels + y * pitch).assumingMemoryBound(to: Int32.self) + Int(x0)
                wmemset(row, Int32(bitPattern: value), count)
            }
        }
    }

    /// Fills the whole surface with `color`, as `SDL_RenderClear` does (its software renderer
    /// ignores the clip rectangle for a clear, by definition).
    func clear(_ color: Color) {
        let whole = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        withUnsafePointer(to: whole) { fill(UnsafeBufferPointer(start: $0, count: 1), color, within: whole) }
    }
}
