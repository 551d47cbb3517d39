import CSDL2
import Glibc

/// An SDL window with its renderer, destroyed together.
final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// Test hook: `MODAL_TEST_PRESENT_DELAY_MS` sleeps this many microseconds after each present (a slow display).
    var presentDelay: UInt32 = 0
    /// Shows chosen rectangles of what was drawn alone, where the window can
    /// (`SubBufferPresent`: X11 with GLX_MESA_copy_sub_buffer); nil shows whole frames only.
    var rectanglePresenter: SubBufferPresent?

    /// A window of `width`×`height` screen units at (`x`, `y`), centred where nil.
    init(title: String, width: Int, height: Int, x: Int32? = nil, y: Int32? = nil, vsync: Bool) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let w = SDL_CreateWindow(title, x ?? centered, y ?? centered, Int32(max(width, 1)), Int32(max(height, 1)), flags) else {
            throw SDLError("cannot create a window")
        }
        var rflags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { rflags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        guard let r = SDL_CreateRenderer(w, -1, rflags) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError("cannot create a renderer")
            SDL_DestroyWindow(w)
            throw error
        }
        window = w
        renderer = r
    }

    /// Shows what was drawn (then waits `presentDelay`).
    func present() {
        SDL_RenderPresent(renderer)
        if presentDelay > 0 { usleep(presentDelay) }
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in screen units.
    var size: (Int, Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The drawable's size in pixels.
    var outputSize: (Int, Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }
}
