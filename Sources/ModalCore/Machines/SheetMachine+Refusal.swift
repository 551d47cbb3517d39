/// Dismissal that can be refused (`SheetSettings.interactiveDismissDisabled`, SwiftUI's
/// `.interactiveDismissDisabled()`, UIKit's `isModalInPresentation`): a pull-down follows the
/// finger through UIScrollView's rubber band, and a release springs back to presented.
extension SheetMachine {
    /// The coefficient of the pull-down's resistance: UIScrollView's rubber band, as the system
    /// sheet uses below its smallest detent when dismissal is disabled (docs/FIDELITY.md).
    static var refusalCoefficient: Double { NativeSheetMetrics.rubberBandCoefficient }

    /// Where the sheet shows for a finger `offset` points below presented (≥ 0): the offset
    /// itself, or with dismissal disabled x·d·c/(d + c·x), d the travel `height`.
    func resisted(_ offset: Double, height: Double) -> Double {
        guard settings.interactiveDismissDisabled, offset > 0 else { return offset }
        return Projection.rubberBand(offset, dimension: height, coefficient: Self.refusalCoefficient)
    }

    /// The finger offset that shows the sheet `shown` points below presented: the inverse of
    /// `resisted`, so a drag caught while the sheet springs back continues from where it is.
    func fingerOffset(shown: Double, height: Double) -> Double {
        guard settings.interactiveDismissDisabled, shown > 0 else { return shown }
        let c = Self.refusalCoefficient, d = height
        // y = x·d·c/(d + c·x)  ⇔  x = y·d/(c·(d − y)); the band never reaches d.
        let y = min(shown, d * 0.999)
        return y * d / (c * (d - y))
    }

    /// Ends a drag that may not dismiss: the sheet springs back to presented with
    /// `returnSpring`, carrying the release velocity as the band passes it on (the finger's
    /// velocity times the band's slope where it let go); a release below presented is a
    /// refused attempt, which the HUD names ("dismiss refused").
    mutating func refuse(fraction: Double, fingerVelocity v: Double, height: Double, now: Double) {
        let c = Self.refusalCoefficient, d = max(height, 1)
        let x = fingerOffset(shown: fraction * d, height: d)
        let slope = c * d * d / ((d + c * x) * (d + c * x))
        if fraction > 0 { refusedAt = now }
        state = .moving(.spring(from: fraction, to: 0, start: now, spring: settings.returnSpring, velocity: v * slope,
                                tolerance: fractionTolerance),
                        phase: .settling)
    }
}
