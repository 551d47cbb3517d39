/// The review's own commands (time, HUD, help, reference, hand-off), on keys the core does not use.
public enum ReviewCommand: Equatable, Sendable {
    case togglePause
    case stepForward
    case stepBack
    case rate(Double)
    case slower
    case faster
    case restart
    case toggleHUD
    case toggleHelp
    case screenshot
    case cycleReferenceOpacity
    case toggleDifference
    /// `<` / `>`: the reference one of its frames earlier (−1) or later (+1).
    case nudgeReference(Int)
    /// `M`: fit the reference's motion at the playhead and apply it as a setting change (`ReferenceFit`).
    case fitReference
    /// `E`: print the SwiftUI source and copy it to the clipboard.
    case exportSwiftUI
    /// `W`: write the settings as a `--config` JSON file.
    case writeSettings
    /// `L`: write what was done as a scenario file.
    case saveScenario
    /// ↑ ↓ with the help closed (and the wheel over the inspector): scroll the inspector's
    /// number rows by this many when they do not fit.
    case scrollInspector(Int)
    /// `G`: write a review page (`--report`) for the review so far.
    case writeReport
    /// ↑ ↓ PageUp PageDown Home End (and the wheel) while the help is open: scroll it by rows.
    case scrollHelp(Int)
}
