import CSDL2
import Glibc

/// Gives back what an idle window does not need, once per quiet spell: the last frame's
/// rasteriser memory, the open fonts, stale text textures and the free pages of the C heap.
///
/// Mesa's llvmpipe (the renderer under Xvfb) bins every triangle of a frame, with each draw's
/// state, into a scene and frees that memory only once the next scene has been drawn: an idle
/// window keeps its last frame's bins, about 5 MiB for the studio. The window also keeps every
/// font it drew with open (each size is its own FreeType face and HarfBuzz font, about
/// 150 KiB), a texture for every value the inspector showed while something moved (up to the
/// cache's 512), and glibc keeps the pages that freed blocks leave.
///
/// When the loop is about to sleep for `quietWait` or longer after drawing (nothing animates,
/// nothing is due): a 1×1 render target is cleared and its pixel read back (a new scene, waited
/// for, so the last one's bins are freed; the window's pixels are not touched), the fonts are
/// closed (a new string opens its size again), the text textures the last frame did not use are
/// destroyed, and `malloc_trim(0)` returns every wholly free heap page to the system. What each
/// bought on the idle studio window is in the README ("Memory"). Nothing is trimmed while
/// frames follow each other, so animation never pays for it. While the review clock runs, the
/// timeline strip's tick redraws the strip once a second; the wait after a tick trims too (the
/// fonts stay open then), so the idle window does not keep a tick's bins and heap.
struct IdleTrim {
    /// The shortest wait that counts as quiet, in milliseconds (frames at 60 fps wait about 16,
    /// the spinner's steps about 80; an idle window waits up to `WindowApp.idleRecheck`).
    static let quietWait: Int32 = 250

    /// A frame or a strip tick was drawn since the last trim.
    private(set) var drewSinceTrim = false
    /// A whole frame (not only strip ticks) was drawn since the last trim.
    private var drewFrameSinceTrim = false
    /// Trims done since start, for tests and `--log-startup`.
    private(set) var trims = 0

    /// `TextCache.useClock` after the frame before the last one, and after the last one.
    private var marks: (previous: UInt64, last: UInt64) = (0, 0)
    /// `TextCache.useClock` after the strip tick before the latest one, when both came after the
    /// last frame: what only those older ticks used is no longer on screen.
    private var olderTicksEnd: UInt64?
    /// `TextCache.useClock` after the latest strip tick since the last frame.
    private var lastTickEnd: UInt64?

    /// Notes that a frame was drawn with `textCache`.
    mutating func drew(textCache: TextCache?) {
        drewSinceTrim = true
        drewFrameSinceTrim = true
        marks = (marks.last, textCache?.useClock ?? 0)
        olderTicksEnd = nil
        lastTickEnd = nil
    }

    /// Notes that a strip tick (`WindowApp.drawStripTick`) redrew the timeline strip alone: the
    /// window is quiet again after it, so the next long wait trims too (an idle window whose
    /// review clock runs ticks once a second, and each tick reopens fonts and leaves its bins).
    /// The last frame's marks stay: its textures are still on screen. A trim after ticks alone
    /// keeps the fonts open (the next tick would open them again: 1 ms of CPU a second for
    /// 0.2 MiB).
    mutating func drewStripTick(textCache: TextCache?) {
        drewSinceTrim = true
        olderTicksEnd = lastTickEnd
        lastTickEnd = textCache?.useClock
    }

    /// Whether a wait of `milliseconds` before the next turn should trim first.
    func shouldTrim(beforeWaiting milliseconds: Int32) -> Bool {
        drewSinceTrim && milliseconds >= IdleTrim.quietWait
    }

    /// Trims when `shouldTrim(beforeWaiting:)` says so: ends `renderer`'s last scene, closes
    /// `textCache`'s fonts (after a frame), drops stale text textures, then returns free heap
    /// pages; true when it trimmed.
    @discardableResult
    mutating func beforeWaiting(_ milliseconds: Int32, renderer: OpaquePointer, textCache: TextCache?) -> Bool {
        guard shouldTrim(beforeWaiting: milliseconds) else { return false }
        IdleTrim.endLastScene(renderer)
        if drewFrameSinceTrim { textCache?.closeFonts() }
        let olderTicks = olderTicksEnd.flatMap { $0 > marks.last ? (marks.last + 1)...$0 : nil }
        textCache?.dropTextures(unusedSince: marks.previous, orLastUsedIn: olderTicks)
        if drewFrameSinceTrim { textCache?.shrinkAtlas() }
        malloc_trim(0)
        drewSinceTrim = false
        drewFrameSinceTrim = false
        trims += 1
        return true
    }

    /// Clears a 1×1 render target and reads its pixel back, so the renderer starts and finishes
    /// a scene of its own after the last frame's; the window's target and pixels are left as
    /// they were.
    static func endLastScene(_ renderer: OpaquePointer) {
        guard let target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                             Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 1, 1) else { return }
        let previous = SDL_GetRenderTarget(renderer)
        if SDL_SetRenderTarget(renderer, target) == 0 {
            SDL_RenderClear(renderer)
            // Reading the pixel back waits until the renderer has drawn it: by then llvmpipe's
            // threads are done with both scenes and the last frame's is freed (without the wait,
            // `malloc_trim` runs first and gives back 4.5 MiB less).
            var pixel: UInt32 = 0
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
            SDL_SetRenderTarget(renderer, previous)
        }
        SDL_RenderFlush(renderer)
        SDL_DestroyTexture(target)
    }
}
