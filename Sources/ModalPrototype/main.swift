import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// Entry point: parse the command line, run the window or the headless runner, exit with
/// 0 (success), 1 (runtime failure) or 2 (bad command line or input).
func runMain(_ arguments: [String]) -> Int32 {
    StartupLog.mark("main")
    if arguments.first == "bench" { return runBenchmark(Array(arguments.dropFirst())) }
    if arguments.first == "soak" { return runSoak(Array(arguments.dropFirst())) }
    if arguments.first == "icon" { return runIcon(Array(arguments.dropFirst())) }
    if arguments.first == "measure" { return runMeasure(Array(arguments.dropFirst())) }
    // Before any thread exists: the signals go to the watcher thread only (`SignalWatch`).
    SignalWatch.start()
    do {
        var options = try Options.parse(arguments)
        if options.showHelp || options.showHelpAll {
            let help = options.showHelpAll ? Options.helpAll : Options.help
            return StandardStreams.output((HelpWrap.terminalWidth().map { HelpWrap.wrap(help, width: $0) } ?? help) + "\n")
        }
        if options.showVersion { return StandardStreams.output(VersionReport.text + "\n") }
        if options.printDeviceList { return StandardStreams.output(Device.listing) }
        if options.printMan { return StandardStreams.output(ManPage.text) }
        if let shell = options.printCompletion { return StandardStreams.output(ShellCompletion.script(for: shell)) }
        // A scenario's head stands for options: they go first, so the command line's own win.
        let scenario = try options.scenarioPath.map { try Scenario.parse(try readText($0, what: "scenario"), path: $0) }
        if let scenario, !scenario.head.isEmpty {
            options = try Options.parse(scenario.head.arguments + arguments, scenario: scenario.path)
        }
        var settings = options.settings
        if let path = options.configPath {
            settings = try options.settings(overlaying: try readText(path, what: "config"), path: path)
        }
        if options.printConfig { return StandardStreams.output(options.explain ? settings.explanation() : settings.jsonText()) }
        if options.printLayout {
            return StandardStreams.output(LayoutReport(phone: options.canvas, labels: options.compare.map(\.rawValue),
                                                       theme: settings.theme.resolved(for: settings.appearance)).json)
        }
        if options.printSwiftUI { return StandardStreams.output(SwiftUIExport.source(for: settings)) }
        try OutputPaths.check(options)   // before the first frame: a session is never lost to a bad path at its end
        FontCoverage.warnIfMissing(options: options, settings: settings)
        if options.headless, let scenario {
            try scenario.checkDragMoves(fps: options.fps)
            try HeadlessRunner(options: options, scenario: scenario, settings: settings).run()
            return 0
        }
        try scenario?.checkDragMoves(fps: options.fps)
        let app = try WindowApp(options: options, settings: settings, scenario: scenario)
        let code = try app.run()
        if options.logStartup { StartupLog.reviewEnded(held: app.controller.recordingHeld) }   // every recorded frame is written by now
        // Leave without tearing the window down: SDL 2.26 on X11 can wake its own event wait
        // with an X event to a window destroyed a moment earlier, and Xlib's default handler
        // then exits with status 1 (BadWindow). The X server frees the window on disconnect.
        fflush(stdout)
        fflush(stderr)
        _exit(code)
    } catch let stop as SignalWatch.Interrupted {
        StandardStreams.error("interrupted\n")
        TemporaryFiles.removeAll()
        return stop.exitCode
    } catch where SignalWatch.caught != 0 {
        // A write cut short by the stop (ffmpeg killed after its grace) is part of the interruption.
        StandardStreams.error("interrupted\n")
        TemporaryFiles.removeAll()
        return 128 + SignalWatch.caught
    } catch {
        // A run that fails before its first output leaves no folder it made behind.
        TemporaryFiles.removeAll()   // the temporary files and locks of the outputs it started
        CreatedFolders.removeEmpty()
        return reportError(error, program: "modal-prototype")
    }
}

/// The UTF-8 text of the file at `path`; a one-line usage error naming it otherwise (`InputFile`).
func readText(_ path: String, what: String) throws -> String {
    try InputFile.readText(path, what: what)
}

// First of all: a closed fd 0, 1 or 2 gets /dev/null before SDL, X11 or a file can take it.
StandardStreams.guardDescriptors()
setvbuf(stdout, nil, _IOLBF, 0)
exit(runMain(Array(CommandLine.arguments.dropFirst())))
