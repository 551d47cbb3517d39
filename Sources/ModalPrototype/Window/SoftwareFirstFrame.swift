import CSDL2
import Dispatch
import FoundationEssentials
import Glibc
import ModalCore

/// The window's first frame (the phones and the studio's bare panels, as `drawFrame` draws it
/// first) drawn with the software compositor headless export uses, on a thread of its own while
/// SDL makes the window and its OpenGL renderer; `WindowApp` then puts it in the window over X11
/// (`X11FramePut`) before the renderer has drawn anything.
///
/// llvmpipe compiles its triangle set-up and loads its shaders at the renderer's first draw,
/// which keeps a first frame drawn by the renderer about 15 ms off the screen; this one is
/// ready when the window is. The review at time 0 of a plain run is the same whatever draws
/// it, so the thread draws it from a review view of its own (`ReviewView` made as the window's
/// is, measuring with this canvas's fonts), sized as the window's first size will show it.
///
/// SDL_ttf and FreeType are used by that thread only until `wait()` returns (the caller's
/// thread uses no font before), as with `FontPreload`.
final class SoftwareFirstFrame {
    private let done = DispatchSemaphore(value: 0)
    private var canvas: SoftwareCanvas?
    private var waited = false

    /// Whether a run with `options` starts this way: a plain studio window (no scenario, no
    /// recording, no reference frames) on X11, unless `MODAL_SOFTWARE_FIRST_FRAME=0`.
    static func applies(options: Options, scenario: Scenario?, environment: [String: String]) -> Bool {
        guard environment["MODAL_SOFTWARE_FIRST_FRAME"] != "0", scenario == nil, options.referenceDir == nil,
              options.recordDir == nil, options.videoPath == nil, options.gifPath == nil,
              let driver = SDL_GetCurrentVideoDriver() else { return false }
        return String(cString: driver) == "x11"
    }

    /// Starts drawing the first frame of a window `size` screen units (pixels on X11) big,
    /// fitted by `fit` with the phones at `phoneZoom`, once `fonts` are read.
    init(options: Options, settings: Settings, fonts: FontPreload, fit: WindowZoom, phoneZoom: Double,
         size: (width: Int, height: Int)) {
        let thread = PosixThread { [self] in
            canvas = try? SoftwareFirstFrame.draw(options: options, settings: settings, fonts: fonts.wait(), fit: fit,
                                                   phoneZoom: phoneZoom, size: size)
            done.signal()
        }
        thread.name = "first-frame"
        if !thread.start() { done.signal() }   // no thread: no frame, the renderer draws the first
    }

    /// The drawn frame once the thread is done; nil when it could not be drawn.
    func wait() -> SoftwareCanvas? {
        if !waited {
            done.wait()
            waited = true
        }
        return canvas
    }

    /// The first frame of a fresh review at time 0 on a canvas of `size` pixels.
    private static func draw(options: Options, settings: Settings, fonts: TextCache.Fonts, fit: WindowZoom,
                             phoneZoom: Double, size: (width: Int, height: Int)) throws -> SoftwareCanvas {
        let canvas = try SoftwareCanvas(width: size.width, height: size.height)
        let cache = try TextCache(regularPath: fonts.regular.path, boldPath: fonts.bold.path, renderer: canvas.renderer,
                                  owner: canvas, fonts: fonts)
        let view = try ReviewView.studioWindow(options: options, settings: settings, metrics: TTFMetrics(cache: cache),
                                               phoneZoom: phoneZoom, scenario: nil)
        var fit = fit   // sized as `WindowApp.syncCanvas` sizes the window's view
        view.fitStage(toContent: fit.resized(window: size), at: 0)
        let renderer = canvas.sceneRenderer(pixelScale: view.pixelScale(forWidth: size.width), textCache: cache)
        view.panelsDeferred = true
        view.sample(at: 0)
        try view.draw(at: 0, with: renderer, status: HUD.Status(), toastClock: 0)
        canvas.flush()
        return canvas
    }
}
