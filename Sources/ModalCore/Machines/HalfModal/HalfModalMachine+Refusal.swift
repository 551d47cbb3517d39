/// The system sheet's refused dismissal (`native.interactiveDismissDisabled`, SwiftUI's
/// `.interactiveDismissDisabled()`): the drag already rubber-bands below the smallest detent
/// (`NativeHalfModal.banded`) and the release never targets dismissal; this notes the attempt
/// for the HUD ("dismiss refused"), as UIKit tells its delegate
/// (`presentationControllerDidAttemptToDismiss`).
extension HalfModalMachine {
    /// Notes a refused dismissal when the native sheet, dismissal disabled, was let go with its
    /// top at `top`, more than half a point below its smallest detent.
    mutating func noteRefusal(releasedAt top: Double, now: Double) {
        guard profile == .native, geometry.native.interactiveDismissDisabled.isOn else { return }
        if top > self.top(of: .half) + 0.5 { refusedAt = now }
    }
}
