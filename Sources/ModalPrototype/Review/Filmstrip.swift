import CSDL2
import FoundationEssentials
import Glibc
import ModalCore

/// A contact sheet: N frames in order, in rows, each with its time printed under it.
final class Filmstrip {
    let path: String
    let times: [Double]
    let tileWidth: Int, tileHeight: Int
    let columns: Int
    static let labelHeight = 22
    static let margin = 8
    private let sheet: SoftwareCanvas
    private let renderer: SceneRenderer
    private var captured = 0

    /// The N times from `from` to `to` inclusive, evenly spaced (N = 1: just `from`).
    static func times(from: Double, to: Double, frames: Int) -> [Double] {
        guard frames > 1 else { return [from] }
        return (0..<frames).map { from + (to - from) * Double($0) / Double(frames - 1) }
    }

    /// Tiles a row: about the square root of the count, at most 8.
    static func columns(frames: Int) -> Int {
        min(frames, max(1, min(8, Int(Double(frames).squareRoot().rounded(.up)) + 1)))
    }

    /// The sheet's size in pixels for `frames` tiles of half the frame size, with margins and labels.
    static func sheetSize(frames: Int, frameWidth: Int, frameHeight: Int) -> (width: Int, height: Int) {
        let columns = columns(frames: frames)
        let rows = (frames + columns - 1) / columns
        let m = margin
        return (m + columns * (max(frameWidth / 2, 1) + m), m + rows * (max(frameHeight / 2, 1) + labelHeight + m))
    }

    /// A sheet for frames of `frameWidth`×`frameHeight` pixels, shown at half size.
    init(path: String, times: [Double], frameWidth: Int, frameHeight: Int, fonts: (regular: String, bold: String)) throws {
        self.path = path
        self.times = times
        tileWidth = max(frameWidth / 2, 1)
        tileHeight = max(frameHeight / 2, 1)
        columns = Filmstrip.columns(frames: times.count)
        let (width, height) = Filmstrip.sheetSize(frames: times.count, frameWidth: frameWidth, frameHeight: frameHeight)
        guard width <= 16384, height <= 16384 else {
            throw Failure.usage("--filmstrip: \(times.count) frames make a \(width)×\(height) image (at most 16384 a side); use fewer --frames or a smaller --scale")
        }
        do {
            sheet = try SoftwareCanvas(width: width, height: height)
            let text = try TextCache(regularPath: fonts.regular, boldPath: fonts.bold, renderer: sheet.renderer, owner: sheet)
            renderer = SceneRenderer(renderer: sheet.renderer, pixelScale: 1, textCache: text)
        } catch let e as SDLError { throw Failure.runtime(e.description) }
        // Background and time labels first; tiles are blitted into their places afterwards.
        var labels: [Primitive] = []
        for (i, t) in times.enumerated() {
            let r = tileRect(i)
            labels.append(.text(TextRun(HUD.fixed(t, 3) + " s",
                                        at: Point(x: Double(r.x) + Double(tileWidth) / 2,
                                                  y: Double(r.y + r.h) + Double(Filmstrip.labelHeight) / 2),
                                        size: 13, color: ReviewPalette.filmstripLabel)))
        }
        renderer.draw(labels, background: ReviewPalette.stage)
        sheet.flush()
    }

    /// Where tile `i` goes, in pixels.
    func tileRect(_ i: Int) -> SDL_Rect {
        let m = Filmstrip.margin
        let col = i % columns, row = i / columns
        return SDL_Rect(x: Int32(m + col * (tileWidth + m)), y: Int32(m + row * (tileHeight + Filmstrip.labelHeight + m)),
                        w: Int32(tileWidth), h: Int32(tileHeight))
    }

    /// The next time to capture, if any.
    var nextTime: Double? { captured < times.count ? times[captured] : nil }

    /// Scales the frame drawn on `canvas` into the next tile.
    func capture(from canvas: SoftwareCanvas) {
        guard captured < times.count else { return }
        canvas.flush()
        var dst = tileRect(captured)
        SDL_SetSurfaceBlendMode(canvas.surface, SDL_BLENDMODE_NONE)
        SDL_UpperBlitScaled(canvas.surface, nil, sheet.surface, &dst)
        captured += 1
    }

    /// Writes the sheet (atomically).
    func write() throws {
        do { try sheet.writePNG(to: path) } catch let e as SDLError { throw Failure.runtime(e.description) }
    }
}
