/// Plain geometry in canvas points: the only units the core knows.

/// A position in canvas points, origin at the top-left, y growing downwards.
public struct Point: Equatable, Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height in canvas points.
public struct Size: Equatable, Hashable, Codable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }

    /// `WxH` in points, each from 1 to 10000 (`--size`, a scenario's `size`): decimal numbers
    /// without an exponent and a lower-case `x` (`1e3x10`, `10X10` and `0x10x10` are nil).
    public static func points(_ text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = StrictNumber.double(parts[0], exponent: false),
              let h = StrictNumber.double(parts[1], exponent: false),
              w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 10000, h <= 10000 else { return nil }
        return Size(width: w, height: h)
    }
    /// The iPhone 13/14 canvas, 390×844 pt.
    public static let iPhone = Size(width: 390, height: 844)
}

/// An axis-aligned rectangle in canvas points.
public struct Rect: Equatable, Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var size: Size { Size(width: width, height: height) }

    /// True when `p` lies inside, the left/top edges included and the right/bottom excluded.
    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < x + width && p.y >= y && p.y < y + height
    }

    /// This rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (negative grows it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}

/// Corner radii of a rounded rectangle, clockwise from the top-left.
public struct CornerRadii: Equatable, Hashable, Codable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight
        self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius on all four corners.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// Only the two top corners rounded, as on a page sheet.
    public static func top(_ r: Double) -> CornerRadii {
        CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)
    }

    public static let zero = CornerRadii(all: 0)

    /// Every radius multiplied by `s`.
    public func scaled(by s: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * s, topRight: topRight * s,
                    bottomRight: bottomRight * s, bottomLeft: bottomLeft * s)
    }

    /// The largest of the four radii.
    public var maximum: Double { max(max(topLeft, topRight), max(bottomRight, bottomLeft)) }
}

/// A uniform scale followed by a translation: the only transform the scene needs
/// (the presenting view shrinking behind a page sheet).
public struct Transform: Equatable, Hashable, Codable, Sendable {
    public var scale: Double
    public var tx: Double
    public var ty: Double

    public init(scale: Double = 1, tx: Double = 0, ty: Double = 0) {
        self.scale = scale; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform()

    public var isIdentity: Bool { scale == 1 && tx == 0 && ty == 0 }

    /// Scale by `s` about the point `anchor`, then move by (dx, dy).
    public static func scale(_ s: Double, about anchor: Point, thenMove dx: Double = 0, _ dy: Double = 0) -> Transform {
        Transform(scale: s, tx: anchor.x * (1 - s) + dx, ty: anchor.y * (1 - s) + dy)
    }

    public func apply(_ p: Point) -> Point { Point(x: p.x * scale + tx, y: p.y * scale + ty) }

    public func apply(_ r: Rect) -> Rect {
        Rect(x: r.x * scale + tx, y: r.y * scale + ty, width: r.width * scale, height: r.height * scale)
    }

    /// The point that maps to `p`.
    public func invert(_ p: Point) -> Point { Point(x: (p.x - tx) / scale, y: (p.y - ty) / scale) }

    /// `self` applied after `inner`.
    public func concatenating(_ inner: Transform) -> Transform {
        Transform(scale: scale * inner.scale, tx: inner.tx * scale + tx, ty: inner.ty * scale + ty)
    }
}
