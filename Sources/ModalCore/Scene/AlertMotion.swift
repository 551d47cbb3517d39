import Glibc

/// The alert's appearance and disappearance as numbers: spring progress, scale, opacity.
extension AlertSettings {
    /// Progress (0…1) of the appearance `elapsed` seconds after it started: the critically
    /// damped spring 1 − (1 + ωt)·e^(−ωt), ω = √(stiffness / mass); 1 from `appearDuration` on
    /// (a nanosecond's rounding in `shown + appearDuration` counts as the end).
    public func appearProgress(elapsed: Double) -> Double {
        guard elapsed.isFinite, elapsed > 0 else { return 0 }
        guard elapsed < appearDuration - Animation1D.timeEpsilon, appearStiffness > 0, appearMass > 0 else { return 1 }
        let wt = (appearStiffness / appearMass).squareRoot() * elapsed
        return min(max(1 - (1 + wt) * exp(-wt), 0), 1)
    }

    /// The alert's (scale, opacity) `elapsed` seconds after it started appearing.
    public func appearance(elapsed: Double) -> (scale: Double, opacity: Double) {
        let k = appearProgress(elapsed: elapsed)
        return (appearScale + (1 - appearScale) * k, k)
    }

    /// The alert's opacity `elapsed` seconds after its dismissal: a linear fade to 0.
    public func disappearanceOpacity(elapsed: Double) -> Double {
        guard disappearDuration > 0 else { return 0 }
        return min(max(1 - elapsed / disappearDuration, 0), 1)
    }
}
