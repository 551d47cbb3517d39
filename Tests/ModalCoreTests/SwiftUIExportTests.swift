import Foundation
import Testing
@testable import ModalCore

/// `--print-swiftui`: exact text for the seed's values, minimal numbers, and a round trip
/// from the exported source back to settings that moves the card identically.
@Suite struct SwiftUIExportTests {
    @Test func defaultsGiveTheArticlesAnimationExactly() {
        let source = SwiftUIExport.source(for: Settings())
        #expect(source.contains(".animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9), value: show)"))
        #expect(source.contains("let heightRate: CGFloat = 0.35"))
        #expect(source.contains("let halfFraction: CGFloat = 0.4"))
        #expect(source.contains("let hideThreshold: CGFloat = 50"))
        #expect(source.contains("let fullThreshold: CGFloat = 100"))
        #expect(source.contains("let stayFullThreshold: CGFloat = 250"))
        #expect(source.contains("let sheetAnimation = Animation.timingCurve(0.31, 0.59, 0.08, 1, duration: 0.5)"))
        #expect(source.contains("let latency: Double = 3\n"))
        #expect(source.contains("try? await Task.sleep(for: .seconds(self.latency))"))
        #expect(source.contains("// Tuned values: none; every value below is the seed's"))
        #expect(!source.contains("// tuned"))
        #expect(!source.contains(".spring("), "the seed profile has no spring")
        #expect(!source.contains("1.0,") && !source.contains("1.0)"))
    }

    @Test func settingsChangeTheNumbers() throws {
        let s = try Settings().setting("halfModal.duration", to: "0.5")
        let source = SwiftUIExport.source(for: s)
        #expect(source.contains(".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)"))
        #expect(!source.contains("duration: 0.9), value: show)"))
        #expect(source.contains("// tuned (seed: .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9))"))
        let latency = try Settings().setting("request.latency", to: "1.25")
        #expect(SwiftUIExport.source(for: latency).contains("let latency: Double = 1.25  // tuned (seed: 3)\n"))
    }

    @Test func fluidExportsItsSpring() throws {
        let s = try Settings().setting("halfModal.profile", to: "fluid")
        let source = SwiftUIExport.source(for: s)
        #expect(source.contains("SwiftUI's .spring(response: 0.55, dampingFraction: 0.825)"))
        #expect(source.contains("static let springResponse: Double = 0.55\n"))
        #expect(source.contains("static let springDampingFraction: Double = 0.825\n"))
        #expect(source.contains(".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9)"))
        #expect(source.contains("let decelerationRate: CGFloat = 0.998"))
        #expect(source.contains("let flickVelocity: CGFloat = 500"))
    }

    @Test func numbersAreMinimal() {
        #expect(SwiftUIExport.number(1) == "1")
        #expect(SwiftUIExport.number(0) == "0")
        #expect(SwiftUIExport.number(-250) == "-250")
        #expect(SwiftUIExport.number(0.9) == "0.9")
        #expect(SwiftUIExport.number(0.825) == "0.825")
        #expect(SwiftUIExport.number(0.1 + 0.2) == "0.30000000000000004")
        #expect(SwiftUIExport.timingCurve(TimingCurve(0, 0, 1, 1), duration: 2) == ".timingCurve(0, 0, 1, 1, duration: 2)")
        #expect(SwiftUIExport.spring(Spring(response: 0.4, dampingFraction: 1)) == ".spring(response: 0.4, dampingFraction: 1)")
    }

    /// Reads the half modal's numbers back out of the exported source, as a developer would.
    func importedHalfModal(from source: String, into base: HalfModalSettings) throws -> HalfModalSettings {
        func capture(_ pattern: String) throws -> [Double] {
            let re = try NSRegularExpression(pattern: pattern)
            let ns = source as NSString
            guard let m = re.firstMatch(in: source, range: NSRange(location: 0, length: ns.length)) else {
                Issue.record("no match for \(pattern)")
                return []
            }
            return (1..<m.numberOfRanges).map { Double(ns.substring(with: m.range(at: $0)))! }
        }
        let num = "(-?[0-9.e+-]+)"
        var h = base
        let c = try capture("\\.animation\\(\\.timingCurve\\(\(num), \(num), \(num), \(num), duration: \(num)\\), value: show\\)")
        h.curve = TimingCurve(c[0], c[1], c[2], c[3])
        h.duration = c[4]
        h.heightRate = try capture("let heightRate: CGFloat = \(num)")[0]
        h.halfFraction = try capture("let halfFraction: CGFloat = \(num)")[0]
        h.hideThreshold = try capture("let hideThreshold: CGFloat = \(num)")[0]
        h.fullThreshold = try capture("let fullThreshold: CGFloat = \(num)")[0]
        h.stayFullThreshold = try capture("let stayFullThreshold: CGFloat = \(num)")[0]
        if base.profile == .fluid {
            h.spring = Spring(response: try capture("static let springResponse: Double = \(num)")[0],
                              dampingFraction: try capture("static let springDampingFraction: Double = \(num)")[0])
        }
        return h
    }

    /// The card's top at every 1/60 s of: show, drag up 130 pt (full), drag down 120 pt, drag down 80 pt (hide).
    func motion(_ h: HalfModalSettings) -> [Double] {
        var m = HalfModalMachine(settings: h, height: 844)
        var tops: [Double] = []
        func sample(until end: Double, from start: Double) {
            var t = start
            while t < end { m.tick(now: t); tops.append(m.top(at: t)); t += 1.0 / 60 }
        }
        m.toggle(now: 0)
        sample(until: 1.2, from: 0)
        func drag(_ dy: Double, at t0: Double) {
            m.beginDrag(at: Point(x: 195, y: 600), now: t0)
            for i in 1...12 {
                let t = t0 + Double(i) * 0.02
                m.drag(to: Point(x: 195, y: 600 + dy * Double(i) / 12), now: t)
                tops.append(m.top(at: t))
            }
            m.endDrag(at: Point(x: 195, y: 600 + dy), now: t0 + 0.24)
        }
        drag(-130, at: 1.2)
        sample(until: 2.5, from: 1.44)
        drag(120, at: 2.5)
        sample(until: 3.8, from: 2.74)
        drag(80, at: 3.8)
        sample(until: 5.2, from: 4.04)
        return tops
    }

    @Test(arguments: [HalfModalProfile.seed, .fluid])
    func exportedNumbersReproduceTheMotion(profile: HalfModalProfile) throws {
        var tuned = HalfModalSettings()
        tuned.profile = profile
        tuned.curve = TimingCurve(0.31, 0.07, 0.18, 1.02)
        tuned.duration = 0.65
        tuned.heightRate = 0.3
        tuned.halfFraction = 0.45
        tuned.hideThreshold = 40
        tuned.fullThreshold = 90
        tuned.stayFullThreshold = 200
        if profile == .fluid { tuned.spring = Spring(response: 0.42, dampingFraction: 0.71) }
        var settings = Settings()
        settings.halfModal = tuned
        let source = SwiftUIExport.source(for: settings)
        // Start from the defaults (other numbers are not part of the hand-off) and read the tuned ones back.
        var base = HalfModalSettings()
        base.profile = profile
        let imported = try importedHalfModal(from: source, into: base)
        #expect(imported == tuned)
        let original = motion(tuned), replayed = motion(imported)
        #expect(original.count > 250)
        #expect(original == replayed)
        // And the motion really depends on those numbers: the defaults move differently.
        #expect(motion(base) != original)
    }
}
