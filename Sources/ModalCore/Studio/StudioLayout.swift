/// Where the review studio puts things: the phones (the `Stage`) at the top left, the timeline
/// strip below them, the inspector panel on the right, and while the HUD shows (key D), the
/// HUD's own column right of the inspector, so the HUD never covers the inspector.
///
/// All in points. The phones keep exactly their canvas: every piece of review UI lies outside
/// the stage, so the stage's pixels are the same with or without the studio around it.
public struct StudioLayout: Equatable, Sendable {
    /// The phones' area (one canvas, or two with `--compare`).
    public var stage: Size
    public var inspectorVisible: Bool
    /// The HUD's column shows (right of the inspector, or of the stage with the inspector hidden).
    public var hudVisible: Bool
    /// Height of the timeline strip below the stage.
    public static let timelineHeight = 132.0
    /// Width of the inspector panel right of the stage.
    public static let inspectorWidth = 300.0
    /// Panels' background and their separators.
    public static let panel = ReviewPalette.stage
    public static let separator = ReviewPalette.separator

    /// Width of the HUD's column: the HUD and its margin on both sides.
    public static var hudColumnWidth: Double { HUD.width + 2 * HUD.margin }

    public init(stage: Size, inspectorVisible: Bool, hudVisible: Bool = false) {
        self.stage = stage
        self.inspectorVisible = inspectorVisible
        self.hudVisible = hudVisible
    }

    /// The width the panels right of the stage take (inspector, HUD column).
    public static func sideWidth(inspectorVisible: Bool, hudVisible: Bool) -> Double {
        (inspectorVisible ? inspectorWidth : 0) + (hudVisible ? hudColumnWidth : 0)
    }

    /// The whole studio: the stage plus the panels.
    public var size: Size {
        Size(width: stage.width + StudioLayout.sideWidth(inspectorVisible: inspectorVisible, hudVisible: hudVisible),
             height: stage.height + StudioLayout.timelineHeight)
    }

    /// The phones' area, at the origin.
    public var stageRect: Rect { Rect(origin: .zero, size: stage) }

    /// The timeline strip: under the stage, as wide as it.
    public var timelineRect: Rect {
        Rect(x: 0, y: stage.height, width: stage.width, height: StudioLayout.timelineHeight)
    }

    /// The inspector: right of the stage, the studio's full height; nil when hidden.
    public var inspectorRect: Rect? {
        guard inspectorVisible else { return nil }
        return Rect(x: stage.width, y: 0, width: StudioLayout.inspectorWidth, height: size.height)
    }

    /// The HUD's column: right of the inspector (or of the stage), the studio's full height;
    /// nil while the HUD is off.
    public var hudRect: Rect? {
        guard hudVisible else { return nil }
        let x = stage.width + (inspectorVisible ? StudioLayout.inspectorWidth : 0)
        return Rect(x: x, y: 0, width: StudioLayout.hudColumnWidth, height: size.height)
    }

    /// The HUD's top-left corner: inside its column by the HUD's margin; nil while it is off.
    public var hudOrigin: Point? { hudRect.map { Point(x: $0.minX + HUD.margin, y: $0.minY + HUD.margin) } }

    /// The stage that fills a studio of `size` points (the inverse of `size`; at least 1×1).
    public static func stage(for size: Size, inspectorVisible: Bool, hudVisible: Bool = false) -> Size {
        Size(width: max(size.width - sideWidth(inspectorVisible: inspectorVisible, hudVisible: hudVisible), 1),
             height: max(size.height - timelineHeight, 1))
    }

    /// The timeline strip's background and the separator along its top (the first of `backgrounds()`).
    public func timelineBackground() -> [DisplayItem] {
        [.fill(timelineRect, .zero, StudioLayout.panel),
         .fill(Rect(x: 0, y: stage.height, width: stage.width, height: 1), .zero, StudioLayout.separator)]
    }

    /// The panels' backgrounds (drawn over anything a phone paints past the stage's edges).
    public func backgrounds() -> [DisplayItem] {
        var out = timelineBackground()
        if let r = inspectorRect {
            out.append(.fill(r, .zero, StudioLayout.panel))
            out.append(.fill(Rect(x: r.minX, y: 0, width: 1, height: r.height), .zero, StudioLayout.separator))
        }
        if let r = hudRect {
            out.append(.fill(r, .zero, StudioLayout.panel))
            out.append(.fill(Rect(x: r.minX, y: 0, width: 1, height: r.height), .zero, StudioLayout.separator))
        }
        return out
    }
}
