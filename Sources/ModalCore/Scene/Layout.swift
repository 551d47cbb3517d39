/// SwiftUI's VStack with Spacers, reduced to what the articles use.

/// One child of a vertical stack.
public enum StackChild: Equatable, Sendable {
    /// A `Spacer()`: shares the free height equally with the other spacers.
    case spacer
    /// A view of fixed height.
    case fixed(Double)
}

/// Lays children out top to bottom the way SwiftUI's `VStack` does with `Spacer`s.
public enum VStackLayout {
    /// The vertical extent (y, height) of each child in a stack of `height` starting at `top`.
    ///
    /// Adjacent children are `spacing` apart; the free height is shared equally by the
    /// spacers (never negative: a stack too small for its content overflows at the bottom).
    public static func frames(of children: [StackChild], top: Double, height: Double,
                              spacing: Double) -> [(y: Double, height: Double)] {
        let fixed = children.reduce(0.0) { sum, c in
            if case let .fixed(h) = c { return sum + h }
            return sum
        }
        let gaps = spacing * Double(max(children.count - 1, 0))
        let spacers = children.filter { $0 == .spacer }.count
        let free = max(height - fixed - gaps, 0)
        let spacerHeight = spacers > 0 ? free / Double(spacers) : 0
        var y = top
        var out: [(y: Double, height: Double)] = []
        out.reserveCapacity(children.count)
        for child in children {
            let h: Double
            switch child {
            case .spacer: h = spacerHeight
            case let .fixed(fh): h = fh
            }
            out.append((y, h))
            y += h + spacing
        }
        return out
    }

    /// The frames of `frames(of:top:height:spacing:)`, with the spacers shrunk just enough
    /// (never below zero) that child `index` ends by `limit`: a short window takes height from
    /// the spacers, evenly, and keeps the children's order. Continuous in `height`.
    public static func frames(of children: [StackChild], top: Double, height: Double, spacing: Double,
                              child index: Int, endingBy limit: Double) -> [(y: Double, height: Double)] {
        let full = frames(of: children, top: top, height: height, spacing: spacing)
        let overflow = full[index].y + full[index].height - limit
        let before = children[...index].filter { $0 == .spacer }.count
        guard overflow > 0, before > 0 else { return full }
        let spacers = children.filter { $0 == .spacer }.count
        let spacer = children.firstIndex(of: .spacer).map { full[$0].height } ?? 0
        let shrunk = max(spacer - overflow / Double(before), 0)
        return frames(of: children, top: top, height: height - (spacer - shrunk) * Double(spacers), spacing: spacing)
    }

    /// The vertical extent of a view pinned `inset` above `bottom` that follows a stack whose
    /// last child is `last`: at the pinned place while there is room, else `spacing` below
    /// `last`, so it never moves above the stack (a short window overflows at the bottom,
    /// as a VStack does, and keeps the order).
    public static func pinned(height: Double, bottom: Double, inset: Double, after last: (y: Double, height: Double),
                              spacing: Double) -> (y: Double, height: Double) {
        (max(bottom - inset - height, last.y + last.height + spacing), height)
    }
}

/// Measures text the way the renderer will draw it, so hit regions match the drawn labels.
public protocol TextMeasuring: Sendable {
    /// The width in points of `string` set at `size` points.
    func width(of string: String, size: Double, weight: FontWeight) -> Double
}

/// A font-free estimate of text widths (Noto Sans CJK JP averages), for tests and as a default.
public struct EstimatedTextMetrics: TextMeasuring {
    public init() {}

    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        var ems = 0.0
        for scalar in string.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                ems += scalar.properties.isUppercase ? 0.64 : (scalar == " " ? 0.22 : 0.53)
            } else if (0x3000...0x9FFF).contains(v) || (0xFF00...0xFFEF).contains(v) {
                ems += 1.0
            } else {
                ems += 0.6
            }
        }
        return ems * size * (weight == .semibold ? 1.04 : 1)
    }
}
