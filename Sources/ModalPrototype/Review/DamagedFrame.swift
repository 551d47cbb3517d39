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
        // The stage: within each rectangle around what changed (all of it for a new clear
        // colour or another count of primitives), the primitives reaching it drawn again over
        // its clear.
        let stageArea = Rect(x: 0, y: 0, width: Double(pixels.width) / renderer.pixelScale,
                             height: Double(pixels.height) / renderer.pixelScale)
        let stageBoxes = last.stageBackground == stageBackground
            ? renderer.damageBoxes(old: last.stage, new: stageResult.primitives, within: stageArea) : [stageArea]
        renderer.targetOverride = pixels
        for box in stageBoxes {
            guard var clip = renderer.wholePixels(box) else { continue }
            SDL_RenderSetClipRect(renderer.renderer, &clip)
            // SDL's clear ignores the clip and would clear the whole back buffer (a full
            // window's worth of llvmpipe's memory writes): the clip alone is filled instead,
            // opaque and unblended, so with the same pixels.
            let filled = stageBackground.map { renderer.fillUnblended(clip, $0) } ?? true
            renderer.draw(renderer.reaching(box, stageResult.primitives), background: filled ? nil : stageBackground,
                          filled: filled ? stageBackground : nil)
            rects.append(clip)
        }
        renderer.targetOverride = nil
        for (old, new) in zip(last.panels, panels) {
            for box in renderer.damageBoxes(old: old.primitives, new: new.primitives, within: new.rect) {
                guard var clip = renderer.wholePixels(box) else { continue }
                SDL_RenderSetClipRect(renderer.renderer, &clip)
                renderer.draw(Array(renderer.drawOpaqueLead(renderer.reaching(box, new.primitives))), background: nil)
                rects.append(clip)
            }
        }
        SDL_RenderSetClipRect(renderer.renderer, nil)
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

    /// The primitives of `items` that may touch `box` (points), in their order: drawing only
    /// them within a clip to `box` gives the pixels drawing all of them does. A chain of lines
    /// (`lineChain`: a curve drawn as one strip) is kept whole when any segment reaches the
    /// box: a segment drawn alone is a capsule, whose edge pixels differ from the strip's.
    func reaching(_ box: Rect, _ items: [Primitive]) -> [Primitive] {
        var out: [Primitive] = []
        var i = 0
        while i < items.count {
            let count = rasterization == .subpixel ? SceneRenderer.lineChain(in: items, from: i).map { $0.points.count - 1 } ?? 1 : 1
            let part = items[i..<(i + count)]
            if part.contains(where: { bounds(of: $0).map { $0.intersects(box) } ?? false }) { out += part }
            i += count
        }
        return out
    }

    /// The rectangle of `rect` (points, whole pixels out) around the primitives that differ
    /// between `old` and `new`, in either: all of `rect` when their counts differ; nil when
    /// nothing changed. The union of `damageBoxes`.
    func damage(old: [Primitive], new: [Primitive], within rect: Rect) -> Rect? {
        let boxes = damageBoxes(old: old, new: new, within: rect)
        return boxes.dropFirst().reduce(boxes.first) { $0?.union($1) }
    }

    /// The rectangles of `rect` (points, whole pixels out) around the primitives that differ
    /// between `old` and `new`, kept apart where that draws fewer pixels (`DamageBoxes`): the
    /// inspector's live lines and its curve's moving dot, say, rather than the panel between
    /// them. All of `rect` when the counts differ; none when nothing changed.
    func damageBoxes(old: [Primitive], new: [Primitive], within rect: Rect) -> [Rect] {
        guard old.count == new.count else { return [rect] }
        var boxes = DamageBoxes(pixelScale: pixelScale)
        for (a, b) in zip(old, new) where a != b {
            if let band = movedEdge(a, b) {
                boxes.add(band, within: rect)
            } else {
                if let r = bounds(of: a) { boxes.add(r, within: rect) }
                if let r = bounds(of: b) { boxes.add(r, within: rect) }
            }
        }
        return boxes.merged()
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
