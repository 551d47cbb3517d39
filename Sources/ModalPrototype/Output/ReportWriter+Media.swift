import CSDL2
import Dispatch
import FoundationEssentials
import Glibc
import ModalCore

extension ReportWriter {
    /// Draws every lane's GIF and key frames into `folder` from the session's states; notes
    /// what was cut.
    func drawMedia(_ report: ReviewReport, session: Session, folder: OutputFolder,
                   notes: inout [String]) throws -> [ReportContent.LaneMedia] {
        RecordingMemory.keepFrameBuffers()   // a frame's buffers, reused for the next (not faulted in again)
        let phone = options.canvas
        let width = Int(phone.width.rounded()), height = Int(phone.height.rounded())
        let canvas: SoftwareCanvas
        let renderer: SceneRenderer
        do {
            canvas = try SoftwareCanvas(width: width, height: height)
            let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: canvas.renderer, owner: canvas)
            renderer = canvas.sceneRenderer(pixelScale: 1, textCache: text)
        } catch let e as SDLError {
            throw Failure.runtime("--report: \(e.description)")
        }
        let display = DisplayContext(device: options.device, showsChrome: options.showsChrome, pixelScale: 1)
        let names = report.lanes.map(\.name)
        /// Draws lane `lane` as it is in `state` at `t` and reads the pixels back.
        func pixels(_ state: SessionState, lane: Int, at t: Double) throws -> [UInt8] {
            let frame = state.lanes[lane].frame(now: t, display: display)
            renderer.drawComposited(frame.items, background: frame.background)
            canvas.flush()
            return try readPixels(canvas.renderer, width: width, height: height)
        }

        // The animations, all lanes at each time (one state per time).
        let (times, cut) = ReportWriter.animationTimes(report)
        let gifNames = names.map { "\($0).gif" }
        for name in gifNames { try InputFiles.refuse(try folder.file(name)) }
        let gifs = try gifNames.map { try GIFRecorder(path: try folder.file($0), width: width, height: height, fps: ReportWriter.gifFPS) }
        let share = ReportWriter.byteBudget / max(report.lanes.count, 1) * 3 / 4
        // Each lane's GIF is encoded on a thread of its own while the next frames are drawn
        // here. Before a time's frames are handed over, every lane has written the frames
        // before it, so the size check (and the file) is the same as encoding in turn.
        let encoders = gifs.indices.map { SerialJobs(label: "modal-prototype.report-gif-\($0)") }
        func written() throws { for e in encoders { try e.wait() } }
        var stoppedAt: Double?
        do {
            for (index, t) in times.enumerated() {
                try SignalWatch.check()
                let state = session.state(at: t)
                let frames = try report.lanes.indices.map { try pixels(state, lane: $0, at: t) }
                try written()
                if gifs.contains(where: { $0.bytesWritten > share }) { stoppedAt = t; break }
                for (lane, frame) in frames.enumerated() {
                    let gif = gifs[lane]
                    try encoders[lane].submit { try gif.write(frame, width: width, height: height, index: index) }
                }
            }
            try written()
        } catch {
            _ = try? written()   // no lane still writes when the error goes up
            throw error
        }
        for gif in gifs { try gif.finish() }
        var animationNote: String?
        if cut {
            animationNote = "The review lasts \(ReportPlot.number(report.duration, decimals: 1)) s: the GIF shows its motions only (\(ReportPlot.number(Double(times.count) / ReportWriter.gifFPS, decimals: 1)) s)."
        }
        if let t = stoppedAt {
            animationNote = (animationNote.map { $0 + " " } ?? "") + "The GIF stops at \(ReportPlot.number(t, decimals: 2)) s to keep the report under 20 MB."
        }
        if let note = animationNote { notes.append(note) }

        // The key frames.
        var media: [ReportContent.LaneMedia] = []
        for (lane, laneReport) in report.lanes.enumerated() {
            var frames: [ReportContent.KeyFrame] = []
            for (k, key) in ReportContent.keyFrameTimes(laneReport, duration: report.duration).enumerated() {
                let name = "\(names[lane])-key-\(k < 9 ? "0" : "")\(k + 1).png"
                let path = try folder.file(name)
                try InputFiles.refuse(path)
                let state = session.state(at: key.time)
                try writePNG(try pixels(state, lane: lane, at: key.time), width: width, height: height, to: path)
                frames.append(.init(time: key.time, file: name, caption: key.caption))
            }
            media.append(.init(animation: gifNames[lane], animationNote: animationNote, keyFrames: frames))
        }
        return media
    }
}
