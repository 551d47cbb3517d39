/// A surface `measure --track` can follow, with the colour the scene fills it with and the
/// settings its motion is made of.
///
/// The ids, colours and setting paths are the scene's and the settings table's own: the half
/// modal is the card `SceneBuilder.addHalfModal` fills with `theme.gray`, the sheet the page
/// sheet it fills with `theme.green`; the alert and the loading cover lay black over the whole
/// screen (the barrier, the dim), followed by the screen's brightness (`BrightnessTracker`).
public enum TrackedSurface: String, CaseIterable, Sendable {
    case halfModal = "half-modal"
    case sheet
    case alert
    case loadingCover = "loading-cover"

    /// The colour of the surface's body in `settings`' appearance, for the surfaces followed by
    /// their top edge; nil for those followed by their opacity.
    public func bodyColor(_ settings: Settings) -> Color? {
        let theme = settings.theme.resolved(for: settings.appearance)
        switch self {
        case .halfModal: return theme.gray
        case .sheet: return theme.green
        case .alert, .loadingCover: return nil
        }
    }

    /// True for the surfaces followed by their top edge (in points); the others by brightness.
    public var tracksEdge: Bool { bodyColor(Settings()) != nil }

    /// The unit of the tracked values: points for an edge, brightness (red + green + blue) otherwise.
    public var unit: String { tracksEdge ? "pt" : "levels" }

    /// The settings a fitted curve writes: its duration's path and its curve's prefix.
    public var curvePaths: (duration: String, curve: String)? {
        switch self {
        case .halfModal: return (SettingPath.halfModalDuration, "halfModal.curve")
        case .sheet: return (SettingPath.sheetDuration, "sheet.curve")
        case .alert, .loadingCover: return nil
        }
    }

    /// The settings a fitted `spring` writes: a SwiftUI spring's `response` and
    /// `dampingFraction`; for the alert, whose appearance is a critically damped spring of a
    /// stiffness and a mass (`AlertSettings.appearProgress`), the stiffness (2π / response)² at
    /// mass 1 (its damping is critical by construction).
    public func springValues(_ spring: Spring) -> [(path: String, value: Double)] {
        switch self {
        case .halfModal, .sheet:
            let prefix = self == .halfModal ? "halfModal.spring" : "sheet.returnSpring"
            return [(prefix + ".response", spring.response), (prefix + ".dampingFraction", spring.dampingFraction)]
        case .alert:
            let omega = 2 * Double.pi / spring.response
            return [(SettingPath.alertAppearStiffness, omega * omega), (SettingPath.alertAppearMass, 1)]
        case .loadingCover: return []
        }
    }

    /// The surface's current curve and duration in `settings`.
    public func currentCurve(_ settings: Settings) -> (curve: TimingCurve, duration: Double)? {
        switch self {
        case .halfModal: return (settings.halfModal.curve, settings.halfModal.duration)
        case .sheet: return (settings.sheet.curve, settings.sheet.duration)
        case .alert, .loadingCover: return nil
        }
    }

    /// The surface's current spring in `settings` (the alert's as a SwiftUI spring: response
    /// 2π / √(stiffness / mass), critically damped).
    public func currentSpring(_ settings: Settings) -> Spring? {
        switch self {
        case .halfModal: return settings.halfModal.spring
        case .sheet: return settings.sheet.returnSpring
        case .alert:
            let a = settings.alert
            guard a.appearStiffness > 0, a.appearMass > 0 else { return nil }
            return Spring(response: 2 * Double.pi / (a.appearStiffness / a.appearMass).squareRoot(), dampingFraction: 1)
        case .loadingCover: return nil
        }
    }
}
