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
        return changedBox(from: a, to: b, width: a.count / 4, height: 1) == nil
    }

    /// The smallest box holding every pixel whose colour differs between `previous` and
    /// `current` (`width`×`height`); nil when none does.
    public static func changedBox(from previous: [UInt8], to current: [UInt8], width: Int, height: Int) -> Box? {
        precondition(previous.count == width * height * 4 && current.count == previous.count, "two frames of one size")
        var minX = width, maxX = -1, minY = height, maxY = -1
        previous.withUnsafeBufferPointer { a in
            current.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width
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
        var pixels = [UInt8]()
        pixels.reserveCapacity(box.width * box.height * 4)
        var changed = [Bool]()
        changed.reserveCapacity(box.width * box.height)
        current.withUnsafeBufferPointer { b in
            for y in box.y..<(box.y + box.height) {
                let start = (y * width + box.x) * 4
                pixels.append(contentsOf: b[start..<(start + box.width * 4)])
            }
            guard let previous else {
                changed = [Bool](repeating: true, count: box.width * box.height)
                return
            }
            previous.withUnsafeBufferPointer { a in
                for y in box.y..<(box.y + box.height) {
                    for x in box.x..<(box.x + box.width) { changed.append(differs(a, b, y * width + x)) }
                }
            }
        }
        return (pixels, changed)
    }

    /// A differenced image: the colours of the changed pixels reduced to at most 255 (median
    /// cut over those pixels alone), the last palette entry left for transparency. Returns the
    /// palette, one index per pixel of the box, and the transparent index (nil when every pixel
    /// changed and none is needed).
    public static func image(pixels: [UInt8], changed: [Bool]) -> (palette: [(UInt8, UInt8, UInt8)], indices: [UInt8], transparent: Int?) {
        precondition(pixels.count == changed.count * 4, "one flag per pixel")
        let all = !changed.contains(false)
        if all {
            let q = MedianCut.quantize(bgra: pixels)
            return (q.palette, q.indices, nil)
        }
        var kept = [UInt8]()
        kept.reserveCapacity(pixels.count)
        for (i, c) in changed.enumerated() where c { kept.append(contentsOf: pixels[(i * 4)..<(i * 4 + 4)]) }
        let q = MedianCut.quantize(bgra: kept, maxColors: 255)
        let clear = UInt8(q.palette.count)
        var indices = [UInt8](repeating: clear, count: changed.count)
        var k = 0
        for (i, c) in changed.enumerated() where c {
            indices[i] = q.indices[k]
            k += 1
        }
        return (q.palette, indices, Int(clear))
    }
}
