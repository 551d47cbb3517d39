import CSDL2
import ModalCore

extension SceneRenderer {
    /// Draws the stage's `items` exactly as on a target of `pixels` (composited for that size,
    /// clipped to it), at the target's top-left corner: the same pixels as a plain shot. With
    /// `zoom` below 1 the phones are drawn that much smaller than the panels (`StudioFit`).
    func drawStage(_ items: [DisplayItem], background: Color, pixels: (width: Int, height: Int), zoom: Double = 1) {
        let panelScale = pixelScale
        pixelScale = panelScale * zoom
        defer { pixelScale = panelScale }
        targetOverride = pixels
        var clip = SDL_Rect(x: 0, y: 0, w: Int32(pixels.width), h: Int32(pixels.height))
        SDL_RenderSetClipRect(renderer, &clip)
        drawComposited(items, background: background)
        SDL_RenderSetClipRect(renderer, nil)
        targetOverride = nil
    }
}

extension ReviewView {
    /// The stage as the studio shows it, in panel points: the phones at `phoneZoom`.
    var shownStage: Size { Size(width: stage.size.width * phoneZoom, height: stage.size.height * phoneZoom) }

    /// The studio's size in panel points for the current stage (the stage alone without a studio).
    var studioSize: Size {
        guard let studio else { return stage.size }
        return StudioLayout(stage: shownStage, inspectorVisible: studio.inspectorVisible, hudVisible: studio.hudVisible).size
    }

    /// The stage's size in pixels at `renderer`'s scale (the panels'), the phones at `phoneZoom`.
    func stagePixels(_ renderer: SceneRenderer) -> (width: Int, height: Int) {
        (max(Int((shownStage.width * renderer.pixelScale).rounded()), 1),
         max(Int((shownStage.height * renderer.pixelScale).rounded()), 1))
    }

    /// The studio for the frame at `t`.
    func currentStudio(at t: Double, status: HUD.Status, lanes: [PrototypeMachine]? = nil) -> Studio? {
        let built = studio?.studio(stage: shownStage, session: session, lanes: lanes, at: t, rate: status.rate, paused: status.paused)
        // The scroll's bound is what this inspector found (its height, the section's rows).
        if let inspector = built?.inspector, let model = studio {
            model.inspectorScrollLimit = inspector.lastFirstRow
            model.inspectorScroll = min(model.inspectorScroll, inspector.lastFirstRow)
        }
        return built
    }

    /// A message in the timeline strip (off the phones): one line between the state-change row
    /// and the ruler, so it covers neither a marker's label nor the ruler's seconds; up to three
    /// lines at the strip's bottom when it is longer than the strip is wide (a setting's rule
    /// after a typed value).
    static func studioToast(_ message: String, in strip: Rect) -> [DisplayItem] {
        let perChar = 6.2, room = strip.width - 16
        let lines = wrapped(message, chars: max(Int((room - 24) / perChar), 8))
        let longest = lines.map(\.count).max() ?? 0
        let width = min(Double(longest) * perChar + 24, room)
        let height = 6 + 14 * Double(lines.count)
        let gapTop = strip.minY + TimelineStrip.stateRow + TimelineStrip.rowHeight + 1
        let box = Rect(x: strip.midX - width / 2, y: lines.count == 1 ? gapTop : strip.maxY - 4 - height, width: width, height: height)
        var out: [DisplayItem] = [.fill(box, CornerRadii(all: min(10, height / 2)), ReviewPalette.toast)]
        for (i, line) in lines.enumerated() {
            out.append(.text(TextRun(line, at: Point(x: box.midX, y: box.minY + 3 + 7 + 14 * Double(i)), size: 11, color: .white)))
        }
        return out
    }

    /// `message` broken at spaces into lines of at most `chars` characters, a word longer than
    /// a line (a path) broken inside; at most three lines, the last one taking the rest.
    static func wrapped(_ message: String, chars: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var words: [Substring] = []
        for word in message.split(separator: " ", omittingEmptySubsequences: false) {
            var rest = word
            while rest.count > chars {
                words.append(rest.prefix(chars))
                rest = rest.dropFirst(chars)
            }
            words.append(rest)
        }
        for word in words {
            if !line.isEmpty && line.count + 1 + word.count > chars {
                lines.append(line)
                line = String(word)
            } else {
                line = line.isEmpty ? String(word) : line + " " + word
            }
        }
        lines.append(line)
        guard lines.count > 3 else { return lines }
        return Array(lines.prefix(2)) + [lines.dropFirst(2).joined(separator: " ")]
    }
}
