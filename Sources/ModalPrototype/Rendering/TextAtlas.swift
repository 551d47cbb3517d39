import CSDL2
import ModalCore

/// White text runs packed side by side into one texture, so that a frame's labels are drawn
/// with one `SDL_RenderGeometry` call (`SceneRenderer`'s text batches) instead of one
/// `SDL_RenderCopy`, one texture bind and one draw each.
///
/// Only a run's ink is kept (`Place`: SDL_ttf's surface is as tall as the font's line, and
/// the clear around the glyphs is about a third of it for a list's labels), so its quad
/// shades fewer pixels. Runs are placed on shelves, left to right, a shelf as tall as its
/// tallest run, with one transparent pixel between runs. When a run no longer fits, the atlas starts again empty
/// (`insert` says so first, so that a caller can draw what it queued from the old places).
/// Runs wider or taller than `maxRunSize` are not kept here: they keep a texture of their own.
///
/// The texture belongs to the renderer; its owner (`TextCache`) destroys it with `destroy()`
/// before the renderer goes.
final class TextAtlas {
    /// What identifies a run's pixels: its string, weight and pixel size (the texture is
    /// white; the colour is the vertices').
    struct Key: Hashable {
        var string: String
        var weight: FontWeight
        var pixelSize: Int
    }

    /// Where a run's pixels are: `rect` in the atlas holds its ink (the rows and columns of the
    /// run's surface with any coverage; empty for a run with none), which starts `inkX`, `inkY`
    /// pixels into the run's whole `width`×`height` surface as SDL_ttf renders it. A quad over
    /// the ink alone draws the same pixels as one over the whole surface: the rest is clear.
    struct Place: Equatable {
        var rect: SDL_Rect
        var inkX: Int32, inkY: Int32
        var width: Int32, height: Int32

        static func == (a: Place, b: Place) -> Bool {
            [a.rect.x, a.rect.y, a.rect.w, a.rect.h, a.inkX, a.inkY, a.width, a.height]
                == [b.rect.x, b.rect.y, b.rect.w, b.rect.h, b.inkX, b.inkY, b.width, b.height]
        }
    }

    /// The `SDL_Texture*` (ARGB8888, blended).
    let texture: OpaquePointer
    let width: Int
    let height: Int
    /// Times the atlas was emptied to make room.
    private(set) var resets = 0

    private var places: [Key: Place] = [:]
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
    func place(of key: Key) -> Place? { places[key] }

    /// The smallest rectangle of `surface` (ARGB8888) holding every pixel with alpha above 0,
    /// as x, y, width, height; zero-sized when there is none.
    static func ink(of surface: UnsafeMutablePointer<SDL_Surface>) -> (x: Int, y: Int, w: Int, h: Int) {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard w > 0, h > 0, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return (0, 0, 0, 0) }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let base = surface.pointee.pixels else { return (0, 0, 0, 0) }
        var minX = w, minY = h, maxX = -1, maxY = -1
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? (0, 0, 0, 0) : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// Whether a run of `width`×`height` pixels fits without starting again.
    func fits(width w: Int, height h: Int) -> Bool {
        guard w <= maxRunSize.width, h <= maxRunSize.height else { return false }
        if cursor + w <= width, shelfTop + max(shelfHeight, h) <= height { return true }
        return shelfTop + shelfHeight + TextAtlas.gap + h <= height
    }

    /// Copies the ink of `surface` (ARGB8888, white with coverage in alpha; `ink(of:)`) in as
    /// `key`'s pixels and returns where they are; empties the atlas first when the ink does not
    /// fit (call `fits` before, to draw what used the old places). Nil for ink bigger than
    /// `maxRunSize` or a surface SDL cannot copy.
    func insert(_ key: Key, _ surface: UnsafeMutablePointer<SDL_Surface>) -> Place? {
        insert(key, surface, ink: TextAtlas.ink(of: surface))
    }

    /// `insert(_:_:)` with the surface's ink already found.
    func insert(_ key: Key, _ surface: UnsafeMutablePointer<SDL_Surface>, ink: (x: Int, y: Int, w: Int, h: Int)) -> Place? {
        let fullWidth = Int32(surface.pointee.w), fullHeight = Int32(surface.pointee.h)
        guard fullWidth > 0, fullHeight > 0, ink.w <= maxRunSize.width, ink.h <= maxRunSize.height,
              surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return nil }
        guard ink.w > 0, ink.h > 0 else {
            // Nothing to draw (a run of spaces): a place with no pixels.
            let place = Place(rect: SDL_Rect(x: 0, y: 0, w: 0, h: 0), inkX: 0, inkY: 0, width: fullWidth, height: fullHeight)
            places[key] = place
            return place
        }
        let w = ink.w, h = ink.h
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
        let pitch = Int(surface.pointee.pitch)
        guard let pixels = surface.pointee.pixels,
              SDL_UpdateTexture(texture, &rect, pixels + ink.y * pitch + ink.x * 4, surface.pointee.pitch) == 0 else { return nil }
        cursor += w + TextAtlas.gap
        shelfHeight = max(shelfHeight, h)
        let place = Place(rect: rect, inkX: Int32(ink.x), inkY: Int32(ink.y), width: fullWidth, height: fullHeight)
        places[key] = place
        return place
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
