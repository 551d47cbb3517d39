import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// Issue 22 from the command line: `--set N:` per compare phone, `--reduce-motion`, `--ios`,
/// and the loading cover's timing measured on rendered frames.
@Suite(.serialized) struct TodaysIPhonesAppTests {
    let green = Color(hex: 0x34C759)

    func failure(_ arguments: [String]) -> Failure? {
        do { _ = try Options.parse(arguments); return nil } catch let f as Failure { return f } catch { return nil }
    }

    @Test func eachComparePhoneTakesItsOwnSetting() throws {
        let options = try Options.parse(["--headless", "--scenario", "t", "--out", "o", "--compare", "seed,seed",
                                          "--set", "2:accessibility.reduceMotion=true"])
        let runner = try HeadlessRunner(options: options, scenario: try Scenario.parse("0.2 tap open-sheet\n1.5 end", path: "t"))
        let lanes = runner.view.session.lanes
        #expect(lanes.count == 2)
        #expect(!lanes[0].settings.accessibility.reduceMotion && lanes[1].settings.accessibility.reduceMotion)
        try runner.run()
        // Phone 2 (Reduce Motion) keeps its presenting view's top-left corner at (0, 0); phone 1's recedes.
        func topLeft(_ m: PrototypeMachine) -> Point? {
            for case let .group(transform, _, _) in m.frame(now: 1.5).items { return transform.apply(Point(x: 0, y: 0)) }
            return nil
        }
        let reduced = try #require(topLeft(runner.view.session.lanes[1]))
        let normal = try #require(topLeft(runner.view.session.lanes[0]))
        #expect(abs(reduced.x) <= 1 && abs(reduced.y) <= 1)
        #expect(abs(normal.x - 15.6) < 1e-9 && abs(normal.y - 47) < 1e-9)
    }

    @Test func lanesOutOfRangeAreABadCommandLine() {
        let three = failure(["--compare", "seed,seed", "--set", "3:accessibility.reduceMotion=true"])
        #expect(three?.message == "--set 3:accessibility.reduceMotion: phone 3 is out of range (2 phones)")
        #expect(three?.exitCode == 2)
        let single = failure(["--set", "2:accessibility.reduceMotion=true"])
        #expect(single?.message == "--set 2:accessibility.reduceMotion: phone 2 is out of range (1 phone without --compare)")
        #expect(single?.exitCode == 2)
        #expect(failure(["--compare", "seed,seed", "--set", "0:accessibility.reduceMotion=true"])?.exitCode == 2)
        #expect(failure(["--compare", "seed,seed", "--set", "x:accessibility.reduceMotion=true"])?.exitCode == 2)
        #expect(failure(["--compare", "seed,seed", "--set", "2:accessibility.reduceMotion=maybe"])?.message
                == "--set 2:accessibility.reduceMotion: invalid value 'maybe' for accessibility.reduceMotion (expected false|true)")
        #expect(failure(["--compare", "seed,seed", "--set", "1:no.such=1"])?.exitCode == 2)
        #expect(failure(["--compare", "seed,fluid", "--set", "1:accessibility.reduceMotion=true"]) == nil)
    }

    @Test func theNewFlagsSetTheirSettings() throws {
        let o = try Options.parse(["--ios", "26", "--reduce-motion"])
        #expect(o.settings.iosVersion == .ios26 && o.settings.accessibility.reduceMotion)
        let plain = try Options.parse([])
        #expect(plain.settings.iosVersion == .ios18)
        #expect(failure(["--ios", "17"])?.exitCode == 2)
        // The flags win over a config file.
        let s = try o.settings(overlaying: "{\"accessibility\": {\"reduceMotion\": false}}", path: "c.json")
        #expect(s.accessibility.reduceMotion)
    }

    /// For each 60 Hz frame from `from` to `to`: whether the cover darkens the sheet at (20, 400).
    func coverFrames(_ args: [String], from: Double, to: Double) throws -> [(time: Double, cover: Bool, sheet: Bool)] {
        let dir = temporaryFolder("cover-timing")
        let options = try Options.parse(["--headless", "--scenario", "t", "--out", dir] + args)
        let runner = try HeadlessRunner(options: options,
                                        scenario: try Scenario.parse("0.2 tap open-sheet\n1.2 tap start-request\n5 end", path: "t"))
        var out: [(Double, Bool, Bool)] = []
        var i = 0
        while true {
            let t = from + Double(i) / 60
            guard t <= to + 1e-9 else { break }
            try runner.run(until: t)
            try runner.draw(at: t)
            let c = runner.canvas.pixel(x: 20, y: 400)
            let dark = Color(r: green.r / 2, g: green.g / 2, b: green.b / 2, a: 255)
            out.append((t, near(c, dark, 3), near(c, green, 3)))
            i += 1
        }
        return out
    }

    @Test func withinTheGraceTimeNoFrameShowsTheCover() throws {
        let frames = try coverFrames(["--set", "cover.graceTime=0.5", "--latency", "0.3"], from: 1.2, to: 2.2)
        #expect(frames.filter(\.cover).isEmpty)
        #expect(frames.first!.sheet)   // the sheet is up, uncovered, at 通信開始
        #expect(!frames.last!.sheet)   // and gone by 2.2 (dismissed from 1.5)
        let withoutGrace = try coverFrames(["--latency", "0.3"], from: 1.2, to: 1.5)
        #expect(withoutGrace.filter(\.cover).count == 18)   // the article's cover: 1.2 … 1.4833
    }

    @Test func theCoverStaysTheMinimumShowTimeBeforeTheSheetCloses() throws {
        let frames = try coverFrames(["--set", "cover.minimumShowTime=2", "--latency", "0.5"], from: 1.2, to: 3.8)
        let shown = frames.filter(\.cover)
        let first = try #require(shown.first?.time), last = try #require(shown.last?.time)
        #expect(abs(first - 1.2) < 1e-9)
        // Shown on every frame from 1.2 to the last before 3.2: 120 frames, 2.0 s.
        #expect(shown.count == 120)
        #expect(abs(last + 1.0 / 60 - first - 2.0) <= 1.0 / 60 + 1e-9)
        let span = frames.filter { $0.time >= first && $0.time <= last }
        #expect(span.allSatisfy { $0.cover })
        // Then the sheet closes: at 3.2 the pixel is neither covered nor the sheet's (it moves down).
        #expect(frames.contains { abs($0.time - 3.2) < 1e-6 && !$0.cover })
    }
}

/// `--print-swiftui` with the cover's timing: printed as constants of `ExecutionAPI`, and the
/// file still parses and type-checks (Swift 5 and 6) against the SwiftUI stand-in.
@Suite struct CoverTimingExportTests {
    @Test func theTimingIsPrintedAndTheFileStillCompiles() throws {
        var s = Settings()
        s.cover.graceTime = 0.5
        s.cover.minimumShowTime = 2
        let source = SwiftUIExport.source(for: s)
        #expect(source.contains("let graceTime: Double = 0.5  // tuned (seed: 0)"))
        #expect(source.contains("let minimumShowTime: Double = 2  // tuned (seed: 0)"))
        #expect(source.contains("//   graceTime: 0 → 0.5") && source.contains("//   minimumShowTime: 0 → 2"))
        #expect(source.contains("try? await Task.sleep(for: .seconds(self.graceTime))"))
        #expect(source.contains("if rest > .zero { try? await Task.sleep(for: rest) }"))
        let plain = SwiftUIExport.source(for: Settings())
        #expect(plain.contains("let graceTime: Double = 0\n") && plain.contains("let minimumShowTime: Double = 0\n"))
        let checks = SwiftUIParseTests()
        #expect(try checks.parseErrors(source, name: "cover-timing") == "")
        for version in ["5", "6"] {
            #expect(try checks.typeCheckErrors(source, name: "cover-timing", version: version) == "")
        }
    }
}
