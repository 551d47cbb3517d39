import FoundationEssentials

/// `report.json`: a review page's figures for a machine, lane by lane (`ReportContent.json`).
///
/// `lanes` holds one entry per lane, in the review's order, each `name`d by its profile (or its
/// `--compare` label) with its `motions` (`MotionFigures`: `start`, `duration`, `settle`,
/// `overshootPt`, `overshootPercent`, `peakVelocity`, `releaseVelocity` for a release, `end`…).
/// Times are review seconds, positions points, speeds points per second.
struct ReportDocument: Codable {
    /// One lane of the review.
    struct Lane: Codable {
        var name: String
        var profile: String
        /// The lane's colour on the page's plots and the HUD (`#RRGGBB`).
        var color: String
        /// The lane's animated picture (relative path), and a note when it was cut.
        var animation: String?
        var animationNote: String?
        var keyFrames: [ReportContent.KeyFrame]
        var motions: [MotionFigures]
        /// The settings that differ from the profile's defaults, with their sources.
        var settings: [SettingDifference]
        var swiftUI: String
    }

    /// An input or a state change on the time axis.
    struct Mark: Codable {
        var time: Double
        var label: String
    }

    var version: String
    var duration: Double
    var command: String
    var scenario: String
    var notes: [String]
    var lanes: [Lane]
    var inputs: [Mark]
    var changes: [Mark]

    /// Pretty-printed JSON with sorted keys, ending in a newline.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}
