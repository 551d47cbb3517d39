import CSDL2
import Glibc

extension WindowApp {
    /// Puts the first frame drawn in software (`SoftwareFirstFrame`) in `window` over X11
    /// (`X11FramePut`) and, with `--log-startup`, says so; false, with nothing shown, unless
    /// the renderer is SDL's OpenGL one (whose first draw the frame is there to spare) and the
    /// window came out the size the frame was drawn for. The renderer's first frame, the whole
    /// studio, replaces it.
    static func showFirstFrame(_ canvas: SoftwareCanvas, in window: SDLWindow, logStartup: Bool) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(window.renderer, &info) == 0, info.name.map({ String(cString: $0) }) == "opengl",
              window.outputSize == (canvas.width, canvas.height), window.size == (canvas.width, canvas.height) else {
            return false
        }
        StartupLog.mark("first-draw")
        guard X11FramePut.put(canvas.surface, in: window.window) else { return false }
        if window.presentDelay > 0 { usleep(window.presentDelay) }   // a slow display (test hook), as after every present
        if logStartup { StartupLog.firstFramePresented(windowSize: window.size, path: "software") }
        return true
    }
}
