import CSDL2
import ModalCore

/// Feeding pointer samples to the hand-velocity tracker (`HandInput`), beside the session.
extension WindowApp {
    /// The hand time of the event being handled (the wall clock when it has none).
    var handNow: Double { hand.current ?? wallNow }

    /// A press on a phone at canvas point `p`: a new gesture in hand time.
    func handPressed(at p: Point) {
        hand.velocity.press(at: p, hand: handNow)
    }

    /// A motion sample at window position (x, y), fed while a phone press is held.
    func handMoved(x: Int32, y: Int32) {
        guard hand.velocity.isPressed else { return }
        hand.velocity.move(to: view.stage.local(stagePoint(x: x, y: y), lane: controller.pressLane), hand: handNow)
    }

    /// The release at canvas point `p`: it carries the hand velocity when a phone press was
    /// held (`Event.pointerLift`), else it is a plain `pointerUp`.
    func handReleased(at p: Point) -> Event {
        guard hand.velocity.isPressed else { return .pointerUp(p) }
        return .pointerLift(p, velocity: hand.velocity.release(at: p, hand: handNow))
    }
}
