import Testing
@testable import ModalCore

/// Issue 39: `measure` reads a video as 4:2:0 planes and converts only the pixels it looks at;
/// the conversion follows the stream's tags as ffmpeg's own BGRA output does.
@Suite struct YUV420PlanesTests {
    /// A frame of `width` × `height` whose every pixel is (`y`, `u`, `v`).
    static func flat(_ y: UInt8, _ u: UInt8, _ v: UInt8, matrix: YUV420Planes.Matrix = .bt709, fullRange: Bool = false,
                     width: Int = 3, height: Int = 3) -> PixelFrame {
        var planes = YUV420Planes(width: width, height: height, matrix: matrix, fullRange: fullRange)
        let luma = width * height
        for i in planes.bytes.indices { planes.bytes[i] = i < luma ? y : (i < luma + (planes.bytes.count - luma) / 2 ? u : v) }
        return PixelFrame(width: width, height: height, planes: planes)
    }

    @Test func limitedRangeBlackWhiteAndGrayLandOnTheirRGB() {
        #expect(Self.flat(16, 128, 128).rgb(2, 2) == (0, 0, 0))
        #expect(Self.flat(235, 128, 128).rgb(0, 0) == (255, 255, 255))
        #expect(Self.flat(126, 128, 128).rgb(1, 1) == (128, 128, 128))
        #expect(Self.flat(200, 128, 128, fullRange: true).rgb(1, 2) == (200, 200, 200))
    }

    @Test func eachMatrixTurnsItsOwnRedBackIntoRed() {
        // Pure red in 8-bit limited range: Y = 16 + 219·Kr, Cb = 128 − 112·Kr/(1−Kb), Cr = 240.
        // 8-bit codes round, so red comes back within 1 per channel.
        #expect(Self.flat(63, 102, 240, matrix: .bt709).rgb(0, 0) == (255, 1, 0))
        #expect(Self.flat(81, 90, 240, matrix: .bt601).rgb(0, 0) == (254, 0, 0))
        #expect(Self.flat(74, 97, 240, matrix: .bt2020).rgb(0, 0) == (255, 0, 1))
        // Read with the wrong matrix, BT.709's red is visibly off: the tag matters.
        #expect(Self.flat(63, 102, 240, matrix: .bt601).rgb(0, 0).0 < 240)
    }

    @Test func theTagsPickTheMatrixAsFfmpegDoes() {
        #expect(YUV420Planes.Matrix(colorSpace: "bt709") == .bt709)
        #expect(YUV420Planes.Matrix(colorSpace: "bt2020nc") == .bt2020)
        #expect(YUV420Planes.Matrix(colorSpace: "smpte170m") == .bt601)
        #expect(YUV420Planes.Matrix(colorSpace: "unknown") == .bt601)
    }

    @Test func oddSizesShareTheLastChromaSampleAndEachBlockHasItsOwn() {
        #expect(YUV420Planes.byteCount(width: 3, height: 3) == 9 + 2 * 4)
        var planes = YUV420Planes(width: 3, height: 3, matrix: .bt709, fullRange: true)
        for i in 0 ..< 9 { planes.bytes[i] = 100 }
        for i in 9 ..< 17 { planes.bytes[i] = 128 }
        planes.bytes[9 + 3] = 228          // Cb of the block at x 2, y 2 (the odd corner): bluer
        let frame = PixelFrame(width: 3, height: 3, planes: planes)
        #expect(frame.rgb(0, 0) == (100, 100, 100))
        #expect(frame.rgb(1, 1) == (100, 100, 100))
        #expect(frame.rgb(2, 2).2 > 250 && frame.rgb(2, 2).0 == 100)
    }

    @Test func theCardsEdgeIsFoundInPlanesAsInBGRA() throws {
        // The test frame of MeasureFitTests (gray card over orange, its edge at 500.25), encoded as
        // limited-range BT.709 4:2:0 with each block's chroma from its top-left pixel.
        let bgra = MeasureFitTests.frame(width: 390, height: 884, bar: 20, edge: 20 + 500.25)
        var planes = YUV420Planes(width: 390, height: 884, matrix: .bt709, fullRange: false)
        let cbStart = 390 * 884, crStart = cbStart + 195 * 442
        for y in 0 ..< 884 {
            for x in 0 ..< 390 {
                let (r, g, b) = bgra.rgb(x, y)
                let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                planes.bytes[y * 390 + x] = UInt8((16 + luma * 219 / 255).rounded())
                if x % 2 == 0 && y % 2 == 0 {
                    let chroma = (y / 2) * 195 + x / 2
                    planes.bytes[cbStart + chroma] = UInt8((128 + (b - luma) / 1.8556 * 224 / 255).rounded())
                    planes.bytes[crStart + chroma] = UInt8((128 + (r - luma) / 1.5748 * 224 / 255).rounded())
                }
            }
        }
        let frame = PixelFrame(width: 390, height: 884, planes: planes)
        let placement = try CanvasPlacement.locate(in: frame)
        #expect(placement == CanvasPlacement(originX: 0, originY: 20, scale: 1, canvas: Size(width: 390, height: 844), deviceName: "iphone-14"))
        let sample = EdgeTracker(placement: placement, color: Theme().gray).sample(frame, time: 0)
        // A 2×2 block shares its chroma, so the colour blend that places the edge within a row is
        // coarser than in BGRA: within half a pixel (a sixth of a point in a phone's ×3 recording).
        #expect(abs(sample.value - 500.25) < 0.5, "\(sample.value)")
    }
}
