import CSDL2
import ModalCore

/// What the window last presented, panel by panel, so the next frame draws and shows only
/// what changed (`ReviewView.drawDamaged`).
struct ShownFrame {
    /// The stage as composited for its pixels: its primitives and clear colour (nil: its opaque
    /// fills cover every pixel, `Compositor`).
    var stage: [Primitive]
    var stageBackground: Color?
    /// The studio panels in drawing order (timeline, inspector): each one's rect in points and
    /// its primitives, background first.
    var panels: [(rect: Rect, primitives: [Primitive])]
    /// The renderer's scale and the stage's pixels the frame was drawn for.
    var pixelScale: Double
    var stagePixels: SDL_Rect
}

extension ReviewView {
    /// Draws the studio frame at `t`, only what changed since `last` where that is known: within
    /// the stage and within each panel (timeline, inspector) the rectangle around the primitives
    /// that changed, clipped to it, every primitive of the
    /// panel that reaches it drawn again in order from its background up. Returns the pixel
    /// rectangles to show (`SubBufferPresent`), or nil after a whole frame (present it), and
    /// what was drawn, for the next call.
    ///
    /// Only for a plain studio frame (no reference, HUD, help, toast or recorded state), whose
    /// panels start on whole pixels and draw nothing outside themselves: nil `shown` means it
    /// did not apply, nothing was drawn, and `draw` must draw the frame. The pixels are those of
    /// `draw`: the panels do not overlap one another or the stage.
    func drawDamaged(at t: Double, with renderer: SceneRenderer, status: HUD.Status,
                     last: ShownFrame?) -> (rects: [SDL_Rect]?, shown: ShownFrame?) {
        guard studio != nil, !panelsDeferred, reference == nil, !hudVisible, !helpVisible, toast == nil, phoneZoom == 1,
              let studio = currentStudio(at: t, status: status), let inspector = studio.inspector,
              let inspectorRect = studio.layout.inspectorRect else { return (nil, nil) }
        let layout = studio.layout
        let panels: [(rect: Rect, primitives: [Primitive])] = [
            (layout.timelineRect, (layout.timelineBackground() + studio.timeline.items()).flattened()),
            (inspectorRect, (Array(layout.backgrounds().dropFirst(2).prefix(2)) + inspector.items).flattened()),
        ]
        // Whole-pixel panels that keep to themselves, or the old way.
        for panel in panels {
            guard renderer.wholePixels(panel.rect) != nil,
                  panel.primitives.allSatisfy({ renderer.bounds(of: $0, feather: false).map { panel.rect.contains($0) } ?? true })
            else { return (nil, nil) }
        }
        let display = DisplayContext(device: device, showsChrome: showsChrome, pixelScale: renderer.pixelScale)
        let composed = stage.compose(session.lanes.map { $0.frame(now: t, display: display) })
        let pixels = stagePixels(renderer)
        let stageRect = SDL_Rect(x: 0, y: 0, w: Int32(pixels.width), h: Int32(pixels.height))
        // Composited as `drawStage` does, for the stage's pixels.
        renderer.targetOverride = pixels
        let stageResult = renderer.composite(composed.items, background: composed.background)
        renderer.targetOverride = nil
        let stageBackground = stageResult.background
        let shown = ShownFrame(stage: stageResult.primitives, stageBackground: stageBackground, panels: panels,
                               pixelScale: renderer.pixelScale, stagePixels: stageRect)
        guard let last, last.pixelScale == renderer.pixelScale, last.stagePixels.w == stageRect.w, last.stagePixels.h == stageRect.h,
              last.panels.map(\.rect) == panels.map(\.rect) else {
            renderer.drawStage(composed.items, background: composed.background, pixels: pixels)
            renderer.draw(Array(renderer.drawOpaqueLead(studio.items.flattened())), background: nil)
            return (nil, shown)
        }
        var rects: [SDL_Rect] = []
        // The stage: within the rectangle around what changed (all of it for a new clear colour
        // or another count of primitives), its primitives drawn again over its clear.
        let stageArea = Rect(x: 0, y: 0, width: Double(pixels.width) / renderer.pixelScale,
                             height: Double(pixels.height) / renderer.pixelScale)
        let stageDamage = last.stageBackground == stageBackground
            ? renderer.damage(old: last.stage, new: stageResult.primitives, within: stageArea) : stageArea
        if let stageDamage, var clip = renderer.wholePixels(stageDamage) {
            SDL_RenderSetClipRect(renderer.renderer, &clip)
            renderer.targetOverride = pixels
            renderer.draw(stageResult.primitives, background: stageBackground)   // the clear ignores the clip
            renderer.targetOverride = nil
            SDL_RenderSetClipRect(renderer.renderer, nil)
            rects.append(clip)
        }
        for (old, new) in zip(last.panels, panels) {
            guard let damage = renderer.damage(old: old.primitives, new: new.primitives, within: new.rect),
                  var clip = renderer.wholePixels(damage) else { continue }
            let reaching = new.primitives.filter { renderer.bounds(of: $0).map { $0.intersects(damage) } ?? false }
            SDL_RenderSetClipRect(renderer.renderer, &clip)
            renderer.draw(Array(renderer.drawOpaqueLead(reaching)), background: nil)
            SDL_RenderSetClipRect(renderer.renderer, nil)
            rects.append(clip)
        }
        return (rects, shown)
    }
}

extension SceneRenderer {
    /// The box `primitive` may touch, in points: its shape with the width of its stroke or line
    /// and a pixel of feathering around it, or where its text texture lands; nil when it
    /// draws nothing.
    func bounds(of primitive: Primitive, feather: Bool = true) -> Rect? {
        let px = feather ? 1 / pixelScale : 0
        switch primitive {
        case let .fill(rect, _, _): return rect.insetBy(dx: -px, dy: -px)
        case let .stroke(rect, _, width, _): return rect.insetBy(dx: -width - px, dy: -width - px)
        case let .line(a, b, width, _):
            // Mitred joins of a strip reach past the segment's ends: twice the width around it.
            let r = (feather ? 2 * width : width / 2) + px
            return Rect(x: min(a.x, b.x) - r, y: min(a.y, b.y) - r, width: abs(a.x - b.x) + 2 * r, height: abs(a.y - b.y) + 2 * r)
        case let .text(run): return textBox(run)?.insetBy(dx: -px, dy: -px)
        }
    }

    /// The rectangle of `rect` (points, whole pixels out) around the primitives that differ
    /// between `old` and `new`, in either: all of `rect` when their counts differ; nil when
    /// nothing changed.
    func damage(old: [Primitive], new: [Primitive], within rect: Rect) -> Rect? {
        guard old.count == new.count else { return rect }
        var box: Rect?
        for (a, b) in zip(old, new) where a != b {
            let changed = movedEdge(a, b).map { [$0] } ?? [bounds(of: a), bounds(of: b)].compactMap { $0 }
            for r in changed { box = box.map { $0.union(r) } ?? r }
        }
        guard let box, let inside = box.intersection(rect) else { return nil }
        // Out to whole pixels, within the panel (whose edges are whole pixels).
        let s = pixelScale
        let x0 = (inside.minX * s).rounded(.down) / s, y0 = (inside.minY * s).rounded(.down) / s
        let x1 = (inside.maxX * s).rounded(.up) / s, y1 = (inside.maxY * s).rounded(.up) / s
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension SceneRenderer {
    /// Where two fills differ when only the top edge or only the bottom edge moved (a card
    /// sliding, the fill above it growing): the band between the old and the new edge, widened
    /// by the corner radius and a pixel of feathering; nil for any other change. Below and above
    /// that band the two shapes cover the same pixels (corners not clamped by the height).
    func movedEdge(_ a: Primitive, _ b: Primitive) -> Rect? {
        guard case let .fill(r1, radii, c1) = a, case let .fill(r2, radii2, c2) = b, radii == radii2, c1 == c2,
              r1.minX == r2.minX, r1.maxX == r2.maxX else { return nil }
        let big = max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
        guard min(r1.height, r2.height) >= 2 * big, min(r1.width, r2.width) >= 2 * big else { return nil }
        let px = 1 / pixelScale
        if r1.maxY == r2.maxY {
            let r = max(radii.topLeft, radii.topRight) + px, y0 = min(r1.minY, r2.minY) - r
            return Rect(x: r1.minX - px, y: y0, width: r1.width + 2 * px, height: max(r1.minY, r2.minY) + r - y0)
        }
        if r1.minY == r2.minY {
            let r = max(radii.bottomLeft, radii.bottomRight) + px, y0 = min(r1.maxY, r2.maxY) - r
            return Rect(x: r1.minX - px, y: y0, width: r1.width + 2 * px, height: max(r1.maxY, r2.maxY) + r - y0)
        }
        return nil
    }
}

extension Rect {
    /// Whether the two share any area.
    func intersects(_ other: Rect) -> Bool {
        other.minX < maxX && minX < other.maxX && other.minY < maxY && minY < other.maxY
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
