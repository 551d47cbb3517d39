/// Everything a review page holds: the report's figures and samples, the pictures the writer
/// made for each lane, the scenario that replays the review, the SwiftUI, and the app's version.
///
/// `html` is the page (`ReportPage`), `json` the same figures for a machine (`report.json`).
/// The pictures' files are the writer's (`ReportWriter`); here they are relative paths.
public struct ReportContent: Sendable {
    /// A key frame of a lane: when, the picture's relative path, and what happens then.
    public struct KeyFrame: Codable, Equatable, Sendable {
        public var time: Double
        public var file: String
        public var caption: String
        public init(time: Double, file: String, caption: String) {
            self.time = time
            self.file = file
            self.caption = caption
        }
    }

    /// A lane's pictures: its animation (a GIF, relative path) and its key frames.
    public struct LaneMedia: Codable, Equatable, Sendable {
        public var animation: String?
        /// Set when the animation holds only part of the review (a long review is cut to its motions).
        public var animationNote: String?
        public var keyFrames: [KeyFrame]
        public init(animation: String?, animationNote: String? = nil, keyFrames: [KeyFrame]) {
            self.animation = animation
            self.animationNote = animationNote
            self.keyFrames = keyFrames
        }
    }

    public var report: ReviewReport
    public var media: [LaneMedia]
    /// The saved-session text that replays the review, and the command line that plays it.
    public var scenario: String
    public var command: String
    /// The SwiftUI for each lane's settings (`SwiftUIExport`).
    public var swiftUI: [String]
    /// The app's `--version` block.
    public var version: String
    /// Anything the reader should know (a cut animation, a shortened plot).
    public var notes: [String]

    public init(report: ReviewReport, media: [LaneMedia], scenario: String, command: String, swiftUI: [String],
                version: String, notes: [String] = []) {
        self.report = report
        self.media = media
        self.scenario = scenario
        self.command = command
        self.swiftUI = swiftUI
        self.version = version
        self.notes = notes
    }

    /// The moments worth a still picture in `lane`: the start, each motion's start, settle and
    /// end, and the review's end (those closer than 1/30 s to the one before dropped); at most
    /// `limit`, evenly thinned.
    public static func keyFrameTimes(_ lane: ReviewReport.Lane, duration: Double, limit: Int = 12) -> [(time: Double, caption: String)] {
        var all: [(time: Double, caption: String)] = [(0, "start")]
        for m in lane.motions {
            let what = m.surface + " " + m.kind
            all.append((m.start, what))
            if m.settle > 0 && m.settle < m.duration - 1e-6 { all.append((m.start + m.settle, what + " settled")) }
            all.append((m.start + m.duration, what + " → " + m.end))
        }
        all.append((duration, "end"))
        all = all.filter { $0.time >= 0 && $0.time <= duration + 1e-9 }.sorted { $0.time < $1.time }
        var kept: [(time: Double, caption: String)] = []
        for k in all where kept.last.map({ k.time - $0.time >= 1.0 / 30 }) ?? true { kept.append(k) }
        guard kept.count > limit, limit > 1 else { return kept }
        return (0..<limit).map { kept[Int((Double($0) * Double(kept.count - 1) / Double(limit - 1)).rounded())] }
    }

    /// The lanes' motions with their best figures marked (`ReportFigures.markBest`).
    public var markedMotions: [[MotionFigures]] { ReportFigures.markBest(report.lanes.map(\.motions)) }

    /// The report as JSON (`report.json`): the same figures the page shows.
    public var json: String {
        let motions = markedMotions
        let lanes = report.lanes.enumerated().map { i, lane in
            ReportDocument.Lane(name: lane.name, profile: lane.profile.rawValue, color: ReportPlot.css(HUD.laneColor(i)),
                                animation: i < media.count ? media[i].animation : nil,
                                animationNote: i < media.count ? media[i].animationNote : nil,
                                keyFrames: i < media.count ? media[i].keyFrames : [],
                                motions: motions[i], settings: SettingDifference.of(lane.settings),
                                swiftUI: i < swiftUI.count ? swiftUI[i] : "")
        }
        let doc = ReportDocument(version: version, duration: report.duration, command: command, scenario: scenario,
                                 notes: notes, lanes: lanes,
                                 inputs: report.inputs.map { .init(time: $0.time, label: $0.label) },
                                 changes: report.changes.map { .init(time: $0.time, label: $0.label) })
        return doc.text
    }
}
