import ModalCore

/// The window's element lists: what a press can reach, the studio's controls included.
extension WindowApp {
    // MARK: Elements

    /// The element list of the window at `t` (the `elements` format): the first phone's
    /// elements in its points and the studio's controls (timeline, its markers, the inspector)
    /// in studio points, as `--headless --studio` writes it.
    func windowElements(at t: Double) -> String {
        var frame = view.session.primary.frame(now: t)
        if let studio = view.currentStudio(at: t, status: HUD.Status(rate: clock.rate, paused: clock.isPaused)) {
            frame = Frame(canvas: studio.layout.size, background: frame.background, items: [],
                          regions: frame.regions + studio.regions)
        }
        return ElementsJSON.encode(frame)
    }

    /// C's element list beside its screenshot at `path` (`NAME.png` → `NAME.json`); prints where.
    func writeScreenshotElements(at t: Double, besideShot path: String) throws {
        let json = (path.hasSuffix(".png") ? String(path.dropLast(4)) : path) + ".json"
        try OutputFolder.write(Array(windowElements(at: t).utf8), toPath: json)
        StandardStreams.outputWithoutBlocking("elements: \(json)\n")
    }
}
