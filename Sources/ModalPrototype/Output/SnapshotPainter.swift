import CSDL2
import ModalCore

/// Draws `StageSnapshot`s with SDL's software renderer, as headless export draws its frames:
/// a `SoftwareCanvas` of the snapshot's size, a `SceneRenderer` with its own `TextCache` and
/// the canvas's direct fills (`DirectFill`, clip-aware), the items through the compositor. The same snapshot gives the same bytes as
/// the headless frame of the same time and scale.
///
/// Damage drawing: the canvas keeps the last frame's pixels, and a frame composited to the same
/// clear at the same scale is drawn only within the pixels its primitives can change
/// (`FrameDamage`), box by box, clipped to it, every primitive reaching them drawn again in order over
/// the clear. Clipping leaves SDL's software rasterisation of each pixel as it is, so the bytes
/// are those of the whole frame.
///
/// Used by one thread at a time (the recording worker's); it shares no SDL object with the
/// window. The canvas is made again when a snapshot's size differs from the last one (the
/// window was resized).
final class SnapshotPainter {
    let fonts: (regular: String, bold: String)
    private var canvas: SoftwareCanvas?
    private var scene: SceneRenderer?
    /// What the canvas holds: the composited frame last drawn and its scale; nil before one.
    private var drawn: (result: Compositor.Result, pixelScale: Double)?
    /// Pixels drawn by the last `paint` (the whole canvas for a whole frame).
    private(set) var lastDrawnPixels = 0

    /// A painter drawing text with the font files at these paths.
    init(fonts: (regular: String, bold: String)) {
        self.fonts = fonts
    }

    /// The pixels (ARGB8888 rows) of `snapshot` drawn.
    ///
    /// - Throws: `Failure.runtime` when SDL cannot make the canvas or read it back.
    func paint(_ snapshot: StageSnapshot) throws -> [UInt8] {
        SnapshotPainter.copy(try draw(snapshot).surface)
    }

    /// `snapshot` drawn and encoded as a PNG straight from the canvas (no copy of its pixels),
    /// with `encoder`: the bytes `writePNG` writes for the pixels `paint` gives.
    ///
    /// - Throws: `Failure.runtime` when SDL cannot make the canvas or the PNG cannot be encoded.
    func paintPNG(_ snapshot: StageSnapshot, encoder: PNGEncoder) throws -> [UInt8] {
        let canvas = try draw(snapshot)
        do { return try encoder.encode(canvas.surface) } catch let e as SDLError {
            throw Failure.runtime("cannot encode a recorded frame: \(e.description)")
        }
    }

    /// Draws `snapshot` on the canvas (whole, or only where it changed) and returns the canvas.
    private func draw(_ snapshot: StageSnapshot) throws -> SoftwareCanvas {
        let (canvas, scene) = try tools(width: snapshot.width, height: snapshot.height)
        scene.pixelScale = snapshot.pixelScale
        let result = scene.composite(snapshot.items, background: snapshot.background)
        if let drawn, drawn.pixelScale == snapshot.pixelScale, drawn.result.background == result.background {
            let regions = FrameDamage.changedRegions(old: drawn.result.primitives, new: result.primitives,
                                                     width: canvas.width, height: canvas.height,
                                                     pixelScale: snapshot.pixelScale, textBounds: { scene.textBox($0) }) ?? []
            for box in regions { redraw(result, within: box, on: canvas, with: scene) }
            lastDrawnPixels = regions.reduce(0) { $0 + $1.width * $1.height }
        } else {
            scene.draw(result.primitives, background: result.background)
            lastDrawnPixels = canvas.width * canvas.height
        }
        drawn = (result, snapshot.pixelScale)
        canvas.flush()
        return canvas
    }

    /// Draws `result` again within `box` only: the clear there, then the primitives reaching it,
    /// clipped to it; from the last opaque fill covering the box when there is one
    /// (`FrameDamage.redrawList`: what lies under it never shows there).
    private func redraw(_ result: Compositor.Result, within box: PixelBox, on canvas: SoftwareCanvas, with scene: SceneRenderer) {
        let clip = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(box.width), h: Int32(box.height))
        withUnsafePointer(to: clip) { _ = SDL_RenderSetClipRect(canvas.renderer, $0) }
        let list = FrameDamage.redrawList(result, within: box, pixelScale: scene.pixelScale, textBounds: { scene.textBox($0) })
        if let background = result.background, list.clears {
            // What the clear writes (SDL_FillRect of the mapped colour), within the clip.
            if let direct = scene.directFill, let reach = direct.reach(of: canvas.renderer) {
                SDL_RenderFlush(canvas.renderer)
                withUnsafePointer(to: clip) { direct.fill(UnsafeBufferPointer(start: $0, count: 1), background, within: reach) }
            } else {
                SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(canvas.renderer, background.r, background.g, background.b, background.a)
                withUnsafePointer(to: clip) { _ = SDL_RenderFillRect(canvas.renderer, $0) }
            }
        }
        scene.draw(list.primitives, background: nil)
        SDL_RenderSetClipRect(canvas.renderer, nil)
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
        drawn = nil
        do {
            let made = try SoftwareCanvas(width: width, height: height)
            let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: made.renderer, owner: made)
            let renderer = made.sceneRenderer(pixelScale: 1, textCache: text)
            canvas = made
            scene = renderer
            return (made, renderer)
        } catch let e as SDLError {
            throw Failure.runtime("cannot draw a recorded frame: \(e.description)")
        }
    }
}
