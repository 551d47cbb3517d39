import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// The reviewer's inputs to the review in the window: each goes to the core's reducer
/// (`ReviewController.reduce`), and the window carries out the effects it returns.
extension WindowApp {
    // MARK: Review inputs

    /// A review key (`KeyTable`): pause, step, speed, restart, overlays, hand-off.
    func perform(_ command: ReviewCommand) throws {
        try run(controller.reduce(.command(command), wall: wallNow, frame: 1 / options.fps))
    }

    /// Carries out what the reducer asked for, in order; any change is drawn.
    func run(_ effects: [ReviewEffect]) throws {
        for effect in effects {
            switch effect {
            case .redraw:
                dirty = true
            case let .playTo(target):
                feedReplay(upTo: target)
                try playScenario(upTo: target)
                view.session.advance(to: target)
            case .restarted:
                view.traces = view.traces.map { MotionTrace(span: $0.span) }
                syncCanvas()
            case .hudColumnToggled:
                hudColumnToggled()
            case .inspectorToggled:
                inspectorToggled()
            case let .screenshot(t):
                try screenshot(at: t)
            case .exportSwiftUI:
                exportSwiftUI()
            case let .writeSettings(t):
                writeSettings(at: t)
            case let .saveScenario(t):
                saveScenario(at: t)
            case let .writeReport(t):
                writeReport(at: t)
            case let .referenceNudged(t):
                view.alignReference()
                say(view.referenceLabel(at: t) ?? "")
            case let .fitReference(t):
                fitReference(at: t)
            case let .textInput(on):
                if on { SDL_StartTextInput() } else { SDL_StopTextInput() }
            }
        }
        dirty = true
    }

    /// Shows `message` for 2.5 s at the bottom of the window.
    func say(_ message: String) {
        controller.overlays.say(message, wall: wallNow)
        dirty = true
    }

    /// Writes the current frame as a PNG in `--out` (or the current folder), and its element
    /// list beside it (`NAME.json`, the studio's controls and markers included); says where.
    func screenshot(at t: Double) throws {
        do {
            let folder = try outFolder ?? OutputFolder(path: FileManager.default.currentDirectoryPath)
            // A name another run left (or its element list) is never replaced: the number goes on.
            let name = controller.files.screenshot(at: t) { name in
                folder.exists(name) || folder.exists(String(name.dropLast(4)) + ".json")
            }
            let path = try folder.file(name)
            try writeShot(at: t, to: path)
            StandardStreams.outputWithoutBlocking("screenshot: \(path)\n")
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
