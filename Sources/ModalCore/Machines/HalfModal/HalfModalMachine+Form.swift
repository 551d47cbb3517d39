/// The form content (`halfModal.content form`): a title, a text field and a button under the
/// grabber, and what editing the field does to the card.
///
/// - **native:** the system sheet goes to its largest detent when the field gets focus, as
///   UIKit's sheet does (FB17890661), so the field sits far above the keyboard.
/// - **fluid:** the card rises with the keyboard, just enough that the field stays 16 pt above it.
/// - **seed:** the article positions the card with `.offset` from the screen's height and has no
///   keyboard handling; iOS leaves such a view where it is (the keyboard safe area shrinks the
///   container, not an offset from `UIScreen.main.bounds`), so the keyboard rises over the card.
extension HalfModalMachine {
    /// The form's rows below the content inset (points): title, field, button.
    public static let formTitleOffset = 8.0, formTitleHeight = 28.0
    public static let formFieldOffset = 48.0, formFieldHeight = 36.0
    public static let formButtonOffset = 100.0, formButtonHeight = 44.0, formBottomPadding = 16.0
    /// Side margins of the field and the button (UIKit's readable margins on a phone: 16 pt).
    public static let formMargin = 16.0
    /// Space the fluid card keeps between the field and the keyboard.
    public static let formKeyboardGap = 16.0

    /// Where the title, the field and the button lie on a card whose top is at `top`.
    public func formFrames(top: Double, width: Double) -> (title: Rect, field: Rect, button: Rect) {
        let y = top + contentInset, m = Self.formMargin
        return (Rect(x: m, y: y + Self.formTitleOffset, width: width - 2 * m, height: Self.formTitleHeight),
                Rect(x: m, y: y + Self.formFieldOffset, width: width - 2 * m, height: Self.formFieldHeight),
                Rect(x: m, y: y + Self.formButtonOffset, width: width - 2 * m, height: Self.formButtonHeight))
    }

    /// The form's ideal height from the card's top: grabber area, title, field, button and padding
    /// (the `fitted` detent adds the bottom safe area).
    public var formIdealHeight: Double {
        contentInset + Self.formButtonOffset + Self.formButtonHeight + Self.formBottomPadding
    }

    /// How far the card is raised for the keyboard at `now` (points; the fluid card only).
    public func keyboardLift(at now: Double) -> Double { form.lift * form.keyboardProgress(at: now) }

    /// The field got focus at `now` with a keyboard `keyboardHeight` tall: the keyboard rises,
    /// and the card makes room as its profile does.
    mutating func beginEditing(now: Double, keyboardHeight: Double) {
        guard settings.content == .form, detent != .hidden else { return }
        form.focused = true
        form.moveKeyboard(to: 1, now: now)
        switch profile {
        case .native:
            // The largest detent; a sheet whose largest detent still leaves the field under the
            // keyboard (a `fitted` one) rises with it as the fluid card does.
            var tries = 0
            while detent != .full && tries < 8 { cycleFull(now: now); tries += 1 }
            form.lift = liftClearingField(rest: top(of: .full), keyboardHeight: keyboardHeight)
        case .fluid:
            form.lift = liftClearingField(rest: behaviour.stopTop ?? top(of: detent), keyboardHeight: keyboardHeight)
        case .seed:
            form.lift = 0
        }
    }

    /// How far a card resting with its top at `rest` must rise for the field to stay
    /// `formKeyboardGap` above a keyboard `keyboardHeight` tall (never above the safe area).
    func liftClearingField(rest: Double, keyboardHeight: Double) -> Double {
        let fieldBottom = rest + contentInset + Self.formFieldOffset + Self.formFieldHeight
        let keyboardTop = height - keyboardHeight
        let room = max(rest - geometry.safeAreaTop, 0)
        return min(max(fieldBottom + Self.formKeyboardGap - keyboardTop, 0), room)
    }

    /// Editing ended at `now` (Return, Escape, a tap elsewhere): the keyboard goes down and the
    /// fluid card with it.
    mutating func endEditing(now: Double) {
        guard form.focused else { return }
        form.focused = false
        form.moveKeyboard(to: 0, now: now)
    }

    /// Typed `text` goes into the focused field (at most `FormState.maxText` characters kept).
    mutating func typeText(_ text: String) {
        guard form.focused else { return }
        let clean = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        form.text = String((form.text + clean).prefix(FormState.maxText))
    }

    /// Backspace: the field's last character goes.
    mutating func deleteBackward() {
        guard form.focused, !form.text.isEmpty else { return }
        form.text.removeLast()
    }

    /// The keyboard's state for the HUD and the inspector: `hidden`, `rising`, `up`, `lowering`.
    public func keyboardState(at now: Double) -> String {
        let p = form.keyboardProgress(at: now)
        if form.keyboardMoving(at: now) { return form.focused ? "rising" : "lowering" }
        return p > 0.5 ? "up" : "hidden"
    }
}
