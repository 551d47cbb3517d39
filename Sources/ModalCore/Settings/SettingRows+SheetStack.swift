/// The rows of the page sheet's refusable dismissal and of a sheet over a sheet (issue 34).
extension SettingRow {
    /// `sheet.interactiveDismissDisabled` and the covered sheet's scale, peek and dim.
    static let sheetStack: [SettingRow] = [
        flag("sheet.interactiveDismissDisabled", \S.sheet.interactiveDismissDisabled,
             "no dismissal by drag: the sheet follows with resistance and springs back"),
        number("sheet.stackedScale", \S.sheet.stackedScale, .fraction, "scale of a sheet covered by another sheet",
               .sheet, (0.5...1, 0.01)),
        number("sheet.stackedPeek", \S.sheet.stackedPeek, .length, "how far a covered sheet's top rises above the new one",
               .sheet, (0...60, 1)),
        number("sheet.stackedDimAlpha", \S.sheet.stackedDimAlpha, .fraction, "dim over a sheet covered by another sheet",
               .sheet, (0...1, 0.01)),
    ]
}
