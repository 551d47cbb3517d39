import CSDL2
import ModalCore

/// The studio's side panels in the window: the HUD's column (D) opens right of the inspector,
/// so the HUD never covers it, and the window grows by the column's width at the same zoom.
extension WindowApp {
    /// After D: the content grows or shrinks by the HUD's column; the window follows at the zoom.
    func hudColumnToggled() {
        guard let model = view.studio else { return }
        let dw = StudioLayout.hudColumnWidth * (model.hudVisible ? 1 : -1)
        zoomContent = Size(width: max(zoomContent.width + dw, 1), height: zoomContent.height)
        let size = WindowFit.windowSize(content: zoomContent, scale: userScale, zoom: zoom)
        SDL_SetWindowSize(window.window, Int32(size.width), Int32(size.height))
        syncCanvas()
    }
}
