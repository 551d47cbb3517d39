import FoundationEssentials
import Glibc

/// The run's output files checked before anything is drawn or written: each one line and exit 2.
///
/// `--save-scenario`, `--gif`, `--video` and `--filmstrip` name one file each. Before the first
/// frame (headless and in the window) each must: lie in a folder that exists and can be
/// written; not be a device, FIFO or socket (outputs only replace regular files: `/dev/null`
/// stays a device); not be an input of the run (`InputFiles`); not be another output of the run;
/// and not lie inside `--record`'s or `--reference`'s folder, whose files are frames. So a
/// session is never worked on and then lost at the end for a path that could not take it.
enum OutputPaths {
    /// The single-file outputs `options` asks for, with the flag that named each.
    static func files(_ options: Options) -> [(flag: String, path: String)] {
        [("--save-scenario", options.saveScenarioPath), ("--gif", options.gifPath), ("--video", options.videoPath),
         ("--filmstrip", options.filmstripPath)].compactMap { flag, path in path.map { (flag, $0) } }
    }

    /// Throws the first problem of `options`' outputs (`Failure.usage`, exit 2). The reference
    /// folder's images are inputs from here on (`InputFiles`), as they are once read.
    static func check(_ options: Options) throws {
        if let dir = options.referenceDir, let names = try? FileManager.default.contentsOfDirectory(atPath: dir) {
            for name in names where name.lowercased().hasSuffix(".png") { InputFiles.add(dir + "/" + name, what: "reference frame") }
        }
        if let dir = options.reportDir {
            for (flag, other) in [("--record", options.recordDir), ("--reference", options.referenceDir), ("--out", options.outDir)] {
                if let other, lexical(other) == lexical(dir) || (InputFiles.realPath(other) != nil && InputFiles.realPath(other) == InputFiles.realPath(dir)) {
                    throw Failure.usage("--report \(dir): the \(flag) folder (a review page needs its own folder)")
                }
            }
            try ReportWriter.checkFolder(dir)
        }
        let outputs = files(options)
        var seen: [String: String] = [:]   // landing path → flag
        let folders = [("--record", options.recordDir), ("--reference", options.referenceDir)].compactMap { flag, dir in
            dir.flatMap { d in InputFiles.realPath(d).map { (flag, $0) } }
        }
        // A reference folder's frame-* files are refused by `RecordingFolder` (as inputs); any other
        // files there would get the new frames mixed in among them.
        if let record = options.recordDir, let reference = options.referenceDir,
           lexical(record) == lexical(reference) || (InputFiles.realPath(record) != nil && InputFiles.realPath(record) == InputFiles.realPath(reference)),
           !((try? FileManager.default.contentsOfDirectory(atPath: reference))?.contains { $0.hasPrefix("frame-") } ?? false) {
            throw Failure.usage("--record \(record): the --reference folder (frames would join the reference; record elsewhere)")
        }
        for (flag, path) in outputs {
            try refuseNonRegular(path, flag: flag)
            try InputFiles.refuse(path)
            let folder = PathProblem.folder(of: path)
            for (dirFlag, dir) in [("--record", options.recordDir), ("--reference", options.referenceDir)] {
                if let dir, lexical(dir) == lexical(folder.isEmpty ? "." : folder) {
                    throw Failure.usage("\(flag) \(path): inside \(dirFlag)'s folder, whose files are frames (write it elsewhere)")
                }
            }
            guard let base = InputFiles.realPath(folder.isEmpty ? "." : folder), PathProblem.kind(base) == .directory else {
                throw Failure.usage("\(flag) \(path): no such folder '\(folder.isEmpty ? "." : folder)' (outputs are checked before the run)")
            }
            guard access(base, W_OK) == 0 else {
                throw Failure.usage("\(flag) \(path): cannot write into '\(folder.isEmpty ? "." : folder)': \(PathProblem.words(errno))")
            }
            let landing = (base == "/" ? "" : base) + "/" + PathProblem.name(of: path)
            if let other = seen[landing] {
                throw Failure.usage("\(flag) \(path): the same file as \(other)'s (each output needs its own path)")
            }
            seen[landing] = flag
            if let (dirFlag, _) = folders.first(where: { $0.1 == base }) {
                throw Failure.usage("\(flag) \(path): inside \(dirFlag)'s folder, whose files are frames (write it elsewhere)")
            }
        }
    }

    /// Throws when `path` names a device, FIFO or socket: an output replaces regular files only.
    static func refuseNonRegular(_ path: String, flag: String? = nil) throws {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        let what: String
        switch st.st_mode & S_IFMT {
        case S_IFCHR: what = "a character device"
        case S_IFBLK: what = "a block device"
        case S_IFIFO: what = "a FIFO"
        case S_IFSOCK: what = "a socket"
        default: return
        }
        throw Failure.usage("\(flag.map { $0 + " " } ?? "")\(path): refusing to write: it is \(what) (outputs only replace regular files)")
    }

    /// `path` without `./` parts, doubled or trailing slashes (for folders that do not exist yet).
    static func lexical(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
