import CSDL2
import ModalCore

extension TextCache {
    /// The atlas's first size in pixels at `pixelScale`, and the size it grows to the first
    /// time a frame's runs do not fit: at ×1, 1020 × 254 growing to 1020 × 510; from ×1.25 up,
    /// 1020 × 1020 from the start. Not a power of two: llvmpipe compiles another shader variant
    /// for power-of-two textures, and the first draws' white texture (3×3, `SceneRenderer`) is
    /// to share the text's.
    ///
    /// llvmpipe keeps a texture's every byte resident: the idle studio's labels at ×1 fit in a
    /// quarter of a megabyte's rows, and the 1020 × 510 atlas cost 0.8 MiB more of the idle
    /// window's memory. Motion (values changing every frame) grows it, so animation empties it
    /// no more often than before; an idle window gives the grown one back (`shrinkAtlas`).
    static func atlasSizes(pixelScale: Double) -> (first: (width: Int, height: Int), grown: (width: Int, height: Int)) {
        if pixelScale >= 1.25 { return (first: (width: 1020, height: 1020), grown: (width: 1020, height: 1020)) }
        return (first: (width: 1020, height: 254), grown: (width: 1020, height: 510))
    }

    /// Destroys the atlas if it has grown (the next text makes a first-size one), and the one it
    /// grew from: for an idle window (`IdleTrim`). Runs are copied in again as they are drawn.
    func shrinkAtlas() {
        outgrownAtlas?.destroy()
        outgrownAtlas = nil
        guard let atlas, let first = atlasFirstHeight, atlas.height > first else { return }
        atlas.destroy()
        self.atlas = nil
    }

    /// Where `run`'s white pixels lie in the atlas, copied in first if they are not there yet:
    /// the atlas and the rectangle. `beforeEmptying` runs first when the atlas must start
    /// again to make room (draw what was queued from it). Nil on the software renderer, for
    /// a run the atlas cannot hold (too big: it keeps a texture of its own) or an SDL failure.
    func atlasPlace(for run: TextRun, pixelScale: Double, beforeEmptying: () -> Void) -> (TextAtlas, SDL_Rect)? {
        let scaled = run.size * pixelScale
        guard !pretinted, !run.string.isEmpty, scaled.isFinite, scaled >= 0.5, scaled <= Double(TextCache.maxPixelSize)
        else { return nil }
        let sizes = TextCache.atlasSizes(pixelScale: pixelScale)
        if atlas == nil {
            atlas = TextAtlas(renderer: renderer, width: sizes.first.width, height: sizes.first.height)
            atlasFirstHeight = sizes.first.height
        }
        guard var atlas else { return nil }
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
        if !atlas.fits(width: w, height: h) {
            beforeEmptying()
            // The first overflow grows the atlas instead of emptying it, where it can grow. The
            // first one is kept whole until the window idles: quads queued from it (a caller
            // without a flush, such as `pixelSize`) still draw what they placed.
            if atlas.height < sizes.grown.height, outgrownAtlas == nil,
               let grown = TextAtlas(renderer: renderer, width: sizes.grown.width, height: sizes.grown.height) {
                outgrownAtlas = atlas
                atlas = grown
                self.atlas = grown
            }
        }
        return atlas.insert(key, surface).map { (atlas, $0) }
    }
}
