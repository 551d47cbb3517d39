import Testing
@testable import ModalCore

/// SDL's software blend of one channel (`SDL_blendfillrect.c`, `SDL_BLENDMODE_BLEND`): the source
/// premultiplied and the destination scaled, each truncated, `DRAW_MUL(a, b) = a·b / 255`.
func sdlBlend(_ source: UInt8, alpha: UInt8, over destination: UInt8) -> UInt8 {
    let premultiplied = UInt32(source) * UInt32(alpha) / 255
    return UInt8(premultiplied + UInt32(destination) * (255 - UInt32(alpha)) / 255)
}

/// `c` drawn at `alpha` over the opaque `d`, channel by channel, as SDL's software renderer does.
func sdlBlend(_ c: Color, alpha: UInt8, over d: Color) -> Color {
    Color(r: sdlBlend(c.r, alpha: alpha, over: d.r), g: sdlBlend(c.g, alpha: alpha, over: d.g),
          b: sdlBlend(c.b, alpha: alpha, over: d.b))
}

/// Largest channel difference between two colours.
func channelDistance(_ a: Color, _ b: Color) -> Int {
    max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
}

/// The compositor pass: folding full-canvas translucent fills (exact numbers and exhaustive
/// comparison with SDL's integer blend), occlusion, background trimming, the underlay cut, the
/// cut of a translucent fill over the clear.
@Suite struct CompositorTests {
    let canvas = Size(width: 100, height: 200)
    var full: Rect { Rect(x: 0, y: 0, width: 100, height: 200) }
    let orange = Color(hex: 0xFF9500), green = Color(hex: 0x34C759), blue = Color(hex: 0x007AFF)

    func composite(_ primitives: [Primitive], background: Color = .black, scale: Double = 1,
                   seams: Bool = false, textBounds: ((TextRun) -> Rect?)? = nil) -> Compositor.Result {
        Compositor(canvas: canvas, pixelScale: scale, wholePixelSeams: seams)
            .composite(primitives, background: background, textBounds: textBounds)
    }

    // MARK: Folding

    @Test func fiftyPercentBlackOverGreenIsTheCoversColour() {
        let t = ColorTransform(layer: Color.black.withAlpha(0.5))
        // alpha 128: (52, 199, 89) × 127/255.
        #expect(t.apply(green) == Color(r: 26, g: 99, b: 44))
        #expect(sdlBlend(.black, alpha: 128, over: green) == Color(r: 25, g: 99, b: 44))
        // The headless pixel test's (26, 100, 45) ± 3 holds for both.
        #expect(channelDistance(t.apply(green), Color(r: 26, g: 100, b: 45)) <= 3)
    }

    @Test func twoLayersComposeAndRoundOnce() {
        // The sheet's 20 % dim, then the cover's 50 %, over the orange main view.
        let dim = ColorTransform(layer: Color.black.withAlpha(0.2))
        let cover = ColorTransform(layer: Color.black.withAlpha(0.5))
        let both = dim.followed(by: cover)
        #expect(abs(both.scale - (204.0 / 255) * (127.0 / 255)) < 1e-15)
        #expect(both.apply(orange) == Color(r: 102, g: 59, b: 0))
        let brute = sdlBlend(.black, alpha: 128, over: sdlBlend(.black, alpha: 51, over: orange))
        #expect(brute == Color(r: 101, g: 59, b: 0))
        // A coloured layer: #F2F2F2 at 80 % maps 0 to 194 and 255 to 245.
        let light = ColorTransform(layer: Color(r: 0xF2, g: 0xF2, b: 0xF2, a: 204))
        #expect(light.apply(.black) == Color(r: 194, g: 194, b: 194))
        #expect(light.apply(.white) == Color(r: 245, g: 245, b: 245))
        #expect(light.apply(Color(r: 1, g: 2, b: 3, a: 77)).a == 77)
    }

    @Test func foldingMatchesSDLsBlendWithinTwoForEveryColourAndAlpha() {
        var worst = 0
        for alpha in 1...254 {
            for gray in [0, 60, 128, 200, 255] {
                let layer = Color(r: UInt8(gray), g: UInt8(gray), b: UInt8(gray), a: UInt8(alpha))
                let t = ColorTransform(layer: layer)
                for v in 0...255 {
                    let c = Color(r: UInt8(v), g: UInt8(255 - v), b: UInt8(v / 2))
                    worst = max(worst, channelDistance(t.apply(c), sdlBlend(layer, alpha: UInt8(alpha), over: c)))
                }
            }
        }
        #expect(worst <= 2)
    }

    @Test func twoFoldedDimsMatchSDLWithinTwo() {
        // The scene's full-canvas layers are black dims (sheet 20 %, cover 50 %, fluid backdrop).
        var worst = 0
        for a1 in 1...254 {
            for a2 in stride(from: 1, through: 254, by: 3) {
                let l1 = Color(r: 0, g: 0, b: 0, a: UInt8(a1)), l2 = Color(r: 0, g: 0, b: 0, a: UInt8(a2))
                let t = ColorTransform(layer: l1).followed(by: ColorTransform(layer: l2))
                for v in stride(from: 0, through: 255, by: 5) {
                    let c = Color(r: UInt8(v), g: UInt8(255 - v), b: 149)
                    let brute = sdlBlend(l2, alpha: l2.a, over: sdlBlend(l1, alpha: l1.a, over: c))
                    worst = max(worst, channelDistance(t.apply(c), brute))
                }
            }
        }
        #expect(worst <= 2)
    }

    @Test func coloredLayersFoldToTheNearestLevelOfTheExactBlend() {
        // SDL truncates both products of every blend, so brute force drifts down by up to two
        // levels per coloured layer; the fold rounds once and stays within one of the exact value.
        var worst = 0.0
        for a1 in stride(from: 1, through: 254, by: 7) {
            for a2 in stride(from: 1, through: 254, by: 11) {
                let l1 = Color(r: 200, g: 40, b: 0, a: UInt8(a1)), l2 = Color(r: 242, g: 242, b: 242, a: UInt8(a2))
                let t = ColorTransform(layer: l1).followed(by: ColorTransform(layer: l2))
                for v in stride(from: 0, through: 255, by: 3) {
                    func exact(_ c: Double, _ o1: Double, _ o2: Double) -> Double {
                        let f1 = Double(a1) / 255, f2 = Double(a2) / 255
                        return f2 * o2 + (1 - f2) * (f1 * o1 + (1 - f1) * c)
                    }
                    let c = Color(r: UInt8(v), g: UInt8(255 - v), b: 149)
                    let folded = t.apply(c)
                    worst = max(worst, abs(Double(folded.r) - exact(Double(c.r), 200, 242)),
                                abs(Double(folded.g) - exact(Double(c.g), 40, 242)),
                                abs(Double(folded.b) - exact(Double(c.b), 0, 242)))
                }
            }
        }
        #expect(worst <= 0.5 + 1e-9)
    }

    @Test func foldingCommutesWithAntiAliasedEdges() {
        // A pixel of colour c at coverage k over B, then the layer: brute force vs T(c) at k over T(B).
        var worst = 0
        for layerAlpha in [26, 51, 128, 204, 230] {
            let layer = Color(r: 0, g: 0, b: 0, a: UInt8(layerAlpha))
            let t = ColorTransform(layer: layer)
            for k in stride(from: 1, through: 254, by: 3) {
                for (c, b) in [(orange, Color.black), (green, orange), (blue, green), (Color.white, Color.black)] {
                    let brute = sdlBlend(layer, alpha: layer.a, over: sdlBlend(c, alpha: UInt8(k), over: b))
                    let folded = sdlBlend(t.apply(c), alpha: UInt8(k), over: t.apply(b))
                    worst = max(worst, channelDistance(brute, folded))
                }
            }
        }
        #expect(worst <= 2)
    }

    @Test func aFullCanvasTranslucentFillFoldsIntoWhatLiesBeneath() {
        let card = Primitive.fill(Rect(x: 10, y: 10, width: 50, height: 50), CornerRadii(all: 8), orange)
        let label = Primitive.text(TextRun("A", at: Point(x: 30, y: 30), size: 17, color: blue))
        let spoke = Primitive.line(from: Point(x: 50, y: 100), to: Point(x: 50, y: 110), width: 2,
                                   Color(r: 60, g: 60, b: 68, a: 147))
        let r = composite([card, label, .fill(full, .zero, Color.black.withAlpha(0.5)), spoke], background: .white)
        let half = ColorTransform(layer: Color.black.withAlpha(0.5))
        #expect(r.primitives == [
            .fill(Rect(x: 10, y: 10, width: 50, height: 50), CornerRadii(all: 8), half.apply(orange)),
            .text(TextRun("A", at: Point(x: 30, y: 30), size: 17, color: Color(r: 0, g: 61, b: 127))),
            spoke,
        ])
        #expect(r.background == Color(r: 127, g: 127, b: 127))
    }

    @Test func aTranslucentBackgroundIsNotFolded() {
        let dim = Primitive.fill(full, .zero, Color.black.withAlpha(0.5))
        let r = composite([.fill(Rect(x: 0, y: 0, width: 10, height: 10), .zero, orange), dim],
                          background: Color(r: 0, g: 0, b: 0, a: 0))
        #expect(r.primitives.count == 2)
        #expect(r.background == Color(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func aRoundedOrPartialDimIsDrawnAsItIs() {
        let rounded = Primitive.fill(full, CornerRadii(all: 4), Color.black.withAlpha(0.5))
        let partial = Primitive.fill(Rect(x: 0, y: 1, width: 100, height: 199), .zero, Color.black.withAlpha(0.5))
        #expect(composite([rounded]).primitives == [rounded])
        #expect(composite([partial]).primitives == [partial])
    }

    // MARK: Occlusion

    @Test func aFullCanvasOpaqueFillBecomesTheBackground() {
        let r = composite([.fill(Rect(x: 5, y: 5, width: 10, height: 10), .zero, blue),
                           .fill(full, .zero, orange),
                           .fill(full, .zero, Color.black.withAlpha(0.2)),
                           .fill(Rect(x: 20, y: 20, width: 10, height: 10), .zero, green)])
        #expect(r.primitives == [.fill(Rect(x: 20, y: 20, width: 10, height: 10), .zero, green)])
        #expect(r.background == Color(r: 204, g: 119, b: 0))
    }

    @Test func whatAnOpaqueFillCoversIsDroppedButNotItsRim() {
        let sheet = Primitive.fill(Rect(x: 0, y: 50, width: 100, height: 151), .top(10), green)
        // Inside the band below the corners: hidden. Within a pixel of the sheet's top edge: kept.
        let hidden = Primitive.fill(Rect(x: 10, y: 70, width: 20, height: 20), CornerRadii(all: 3), orange)
        let text = Primitive.text(TextRun("B", at: Point(x: 50, y: 100), size: 17, color: .black))
        let rim = Primitive.fill(Rect(x: 2, y: 40, width: 6, height: 20.5), .zero, blue)
        let r = composite([hidden, rim, text, sheet], scale: 2,
                          textBounds: { _ in Rect(x: 40, y: 90, width: 20, height: 20) })
        #expect(r.primitives.contains(rim))
        #expect(!r.primitives.contains(hidden))
        #expect(!r.primitives.contains(text))
        // Unknown text bounds: kept.
        #expect(composite([text, sheet]).primitives.contains(text))
        // Outside the canvas: dropped.
        #expect(composite([.fill(Rect(x: 0, y: 300, width: 10, height: 10), .zero, blue)]).primitives.isEmpty)
    }

    @Test func aFillCoveredFromBelowIsShortenedOnePixelIntoTheCover() {
        let main = Primitive.fill(Rect(x: 8, y: 40, width: 84, height: 155), CornerRadii(all: 9), orange)
        let sheet = Primitive.fill(Rect(x: 0, y: 60, width: 100, height: 141), .top(10), green)
        let r = composite([main, sheet], scale: 2)
        // The sheet's band below its corners starts at 70: the main view is cut at 70.5, keeping
        // its top corners (70.5 − 40 ≥ 2 × 9) and losing its bottom ones.
        #expect(r.primitives.first { if case .fill(_, _, orange) = $0 { return true }; return false }
                == .fill(Rect(x: 8, y: 40, width: 84, height: 30.5),
                         CornerRadii(topLeft: 9, topRight: 9, bottomRight: 0, bottomLeft: 0), orange))
    }

    @Test func aCutKeepsTwiceTheCornerRadius() {
        // The band below y = 50 would leave 10.5 pt of a shape with 9 pt corners: not cut.
        let main = Primitive.fill(Rect(x: 8, y: 40, width: 84, height: 155), CornerRadii(all: 9), orange)
        let cover = Primitive.fill(Rect(x: 0, y: 50, width: 100, height: 150), .zero, green)
        #expect(composite([main, cover], scale: 2).primitives.contains(main))
    }

    @Test func withoutAnUncoveredPixelThereIsNoClear() {
        // Without clear promotion (which would make this fill, square at the canvas's bottom, the clear).
        let r = Compositor(canvas: canvas, pixelScale: 2, promotesClear: false)
            .composite([.fill(Rect(x: 0, y: 0, width: 100, height: 200), CornerRadii.top(5), green)], background: .black)
        // The corners leave the top band uncovered: a band of background, then the fill; no clear.
        #expect(r.background == nil)
        #expect(r.primitives.first == .fill(Rect(x: 0, y: 0, width: 100, height: 5.5), .zero, .black))
        // Nothing over the background: a plain clear.
        #expect(composite([]).background == .black)
    }

    @Test func nonFinitePrimitivesPassThrough() {
        let weird = Primitive.fill(Rect(x: .infinity, y: 0, width: 10, height: 10), .zero, blue)
        #expect(composite([weird]).primitives == [weird])
    }

    // MARK: Underlays

    @Test func aTranslucentFillOverItsUnderlayIsBlendedOnlyAlongItsRim() {
        let box = Rect(x: 20.25, y: 50.5, width: 60, height: 40)
        let radii = CornerRadii(all: 7)
        let material = Color(r: 0xF2, g: 0xF2, b: 0xF2, a: 204)
        let under = Color(r: 26, g: 99, b: 44)
        let r = composite([.fill(box, radii, under), .fill(box, radii, material)], background: .white, scale: 2, seams: true)
        guard case .fill(box, radii, under)? = r.primitives.first else {
            Issue.record("the underlay comes first: \(r.primitives)")
            return
        }
        let pieces = r.primitives.dropFirst()
        #expect(pieces.count == 11)
        var area = 0.0
        for case let .fill(rect, _, color) in pieces {
            area += rect.width * rect.height
            #expect(color == material || color == material.over(under))
            // Every seam on a whole pixel: each edge is the box's own or an integer at ×2.
            for v in [rect.minX, rect.maxX] where v != box.minX && v != box.maxX { #expect((v * 2).rounded() == v * 2) }
            for v in [rect.minY, rect.maxY] where v != box.minY && v != box.maxY { #expect((v * 2).rounded() == v * 2) }
        }
        #expect(abs(area - box.width * box.height) < 1e-9)
        // Most of it is opaque.
        let opaque = pieces.reduce(0.0) { sum, p in
            if case let .fill(rect, _, c) = p, c.a == 255 { return sum + rect.width * rect.height }
            return sum
        }
        #expect(opaque > 0.5 * box.width * box.height)
        // Without whole-pixel seams (a GPU renderer) nothing is cut.
        #expect(composite([.fill(box, radii, under), .fill(box, radii, material)], scale: 2).primitives.count == 2)
    }

    // MARK: Over the clear

    @Test func aTranslucentFillOverTheClearIsBlendedOnlyAlongItsRimAndOverWhatLiesBeneath() {
        let sheet = Rect(x: 7.5, y: 100.5, width: 85, height: 95.25)
        let radii = CornerRadii(all: 10)
        let glass = Color(r: 0xF1, g: 0xD9, b: 0xB8, a: 230)
        let label = TextRun("half modal", at: Point(x: 50, y: 130), size: 17, color: blue)
        let labelBox = Rect(x: 30.25, y: 121.5, width: 40, height: 17)
        let r = composite([.text(label), .fill(sheet, radii, glass)], background: orange, scale: 2, seams: true,
                          textBounds: { _ in labelBox })
        #expect(r.background == orange)
        #expect(r.primitives.first == .text(label))
        let pieces = r.primitives.dropFirst()
        var area = 0.0, opaque = 0.0
        // What the label's pixels touch, grown by a pixel, on whole pixels at ×2.
        let touched = Rect(x: 29.5, y: 121, width: 41.5, height: 18)
        for case let .fill(rect, _, color) in pieces {
            area += rect.width * rect.height
            #expect(color == glass || color == sdlBlend(glass, alpha: glass.a, over: orange))
            if color.a == 255 {
                opaque += rect.width * rect.height
                #expect(rect.intersection(touched) == nil, "an opaque piece over the label: \(rect)")
            }
            for v in [rect.minX, rect.maxX, rect.minY, rect.maxY] where ![sheet.minX, sheet.maxX, sheet.minY, sheet.maxY].contains(v) {
                #expect((v * 2).rounded() == v * 2)
            }
        }
        #expect(abs(area - sheet.width * sheet.height) < 1e-9)   // the pieces tile the sheet once
        #expect(opaque > 0.6 * sheet.width * sheet.height)
    }

    @Test func aTranslucentFillOverSomethingOfUnknownBoxIsKeptWhole() {
        let sheet = Rect(x: 7.5, y: 100.5, width: 85, height: 95.25)
        let glass = Color(r: 0xF1, g: 0xD9, b: 0xB8, a: 230)
        let label = TextRun("half modal", at: Point(x: 50, y: 130), size: 17, color: blue)
        let kept = composite([.text(label), .fill(sheet, CornerRadii(all: 10), glass)], background: orange, scale: 2, seams: true)
        #expect(kept.primitives.count == 2)
        // Nor on a GPU renderer, nor over a translucent clear.
        #expect(composite([.fill(sheet, CornerRadii(all: 10), glass)], background: orange, scale: 2).primitives.count == 1)
    }

    /// On the stage a phone's dim covers its screen (an opaque square fill on whole pixels), not
    /// the canvas: over the screen it is one opaque colour, SDL's blend of the two; blended only
    /// over what lies on the screen.
    @Test func aDimOverAnOpaqueScreenIsOpaqueButOverWhatLiesOnIt() {
        let screen = Rect(x: 10, y: 20, width: 50, height: 100)
        let label = Primitive.fill(Rect(x: 20.25, y: 40, width: 10, height: 5), .zero, blue)
        let dim = Color.black.withAlpha(0.4)
        let r = composite([.fill(screen, .zero, orange), label, .fill(screen, .zero, dim)], scale: 2, seams: true)
        #expect(Array(r.primitives.prefix(2)) == [.fill(screen, .zero, orange), label])
        var area = 0.0, opaque = 0.0
        let touched = Rect(x: 19.5, y: 39.5, width: 11.5, height: 6)   // the label's pixels grown by one, at ×2
        for case let .fill(rect, _, color) in r.primitives.dropFirst(2) {
            area += rect.width * rect.height
            if color.a == 255 {
                #expect(color == sdlBlend(dim, alpha: dim.a, over: orange))
                #expect(rect.intersection(touched) == nil, "an opaque piece over the label: \(rect)")
                opaque += rect.width * rect.height
            } else {
                #expect(color == dim)
            }
        }
        #expect(abs(area - screen.width * screen.height) < 1e-9)
        #expect(opaque > 0.9 * screen.width * screen.height)
        // Off whole pixels the screen is no underlay: the dim stays whole.
        let off = Rect(x: 10.25, y: 20, width: 50, height: 100)
        #expect(composite([.fill(off, .zero, orange), label, .fill(off, .zero, dim)], scale: 2, seams: true).primitives.count == 3)
    }
}
