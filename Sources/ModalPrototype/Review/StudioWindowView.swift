import ModalCore

extension ReviewView {
    /// The review view of a studio window (`WindowApp`, and `SoftwareFirstFrame`'s first frame):
    /// the phones at `phoneZoom`, the inspector shown, "? help" in the strip until the first key.
    static func studioWindow(options: Options, settings: Settings, metrics: any TextMeasuring, phoneZoom: Double,
                             scenario: Scenario?) throws -> ReviewView {
        let view = try ReviewView(options: options, settings: settings, metrics: metrics)
        view.phoneZoom = phoneZoom
        view.studio = StudioModel(inspectorVisible: true, fps: options.fps, scenario: scenario, section: options.inspectorSection)
        view.studio?.showsHint = true
        return view
    }

    /// Resizes the stage for a window showing `content` points at review time `t`: the studio's
    /// panels keep their size and the phones take the rest (`StudioFit`); without a studio the
    /// stage is the content.
    func fitStage(toContent content: Size, at t: Double) {
        let stageSize = studio.map {
            StudioFit.stage(for: content, phoneZoom: phoneZoom, inspectorVisible: $0.inspectorVisible, hudVisible: $0.hudVisible)
        } ?? content
        resize(stage: stageSize, at: t)
    }

    /// Pixels per panel point for a drawable `pixelWidth` pixels wide.
    func pixelScale(forWidth pixelWidth: Int) -> Double { max(Double(pixelWidth) / studioSize.width, 0.01) }
}
