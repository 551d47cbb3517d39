/// A press on the studio (timeline, inspector, bare panel), as the controller decides it: what
/// the pointer holds until its release, and what the press asks for.
public struct StudioPress: Equatable, Sendable {
    /// What the control asked for (a seek, settings, a section, a field to type into).
    public var effects: [Studio.Effect]
    /// The press hit a timeline marker: its seek moves the playhead only, the clock keeps
    /// playing or stays paused as it was (a scrub of the ruler pauses, as it holds the playhead).
    public var fromMarker: Bool
}

extension ReviewController {
    /// A left press at studio point `p` on `studio` (as drawn now). Nil when the studio does
    /// not take it: no studio, or the press is on the phones' stage (`stage`). Otherwise the
    /// studio holds the press (`StudioModel.holdsPress`): its motion and release stay in the
    /// studio, whatever it hit, and never reach a phone; a control it grabbed follows the motion.
    public func pressStudio(_ studio: Studio, at p: Point, stage: Rect) -> StudioPress? {
        guard let model = self.studio, !stage.contains(p) else { return nil }
        let (grab, effects) = studio.press(at: p, outcome: session.primary.settings.request.outcome)
        model.grab = grab
        model.holdsPress = true
        let marker = studio.hitTest(p)?.id.rawValue.hasPrefix("timeline-marker-") == true
        return StudioPress(effects: effects, fromMarker: marker)
    }

    /// The pointer moved to `p`. Nil when no studio press holds it (the motion is the phones');
    /// else what the grabbed control asks for (none for a tab, a marker or bare panel).
    public func moveStudioPress(_ studio: Studio?, to p: Point) -> [Studio.Effect]? {
        guard let model = self.studio, model.holdsPress else { return nil }
        guard model.grab != .none, let studio else { return [] }
        return studio.drag(model.grab, to: p)
    }

    /// The button went up: true when the press began on the studio (the release is the
    /// studio's, and it lets go of what it held).
    public func releaseStudioPress() -> Bool {
        guard let model = studio, model.holdsPress else { return false }
        model.grab = .none
        model.holdsPress = false
        return true
    }
}
