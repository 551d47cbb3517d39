/// The opt-in review-state line (`MODAL_STATE_LINES=1`): one stderr line each time what a
/// reviewer can observe changes, so a window test waits on the review's state instead of on
/// wall-clock sleeps.
///
/// A line is `state` and space-separated `key=value` fields, values without spaces:
///
///     state t=0.683 paused=0 speed=1 recorded=-1 hud=0 help=0 helpRow=0 inspector=1 focus=1 reference=-1 lanes=1 lane0.half=curve-to-half lane0.sheet=dismissed lane0.request=idle
///
/// `t` is the review time (3 decimals); `recorded` the frames `--record` has written (-1 when
/// not recording); `reference` the reference frame on screen (-1 without one); per lane: the half modal (`HUD.motionName`), the sheet's phase and the
/// request's phase (`idle`, `loading`: the cover is up, `alert`), and with the form content the
/// keyboard (`hidden`, `rising`, `up`, `lowering`) and the field's text; with a studio, the take last
/// (`inputs`, `pending`, `undo`, `redo`: see `Take`).
public struct ReviewStateLine: Equatable, Sendable {
    /// What the line reports besides the lanes.
    public struct Review: Equatable, Sendable {
        public var paused: Bool
        public var speed: Double
        /// Frames written by the recording, or nil when not recording.
        public var recorded: Int?
        public var hud: Bool
        public var help: Bool
        /// The help's first visible row (it scrolls when it does not fit).
        public var helpRow: Int
        public var inspector: Bool
        /// Whether the window has the keyboard focus (keys sent before it has can be lost).
        public var focused: Bool
        /// The reference frame on screen, or nil without `--reference`.
        public var reference: Int?
        /// The studio's take (nil without a studio): printed last, as `inputs=` `pending=` `undo=` `redo=`.
        public var take: Take?
        public init(paused: Bool, speed: Double, recorded: Int?, hud: Bool, help: Bool, helpRow: Int = 0,
                    inspector: Bool, focused: Bool = true, reference: Int? = nil, take: Take? = nil) {
            self.paused = paused; self.speed = speed; self.recorded = recorded
            self.hud = hud; self.help = help; self.helpRow = helpRow; self.inspector = inspector
            self.focused = focused; self.reference = reference; self.take = take
        }
    }

    /// The take a studio shows: the inputs logged, those waiting to replay (after a scrub),
    /// and the branches undo and redo hold.
    public struct Take: Equatable, Sendable {
        public var inputs: Int
        public var pending: Int
        public var undo: Int
        public var redo: Int
        public init(inputs: Int, pending: Int, undo: Int, redo: Int) {
            self.inputs = inputs; self.pending = pending; self.undo = undo; self.redo = redo
        }
    }

    /// Every field but the time, as printed: a change here is a new line.
    public private(set) var state: String
    public private(set) var time: Double

    /// The line for `lanes` and `review` at review time `now`.
    public init(lanes: [PrototypeMachine], review: Review, now: Double) {
        func flag(_ b: Bool) -> String { b ? "1" : "0" }
        func word(_ s: String) -> String { s.split(separator: " ").joined(separator: "-") }
        var fields = ["paused=" + flag(review.paused), "speed=" + Self.number(review.speed),
                      "recorded=" + String(review.recorded ?? -1), "hud=" + flag(review.hud),
                      "help=" + flag(review.help), "helpRow=" + String(review.helpRow),
                      "inspector=" + flag(review.inspector), "focus=" + flag(review.focused),
                      "reference=" + String(review.reference ?? -1), "lanes=" + String(lanes.count)]
        for (i, m) in lanes.enumerated() {
            fields.append("lane\(i).half=" + word(HUD.motionName(m.halfModal, now: now)))
            fields.append("lane\(i).sheet=" + m.sheet.phase(at: now).rawValue)
            fields.append("lane\(i).request=" + m.request.phase.rawValue)
            if m.halfModal.settings.content == .form {
                // The form's keyboard and field (spaces as `_`, `-` when empty, at most 40 characters).
                fields.append("lane\(i).keyboard=" + m.halfModal.keyboardState(at: now))
                let text = String(m.halfModal.form.text.prefix(40).map { $0 == " " ? "_" : $0 })
                fields.append("lane\(i).field=" + (text.isEmpty ? "-" : text) + (m.halfModal.form.focused ? "" : "(done)"))
            }
        }
        if let take = review.take {
            fields += ["inputs=\(take.inputs)", "pending=\(take.pending)", "undo=\(take.undo)", "redo=\(take.redo)"]
        }
        state = fields.joined(separator: " ")
        time = now
    }

    /// The text printed: `state t=T ` and the fields.
    public var text: String { "state t=" + HUD.fixed(time, 3) + " " + state }

    /// Whether this line is worth printing after `previous`: the first line, any field changed,
    /// or the review time moved by `heartbeat` seconds or more (a running clock shows).
    public func isNews(after previous: ReviewStateLine?, heartbeat: Double = 0.25) -> Bool {
        guard let previous else { return true }
        return state != previous.state || abs(time - previous.time) >= heartbeat
    }

    private static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
