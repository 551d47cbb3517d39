import CSDL2
import Glibc

/// Gives back what an idle window does not need, once per quiet spell: the last frame's
/// rasteriser memory, the open fonts and the free pages inside the C heap.
///
/// Mesa's llvmpipe (the renderer under Xvfb) bins every triangle of a frame into a scene, about
/// 200 bytes each, and frees that memory only when it starts the next scene: an idle window
/// keeps its last frame's bins, 6 MiB for the studio. The window also keeps every font it drew
/// with open (each size is its own FreeType face and HarfBuzz font, about 150 KiB), and glibc
/// keeps the pages that freed blocks leave. When the loop is about to sleep for `quietWait` or
/// longer after drawing (nothing animates, nothing is due), a 1×1 render target is cleared and
/// flushed (a new, empty scene: the last one's bins are freed; the window's pixels are not
/// touched), the fonts are closed (textures and measurements stay; a new string opens its size
/// again) and `malloc_trim(0)` returns every wholly free heap page to the system. What each
/// bought on the idle studio window: README, "Memory". Nothing is trimmed while frames follow
/// each other, so animation never pays for it.
struct IdleTrim {
    /// The shortest wait that counts as quiet, in milliseconds (frames at 60 fps wait about 16,
    /// the spinner's steps about 80; an idle window waits up to `WindowApp.idleRecheck`).
    static let quietWait: Int32 = 250

    /// A frame was drawn since the last trim.
    private(set) var drewSinceTrim = false
    /// Trims done since start, for tests and `--log-startup`.
    private(set) var trims = 0

    /// Notes that a frame was drawn.
    mutating func drew() { drewSinceTrim = true }

    /// Whether a wait of `milliseconds` before the next turn should trim first.
    func shouldTrim(beforeWaiting milliseconds: Int32) -> Bool {
        drewSinceTrim && milliseconds >= IdleTrim.quietWait
    }

    /// Trims when `shouldTrim(beforeWaiting:)` says so: ends `renderer`'s last scene, closes
    /// `textCache`'s fonts, then returns free heap pages; true when it trimmed.
    @discardableResult
    mutating func beforeWaiting(_ milliseconds: Int32, renderer: OpaquePointer, textCache: TextCache?) -> Bool {
        guard shouldTrim(beforeWaiting: milliseconds) else { return false }
        IdleTrim.endLastScene(renderer)
        textCache?.closeFonts()
        malloc_trim(0)
        drewSinceTrim = false
        trims += 1
        return true
    }

    /// Clears a 1×1 render target and flushes, so the renderer starts (and finishes) a scene
    /// of its own after the last frame's; the window's target and pixels are left as they were.
    static func endLastScene(_ renderer: OpaquePointer) {
        guard let target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                             Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 1, 1) else { return }
        let previous = SDL_GetRenderTarget(renderer)
        if SDL_SetRenderTarget(renderer, target) == 0 {
            SDL_RenderClear(renderer)
            SDL_RenderFlush(renderer)
            SDL_SetRenderTarget(renderer, previous)
        }
        SDL_RenderFlush(renderer)
        SDL_DestroyTexture(target)
    }
}
