import ModalCore

/// `M` with `--reference`: the reference's motion at the playhead fitted and applied.
extension WindowApp {
    /// Tracks the reference's card (once), fits its motion at `t` for the first phone's profile
    /// (`ReferenceFit`) and applies the values as a studio setting change: on a scrubbed frame
    /// the take is kept, and Ctrl+Z takes the change back. Says what was fitted, or why nothing was.
    func fitReference(at t: Double) {
        do {
            guard let samples = try view.referenceCardSamples(computing: true) else {
                say("the reference has not started yet (--reference-start first-input)")
                return
            }
            switch ReferenceFit.fit(samples, settings: controller.session.primary.settings, now: t) {
            case .failure(let reason):
                say(reason.message)
            case .success(let outcome):
                // On a scrubbed frame the change is a branch of the take: Ctrl+Z takes it back.
                let undoable = controller.session.hasPendingReplay
                if let refused = controller.applySettings(outcome.changes, at: t, keepingTake: true, undoable: true) {
                    say(refused)
                } else {
                    say(outcome.message + (undoable ? " — Ctrl+Z undoes it" : ""))
                    print(outcome.message)
                }
            }
        } catch {
            say(Failure.from(error)?.message ?? "\(error)")
        }
    }
}
