import BuildStamp
import CSDL2
import FoundationEssentials
import Glibc

/// What `--version` prints: the version, the commit and date the binary was built from, and
/// the versions of the C libraries in use (run time, with the build's headers where they differ).
enum VersionReport {
    /// `modal-prototype 0.1.0` on the first line (scripts read it), then one line a fact.
    static var text: String {
        var sdl = SDL_version()
        SDL_GetVersion(&sdl)
        let sdlBuilt = "\(SDL_MAJOR_VERSION).\(SDL_MINOR_VERSION).\(SDL_PATCHLEVEL)"
        let ttfBuilt = "\(SDL_TTF_MAJOR_VERSION).\(SDL_TTF_MINOR_VERSION).\(SDL_TTF_PATCHLEVEL)"
        return [
            "modal-prototype \(Options.version)",
            "commit: \(String(cString: build_stamp_commit()))",
            "built: \(String(cString: build_stamp_date()))",
            "SDL2: " + described(sdl, built: sdlBuilt),
            "SDL_ttf: " + (TTF_Linked_Version().map { described($0.pointee, built: ttfBuilt) } ?? "unknown"),
            "SDL_image: " + imageVersion,
            // giflib has no run-time version call: the header's, which the soname (libgif.so.7) pins.
            "giflib: \(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE)",
        ].joined(separator: "\n")
    }

    /// `2.26.5`, or `2.28.1 (built with 2.26.5)`.
    private static func described(_ v: SDL_version, built: String) -> String {
        let running = "\(v.major).\(v.minor).\(v.patch)"
        return running == built ? running : "\(running) (built with \(built))"
    }

    /// SDL_image's version, asked of the library `--reference` would load (`SDLImageLibrary`).
    private static var imageVersion: String {
        typealias Linked = @convention(c) () -> UnsafePointer<SDL_version>?
        guard let handle = dlopen(SDLImageLibrary.soname, RTLD_NOW | RTLD_LOCAL) else { return "not installed" }
        defer { dlclose(handle) }
        guard let symbol = dlsym(handle, "IMG_Linked_Version"),
              let v = unsafeBitCast(symbol, to: Linked.self)() else { return "unknown" }
        return "\(v.pointee.major).\(v.pointee.minor).\(v.pointee.patch)"
    }
}
