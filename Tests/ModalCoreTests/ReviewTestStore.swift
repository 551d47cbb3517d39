import Testing
@testable import ModalCore

/// Everything a reviewer can observe of a review at one wall time: the clock, the log, the
/// lanes' visible states, the state changes noted, the next request completion and the toast.
struct ReviewObserved: Equatable {
    var time: Double
    var rate: Double = 1
    var paused = false
    var logCount = 0
    var pendingReplay = false
    var lanes: [LaneSummary]
    var markers: [String] = []
    /// When the next simulated request completes (the real `RequestScheduler`'s deadline).
    var requestDue: Double?
    var toast: String?
    /// The recording's end while the studio is scrubbed into it, else nil.
    var scrubbedUntil: Double?
    /// The lane the last press went to (compare mode routes the gesture's moves to it).
    var pressLane = 0
    /// The last logged input as "time lane event" (lane "*" for every lane).
    var lastInput: String?
    /// The review time a quit ends the review at, once asked.
    var quitTime: Double?
}

/// An input a front end hands the controller, as the window maps SDL events to it: the
/// review's own keys go through its reducer (`ReviewController.reduce`), as the window's do.
enum StoreInput {
    /// A machine input (pointer, key, setting) at the review clock's time.
    case event(Event)
    /// A press and release at the centre of `id`, as a scenario's `tap` makes.
    case tap(ElementID)
    case togglePause, stepForward, stepBack, faster, slower, restart
    /// A press on the timeline at this review time (the studio's scrub).
    case scrub(Double)
    /// An inspector edit: settings changes applied to every lane.
    case set([Studio.Change])
    /// `A`: the last gesture again, with the current settings.
    case replayLastGesture
    /// Nothing but time passing: the loop wakes and the session plays up to the clock.
    case wait
    /// A button press, a pointer move and a release at a stage point (the window's mouse).
    case press(Point), move(Point), release(Point)
    /// The window's close button or a signal.
    case quit
    /// A reloaded config, one settings per lane.
    case reload([Settings], keepProfiles: Bool)
}

/// A TCA-`TestStore`-like driver of a `ReviewController`: each `send` feeds one input at a
/// wall time and asserts the whole observable state against the previous one as changed by
/// `update`, so a test states exactly what each input changes and nothing else may change.
final class ReviewTestStore {
    let controller: ReviewController
    private(set) var observed: ReviewObserved
    let frame = 1.0 / 60
    /// The stage the pointer's points are on: one phone, or one per lane side by side.
    let stage: Stage

    init(_ controller: ReviewController) {
        self.controller = controller
        let lanes = controller.session.lanes.count
        stage = Stage(phone: controller.session.primary.canvas, labels: Array(repeating: "", count: lanes))
        observed = ReviewObserved(time: 0, lanes: controller.session.lanes.map { LaneSummary($0, now: 0) })
    }

    /// Feeds `input` at `wall` seconds, then checks the observable state equals the last one
    /// with `update` applied (the toast is the input's own, nil when it says nothing).
    func send(_ input: StoreInput, wall: Double, _ update: (inout ReviewObserved) -> Void = { _ in },
              sourceLocation: SourceLocation = #_sourceLocation) {
        let c = controller
        var toast: String?
        switch input {
        case let .event(event):
            c.send(event, wall: wall)
        case let .tap(id):
            let t = c.clock.simulated(at: wall)
            c.session.advance(to: t)
            guard let p = c.session.primary.frame(now: t).reachablePoint(of: id) else {
                Issue.record("\(id) is not hit-testable at \(t)", sourceLocation: sourceLocation)
                return
            }
            c.session.apply(.pointerDown(p), at: t)
            c.session.apply(.pointerUp(p), at: t)
        case .togglePause: toast = reduce(.command(.togglePause), wall: wall)
        case .stepForward: toast = reduce(.command(.stepForward), wall: wall)
        case .stepBack: toast = reduce(.command(.stepBack), wall: wall)
        case .faster: toast = reduce(.command(.faster), wall: wall)
        case .slower: toast = reduce(.command(.slower), wall: wall)
        case .restart: toast = reduce(.command(.restart), wall: wall)
        case let .scrub(time): toast = reduce(.studioEffects([.seek(time)], fromMarker: false), wall: wall)
        case let .set(changes): toast = c.applySettings(changes, at: c.clock.simulated(at: wall))
        case .replayLastGesture: toast = reduce(.studio(.replayLastGesture), wall: wall)
        case .wait:
            let t = c.clock.simulated(at: wall)
            c.playOnFromScrub(upTo: t)
            c.session.advance(to: t)
        case let .press(p):
            c.takePointer(wall: wall)
            c.pointerDown(at: p, on: stage, wall: wall)
        case let .move(p): c.pointerMove(to: p, on: stage, wall: wall)
        case let .release(p): c.pointerUp(at: p, on: stage, wall: wall)
        case .quit: c.requestQuit(wall: wall)
        case let .reload(settings, keep): c.reloadSettings(settings, keepProfiles: keep, wall: wall)
        }
        var expected = observed
        expected.toast = nil
        update(&expected)
        let actual = observe(wall: wall, toast: toast)
        #expect(actual == expected, sourceLocation: sourceLocation)
        observed = actual
    }

    /// Feeds `input` to the controller's reducer and runs the effects a front end runs for the
    /// session (a step's play); returns the toast it said, if any.
    private func reduce(_ input: ReviewInput, wall: Double) -> String? {
        controller.overlays.toast = nil
        for effect in controller.reduce(input, wall: wall, frame: frame) {
            if case let .playTo(target) = effect {
                controller.playOnFromScrub(upTo: target)
                controller.session.advance(to: target)
            }
        }
        return controller.overlays.toast?.text
    }

    /// The observable state now.
    func observe(wall: Double, toast: String?) -> ReviewObserved {
        let c = controller
        let t = c.clock.simulated(at: wall)
        return ReviewObserved(time: t, rate: c.clock.rate, paused: c.clock.isPaused, logCount: c.session.log.count,
                              pendingReplay: c.session.hasPendingReplay,
                              lanes: c.session.lanes.map { LaneSummary($0, now: t) },
                              markers: c.session.markers.map { "\(Scenario.format($0.time)) \($0.label)" },
                              requestDue: c.session.state.nextDeadline, toast: toast, scrubbedUntil: c.studio?.recordedEnd,
                              pressLane: c.pressLane, lastInput: c.session.log.last.map(Self.describe), quitTime: c.quitTime)
    }

    /// "0.5 1 pointerDown(x 195, y 700)": an input's time, lane ("*" for every lane) and event.
    static func describe(_ e: Session.Entry) -> String {
        let event: String
        switch e.event {
        case let .pointerDown(p): event = "pointerDown(\(p.x), \(p.y))"
        case let .pointerMove(p): event = "pointerMove(\(p.x), \(p.y))"
        case let .pointerUp(p): event = "pointerUp(\(p.x), \(p.y))"
        case let .key(k): event = "key(\(k))"
        case .updateSettings: event = "updateSettings"
        default: event = "\(e.event)"
        }
        return "\(Scenario.format(e.time)) \(e.lane.map(String.init) ?? "*") \(event)"
    }
}
