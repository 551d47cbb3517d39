import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Translating SDL events into the session's inputs.
extension WindowApp {
    // MARK: Events

    /// Handles `first` and everything else already queued, merging runs of mouse motion.
    ///
    /// The queue is pumped once and drained in chunks (`SDL_PeepEvents`), not polled event by
    /// event: `SDL_PollEvent` pumps the X connection on every call, which a storm of tens of
    /// thousands of motions turns into most of the cost.
    func handleBatch(first: SDL_Event) throws {
        var pendingMotion: (Int32, Int32)?
        func handle(_ event: SDL_Event) throws {
            if event.type == SDL_MOUSEMOTION.rawValue {
                if !WindowApp.isTouchMouse(event) {
                    pendingMotion = (event.motion.x, event.motion.y)
                    handMoved(x: event.motion.x, y: event.motion.y)   // every sample, merged or not
                }
            } else {
                if let m = pendingMotion { pointerMoved(x: m.0, y: m.1); pendingMotion = nil }
                try translate(event)
            }
        }
        // Read the whole batch first: samples without a platform time are spread across it. A
        // raw event's data lasts only until the next read, so its time is taken at once.
        var batch = [first]
        var stamps = [HandInput.takeStamp(first)]
        SDL_PumpEvents()
        var chunk = [SDL_Event](repeating: SDL_Event(), count: 1024)
        // Bound one batch so a flood cannot starve drawing.
        while batch.count < 100_000 {
            let count = Int(SDL_PeepEvents(&chunk, Int32(chunk.count), SDL_GETEVENT,
                                           SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue))
            guard count > 0 else { break }
            batch += chunk[0..<count]
            stamps += chunk[0..<count].map(HandInput.takeStamp)
        }
        (batch, stamps) = WindowApp.mergingWheels(batch, stamps: stamps)
        hand.plan(batch, stamps: stamps, readAt: wallNow)
        for (i, event) in batch.enumerated() {
            hand.current = hand.times[i]
            try handle(event)
        }
        if let m = pendingMotion { pointerMoved(x: m.0, y: m.1) }
        for notice in controller.takeNotices() { say(notice) }   // "cut 14 inputs — Ctrl+Z brings them back"
        syncTextInput()
    }

    /// `batch` with each run of back-to-back wheel events from one device and direction merged
    /// into one: their notches summed, at the first one's position, with the last one's time and
    /// stamp. A wheel storm (20,000 notches in one read) is then one scroll input, not 20,000
    /// inputs stamped across the review clock, and the next key is answered at once.
    static func mergingWheels(_ batch: [SDL_Event], stamps: [UInt32?]) -> ([SDL_Event], [UInt32?]) {
        guard batch.count > 1 else { return (batch, stamps) }
        var events: [SDL_Event] = [], times: [UInt32?] = []
        events.reserveCapacity(batch.count)
        times.reserveCapacity(batch.count)
        for (e, stamp) in zip(batch, stamps) {
            if e.type == SDL_MOUSEWHEEL.rawValue, !isTouchMouse(e), let last = events.last, last.type == SDL_MOUSEWHEEL.rawValue,
               last.wheel.which == e.wheel.which, last.wheel.direction == e.wheel.direction, last.wheel.windowID == e.wheel.windowID {
                var merged = last
                merged.wheel.x = last.wheel.x &+ e.wheel.x
                merged.wheel.y = last.wheel.y &+ e.wheel.y
                merged.wheel.preciseX = last.wheel.preciseX + e.wheel.preciseX
                merged.wheel.preciseY = last.wheel.preciseY + e.wheel.preciseY
                merged.wheel.timestamp = e.wheel.timestamp
                events[events.count - 1] = merged
                times[times.count - 1] = stamp
                continue
            }
            events.append(e)
            times.append(stamp)
        }
        return (events, times)
    }

    func translate(_ e: SDL_Event) throws {
        if handleTimelineWheel(e) { return }
        if try handleInspectorWheel(e) { return }
        if handleDesktopEvent(e) { return }
        if entryEvent(e) { return }   // an inspector value being typed takes keys and text
        if formTextEvent(e) { return }   // so does the phone's text field being edited   // an inspector value being typed takes keys and text
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            controller.requestQuit(wall: wallNow)
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            view.shown = nil   // the back buffer's contents are gone: draw a whole frame
            if e.type == SDL_RENDER_DEVICE_RESET.rawValue { renderer.textCache?.removeAllTextures() }   // textures too
            dirty = true
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                syncCanvas()
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
                minimized = true
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_MAXIMIZED:
                minimized = false
                view.shown = nil   // the window's pixels may be gone: the next frame draws them all
                syncCanvas()
                dirty = true
            case SDL_WINDOWEVENT_FOCUS_LOST:
                hand.velocity.cancel()
                controller.pointerLost(wall: wallNow)
            default:
                break
            }
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            if studioPress(at: studioPoint(x: e.button.x, y: e.button.y)) { return }
            let p = stagePoint(x: e.button.x, y: e.button.y)
            guard let hit = view.stage.locate(p) else { return }
            handPressed(at: hit.local)
            controller.pointerDown(at: p, on: view.stage, wall: wallNow)
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            if studioRelease() { return }
            send(handReleased(at: view.stage.local(stagePoint(x: e.button.x, y: e.button.y), lane: controller.pressLane)))
        case SDL_MOUSEWHEEL where view.helpVisible:
            // Wheel up (positive y) scrolls towards the top; three rows a notch.
            let dy = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -e.wheel.y : e.wheel.y
            if dy != 0 { try perform(.scrollHelp(-3 * Int(dy))) }
        case SDL_KEYDOWN:
            if view.studio?.showsHint == true { view.studio?.showsHint = false; dirty = true }
            if studioKey(e.key.keysym) || timelineKey(e.key.keysym) {
                return
            } else if let command = ReviewCommand.from(e.key.keysym, helpOpen: view.helpVisible) {
                try perform(command)
            } else if let key = coreKey(for: e.key.keysym) {
                send(.key(key))
            }
        default:
            break
        }
    }

    func pointerMoved(x: Int32, y: Int32) {
        if studioMove(to: studioPoint(x: x, y: y)) { return }
        let p = stagePoint(x: x, y: y)
        controller.pointerMove(to: p, on: view.stage, wall: wallNow)
    }

    /// Feeds `event` to every lane at the current review time (`ReviewController.send`: a
    /// move, release or cancel without a live press on a phone is neither logged, so it never
    /// branches, nor redrawn; an input that quits ends the run after this turn).
    func send(_ event: Event) {
        controller.send(event, wall: wallNow)
    }

    /// A window position in screen units as a point of the studio (the panels' points).
    func studioPoint(x: Int32, y: Int32) -> Point {
        let (w, _) = window.size
        let k = view.studioSize.width / Double(max(w, 1))
        return Point(x: Double(x) * k, y: Double(y) * k)
    }

    /// A window position in screen units as a stage point (the phones' points, `phoneZoom` of the panels').
    func stagePoint(x: Int32, y: Int32) -> Point {
        let p = studioPoint(x: x, y: y)
        return Point(x: p.x / view.phoneZoom, y: p.y / view.phoneZoom)
    }
}
