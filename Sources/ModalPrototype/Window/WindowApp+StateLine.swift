import CSDL2
import FoundationEssentials
import ModalCore

/// Where the opt-in review-state lines go (`MODAL_STATE_LINES=1`: stderr), and the last one
/// printed, so a line is printed only when it is news (`ReviewStateLine.isNews`).
final class StateLineOutput {
    static let variable = "MODAL_STATE_LINES"
    private var last: ReviewStateLine?

    /// An output when the variable is `1`; nil otherwise (the window prints nothing).
    static func fromEnvironment() -> StateLineOutput? {
        ProcessInfo.processInfo.environment[variable] == "1" ? StateLineOutput() : nil
    }

    /// Prints `line` on stderr when it is news.
    func offer(_ line: ReviewStateLine) {
        guard line.isNews(after: last) else { return }
        last = line
        StandardStreams.error(line.text + "\n")
    }
}

extension WindowApp {
    /// Offers the review's state at review time `t` to the state-line output, if any (called
    /// once per turn of the loop, after the session reached `t`).
    func reportState(at t: Double) {
        guard let stateLines else { return }
        let review = ReviewStateLine.Review(paused: clock.isPaused, speed: clock.rate,
                                            recorded: recording == nil ? nil : controller.recording?.written,
                                            hud: view.hudVisible, help: view.helpVisible, helpRow: view.helpScroll,
                                            inspector: view.studio?.inspectorVisible ?? false,
                                            focused: SDL_GetWindowFlags(window.window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0,
                                            reference: controller.pacer.lastReferenceFrame,
                                            take: view.studio.map { model in
                                                ReviewStateLine.Take(inputs: view.session.log.count,
                                                                     pending: view.session.pendingInputs.count,
                                                                     undo: model.branches.undoable.count,
                                                                     redo: model.branches.redoable.count)
                                            })
        stateLines.offer(ReviewStateLine(lanes: view.session.lanes, review: review, now: t))
    }
}
