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
    ///
    /// `beforeRenderer` gets the window once it is shown and before its renderer is made, which
    /// takes Mesa's llvmpipe about 30 ms (the GL context). With `forOpenGL` the window is made
    /// for OpenGL from the start: SDL's OpenGL renderer would otherwise destroy the window and
    /// make it again (`SDL_RecreateWindow`), losing what `beforeRenderer` put in it.
    init(title: String, width: Int, height: Int, x: Int32? = nil, y: Int32? = nil, vsync: Bool,
         forOpenGL: Bool = false, beforeRenderer: ((OpaquePointer) -> Void)? = nil) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        func create(_ flags: UInt32) -> OpaquePointer? {
            SDL_CreateWindow(title, x ?? centered, y ?? centered, Int32(max(width, 1)), Int32(max(height, 1)), flags)
        }
        // Without OpenGL (no GL library, no GLX) the window is made without it, for the software renderer.
        guard let w = (forOpenGL ? create(flags | SDL_WINDOW_OPENGL.rawValue) : nil) ?? create(flags) else {
            throw SDLError("cannot create a window")
        }
        beforeRenderer?(w)
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
