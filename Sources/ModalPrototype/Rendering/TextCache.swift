import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// A run of text rendered into a texture: white (tint it when drawing), or already in the
/// run's colour on a software renderer (`tinted`; apply only the run's alpha).
struct TextTexture {
    /// The `SDL_Texture*`, owned by the cache that returned it (do not destroy it).
    let texture: OpaquePointer
    /// Size in pixels.
    let width: Int
    let height: Int
    /// The texture's pixels already carry the run's red, green and blue.
    var tinted = false
}

/// Owns the shipped fonts and the textures of rendered text for one `SDL_Renderer`.
///
/// Textures belong to the renderer that created them, so a cache is bound to one renderer at
/// creation and must be released before that renderer is destroyed (`SDL_DestroyRenderer`
/// frees the renderer's textures itself; the cache's `deinit` would then free them twice).
/// Pass the renderer's owner (a `SoftwareCanvas`, the window wrapper) as `owner` and the cache
/// keeps it alive, which makes the order automatic. Without it, mind Swift's order: a class
/// releases its stored properties in declaration order, so an owner declared before the
/// cache (or the `SceneRenderer` holding it) is destroyed first.
///
/// Text is rendered once per (string, weight, pixel size) with `TTF_RenderUTF8_Blended` in
/// white; callers apply the run's colour with `SDL_SetTextureColorMod`/`SDL_SetTextureAlphaMod`,
/// so colour and opacity changes (fades, pressed states) never create textures. Fonts are
/// opened per pixel size from one in-memory copy of each file (`FontData`), so glyphs are
/// hinted at the size shown.
/// Both caches are bounded: least recently used entries are dropped beyond their capacity.
///
/// On SDL's software renderer a colour-modulated copy is SDL's slowest blitter (per pixel,
/// every pixel, transparent or not: 47 % of the busiest frame's instructions), while an
/// unmodulated one skips transparent pixels and copies opaque ones. There the cache keeps
/// each run's white surface and hands out textures pre-tinted with the run's colour (keyed
/// by colour too), made by rewriting the surface's colour channels. SDL's unmodulated blitter
/// rounds its blend differently: anti-aliased glyph edges come out within 4 of 255 of the
/// modulated copy's (shapes are untouched). Hardware renderers modulate for free and get the
/// white texture.
final class TextCache {
    /// The `SDL_Renderer*` every texture of this cache belongs to.
    let renderer: OpaquePointer
    /// Whatever destroys `renderer` in its `deinit`, kept alive until this cache is gone.
    let owner: AnyObject?
    /// The bytes of the two font files (one object when both paths are the same).
    private let regularData: FontData
    private let boldData: FontData
    /// Most textures kept alive at once.
    let capacity: Int
    /// Most fonts (weight × pixel size) kept open at once.
    static let fontCapacity = 16
    /// Pixel sizes above this are not rendered (nil texture): a guard against runaway scales.
    static let maxPixelSize = 1024
    /// `size(of:pointSize:weight:)` measures at this many pixels per point.
    static let measuringScale = 4.0

    /// Textures created since the cache was made (cache hits do not count).
    private(set) var createdTextureCount = 0
    /// Why the last `texture(for:pixelScale:)` that returned nil failed, if SDL said so.
    private(set) var lastError: SDLError?

    private struct TextureKey: Hashable {
        var string: String
        var weight: FontWeight
        var pixelSize: Int
        /// 0xRRGGBB of a pre-tinted texture; 0xFFFFFF for the white one.
        var rgb: UInt32 = 0xFF_FFFF
    }

    /// Textures are pre-tinted (software renderer).
    let pretinted: Bool
    /// White surfaces of pre-tinted runs (key with `rgb` white), to tint from; at most
    /// `whiteSurfaceBudget` bytes in all (a bigger run is rendered again when next needed).
    private var whiteSurfaces: [TextureKey: UnsafeMutablePointer<SDL_Surface>] = [:]
    private var whiteSurfaceBytes = 0
    static let whiteSurfaceBudget = 4 << 20

    private struct FontKey: Hashable {
        var weight: FontWeight
        var pixelSize: Int
    }

    private var textures: [TextureKey: (value: TextTexture, lastUse: UInt64)] = [:]
    /// Small runs packed into one texture, made on first use (`TextCache+Atlas`); nil on the
    /// software renderer (pre-tinted textures) or when SDL could not make it.
    var atlas: TextAtlas?
    /// The height the atlas was first made with (`atlasSizes`), once it has been made.
    var atlasFirstHeight: Int?
    /// The first-size atlas the atlas grew from, kept until the window idles (`shrinkAtlas`).
    var outgrownAtlas: TextAtlas?
    private var fonts: [FontKey: (font: OpaquePointer, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    /// Initialises SDL_ttf once per process; the error text when that failed.
    static let ttfInitError: String? = {
        if TTF_WasInit() > 0 { return nil }
        return TTF_Init() == 0 ? nil : String(cString: SDL_GetError())
    }()

    /// The two font files, read and checked: what a cache draws with.
    struct Fonts {
        let regular: FontData
        let bold: FontData

        /// Reads both files (once when the paths are the same) and opens each at a measuring
        /// size to check it is a font SDL_ttf can use.
        ///
        /// - Throws: `SDLError` naming the path of a font that is missing or unreadable.
        init(regularPath: String, boldPath: String) throws {
            if let message = TextCache.ttfInitError { throw SDLError("cannot initialise SDL_ttf", reason: message) }
            regular = try FontData(path: regularPath)
            bold = boldPath == regularPath ? regular : try FontData(path: boldPath)
            for data in [regular, bold] {
                guard let font = data.open(pixelSize: 16) else { throw SDLError("cannot open font \(data.path)") }
                FontData.close(font)
            }
        }
    }

    /// Reads and checks both fonts (`Fonts`), unless `fonts` brings them already read.
    ///
    /// - Parameters:
    ///   - renderer: the `SDL_Renderer*` the textures are created for.
    ///   - owner: the object that destroys `renderer`; retained so it outlives the cache.
    ///   - capacity: most textures kept; the least recently used quarter goes beyond it.
    ///   - fonts: the fonts of these paths, read and checked (by `FontPreload`).
    ///   - pretint: nil: pre-tinted textures on the software renderer only (tests force it).
    /// - Throws: `SDLError` naming the path of a font that is missing or unreadable.
    init(regularPath: String, boldPath: String, renderer: OpaquePointer, owner: AnyObject? = nil,
         capacity: Int = 512, fonts: Fonts? = nil, pretint: Bool? = nil) throws {
        let fonts = try fonts ?? Fonts(regularPath: regularPath, boldPath: boldPath)
        self.renderer = renderer
        self.owner = owner
        regularData = fonts.regular
        boldData = fonts.bold
        self.capacity = max(capacity, 1)
        var info = SDL_RendererInfo()
        pretinted = pretint ?? (SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0)
    }

    deinit {
        atlas?.destroy()
        outgrownAtlas?.destroy()
        freeWhiteSurfaces()
        for entry in textures.values { SDL_DestroyTexture(entry.value.texture) }
        for entry in fonts.values { FontData.close(entry.font) }
        LiveSDLObjects.textures -= textures.count; LiveSDLObjects.fonts -= fonts.count
    }

    /// The texture of `run` at `round(run.size × pixelScale)` pixels, created on first use.
    ///
    /// Nil for an empty string, a size that rounds to zero (or exceeds `maxPixelSize`), or an
    /// SDL failure (see `lastError`). The texture is white: tint it with the run's colour.
    func texture(for run: TextRun, pixelScale: Double) -> TextTexture? {
        let scaled = run.size * pixelScale
        guard !run.string.isEmpty, scaled.isFinite, scaled >= 0.5, scaled <= Double(TextCache.maxPixelSize) else {
            return nil
        }
        var key = TextureKey(string: run.string, weight: run.weight, pixelSize: Int(scaled.rounded()))
        let white = key
        if pretinted { key.rgb = UInt32(run.color.r) << 16 | UInt32(run.color.g) << 8 | UInt32(run.color.b) }
        clock += 1
        if let hit = textures[key] {
            textures[key]?.lastUse = clock
            return hit.value
        }
        guard let whiteSurface = whiteSurfaces[white] ?? renderWhite(run.string, white) else { return nil }
        var surface = whiteSurface
        defer {
            if surface != whiteSurface { SDL_FreeSurface(surface) }
            if !pretinted || pendingFree == whiteSurface {
                SDL_FreeSurface(whiteSurface)
                LiveSDLObjects.surfaces -= 1
                pendingFree = nil
            }
        }
        if pretinted {
            guard let copy = SDL_DuplicateSurface(whiteSurface) else {
                lastError = SDLError("cannot tint text \"\(run.string)\"")
                return nil
            }
            TextCache.tint(copy, rgb: key.rgb)
            surface = copy
        }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            lastError = SDLError("cannot create a texture for \"\(run.string)\"")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let value = TextTexture(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                                tinted: pretinted)
        createdTextureCount += 1
        LiveSDLObjects.textures += 1
        textures[key] = (value, clock)
        if textures.count > capacity { evictTextures() }
        return value
    }

    /// The size in pixels of the texture `texture(for:pixelScale:)` returns for `run`, without
    /// making a texture in the run's colour (the compositor asks before it folds colours).
    func pixelSize(of run: TextRun, pixelScale: Double) -> (width: Int, height: Int)? {
        if !pretinted, let (_, rect) = atlasPlace(for: run, pixelScale: pixelScale, beforeEmptying: {}) {
            return (Int(rect.w), Int(rect.h))
        }
        guard pretinted else { return texture(for: run, pixelScale: pixelScale).map { ($0.width, $0.height) } }
        let scaled = run.size * pixelScale
        guard !run.string.isEmpty, scaled.isFinite, scaled >= 0.5, scaled <= Double(TextCache.maxPixelSize) else {
            return nil
        }
        let white = TextureKey(string: run.string, weight: run.weight, pixelSize: Int(scaled.rounded()))
        guard let surface = whiteSurfaces[white] ?? renderWhite(run.string, white) else { return nil }
        let size = (Int(surface.pointee.w), Int(surface.pointee.h))
        if pendingFree == surface {
            SDL_FreeSurface(surface)
            LiveSDLObjects.surfaces -= 1
            pendingFree = nil
        }
        return size
    }

    /// The size of `string`'s box in points (width of the advance, height of the font's line),
    /// measured at `measuringScale` pixels per point.
    /// Answers are remembered (a scene measures its button labels every time it is built, and
    /// SDL_ttf shapes the string again on every call).
    func size(of string: String, pointSize: Double, weight: FontWeight) -> (width: Double, height: Double) {
        let key = MeasureKey(string: string, pointSize: pointSize, weight: weight)
        if let known = measured[key] { return known }
        let size = measure(string, pointSize: pointSize, weight: weight)
        if measured.count >= capacity { measured.removeAll(keepingCapacity: true) }
        measured[key] = size
        return size
    }

    private struct MeasureKey: Hashable {
        var string: String
        var pointSize: Double
        var weight: FontWeight
    }

    private var measured: [MeasureKey: (width: Double, height: Double)] = [:]

    private func measure(_ string: String, pointSize: Double, weight: FontWeight) -> (width: Double, height: Double) {
        let px = (pointSize * TextCache.measuringScale).rounded()
        guard pointSize.isFinite, px >= 1, px <= Double(TextCache.maxPixelSize),
              let font = try? openFont(weight, pixelSize: Int(px)) else { return (0, 0) }
        var w: Int32 = 0, h: Int32 = 0
        if string.isEmpty {
            h = TTF_FontHeight(font)
        } else if TTF_SizeUTF8(font, string, &w, &h) != 0 {
            return (0, 0)
        }
        let pointsPerPixel = pointSize / px
        return (Double(w) * pointsPerPixel, Double(h) * pointsPerPixel)
    }

    /// Renders `string` white with the font of `key`; kept in `whiteSurfaces` when pre-tinting.
    private func renderWhite(_ string: String, _ key: TextureKey) -> UnsafeMutablePointer<SDL_Surface>? {
        let font: OpaquePointer
        do { font = try openFont(key.weight, pixelSize: key.pixelSize) } catch {
            lastError = error as? SDLError
            return nil
        }
        guard let rendered = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            lastError = SDLError("cannot render text \"\(string)\"")
            return nil
        }
        LiveSDLObjects.surfaces += 1
        guard pretinted else { return rendered }
        let bytes = Int(rendered.pointee.pitch) * Int(rendered.pointee.h)
        guard bytes <= TextCache.whiteSurfaceBudget / 4 else {
            pendingFree = rendered
            return rendered
        }
        // Bounded like the textures: beyond capacity or budget, start again (cheap to redo).
        if whiteSurfaces.count >= capacity || whiteSurfaceBytes + bytes > TextCache.whiteSurfaceBudget { freeWhiteSurfaces() }
        whiteSurfaces[key] = rendered
        whiteSurfaceBytes += bytes
        return rendered
    }

    /// Sets every pixel's red, green and blue to `rgb`, keeping its alpha (what a colour
    /// modulation of the white text gives: 255 × c / 255 = c).
    private static func tint(_ surface: UnsafeMutablePointer<SDL_Surface>, rgb: UInt32) {
        let format = surface.pointee.format.pointee
        let colour = SDL_MapRGBA(surface.pointee.format, UInt8(rgb >> 16), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF), 0)
        let alphaMask = format.Amask
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard format.BytesPerPixel == 4 else { return }
        let w = Int(surface.pointee.w), pitch = Int(surface.pointee.pitch)
        for y in 0..<Int(surface.pointee.h) {
            let row = surface.pointee.pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { row[x] = (row[x] & alphaMask) | colour }
        }
    }

    private func freeWhiteSurfaces() {
        for surface in whiteSurfaces.values { SDL_FreeSurface(surface) }
        LiveSDLObjects.surfaces -= whiteSurfaces.count
        whiteSurfaces.removeAll()
        whiteSurfaceBytes = 0
    }

    /// A white surface too big to keep, freed once its texture is made.
    private var pendingFree: UnsafeMutablePointer<SDL_Surface>?

    /// Drops every texture (e.g. after the renderer lost its textures).
    func removeAllTextures() {
        atlas?.empty()
        outgrownAtlas?.empty()
        for entry in textures.values { SDL_DestroyTexture(entry.value.texture) }
        LiveSDLObjects.textures -= textures.count
        textures.removeAll()
    }

    /// Closes every open font (each an own FreeType face and HarfBuzz font, about 150 KiB);
    /// the next text rendered or measured opens the sizes it needs again. Textures and
    /// measurements stay. For an idle window (`IdleTrim`).
    func closeFonts() {
        for entry in fonts.values { TTF_CloseFont(entry.font) }
        LiveSDLObjects.fonts -= fonts.count
        fonts.removeAll()
    }

    /// Fonts open now (weight × pixel size).
    var openFontCount: Int { fonts.count }

    /// The cache's use counter: it rises with every texture or font looked up, so a value read
    /// after a frame marks everything that frame used as newer.
    var useClock: UInt64 { clock }

    /// Destroys the textures not used since `mark` (a `useClock` value): what an idle window
    /// no longer shows (numbers that changed while something moved); returns how many.
    /// With `olderTicks`, also those last used in that span of the clock: strip ticks after the
    /// last frame whose strings the latest tick replaced.
    @discardableResult
    func dropTextures(unusedSince mark: UInt64, orLastUsedIn olderTicks: ClosedRange<UInt64>? = nil) -> Int {
        let stale = textures.filter { $0.value.lastUse <= mark || olderTicks?.contains($0.value.lastUse) == true }
        for (key, entry) in stale {
            SDL_DestroyTexture(entry.value.texture)
            textures[key] = nil
        }
        LiveSDLObjects.textures -= stale.count
        return stale.count
    }

    // MARK: Private

    private func data(for weight: FontWeight) -> FontData {
        weight == .regular ? regularData : boldData
    }

    func openFont(_ weight: FontWeight, pixelSize: Int) throws -> OpaquePointer {
        let key = FontKey(weight: weight, pixelSize: pixelSize)
        clock += 1
        if let hit = fonts[key] {
            fonts[key]?.lastUse = clock
            return hit.font
        }
        let data = data(for: weight)
        guard let font = data.open(pixelSize: pixelSize) else {
            throw SDLError("cannot open font \(data.path)")
        }
        fonts[key] = (font, clock)
        LiveSDLObjects.fonts += 1
        if fonts.count > TextCache.fontCapacity, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            FontData.close(oldest.value.font)
            LiveSDLObjects.fonts -= 1
            fonts[oldest.key] = nil
        }
        return font
    }

    /// Destroys the least recently used quarter of the textures.
    private func evictTextures() {
        let victims = textures.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(textures.count / 4, 1))
        for (key, entry) in victims {
            SDL_DestroyTexture(entry.value.texture)
            LiveSDLObjects.textures -= 1
            textures[key] = nil
        }
    }
}
