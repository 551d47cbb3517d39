import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// The window on the screen: a first size that fits the display's usable bounds, and the
/// Ctrl+= / Ctrl+- / Ctrl+0 zoom. The rules are `ModalCore.WindowFit`; this is the SDL side.
extension WindowApp {
    /// Where and how large the first window opens for the phones' `phones` points (the studio's
    /// panels around them) at `scale` window units per point: centred in the usable bounds of
    /// display 0; on a screen too small, the phones zoom down first, then all (`StudioFit`).
    static func initialPlacement(phones: Size, scale: Double)
        -> (zoom: Double, phoneZoom: Double, x: Int32?, y: Int32?, width: Int, height: Int) {
        guard let bounds = usableBounds() else {
            let size = WindowFit.windowSize(content: StudioFit.content(stage: phones, phoneZoom: 1, inspectorVisible: true),
                                            scale: scale, zoom: 1)
            return (1, 1, nil, nil, size.width, size.height)
        }
        let fit = StudioFit.initialZooms(stage: phones, inspectorVisible: true, scale: scale,
                                         bounds: Size(width: Double(bounds.w), height: Double(bounds.h)))
        let content = StudioFit.content(stage: phones, phoneZoom: fit.phoneZoom, inspectorVisible: true)
        let size = WindowFit.windowSize(content: content, scale: scale, zoom: fit.zoom)
        let x = bounds.x + max((bounds.w - Int32(size.width)) / 2, 0)
        let y = bounds.y + max((bounds.h - Int32(size.height)) / 2, 0)
        return (fit.zoom, fit.phoneZoom, x, y, size.width, size.height)
    }

    /// The usable bounds (without panels and docks) of display 0, or nil when SDL cannot tell.
    static func usableBounds() -> SDL_Rect? {
        var r = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &r) == 0, r.w > 0, r.h > 0 else { return nil }
        return r
    }

    /// After the window manager has added its decorations: shrinks and re-centres the window
    /// when frame and window together would overflow the usable bounds.
    func fitDecorations() {
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        guard SDL_GetWindowBordersSize(window.window, &top, &left, &bottom, &right) == 0,
              top + left + bottom + right > 0, let b = WindowApp.usableBounds() else { return }
        let room = Size(width: Double(b.w - left - right), height: Double(b.h - top - bottom))
        guard fit.fit(room: room) else { return }
        let size = fit.windowSize
        SDL_SetWindowSize(window.window, Int32(size.width), Int32(size.height))
        SDL_SetWindowPosition(window.window, b.x + left + max((room.width.asInt32 - Int32(size.width)) / 2, 0),
                              b.y + top + max((room.height.asInt32 - Int32(size.height)) / 2, 0))
        syncCanvas()
    }

    /// Writes `window: WxH drawable: WxH zoom: Z phones: P` on stderr (a `--log-startup` line):
    /// screen units, pixels, the fit's zoom and the phones' zoom within it (`StudioFit`).
    func logWindowSize() {
        let (w, h) = window.size, (pw, ph) = window.outputSize
        StandardStreams.error("window: \(w)x\(h) drawable: \(pw)x\(ph) zoom: \(HUD.trimmed(fit.zoom))"
                              + " phones: \(HUD.fixed(view.phoneZoom, 4))\n")
    }

    /// The zoom command for a key press: Ctrl with `=` (or `+`), `-`, `0`, on either keyboard.
    static func zoomCommand(for sym: SDL_Keysym) -> WindowFit.Command? {
        if case let .zoom(command) = keyAction(for: sym) { return command }
        return nil
    }

    /// Handles a zoom key; true when `e` was one (then nothing else sees it).
    func handleZoomKey(_ e: SDL_Event) -> Bool {
        guard e.type == SDL_KEYDOWN.rawValue, let command = WindowApp.zoomCommand(for: e.key.keysym) else { return false }
        zoom(command)
        return true
    }

    /// Zooms the canvas in, out or back, resizing the window to show the same points.
    func zoom(_ command: WindowFit.Command) {
        let largest = WindowApp.usableBounds().map { fit.largest(in: Size(width: Double($0.w), height: Double($0.h))) } ?? 8
        guard fit.apply(command, largest: largest) else { return }
        let size = fit.windowSize
        SDL_SetWindowSize(window.window, Int32(size.width), Int32(size.height))
        syncCanvas()
        say("zoom \(Int((fit.zoom * 100).rounded())) %")
    }
}

private extension Double {
    var asInt32: Int32 { Int32(clamping: Int(self)) }
}
