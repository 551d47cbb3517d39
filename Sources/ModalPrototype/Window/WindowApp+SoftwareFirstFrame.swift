import CSDL2
import Glibc

extension WindowApp {
    /// Whether SDL will give a window its OpenGL renderer: no render driver is asked for, or
    /// `opengl` is (`SDL_RENDER_DRIVER` or its hint). Where it will, the window is made for OpenGL
    /// and the software first frame goes in before the renderer exists.
    static var rendererWillBeOpenGL: Bool {
        guard let hint = SDL_GetHint(SDL_HINT_RENDER_DRIVER) else { return true }
        let name = String(cString: hint)
        return name.isEmpty || name.lowercased() == "opengl"
    }

    /// Puts the first frame drawn in software (`SoftwareFirstFrame`) in `window` over X11
    /// (`X11FramePut`), then waits `presentDelay` µs (the slow-display test hook, as after every
    /// present) and, with `--log-startup`, says so. Runs once the window is shown and before its
    /// renderer is made (`SDLWindow`'s `beforeRenderer`): the GL context takes llvmpipe about
    /// 30 ms, and its first draw about 15 ms more, which the frame does not wait for. False,
    /// with nothing shown, unless the window came out the size the frame was drawn for. The
    /// renderer's first frame, the whole studio, replaces it.
    static func showFirstFrame(_ canvas: SoftwareCanvas, in window: OpaquePointer, presentDelay: UInt32, logStartup: Bool) -> Bool {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GL_GetDrawableSize(window, &pw, &ph)
        guard (Int(w), Int(h)) == (canvas.width, canvas.height), (Int(pw), Int(ph)) == (canvas.width, canvas.height) else {
            return false
        }
        StartupLog.mark("first-draw")
        guard X11FramePut.put(canvas.surface, in: window) else { return false }
        if presentDelay > 0 { usleep(presentDelay) }
        if logStartup { StartupLog.firstFramePresented(windowSize: (Int(w), Int(h)), path: "software") }
        return true
    }
}
