import ModalCore

/// libFuzzer target: `PNGHeader`, the reader of a reference frame's first 33 bytes
/// (`scripts/fuzz` builds and runs it).
///
/// Beyond "no crash, no hang": an accepted header has a size within 1…2^31−1 a side, a bit
/// depth allowed for its colour type, a checksum that matches, and reads the same from any
/// longer input; a rejection is one printable line.
@_cdecl("LLVMFuzzerTestOneInput")
public func pngHeaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let h = try PNGHeader(bytes: bytes)
        precondition(bytes.count >= PNGHeader.length, "accepted \(bytes.count) bytes")
        precondition(h.width >= 1 && h.height >= 1 && h.width <= 0x7FFF_FFFF && h.height <= 0x7FFF_FFFF, "size \(h)")
        precondition([0, 2, 3, 4, 6].contains(h.colorType) && [1, 2, 4, 8, 16].contains(h.bitDepth), "format \(h)")
        precondition(PNGHeader.crc32(bytes[12..<29]) == bytes[29..<33].reduce(0) { $0 << 8 | UInt32($1) }, "checksum")
        let again = try PNGHeader(bytes: bytes + [0, 1, 2])
        precondition(again == h, "trailing bytes changed the header")
    } catch let problem as PNGHeader.Problem {
        let m = problem.description
        precondition(!m.isEmpty && !m.unicodeScalars.contains { $0.properties.generalCategory == .control }, "message \(m)")
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
    return 0
}
