import ModalCore

/// The tracked edge of one recording: where the canvas lies in its frames and one sample a frame.
struct MeasureTrack {
    var samples: [TrackSample]
    var placement: CanvasPlacement
    var frames: Int

    /// Frames read at most, looking for the screen, before the recording is refused: a
    /// recording may open on black frames.
    static let framesToFindScreen = 240

    /// Tracks the surface of colour `color` (by its edge), or without a colour the screen's
    /// brightness, through the frames `forEach` yields, one at a time (no frame is kept after its
    /// sample is taken).
    static func read(path: String, device: Device?, color: Color?,
                     forEach: ((Double, PixelFrame) throws -> Void) throws -> Void) throws -> MeasureTrack {
        var samples: [TrackSample] = []
        var placement: CanvasPlacement?
        var tracker: ((PixelFrame, Double) -> TrackSample)?
        var frames = 0
        var problem: CanvasPlacement.Problem?
        try forEach { time, frame in
            frames += 1
            if tracker == nil {
                do {
                    let found = try CanvasPlacement.locate(in: frame, device: device)
                    placement = found
                    if let color {
                        tracker = EdgeTracker(placement: found, color: color).sample
                    } else {
                        tracker = BrightnessTracker(placement: found).sample
                    }
                } catch let p as CanvasPlacement.Problem {
                    problem = p
                    if frames >= framesToFindScreen { throw Failure.usage("--reference: \(path): \(p.description)") }
                    return
                }
            }
            samples.append(tracker!(frame, time))
        }
        guard let placement else {
            throw Failure.usage("--reference: \(path): \(problem?.description ?? "no frames")")
        }
        return MeasureTrack(samples: samples, placement: placement, frames: frames)
    }

    /// The fit of `kind` to `segment`, with the current settings' error on the same samples.
    static func fit(_ track: MeasureTrack, segment: MotionSegment, surface: TrackedSurface, kind: MeasureOptions.FitKind,
                    settings: Settings) -> MeasureReport {
        let result: MeasureReport.Result
        let range: Range<Int>
        switch kind {
        case .curve:
            result = .curve(CurveFit.fit(track.samples, segment: segment, current: surface.currentCurve(settings)?.curve))
            range = segment.window
        case .spring:
            result = .spring(SpringFit.fit(track.samples, segment: segment))
            range = segment.startIndex ..< segment.window.upperBound
        }
        let current = currentModel(result, surface: surface, settings: settings).map {
            FitError(track.samples, range, segment: segment, model: $0)
        }
        return MeasureReport(surface: surface, result: result, placement: track.placement, frames: track.frames, current: current)
    }

    /// The motion the current settings give from the fit's start, levels and (for a spring)
    /// starting velocity: what the prototype would draw for the same move; nil when no setting
    /// holds this kind of motion for the surface.
    static func currentModel(_ result: MeasureReport.Result, surface: TrackedSurface, settings: Settings) -> ((Double) -> Double)? {
        switch result {
        case .curve(let fit):
            guard let now = surface.currentCurve(settings) else { return nil }
            return CurveFit.model(now.curve, duration: now.duration, start: fit.start, from: fit.from, to: fit.to)
        case .spring(let fit):
            guard let spring = surface.currentSpring(settings) else { return nil }
            return SpringFit.model(spring, from: fit.from, to: fit.to, start: fit.start, velocity: fit.velocity)
        }
    }

    /// The plot of the fitted segment, with a little of the stillness either side (and until the
    /// current settings' curve ends).
    static func plot(_ report: MeasureReport, track: MeasureTrack, segment: MotionSegment, settings: Settings) -> MotionPlot {
        let lo = track.samples[segment.window.lowerBound].time
        var hi = track.samples[segment.window.upperBound - 1].time
        // Long enough for the current settings' curve to end too, within the recording.
        if case .curve(let c) = report.result, let now = report.surface.currentCurve(settings) {
            hi = min(max(hi, c.start + now.duration + 0.05), track.samples.last!.time)
        }
        let fitted: (Double) -> Double
        let name: String
        switch report.result {
        case .curve(let c):
            fitted = c.value
            name = "curve (\(MeasureReport.fixed(c.curve.x1, 2)), \(MeasureReport.fixed(c.curve.y1, 2)), "
                + "\(MeasureReport.fixed(c.curve.x2, 2)), \(MeasureReport.fixed(c.curve.y2, 2))) over \(MeasureReport.fixed(c.duration, 3)) s"
        case .spring(let s):
            fitted = s.value
            name = "spring response \(MeasureReport.fixed(s.spring.response, 3)) s, damping \(MeasureReport.fixed(s.spring.dampingFraction, 3))"
        }
        let unit = report.surface.unit
        let title = "\(report.surface.rawValue): \(name); RMS \(MeasureReport.fixed(report.error.rms, 2)) \(unit)"
            + (report.current.map { ", current settings \(MeasureReport.fixed($0.rms, 1)) \(unit)" } ?? "")
        var plot = MotionPlot(title: title, samples: track.samples, timeRange: lo ... max(hi, lo + 0.01), fitted: fitted,
                              current: currentModel(report.result, surface: report.surface, settings: settings))
        if !report.surface.tracksEdge { plot.axis = .brightness }
        return plot
    }
}
