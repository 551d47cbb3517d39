/// A frame's pixels as 8-bit 4:2:0 planes (ffmpeg's `yuv420p`: the luma plane, then the blue and
/// red chroma planes at half width and height, rounded up), turned into RGB one pixel at a time.
///
/// `measure` reads a video this way: the trackers look at a few columns of each frame, so
/// converting only the pixels they read, instead of ffmpeg converting every pixel to BGRA and
/// piping 4 bytes of each, halves the time a clip takes (issue 39's `measure_realtime_ratio`).
/// The conversion follows the stream's own tags as ffmpeg's `bgra` output does: BT.709, BT.2020
/// or (untagged, or any other) BT.601 coefficients; limited ("tv") or full ("pc") range; each
/// chroma sample shared by its 2×2 block. It agrees with ffmpeg's to ±3 per channel.
public struct YUV420Planes {
    /// The colour matrix of a stream's `color_space` tag (ITU-R BT.601, BT.709, BT.2020).
    public enum Matrix: Equatable {
        case bt601, bt709, bt2020

        /// The matrix ffprobe's `color_space` value names: `bt709`, `bt2020nc`/`bt2020c`, else BT.601.
        public init(colorSpace: String) {
            switch colorSpace {
            case "bt709": self = .bt709
            case "bt2020nc", "bt2020c": self = .bt2020
            default: self = .bt601
            }
        }

        /// The red and blue luma weights, Kr and Kb.
        var weights: (kr: Double, kb: Double) {
            switch self {
            case .bt601: return (0.299, 0.114)
            case .bt709: return (0.2126, 0.0722)
            case .bt2020: return (0.2627, 0.0593)
            }
        }
    }

    /// The planes, `byteCount(width:height:)` bytes: Y, then Cb, then Cr.
    public var bytes: [UInt8]
    let width: Int
    let chromaWidth: Int
    let cbStart: Int, crStart: Int
    let lumaOffset: Double, lumaScale: Double, chromaScale: Double
    let redFromCr: Double, greenFromCb: Double, greenFromCr: Double, blueFromCb: Double

    /// Zeroed planes for a `width` × `height` frame of `matrix`, in full range when `fullRange`.
    public init(width: Int, height: Int, matrix: Matrix, fullRange: Bool) {
        let (kr, kb) = matrix.weights
        self.width = width
        chromaWidth = (width + 1) / 2
        cbStart = width * height
        crStart = cbStart + chromaWidth * ((height + 1) / 2)
        bytes = [UInt8](repeating: 0, count: Self.byteCount(width: width, height: height))
        lumaOffset = fullRange ? 0 : 16
        lumaScale = fullRange ? 1 : 255 / 219
        chromaScale = fullRange ? 1 : 255 / 224
        redFromCr = 2 * (1 - kr)
        blueFromCb = 2 * (1 - kb)
        greenFromCb = 2 * (1 - kb) * kb / (1 - kr - kb)
        greenFromCr = 2 * (1 - kr) * kr / (1 - kr - kb)
    }

    /// Bytes of a `width` × `height` frame's three planes.
    public static func byteCount(width: Int, height: Int) -> Int {
        width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2)
    }

    /// The red, green and blue of the pixel at (`x`, `y`), each rounded to 0…255.
    @inline(__always)
    func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
        let luma = (Double(bytes[y * width + x]) - lumaOffset) * lumaScale
        let chroma = (y >> 1) * chromaWidth + (x >> 1)
        let cb = (Double(bytes[cbStart + chroma]) - 128) * chromaScale
        let cr = (Double(bytes[crStart + chroma]) - 128) * chromaScale
        func channel(_ v: Double) -> Double { min(max(v, 0), 255).rounded() }
        return (channel(luma + redFromCr * cr), channel(luma - greenFromCb * cb - greenFromCr * cr), channel(luma + blueFromCb * cb))
    }
}
