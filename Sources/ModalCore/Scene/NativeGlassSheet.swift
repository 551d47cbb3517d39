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
/// strokes, lines and text, so the glass is a translucent tint of the sheet's background
/// (`glassOpacity` at the floating detent, opaque at large) over what lies beneath: the main
/// view shows through, softened, but is not blurred. It costs one fill, as the opaque sheet did.
extension SceneBuilder {
    /// UIKit 26's scale of the floating sheet's shadow view.
    static let glassFloatingScale = 0.961
    /// The tint's opacity at the floating detent (an approximation; no public source gives the
    /// material's values).
    static let glassOpacity = 0.72

    /// The native sheet's frame, corner radii and background for a top edge at `top`: iOS 18's
    /// full-width opaque card, or iOS 26's floating glass.
    func nativeSheetShape(top: Double) -> (frame: Rect, radii: CornerRadii, color: Color) {
        let hm = m.halfModal
        let r = NativeSheetMetrics.cornerRadius
        let opaque = Self.nativeSheetBackground(dark: m.settings.appearance == .dark)
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
        let opacity = Self.glassOpacity + (1 - Self.glassOpacity) * large
        return (frame, radii, opaque.withOpacity(opacity))
    }
}
