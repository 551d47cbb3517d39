/// Side effects the core asks the app to carry out; the core never performs them itself.
public enum Action: Equatable, Sendable {
    /// Start the simulated request `id`; deliver `.requestCompleted(id:outcome:)` at `deadline`.
    case startRequest(id: Int, deadline: Double, outcome: RequestOutcome)
    /// The request `id` no longer matters (its sheet went away); its completion will be ignored.
    case cancelRequest(id: Int)
    /// A control was activated (for logs and tests).
    case activated(ElementID)
    /// Quit the app.
    case quit
}

/// When the app should next call the core.
public enum Wake: Equatable, Sendable {
    /// Something moves continuously: draw the next frame at the display's pace.
    case continuous
    /// Nothing changes until this time (seconds on the core's clock).
    case at(Double)
    /// Nothing will change until the next input.
    case idle
}
