/// The review's own colours in one place: the stage, the studio's panels, timeline, inspector,
/// editors, the HUD, the help and the toasts (never the phone's: those are the `Theme`'s).
///
/// Every review drawing takes its colours from here, and `--print-layout` prints `entries`, so a
/// window test reads the colours instead of repeating them.
public enum ReviewPalette {
    /// Behind and between the phones, and the studio panels' background.
    public static let stage = Color(hex: 0x1C1C1E)
    /// The studio panels' separators.
    public static let separator = Color(hex: 0x38383A)
    /// White text on the review's dark panels.
    public static let text = Color(hex: 0xFFFFFF)
    /// Secondary text on the timeline and inspector.
    public static let dimText = Color(r: 235, g: 235, b: 245, a: 150)
    /// Secondary text on the HUD (opaque: the HUD shows nothing through it).
    public static let hudDimText = Color(r: 174, g: 174, b: 178, a: 255)
    /// Secondary text in the help panel.
    public static let helpDimText = Color(r: 255, g: 255, b: 255, a: 150)
    /// The playhead, the help's headings, the bezier curve, the second lane's trace.
    public static let accent = Color(hex: 0xFF9F0A)
    /// A selected inspector tab, a slider's fill, the bezier handles.
    public static let selection = Color(hex: 0x0A84FF)
    /// The inspector's controls and the editors' boxes.
    public static let control = Color(hex: 0x2C2C2E)
    /// A slider's track.
    public static let track = Color(hex: 0x48484A)
    /// A slider's knob.
    public static let knob = Color(hex: 0xFFFFFF)
    /// A slider's value text.
    public static let sliderText = Color(r: 235, g: 235, b: 245, a: 200)
    /// The bezier editor's handle lines.
    public static let handleLine = Color(hex: 0x8E8E93)
    /// The spring editor's curve.
    public static let springCurve = Color(hex: 0x30D158)
    /// The HUD's first lane trace (the half modal), and the timeline's half-modal marker.
    public static let halfModalTrace = Color(hex: 0xC7C7CC)
    /// The HUD's sheet trace.
    public static let sheetTrace = Color(hex: 0x34C759)
    /// A toast's box.
    public static let toast = Color(hex: 0x3A3A3C)
    /// The filmstrip's labels.
    public static let filmstripLabel = Color(hex: 0xEBEBF5)
    /// The timeline's markers, by kind (`TimelineMarker.Kind`).
    public static let markerTap = Color(hex: 0x0A84FF)
    public static let markerDrag = Color(hex: 0xBF5AF2)
    public static let markerKey = Color(hex: 0x64D2FF)
    public static let markerSetting = Color(hex: 0xFFD60A)
    public static let markerScenarioLine = Color(hex: 0x8E8E93)
    public static let markerSheet = Color(hex: 0x30D158)
    public static let markerCover = Color(hex: 0xF2F2F7)
    public static let markerAlert = Color(hex: 0xFF453A)

    /// Every colour by name, in a fixed order (what `--print-layout` prints).
    public static let entries: [(name: String, color: Color)] = [
        ("stage", stage), ("separator", separator), ("text", text), ("dimText", dimText),
        ("hudDimText", hudDimText), ("helpDimText", helpDimText), ("accent", accent), ("selection", selection),
        ("control", control), ("track", track), ("knob", knob), ("sliderText", sliderText),
        ("handleLine", handleLine), ("springCurve", springCurve), ("halfModalTrace", halfModalTrace),
        ("sheetTrace", sheetTrace), ("toast", toast), ("filmstripLabel", filmstripLabel),
        ("markerTap", markerTap), ("markerDrag", markerDrag), ("markerKey", markerKey),
        ("markerSetting", markerSetting), ("markerScenarioLine", markerScenarioLine), ("markerSheet", markerSheet),
        ("markerCover", markerCover), ("markerAlert", markerAlert),
    ]
}
