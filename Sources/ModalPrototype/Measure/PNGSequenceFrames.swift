import CPNGRows
import FoundationEssentials
import ModalCore

/// A folder of PNG frames read one at a time for `measure`: frame i at i / fps seconds.
///
/// Every file's header is read first (`ReferenceFrames.header`), so a broken or oversized PNG
/// is one line naming it (exit 2) before any decoding; then each frame is decoded row by row
/// into one buffer that is reused, so memory does not grow with the number of frames.
struct PNGSequenceFrames {
    let paths: [String]
    let headers: [PNGHeader]
    let fps: Double

    /// The PNG files of `dir` in name order (`frame-2` before `frame-10`), with their headers.
    init(dir: String, fps: Double) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
            throw Failure.usage("--reference: cannot read folder '\(dir)': \(PathProblem.reason(error))")
        }
        let pngs = names.filter { $0.lowercased().hasSuffix(".png") }.sorted(by: String.numericallyAscending)
        guard !pngs.isEmpty else { throw Failure.usage("--reference: no PNG files in '\(dir)'") }
        paths = pngs.map { dir + "/" + $0 }
        for path in paths { InputFiles.add(path, what: "reference frame") }
        headers = try paths.map(ReferenceFrames.header)
        self.fps = fps
    }

    /// Calls `body` with each frame's time and pixels, in order.
    func forEach(_ body: (Double, PixelFrame) throws -> Void) throws {
        var frame = PixelFrame(width: 0, height: 0, pixels: [])
        var reason = [CChar](repeating: 0, count: 200)
        for (i, path) in paths.enumerated() {
            let header = headers[i]
            if frame.width != header.width || frame.height != header.height {
                frame = PixelFrame(width: header.width, height: header.height, pixels: [UInt32](repeating: 0, count: header.width * header.height))
            }
            let status = frame.pixels.withUnsafeMutableBufferPointer {
                png_rows_decode_shrunk(path, Int32(header.width), Int32(header.height), $0.baseAddress, &reason, reason.count)
            }
            guard status == 0 else {
                let words = png_rows_interlaced() != 0 ? "interlaced PNGs are not read (save it without interlacing)"
                    : String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw Failure.usage("--reference: \(path): corrupt PNG image (\(words))")
            }
            try body(Double(i) / fps, frame)
        }
    }
}
