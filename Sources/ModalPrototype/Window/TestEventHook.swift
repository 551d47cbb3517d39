import CSDL2
import FoundationEssentials
import Glibc

/// A test hook: pushes scripted SDL events into the window's real event queue.
///
/// When `MODAL_PROTOTYPE_TEST_EVENTS` names a file, a background thread reads it and, at each
/// line's time (wall seconds after the window opened), pushes the event with `SDL_PushEvent`,
/// which wakes the loop's `SDL_WaitEventTimeout` like real input. It is how the tests reach
/// input that Xvfb and xdotool cannot make: touchscreen fingers, the mouse events SDL
/// synthesises from touch, and precise touchpad scrolling. Lines (`#` comments allowed):
///
///     T finger-down ID X Y      finger ID touches window point (X, Y) in screen units
///     T finger-move ID X Y
///     T finger-up ID X Y
///     T touch-mouse-down X Y    a left-button press SDL made up from a touch (which = SDL_TOUCH_MOUSEID)
///     T touch-mouse-up X Y
///     T wheel NOTCHES X Y       a scroll of NOTCHES (fractions allowed) with the pointer at (X, Y)
///
/// A line that does not parse stops the app with `FILE:LINE: …` on stderr and exit 2.
enum TestEventHook {
    static let variable = "MODAL_PROTOTYPE_TEST_EVENTS"

    /// One scripted event.
    struct Line {
        var time: Double
        var kind: String
        var numbers: [Double]
    }

    /// Starts the thread when the variable is set; `window` receives the events.
    static func start(window: OpaquePointer) throws {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return }
        let lines = try parse(try readText(path, what: "test events"), path: path)
        let windowID = SDL_GetWindowID(window)
        let started = Date()
        PosixThread.detachNewThread {
            for line in lines {
                let wait = line.time - Date().timeIntervalSince(started)
                if wait > 0 { PosixThread.sleep(forTimeInterval: wait) }
                var w: Int32 = 1, h: Int32 = 1
                if let window = SDL_GetWindowFromID(windowID) { SDL_GetWindowSize(window, &w, &h) }
                var e = event(for: line, windowID: windowID, size: (max(w, 1), max(h, 1)))
                SDL_PushEvent(&e)
            }
        }
    }

    /// The lines of `text`; a usage error naming `path:line` for a bad one.
    static func parse(_ text: String, path: String) throws -> [Line] {
        let arity = ["finger-down": 3, "finger-move": 3, "finger-up": 3, "touch-mouse-down": 2,
                     "touch-mouse-up": 2, "wheel": 3]
        var out: [Line] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            guard words.count >= 2, let t = Double(words[0]), t.isFinite, t >= 0, let n = arity[words[1]],
                  words.count == n + 2 else {
                throw Failure.usage("\(path):\(i + 1): expected 'T finger-down|finger-move|finger-up ID X Y', 'T touch-mouse-down|touch-mouse-up X Y' or 'T wheel NOTCHES X Y'")
            }
            let numbers = words.dropFirst(2).compactMap { Double($0) }.filter(\.isFinite)
            guard numbers.count == n else { throw Failure.usage("\(path):\(i + 1): not a number in '\(raw)'") }
            out.append(Line(time: t, kind: words[1], numbers: numbers))
        }
        return out
    }

    /// The SDL event for `line` in a window of `size` screen units.
    static func event(for line: Line, windowID: UInt32, size: (Int32, Int32)) -> SDL_Event {
        var e = SDL_Event()
        let ms = SDL_GetTicks()
        let n = line.numbers
        switch line.kind {
        case "finger-down", "finger-move", "finger-up":
            let type = line.kind == "finger-down" ? SDL_FINGERDOWN : line.kind == "finger-up" ? SDL_FINGERUP : SDL_FINGERMOTION
            e.tfinger = SDL_TouchFingerEvent(type: type.rawValue, timestamp: ms, touchId: 7, fingerId: Int64(n[0]),
                                             x: Float(n[1] / Double(size.0)), y: Float(n[2] / Double(size.1)),
                                             dx: 0, dy: 0, pressure: 1, windowID: windowID)
        case "touch-mouse-down", "touch-mouse-up":
            let down = line.kind == "touch-mouse-down"
            e.button = SDL_MouseButtonEvent(type: (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue, timestamp: ms,
                                            windowID: windowID, which: WindowApp.touchMouseID, button: UInt8(SDL_BUTTON_LEFT),
                                            state: UInt8(down ? SDL_PRESSED : SDL_RELEASED), clicks: 1, padding1: 0,
                                            x: Int32(n[0].rounded()), y: Int32(n[1].rounded()))
        default:
            e.wheel = SDL_MouseWheelEvent(type: SDL_MOUSEWHEEL.rawValue, timestamp: ms, windowID: windowID, which: 0,
                                          x: 0, y: Int32(n[0].rounded(.towardZero)), direction: SDL_MOUSEWHEEL_NORMAL.rawValue,
                                          preciseX: 0, preciseY: Float(n[0]),
                                          mouseX: Int32(n[1].rounded()), mouseY: Int32(n[2].rounded()))
        }
        return e
    }
}
