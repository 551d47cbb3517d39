import Testing
@testable import ModalCore

/// `PNGHeader`: a reference frame's size is read from its first 33 bytes, before decoding.
@Suite struct PNGHeaderTests {
    /// The signature and an `IHDR` chunk for `width`×`height`, with a correct checksum unless told.
    static func header(width: UInt32, height: UInt32, depth: UInt8 = 8, type: UInt8 = 6, interlace: UInt8 = 0,
                       badCRC: Bool = false) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let body = Array("IHDR".utf8) + be(width) + be(height) + [depth, type, 0, 0, interlace]
        let crc = PNGHeader.crc32(body) ^ (badCRC ? 1 : 0)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + body + be(crc)
    }

    @Test func crcMatchesTheStandardCheckValues() {
        #expect(PNGHeader.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGHeader.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func readsSizeAndFormat() throws {
        let h = try PNGHeader(bytes: Self.header(width: 20000, height: 20000, depth: 8, type: 2) + [1, 2, 3])
        #expect(h.width == 20000 && h.height == 20000 && h.bitDepth == 8 && h.colorType == 2 && !h.interlaced)
        #expect(try PNGHeader(bytes: Self.header(width: 1, height: 2, depth: 1, type: 0, interlace: 1)).interlaced)
    }

    @Test func problemsInPlainWords() {
        func problem(_ bytes: [UInt8]) -> PNGHeader.Problem? {
            do { _ = try PNGHeader(bytes: bytes); return nil } catch let p as PNGHeader.Problem { return p } catch { return nil }
        }
        let good = Self.header(width: 10, height: 10)
        #expect(problem([]) == .tooShort(0))
        #expect(problem(Array(good.prefix(5))) == .tooShort(5))
        #expect(problem(Array(good.prefix(20))) == .tooShort(20))
        #expect(problem(Array("GIF89a plus enough bytes to be long enough".utf8)) == .notPNG)
        var chunk = good
        chunk[12] = UInt8(ascii: "J")
        #expect(problem(chunk) == .noHeaderChunk)
        #expect(problem(Self.header(width: 10, height: 10, badCRC: true)) == .badChecksum)
        #expect(problem(Self.header(width: 0, height: 10)) == .zeroSize)
        #expect(problem(Self.header(width: 0x8000_0000, height: 10)) == .tooLarge)
        #expect(problem(Self.header(width: 10, height: 10, depth: 3, type: 2)) == .badFormat(bitDepth: 3, colorType: 2))
        #expect(problem(Self.header(width: 10, height: 10, type: 5)) == .badFormat(bitDepth: 8, colorType: 5))
        #expect(problem(Self.header(width: 10, height: 10, interlace: 2)) == .badMethod)
        #expect(PNGHeader.Problem.badChecksum.description == "corrupt PNG image (IHDR checksum mismatch)")
        #expect(PNGHeader.Problem.notPNG.description == "not a PNG image (no PNG signature)")
    }

    /// Every prefix and every single-byte change of a valid header: a problem or a sane size, no trap.
    @Test func mutationsNeverTrap() {
        let good = Self.header(width: 300, height: 200)
        for n in 0...good.count { _ = try? PNGHeader(bytes: good.prefix(n)) }
        for i in good.indices {
            for v: UInt8 in [0, 1, 0x7F, 0x80, 0xFF] {
                var b = good
                b[i] = v
                if let h = try? PNGHeader(bytes: b) { #expect(h.width > 0 && h.height > 0 && h.width <= 0x7FFF_FFFF) }
            }
        }
    }
}
