import Testing
@testable import ModalCore

/// The limits checked before memory is spent: frame buffers, recorded frames, the reference cache.
@Suite struct LimitsTests {
    @Test func frameSidesUpTo8192() {
        #expect(FrameBudget.sideProblem(width: 8192, height: 8192, what: "x") == nil)
        #expect(FrameBudget.sideProblem(width: 1, height: 1, what: "x") == nil)
        #expect(FrameBudget.sideProblem(width: 16384, height: 16384, what: "--size × --scale")
                == "--size × --scale gives 16384×16384 pixels (allowed 1 to 8192 a side)")
        #expect(FrameBudget.sideProblem(width: 8193, height: 10, what: "x") != nil)
        #expect(FrameBudget.sideProblem(width: 10, height: 0, what: "x") != nil)
    }

    @Test func oneGibibyteOfFrameBuffersInAll() {
        var b = FrameBudget()
        b.add("canvas", width: 8192, height: 8192)                  // 256 MiB
        b.add("shot", width: 8192, height: 8192)
        b.add("recording", width: 8192, height: 8192, copies: 2)
        #expect(b.total == 1 << 30)
        #expect(b.problem == nil)
        b.add("one more byte", bytes: 1)
        #expect(b.problem == "frame buffers would take 1025 MiB (at most 1024 MiB): canvas 256 MiB, shot 256 MiB, "
                + "recording 512 MiB, one more byte 1 MiB; use a smaller --size, --scale or --frames")
    }

    @Test func overflowSaturates() {
        var b = FrameBudget()
        b.add("huge", width: Int.max, height: 2)
        b.add("more", bytes: 10)
        #expect(b.total == Int.max)
        #expect(b.problem != nil)
    }

    @Test func recordedFrames() {
        #expect(RecordingLimit.frames(end: 0, fps: 60) == 1)
        #expect(RecordingLimit.frames(end: 1, fps: 60) == 61)
        #expect(RecordingLimit.frames(end: 86_400, fps: 60) == 5_184_001)
        #expect(RecordingLimit.problem(frames: 10_000, maxFrames: nil, flag: "--record") == nil)
        #expect(RecordingLimit.problem(frames: 5_184_001, maxFrames: nil, flag: "--record")
                == "--record: the scenario makes 5184001 frames (more than 10000); add --max-frames 5184001 to write them all")
        #expect(RecordingLimit.problem(frames: 12_001, maxFrames: 5, flag: "--video") == "--video: the scenario makes 12001 frames, over --max-frames 5")
        #expect(RecordingLimit.problem(frames: 20_000, maxFrames: 20_000, flag: "--record") == nil)
        #expect(RecordingLimit.warning(frames: 10_000, flag: "--record") == nil)
        #expect(RecordingLimit.warning(frames: 10_001, flag: "--record") == "--record: writing 10001 frames (more than 10000)")
    }

    @Test func leastRecentlyUsedGoesFirstUnderTheByteBudget() {
        var lru = ByteLRU<Int>(capacity: 100)
        let first = lru.insert(1, bytes: 40), second = lru.insert(2, bytes: 40)
        #expect(first == [] && second == [])
        let touched = lru.touch(1)
        #expect(touched)
        let third = lru.insert(3, bytes: 40)
        #expect(third == [2])                             // 2 was used longest ago
        #expect(lru.order == [1, 3] && lru.total == 80)
        let big = lru.insert(4, bytes: 100)
        #expect(big == [1, 3])                            // a big one pushes all out
        let tooBig = lru.insert(5, bytes: 101)
        #expect(tooBig == nil)                            // larger than the cache: refused, nothing changes
        #expect(lru.order == [4] && lru.total == 100)
        let again4 = lru.insert(4, bytes: 10)
        #expect(again4 == [])                             // re-inserting replaces the size
        #expect(lru.total == 10)
        let removed = lru.remove(4), again = lru.remove(4)
        #expect(removed && !again && lru.total == 0)
        let missing = lru.touch(9)
        #expect(!missing)
        let none = lru.evict(toFit: 1000)
        #expect(none == [])
    }

    @Test func theCacheNeverHoldsMoreThanItsCapacity() {
        var lru = ByteLRU<Int>(capacity: 256 << 20)
        var held = 0
        for i in 0..<1000 {
            let bytes = ((i * 7919) % 97 + 1) << 20
            let evicted = lru.insert(i, bytes: bytes)
            #expect(evicted != nil)
            held += 1 - (evicted?.count ?? 0)
            #expect(lru.total <= 256 << 20)
            #expect(lru.order.count == held)
        }
    }
}
