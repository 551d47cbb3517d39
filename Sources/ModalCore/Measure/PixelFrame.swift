/// One decoded frame of a recording: `width` × `height` pixels, rows without padding, each
/// pixel 0xAARRGGBB (as a little-endian ARGB8888 surface or ffmpeg's `bgra` lays it out).
public struct PixelFrame {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    /// A frame of `width` × `height` `pixels`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The red, green and blue of the pixel at (`x`, `y`), each 0…255.
    @inline(__always)
    public func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
        let p = pixels[y * width + x]
        return (Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF))
    }

    /// The largest per-channel difference between the pixel at (`x`, `y`) and `color`.
    public func distance(_ x: Int, _ y: Int, to color: Color) -> Double {
        let (r, g, b) = rgb(x, y)
        return max(abs(r - Double(color.r)), abs(g - Double(color.g)), abs(b - Double(color.b)))
    }

    /// True when the pixel at (`x`, `y`) is black or nearly (a letterbox bar, a display corner).
    func isNearlyBlack(_ x: Int, _ y: Int) -> Bool {
        let (r, g, b) = rgb(x, y)
        return r < 24 && g < 24 && b < 24
    }
}
