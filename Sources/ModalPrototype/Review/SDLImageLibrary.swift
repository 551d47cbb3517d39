import CSDL2
import FoundationEssentials
import Glibc

/// SDL_image, loaded the first time a reference image is decoded (`dlopen`), not at start-up.
///
/// Linked at build time, libSDL2_image and the libraries it needs (libtiff, libjpeg, libwebp,
/// libLerc, libjbig, libdeflate) are mapped and relocated before `main` on every launch:
/// 1.3 ms of each start-up (`--version`: 9.45 → 8.18 ms, `perf stat -r 20`), for a decoder
/// only `--reference` uses.
enum SDLImageLibrary {
    /// `IMG_Load`'s type.
    typealias Load = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<SDL_Surface>?

    /// The library's soname, as Debian's libsdl2-image-2.0-0 installs it.
    static let soname = "libSDL2_image-2.0.so.0"

    /// `IMG_Load`, or why it cannot be had (the library or the symbol is missing).
    static let load: Result<Load, Failure> = {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.runtime("cannot load \(soname) to read reference images: \(reason) (install libsdl2-image-2.0-0)"))
        }
        guard let symbol = dlsym(handle, "IMG_Load") else {
            return .failure(.runtime("\(soname) has no IMG_Load"))
        }
        return .success(unsafeBitCast(symbol, to: Load.self))
    }()

    /// The image file at `path` decoded into a new surface (free it), nil when SDL_image cannot
    /// read it (`SDL_GetError()` says why).
    ///
    /// - Throws: the `Failure` of `load` when the library is not there.
    static func image(at path: String) throws -> UnsafeMutablePointer<SDL_Surface>? {
        try load.get()(path)
    }
}
