/// What `--ios 26` changes in the system look this prototype draws, and only where a public
/// source gives the value (docs/FIDELITY.md lists each part, with the parts that keep iOS 18's).
///
/// **Alert.** iOS 26's alert is wider and rounder. Source: the CustomAlert package
/// (divadretlaw/CustomAlert, `CustomAlertConfiguration.liquidGlass`, written to match UIKit's iOS 26
/// alert, issue #40 / PR #41, 2025): minimum width 320 pt (its `classic` one, iOS 18: 270) and
/// corner radius 35 pt (classic: 13.33). A community replication, not Apple's numbers. Its
/// other differences (capsule buttons without separators, leading-aligned text, the glass
/// material) are not drawn: the glass is the native-sheet issue's, and the prototype's alert
/// keeps its layout.
///
/// **Status bar and home indicator.** No public source gives different sizes, positions or
/// colours in iOS 26: they keep iOS 18's.
extension AlertSettings {
    /// iOS 26's alert width and corner radius (CustomAlert `liquidGlass`).
    public static let iOS26Width = 320.0
    public static let iOS26CornerRadius = 35.0

    /// The alert as iOS `version` draws it: on iOS 26 the width and corner radius still at iOS
    /// 18's defaults take iOS 26's values; a tuned value stays as tuned.
    public func drawn(on version: IOSVersion) -> AlertSettings {
        guard version == .ios26 else { return self }
        let ios18 = AlertSettings()
        var a = self
        if a.width == ios18.width { a.width = Self.iOS26Width }
        if a.cornerRadius == ios18.cornerRadius { a.cornerRadius = Self.iOS26CornerRadius }
        return a
    }
}
