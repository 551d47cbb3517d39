import Testing
@testable import ModalCore

/// GIF timing, merging and differencing: the rules `GIFRecorder` writes by, with exact numbers.
@Suite struct GIFFramePlanTests {
    @Test func framesStartAtTheNearestCentisecond() {
        #expect((0..<7).map { GIFFramePlan.start(of: $0, fps: 60) } == [0, 2, 3, 5, 7, 8, 10])
        #expect((0..<4).map { GIFFramePlan.start(of: $0, fps: 30) } == [0, 3, 7, 10])
        #expect(GIFFramePlan.start(of: 270, fps: 60) == 450)
        #expect(GIFFramePlan.start(of: 1, fps: 200) == 1)   // 0.5 cs rounds up
    }

    @Test func delaysAlternateAt60FPSAndSumToTheRecording() {
        let w = GIFFramePlan.delays(count: 271, fps: 60)
        #expect(w.count == 271)
        #expect(w.prefix(6).map(\.delay) == [2, 1, 2, 2, 1, 2])
        #expect(Set(w.dropLast().map(\.delay)) == [1, 2])
        // The last frame stands alone: 1 cs, so 4.5 s of frames last 4.51 s (±1 cs).
        #expect(w.last == GIFFramePlan.Write(index: 270, delay: 1))
        #expect(w.map(\.delay).reduce(0, +) == 451)
        #expect(w.map(\.index) == Array(0..<271))
    }

    @Test func identicalFramesMergeWithTheSummedDelay() {
        // Frames 3…6 equal frame 2; the end (7…9) equals 7.
        let w = GIFFramePlan.delays(count: 10, fps: 60) { [3, 4, 5, 6, 8, 9].contains($0) }
        #expect(w == [.init(index: 0, delay: 2), .init(index: 1, delay: 1), .init(index: 2, delay: 12 - 3),
                      .init(index: 7, delay: 15 - 12)])
        #expect(w.map(\.delay).reduce(0, +) == GIFFramePlan.start(of: 9, fps: 60))
    }

    @Test func framesShorterThanACentisecondAreDropped() {
        var plan = GIFFramePlan(fps: 250)   // starts 0, 0.4→0, 0.8→1, 1.2→1, 1.6→2
        #expect(plan.add(0, same: false) == (nil, nil))
        let second = plan.add(1, same: false)
        #expect(second.write == nil && second.dropped == 0)
        #expect(plan.add(2, same: false).write == GIFFramePlan.Write(index: 1, delay: 1))
        #expect(plan.add(3, same: false).dropped == 2)
        #expect(plan.add(4, same: false).write == GIFFramePlan.Write(index: 3, delay: 1))
        #expect(plan.finish() == GIFFramePlan.Write(index: 4, delay: 1))
        #expect(plan.finish() == nil)
    }

    @Test func anEmptyRecordingWritesNothing() {
        var plan = GIFFramePlan(fps: 60)
        #expect(plan.finish() == nil)
        #expect(GIFFramePlan.delays(count: 0, fps: 60).isEmpty)
    }

    // MARK: Differencing

    /// A w×h frame of one colour (BGRA), with `spots` (x, y) → (r, g, b) painted over it.
    func frame(_ w: Int, _ h: Int, _ base: (UInt8, UInt8, UInt8), _ spots: [(Int, Int, (UInt8, UInt8, UInt8))] = []) -> [UInt8] {
        var px = [UInt8](repeating: 255, count: w * h * 4)
        for i in 0..<(w * h) { px[i * 4] = base.2; px[i * 4 + 1] = base.1; px[i * 4 + 2] = base.0 }
        for (x, y, c) in spots { let i = (y * w + x) * 4; px[i] = c.2; px[i + 1] = c.1; px[i + 2] = c.0 }
        return px
    }

    @Test func theChangedBoxIsTight() {
        let a = frame(8, 6, (255, 149, 0))
        let b = frame(8, 6, (255, 149, 0), [(2, 1, (1, 2, 3)), (5, 3, (4, 5, 6))])
        #expect(GIFDifference.changedBox(from: a, to: b, width: 8, height: 6) == .init(x: 2, y: 1, width: 4, height: 3))
        #expect(GIFDifference.changedBox(from: a, to: a, width: 8, height: 6) == nil)
        #expect(GIFDifference.same(a, a) && !GIFDifference.same(a, b))
        // Alpha alone is no change (recorded frames are opaque).
        var c = a
        c[3] = 0
        #expect(GIFDifference.same(a, c))
    }

    /// Frames wider than one compared stretch (4,096 pixels): a colour change anywhere is found,
    /// a change of alpha alone is none, in `same` and in `changedBox`.
    @Test func largeFramesCompareByColourOnly() {
        let a = frame(100, 90, (255, 149, 0))
        var alphaOnly = a
        for i in stride(from: 3, to: alphaOnly.count, by: 97 * 4) { alphaOnly[i] = 7 }
        #expect(GIFDifference.same(a, alphaOnly))
        #expect(GIFDifference.changedBox(from: a, to: alphaOnly, width: 100, height: 90) == nil)
        let late = frame(100, 90, (255, 149, 0), [(99, 89, (0, 0, 0))])
        let early = frame(100, 90, (255, 149, 0), [(3, 0, (255, 149, 1))])
        #expect(!GIFDifference.same(a, late) && !GIFDifference.same(alphaOnly, early))
        #expect(GIFDifference.changedBox(from: alphaOnly, to: late, width: 100, height: 90) == .init(x: 99, y: 89, width: 1, height: 1))
        let cut = GIFDifference.crop(late, previous: alphaOnly, width: 100, box: .init(x: 97, y: 88, width: 3, height: 2))
        #expect(cut.changed == [false, false, false, false, false, true])
        #expect(Array(cut.pixels.suffix(4)) == [0, 0, 0, 255])
    }

    @Test func unchangedPixelsInTheBoxAreTransparent() {
        let grey: (UInt8, UInt8, UInt8) = (142, 142, 147)
        let a = frame(8, 6, (255, 149, 0))
        let b = frame(8, 6, (255, 149, 0), [(2, 1, grey), (5, 3, grey)])
        let box = GIFDifference.changedBox(from: a, to: b, width: 8, height: 6)!
        let cut = GIFDifference.crop(b, previous: a, width: 8, box: box)
        #expect(cut.changed.count == 12 && cut.changed.filter { $0 }.count == 2)
        #expect(cut.changed[0] && cut.changed[11])
        let image = GIFDifference.image(pixels: cut.pixels, changed: cut.changed)
        #expect(image.palette.count == 1 && image.palette[0] == grey)
        #expect(image.transparent == 1)
        #expect(image.indices == [0] + [UInt8](repeating: 1, count: 10) + [0])
        // The first image (no previous) is whole and opaque.
        let first = GIFDifference.crop(b, previous: nil, width: 8, box: .init(x: 0, y: 0, width: 8, height: 6))
        let whole = GIFDifference.image(pixels: first.pixels, changed: first.changed)
        #expect(whole.transparent == nil && whole.palette.count == 2 && whole.indices.count == 48)
    }

    @Test func sparePaletteEntriesMakeFewExactColoursExact() {
        // Two colours in one 15-bit bin (248 and 255 share 31): the bin's mean (253, 148, 0)
        // misses both, and spare entries give each its own colour.
        let pixels = frame(4, 1, (255, 149, 0), [(3, 0, (248, 144, 0))])
        let q = MedianCut.quantize(bgra: pixels)
        #expect(q.palette.count == 3 && q.palette[0] == (253, 148, 0))
        #expect(q.palette[Int(q.indices[3])] == (248, 144, 0))
        #expect(q.palette[Int(q.indices[0])] == (255, 149, 0))
        // With no spare entry (one colour allowed), the mean stays.
        #expect(MedianCut.quantize(bgra: pixels, maxColors: 1).palette.count == 1)
    }
}
