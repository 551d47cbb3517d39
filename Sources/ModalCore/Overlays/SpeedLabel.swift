/// How the review clock's speed is written wherever it is shown: HUD, title, toasts.
extension PlaybackClock {
    /// "×4", "×2", "×1", "×0.5", "×0.25", "×0.1": the speed for the HUD and the toasts.
    public static func speedLabel(_ rate: Double) -> String { "×" + HUD.trimmed(rate) }

    /// "x4", "x0.25": the same in ASCII, for window titles (window managers that read the
    /// legacy WM_NAME mangle anything else).
    public static func asciiSpeedLabel(_ rate: Double) -> String { "x" + HUD.trimmed(rate) }

    /// "ModalPrototype - seed | fluid x2 paused": the window title for the lanes' profiles
    /// and the clock (the speed only when it is not ×1).
    public static func windowTitle(profiles: [HalfModalProfile], rate: Double, paused: Bool) -> String {
        var title = "ModalPrototype - " + profiles.map(\.rawValue).joined(separator: " | ")
        if rate != 1 { title += " " + asciiSpeedLabel(rate) }
        if paused { title += " paused" }
        return title
    }

    /// "speed ×2": the toast after a speed change.
    public static func speedToast(_ rate: Double) -> String { "speed " + speedLabel(rate) }
}
