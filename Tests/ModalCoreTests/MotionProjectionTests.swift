import Testing
@testable import ModalCore

/// Tests of `Projection`'s flick distance and rubber band.
@Suite struct MotionProjectionTests {
    @Test func decelerationRates() {
        #expect(DecelerationRate.normal == 0.998)
        #expect(DecelerationRate.fast == 0.99)
    }

    @Test func projectedDistance() {
        #expect(abs(Projection.distance(velocity: 1000, decelerationRate: 0.998) - 499) < 1e-9)
        #expect(abs(Projection.distance(velocity: 1000, decelerationRate: 0.99) - 99) < 1e-9)
        #expect(abs(Projection.distance(velocity: 1000) - 499) < 1e-9)
        #expect(abs(Projection.distance(velocity: -2000, decelerationRate: DecelerationRate.fast) - -198) < 1e-9)
        #expect(Projection.distance(velocity: 0) == 0)
    }

    @Test func projectedDistanceEdgeRates() {
        #expect(Projection.distance(velocity: 500, decelerationRate: 0) == 0)
        #expect(Projection.distance(velocity: 500, decelerationRate: -1) == 0)
        #expect(Projection.distance(velocity: 500, decelerationRate: 1) == .infinity)
        #expect(Projection.distance(velocity: -500, decelerationRate: 1) == -.infinity)
        #expect(Projection.distance(velocity: 0, decelerationRate: 1) == 0)
    }

    @Test func rubberBandValues() {
        #expect(abs(Projection.rubberBand(100, dimension: 844) - 100 * 844 * 0.55 / (844 + 55)) < 1e-12)
        #expect(abs(Projection.rubberBand(100, dimension: 844) - 51.635150166852064) < 1e-12)
        #expect(abs(Projection.rubberBand(-100, dimension: 844) - -51.635150166852064) < 1e-12)
        #expect(abs(Projection.rubberBand(200, dimension: 390, coefficient: 0.3) - 200 * 390 * 0.3 / (390 + 60)) < 1e-12)
        #expect(Projection.rubberBand(0, dimension: 844) == 0)
        #expect(Projection.rubberBand(100, dimension: 0) == 0)
        #expect(Projection.rubberBand(100, dimension: -5) == 0)
    }

    @Test func rubberBandStartsWithSlopeC() {
        let small = 1e-6
        #expect(abs(Projection.rubberBand(small, dimension: 844) / small - 0.55) < 1e-9)
    }

    @Test func rubberBandIsMonotonicAndBounded() {
        let d = 844.0
        var previous = 0.0
        for i in 1...5_000 {
            let x = Double(i)
            let y = Projection.rubberBand(x, dimension: d)
            #expect(y > previous)
            #expect(y < d)
            #expect(y < x)
            previous = y
        }
        for x in [1e12, 1e300, Double.greatestFiniteMagnitude] {
            let y = Projection.rubberBand(x, dimension: d)
            #expect(y <= d && y > d - 1)
        }
        #expect(Projection.rubberBand(.infinity, dimension: d) == d)
        #expect(Projection.rubberBand(-.infinity, dimension: d) == -d)
    }
}
