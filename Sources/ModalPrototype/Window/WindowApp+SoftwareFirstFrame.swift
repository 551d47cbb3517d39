import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

extension WindowApp {
    /// Whether the first frame goes up drawn in software (`showSoftwareFirstFrame`): a plain
    /// run (no scenario, no recording) in a studio window on X11 with SDL's OpenGL renderer,
    /// unless `MODAL_SOFTWARE_FIRST_FRAME=0` (the benchmark's like-for-like check).
    func softwareFirstFrameApplies(environment: [String: String]) -> Bool {
        guard environment["MODAL_SOFTWARE_FIRST_FRAME"] != "0", controller.pacer.isFirstFrame, !minimized,
              player == nil, recording == nil, view.studio != nil,
              let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return false }
        var info = SDL_RendererInfo()
        return SDL_GetRendererInfo(window.renderer, &info) == 0 && info.name.map { String(cString: $0) } == "opengl"
    }

    /// Draws the first frame (the phones and the bare panels, as `drawFrame` would) with the
    /// software compositor headless export uses, and puts it in the window over X11
    /// (`X11FramePut`) before the OpenGL renderer has drawn anything.
    ///
    /// llvmpipe compiles its triangle set-up and shaders at the renderer's first draw (about
    /// 15 ms of the first frame's 25 at ×1); this frame does not wait for that. The renderer's
    /// first frame, the whole studio, follows at once and replaces it. Returns whether the
    /// frame was shown; when not, nothing changed and the renderer draws the first frame.
    func showSoftwareFirstFrame(fonts: TextCache.Fonts) -> Bool {
        let (width, height) = window.outputSize
        guard width > 0, height > 0, let canvas = try? SoftwareCanvas(width: width, height: height),
              let cache = try? TextCache(regularPath: fonts.regular.path, boldPath: fonts.bold.path,
                                         renderer: canvas.renderer, owner: canvas, fonts: fonts) else { return false }
        let software = canvas.sceneRenderer(pixelScale: renderer.pixelScale, textCache: cache)
        let wall = wallNow, t = clock.simulated(at: wall)
        view.panelsDeferred = true
        view.sample(at: t)
        let status = HUD.Status(rate: clock.rate, paused: clock.isPaused, frameTime: controller.pacer.lastFrameCost)
        do {
            try view.draw(at: t, with: software, status: status, toastClock: wall)
        } catch {
            view.panelsDeferred = false
            return false
        }
        canvas.flush()
        StartupLog.mark("first-draw")
        guard X11FramePut.put(canvas.surface, in: window.window) else { return false }
        if window.presentDelay > 0 { usleep(window.presentDelay) }   // a slow display (test hook), as after every present
        if options.logStartup {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSize(window.window, &w, &h)
            StartupLog.firstFramePresented(windowSize: (Int(w), Int(h)), path: "software")
        }
        return true
    }
}
