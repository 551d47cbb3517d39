import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Hand-off and alignment commands: SwiftUI to the clipboard (E), the settings as a config
/// file (W), and the reference nudged a frame at a time (`<` `>`).
extension WindowApp {
    // MARK: Hand-off

    /// The settings under review: the first lane's (each `--compare` lane differs only by profile).
    var reviewedSettings: Settings { view.session.primary.settings }

    /// E: prints the SwiftUI source for the current settings and puts it on the clipboard.
    func exportSwiftUI() {
        let source = SwiftUIExport.source(for: reviewedSettings)
        // Never blocks the loop: a stdout nobody reads loses the text, which the clipboard keeps.
        let printed = StandardStreams.outputWithoutBlocking(source)
        let copied = SDL_SetClipboardText(source) == 0
        if !printed {
            say(copied ? "stdout is not being read: the SwiftUI is on the clipboard" : "stdout is not being read, and the clipboard failed")
        } else if copied {
            say("SwiftUI copied to the clipboard (\(source.split(separator: "\n", omittingEmptySubsequences: false).count - 1) lines)")
        } else {
            say("SwiftUI printed; clipboard failed: \(String(cString: SDL_GetError()))")
        }
    }

    /// W: writes the settings as a `--config`-loadable JSON file into `--out` (or the current
    /// folder), then prints and shows its path.
    func writeSettings(at t: Double) {
        do {
            let folder = try outFolder ?? OutputFolder(path: FileManager.default.currentDirectoryPath)
            let name = controller.files.settings(at: t) { folder.exists($0) }
            try folder.write(Array(reviewedSettings.jsonText().utf8), to: name)
            let path = try folder.file(name)
            StandardStreams.outputWithoutBlocking("settings: \(path)\n")
            say("saved \(path)")
        } catch {
            _ = reportError(error, program: "modal-prototype")
            say("settings not saved: \((error as? Failure)?.message ?? "\(error)")")
        }
    }

    /// `L`: writes what was done so far as a scenario file, at `--save-scenario FILE` or
    /// into `--out` (or the current folder), and says where.
    func saveScenario(at t: Double) {
        do {
            let folder = try outFolder ?? OutputFolder(path: FileManager.default.currentDirectoryPath)
            let path = try options.saveScenarioPath ?? folder.file(ReviewFileNames.scenario(at: t) { folder.exists($0) })
            try view.saveScenario(path, options: options)
            StandardStreams.outputWithoutBlocking("scenario: \(path)\n")
            say("saved \(path)")
        } catch {
            _ = reportError(error, program: "modal-prototype")
            say("scenario not saved: \((error as? Failure)?.message ?? "\(error)")")
        }
    }
}
