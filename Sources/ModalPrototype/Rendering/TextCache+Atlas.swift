import CSDL2
import ModalCore

extension TextCache {
    /// The atlas's size in pixels at `pixelScale`: 1020 × 510, twice as tall from ×1.25 up.
    /// Not a power of two: llvmpipe compiles another shader variant for power-of-two textures,
    /// and the first draws' white texture (3×3, `SceneRenderer`) is to share the text's.
    static func atlasSize(pixelScale: Double) -> (width: Int, height: Int) {
        (1020, pixelScale >= 1.25 ? 1020 : 510)
    }

    /// Where `run`'s white pixels lie in the atlas, copied in first if they are not there yet:
    /// the atlas and the rectangle. `beforeEmptying` runs first when the atlas must start
    /// again to make room (draw what was queued from it). Nil on the software renderer, for
    /// a run the atlas cannot hold (too big: it keeps a texture of its own) or an SDL failure.
    func atlasPlace(for run: TextRun, pixelScale: Double, beforeEmptying: () -> Void) -> (TextAtlas, SDL_Rect)? {
        let scaled = run.size * pixelScale
        guard !pretinted, !run.string.isEmpty, scaled.isFinite, scaled >= 0.5, scaled <= Double(TextCache.maxPixelSize)
        else { return nil }
        if atlas == nil {
            let size = TextCache.atlasSize(pixelScale: pixelScale)
            atlas = TextAtlas(renderer: renderer, width: size.width, height: size.height)
        }
        guard let atlas else { return nil }
        let key = TextAtlas.Key(string: run.string, weight: run.weight, pixelSize: Int(scaled.rounded()))
        if let rect = atlas.place(of: key) { return (atlas, rect) }
        guard !atlas.tooBig.contains(key), let font = try? openFont(run.weight, pixelSize: key.pixelSize),
              let surface = TTF_RenderUTF8_Blended(font, run.string, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard w <= atlas.maxRunSize.width, h <= atlas.maxRunSize.height else {
            atlas.tooBig.insert(key)
            return nil
        }
        if !atlas.fits(width: w, height: h) { beforeEmptying() }
        return atlas.insert(key, surface).map { (atlas, $0) }
    }
}
