import Testing
@testable import ModalCore

/// Issue 36: the fitting math of `measure` on tracks made with the app's own animation code.
@Suite struct MeasureFitTests {
    /// Samples of `model` every 1/`fps` s from 0 to `end`; positions at or past `hiddenFrom` are hidden.
    static func track(_ model: (Double) -> Double, fps: Double, end: Double, hiddenFrom: Double? = nil) -> [TrackSample] {
        (0...Int(end * fps)).map { i in
            let t = Double(i) / fps, v = model(t)
            if let edge = hiddenFrom, v >= edge { return TrackSample(time: t, hiddenBelow: edge) }
            return TrackSample(time: t, value: v)
        }
    }

    @Test func nelderMeadFindsRosenbrocksMinimum() {
        let rosenbrock: ([Double]) -> Double = { p in (1 - p[0]) * (1 - p[0]) + 100 * (p[1] - p[0] * p[0]) * (p[1] - p[0] * p[0]) }
        let found = NelderMead().minimize(rosenbrock, start: [-1.2, 1], steps: [0.5, 0.5])
        #expect(abs(found.point[0] - 1) < 1e-4 && abs(found.point[1] - 1) < 1e-4, "\(found.point)")
        #expect(found.value < 1e-8)
    }

    @Test func aCurveFromTheHiddenEdgeIsRecovered() throws {
        let truth = CurveFit.model(TimingCurve(0.25, 0.1, 0.25, 1), duration: 0.6, start: 0.2, from: 844, to: 337.6)
        let samples = Self.track(truth, fps: 120, end: 1.2, hiddenFrom: 844)
        let segment = try MotionSegment.find(in: samples)
        #expect(segment.fromLevel == 844)
        #expect(abs(segment.toLevel - 337.6) < 1e-9)
        #expect(samples[segment.startIndex].time == 0.2)
        let fit = CurveFit.fit(samples, segment: segment)
        #expect(abs(fit.duration - 0.6) < 1e-3, "duration \(fit.duration)")
        #expect(abs(fit.start - 0.2) < 1e-3, "start \(fit.start)")
        for (got, want) in [(fit.curve.x1, 0.25), (fit.curve.y1, 0.1), (fit.curve.x2, 0.25), (fit.curve.y2, 1.0)] {
            #expect(abs(got - want) < 0.01, "\(fit.curve)")
        }
        #expect(fit.error.rms < 0.01)
    }

    @Test func aSpringFromAnyMomentOfItsMotionIsRecovered() throws {
        // Released at 1.0 s moving up at 800 pt/s from 400 pt towards 100 pt; the track starts there.
        let truth = SpringFit.model(Spring(response: 0.45, dampingFraction: 0.7), from: 400, to: 100, start: 1.0, velocity: -800)
        let samples = Self.track(truth, fps: 60, end: 3).filter { $0.time >= 1.0 - 1e-9 }
        let segment = try MotionSegment.find(in: samples, after: 1.0)
        #expect(segment.startIndex == 0)
        let fit = SpringFit.fit(samples, segment: segment)
        #expect(abs(fit.spring.response - 0.45) < 1e-3, "\(fit.spring)")
        #expect(abs(fit.spring.dampingFraction - 0.7) < 1e-3, "\(fit.spring)")
        #expect(abs(fit.velocity + 800) < 2, "velocity \(fit.velocity)")
        #expect(abs(fit.to - 100) < 0.01)
    }

    @Test func aStillTrackHasNoMotionAndARangeWithoutFramesSaysSo() {
        let still = (0..<60).map { TrackSample(time: Double($0) / 60, value: 500 + ($0 % 2 == 0 ? 0.05 : -0.05)) }
        // The threshold is four times the 0.1 pt jitter.
        #expect { try MotionSegment.find(in: still) } throws: { error in
            guard case let .noMotion(threshold)? = error as? MotionSegment.Problem else { return false }
            return abs(threshold - 0.4) < 1e-9
        }
        #expect(throws: MotionSegment.Problem.noFrames(after: 5, before: nil)) { try MotionSegment.find(in: still, after: 5) }
    }

    @Test func aMotionSeenInFewerThanThreeFramesLeavesTheFrame() {
        // Visible for two frames at 600 and 700 pt, then gone below the 844 pt edge.
        let samples = [TrackSample(time: 0, value: 600), TrackSample(time: 0.1, value: 600), TrackSample(time: 0.2, value: 700)]
            + (3..<10).map { TrackSample(time: Double($0) / 10, hiddenBelow: 844) }
        #expect(throws: MotionSegment.Problem.leavesFrame(at: 0.2)) { try MotionSegment.find(in: samples) }
    }

    /// A frame of `width` × `height`: black bars of `bar` pixels top and bottom, orange above row
    /// `edge` (fractional: the row it falls in is a blend) and the card's gray below.
    static func frame(width: Int, height: Int, bar: Int, edge: Double) -> PixelFrame {
        let orange: UInt32 = 0xFFFF_9500, gray: UInt32 = 0xFF8E_8E93
        var pixels = [UInt32](repeating: 0xFF00_0000, count: width * height)
        for y in bar..<(height - bar) {
            let covered = min(max(Double(y + 1) - edge, 0), 1)
            func mix(_ shift: UInt32) -> UInt32 {
                let a = Double((orange >> shift) & 0xFF), b = Double((gray >> shift) & 0xFF)
                return UInt32((a + (b - a) * covered).rounded()) << shift
            }
            let pixel = 0xFF00_0000 | mix(16) | mix(8) | mix(0)
            for x in 0..<width { pixels[y * width + x] = pixel }
        }
        return PixelFrame(width: width, height: height, pixels: pixels)
    }

    @Test func theCanvasIsFoundInsideBlackBarsAndTheEdgeToAFractionOfAPixel() throws {
        // iphone-14 (390 × 844 pt) at 1 pixel a point, with 20-pixel bars above and below.
        let frame = Self.frame(width: 390, height: 884, bar: 20, edge: 20 + 500.25)
        let placement = try CanvasPlacement.locate(in: frame)
        #expect(placement == CanvasPlacement(originX: 0, originY: 20, scale: 1, canvas: Size(width: 390, height: 844), deviceName: "iphone-14"))
        let sample = EdgeTracker(placement: placement, color: Theme().gray).sample(frame, time: 0)
        #expect(!sample.isHidden)
        #expect(abs(sample.value - 500.25) < 0.01, "\(sample.value)")
        let hidden = EdgeTracker(placement: placement, color: Theme().gray).sample(Self.frame(width: 390, height: 884, bar: 20, edge: 900), time: 0)
        #expect(hidden == TrackSample(time: 0, hiddenBelow: 844))
    }

    @Test func aPhonesOwnRecordingIsMatchedByItsNativePixels() throws {
        // 1179 × 2556 is an iPhone 15's screen at ×3 (393 × 852 pt), close in shape to the default iPhone 14.
        let frame = PixelFrame(width: 1179, height: 2556, pixels: [UInt32](repeating: 0xFFFF_9500, count: 1179 * 2556))
        let placement = try CanvasPlacement.locate(in: frame)
        #expect(placement.deviceName == "iphone-15" && placement.scale == 3)
        #expect(try CanvasPlacement.locate(in: frame, device: .iPhone14).scale == 1179.0 / 390)
    }

    @Test func aPictureOfAnotherShapeIsRefused() {
        let square = PixelFrame(width: 100, height: 100, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 10000))
        #expect(throws: CanvasPlacement.Problem.self) { try CanvasPlacement.locate(in: square) }
    }

    @Test func theWrittenConfigLoadsWithTheFittedValues() throws {
        let fit = CurveFit(curve: TimingCurve(0.25, 0.1, 0.25, 1), duration: 0.6, start: 0.2, from: 844, to: 337.6,
                           error: FitError(rms: 0.1, max: 0.2))
        let report = MeasureReport(surface: .halfModal, result: .curve(fit),
                                   placement: CanvasPlacement(originX: 0, originY: 0, scale: 2, canvas: Size(width: 390, height: 844), deviceName: "iphone-14"),
                                   frames: 145, current: FitError(rms: 3.1, max: 9))
        let settings = try Settings().loading(json: report.configJSON, file: "fit.json")
        #expect(settings.halfModal.duration == 0.6)
        #expect(settings.halfModal.curve == TimingCurve(0.25, 0.1, 0.25, 1))
        #expect(report.summary.contains("the prototype is 3.1 pt off (max 9.0); fitted, 0.1 pt off (max 0.2)"))
        #expect(report.json.contains("\"duration\":0.6,") && report.json.contains("\"controlPoints\":[0.25,0.1,0.25,1]"))
    }

    @Test func plotTicksAreRoundSteps() {
        #expect(MotionPlot.ticks(0.1, 1.32).map(MotionPlot.label) == ["0.2", "0.4", "0.6", "0.8", "1", "1.2"])
        #expect(MotionPlot.ticks(330, 850) == [400, 500, 600, 700, 800])
        #expect(MotionPlot.ticks(1, 1).isEmpty)
    }
}
