import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// An off-screen ARGB8888 image with SDL's software renderer on it: no display, no `SDL_Init`.
///
/// `SDL_CreateSoftwareRenderer` draws straight into the surface's memory, so neither a video
/// driver nor `SDL_Init` is needed (checked with SDL 2.26: surface, renderer, geometry, text
/// textures and `IMG_SavePNG` all work in a process that never calls `SDL_Init`). Pixels are
/// opaque wherever the frame's background is opaque.
final class SoftwareCanvas {
    /// Size in pixels.
    let width: Int
    let height: Int
    /// The `SDL_Surface*` drawn into (`SDL_PIXELFORMAT_ARGB8888`).
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// The `SDL_Renderer*` that draws into `surface`.
    let renderer: OpaquePointer

    /// - Throws: `SDLError` when the size is not positive or SDL cannot allocate.
    init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw SDLError("cannot create a \(width)×\(height) canvas", reason: "size out of range")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("cannot create a \(width)×\(height) surface")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = SDLError("cannot create a software renderer")
            SDL_FreeSurface(surface)
            throw error
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = renderer
        LiveSDLObjects.surfaces += 1; LiveSDLObjects.renderers += 1
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
        LiveSDLObjects.surfaces -= 1; LiveSDLObjects.renderers -= 1
    }

    /// A `SceneRenderer` on this canvas that writes opaque fills and clears straight into its
    /// pixels (`DirectFill`): the same pixels as SDL's, several times faster.
    func sceneRenderer(pixelScale: Double, textCache: TextCache? = nil) -> SceneRenderer {
        let renderer = SceneRenderer(renderer: self.renderer, pixelScale: pixelScale, textCache: textCache)
        renderer.directFill = DirectFill(surface: surface)
        return renderer
    }

    /// Runs the renderer's queued drawing commands so the surface holds the frame.
    func flush() {
        SDL_RenderFlush(renderer)
    }

    /// The colour of pixel (x, y); clear for coordinates outside the canvas.
    func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        flush()
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
        let v = row.load(fromByteOffset: x * 4, as: UInt32.self)
        return Color(r: UInt8((v >> 16) & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF), a: UInt8(v >> 24))
    }

    /// Writes the canvas as a PNG, atomically: to `path.tmp-<pid>` first, then renamed over `path`.
    ///
    /// Encoded in memory (`PNGEncoder`) and written with checked I/O: a full disk or a read-only
    /// folder is reported and leaves nothing under `path`.
    ///
    /// - Throws: `SDLError` when encoding fails, `Failure` (`PATH: cannot write: reason`) when
    ///   writing fails; no temporary file is left behind.
    func writePNG(to path: String) throws {
        flush()
        try OutputFolder.write(try PNGEncoder.encode(surface), toPath: path)
    }
}
