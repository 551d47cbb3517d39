/// The native profile's system sheet: drawn above the presenting view (which it scales
/// towards the large detent), with UIKit's dim, top corners, background and grabber.
extension SceneBuilder {
    /// The system sheet background: `systemBackground` light, its elevated variant dark.
    static func nativeSheetBackground(dark: Bool) -> Color { dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xFFFFFF) }

    /// The sheet's fill for its content: a `List` fills the whole sheet with
    /// `systemGroupedBackground` (#F2F2F7 light), so no white band shows above the rows.
    func nativeSheetFill(dark: Bool) -> Color {
        m.halfModal.settings.content == .list ? (dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F2F7)) : Self.nativeSheetBackground(dark: dark)
    }

    /// The grabber's `tertiaryLabel`: #3C3C43 at 30 % light, #EBEBF5 at 30 % dark.
    static func nativeGrabberColor(dark: Bool) -> Color {
        dark ? Color(r: 0xEB, g: 0xEB, b: 0xF5, a: 77) : Color(r: 0x3C, g: 0x3C, b: 0x43, a: 77)
    }

    /// The grabber's 36 × 5 pill on a sheet whose top is at `top`.
    func nativeGrabberFrame(top: Double) -> Rect {
        Rect(x: W / 2 - NativeSheetMetrics.grabberWidth / 2, y: top + NativeSheetMetrics.grabberTop,
             width: NativeSheetMetrics.grabberWidth, height: NativeSheetMetrics.grabberHeight)
    }

    /// Dim, backdrop region (where a tap dismisses), sheet and grabber of the native profile.
    mutating func addNativeSheet() {
        let hm = m.halfModal
        let top = hm.top(at: now)
        let dark = m.settings.appearance == .dark
        let alpha = hm.nativeDimAlpha(at: now, dark: dark)
        if alpha > 0 { items.append(.fill(canvasRect, .zero, Color.black.withAlpha(alpha))) }
        if hm.nativeBackdropDismisses(at: now),
           let visible = Rect(x: 0, y: 0, width: W, height: min(max(top, 0), H)).intersection(canvasRect) {
            regions.append(HitRegion(id: .halfModalBackdrop, frame: visible, isButton: false))
        }
        guard top < H else { return }
        let r = NativeSheetMetrics.cornerRadius
        let (card, radii, background) = nativeSheetShape(top: top)
        items.append(.fill(card, radii, background))
        let list = halfModalList(top: top, band: (nativeSheetFill(dark: dark), r))
        items += nativeFloatingList(list.items, card: card, radii: radii, glass: background)
        items.append(.fill(nativeGrabberFrame(top: top), CornerRadii(all: NativeSheetMetrics.grabberHeight / 2),
                           Self.nativeGrabberColor(dark: dark)))
        if let onScreen = card.intersection(canvasRect) {
            regions.append(HitRegion(id: .halfModal, frame: onScreen, isButton: false))
        }
        regions += list.regions
        listRows = list.rows
        addNativeGrabberControl(top: top)
    }
}
