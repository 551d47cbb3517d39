extension RunLengthDeflate {
    /// A zlib stream built from bytes given in pieces, such as a PNG's rows as they are
    /// filtered: the same bytes `compress` gives for the pieces joined, without the whole
    /// input ever being in memory at once. A run may span pieces; a run known without its
    /// bytes (a row equal to the one above, all zeros once filtered) is added in one call.
    struct Stream {
        private var bits: BitWriter
        private var adler = Adler32()
        /// The run being gathered: its byte and length (0 before the first byte).
        private var runValue: UInt8 = 0
        private var runLength = 0

        /// A stream for about `expectedBytes` of input (its worst-case output is reserved).
        init(expectedBytes: Int) {
            bits = BitWriter(capacity: expectedBytes + expectedBytes / 8 + 64)
            bits.bytes.append(0x78)   // CMF: deflate, 32 KiB window
            bits.bytes.append(0x01)   // FLG: fastest, check bits ((0x78 << 8 | 0x01) % 31 == 0)
            bits.write(0b011, count: 3)   // BFINAL = 1, BTYPE = 01 (fixed Huffman), LSB first
        }

        /// Adds the `count` bytes at `input`.
        mutating func append(_ input: UnsafePointer<UInt8>, count: Int) {
            var i = 0
            while i < count {
                let v = input[i]
                if runLength > 0 && v != runValue { emitRun() }
                runValue = v
                // The run of bytes equal to v from position i.
                var j = i + 1
                let pattern = UInt64(v) &* 0x0101_0101_0101_0101
                while j + 8 <= count, UnsafeRawPointer(input + j).loadUnaligned(as: UInt64.self) == pattern { j += 8 }
                while j < count, input[j] == v { j += 1 }
                runLength += j - i
                i = j
            }
        }

        /// Adds `count` bytes equal to `v`.
        mutating func append(run v: UInt8, count: Int) {
            guard count > 0 else { return }
            if runLength > 0 && v != runValue { emitRun() }
            runValue = v
            runLength += count
        }

        /// The whole zlib stream: the last run, the end of the block, the Adler-32.
        mutating func finish() -> [UInt8] {
            if runLength > 0 { emitRun() }
            bits.writeCode(FixedHuffman.endOfBlock)
            bits.flushToByte()
            let checksum = adler.value
            bits.bytes += [UInt8(checksum >> 24), UInt8((checksum >> 16) & 0xFF), UInt8((checksum >> 8) & 0xFF), UInt8(checksum & 0xFF)]
            return bits.bytes
        }

        /// Writes the gathered run as `compress` does: one literal, then matches (distance 1) of
        /// up to 258 bytes while at least 3 repeats are left, the rest as literals.
        private mutating func emitRun() {
            let v = runValue
            var repeats = runLength - 1
            runLength = 0
            bits.writeLiteral(v)
            adler.add(v)
            guard repeats >= 3 else {
                for _ in 0..<repeats {
                    bits.writeLiteral(v)
                    adler.add(v)
                }
                return
            }
            adler.add(run: v, count: repeats)
            while repeats >= 3 {
                // Leave at least 3 for the last match (a match is 3…258 bytes).
                let length = repeats > 258 ? (repeats - 258 >= 3 ? 258 : repeats - 3) : repeats
                bits.writeRun(length: length)
                repeats -= length
            }
            for _ in 0..<repeats { bits.writeLiteral(v) }
        }
    }
}
