/// The size and format of a PNG image, read from its first 33 bytes (signature and `IHDR`)
/// before anything is decoded, so a huge or broken image is refused without spending memory.
public struct PNGHeader: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var bitDepth: Int
    public var colorType: Int
    public var interlaced: Bool

    /// Bytes needed to read the header: the 8-byte signature and the 25-byte `IHDR` chunk.
    public static let length = 33

    /// Why bytes are not the start of a valid PNG, in plain words.
    public enum Problem: Error, Equatable, CustomStringConvertible, Sendable {
        case tooShort(Int)
        case notPNG
        case noHeaderChunk
        case zeroSize
        case tooLarge
        case badFormat(bitDepth: Int, colorType: Int)
        case badMethod
        case badChecksum

        public var description: String {
            switch self {
            case let .tooShort(n): return "not a PNG image (only \(n) bytes)"
            case .notPNG: return "not a PNG image (no PNG signature)"
            case .noHeaderChunk: return "corrupt PNG image (no IHDR chunk first)"
            case .zeroSize: return "corrupt PNG image (width or height is 0)"
            case .tooLarge: return "corrupt PNG image (width or height over 2^31 - 1)"
            case let .badFormat(depth, type): return "corrupt PNG image (bit depth \(depth) with colour type \(type))"
            case .badMethod: return "corrupt PNG image (unknown compression, filter or interlace method)"
            case .badChecksum: return "corrupt PNG image (IHDR checksum mismatch)"
            }
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Bit depths allowed per colour type (PNG spec, 11.2.2).
    static let depths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    /// Reads the header from the start of a file.
    ///
    /// - Throws: `Problem` for anything but a well-formed signature and `IHDR`.
    public init(bytes: some Collection<UInt8>) throws {
        let b = Array(bytes.prefix(Self.length))
        guard b.count >= Self.signature.count, Array(b[0..<8]) == Self.signature else {
            throw b.count < 8 && Self.signature.starts(with: b) ? Problem.tooShort(b.count) : Problem.notPNG
        }
        guard b.count == Self.length else { throw Problem.tooShort(b.count) }
        func u32(_ at: Int) -> UInt32 { b[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        guard u32(8) == 13, Array(b[12..<16]) == Array("IHDR".utf8) else { throw Problem.noHeaderChunk }
        guard u32(29) == Self.crc32(b[12..<29]) else { throw Problem.badChecksum }
        let w = u32(16), h = u32(20)
        guard w > 0, h > 0 else { throw Problem.zeroSize }
        guard w <= 0x7FFF_FFFF, h <= 0x7FFF_FFFF else { throw Problem.tooLarge }
        let depth = Int(b[24]), type = Int(b[25])
        guard Self.depths[type]?.contains(depth) == true else { throw Problem.badFormat(bitDepth: depth, colorType: type) }
        guard b[26] == 0, b[27] == 0, b[28] <= 1 else { throw Problem.badMethod }
        width = Int(w)
        height = Int(h)
        bitDepth = depth
        colorType = type
        interlaced = b[28] == 1
    }

    /// CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
    public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}
