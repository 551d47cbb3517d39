import Glibc

/// The iOS activity indicator (`ProgressView()`, medium): 8 spokes stepping once per 1/8 turn.
public enum Spinner {
    /// Alpha of each spoke, by its distance behind the active tick (Flutter
    /// `cupertino/activity_indicator.dart`, `_kAlphaValues`).
    public static let alphas: [UInt8] = [47, 47, 47, 47, 72, 97, 122, 147]

    /// The index of the active tick `elapsed` seconds after the spinner appeared.
    public static func activeTick(elapsed: Double, settings: CoverSettings) -> Int {
        let n = max(settings.spinnerSpokes, 1)
        guard settings.spinnerPeriod > 0, elapsed.isFinite, elapsed > 0 else { return 0 }
        let turns = elapsed / settings.spinnerPeriod
        let tick = Int((turns - turns.rounded(.down)) * Double(n))
        return min(max(tick, 0), n - 1)
    }

    /// The spokes as round-capped lines spanning r/3…r from `center`, spoke 0 pointing up and
    /// the others clockwise; spoke i has alpha `alphas[(i − activeTick) mod n]`.
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
            let t = ((i - active) % n + n) % n
            let alpha = alphas[t * alphas.count / n]
            out.append(.line(from: Point(x: center.x + c * inner, y: center.y + s * inner),
                             to: Point(x: center.x + c * outer, y: center.y + s * outer),
                             width: w, Color(r: color.r, g: color.g, b: color.b, a: alpha)))
        }
        return out
    }
}
