/// How quickly a flicked scroll view slows down: the fraction of velocity kept per millisecond.
public enum DecelerationRate {
    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = 0.99
}

/// Where a flick would come to rest, and how content resists being pulled past its edge.
public enum Projection {
    /// The distance a flick at `v` points per second travels while decelerating at rate `r`.
    ///
    /// (v/1000)·r/(1−r), from WWDC 2018 "Designing Fluid Interfaces". A rate of 0 or less
    /// stops at once (0); a rate of 1 or more never slows, giving ±∞ (0 when `v` is 0).
    public static func distance(velocity v: Double, decelerationRate r: Double = DecelerationRate.normal) -> Double {
        guard r > 0, v != 0 else { return 0 }
        guard r < 1 else { return v > 0 ? .infinity : -.infinity }
        return (v / 1000) * r / (1 - r)
    }

    /// The on-screen offset for a drag of `offset` points past an edge, as `UIScrollView` rubber-bands.
    ///
    /// sign(offset)·|x|·d·c/(d + c·|x|): close to c·x for small drags and approaching, never
    /// reaching, `d` for long ones. 0 when `d` or `c` is not positive.
    public static func rubberBand(_ offset: Double, dimension d: Double, coefficient c: Double = 0.55) -> Double {
        guard d > 0, c > 0, offset != 0 else { return 0 }
        let cx = c * abs(offset)
        // Written as d·(cx/(d + cx)) so the result stays within d even for huge offsets.
        let banded = cx.isInfinite ? d : d.isInfinite ? cx : d * (cx / (d + cx))
        return offset < 0 ? -banded : banded
    }
}
