/// Where the prototype's canvas (the phone's screen) lies in a captured frame, and its scale.
///
/// A screen recording is the screen at its own pixel size; an exported or re-encoded one may
/// add black bars around it. The bars are cut off (rows and columns black across the whole
/// frame), and the rest is matched to a device by its aspect ratio: the device asked for, or
/// else a preset whose shape agrees within 2 %: one whose screen is exactly the picture's
/// pixels at its native scale (a phone's own recording), else the default device, else the first.
public struct CanvasPlacement: Equatable, Sendable {
    /// The screen's top-left pixel in the frame.
    public var originX: Double
    public var originY: Double
    /// Frame pixels per point.
    public var scale: Double
    /// The canvas in points.
    public var canvas: Size
    /// The device it was matched to.
    public var deviceName: String

    /// Why no canvas could be found.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Shapes closer than this (as a fraction of the aspect ratio) count as the same device.
    public static let aspectTolerance = 0.02

    /// A placement with the screen's top-left pixel at (`originX`, `originY`).
    public init(originX: Double, originY: Double, scale: Double, canvas: Size, deviceName: String) {
        self.originX = originX
        self.originY = originY
        self.scale = scale
        self.canvas = canvas
        self.deviceName = deviceName
    }

    /// The canvas in `frame`, matched to `device` when given, else to one of `Device.presets`.
    public static func locate(in frame: PixelFrame, device: Device? = nil) throws -> CanvasPlacement {
        let box = contentBox(frame)
        guard box.width > 8, box.height > 8 else {
            throw Problem(description: "the frame (\(frame.width)×\(frame.height)) is black: no phone screen in it")
        }
        let aspect = Double(box.width) / Double(box.height)
        let candidates = device.map { [$0] } ?? [Device.standard] + Device.presets.filter { $0.name != Device.standard.name }
        let shaped = candidates.filter { abs($0.canvas.width / $0.canvas.height - aspect) / aspect <= aspectTolerance }
        // A phone's own recording is at its native scale: a device whose screen is exactly this many pixels wins.
        let native = shaped.first { abs($0.canvas.width * $0.nativeScale - Double(box.width)) < 1 && abs($0.canvas.height * $0.nativeScale - Double(box.height)) < 1 }
        guard let match = native ?? shaped.first else {
            let asked = device.map { "\($0.name)'s \(Int($0.canvas.width))×\(Int($0.canvas.height)) pt screen" } ?? "any device's screen"
            throw Problem(description: "the picture (\(box.width)×\(box.height) pixels inside \(frame.width)×\(frame.height)) "
                          + "does not have the shape of \(asked)" + (device == nil ? " (name it with --device)" : ""))
        }
        return CanvasPlacement(originX: Double(box.x), originY: Double(box.y), scale: Double(box.width) / match.canvas.width,
                               canvas: match.canvas, deviceName: match.name)
    }

    /// The frame without the black bars at its edges: rows and columns every sampled pixel of
    /// which is nearly black.
    static func contentBox(_ frame: PixelFrame) -> (x: Int, y: Int, width: Int, height: Int) {
        func rowIsBlack(_ y: Int) -> Bool { stride(from: 0, to: frame.width, by: 2).allSatisfy { frame.isNearlyBlack($0, y) } }
        func columnIsBlack(_ x: Int) -> Bool { stride(from: 0, to: frame.height, by: 2).allSatisfy { frame.isNearlyBlack(x, $0) } }
        var top = 0, bottom = frame.height, left = 0, right = frame.width
        while top < bottom && rowIsBlack(top) { top += 1 }
        while bottom > top && rowIsBlack(bottom - 1) { bottom -= 1 }
        while left < right && columnIsBlack(left) { left += 1 }
        while right > left && columnIsBlack(right - 1) { right -= 1 }
        return (left, top, right - left, bottom - top)
    }
}
