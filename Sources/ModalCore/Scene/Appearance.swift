/// Light or dark: which set of iOS system colours the scene draws with (`--appearance`).
public enum Appearance: String, Equatable, Codable, Sendable, CaseIterable {
    case light
    case dark
}

/// The iOS dark-mode system colours, used in place of the theme's light ones under `.dark`.
///
/// Sources: Apple HIG colour tables (dark variants of systemOrange, systemGreen, systemGray,
/// systemBlue; `label` is white); the spinner's dark colour #EBEBF5 from Flutter
/// `cupertino/activity_indicator.dart` (`_kActiveTickColor` dark); the alert material
/// #1E1E1E at 75 % (0xBF1E1E1E) from Flutter `cupertino/dialog.dart` (`_kDialogColor` dark);
/// the separator #545458 at 60 % (0x99545458) from Flutter `CupertinoColors.separator` dark.
public struct DarkPalette: Equatable, Codable, Sendable {
    public var orange = Color(hex: 0xFF9F0A)
    public var green = Color(hex: 0x30D158)
    public var gray = Color(hex: 0x8E8E93)
    public var blue = Color(hex: 0x0A84FF)
    public var label = Color(hex: 0xFFFFFF)
    public var spinner = Color(hex: 0xEBEBF5)
    public var alertFill = Color(r: 0x1E, g: 0x1E, b: 0x1E, a: 0xBF)
    public var separator = Color(r: 0x54, g: 0x54, b: 0x58, a: 0x99)
    /// Behind a pressed alert button's label (Flutter `dialog.dart` `_kDialogPressedColor` dark #2E2E2E).
    public var alertPressed = Color(hex: 0x2E2E2E)
    public var focusRing = Color(hex: 0x0A84FF)
    public init() {}
}

extension Theme {
    /// The theme with the colours of `appearance`: itself for `.light`, its `dark` palette's
    /// colours for `.dark` (sizes and metrics unchanged).
    public func resolved(for appearance: Appearance) -> Theme {
        guard appearance == .dark else { return self }
        var t = self
        t.orange = dark.orange; t.green = dark.green; t.gray = dark.gray; t.blue = dark.blue
        t.label = dark.label; t.spinner = dark.spinner; t.alertFill = dark.alertFill
        t.separator = dark.separator; t.focusRing = dark.focusRing; t.alertPressed = dark.alertPressed
        return t
    }
}
