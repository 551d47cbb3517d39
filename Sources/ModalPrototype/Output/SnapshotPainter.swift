import CSDL2
import ModalCore

/// Draws `StageSnapshot`s with SDL's software renderer, as headless export draws its frames:
/// a `SoftwareCanvas` of the snapshot's size, a `SceneRenderer` with its own `TextCache`, the
/// items through the compositor (`drawComposited`). The same snapshot gives the same bytes as
/// the headless frame of the same time and scale.
///
/// Used by one thread at a time (the recording worker's); it shares no SDL object with the
/// window. The canvas is made again when a snapshot's size differs from the last one (the
/// window was resized).
final class SnapshotPainter {
    let fonts: (regular: String, bold: String)
    private var canvas: SoftwareCanvas?
    private var scene: SceneRenderer?

    /// A painter drawing text with the font files at these paths.
    init(fonts: (regular: String, bold: String)) {
        self.fonts = fonts
    }

    /// The pixels (ARGB8888 rows) of `snapshot` drawn.
    ///
    /// - Throws: `Failure.runtime` when SDL cannot make the canvas or read it back.
    func paint(_ snapshot: StageSnapshot) throws -> [UInt8] {
        let (canvas, scene) = try tools(width: snapshot.width, height: snapshot.height)
        scene.pixelScale = snapshot.pixelScale
        scene.drawComposited(snapshot.items, background: snapshot.background)
        canvas.flush()
        return SnapshotPainter.copy(canvas.surface)
    }

    /// The surface's rows, packed (`width × 4` bytes a row): what `readPixels` gives for the
    /// whole canvas, without zero-filling the array first or converting ARGB8888 to itself.
    static func copy(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let row = width * 4
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let source = surface.pointee.pixels!
        return [UInt8](unsafeUninitializedCapacity: row * height) { buffer, count in
            if pitch == row {
                buffer.baseAddress!.update(from: source.assumingMemoryBound(to: UInt8.self), count: row * height)
            } else {
                for y in 0..<height {
                    (buffer.baseAddress! + y * row).update(from: (source + y * pitch).assumingMemoryBound(to: UInt8.self), count: row)
                }
            }
            count = row * height
        }
    }

    /// The canvas and renderer for frames of `width`×`height` pixels, made on first use or when the size changes.
    private func tools(width: Int, height: Int) throws -> (SoftwareCanvas, SceneRenderer) {
        if let canvas, let scene, canvas.width == width, canvas.height == height { return (canvas, scene) }
        scene = nil   // the old cache goes before its canvas
        canvas = nil
        do {
            let made = try SoftwareCanvas(width: width, height: height)
            let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: made.renderer, owner: made)
            let renderer = SceneRenderer(renderer: made.renderer, pixelScale: 1, textCache: text)
            canvas = made
            scene = renderer
            return (made, renderer)
        } catch let e as SDLError {
            throw Failure.runtime("cannot draw a recorded frame: \(e.description)")
        }
    }
}
