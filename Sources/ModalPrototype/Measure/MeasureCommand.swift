import FoundationEssentials
import Glibc
import ModalCore

/// Runs `modal-prototype measure …`: tracks the surface through the recording frame by frame,
/// finds its motion, fits it, prints the result and writes what was asked; returns the exit
/// code (0; 1 on a runtime failure such as ffmpeg missing; 2 on a bad command line or input).
func runMeasure(_ arguments: [String]) -> Int32 {
    do {
        var o = MeasureOptions()
        try MeasureOptions.table.parse(arguments, into: &o)
        if o.showHelp { return StandardStreams.output(MeasureOptions.help + "\n") }
        guard let path = o.referencePath else {
            throw Failure.usage("measure needs --reference PATH (a folder of PNG frames, or a video)")
        }
        if let after = o.after, let before = o.before, before <= after {
            throw Failure.usage("--before \(before): not after --after \(after)")
        }
        var settings = o.app.settings
        if let config = o.app.configPath {
            InputFiles.add(config, what: "config")
            settings = try o.app.settings(overlaying: try readText(config, what: "config"), path: config)
        }
        let color = o.surface.bodyColor(settings)
        let isFolder = PathProblem.kind(path) == .directory
        let pngs = isFolder ? try PNGSequenceFrames(dir: path, fps: o.referenceFPS) : nil
        let video = isFolder ? nil : try VideoFrames(path: path)
        try MeasureOutputs.check([("--write-config", o.writeConfigPath), ("--plot", o.plotPath)])
        let track = try MeasureTrack.read(path: path, device: o.device, color: color) { body in
            if let pngs { try pngs.forEach(body) } else { try video!.forEach(body) }
        }
        let segment: MotionSegment
        do { segment = try MotionSegment.find(in: track.samples, after: o.after, before: o.before) } catch let p as MotionSegment.Problem {
            throw Failure.usage("--reference: \(path): \(p.description)")
        }
        let report = MeasureTrack.fit(track, segment: segment, surface: o.surface, kind: o.fit, settings: settings)
        _ = StandardStreams.output(o.json ? report.json : report.summary)
        if let out = o.writeConfigPath {
            guard !report.settingValues.isEmpty else {
                throw Failure.usage("--write-config: no setting holds a \(o.fit.rawValue) for \(o.surface.rawValue)")
            }
            let text = report.configJSON
            // The file must load as the app loads a --config file.
            do { _ = try Settings().loading(json: text, file: out) } catch let e as Settings.FileError {
                throw Failure.usage("--write-config: the fitted values are outside the settings' ranges (\(e.description))")
            }
            try SafeFile.write(Array(text.utf8), toPath: out)
        }
        if let out = o.plotPath {
            try SafeFile.write(Array(MeasureTrack.plot(report, track: track, segment: segment, settings: settings).svg.utf8), toPath: out)
        }
        return 0
    } catch {
        TemporaryFiles.removeAll()
        return reportError(error, program: "modal-prototype measure")
    }
}

/// `measure`'s output files checked before the recording is read: each one line and exit 2.
enum MeasureOutputs {
    /// Throws the first problem among `outputs` (flag and path): a device or a link, an input
    /// of the run, a folder that is missing or cannot be written, two outputs on one path.
    static func check(_ outputs: [(flag: String, path: String?)]) throws {
        var seen: [String: String] = [:]
        for case let (flag, path?) in outputs {
            try OutputPaths.refuseNonRegular(path, flag: flag)
            try InputFiles.refuse(path)
            // A link or a folder under the name is refused before the recording is read: a bad command line.
            do { try SafeFile.refuseExisting(path) } catch let f as Failure { throw Failure.usage(f.message) }
            let folder = PathProblem.folder(of: path)
            guard let base = InputFiles.realPath(folder.isEmpty ? "." : folder), PathProblem.kind(base) == .directory else {
                throw Failure.usage("\(flag) \(path): no such folder '\(folder.isEmpty ? "." : folder)'")
            }
            guard access(base, W_OK) == 0 else {
                throw Failure.usage("\(flag) \(path): cannot write into '\(folder.isEmpty ? "." : folder)': \(PathProblem.words(errno))")
            }
            let landing = base + "/" + PathProblem.name(of: path)
            if let other = seen[landing] { throw Failure.usage("\(flag) \(path): the same file as \(other)'s (each output needs its own path)") }
            seen[landing] = flag
        }
    }
}
