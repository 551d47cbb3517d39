/// One decoded frame of a recording: `width` × `height` pixels, rows without padding, each
/// pixel 0xAARRGGBB (as a little-endian ARGB8888 surface or ffmpeg's `bgra` lays it out), or
/// its 4:2:0 planes (`planes`, a video's frames as ffmpeg decodes them), read one pixel at a time.
public struct PixelFrame {
    public var width: Int
    public var height: Int
    /// The pixels, 0xAARRGGBB; empty when the frame is held as `planes`.
    public var pixels: [UInt32]
    /// The frame's YUV planes, when it is held that way.
    public var planes: YUV420Planes?

    /// A frame of `width` × `height` `pixels`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A frame of `width` × `height` held as 4:2:0 `planes`.
    public init(width: Int, height: Int, planes: YUV420Planes) {
        self.width = width
        self.height = height
        pixels = []
        self.planes = planes
    }

    /// The red, green and blue of the pixel at (`x`, `y`), each 0…255.
    @inline(__always)
    public func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
        if let planes { return planes.rgb(x, y) }
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
