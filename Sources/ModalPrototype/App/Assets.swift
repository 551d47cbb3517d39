import FoundationEssentials
import Glibc

/// Finds the files the app ships in `Assets/`, whether it runs from the repository (the
/// README's `scripts/run`), from the build folder (`.build/debug/modal-prototype`), installed
/// from the Debian package (`/usr/bin` with `/usr/share/modal-prototype/Assets`), unpacked
/// from the tarball (`Assets` beside the binary), or with `MODAL_PROTOTYPE_ASSETS` pointing elsewhere.
enum Assets {
    static let regularFont = "Fonts/NotoSansJP-Subset-Regular.otf"
    static let boldFont = "Fonts/NotoSansJP-Subset-Bold.otf"
    /// Where the Debian package installs them.
    static let installed = "/usr/share/modal-prototype/Assets"

    /// The `Assets` folder, or nil if none is found.
    static func folder() -> String? {
        let fm = FileManager.default
        func hasFonts(_ dir: String) -> Bool { fm.fileExists(atPath: dir + "/" + regularFont) }
        if let env = ProcessInfo.processInfo.environment["MODAL_PROTOTYPE_ASSETS"], hasFonts(env) { return env }
        var starts: [URL] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        starts.append(URL(fileURLWithPath: fm.currentDirectoryPath))
        // Installed: BIN/../share/modal-prototype/Assets (the package's /usr, or a copy of its tree).
        for start in starts.prefix(1) {
            let shared = start.deletingLastPathComponent().appendingPathComponent("share/modal-prototype/Assets").path
            if hasFonts(shared) { return shared }
        }
        for start in starts {
            var dir = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Assets").path
                if hasFonts(candidate) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return hasFonts(installed) ? installed : nil
    }

    /// The regular and bold font paths: `--font` for both when given, else the shipped subsets.
    static func fonts(override: String?) throws -> (regular: String, bold: String) {
        if let path = override {
            if let reason = InputFile.problem(path) {
                throw Failure.usage("--font: cannot read font file '\(path)': \(reason)")
            }
            InputFiles.add(path, what: "font")
            return (path, path)
        }
        guard let dir = folder() else {
            throw Failure.runtime("cannot find the Assets folder with \(regularFont) (set MODAL_PROTOTYPE_ASSETS or use --font)")
        }
        return (dir + "/" + regularFont, dir + "/" + boldFont)
    }
}
