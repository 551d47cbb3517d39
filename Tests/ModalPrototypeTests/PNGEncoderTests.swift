import CSDL2
import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The PNG encoder (Up filter + run-length deflate) gives files SDL_image decodes to exactly
/// the pixels encoded, and the recorder's second thread writes every frame and reports a
/// failed one.
@Suite struct PNGEncoderTests {
    /// A test picture: flat bands, a gradient, noise, transparent pixels, repeated rows.
    static func picture(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let px: [UInt8]
                switch (y / 7) % 4 {
                case 0: px = [0x00, 0x95, 0xFF, 0xFF]                                  // flat orange (B G R A)
                case 1: px = [UInt8(x & 0xFF), UInt8(y & 0xFF), UInt8((x + y) & 0xFF), 0xFF]
                case 2: px = [next(), next(), next(), next()]                          // noise, any alpha
                default: px = x % 5 == 0 ? [0, 0, 0, 0] : [0x2D, 0x64, 0x1A, 0x80]
                }
                bytes[i..<(i + 4)] = px[...]
            }
        }
        return bytes
    }

    /// Decodes `png` with SDL_image (the app's own `--reference` decoder) into ARGB8888 bytes.
    static func decode(_ png: [UInt8]) throws -> (pixels: [UInt8], width: Int, height: Int) {
        let path = NSTemporaryDirectory() + "/png-decode-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).png"
        try Data(png).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let loaded = try SDLImageLibrary.image(at: path)
        let surface = try #require(loaded, "SDL_image could not decode the PNG: \(String(cString: SDL_GetError()))")
        defer { SDL_FreeSurface(surface) }
        let argb = try #require(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
        defer { SDL_FreeSurface(argb) }
        let w = Int(argb.pointee.w), h = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let base = argb.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h { for x in 0..<(w * 4) { out[y * w * 4 + x] = base[y * pitch + x] } }
        return (out, w, h)
    }

    @Test(arguments: [(1, 1), (3, 2), (97, 61), (780, 40)])
    func decodesToTheSamePixels(size: (Int, Int)) throws {
        let (w, h) = size
        let pixels = Self.picture(width: w, height: h, seed: UInt64(w * 1000 + h))
        let png = try PNGEncoder.encode(argb: pixels, width: w, height: h)
        let decoded = try Self.decode(png)
        #expect(decoded.width == w && decoded.height == h)
        #expect(decoded.pixels == pixels)
    }

    @Test func longRunsAndAllZeroRowsRoundTrip() throws {
        // 3000 px rows: runs far over deflate's 258-byte match, in every remainder mod 258.
        for w in [1000, 1001, 1002, 3000] {
            var pixels = [UInt8](repeating: 0, count: w * 4 * 5)
            for x in 0..<w where x > w / 2 { pixels[(2 * w + x) * 4 + 2] = 0xFF; pixels[(2 * w + x) * 4 + 3] = 0xFF }
            let decoded = try Self.decode(try PNGEncoder.encode(argb: pixels, width: w, height: 5))
            #expect(decoded.pixels == pixels, "width \(w)")
        }
    }

    /// The stream fed in pieces (runs crossing their edges, runs given without their bytes)
    /// writes the very bytes `compress` writes for the whole input.
    @Test func aStreamInPiecesIsTheWholeInputsStream() {
        var bytes = Self.picture(width: 97, height: 61, seed: 7)
        bytes += [UInt8](repeating: 0, count: 700) + [UInt8](repeating: 9, count: 5) + [1, 1, 1, 2]
        var whole: [UInt8] = []
        bytes.withUnsafeBufferPointer { RunLengthDeflate.compress($0.baseAddress!, count: $0.count, into: &whole) }
        for piece in [1, 3, 8, 389, 4000] {
            var stream = RunLengthDeflate.Stream(expectedBytes: 16)
            var i = 0
            while i < bytes.count {
                let n = min(piece, bytes.count - i)
                let same = bytes[i..<(i + n)].allSatisfy { $0 == bytes[i] }
                if same && n > 1 {
                    stream.append(run: bytes[i], count: n)
                } else {
                    bytes.withUnsafeBufferPointer { stream.append($0.baseAddress! + i, count: n) }
                }
                i += n
            }
            #expect(stream.finish() == whole, "pieces of \(piece)")
        }
    }

    @Test func flatFramesCompress() throws {
        let w = 780, h = 1688
        let pixels = [UInt8](repeating: 0x80, count: w * h * 4)
        let png = try PNGEncoder.encode(argb: pixels, width: w, height: h)
        #expect(png.count < w * h * 4 / 100, "\(png.count) bytes")
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func rejectsAnEmptyPicture() {
        #expect(throws: SDLError.self) { try PNGEncoder.encode(argb: [], width: 0, height: 0) }
    }

    @Test func theRecorderWritesEveryFrameInOrder() throws {
        let dir = NSTemporaryDirectory() + "modal-png-pipeline-\(getpid())"
        try? FileManager.default.removeItem(atPath: dir)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = try PNGSequenceRecorder(dir: dir)
        for k in 0..<7 {
            try recorder.write(Self.picture(width: 40, height: 30, seed: UInt64(k)), width: 40, height: 30, index: k, fps: 60)
        }
        try recorder.finish()
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(names == (0..<7).map { RecordingSchedule.fileName(index: $0, fps: 60) })
        #expect(names[2] == "frame-000002-0.0333s.png")
        let third = try #require(FileManager.default.contents(atPath: dir + "/" + names[2]))
        #expect(try Self.decode(Array(third)).pixels == Self.picture(width: 40, height: 30, seed: 2))
    }

    @Test func aFailedFrameIsReportedByTheNextWriteOrTheFinish() throws {
        let dir = NSTemporaryDirectory() + "modal-png-pipeline-full-\(getpid())"
        try? FileManager.default.removeItem(atPath: dir)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = try PNGSequenceRecorder(dir: dir)
        let first = dir + "/" + RecordingSchedule.fileName(index: 0, fps: 60)
        SafeFile.Testing.redirect(first, to: "/dev/full")
        defer { SafeFile.Testing.redirect(first, to: nil) }
        var message: String?
        do {
            for k in 0..<5 { try recorder.write(Self.picture(width: 40, height: 30, seed: 1), width: 40, height: 30, index: k, fps: 60) }
            try recorder.finish()
        } catch let f as Failure {
            message = f.message
        }
        #expect(message == "\(first): cannot write: No space left on device")
        // Nothing under any name: not the failed frame, not the ones queued after it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }
}
