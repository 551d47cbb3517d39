import CSDL2
import ModalCore

extension SceneRenderer {
    /// Draws the stage's `items` exactly as on a target of `pixels` (composited for that size,
    /// clipped to it), at the target's top-left corner: the same pixels as a plain shot.
    func drawStage(_ items: [DisplayItem], background: Color, pixels: (width: Int, height: Int)) {
        targetOverride = pixels
        var clip = SDL_Rect(x: 0, y: 0, w: Int32(pixels.width), h: Int32(pixels.height))
        SDL_RenderSetClipRect(renderer, &clip)
        drawComposited(items, background: background)
        SDL_RenderSetClipRect(renderer, nil)
        targetOverride = nil
    }
}

extension ReviewView {
    /// The studio's size in points for the current stage (the stage alone without a studio).
    var studioSize: Size {
        guard let studio else { return stage.size }
        return StudioLayout(stage: stage.size, inspectorVisible: studio.inspectorVisible).size
    }

    /// The stage's size in pixels at `renderer`'s scale.
    func stagePixels(_ renderer: SceneRenderer) -> (width: Int, height: Int) {
        (max(Int((stage.size.width * renderer.pixelScale).rounded()), 1),
         max(Int((stage.size.height * renderer.pixelScale).rounded()), 1))
    }

    /// The studio for the frame at `t`.
    func currentStudio(at t: Double, status: HUD.Status, lanes: [PrototypeMachine]? = nil) -> Studio? {
        studio?.studio(stage: stage.size, session: session, lanes: lanes, at: t, rate: status.rate, paused: status.paused)
    }

    /// A one-line message in the timeline strip's bottom row (off the phones).
    static func studioToast(_ message: String, in strip: Rect) -> [DisplayItem] {
        let width = min(Double(message.count) * 7 + 24, strip.width - 16)
        let box = Rect(x: strip.midX - width / 2, y: strip.maxY - 24, width: width, height: 20)
        return [
            .fill(box, CornerRadii(all: 10), ReviewPalette.toast),
            .text(TextRun(message, at: box.center, size: 11, color: .white)),
        ]
    }
}
