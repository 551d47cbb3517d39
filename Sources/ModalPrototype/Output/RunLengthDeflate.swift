/// A zlib stream (RFC 1950/1951) made of one fixed-Huffman deflate block whose only matches
/// are runs (distance 1): the fastest useful compression for PNG rows of flat colour.
///
/// A general deflate encoder spends most of its time on long matches (every skipped position
/// goes into its hash table: libdeflate level 1 took 62 M instructions, zlib's `Z_RLE` 73 M
/// plus 19 M of Adler-32 for one Up-filtered 780×1688 frame). Here a run is found with 8-byte
/// compares and emitted as one literal and matches of up to 258 bytes, and the Adler-32 of a
/// run is computed in closed form, so a frame that is mostly unchanged rows costs a few
/// million instructions. Bytes outside runs cost 8 or 9 bits each (no entropy coding), so the
/// files are somewhat larger than zlib's; decoders read them like any other zlib stream.
enum RunLengthDeflate {
    /// The zlib stream of `count` bytes at `input`, appended to `output`.
    static func compress(_ input: UnsafePointer<UInt8>, count: Int, into output: inout [UInt8]) {
        var stream = Stream(expectedBytes: count)
        stream.append(input, count: count)
        output += stream.finish()
    }

    /// Deflate's output: bits packed least significant first.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var filled = 0

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        /// Appends the low `count` bits of `value` (count ≤ 32).
        @inline(__always) mutating func write(_ value: UInt32, count: Int) {
            buffer |= UInt64(value) << UInt64(filled)
            filled += count
            if filled >= 32 {
                let word = UInt32(truncatingIfNeeded: buffer)
                bytes.append(UInt8(word & 0xFF)); bytes.append(UInt8((word >> 8) & 0xFF))
                bytes.append(UInt8((word >> 16) & 0xFF)); bytes.append(UInt8(word >> 24))
                buffer >>= 32
                filled -= 32
            }
        }

        @inline(__always) mutating func writeCode(_ code: FixedHuffman.Code) { write(code.bits, count: code.length) }

        @inline(__always) mutating func writeLiteral(_ v: UInt8) { writeCode(FixedHuffman.literals[Int(v)]) }

        /// A match of `length` (3…258) bytes at distance 1: length code, extra bits, distance code 0.
        @inline(__always) mutating func writeRun(length: Int) {
            writeCode(FixedHuffman.lengths[length])
            write(0, count: 5)   // distance code 0 (distance 1), five bits, no extra bits
        }

        /// Pads the last byte with zeros.
        mutating func flushToByte() {
            while filled > 0 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled = max(filled - 8, 0)
            }
        }
    }

    /// RFC 1950's Adler-32, with runs added in closed form.
    struct Adler32 {
        private static let modulus: UInt64 = 65521
        private var a: UInt64 = 1
        private var b: UInt64 = 0
        private var pending = 0

        @inline(__always) mutating func add(_ v: UInt8) {
            a += UInt64(v)
            b += a
            pending += 1
            if pending == 4096 { reduce() }
        }

        /// Adds `count` bytes equal to `v`: a gains count·v, b gains count·a + v·count·(count+1)/2.
        mutating func add(run v: UInt8, count: Int) {
            reduce()
            let n = UInt64(count) % Adler32.modulus, value = UInt64(v)
            let triangle = (UInt64(count) * UInt64(count + 1) / 2) % Adler32.modulus
            b = (b + n * a + value * triangle) % Adler32.modulus
            a = (a + n * value) % Adler32.modulus
        }

        private mutating func reduce() {
            a %= Adler32.modulus
            b %= Adler32.modulus
            pending = 0
        }

        var value: UInt32 {
            UInt32(b % Adler32.modulus) << 16 | UInt32(a % Adler32.modulus)
        }
    }

    /// RFC 1951 §3.2.6's fixed codes, bit-reversed for the LSB-first writer.
    enum FixedHuffman {
        struct Code {
            var bits: UInt32
            var length: Int
        }

        static let endOfBlock = symbol(256)

        /// Literal bytes 0…255.
        static let literals: [Code] = (0..<256).map(symbol)

        /// Index 3…258: the length symbol with its extra bits appended.
        static let lengths: [Code] = (0...258).map { length in
            guard length >= 3 else { return Code(bits: 0, length: 0) }
            var k = baseLengths.count - 1
            while baseLengths[k] > length { k -= 1 }
            let code = symbol(257 + k)
            let extra = UInt32(length - baseLengths[k])
            return Code(bits: code.bits | extra << UInt32(code.length), length: code.length + extraBits[k])
        }

        private static let baseLengths = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                          35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        private static let extraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

        /// The fixed code of literal/length symbol `s` (0…287), reversed.
        private static func symbol(_ s: Int) -> Code {
            let (code, length): (Int, Int)
            switch s {
            case 0...143: (code, length) = (0x30 + s, 8)
            case 144...255: (code, length) = (0x190 + s - 144, 9)
            case 256...279: (code, length) = (s - 256, 7)
            default: (code, length) = (0xC0 + s - 280, 8)
            }
            var reversed: UInt32 = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << UInt32(length - 1 - bit) }
            return Code(bits: reversed, length: length)
        }
    }
}
