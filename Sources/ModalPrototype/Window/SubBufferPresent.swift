import CSDL2

/// Shows one rectangle of the window's back buffer without presenting the rest, through
/// `glXCopySubBufferMESA`: the window's other pixels keep the frame last presented.
///
/// Only where the window's renderer is SDL's OpenGL one on X11 and the GLX implementation
/// offers `GLX_MESA_copy_sub_buffer` (Mesa, llvmpipe under Xvfb among them); `init` returns nil
/// elsewhere (Wayland, OpenGL ES, the software renderer), and the strip's clock tick then
/// presents a whole frame. The rest of the back buffer is never shown, so whether it still
/// holds the last frame does not matter: the next whole frame draws all of it again.
final class SubBufferPresent {
    private typealias CopySubBuffer = @convention(c) (OpaquePointer?, UInt, Int32, Int32, Int32, Int32) -> Void
    private typealias CurrentDisplay = @convention(c) () -> OpaquePointer?
    private typealias CurrentDrawable = @convention(c) () -> UInt
    private typealias QueryExtensions = @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<CChar>?

    private let renderer: OpaquePointer
    private let copy: CopySubBuffer
    private let currentDisplay: CurrentDisplay
    private let currentDrawable: CurrentDrawable

    /// The presenter for `renderer` (the window's, its OpenGL context current), or nil where
    /// a rectangle cannot be shown alone. `MODAL_WHOLE_FRAME_TICKS=1` forces nil (tests).
    init?(renderer: OpaquePointer, environment: [String: String]) {
        guard environment["MODAL_WHOLE_FRAME_TICKS"] != "1",
              let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return nil }
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name, String(cString: name) == "opengl",
              SDL_GL_GetCurrentContext() != nil,
              let copy = SDL_GL_GetProcAddress("glXCopySubBufferMESA"),
              let display = SDL_GL_GetProcAddress("glXGetCurrentDisplay"),
              let drawable = SDL_GL_GetProcAddress("glXGetCurrentDrawable"),
              let query = SDL_GL_GetProcAddress("glXQueryExtensionsString") else { return nil }
        currentDisplay = unsafeBitCast(display, to: CurrentDisplay.self)
        currentDrawable = unsafeBitCast(drawable, to: CurrentDrawable.self)
        // A GLX library hands out an entry point for any glX name: the extension must be listed.
        guard let dpy = currentDisplay(), currentDrawable() != 0,
              let list = unsafeBitCast(query, to: QueryExtensions.self)(dpy, 0),
              String(cString: list).split(separator: " ").contains("GLX_MESA_copy_sub_buffer") else { return nil }
        self.copy = unsafeBitCast(copy, to: CopySubBuffer.self)
        self.renderer = renderer
    }

    /// Carries out what was drawn and shows the pixels `rects` of the back buffer (top-left
    /// origin) in the window, whose drawable is `outputHeight` pixels tall.
    func show(_ rects: [SDL_Rect], outputHeight: Int) {
        SDL_RenderFlush(renderer)
        guard let dpy = currentDisplay() else { return }
        let drawable = currentDrawable()
        guard drawable != 0 else { return }
        // GLX counts rows from the bottom.
        for rect in rects where rect.w > 0 && rect.h > 0 {
            copy(dpy, drawable, rect.x, Int32(outputHeight) - rect.y - rect.h, rect.w, rect.h)
        }
    }
}
