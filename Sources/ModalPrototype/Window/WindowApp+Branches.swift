import ModalCore

/// Undo and redo of the review's branches in the window (Ctrl+Z, Ctrl+Shift+Z); which pointer
/// events are no input at all (so they can never branch) is `ReviewController.isPhoneInput`.
extension WindowApp {
    // MARK: Branches

    /// Ctrl+Z / Ctrl+Shift+Z: the take with the latest branch taken back (or made again), shown
    /// paused at the time the branch was made at, with the whole take on the timeline.
    func restoreBranch(redo: Bool) {
        guard let model = view.studio else { return }
        let wall = wallNow
        let now = clock.simulated(at: wall)
        guard let s = model.restoreBranch(view.session, now: now, redo: redo) else {
            say(redo ? "nothing to redo" : "nothing to undo")
            return
        }
        view.session = s
        clock.setPaused(true, wall: wall)
        clock.reset(to: model.scrubTime, wall: wall)
        if let end = model.recordedEnd { player?.seek(after: end) }
        say(redo ? "redo: the branch again" : "undo: the cut-off inputs are back")
        dirty = true
    }
}
