import CSDL2
import Glibc

/// Keeps a recording's frame-sized buffers in the process for reuse, instead of handing them
/// back to the kernel after each frame.
///
/// A recording allocates and frees a few frame-sized buffers a frame (the read-back or painted
/// pixels, the PNG's filtered rows and bytes: 2.7 MB each for the studio at ×1, 17 MB for three
/// phones at ×2). With glibc's defaults each one past its dynamic thresholds is mapped, or the
/// heap's top is trimmed under it, so the next frame faults its pages in and the kernel zeroes
/// them again: for the studio recorded at ×1, a third of the window thread's time (perf) and
/// 4.1 CPU seconds for a 3 s recording where 3.0 do with the buffers kept (issue 39). Set once a
/// recording starts or a report's pictures are drawn, so a window that records nothing keeps
/// glibc's defaults (and its memory figure); what is kept is bounded by `trimThreshold`.
enum RecordingMemory {
    /// Blocks up to this size come from the heap, not a mapping of their own.
    static let mmapThreshold: Int32 = 64 << 20
    /// Free memory at the heap's top is given back only past this much.
    static let trimThreshold: Int32 = 128 << 20

    /// Sets glibc's thresholds for a recording (idempotent; no effect off glibc's allocator).
    static func keepFrameBuffers() {
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
    }
}
