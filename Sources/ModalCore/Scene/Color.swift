/// Colours in sRGB, 8 bits a channel, with straight (not premultiplied) alpha.
public struct Color: Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// A colour from `0xRRGGBB`, opaque.
    public init(hex: UInt32) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF))
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(string: String) {
        var s = Substring(string)
        guard s.first == "#" else { return nil }
        s = s.dropFirst()
        // Hex digits only: `UInt32(_:radix:)` alone would also take a sign ("#+12345").
        guard s.count == 6 || s.count == 8, s.allSatisfy(\.isHexDigit), s.allSatisfy(\.isASCII),
              let v = UInt32(s, radix: 16) else { return nil }
        if s.count == 6 {
            self.init(hex: v)
        } else {
            self.init(r: UInt8(v >> 24), g: UInt8((v >> 16) & 0xFF), b: UInt8((v >> 8) & 0xFF), a: UInt8(v & 0xFF))
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }

    /// The same colour with its alpha multiplied by `opacity` (clamped to 0…1).
    public func withOpacity(_ opacity: Double) -> Color {
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        return Color(r: r, g: g, b: b, a: UInt8((Double(a) * o).rounded()))
    }

    /// The same colour with alpha set to `alpha` (0…1).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(r: r, g: g, b: b, a: 255).withOpacity(alpha)
    }

    /// This colour drawn with "source over" onto an opaque `background`, rounded to 8 bits.
    public func over(_ background: Color) -> Color {
        let a = Double(self.a) / 255
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Double(s) * a + Double(d) * (1 - a)).rounded()) }
        return Color(r: mix(r, background.r), g: mix(g, background.g), b: mix(b, background.b), a: 255)
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}

extension Color {
    /// Encodes as the string `#RRGGBB` or `#RRGGBBAA`, readable in config files.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }

    /// Decodes `#RRGGBB` or `#RRGGBBAA`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let color = Color(string: s) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected a colour like #RRGGBB, got '\(s)'")
        }
        self = color
    }
}
