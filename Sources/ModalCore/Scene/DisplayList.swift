/// What the scene asks the renderer to draw, back to front, in canvas points.

/// The weight of a text run.
public enum FontWeight: String, Equatable, Hashable, Codable, Sendable {
    case regular
    /// iOS's semibold (600; the alert title, the status bar's time). Drawn with the shipped
    /// Noto Sans CJK JP Bold (700), the nearest shipped weight: Regular is 400, and the
    /// family has no 600 face (its Medium, 500, would be no nearer). `--font` replaces both.
    case semibold
}

/// Where a text run's `position` sits on the run's box.
public enum TextAnchor: String, Equatable, Hashable, Codable, Sendable {
    /// `position` is the centre of the text box.
    case center
    /// `position` is the middle of the box's left edge.
    case leading
}

/// One line of text, laid out by the renderer with the shipped font.
public struct TextRun: Equatable, Hashable, Sendable {
    public var string: String
    public var position: Point
    public var anchor: TextAnchor
    /// Font size in points.
    public var size: Double
    public var weight: FontWeight
    public var color: Color

    public init(_ string: String, at position: Point, anchor: TextAnchor = .center,
                size: Double, weight: FontWeight = .regular, color: Color) {
        self.string = string; self.position = position; self.anchor = anchor
        self.size = size; self.weight = weight; self.color = color
    }
}

/// A node of the display list.
public indirect enum DisplayItem: Equatable, Sendable {
    /// A filled rectangle; zero radii give square corners.
    case fill(Rect, CornerRadii, Color)
    /// The outline of a rounded rectangle, `width` points wide, centred on the rectangle's edge.
    case stroke(Rect, CornerRadii, width: Double, Color)
    /// A straight line with round caps (spinner spokes).
    case line(from: Point, to: Point, width: Double, Color)
    /// A run of text.
    case text(TextRun)
    /// Children drawn with a transform and an opacity multiplied into their colours.
    case group(Transform, opacity: Double, [DisplayItem])
}

/// A drawing primitive in canvas points after transforms and opacities are applied.
public enum Primitive: Equatable, Sendable {
    case fill(Rect, CornerRadii, Color)
    case stroke(Rect, CornerRadii, width: Double, Color)
    case line(from: Point, to: Point, width: Double, Color)
    case text(TextRun)
}

extension Array where Element == DisplayItem {
    /// The items as primitives in canvas points: transforms applied, opacity multiplied into
    /// colours, fully transparent primitives dropped.
    public func flattened() -> [Primitive] {
        var out: [Primitive] = []
        out.reserveCapacity(count)
        DisplayItem.flatten(self, transform: .identity, opacity: 1, into: &out)
        return out
    }
}

extension Array where Element == DisplayItem {
    /// The opaque colour the fills make at `p` over `background`, ignoring text, lines and
    /// strokes: what a blur of the layers below would converge to on a uniform area.
    /// (The same as flattening first, without building the primitives.)
    public func fillColor(at p: Point, over background: Color) -> Color {
        var color = background
        DisplayItem.accumulateFills(self, at: p, transform: .identity, opacity: 1, into: &color)
        return color
    }
}

extension DisplayItem {
    static func accumulateFills(_ items: [DisplayItem], at p: Point, transform t: Transform, opacity: Double,
                                into color: inout Color) {
        for item in items {
            switch item {
            case let .fill(rect, _, c):
                if t.apply(rect).contains(p) { color = c.withOpacity(opacity).over(color) }
            case let .group(inner, groupOpacity, children):
                let o = opacity * groupOpacity
                if o > 0 { accumulateFills(children, at: p, transform: t.concatenating(inner), opacity: o, into: &color) }
            default:
                break
            }
        }
    }

    static func flatten(_ items: [DisplayItem], transform t: Transform, opacity: Double, into out: inout [Primitive]) {
        for item in items {
            switch item {
            case let .fill(rect, radii, color):
                let c = color.withOpacity(opacity)
                if c.a > 0 { out.append(.fill(t.apply(rect), radii.scaled(by: t.scale), c)) }
            case let .stroke(rect, radii, width, color):
                let c = color.withOpacity(opacity)
                if c.a > 0 { out.append(.stroke(t.apply(rect), radii.scaled(by: t.scale), width: width * t.scale, c)) }
            case let .line(a, b, width, color):
                let c = color.withOpacity(opacity)
                if c.a > 0 { out.append(.line(from: t.apply(a), to: t.apply(b), width: width * t.scale, c)) }
            case var .text(run):
                run.color = run.color.withOpacity(opacity)
                run.position = t.apply(run.position)
                run.size *= t.scale
                if run.color.a > 0 { out.append(.text(run)) }
            case let .group(inner, groupOpacity, children):
                let o = opacity * groupOpacity
                if o > 0 { flatten(children, transform: t.concatenating(inner), opacity: o, into: &out) }
            }
        }
    }
}
