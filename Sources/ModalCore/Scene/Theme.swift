/// iOS light-mode colours, type sizes and metrics the scene draws with (Apple HIG values);
/// `dark` holds the dark-mode colours (`resolved(for:)`).
public struct Theme: Equatable, Codable, Sendable {
    public var orange = Color(hex: 0xFF9500)
    public var green = Color(hex: 0x34C759)
    public var gray = Color(hex: 0x8E8E93)
    public var blue = Color(hex: 0x007AFF)
    /// `Color.primary` in light mode: text and the grabber's default fill.
    public var label = Color(hex: 0x000000)
    /// Behind the shrunken presenting view.
    public var windowBackground = Color(hex: 0x000000)
    /// ProgressView's spokes (light mode).
    public var spinner = Color(hex: 0x3C3C44)
    /// Alert body fill (#F2F2F2 at 80 %).
    public var alertFill = Color(r: 0xF2, g: 0xF2, b: 0xF2, a: 204)
    /// Alert hairline above the button, drawn one device pixel thick at every scale (iOS's
    /// hairline: Flutter `cupertino/dialog.dart` draws 0.3 pt, one pixel at ×3).
    public var separator = Color(r: 0x3C, g: 0x3C, b: 0x43, a: 92)
    /// Behind a pressed alert button's label, opaque; the label keeps its colour. Source:
    /// Flutter `cupertino/dialog.dart` (`_kDialogPressedColor` light #E1E1E1, checked by
    /// `dialog_test.dart` 'Pressed button changes appearance').
    public var alertPressed = Color(hex: 0xE1E1E1)
    /// Keyboard focus ring.
    public var focusRing = Color(hex: 0x007AFF)
    /// Body text size (SwiftUI `.body`).
    public var bodySize: Double = 17
    /// Height of one line of body text in layout.
    public var bodyLineHeight: Double = 22
    /// Minimum tappable height of a button (HIG: 44 pt).
    public var buttonHeight: Double = 44
    /// SwiftUI's default VStack spacing.
    public var stackSpacing: Double = 8
    /// Opacity of a button's label while pressed.
    public var pressedOpacity: Double = 0.3
    /// Safe-area insets of the canvas (iPhone 13/14: 47 and 34).
    public var safeAreaTop: Double = 47
    public var safeAreaBottom: Double = 34
    /// The colours used instead under `appearance: dark`.
    public var dark = DarkPalette()
    public init() {}
}
