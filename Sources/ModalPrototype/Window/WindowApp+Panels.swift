import CSDL2
import ModalCore

/// The studio's side panels in the window: the HUD's column (D) opens right of the inspector,
/// so the HUD never covers it, and the window grows by the column's width at the same zoom.
extension WindowApp {
    /// After D: the content grows or shrinks by the HUD's column and the window follows at the
    /// zoom. When the wider window would leave the screen, the phones zoom down first, as at
    /// start-up (`StudioFit`), and the window is centred on the screen again; when the column
    /// closes, phones zoomed down grow back as far as fits.
    func hudColumnToggled() {
        guard let model = view.studio else { return }
        let dw = StudioLayout.hudColumnWidth * (model.hudVisible ? 1 : -1)
        fit.widen(by: dw)
        var size = fit.windowSize
        if let b = WindowApp.usableBounds(), fit.zoom <= 1,
           model.hudVisible ? (size.width > Int(b.w) || size.height > Int(b.h)) : view.phoneZoom < 1 {
            let zooms = StudioFit.initialZooms(stage: view.stage.size, inspectorVisible: model.inspectorVisible,
                                               hudVisible: model.hudVisible, scale: fit.scale,
                                               bounds: Size(width: Double(b.w), height: Double(b.h)))
            view.phoneZoom = zooms.phoneZoom
            fit.refit(zoom: zooms.zoom, content: StudioFit.content(stage: view.stage.size, phoneZoom: zooms.phoneZoom,
                                                                   inspectorVisible: model.inspectorVisible,
                                                                   hudVisible: model.hudVisible))
            size = fit.windowSize
            // Back on the screen, centred as the first window was.
            SDL_SetWindowPosition(window.window, b.x + max((b.w - Int32(size.width)) / 2, 0),
                                  b.y + max((b.h - Int32(size.height)) / 2, 0))
        }
        SDL_SetWindowSize(window.window, Int32(size.width), Int32(size.height))
        syncCanvas()
    }
}
