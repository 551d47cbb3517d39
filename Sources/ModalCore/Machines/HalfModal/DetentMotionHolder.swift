/// A half-modal behaviour whose state is a `DetentMotion` (the fluid card, the native sheet):
/// what it reports, and the keys that move it to a detent, are the motion's, written once here.
///
/// A holder keeps its own rules — where a release goes, which spring a settle runs, how the
/// drag bands — and `settle` is where they meet the motion. What it only forwards (its top,
/// velocity, detent, animation, tick, a live edit) and what every holder does alike (a hide
/// from any state, the half ↔ full key) comes from this extension.
protocol DetentMotionHolder: HalfModalBehaviour {
    /// Rest, spring or pointer.
    var sheet: DetentMotion { get set }
    /// A holder whose motion is `sheet`, with nothing else of its own in flight.
    init(sheet: DetentMotion)
    /// Springs from the current top (or `from`) to `detent` (or the detent in between at
    /// `middleTop`), carrying `velocity`: the holder's own spring.
    mutating func settle(to detent: HalfModalMachine.Detent, middleTop: Double?, velocity: Double,
                         now: Double, _ g: HalfModalGeometry, from: Double?)
}

extension DetentMotionHolder {
    init(restingAt detent: HalfModalMachine.Detent, _ g: HalfModalGeometry) {
        self.init(sheet: DetentMotion(restingAt: detent))
    }

    var gesture: HalfModalGesture? { sheet.gesture }
    /// The top of the custom detent in between where it rests or heads (`HalfModalStops`).
    var stopTop: Double? { sheet.stopTop }
    func top(at now: Double, _ g: HalfModalGeometry) -> Double { sheet.top(at: now, g) }
    func velocity(at now: Double) -> Double { sheet.velocity(at: now) }
    var detent: HalfModalMachine.Detent { sheet.detent }
    func isAnimating(at now: Double) -> Bool { sheet.isAnimating(at: now) }
    var activeAnimation: Animation1D? { sheet.activeAnimation }
    mutating func tick(now: Double) { sheet.tick(now: now) }

    /// Hides it from wherever it is (a pointer still holding it lets go), carrying its velocity.
    mutating func dismiss(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        _ = sheet.release()
        settle(to: .hidden, middleTop: nil, velocity: velocity(at: now), now: now, g, from: nil)
    }

    /// The next detent (half → full → half); a hidden one comes to half.
    mutating func cycleFull(now: Double, _ g: HalfModalGeometry) {
        tick(now: now)
        _ = sheet.release()
        settle(to: detent == .half ? .full : .half, middleTop: nil, velocity: velocity(at: now), now: now, g, from: nil)
    }

    /// A live edit removed the detent in between where it rests: it rests at the smallest instead.
    mutating func settingsChanged(_ g: HalfModalGeometry) {
        sheet.settingsChanged(g)
    }
}
