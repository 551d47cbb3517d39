/// A surface `measure --track` can follow, with the colour the scene fills it with and the
/// settings its motion is made of.
///
/// The ids, colours and setting paths are the scene's and the settings table's own: the half
/// modal is the card `SceneBuilder.addHalfModal` fills with `theme.gray`, the sheet the page
/// sheet it fills with `theme.green`.
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

    /// The settings a fitted curve writes: its duration's path and its curve's prefix.
    public var curvePaths: (duration: String, curve: String)? {
        switch self {
        case .halfModal: return ("halfModal.duration", "halfModal.curve")
        case .sheet: return ("sheet.duration", "sheet.curve")
        case .alert, .loadingCover: return nil
        }
    }

    /// The prefix of the spring a fitted spring writes (`.response`, `.dampingFraction`).
    public var springPath: String? {
        switch self {
        case .halfModal: return "halfModal.spring"
        case .sheet: return "sheet.returnSpring"
        case .alert, .loadingCover: return nil
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

    /// The surface's current spring in `settings`.
    public func currentSpring(_ settings: Settings) -> Spring? {
        switch self {
        case .halfModal: return settings.halfModal.spring
        case .sheet: return settings.sheet.returnSpring
        case .alert, .loadingCover: return nil
        }
    }
}
