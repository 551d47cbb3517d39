import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The compositor against brute force on seeded random frames, pixel by pixel on SDL's software
/// renderer: sheets and cards reaching below the canvas (clear promotion), full-canvas dims
/// (folding), opaque fills hiding others (occlusion and trimming), translucent fills over their
/// underlays, strokes and lines; with clear promotion off and on, at ×1 and ×2.
@Suite(.serialized) struct CompositorFuzzTests {
    /// SplitMix64: the same frames on every run.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let canvas = Size(width: 60, height: 120)

    /// One random frame: 2 to 9 primitives, back to front.
    static func frame(_ g: inout SeededGenerator) -> [Primitive] {
        func colour(opaque: Bool) -> Color {
            Color(r: UInt8.random(in: 0...255, using: &g), g: UInt8.random(in: 0...255, using: &g),
                  b: UInt8.random(in: 0...255, using: &g), a: opaque ? 255 : UInt8.random(in: 40...230, using: &g))
        }
        func radii() -> CornerRadii {
            switch Int.random(in: 0..<3, using: &g) {
            case 0: return .zero
            case 1: return CornerRadii(all: Double(Int.random(in: 2...12, using: &g)))
            default: return CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0)
            }
        }
        var out: [Primitive] = []
        for _ in 0..<Int.random(in: 2...9, using: &g) {
            let y = Double(Int.random(in: -10...110, using: &g)) + (Bool.random(using: &g) ? 0.5 : 0)
            switch Int.random(in: 0..<6, using: &g) {
            case 0:   // a sheet or card body: full width, ends a canvas height below
                out.append(.fill(Rect(x: 0, y: y, width: canvas.width, height: 2 * canvas.height), radii(),
                                 colour(opaque: Int.random(in: 0..<4, using: &g) > 0)))
            case 1:   // a full-canvas dim
                out.append(.fill(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), .zero, Color.black.withAlpha(0.5)))
            case 2:   // a box
                let x = Double(Int.random(in: -5...50, using: &g))
                out.append(.fill(Rect(x: x, y: y, width: Double(Int.random(in: 1...40, using: &g)),
                                      height: Double(Int.random(in: 1...40, using: &g))), radii(),
                                 colour(opaque: Bool.random(using: &g))))
            case 3:   // a translucent material over an opaque underlay of its shape
                let r = Rect(x: 8, y: y, width: 44, height: 30), shape = CornerRadii(all: 6)
                out.append(.fill(r, shape, colour(opaque: true)))
                out.append(.fill(r, shape, colour(opaque: false)))
            case 4:
                out.append(.stroke(Rect(x: 5, y: y, width: 50, height: 20), CornerRadii(all: 4), width: 1.5, colour(opaque: true)))
            default:
                out.append(.line(from: Point(x: 10, y: y), to: Point(x: 50, y: y + 7), width: 2, colour(opaque: Bool.random(using: &g))))
            }
        }
        return out
    }

    /// Largest channel difference between two read-backs, and the pixel where it is.
    static func distance(_ a: [UInt8], _ b: [UInt8], width: Int) -> (Int, Int, Int) {
        var d = 0, at = 0
        for i in 0..<a.count where abs(Int(a[i]) - Int(b[i])) > d {
            d = abs(Int(a[i]) - Int(b[i])); at = i / 4
        }
        return (d, at % width, at / width)
    }

    /// Brute force against the compositor within ±3 per channel (random stacks of translucent
    /// layers round a little further than the app's frames, which stay within ±2), and clear
    /// promotion against the compositor without it within ±1.
    @Test(arguments: [1.0, 2.0])
    func randomFramesMatchBruteForce(scale: Double) throws {
        let w = Int(Self.canvas.width * scale), h = Int(Self.canvas.height * scale)
        let canvas = try SoftwareCanvas(width: w, height: h)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: scale)
        var g = SeededGenerator(state: 0x5EED_0014 &+ UInt64(scale))
        var promoted = 0
        for n in 0..<400 {
            let primitives = Self.frame(&g)
            let items = primitives.map { DisplayItem($0) }
            let background = Bool.random(using: &g) ? Color(hex: 0xFF9500) : Color.black
            renderer.draw(primitives, background: background)
            let expected = try readPixels(canvas.renderer, width: w, height: h)
            var composited: [[UInt8]] = []
            for promotes in [false, true] {
                renderer.promotesClear = promotes
                if promotes && renderer.composite(items, background: background).background != background { promoted += 1 }
                renderer.draw([], background: Color(r: 255, g: 0, b: 255))   // an unpainted pixel shows
                renderer.drawComposited(items, background: background)
                composited.append(try readPixels(canvas.renderer, width: w, height: h))
            }
            let (d, x, y) = Self.distance(expected, composited[0], width: w)
            #expect(d <= 3, "frame \(n) ×\(scale): off by \(d) at (\(x), \(y)): \(primitives)")
            let (p, px, py) = Self.distance(composited[0], composited[1], width: w)
            #expect(p <= 1, "frame \(n) ×\(scale): promotion changes (\(px), \(py)) by \(p): \(primitives)")
        }
        #expect(promoted > 20, "only \(promoted) of 400 frames exercised clear promotion")
    }
}

extension DisplayItem {
    /// The display item that flattens to `p`.
    init(_ p: Primitive) {
        switch p {
        case let .fill(r, radii, c): self = .fill(r, radii, c)
        case let .stroke(r, radii, width, c): self = .stroke(r, radii, width: width, c)
        case let .line(a, b, width, c): self = .line(from: a, to: b, width: width, c)
        case let .text(run): self = .text(run)
        }
    }
}
