/// Where the phones sit in the window: one canvas, or two side by side (`--compare`).
///
/// All in points. With one lane the stage is the canvas itself. With several, each phone
/// gets a header with its profile's name above it, and the phones stand `gap` apart.
public struct Stage: Equatable, Sendable {
    public var phone: Size
    public var labels: [String]
    public static let gap = 16.0
    public static let header = 30.0
    public static let background = ReviewPalette.stage

    public init(phone: Size, labels: [String]) {
        self.phone = phone
        self.labels = labels.isEmpty ? [""] : labels
    }

    public var laneCount: Int { labels.count }
    var isCompare: Bool { laneCount > 1 }

    /// The whole stage in points.
    public var size: Size {
        guard isCompare else { return phone }
        let n = Double(laneCount)
        return Size(width: n * phone.width + (n + 1) * Stage.gap, height: phone.height + Stage.header)
    }

    /// The top-left corner of lane `i`'s phone.
    public func origin(of lane: Int) -> Point {
        guard isCompare else { return .zero }
        return Point(x: Stage.gap + Double(lane) * (phone.width + Stage.gap), y: Stage.header)
    }

    /// The phone canvas size for a stage of `size` points (the inverse of `size`).
    public static func phone(for size: Size, lanes: Int) -> Size {
        guard lanes > 1 else { return size }
        let n = Double(lanes)
        return Size(width: max((size.width - (n + 1) * gap) / n, 1), height: max(size.height - header, 1))
    }

    /// The lane whose phone contains `p`, and `p` in that phone's canvas points.
    public func locate(_ p: Point) -> (lane: Int, local: Point)? {
        for lane in 0..<laneCount {
            let o = origin(of: lane)
            let local = Point(x: p.x - o.x, y: p.y - o.y)
            if Rect(origin: .zero, size: phone).contains(local) { return (lane, local) }
        }
        return nil
    }

    /// `p` in lane `lane`'s canvas points (may lie outside the phone, e.g. mid-drag).
    public func local(_ p: Point, lane: Int) -> Point {
        let o = origin(of: lane)
        return Point(x: p.x - o.x, y: p.y - o.y)
    }

    /// The frames of every lane placed on the stage, with the headers.
    public func compose(_ frames: [Frame]) -> (background: Color, items: [DisplayItem]) {
        guard isCompare else { return (frames.first?.background ?? .black, frames.first?.items ?? []) }
        var items: [DisplayItem] = []
        for (lane, frame) in frames.enumerated() {
            let o = origin(of: lane)
            items.append(.fill(Rect(origin: o, size: phone), .zero, frame.background))
            items.append(.group(Transform(scale: 1, tx: o.x, ty: o.y), opacity: 1, frame.items))
        }
        // Anything a phone draws past its edges (a card overshooting) is covered again.
        let size = self.size
        items.append(.fill(Rect(x: 0, y: 0, width: size.width, height: Stage.header), .zero, Stage.background))
        for lane in 0..<frames.count {
            let o = origin(of: lane)
            items.append(.text(TextRun(labels[min(lane, labels.count - 1)],
                                       at: Point(x: o.x + phone.width / 2, y: Stage.header / 2),
                                       size: 15, weight: .semibold, color: .white)))
        }
        for lane in 0...frames.count {
            let x = lane == 0 ? 0 : origin(of: lane - 1).x + phone.width
            items.append(.fill(Rect(x: x, y: Stage.header, width: Stage.gap, height: phone.height), .zero, Stage.background))
        }
        return (Stage.background, items)
    }
}
