extension MedianCut {
    /// Exact colours given palette entries of their own.
    struct ExactEntries {
        /// 0xRRGGBB → palette index.
        var entries: [UInt32: UInt8] = [:]
        var isEmpty: Bool { entries.isEmpty }
    }

    /// Spends the palette entries the bins left over (`maxColors` − palette size) on exact
    /// colours, appending them to `palette`: first the colours farthest (largest channel error)
    /// from their bin's entry, then the most frequent, then the lowest 0xRRGGBB. Colours their
    /// bin's entry already matches need none.
    static func spareEntries(bgra bytes: [UInt8], palette: inout [(UInt8, UInt8, UInt8)], entryOf: [UInt8],
                             maxColors: Int) -> ExactEntries {
        var out = ExactEntries()
        guard palette.count < maxColors, !bytes.isEmpty else { return out }
        // Only colours their bin's entry misses are counted: a flat fill costs a compare a pixel.
        var counts: [UInt32: Int] = [:]
        bytes.withUnsafeBufferPointer { px in
            for i in 0..<(bytes.count / 4) {
                let b = px[i * 4], g = px[i * 4 + 1], r = px[i * 4 + 2]
                let p = palette[Int(entryOf[Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)])]
                if p.0 == r && p.1 == g && p.2 == b { continue }
                counts[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b), default: 0] += 1
            }
        }
        func bin(_ key: UInt32) -> Int {
            Int((key >> 19) & 31) << 10 | Int((key >> 11) & 31) << 5 | Int((key >> 3) & 31)
        }
        func error(_ key: UInt32) -> Int {
            let p = palette[Int(entryOf[bin(key)])]
            return max(abs(Int(key >> 16) - Int(p.0)), abs(Int((key >> 8) & 255) - Int(p.1)), abs(Int(key & 255) - Int(p.2)))
        }
        let missed = counts.compactMap { key, n -> (key: UInt32, error: Int, count: Int)? in
            let e = error(key)
            return e > 0 ? (key, e, n) : nil
        }.sorted { ($0.error, $0.count, -Int($0.key)) > ($1.error, $1.count, -Int($1.key)) }
        for m in missed.prefix(maxColors - palette.count) {
            out.entries[m.key] = UInt8(palette.count)
            palette.append((UInt8(m.key >> 16), UInt8((m.key >> 8) & 255), UInt8(m.key & 255)))
        }
        return out
    }
}
