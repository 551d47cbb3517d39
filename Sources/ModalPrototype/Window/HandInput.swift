import CSDL2
import ModalCore

/// The window's side of "gestures mean what the hand meant": it finds each pointer event's
/// hand time and keeps the press's hand velocity, which the release carries
/// (`Event.pointerLift`). The rules are the core's (`HandClock`, `HandVelocity`); this only
/// reads the times the platform gives.
///
/// On X11, SDL 2 posts an `SDL_SYSWMEVENT` holding the raw `XEvent` just before the mouse
/// event it translates it into; the `XEvent`'s `time` (server milliseconds) is the hand
/// time. Elsewhere (Wayland under SDL 2, which does not pass the compositor's event time on)
/// the samples of one read are spread across the read interval, at most `maxSpread` long (a
/// longer one was an idle wait, not a slow frame).
struct HandInput {
    var clock = HandClock()
    var velocity = HandVelocity()
    /// Hand times of the current batch's events, by index in the batch (nil: not a pointer sample).
    private(set) var times: [Double?] = []
    /// The hand time of the event being handled now.
    var current: Double?
    /// The wall time the previous batch was read.
    private var lastRead: Double?

    /// The longest read interval samples are spread across, in seconds.
    static let maxSpread = 0.25
    /// `SDL_SYSWM_X11`, and the X event types that carry a pointer sample's time.
    private static let x11Subsystem: UInt32 = 2
    private static let pointerTypes: Set<Int32> = [4, 5, 6]   // ButtonPress, ButtonRelease, MotionNotify

    /// Asks SDL for the platform's raw events (off by default), so X11 server times reach the window.
    static func enablePlatformEvents() {
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
    }

    /// True for the events that are pointer samples: left-button presses and releases and
    /// mouse motion that SDL did not make up from touch.
    static func isPointerSample(_ e: SDL_Event) -> Bool {
        switch SDL_EventType(e.type) {
        case SDL_MOUSEMOTION: return !WindowApp.isTouchMouse(e)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            return e.button.button == UInt8(SDL_BUTTON_LEFT) && !WindowApp.isTouchMouse(e)
        default: return false
        }
    }

    /// The X server time (ms) of a raw X11 button or motion event, else nil.
    ///
    /// Read by offset, without Xlib's headers: `SDL_SysWMmsg` is { SDL_version (3 bytes),
    /// subsystem (int at 4), union at 8 }, and in `XButtonEvent`/`XMotionEvent` on LP64 `type`
    /// is at 0 and `time` (unsigned long) at 56.
    static func x11Stamp(_ e: SDL_Event) -> UInt32? {
        guard e.type == SDL_SYSWMEVENT.rawValue, let msg = e.syswm.msg else { return nil }
        let raw = UnsafeRawPointer(msg)
        guard raw.load(fromByteOffset: 4, as: UInt32.self) == x11Subsystem,
              pointerTypes.contains(raw.load(fromByteOffset: 8, as: Int32.self)) else { return nil }
        return UInt32(truncatingIfNeeded: raw.load(fromByteOffset: 8 + 56, as: UInt.self))
    }

    /// Works out the hand time of every pointer sample in `batch`, read at wall time `wall`:
    /// a sample takes the stamp of the raw X event posted since the previous sample, if any
    /// (`rawStamps[i]`: `x11Stamp(batch[i])`, read as the event was, while its data lasted).
    mutating func plan(_ batch: [SDL_Event], stamps rawStamps: [UInt32?], readAt wall: Double) {
        var stamps: [UInt32?] = []
        var samples: [Int] = []
        var stamp: UInt32?
        for (i, e) in batch.enumerated() {
            if let s = rawStamps[i] {
                stamp = s
            } else if HandInput.isPointerSample(e) {
                stamps.append(stamp)
                samples.append(i)
                stamp = nil
            }
        }
        let start = max(lastRead ?? wall, wall - HandInput.maxSpread)
        lastRead = wall
        times = Array(repeating: nil, count: batch.count)
        for (i, t) in zip(samples, clock.times(for: stamps, readFrom: start, at: wall)) { times[i] = t }
    }
}
