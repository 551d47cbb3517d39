/// The marks on the timeline: every input (tap, drag, key, setting, scenario line) and every
/// state change, each at its simulated time.
public struct Marker: Equatable, Sendable {
    /// What a marker stands for; its colour on the strip.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        case tap, drag, key, setting, scenarioLine = "line"
        case sheet, cover, alert, halfModal = "half-modal"

        /// True for the state-change kinds (drawn on the lower row).
        public var isStateChange: Bool { [.sheet, .cover, .alert, .halfModal].contains(self) }

        /// The marker's colour.
        public var color: Color {
            switch self {
            case .tap: return ReviewPalette.markerTap
            case .drag: return ReviewPalette.markerDrag
            case .key: return ReviewPalette.markerKey
            case .setting: return ReviewPalette.markerSetting
            case .scenarioLine: return ReviewPalette.markerScenarioLine
            case .sheet: return ReviewPalette.markerSheet
            case .cover: return ReviewPalette.markerCover
            case .alert: return ReviewPalette.markerAlert
            case .halfModal: return ReviewPalette.halfModalTrace
            }
        }
    }

    public var time: Double
    public var kind: Kind
    /// A short label: "tap", "drag", "key h", "line 12", "sheet presented", "half modal full".
    public var label: String

    public init(time: Double, kind: Kind, label: String) {
        self.time = time; self.kind = kind; self.label = label
    }

    /// One marker per input of `log`: a press and release at one point is a tap, a press that
    /// moves is a drag (marked at its press); keys and settings changes as they come. Moves,
    /// releases, resizes and ticks are not marked (a release belongs to its press).
    public static func inputs<Log: Sequence>(_ log: Log) -> [Marker] where Log.Element == Session.Entry {
        var out: [Marker] = []
        var pressAt: (index: Int, point: Point)?
        for entry in log {
            switch entry.event {
            case let .pointerDown(p):
                out.append(Marker(time: entry.time, kind: .tap, label: "tap"))
                pressAt = (out.count - 1, p)
            case let .pointerMove(p):
                if let press = pressAt, p != press.point {
                    out[press.index].kind = .drag
                    out[press.index].label = "drag"
                }
            case .pointerUp, .pointerLift, .pointerCancel, .pointerRelease:
                pressAt = nil
            case let .key(k):
                out.append(Marker(time: entry.time, kind: .key, label: "key " + k.rawValue))
            case let .text(text):
                out.append(Marker(time: entry.time, kind: .key, label: "type " + String(text.prefix(12))))
            case .updateSettings:
                // One marker for the per-lane copies of one change.
                if (entry.lane ?? 0) == 0 { out.append(Marker(time: entry.time, kind: .setting, label: "set")) }
            case let .set(change):
                out.append(Marker(time: entry.time, kind: .setting, label: "set " + change.path))
            case .tick, .requestCompleted, .resize:
                break
            }
        }
        return out
    }

    /// One marker per scenario line, at its time.
    public static func scenarioLines(_ lines: [(time: Double, line: Int)]) -> [Marker] {
        lines.map { Marker(time: $0.time, kind: .scenarioLine, label: "line \($0.line)") }
    }
}
