import CSDL2
import ModalCore

/// The window's side of "gestures mean what the hand meant": it finds each pointer event's
/// hand time and keeps the press's hand velocity, which the release carries
/// (`Event.pointerLift`). The rules are the core's (`HandClock`, `HandVelocity`); this only
/// reads the times the platform gives.
///
/// On X11, SDL 2 posts an `SDL_SYSWMEVENT` holding the raw `XEvent` just before the mouse
/// event it translates it into; the `XEvent`'s `time` (server milliseconds) is the hand
/// time. An event filter (`enablePlatformEvents`) takes that time as SDL queues the events and
/// drops the raw event, so the queue (at most 65,535 events in SDL 2) holds no more than
/// without it: an event storm of 50,000 motions still fits whole. Elsewhere (Wayland under SDL 2, which does not pass the compositor's event time on)
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

    /// The X time of the raw event just queued, waiting for the pointer sample it becomes.
    nonisolated(unsafe) private static var pendingStamp: UInt32?
    /// The X times of the pointer samples queued and not yet read, oldest first (nil: none).
    nonisolated(unsafe) private static var queuedStamps: [UInt32?] = []
    nonisolated(unsafe) private static var queuedHead = 0
    /// The filter runs on whichever thread queues an event (the test hook pushes from its own).
    private static let stampLock = PosixLock()
    /// More stamps than SDL's queue can hold means events were dropped: the channel restarts.
    private static let queuedLimit = 70_000

    /// Asks SDL for the platform's raw events (off by default), so X11 server times reach the
    /// window, and filters them out as they are queued, keeping each pointer sample's time.
    static func enablePlatformEvents() {
        SDL_SetEventFilter({ _, event in
            guard let e = event?.pointee else { return 1 }
            HandInput.stampLock.lock(); defer { HandInput.stampLock.unlock() }
            if e.type == SDL_SYSWMEVENT.rawValue {
                if let s = HandInput.x11Stamp(e) { HandInput.pendingStamp = s }
                return 0
            }
            if HandInput.isPointerSample(e) {
                if HandInput.queuedStamps.count - HandInput.queuedHead >= HandInput.queuedLimit {
                    HandInput.queuedStamps = []
                    HandInput.queuedHead = 0
                }
                HandInput.queuedStamps.append(HandInput.pendingStamp)
                HandInput.pendingStamp = nil
            }
            return 1
        }, nil)
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
    }

    /// The X time the filter kept for `e` when it is a pointer sample read now (in queue order), else nil.
    static func takeStamp(_ e: SDL_Event) -> UInt32? {
        guard isPointerSample(e) else { return nil }
        stampLock.lock(); defer { stampLock.unlock() }
        guard queuedHead < queuedStamps.count else { return nil }
        let s = queuedStamps[queuedHead]
        queuedHead += 1
        if queuedHead == queuedStamps.count { queuedStamps.removeAll(keepingCapacity: true); queuedHead = 0 }
        return s
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
    /// a sample takes its raw X event's stamp, if any (`sampleStamps[i]`: `takeStamp(batch[i])`).
    mutating func plan(_ batch: [SDL_Event], stamps sampleStamps: [UInt32?], readAt wall: Double) {
        var stamps: [UInt32?] = []
        var samples: [Int] = []
        for (i, e) in batch.enumerated() where HandInput.isPointerSample(e) {
            stamps.append(sampleStamps[i])
            samples.append(i)
        }
        let start = max(lastRead ?? wall, wall - HandInput.maxSpread)
        lastRead = wall
        times = Array(repeating: nil, count: batch.count)
        for (i, t) in zip(samples, clock.times(for: stamps, readFrom: start, at: wall)) { times[i] = t }
    }
}
