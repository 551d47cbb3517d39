import FoundationEssentials
import ModalCore

/// The window's review page (G, and `--report DIR` at the end): `ReportWriter` on the session.
extension WindowApp {
    /// `G`: writes a review page for the review up to `t`, at `--report DIR` or in a new
    /// `modal-prototype-report-…` folder in `--out` (or the current folder); prints and shows where.
    func writeReport(at t: Double) {
        do {
            let dir: String
            if let given = options.reportDir {
                dir = given
            } else {
                let folder = try outFolder ?? OutputFolder(path: FileManager.default.currentDirectoryPath)
                dir = try folder.file(ReviewFileNames.report(at: t) { folder.exists($0) })
            }
            let page = try ReportWriter(options: options, fonts: try Assets.fonts(override: options.fontPath))
                .write(dir: dir, session: view.session, end: t, scenarioText: view.scenarioText(options: options, end: t))
            StandardStreams.outputWithoutBlocking("report: \(page)\n")
            say("saved \(page)")
        } catch {
            _ = reportError(error, program: "modal-prototype")
            say("report not written: \((error as? Failure)?.message ?? "\(error)")")
        }
    }
}
