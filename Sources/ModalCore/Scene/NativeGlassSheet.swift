/// iOS 26's floating look of the native sheet (`--ios 26 --profile native`): at a non-large
/// detent the sheet floats, inset from the screen's sides and bottom, with all four corners
/// rounded and a Liquid Glass background; towards the large detent it becomes full width and
/// opaque with square bottom corners, interpolated on the detent ramp
/// (`nativeLargeProgress`: 0 at the smallest detent, 1 at large).
///
/// Sources (docs/FIDELITY.md): UIKit 26 scales the sheet's shadow view by 0.961 at a partial
/// detent (react-native-screens #4605 and PR #3988, react-native-true-sheet #732, SwiftfulRouting
/// #103), about 8 pt each side on a 390-pt-wide phone: the inset here is W × (1 − 0.961) / 2
/// (7.6 pt on 390). The floating corners follow the display: its corner radius minus the inset
/// (47.33 − 7.6 = 39.7 pt on the iPhone 14), so the sheet's outline stays concentric with the
/// screen's; a display without rounded corners keeps the sheet's 10 pt.
///
/// **Glass, an approximation.** SDL has no blur and the prototype's renderers draw only fills,
/// strokes, lines and text, so the glass is one fill: the colour the fills beneath make at the
/// sheet's centre (`fillColor(at:over:)`, what a wide blur of a uniform area converges to),
/// tinted with the sheet's background (`glassTint`), drawn at `glassCoverage` so that what lies
/// beneath (its text, its edges) still shows faintly through, as through frosted glass, but
/// not blurred. Towards large the fill turns into the opaque background. It costs one fill, as
/// the opaque sheet did, plus one walk of the items beneath.
extension SceneBuilder {
    /// UIKit 26's scale of the floating sheet's shadow view.
    static let glassFloatingScale = 0.961
    /// The share of the sheet's background in the glass's colour (an approximation; no public
    /// source gives the material's values).
    static let glassTint = 0.72
    /// The glass fill's opacity: the rest is what lies beneath, unblurred (an approximation).
    static let glassCoverage = 0.9

    /// The native sheet's frame, corner radii and background for a top edge at `top`: iOS 18's
    /// full-width opaque card, or iOS 26's floating glass.
    func nativeSheetShape(top: Double) -> (frame: Rect, radii: CornerRadii, color: Color) {
        let hm = m.halfModal
        let r = NativeSheetMetrics.cornerRadius
        let opaque = nativeSheetFill(dark: m.settings.appearance == .dark)
        let full = Rect(x: 0, y: top, width: W, height: bodyBottom(top: top) - top)
        let square = CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)
        let large = hm.nativeLargeProgress(at: now)
        guard m.settings.iosVersion == .ios26, large < 1 else { return (full, square, opaque) }
        let float = 1 - large
        let insetFloating = W * (1 - Self.glassFloatingScale) / 2
        let inset = insetFloating * float
        let display = max(displayDevice?.displayCornerRadius ?? 0, 0)
        let floatingRadius = display > insetFloating ? display - insetFloating : r
        // At or above the smallest detent the bottom stays inset; below it (presenting,
        // dismissing) the floating sheet slides as a whole.
        let smallest = hm.top(of: .half)
        let bottom = top <= smallest ? H - inset : top + (H - insetFloating - smallest)
        let frame = Rect(x: inset, y: top, width: W - 2 * inset, height: max(bottom - top, 0))
        let topRadius = r + (floatingRadius - r) * float
        let bottomRadius = floatingRadius * float
        let radii = CornerRadii(topLeft: topRadius, topRight: topRadius, bottomRight: bottomRadius, bottomLeft: bottomRadius)
        let centre = Point(x: W / 2, y: min(max((frame.minY + frame.maxY) / 2, 0), H - 1))
        let beneath = items.fillColor(at: centre, over: .black)
        let glass = opaque.withAlpha(large).over(opaque.withAlpha(Self.glassTint).over(beneath))
        return (frame, radii, glass.withAlpha(Self.glassCoverage + (1 - Self.glassCoverage) * large))
    }
}

extension SceneBuilder {
    /// The list content (`halfModalList`'s items: its background first, the top band last) fitted
    /// to a floating sheet: background and band take the card's sides and corners, the band the
    /// glass. Unchanged for a full-width card (iOS 18, or at large).
    func nativeFloatingList(_ list: [DisplayItem], card: Rect, radii: CornerRadii, glass: Color) -> [DisplayItem] {
        guard card.minX > 0, list.count >= 2 else { return list }
        var out = list
        if case let .fill(background, _, color) = out[0], background.minX == 0, background.width == W {
            let bottom = min(background.maxY, card.maxY)
            let fitted = Rect(x: card.minX, y: background.minY, width: card.width, height: max(bottom - background.minY, 0))
            out[0] = .fill(fitted, CornerRadii(topLeft: 0, topRight: 0, bottomRight: radii.bottomRight, bottomLeft: radii.bottomLeft),
                           color)
        }
        // Rows stop 12 pt above the card's bottom, clear of its rounded corners (20 pt margins).
        let floor = card.maxY - 12
        let visible = Rect(x: 0, y: -H, width: W, height: floor + H)
        for i in 1..<(out.count - 1) {
            switch out[i] {
            case let .fill(row, r, color):
                if let cut = row.intersection(visible) { out[i] = .fill(cut, r, color) } else { out[i] = .group(.identity, opacity: 0, []) }
            case let .text(run) where run.position.y > floor - run.size / 2:
                out[i] = .group(.identity, opacity: 0, [])
            default: break
            }
        }
        if case let .fill(band, _, _) = out[out.count - 1] {
            out[out.count - 1] = .fill(Rect(x: card.minX, y: band.minY, width: card.width, height: band.height),
                                       CornerRadii(topLeft: radii.topLeft, topRight: radii.topRight, bottomRight: 0, bottomLeft: 0), glass)
        }
        return out
    }
}
