import Testing
@testable import ModalCore

/// GIF colour quantisation: exact for few colours, at most 256 otherwise, deterministic.
@Suite struct MedianCutTests {
    func bgra(_ colors: [(UInt8, UInt8, UInt8)]) -> [UInt8] { colors.flatMap { [$0.2, $0.1, $0.0, 255] } }

    @Test func fewColoursAreExact() {
        let orange: (UInt8, UInt8, UInt8) = (0xFF, 0x95, 0x00), gray: (UInt8, UInt8, UInt8) = (0x8E, 0x8E, 0x93)
        let pixels = [orange, gray, orange, (0, 0, 0), gray]
        let q = MedianCut.quantize(bgra: bgra(pixels))
        #expect(q.palette.count == 3)
        for (i, p) in pixels.enumerated() {
            let c = q.palette[Int(q.indices[i])]
            #expect(c == p)
        }
    }

    @Test func manyColoursFitThePalette() {
        var pixels: [(UInt8, UInt8, UInt8)] = []
        for r in stride(from: 0, to: 256, by: 8) { for g in stride(from: 0, to: 256, by: 16) { for b in [0, 128, 255] {
            pixels.append((UInt8(r), UInt8(g), UInt8(b)))
        } } }
        #expect(pixels.count == 1536)
        let q = MedianCut.quantize(bgra: bgra(pixels))
        #expect(q.palette.count == 256)
        #expect(q.indices.count == pixels.count)
        // Every pixel maps near its colour: each box spans at most a few 15-bit steps per channel.
        var worst = 0
        for (i, p) in pixels.enumerated() {
            let c = q.palette[Int(q.indices[i])]
            worst = max(worst, abs(Int(c.0) - Int(p.0)), abs(Int(c.1) - Int(p.1)), abs(Int(c.2) - Int(p.2)))
        }
        #expect(worst <= 64, "worst channel error \(worst)")
        #expect(MedianCut.quantize(bgra: bgra(pixels)) == q)
        #expect(MedianCut.quantize(bgra: bgra(pixels), maxColors: 16).palette.count == 16)
    }

    @Test func emptyFrameHasOneColour() {
        let q = MedianCut.quantize(bgra: [])
        #expect(q.palette.count == 1 && q.indices.isEmpty)
    }

    /// One workspace kept across frames (as a GIF recorder keeps it) gives each frame exactly what
    /// a new one gives: the histogram is left empty after each frame, whatever it held.
    @Test func aKeptWorkspaceGivesWhatANewOneGives() {
        var seed: UInt32 = 12345
        func next() -> UInt8 { seed = seed &* 1_103_515_245 &+ 12345; return UInt8((seed >> 16) & 255) }
        let noise = (0..<3000).map { _ in (next(), next(), next()) }
        let flat: [(UInt8, UInt8, UInt8)] = [(0xFF, 0x95, 0x00), (0xF8, 0x90, 0x00), (0x8E, 0x8E, 0x93)] + Array(repeating: (0, 0, 0), count: 40)
        let few = noise.prefix(200).map { ($0.0 & 0xF0, $0.1 & 0xF0, $0.2) }
        let frames = [bgra(noise), bgra(flat), [], bgra(few), bgra(noise), bgra(flat)]
        let kept = MedianCut.Workspace()
        for (k, frame) in frames.enumerated() {
            for maxColors in [256, 255, 16] {
                #expect(MedianCut.quantize(bgra: frame, maxColors: maxColors, workspace: kept) == MedianCut.quantize(bgra: frame, maxColors: maxColors),
                        "frame \(k), \(maxColors) colours")
            }
        }
        #expect(kept.counts.allSatisfy { $0 == 0 } && kept.sums.allSatisfy { $0 == 0 })
    }
}
