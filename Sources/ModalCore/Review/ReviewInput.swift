/// A reviewer's input to the review itself (not to the phones), as a front end maps it: a
/// review key, a studio key, what a studio control asked for, a typed value's Return.
///
/// Every one goes through `ReviewController.reduce`, the one place the review's rules live;
/// phone inputs go through `send` and its pointer, scroll and finger routing.
public enum ReviewInput: Equatable, Sendable {
    /// A review key (`KeyTable`): time, speed, HUD, help, reference, hand-off.
    case command(ReviewCommand)
    /// A studio key (`KeyTable`): I, N, A, Ctrl+Z, Ctrl+Shift+Z.
    case studio(StudioCommand)
    /// What a press or drag on a studio control asked for (a marker's seek keeps the clock
    /// playing or paused: `fromMarker`).
    case studioEffects([Studio.Effect], fromMarker: Bool)
    /// Return in the inspector's value field: the typed value, applied as a slider's is.
    case commitEntry(SettingEntry)
    /// Escape in the inspector's value field, or a press elsewhere: the entry is dropped.
    case cancelEntry
}

/// What the front end must do after `reduce`: the review's state already changed; these are
/// the parts only the front end can carry out (files, clipboard, window size, pixels).
public enum ReviewEffect: Equatable, Sendable {
    /// Something changed that only a new frame shows.
    case redraw
    /// A frame step forward: play the scenario up to `t` and advance the session there.
    case playTo(Double)
    /// The review went back to 0: traces restart and the canvas is synced.
    case restarted
    /// The HUD's column opened or closed: the window widens or narrows by it.
    case hudColumnToggled
    /// The inspector was shown or hidden: the window widens or narrows by it.
    case inspectorToggled
    /// C: a screenshot of the frame at `t`.
    case screenshot(at: Double)
    /// E: the SwiftUI source, printed and copied.
    case exportSwiftUI
    /// W: the settings as a `--config` file.
    case writeSettings(at: Double)
    /// L: what was done, as a scenario file.
    case saveScenario(at: Double)
    /// G: a review page of the review up to `t`.
    case writeReport(at: Double)
    /// `<` `>`: the reference moved; align it and say where it is at `t`.
    case referenceNudged(at: Double)
    /// M: fit the reference's motion at `t` and apply it.
    case fitReference(at: Double)
    /// Text input on (an inspector field opened) or off.
    case textInput(Bool)
}
