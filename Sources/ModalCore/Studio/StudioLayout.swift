/// Where the review studio puts things: the phones (the `Stage`) at the top left, the timeline
/// strip below them, the inspector panel on the right.
///
/// All in points. The phones keep exactly their canvas: every piece of review UI lies outside
/// the stage, so the stage's pixels are the same with or without the studio around it.
public struct StudioLayout: Equatable, Sendable {
    /// The phones' area (one canvas, or two with `--compare`).
    public var stage: Size
    public var inspectorVisible: Bool
    /// Height of the timeline strip below the stage.
    public static let timelineHeight = 132.0
    /// Width of the inspector panel right of the stage.
    public static let inspectorWidth = 300.0
    /// Panels' background and their separators.
    public static let panel = ReviewPalette.stage
    public static let separator = ReviewPalette.separator

    public init(stage: Size, inspectorVisible: Bool) {
        self.stage = stage
        self.inspectorVisible = inspectorVisible
    }

    /// The whole studio: the stage plus the panels.
    public var size: Size {
        Size(width: stage.width + (inspectorVisible ? StudioLayout.inspectorWidth : 0),
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

    /// The stage that fills a studio of `size` points (the inverse of `size`; at least 1×1).
    public static func stage(for size: Size, inspectorVisible: Bool) -> Size {
        Size(width: max(size.width - (inspectorVisible ? inspectorWidth : 0), 1),
             height: max(size.height - timelineHeight, 1))
    }

    /// The panels' backgrounds (drawn over anything a phone paints past the stage's edges).
    public func backgrounds() -> [DisplayItem] {
        var out: [DisplayItem] = [.fill(timelineRect, .zero, StudioLayout.panel),
                                  .fill(Rect(x: 0, y: stage.height, width: stage.width, height: 1), .zero,
                                        StudioLayout.separator)]
        if let r = inspectorRect {
            out.append(.fill(r, .zero, StudioLayout.panel))
            out.append(.fill(Rect(x: r.minX, y: 0, width: 1, height: r.height), .zero, StudioLayout.separator))
        }
        return out
    }
}
