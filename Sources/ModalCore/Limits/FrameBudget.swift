/// The pixel memory a run will hold, added up before any of it is allocated, and its limits:
/// at most 8192×8192 pixels a frame and 1 GiB of frame buffers in all.
///
/// Every buffer of frame size counts, at 4 bytes a pixel: the canvas (or the window's drawable),
/// the PNG encoding buffer of a shot, the copies `--record` and `--video` make of each frame,
/// the `--filmstrip` sheet with its encoding buffer, and the reference frames' cache with the
/// difference view's buffers. A `--size` × `--scale` that breaks a limit is refused at start
/// with one line, instead of taking seconds and gigabytes before failing.
public struct FrameBudget: Equatable, Sendable {
    /// Widest and tallest frame, in pixels.
    public static let maxSide = 8192
    /// All frame buffers together, in bytes.
    public static let maxBytes = 1 << 30
    /// Bytes a pixel takes (ARGB8888).
    public static let bytesPerPixel = 4

    /// What the memory is for, and how many bytes.
    public private(set) var items: [(name: String, bytes: Int)] = []

    public init() {}

    public static func == (a: FrameBudget, b: FrameBudget) -> Bool {
        a.items.map(\.name) == b.items.map(\.name) && a.items.map(\.bytes) == b.items.map(\.bytes)
    }

    /// Adds `copies` buffers of `width`×`height` pixels for `name`.
    public mutating func add(_ name: String, width: Int, height: Int, copies: Int = 1) {
        let pixels = max(width, 0).multipliedReportingOverflow(by: max(height, 0))
        let bytes = pixels.partialValue.multipliedReportingOverflow(by: Self.bytesPerPixel * max(copies, 0))
        add(name, bytes: pixels.overflow || bytes.overflow ? Int.max : bytes.partialValue)
    }

    /// Adds `bytes` for `name`.
    public mutating func add(_ name: String, bytes: Int) {
        items.append((name, max(bytes, 0)))
    }

    /// Every item added up (saturating).
    public var total: Int {
        items.reduce(0) { let s = $0.addingReportingOverflow($1.bytes); return s.overflow ? Int.max : s.partialValue }
    }

    /// Why a frame of `width`×`height` pixels (`what`, e.g. "--size × --scale") is refused, or nil.
    public static func sideProblem(width: Int, height: Int, what: String) -> String? {
        guard width < 1 || height < 1 || width > maxSide || height > maxSide else { return nil }
        return "\(what) gives \(width)×\(height) pixels (allowed 1 to \(maxSide) a side)"
    }

    /// Why the buffers do not fit `maxBytes`, naming the largest items, or nil.
    public var problem: String? {
        guard total > Self.maxBytes else { return nil }
        let parts = items.filter { $0.bytes > 0 }.map { "\($0.name) \(Self.mebibytes($0.bytes))" }
        return "frame buffers would take \(Self.mebibytes(total)) (at most \(Self.mebibytes(Self.maxBytes))): "
            + parts.joined(separator: ", ") + "; use a smaller --size, --scale or --frames"
    }

    /// `bytes` in MiB, rounded up: "1024 MiB".
    public static func mebibytes(_ bytes: Int) -> String {
        bytes == Int.max ? "too many MiB" : "\((bytes + (1 << 20) - 1) >> 20) MiB"
    }
}
