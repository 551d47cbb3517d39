import CSDL2
import ModalCore

/// Desktop input beyond the mouse button: wheel and touchpad scrolling as a drag
/// (`ModalCore.ScrollGesture`), touchscreen fingers as the pointer (`ModalCore.FingerPointer`),
/// the zoom keys and the first fit to the window manager's decorations.
extension WindowApp {
    /// The mouse id SDL gives the mouse events it synthesises from touch (`SDL_TOUCH_MOUSEID`).
    static let touchMouseID = UInt32.max

    /// Whether `e` is a mouse event SDL made up from a touch (the finger events carry it).
    static func isTouchMouse(_ e: SDL_Event) -> Bool {
        switch SDL_EventType(e.type) {
        case SDL_MOUSEMOTION: return e.motion.which == touchMouseID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: return e.button.which == touchMouseID
        case SDL_MOUSEWHEEL: return e.wheel.which == touchMouseID
        default: return false
        }
    }

    /// Handles `e` when it is desktop input of this kind; true when nothing else should see it.
    func handleDesktopEvent(_ e: SDL_Event) -> Bool {
        if WindowApp.isTouchMouse(e) { return true }
        if handleZoomKey(e) { return true }
        switch SDL_EventType(e.type) {
        case SDL_MOUSEWHEEL:
            // With the help open, the wheel over it (it lies on the stage) scrolls the help (`translate`).
            if view.helpVisible, Rect(origin: .zero, size: view.stage.size)
                .contains(stagePoint(x: e.wheel.mouseX, y: e.wheel.mouseY)) { return false }
            let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            scrolled(notches: Double(e.wheel.preciseY * flip), x: Double(e.wheel.mouseX), y: Double(e.wheel.mouseY))
            return true
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            fingerEvent(e.tfinger, type: SDL_EventType(e.type))
            return true
        case SDL_MOUSEBUTTONDOWN:
            // A real press takes the pointer from a scroll gesture or a finger.
            controller.takePointer(wall: wallNow)
            return false
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED:
                if !fit.decorationsFitted {
                    fit.decorationsFitted = true
                    fitDecorations()
                    if options.logStartup { logWindowSize() }
                }
            default:
                break
            }
            return false
        default:
            return false
        }
    }

    /// A scroll of `notches` (positive up) with the pointer at window point (x, y).
    func scrolled(notches: Double, x: Double, y: Double) {
        controller.scroll(notches: notches, at: stagePoint(windowX: x, windowY: y), on: view.stage, wall: wallNow)
    }

    /// A touchscreen finger: the first one down drives the pointer.
    func fingerEvent(_ f: SDL_TouchFingerEvent, type: SDL_EventType) {
        let (w, h) = window.size
        let p = stagePoint(windowX: Double(f.x) * Double(w), windowY: Double(f.y) * Double(h))
        let phase: ReviewController.FingerPhase = type == SDL_FINGERDOWN ? .down : type == SDL_FINGERMOTION ? .move : .up
        controller.finger(phase, FingerPointer.Finger(device: f.touchId, id: f.fingerId), at: p, on: view.stage, wall: wallNow)
    }

    /// A window position in (fractional) screen units as a stage point.
    func stagePoint(windowX x: Double, windowY y: Double) -> Point {
        let (w, _) = window.size
        // The studio fills the window, zoom included; the phones are `phoneZoom` of the panels.
        let k = view.studioSize.width / Double(max(w, 1)) / view.phoneZoom
        return Point(x: x * k, y: y * k)
    }
}
