#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a differenced GIF image holds: the smallest rectangle around the pixels that changed
/// since the image the viewer shows, with unchanged pixels inside it left transparent.
///
/// Frames are ARGB8888 stored little-endian (bytes B, G, R, A), row by row, all of one size;
/// alpha is ignored (recorded frames are opaque). With "do not dispose", a GIF viewer keeps the
/// previous image and paints only the new image's opaque pixels over it, so a frame where a card
/// moved costs the card's strip, not the screen.
public enum GIFDifference {
    /// A rectangle of pixels.
    public struct Box: Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
    }

    /// Whether pixel `i` differs between `a` and `b` (colour only).
    @inline(__always)
    static func differs(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        a[i * 4] != b[i * 4] || a[i * 4 + 1] != b[i * 4 + 1] || a[i * 4 + 2] != b[i * 4 + 2]
    }

    /// Whether two frames show the same colours everywhere.
    public static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                // Equal bytes are equal colours: only a stretch whose bytes differ is looked at
                // pixel by pixel (a difference in alpha alone is no change).
                let stretch = 4096, count = a.count / 4
                var i = 0
                while i < count {
                    let n = min(stretch, count - i)
                    if memcmp(pa.baseAddress! + i * 4, pb.baseAddress! + i * 4, n * 4) != 0 {
                        for k in i..<(i + n) where differs(pa, pb, k) { return false }
                    }
                    i += n
                }
                return true
            }
        }
    }

    /// The smallest box holding every pixel whose colour differs between `previous` and
    /// `current` (`width`×`height`); nil when none does.
    public static func changedBox(from previous: [UInt8], to current: [UInt8], width: Int, height: Int) -> Box? {
        precondition(previous.count == width * height * 4 && current.count == previous.count, "two frames of one size")
        guard width > 0 else { return nil }
        var minX = width, maxX = -1, minY = height, maxY = -1
        previous.withUnsafeBufferPointer { a in
            current.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width
                    // A row of equal bytes has no change (the common case, skipped at memcmp's pace).
                    if memcmp(a.baseAddress! + row * 4, b.baseAddress! + row * 4, width * 4) == 0 { continue }
                    // The first and last changed pixel of the row, if any.
                    var first = -1
                    for x in 0..<width where differs(a, b, row + x) { first = x; break }
                    guard first >= 0 else { continue }
                    var lastX = first
                    for x in stride(from: width - 1, to: first, by: -1) where differs(a, b, row + x) { lastX = x; break }
                    minX = min(minX, first); maxX = max(maxX, lastX)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The pixels of `box` in `current`, and for each one whether it changed since `previous`
    /// (nil `previous`: all changed, the first image). Unchanged pixels become transparent.
    public static func crop(_ current: [UInt8], previous: [UInt8]?, width: Int, box: Box) -> (pixels: [UInt8], changed: [Bool]) {
        let area = box.width * box.height, rowBytes = box.width * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: area * 4) { out, n in
            current.withUnsafeBufferPointer { b in
                for r in 0..<box.height {
                    (out.baseAddress! + r * rowBytes).initialize(from: b.baseAddress! + ((box.y + r) * width + box.x) * 4, count: rowBytes)
                }
            }
            n = area * 4
        }
        guard let previous else { return (pixels, [Bool](repeating: true, count: area)) }
        let changed = [Bool](unsafeUninitializedCapacity: area) { out, n in
            previous.withUnsafeBufferPointer { a in
                current.withUnsafeBufferPointer { b in
                    for r in 0..<box.height {
                        let from = (box.y + r) * width + box.x, to = r * box.width
                        for x in 0..<box.width { (out.baseAddress! + to + x).initialize(to: differs(a, b, from + x)) }
                    }
                }
            }
            n = area
        }
        return (pixels, changed)
    }

    /// A differenced image: the colours of the changed pixels reduced to at most 255 (median
    /// cut over those pixels alone), the last palette entry left for transparency. Returns the
    /// palette, one index per pixel of the box, and the transparent index (nil when every pixel
    /// changed and none is needed). `workspace` is the quantizer's memory, kept between images.
    public static func image(pixels: [UInt8], changed: [Bool], workspace: MedianCut.Workspace = .init())
        -> (palette: [(UInt8, UInt8, UInt8)], indices: [UInt8], transparent: Int?) {
        precondition(pixels.count == changed.count * 4, "one flag per pixel")
        let all = !changed.contains(false)
        if all {
            let q = MedianCut.quantize(bgra: pixels, workspace: workspace)
            return (q.palette, q.indices, nil)
        }
        let keptCount = changed.reduce(0) { $0 + ($1 ? 1 : 0) }
        let kept = [UInt8](unsafeUninitializedCapacity: keptCount * 4) { out, n in
            pixels.withUnsafeBufferPointer { px in
                changed.withUnsafeBufferPointer { flags in
                    var k = 0
                    for i in 0..<flags.count where flags[i] {
                        (out.baseAddress! + k * 4).initialize(from: px.baseAddress! + i * 4, count: 4)
                        k += 1
                    }
                }
            }
            n = keptCount * 4
        }
        let q = MedianCut.quantize(bgra: kept, maxColors: 255, workspace: workspace)
        let clear = UInt8(q.palette.count)
        var indices = [UInt8](repeating: clear, count: changed.count)
        indices.withUnsafeMutableBufferPointer { out in
            changed.withUnsafeBufferPointer { flags in
                q.indices.withUnsafeBufferPointer { from in
                    var k = 0
                    for i in 0..<flags.count where flags[i] {
                        out[i] = from[k]
                        k += 1
                    }
                }
            }
        }
        return (q.palette, indices, Int(clear))
    }
}
