/// The native sheet's grabber as a control: its 44 pt hit area and its focus ring.
extension SceneBuilder {
    /// The grabber's hit area on a sheet whose top is at `top`: 44 × 44 pt centred on the
    /// pill horizontally, from the sheet's top edge down (UIKit's `_UIGrabber` minimum
    /// touch size, kept inside the sheet so it never takes a tap meant for the view above).
    func nativeGrabberHitFrame(top: Double) -> Rect {
        let size = NativeSheetMetrics.grabberHitSize
        return Rect(x: W / 2 - size / 2, y: top, width: size, height: size)
    }

    /// Reports `half-modal-grabber` as a button above the sheet and its list, and rings it
    /// when it has the keyboard focus.
    mutating func addNativeGrabberControl(top: Double) {
        let frame = nativeGrabberHitFrame(top: top)
        guard frame.minY < H else { return }
        if m.focus == .halfModalGrabber { items.append(focusRing(around: frame)) }
        regions.append(HitRegion(id: .halfModalGrabber, frame: frame, isButton: true))
    }
}
