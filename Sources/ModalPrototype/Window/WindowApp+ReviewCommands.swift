import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// The reviewer's commands: pause, step, speed, restart, overlays, screenshots.
extension WindowApp {
    // MARK: Review commands

    func perform(_ command: ReviewCommand) throws {
        let wall = wallNow
        let t = clock.simulated(at: wall)
        let frame = 1 / options.fps
        switch command {
        case .togglePause:
            say(controller.togglePause(wall: wall))
        case .stepForward:
            let target = controller.stepForward(frame: frame, wall: wall)
            feedReplay(upTo: target)
            try playScenario(upTo: target)
            view.session.advance(to: target)
        case .stepBack:
            controller.stepBack(frame: frame, wall: wall)
        case let .rate(r):
            say(controller.setRate(r, wall: wall))
        case .slower, .faster:
            say(controller.stepRate(faster: command == .faster, wall: wall))
        case .restart:
            // With a scenario, the scenario plays again; else the log replays what was done.
            controller.restart(wall: wall)
            view.traces = view.traces.map { MotionTrace(span: $0.span) }
            syncCanvas()
            say(controller.restartToast)
        case .toggleHUD:
            view.hudVisible.toggle()
            hudColumnToggled()
        case .toggleHelp:
            view.helpVisible.toggle()
        case .screenshot:
            try screenshot(at: t)
        case .cycleReferenceOpacity:
            guard view.reference != nil else { say("no --reference frames"); return }
            let steps = [0.25, 0.5, 0.75, 1.0, 0.0]
            view.referenceOpacity = steps.first { $0 > view.referenceOpacity + 1e-9 } ?? steps[0]
            say("reference opacity \(Int(view.referenceOpacity * 100)) %")
        case .toggleDifference:
            guard view.reference != nil else { say("no --reference frames"); return }
            view.referenceDifference.toggle()
            say(view.referenceDifference ? "difference view" : "onion skin")
        case let .nudgeReference(frames):
            nudgeReference(by: frames, at: t)
        case .exportSwiftUI:
            exportSwiftUI()
        case .writeSettings:
            writeSettings(at: t)
        case .saveScenario:
            saveScenario(at: t)
        case let .scrollHelp(rows):
            view.helpScroll = max(0, min(view.helpScroll + rows, 1_000_000))
        }
        dirty = true
    }

    /// Shows `message` for 2.5 s at the bottom of the window.
    func say(_ message: String) {
        view.toast = (message, wallNow + 2.5)
        dirty = true
    }

    /// Writes the current frame as a PNG in `--out` (or the current folder), and its element
    /// list beside it (`NAME.json`, the studio's controls and markers included); says where.
    func screenshot(at t: Double) throws {
        let name = controller.files.screenshot(at: t)
        do {
            let folder = try outFolder ?? OutputFolder(path: FileManager.default.currentDirectoryPath)
            let path = try folder.file(name)
            try writeShot(at: t, to: path)
            print("screenshot: \(path)")
            try writeScreenshotElements(at: t, besideShot: path)
            say("saved \(path)")
        } catch {
            _ = reportError(error, program: "modal-prototype")
            say("screenshot failed: \(Failure.from(error)?.message ?? "\(error)")")
        }
    }

    /// Draws the frame at `t` without presenting it and writes it as a PNG at `path`.
    ///
    /// A scenario's `shot` (`phoneOnly`) holds the phones' stage, as a headless shot does
    /// (the studio around it is review UI); the C key's screenshot holds the whole window.
    func writeShot(at t: Double, to path: String, phoneOnly: Bool = false) throws {
        try drawFrame(at: t, wall: wallNow, present: false)
        var (w, h) = window.outputSize
        if phoneOnly {
            let phones = view.stagePixels(renderer)   // the phones at their zoom (`StudioFit`)
            w = min(w, phones.width)
            h = min(h, phones.height)
        }
        try writePNG(try readPixels(window.renderer, width: w, height: h), width: w, height: h, to: path)
    }
}
