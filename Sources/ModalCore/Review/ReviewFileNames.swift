/// The names of the files a reviewer writes from the window (C, W, L), numbered in order so
/// two taken at the same review time never replace each other.
public struct ReviewFileNames: Equatable, Sendable {
    /// Screenshots (C) named so far.
    public private(set) var screenshots = 0
    /// Settings files (W) named so far.
    public private(set) var settingsFiles = 0

    public init() {}

    /// `modal-prototype-1250ms-3.png`: the next screenshot at review time `t`.
    public mutating func screenshot(at t: Double) -> String {
        screenshots += 1
        return "modal-prototype-\(ReviewFileNames.milliseconds(t))ms-\(screenshots).png"
    }

    /// `modal-prototype-settings-1250ms-1.json`: the next settings file at review time `t`.
    public mutating func settings(at t: Double) -> String {
        settingsFiles += 1
        return "modal-prototype-settings-\(ReviewFileNames.milliseconds(t))ms-\(settingsFiles).json"
    }

    /// `modal-prototype-scenario-1250ms.txt`: the scenario saved at review time `t` (L, without `--save-scenario`).
    public static func scenario(at t: Double) -> String {
        "modal-prototype-scenario-\(milliseconds(t))ms.txt"
    }

    /// `t` in whole milliseconds.
    static func milliseconds(_ t: Double) -> Int { Int((t * 1000).rounded()) }
}
