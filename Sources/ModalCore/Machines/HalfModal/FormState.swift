/// The half modal's form (`halfModal.content form`): its text field's focus and text, and the
/// iOS keyboard that rises while the field is edited.
///
/// The keyboard moves as UIKit's does: 0.5 s along the curve (0.38, 0.70, 0.125, 1.0), the
/// public reverse-engineering of `UIKeyboardAnimationCurveUserInfoKey` 7 (Apple Developer Forums
/// thread 48088; the notification's own duration key says 0.25 s, which UIKit ignores for
/// curve 7: see docs/FIDELITY.md). `keyboard` animates its progress from 0 (hidden) to 1 (up).
public struct FormState: Equatable, Sendable {
    /// Whether the text field is being edited (has the keyboard).
    public internal(set) var focused = false
    /// What was typed into the field.
    public internal(set) var text = ""
    /// The keyboard's progress (0 hidden, 1 up) and its motion, if it moved.
    var keyboard: Animation1D?
    /// How far the fluid card rises while the keyboard is up (points); 0 for the others.
    var lift = 0.0

    /// The keyboard's animation: UIKit's 0.5 s along curve 7's fitted cubic.
    public static let keyboardCurve = TimingCurve(0.38, 0.7, 0.125, 1)
    public static let keyboardDuration = 0.5
    /// The most characters the field keeps (a paste of a book is cut there).
    public static let maxText = 200

    /// The keyboard's progress at `now`: 0 hidden, 1 fully up.
    public func keyboardProgress(at now: Double) -> Double { keyboard?.value(at: now) ?? 0 }

    /// Whether the keyboard is moving at `now`.
    public func keyboardMoving(at now: Double) -> Bool { keyboard.map { !$0.isFinished(at: now) } ?? false }

    /// Moves the keyboard towards `target` (0 or 1) from where it is at `now`.
    mutating func moveKeyboard(to target: Double, now: Double) {
        let from = keyboardProgress(at: now)
        guard from != target || keyboard == nil else { return }
        keyboard = .curve(from: from, to: target, start: now, curve: FormState.keyboardCurve, duration: FormState.keyboardDuration)
    }
}

/// The iOS keyboard's height: portrait, with the predictive bar, per device class (points).
public enum KeyboardMetrics {
    /// Full-screen phones (a home indicator): 336 pt up to 402 pt wide, 346 pt on the Plus and
    /// Max sizes; the home-button SE: 260 pt (216 + the 44 pt predictive bar). Community
    /// measurements of `UIKeyboardFrameEndUserInfoKey` (estimates: Apple publishes none).
    public static func height(canvasWidth: Double, safeAreaBottom: Double) -> Double {
        guard safeAreaBottom > 0 else { return 260 }
        return canvasWidth >= 414 ? 346 : 336
    }
}
