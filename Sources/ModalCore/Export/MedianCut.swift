/// Reduces a frame to at most 256 colours for GIF: median cut over a 15-bit histogram.
///
/// Each pixel falls in one of 32,768 bins (5 bits per channel); each bin remembers the exact
/// sum of its pixels' colours. While there are more used bins than palette entries, the box
/// of bins with the widest channel range is split at its pixel-weighted median along that
/// channel. Each box's palette entry is the mean colour of its pixels, and every pixel maps to
/// its box. A frame with 256 distinct colours or fewer (the prototype's flat iOS fills and
/// most of their anti-aliased rims) comes out exact whenever no two colours share a bin.
/// Palette entries left over when there are fewer used bins than entries go to the exact
/// colours their bin's mean misses most (`spareEntries`): a frame of at most `maxColors`
/// exact colours is always exact.
public enum MedianCut {
    /// A frame reduced to a palette and one palette index per pixel.
    public struct Result: Equatable, Sendable {
        /// Palette colours as (r, g, b), at most `maxColors`.
        public var palette: [(UInt8, UInt8, UInt8)]
        /// One entry per pixel, row by row.
        public var indices: [UInt8]

        public static func == (a: Result, b: Result) -> Bool {
            a.indices == b.indices && a.palette.elementsEqual(b.palette) { $0 == $1 }
        }
    }

    /// The histogram's memory, kept between frames: a recorder quantizing hundreds of frames
    /// clears only the bins each frame used instead of a megabyte of counts per frame.
    public final class Workspace {
        /// Pixels per bin; zero outside a `quantize` call.
        var counts = [Int](repeating: 0, count: 32768)
        /// Each bin's exact sum of red, green and blue; zero outside a `quantize` call.
        var sums = [Int](repeating: 0, count: 32768 * 3)
        /// Each used bin's palette entry (other bins are never read).
        var entryOf = [UInt8](repeating: 0, count: 32768)
        public init() {}
    }

    /// Quantizes ARGB8888 pixels stored little-endian (bytes B, G, R, A) to at most
    /// `maxColors` (2…256) colours. Alpha is ignored. `workspace` only saves memory traffic:
    /// the result is the same with a new one.
    public static func quantize(bgra bytes: [UInt8], maxColors: Int = 256, workspace: Workspace = Workspace()) -> Result {
        precondition(bytes.count % 4 == 0, "whole pixels only")
        precondition(maxColors >= 1 && maxColors <= 256, "a GIF palette holds 1 to 256 colours")
        let count = bytes.count / 4
        var used: [Int] = []
        let binOf = [UInt16](unsafeUninitializedCapacity: count) { out, n in
            bytes.withUnsafeBufferPointer { px in
                workspace.counts.withUnsafeMutableBufferPointer { counts in
                    workspace.sums.withUnsafeMutableBufferPointer { sums in
                        for i in 0..<count {
                            let b = Int(px[i * 4]), g = Int(px[i * 4 + 1]), r = Int(px[i * 4 + 2])
                            let bin = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
                            out[i] = UInt16(bin)
                            if counts[bin] == 0 { used.append(bin) }
                            counts[bin] += 1
                            sums[bin * 3] += r
                            sums[bin * 3 + 1] += g
                            sums[bin * 3 + 2] += b
                        }
                    }
                }
            }
            n = count
        }
        used.sort()
        var palette = palette(of: used, maxColors: maxColors, workspace: workspace)
        // The histogram is left empty for the next frame.
        for bin in used {
            workspace.counts[bin] = 0
            workspace.sums[bin * 3] = 0; workspace.sums[bin * 3 + 1] = 0; workspace.sums[bin * 3 + 2] = 0
        }
        if palette.isEmpty { palette = [(0, 0, 0)] }
        let entryOf = workspace.entryOf
        let exact = spareEntries(bgra: bytes, palette: &palette, entryOf: entryOf, maxColors: maxColors)
        var indices = binOf.map { entryOf[Int($0)] }
        if !exact.isEmpty {
            // Each bin with exact colours lists them (a few at most), so a pixel looks through
            // its bin's short list instead of hashing its colour.
            var listOf = [UInt16](repeating: 0, count: 32768)
            var lists: [[(key: UInt32, entry: UInt8)]] = [[]]
            for (key, entry) in exact.entries.sorted(by: { $0.key < $1.key }) {
                let bin = Int((key >> 19) & 31) << 10 | Int((key >> 11) & 31) << 5 | Int((key >> 3) & 31)
                if listOf[bin] == 0 { listOf[bin] = UInt16(lists.count); lists.append([]) }
                lists[Int(listOf[bin])].append((key, entry))
            }
            bytes.withUnsafeBufferPointer { px in
                for i in 0..<count {
                    let list = Int(listOf[Int(binOf[i])])
                    guard list > 0 else { continue }
                    let key = UInt32(px[i * 4 + 2]) << 16 | UInt32(px[i * 4 + 1]) << 8 | UInt32(px[i * 4])
                    for e in lists[list] where e.key == key { indices[i] = e.entry; break }
                }
            }
        }
        return Result(palette: palette, indices: indices)
    }

    /// The palette of the histogram's `used` bins (ascending), split into at most `maxColors`
    /// boxes, each the mean colour of its pixels; sets `workspace.entryOf` for every used bin.
    private static func palette(of used: [Int], maxColors: Int, workspace: Workspace) -> [(UInt8, UInt8, UInt8)] {
        let boxes = used.count > maxColors ? split([used], into: maxColors, counts: workspace.counts) : used.map { [$0] }
        var palette: [(UInt8, UInt8, UInt8)] = []
        palette.reserveCapacity(boxes.count)
        for (k, box) in boxes.enumerated() {
            var n = 0, r = 0, g = 0, b = 0
            for bin in box {
                n += workspace.counts[bin]
                r += workspace.sums[bin * 3]; g += workspace.sums[bin * 3 + 1]; b += workspace.sums[bin * 3 + 2]
                workspace.entryOf[bin] = UInt8(k)
            }
            palette.append((UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n)))
        }
        return palette
    }

    /// A box of histogram bins with its widest channel, measured once.
    struct Box {
        var bins: [Int]
        var range = 0
        var channel = 0
        var weight = 0

        init(_ bins: [Int], counts: [Int]) {
            self.bins = bins
            var lo = [31, 31, 31], hi = [0, 0, 0]
            for bin in bins {
                weight += counts[bin]
                for c in 0..<3 { let v = Box.value(bin, c); lo[c] = min(lo[c], v); hi[c] = max(hi[c], v) }
            }
            for c in 0..<3 where hi[c] - lo[c] > range || (c == 0 && hi[c] - lo[c] >= range) {
                range = hi[c] - lo[c]; channel = c
            }
        }

        /// Channel `c` (0 red, 1 green, 2 blue) of a 5-5-5 bin.
        static func value(_ bin: Int, _ c: Int) -> Int { (bin >> (10 - 5 * c)) & 31 }
    }

    /// Splits boxes of bins until there are `target` of them (or none can be split).
    static func split(_ start: [[Int]], into target: Int, counts: [Int]) -> [[Int]] {
        var boxes = start.map { Box($0, counts: counts) }
        while boxes.count < target {
            // The splittable box with the widest channel range (ties: the most pixels, then the first).
            var best = -1
            for (k, box) in boxes.enumerated() where box.bins.count > 1 {
                if best < 0 || box.range > boxes[best].range
                    || (box.range == boxes[best].range && box.weight > boxes[best].weight) { best = k }
            }
            guard best >= 0 else { break }
            let c = boxes[best].channel
            let sorted = boxes[best].bins.sorted { (Box.value($0, c), $0) < (Box.value($1, c), $1) }
            // The pixel-weighted median, keeping at least one bin on each side.
            let half = boxes[best].weight / 2
            var acc = 0, cut = 1
            for (i, bin) in sorted.enumerated() {
                acc += counts[bin]
                if acc >= half { cut = i + 1; break }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            boxes[best] = Box(Array(sorted[..<cut]), counts: counts)
            boxes.append(Box(Array(sorted[cut...]), counts: counts))
        }
        return boxes.map(\.bins)
    }
}
