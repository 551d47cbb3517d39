import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// `--report DIR` (and the window's report key): writes a review page for the review so far.
///
/// `DIR/index.html` (`ReportPage`), `DIR/report.json` (the same figures), `DIR/scenario.txt`
/// (the saved session that replays it), and per lane `LANE.gif` (the phone at its exact timing,
/// 30 frames a second) and `LANE-key-NN.png` (the key frames). The figures come from the core
/// (`ReviewReport`); the pictures are drawn here from the session's states by the software
/// renderer, phone by phone, with no HUD or studio (the phone shows what the articles' screens
/// show). Bounded: a review over `fullAnimationLimit` seconds gets GIFs cut to its motions,
/// and every GIF stops growing at its share of `byteBudget`, each with a note on the page.
struct ReportWriter {
    let options: Options
    let fonts: (regular: String, bold: String)
    /// Frames a second of the lanes' GIFs.
    static let gifFPS = 30.0
    /// Reviews longer than this (seconds) get GIFs of their motions only.
    static let fullAnimationLimit = 60.0
    /// The whole report stays under this many bytes (the 20 MB, with room for the page).
    static let byteBudget = 18_000_000

    /// Writes the report of `session` from 0 to `end` into `dir`; returns the page's path.
    @discardableResult
    func write(dir: String, session: Session, end: Double, scenarioText: String) throws -> String {
        try ReportWriter.checkFolder(dir)
        let folder = try OutputFolder(path: dir)
        let labels = options.compare.isEmpty ? [session.primary.settings.halfModal.profile.rawValue] : options.compare.map(\.rawValue)
        let report = ReviewReport(session: session, until: end, labels: ReportWriter.uniqueNames(labels))
        var notes: [String] = []
        let media = try drawMedia(report, session: session, folder: folder, notes: &notes)
        let scenarioName = "scenario.txt"
        try write(Array(scenarioText.utf8), named: scenarioName, in: folder)
        let content = ReportContent(report: report, media: media, scenario: scenarioText,
                                    command: "modal-prototype --scenario \(scenarioName)     # or: modal-prototype --headless --scenario \(scenarioName) --report again",
                                    swiftUI: report.lanes.map { SwiftUIExport.source(for: $0.settings) },
                                    version: VersionReport.text, notes: notes)
        try write(Array(content.json.utf8), named: "report.json", in: folder)
        try write(Array(ReportPage.html(content).utf8), named: "index.html", in: folder)
        return try folder.file("index.html")
    }

    /// Refuses a report folder that is a link, a file or another non-folder, or an input of the
    /// run; one line each (`Failure.usage`, exit 2).
    static func checkFolder(_ dir: String) throws {
        switch PathProblem.kind(dir) {
        case .symlink, .danglingSymlink:
            throw Failure.usage("--report \(dir): is a symbolic link (a report folder is never followed; name the folder itself)")
        case .regular, .other:
            throw Failure.usage("--report \(dir): exists and is not a folder")
        case .directory:
            guard access(dir, W_OK) == 0 else { throw Failure.usage("--report \(dir): cannot write into it: \(PathProblem.words(errno))") }
        case .missing:
            var parent = PathProblem.folder(of: dir)
            if parent.isEmpty { parent = "." }
            while PathProblem.kind(parent) == .missing && parent != "." && parent != "/" {
                let up = PathProblem.folder(of: parent)
                parent = up.isEmpty ? "." : up
            }
            guard PathProblem.kind(parent) == .directory || PathProblem.kind(parent) == .symlink else {
                throw Failure.usage("--report \(dir): cannot create it: '\(parent)' is not a folder")
            }
            guard access(parent, W_OK) == 0 else { throw Failure.usage("--report \(dir): cannot create it in '\(parent)': \(PathProblem.words(errno))") }
        }
        try InputFiles.refuse(dir)
    }

    /// Writes `bytes` as `name` in `folder`, never over an input of the run.
    private func write(_ bytes: [UInt8], named name: String, in folder: OutputFolder) throws {
        let path = try folder.file(name)
        try InputFiles.refuse(path)
        try OutputFolder.write(bytes, toPath: path)
    }

    /// `names` made unique (`fluid`, `fluid-2`) and safe as file names.
    static func uniqueNames(_ names: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return names.map { raw in
            let safe = String(raw.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
            let base = safe.isEmpty ? "lane" : safe
            seen[base, default: 0] += 1
            return seen[base]! == 1 ? base : "\(base)-\(seen[base]!)"
        }
    }

    /// The review times a lane's GIF shows: every 1/30 s of the review, or for a long one the
    /// stretches around its motions (a quarter second either side), at most `fullAnimationLimit` s.
    static func animationTimes(_ report: ReviewReport) -> (times: [Double], cut: Bool) {
        let step = 1 / gifFPS
        let all = Int((report.duration / step).rounded(.down)) + 1
        if report.duration <= fullAnimationLimit { return ((0..<all).map { Double($0) * step }, false) }
        var spans = report.lanes.flatMap(\.motions).map { ($0.start - 0.25, $0.start + $0.duration + 0.25) }.sorted { $0.0 < $1.0 }
        var merged: [(Double, Double)] = []
        for s in spans {
            if let last = merged.last, s.0 <= last.1 { merged[merged.count - 1].1 = max(last.1, s.1) } else { merged.append(s) }
        }
        spans = merged
        var times: [Double] = []
        for (a, b) in spans {
            var k = max(0, Int((a / step).rounded(.up)))
            while Double(k) * step <= min(b, report.duration) && Double(times.count) * step < fullAnimationLimit {
                times.append(Double(k) * step)
                k += 1
            }
        }
        return (times, true)
    }
}
