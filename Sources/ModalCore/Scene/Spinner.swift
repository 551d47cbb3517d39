import Glibc

/// The iOS activity indicator (`ProgressView()`, medium): 8 spokes stepping once per 1/8 turn.
public enum Spinner {
    /// Alpha (0…1) of the spoke `behind` steps behind the head, of `settings.spinnerSpokes`:
    /// `spinnerHeadAlpha` at the head, falling linearly to `spinnerFloorAlpha` half a turn
    /// behind and staying there (UIKit `UIActivityIndicatorView`: 1.0 down to 0.32; Flutter's
    /// `_kAlphaValues` has the same shape, 147/255 down to 47/255).
    public static func alpha(behind: Int, settings: CoverSettings) -> Double {
        let n = max(settings.spinnerSpokes, 1)
        let half = max(Double(n) / 2, 1)
        let k = Double(((behind % n) + n) % n)
        let head = settings.spinnerHeadAlpha, floor = settings.spinnerFloorAlpha
        return max(head - (head - floor) * min(k / half, 1), 0)
    }

    /// The index of the active tick `elapsed` seconds after the spinner appeared.
    public static func activeTick(elapsed: Double, settings: CoverSettings) -> Int {
        let n = max(settings.spinnerSpokes, 1)
        guard settings.spinnerPeriod > 0, elapsed.isFinite, elapsed > 0 else { return 0 }
        let turns = elapsed / settings.spinnerPeriod
        let tick = Int((turns - turns.rounded(.down)) * Double(n))
        return min(max(tick, 0), n - 1)
    }

    /// The spokes as round-capped lines spanning r/3…r from `center`, spoke 0 pointing up and
    /// the others clockwise; the head is spoke `activeTick` − 1 (mod n) and spoke i has
    /// `alpha(behind: (activeTick − 1 − i) mod n)` times the colour's alpha.
    public static func spokes(center: Point, elapsed: Double, settings: CoverSettings, color: Color) -> [DisplayItem] {
        let n = max(settings.spinnerSpokes, 1)
        let active = activeTick(elapsed: elapsed, settings: settings)
        let r = settings.spinnerRadius, w = settings.spinnerSpokeWidth
        let inner = r / 3 + w / 2, outer = max(r - w / 2, inner)
        var out: [DisplayItem] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(n)
            let c = cos(angle), s = sin(angle)
            let a = alpha(behind: active - 1 - i, settings: settings) * Double(color.a) / 255
            let alpha = UInt8(min(max((a * 255).rounded(), 0), 255))
            out.append(.line(from: Point(x: center.x + c * inner, y: center.y + s * inner),
                             to: Point(x: center.x + c * outer, y: center.y + s * outer),
                             width: w, Color(r: color.r, g: color.g, b: color.b, a: alpha)))
        }
        return out
    }
}
