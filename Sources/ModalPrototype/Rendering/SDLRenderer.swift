import CSDL2
import ModalCore

/// Draws a frame's primitives onto an `SDL_Renderer*`, anti-aliased, at a pixel scale.
///
/// Consecutive fills, strokes and lines are tessellated (`Tessellator`) and sent with
/// `SDL_RenderGeometry` (a shape that overlaps no text run drawn before it in the frame joins
/// the batch ahead of that text), runs of opaque triangles in `SDL_BLENDMODE_NONE` (after the first
/// `blendedDraws` draws) and the rest in `SDL_BLENDMODE_BLEND`; text runs are drawn at
/// whole-pixel positions from the text atlas (`TextAtlas`: one `SDL_RenderGeometry` call for a
/// stretch of runs) or, on the software renderer and for big runs, from textures of their own
/// with `SDL_RenderCopyF`. On SDL's software renderer, which truncates
/// vertices to whole pixels, shapes are tessellated into pixel-aligned rectangles instead and
/// sent with `SDL_RenderFillRects` (same pixels, opaque runs several times faster).
///
/// The renderer is not owned: it must outlive this object, and its own render scale must stay
/// 1 (primitives are converted to pixels here). Nothing is presented: call
/// `SDL_RenderPresent` (window) or read the pixels (canvas) after `draw(_:background:)`.
final class SceneRenderer {
    /// What the last `draw(_:background:)` did, for tests and benchmarks.
    struct FrameStats: Equatable {
        var geometryCalls = 0
        /// `SDL_RenderFillRects` calls (software renderer only).
        var rectangleCalls = 0
        var triangles = 0
        var textRuns = 0
        /// Translucent fills drawn as an opaque inside and a blended rim (`ClearSplit`).
        var splitFills = 0
        /// SDL calls that failed during the frame, one line each.
        var errors: [String] = []
    }

    /// The `SDL_Renderer*` drawn on.
    let renderer: OpaquePointer
    /// Pixels per canvas point.
    var pixelScale: Double
    /// Text textures; nil draws no text.
    let textCache: TextCache?
    /// How shapes are turned into triangles: `.wholePixel` for SDL's software renderer (which
    /// truncates vertices to whole pixels), `.subpixel` for every other renderer.
    let rasterization: Tessellator.Rasterization
    private(set) var lastFrame = FrameStats()
    /// `draw(_:background:)` calls so far.
    private(set) var framesDrawn = 0
    /// The first draws send every shape blended (`flushGeometry`): enough to cover a first
    /// studio frame (the stage, each panel), so its present compiles no extra shader.
    static let blendedDraws = 16
    /// On a GL renderer, the first `blendedDraws` draws send shapes textured with this white
    /// texture (`firstDrawsTexture()`): the same pixels (white × the vertex colour), but the
    /// same GL program as the text, so llvmpipe compiles one program's shaders before the
    /// first present instead of two (about 4 ms). Destroyed after those draws.
    private var whiteTexture: OpaquePointer?
    /// Whether `firstDrawsTexture()` may make one: not on SDL's software renderer (whose
    /// textured triangles are another code path).
    private let texturesFirstDraws: Bool
    /// Whether `drawComposited` lets the compositor turn a large opaque fill into the clear
    /// (nil: its default, on for every renderer but SDL's software one; tests force it).
    var promotesClear: Bool?
    /// Where opaque fills and clears may be written straight into a software canvas's pixels
    /// (`DirectFill`, set by `SoftwareCanvas.sceneRenderer`); nil sends them all through SDL.
    var directFill: DirectFill?
    /// What this renderer gives back once its window goes quiet (`IdleTrim`; window only).
    var idleTrim = IdleTrim()

    var mesh = TriangleMesh()
    /// Triangles of the shapes drawn in recent frames.
    var shapes = TessellationCache()
    /// The last `clearSplit` worked out, with what it was worked out from (the primitives up
    /// to the fill, the clear, the scale): a frame drawn again splits without carving again.
    var lastClearSplit: (upTo: ArraySlice<Primitive>, clear: Color, scale: Double, split: ClearSplit?)?
    private var vertexBuffer: [SDL_Vertex] = []
    private var rectBuffer: [SDL_Rect] = []
    /// Text runs drawn after the shapes batched since them (`clearsPendingText`).
    private var pendingText: [TextRun] = []
    /// Whether text runs are drawn from the text cache's atlas where it can (tests turn it off).
    var usesTextAtlas = true
    /// Text runs from the atlas not yet sent (`queueFromAtlas`), and the atlas's texture.
    private var atlasQuads: [SDL_Vertex] = []
    private var atlasIndices: [Int32] = []
    private var atlasQuadsTexture: OpaquePointer?

    /// - Parameters:
    ///   - textCache: must belong to the same renderer.
    ///   - rasterization: nil picks it from the renderer's `SDL_RENDERER_SOFTWARE` flag.
    init(renderer: OpaquePointer, pixelScale: Double, textCache: TextCache? = nil,
         rasterization: Tessellator.Rasterization? = nil) {
        precondition(pixelScale.isFinite && pixelScale > 0, "pixelScale must be positive, got \(pixelScale)")
        precondition(textCache.map { $0.renderer == renderer } ?? true, "the text cache belongs to another renderer")
        self.renderer = renderer
        self.pixelScale = pixelScale
        self.textCache = textCache
        var info = SDL_RendererInfo()
        let software = SDL_GetRendererInfo(renderer, &info) == 0
            && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        self.rasterization = rasterization ?? (software ? .wholePixel : .subpixel)
        texturesFirstDraws = !software && info.name.map { String(cString: $0).hasPrefix("opengl") } == true
    }

    /// Clears to `background` (nil: draws over what is there), then draws `primitives` back to
    /// front. `filled` is the opaque colour the target already holds beneath them, where known
    /// without a clear (the damaged stage, filled within its clip): with either, a large
    /// translucent fill over it is drawn in opaque and blended parts (`clearSplit`).
    func draw(_ primitives: [Primitive], background: Color?, filled: Color? = nil) {
        defer {
            framesDrawn += 1
            if framesDrawn >= SceneRenderer.blendedDraws, let white = whiteTexture {
                SDL_DestroyTexture(white)
                whiteTexture = nil
            }
        }
        lastFrame = FrameStats()
        let tessellator = Tessellator(pixelScale: pixelScale, rasterization: rasterization, clipSize: targetSize())

        if let background {
            if let direct = directFill, direct.reach(of: renderer) != nil {
                SDL_RenderFlush(renderer)
                direct.clear(background)
            } else {
                SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, background.a)
                check(SDL_RenderClear(renderer), "SDL_RenderClear")
            }
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        mesh.removeAll()
        pendingText.removeAll(keepingCapacity: true)
        var i = 0
        while i < primitives.count {
            if case let .text(run) = primitives[i] {
                pendingText.append(run)
                i += 1
                continue
            }
            if let clear = background ?? filled, let split = clearSplit(primitives, at: i, over: clear) {
                flushGeometry()
                drawPendingText()
                draw(split, tessellator)
                lastFrame.splitFills += 1
                i += 1
                continue
            }
            let chain = rasterization == .subpixel ? SceneRenderer.lineChain(in: primitives, from: i) : nil
            let count = chain.map { $0.points.count - 1 } ?? 1
            // Shapes that no waiting text overlaps join the batch before those texts.
            if !pendingText.isEmpty, !primitives[i..<(i + count)].allSatisfy(clearsPendingText) {
                flushGeometry()
                drawPendingText()
            }
            if let chain {
                // One strip, or the chain's capsules; either way the whole chain is done.
                if !tessellator.appendPolyline(chain.points, width: chain.width, chain.color, to: &mesh) {
                    for line in primitives[i..<(i + count)] { shapes.append(line, with: tessellator, to: &mesh) }
                }
            } else {
                shapes.append(primitives[i], with: tessellator, to: &mesh)
            }
            i += count
        }
        flushGeometry()
        drawPendingText()
    }

    /// True when `shape` touches no pixel of a text run waiting to be drawn, so it may be drawn
    /// before them: the same pixels, one geometry call for shapes that labels used to split.
    private func clearsPendingText(_ shape: Primitive) -> Bool {
        guard let box = bounds(of: shape) else { return true }   // draws nothing
        for run in pendingText {
            guard let text = textBox(run) else { return false }
            if text.intersects(box) { return false }
        }
        return true
    }

    /// Draws the text runs waiting, in order: runs the text atlas holds as one
    /// `SDL_RenderGeometry` call per stretch of them, the others from their own textures.
    func drawPendingText() {
        for run in pendingText where !queueFromAtlas(run) {
            flushAtlasQuads()
            drawText(run)
        }
        flushAtlasQuads()
        pendingText.removeAll(keepingCapacity: true)
    }

    /// Adds `run` to the atlas batch (two triangles, its colour on every vertex, as
    /// `drawText` places and tints it); false when the atlas cannot hold it.
    private func queueFromAtlas(_ run: TextRun) -> Bool {
        guard usesTextAtlas, let cache = textCache, run.color.a > 0, run.position.x.isFinite, run.position.y.isFinite,
              let (atlas, r) = cache.atlasPlace(for: run, pixelScale: pixelScale, beforeEmptying: { flushAtlasQuads() })
        else { return false }
        if atlasQuadsTexture != atlas.texture { flushAtlasQuads() }
        atlasQuadsTexture = atlas.texture
        let w = Double(r.w), h = Double(r.h)
        let origin = textOrigin(run, width: w, height: h)
        let x = Float(origin.x), y = Float(origin.y)
        let color = SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a)
        let aw = Float(atlas.width), ah = Float(atlas.height)
        let u0 = Float(r.x) / aw, v0 = Float(r.y) / ah, u1 = Float(r.x + r.w) / aw, v1 = Float(r.y + r.h) / ah
        let first = Int32(atlasQuads.count)
        for (vx, vy, u, v) in [(x, y, u0, v0), (x + Float(w), y, u1, v0), (x + Float(w), y + Float(h), u1, v1), (x, y + Float(h), u0, v1)] {
            atlasQuads.append(SDL_Vertex(position: SDL_FPoint(x: vx, y: vy), color: color, tex_coord: SDL_FPoint(x: u, y: v)))
        }
        atlasIndices += [first, first + 1, first + 2, first, first + 2, first + 3]
        lastFrame.textRuns += 1
        return true
    }

    /// Draws the atlas batch, if any, with one `SDL_RenderGeometry` call.
    private func flushAtlasQuads() {
        guard let texture = atlasQuadsTexture, !atlasQuads.isEmpty else { return }
        let result = atlasQuads.withUnsafeBufferPointer { v in
            atlasIndices.withUnsafeBufferPointer { i in
                SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
        check(result, "SDL_RenderGeometry")
        lastFrame.geometryCalls += 1
        atlasQuads.removeAll(keepingCapacity: true)
        atlasIndices.removeAll(keepingCapacity: true)
    }

    /// The chain of at least two lines from `start` on, each starting where the one before
    /// ended, of one width and colour (a curve drawn segment by segment); nil when there is none.
    static func lineChain(in primitives: [Primitive], from start: Int) -> (points: [Point], width: Double, color: Color)? {
        guard case let .line(a, b, width, color) = primitives[start] else { return nil }
        var points = [a, b]
        var k = start + 1
        while k < primitives.count, case let .line(from, to, w, c) = primitives[k], from == points[points.count - 1],
              w == width, c == color {
            points.append(to)
            k += 1
        }
        return points.count >= 3 ? (points, width, color) : nil
    }

    /// While set, drawing treats the target as this many pixels from its top-left corner (the
    /// studio draws the stage as if it were the whole target: `drawStage(_:background:pixels:)`).
    var targetOverride: (width: Int, height: Int)?

    /// Size in pixels of what is drawn on: the override, else the render target texture, else the output.
    func targetSize() -> (width: Int, height: Int)? {
        if let targetOverride { return targetOverride }
        var width: Int32 = 0, height: Int32 = 0
        if let target = SDL_GetRenderTarget(renderer) {
            guard SDL_QueryTexture(target, nil, nil, &width, &height) == 0 else { return nil }
        } else {
            guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else { return nil }
        }
        return (Int(width), Int(height))
    }

    /// Sends the pending triangles as one `SDL_RenderGeometry` call.
    func flushGeometry() {
        guard !mesh.isEmpty else { return }
        if rasterization == .wholePixel && mesh.isRectangles { return flushRectangles() }
        vertexBuffer.removeAll(keepingCapacity: true)
        for v in mesh.vertices {
            vertexBuffer.append(SDL_Vertex(position: SDL_FPoint(x: v.x, y: v.y),
                                           color: SDL_Color(r: v.color.r, g: v.color.g, b: v.color.b, a: v.color.a),
                                           tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        // After the first draws, runs of opaque triangles (an opaque shape's inside) are drawn
        // without blending: the same pixels, but llvmpipe writes them without reading the target
        // first. Not in the first frame: the unblended state is one more shader for llvmpipe to
        // compile, which would delay the first present by about 9 ms.
        let indices = mesh.indices, vertices = mesh.vertices, splits = framesDrawn >= SceneRenderer.blendedDraws
        let texture = splits ? nil : firstDrawsTexture()
        func opaque(_ t: Int) -> Bool {
            splits && vertices[Int(indices[3 * t])].color.a == 255 && vertices[Int(indices[3 * t + 1])].color.a == 255
                && vertices[Int(indices[3 * t + 2])].color.a == 255
        }
        var start = 0
        while start < mesh.triangleCount {
            let solid = opaque(start)
            var end = start + 1
            while end < mesh.triangleCount, opaque(end) == solid { end += 1 }
            SDL_SetRenderDrawBlendMode(renderer, solid ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            let result = vertexBuffer.withUnsafeBufferPointer { v in
                indices.withUnsafeBufferPointer { i in
                    SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress! + 3 * start, Int32(3 * (end - start)))
                }
            }
            check(result, "SDL_RenderGeometry")
            lastFrame.geometryCalls += 1
            start = end
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        lastFrame.triangles += mesh.triangleCount
        mesh.removeAll()
    }

    /// Sends a whole-pixel mesh, which is all single-colour rectangles, as `SDL_RenderFillRects`
    /// calls (one per run of equal colour), in order.
    ///
    /// Same pixels as `SDL_RenderGeometry`, but SDL's software renderer fills an opaque
    /// rectangle without blending about 9× faster (0.6 ms instead of 5.4 ms for 780×1688 px);
    /// its geometry path blends every pixel whatever the alpha or blend mode.
    private func flushRectangles() {
        let vertices = mesh.vertices
        func coordinate(_ v: Float) -> Int32 { Int32(max(min(v, 1e9), -1e9)) }
        let reach = directFill?.reach(of: renderer)
        if reach != nil { SDL_RenderFlush(renderer) }
        var start = 0
        while start < vertices.count {
            let color = vertices[start].color
            rectBuffer.removeAll(keepingCapacity: true)
            var i = start
            while i + 3 < vertices.count, vertices[i].color == color {
                let topLeft = vertices[i], bottomRight = vertices[i + 2]
                let x = coordinate(topLeft.x), y = coordinate(topLeft.y)
                rectBuffer.append(SDL_Rect(x: x, y: y, w: coordinate(bottomRight.x) - x, h: coordinate(bottomRight.y) - y))
                i += 4
            }
            if let directFill, let reach, color.a == 255 {
                rectBuffer.withUnsafeBufferPointer { directFill.fill($0, color, within: reach) }
            } else {
                SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
                check(SDL_RenderFillRects(renderer, rectBuffer, Int32(rectBuffer.count)), "SDL_RenderFillRects")
            }
            lastFrame.rectangleCalls += 1
            start = max(i, start + 4)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        lastFrame.triangles += mesh.triangleCount
        mesh.removeAll()
    }

    /// Draws a run's cached texture tinted with its colour (pre-tinted on the software
    /// renderer, modulated elsewhere), its box on whole pixels.
    private func drawText(_ run: TextRun) {
        guard let cache = textCache, run.color.a > 0,
              run.position.x.isFinite, run.position.y.isFinite,
              let text = cache.texture(for: run, pixelScale: pixelScale) else { return }
        let w = Double(text.width), h = Double(text.height)
        let (x, y) = textOrigin(run, width: w, height: h)
        if text.tinted {
            SDL_SetTextureColorMod(text.texture, 255, 255, 255)
        } else {
            SDL_SetTextureColorMod(text.texture, run.color.r, run.color.g, run.color.b)
        }
        SDL_SetTextureAlphaMod(text.texture, run.color.a)
        var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(w), h: Float(h))
        check(SDL_RenderCopyF(renderer, text.texture, nil, &destination), "SDL_RenderCopyF")
        lastFrame.textRuns += 1
    }

    /// The white texture the first draws' shapes are sent with on a GL renderer (`whiteTexture`),
    /// made at the first call; nil elsewhere, or when it cannot be made (shapes go untextured).
    /// ARGB8888 and blended like the text's textures, and 3×3 because llvmpipe compiles a
    /// separate shader for a power-of-two size (text textures and the atlas are not one).
    private func firstDrawsTexture() -> OpaquePointer? {
        guard texturesFirstDraws else { return nil }
        if let white = whiteTexture { return white }
        guard let white = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                            Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 3, 3) else { return nil }
        let pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 9)
        guard SDL_UpdateTexture(white, nil, pixels, 12) == 0,
              SDL_SetTextureBlendMode(white, SDL_BLENDMODE_BLEND) == 0 else {
            SDL_DestroyTexture(white)
            return nil
        }
        whiteTexture = white
        return white
    }

    private func check(_ result: Int32, _ call: String) {
        if result != 0 { lastFrame.errors.append(SDLError("\(call) failed").description) }
    }
}
