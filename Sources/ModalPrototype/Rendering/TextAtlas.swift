import CSDL2
import Glibc
import ModalCore

/// White text runs packed side by side into one texture, so that a frame's labels are drawn
/// with one `SDL_RenderGeometry` call (`SceneRenderer`'s text batches) instead of one
/// `SDL_RenderCopy`, one texture bind and one draw each.
///
/// Runs are placed on shelves, left to right, a shelf as tall as its tallest run, with one
/// transparent pixel between runs. When a run no longer fits, the atlas starts again empty
/// (`insert` says so first, so that a caller can draw what it queued from the old places).
/// Runs wider or taller than `maxRunSize` are not kept here: they keep a texture of their own.
///
/// The texture belongs to the renderer; its owner (`TextCache`) destroys it with `destroy()`
/// before the renderer goes.
final class TextAtlas {
    /// What identifies a run's pixels: its string, weight and pixel size (the texture is
    /// white; the colour is the vertices').
    ///
    /// Strings compare and hash by their UTF-8 bytes, which are what SDL_ttf draws: String's
    /// own hash normalises (NFC) and was a tenth of a studio frame's main-thread time, every
    /// label being looked up every frame.
    struct Key: Hashable {
        var string: String
        var weight: FontWeight
        var pixelSize: Int

        static func == (a: Key, b: Key) -> Bool {
            guard a.pixelSize == b.pixelSize, a.weight == b.weight, a.string.utf8.count == b.string.utf8.count else { return false }
            var x = a.string, y = b.string
            return x.withUTF8 { p in y.withUTF8 { q in p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 } }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(pixelSize)
            hasher.combine(weight)
            var s = string
            s.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(s.utf8.count)
        }
    }

    /// The `SDL_Texture*` (ARGB8888, blended).
    let texture: OpaquePointer
    let width: Int
    let height: Int
    /// Times the atlas was emptied to make room.
    private(set) var resets = 0

    private var places: [Key: SDL_Rect] = [:]
    private var shelfTop = 0, shelfHeight = 0, cursor = 0
    private static let gap = 1

    /// An empty atlas of `width`×`height` pixels on `renderer`; nil when SDL cannot make it.
    init?(renderer: OpaquePointer, width: Int, height: Int) {
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                        Int32(width), Int32(height)) else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        texture = t
        self.width = width
        self.height = height
        LiveSDLObjects.textures += 1
    }

    /// The largest run kept here: a quarter of the atlas's height, half its width.
    var maxRunSize: (width: Int, height: Int) { (width / 2, height / 4) }

    /// Where `key`'s pixels are, if the atlas holds them.
    func place(of key: Key) -> SDL_Rect? { places[key] }

    /// Whether a run of `width`×`height` pixels fits without starting again.
    func fits(width w: Int, height h: Int) -> Bool {
        guard w <= maxRunSize.width, h <= maxRunSize.height else { return false }
        if cursor + w <= width, shelfTop + max(shelfHeight, h) <= height { return true }
        return shelfTop + shelfHeight + TextAtlas.gap + h <= height
    }

    /// Copies `surface` (ARGB8888, white with coverage in alpha) in as `key`'s pixels and
    /// returns where they are; empties the atlas first when the run does not fit (call
    /// `fits` before, to draw what used the old places). Nil for a run bigger than
    /// `maxRunSize` or a surface SDL cannot copy.
    func insert(_ key: Key, _ surface: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect? {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard w > 0, h > 0, w <= maxRunSize.width, h <= maxRunSize.height,
              surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return nil }
        if !fits(width: w, height: h) {
            empty()
            resets += 1
        }
        if cursor + w > width || shelfTop + max(shelfHeight, h) > height {
            shelfTop += shelfHeight + TextAtlas.gap
            shelfHeight = 0
            cursor = 0
        }
        var rect = SDL_Rect(x: Int32(cursor), y: Int32(shelfTop), w: Int32(w), h: Int32(h))
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard SDL_UpdateTexture(texture, &rect, surface.pointee.pixels, surface.pointee.pitch) == 0 else { return nil }
        cursor += w + TextAtlas.gap
        shelfHeight = max(shelfHeight, h)
        places[key] = rect
        return rect
    }

    /// Forgets every place (the texture's pixels are written again as runs come back): after
    /// the renderer lost its textures, or to make room.
    func empty() {
        places.removeAll(keepingCapacity: true)
        shelfTop = 0; shelfHeight = 0; cursor = 0
    }

    /// Runs found too big for the atlas, not rendered again to learn it.
    var tooBig: Set<Key> = []

    /// Destroys the texture (the atlas is unusable after).
    func destroy() {
        SDL_DestroyTexture(texture)
        LiveSDLObjects.textures -= 1
        places.removeAll()
    }
}
