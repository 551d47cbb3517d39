/// An affine map of colours, c ↦ scale·c + offset on each of R, G and B, alpha kept: what
/// uniform translucent layers drawn over a colour do to it.
///
/// Drawing colour O at alpha α over c ("source over", straight alpha, opaque destination)
/// gives α·O + (1 − α)·c, an affine function of c. It commutes with compositing:
/// T(a·c + (1 − a)·B) = a·T(c) + (1 − a)·T(B), so instead of blending the layer over every
/// pixel, it can be applied to the colours drawn beneath it and to the background.
/// Compositions are kept in `Double` and rounded once, when a colour is mapped.
struct ColorTransform: Equatable, Sendable {
    var scale: Double
    var offsetR: Double
    var offsetG: Double
    var offsetB: Double

    /// Leaves colours as they are.
    static let identity = ColorTransform(scale: 1, offsetR: 0, offsetG: 0, offsetB: 0)

    var isIdentity: Bool { self == .identity }

    /// The effect of drawing `layer` (its alpha α) over a colour: α·layer + (1 − α)·c.
    init(layer: Color) {
        let alpha = Double(layer.a) / 255
        scale = 1 - alpha
        offsetR = alpha * Double(layer.r)
        offsetG = alpha * Double(layer.g)
        offsetB = alpha * Double(layer.b)
    }

    init(scale: Double, offsetR: Double, offsetG: Double, offsetB: Double) {
        self.scale = scale; self.offsetR = offsetR; self.offsetG = offsetG; self.offsetB = offsetB
    }

    /// This map applied first, then `outer`.
    func followed(by outer: ColorTransform) -> ColorTransform {
        ColorTransform(scale: outer.scale * scale,
                       offsetR: outer.scale * offsetR + outer.offsetR,
                       offsetG: outer.scale * offsetG + outer.offsetG,
                       offsetB: outer.scale * offsetB + outer.offsetB)
    }

    /// `c` mapped, each channel rounded to the nearest 8-bit value; alpha unchanged.
    func apply(_ c: Color) -> Color {
        if isIdentity { return c }
        func map(_ v: UInt8, _ offset: Double) -> UInt8 {
            UInt8(min(max((scale * Double(v) + offset).rounded(), 0), 255))
        }
        return Color(r: map(c.r, offsetR), g: map(c.g, offsetG), b: map(c.b, offsetB), a: c.a)
    }

    /// `p` with its colour mapped.
    func apply(_ p: Primitive) -> Primitive {
        if isIdentity { return p }
        switch p {
        case let .fill(rect, radii, color): return .fill(rect, radii, apply(color))
        case let .stroke(rect, radii, width, color): return .stroke(rect, radii, width: width, apply(color))
        case let .line(a, b, width, color): return .line(from: a, to: b, width: width, apply(color))
        case var .text(run):
            run.color = apply(run.color)
            return .text(run)
        }
    }
}
