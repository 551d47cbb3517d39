import Dispatch
import Glibc

/// Encodes and writes PNG files on a thread of its own while the caller draws the next frame.
///
/// A bounded two-stage pipeline: the caller reads a frame back and `submit`s it; one serial
/// queue encodes (`PNGEncoder`, its own compressor) and writes it (`writePNG`: temporary file,
/// checked writes, rename), in submission order. At most `depth` frames wait or are in work,
/// so memory stays bounded when encoding is slower than drawing (`submit` then waits). A
/// failed write is thrown by the next `submit` or by `finish`, and no later frame is written.
final class PNGWritePipeline {
    /// Frames queued or being encoded at most.
    static let depth = 2

    private let queue = DispatchQueue(label: "modal-prototype.png-writer")
    private let slots = DispatchSemaphore(value: PNGWritePipeline.depth)
    /// The first failure; read and written on `queue` only.
    private var failure: Error?
    /// Used on `queue` only.
    private let encoder: PNGEncoder

    init() { encoder = PNGEncoder() }

    /// Queues `pixels` (ARGB8888, `width × 4` bytes a row) to be written as a PNG at `path`;
    /// waits while `depth` frames are already queued. With `linking`, the file written before
    /// (the same pixels) gets `path` as a second name instead (a hard link: no space, no
    /// encoding); where the link cannot be made (a file system without them, too many links
    /// to one file) the PNG is written. A name already taken is never replaced.
    ///
    /// - Throws: the failure of an earlier frame (`PATH: cannot write: reason`).
    func submit(_ pixels: [UInt8], width: Int, height: Int, path: String, linking existing: String? = nil) throws {
        try enqueue(path: path, linking: existing) { [encoder] in
            try writePNG(pixels, width: width, height: height, to: path, encoder: encoder)
        }
    }

    /// Queues `png`, a whole PNG file's bytes, to be written at `path`; `linking` as `submit`'s.
    func submit(png: [UInt8], path: String, linking existing: String? = nil) throws {
        try enqueue(path: path, linking: existing) { try OutputFolder.write(png, toPath: path) }
    }

    /// Waits for a place, then on the queue links `path` to `existing` or runs `write`; the
    /// first failure stops every later frame.
    private func enqueue(path: String, linking existing: String?, _ write: @escaping () throws -> Void) throws {
        try rethrowFailure()
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard failure == nil else { return }
            if let existing {
                if link(existing, path) == 0 { return }
                if errno == EEXIST { failure = Failure.runtime("\(path): cannot write: a file is already there"); return }
            }
            do { try write() } catch { failure = error }
        }
    }

    /// Waits until every queued frame is written.
    ///
    /// - Throws: the first failure, if any frame failed.
    func finish() throws {
        queue.sync {}
        try rethrowFailure()
    }

    private func rethrowFailure() throws {
        if let error = queue.sync(execute: { failure }) { throw error }
    }
}
