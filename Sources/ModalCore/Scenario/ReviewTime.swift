/// Review time on a whole-microsecond grid: every input a scenario plays or a session logs.
///
/// A saved scenario writes times with at most 6 decimals (`1.516667`, not
/// `1.5166666666666666`), and a replay must play each input at the very `Double` the live run
/// did. So inputs are kept on the grid: `quantized(t)` is the `Double` nearest to a whole
/// number of microseconds, which is also what the decimal `text(of:)` writes parses back to
/// (IEEE division is correctly rounded, as is decimal parsing). A scenario's inputs and the
/// recorded frames (n/fps) are put on the grid by `quantized`, so a drag's move generated at a
/// frame's time still shows in that frame; a live input (the window's, the soak's) is logged at
/// `atOrBefore` its time, never after the moment it was given.
public enum ReviewTime {
    /// One microsecond: the grid's step.
    public static let resolution = 1e-6
    /// Half a step: how far `quantized` may move a time.
    public static let tolerance = 5e-7

    /// `t` on the microsecond grid (nearest; a non-finite or negative `t` is returned as is).
    public static func quantized(_ t: Double) -> Double {
        guard t.isFinite, t >= 0, t < 1e9 else { return t }
        return (t * 1e6).rounded() / 1e6
    }

    /// The latest grid time at or before `t`: where a session logs an input given at `t`, so
    /// that the input is part of the state at `t` (a frame drawn at `t` shows it) and a time
    /// already on the grid stays as it is.
    public static func atOrBefore(_ t: Double) -> Double {
        let nearest = quantized(t)
        guard nearest > t else { return nearest }
        return ((t * 1e6).rounded() - 1) / 1e6
    }

    /// `t` (on the grid) as a plain decimal with at most 6 decimals: `2`, `0.25`, `1.516667`.
    public static func text(of t: Double) -> String {
        guard t.isFinite, t >= 0, t < 1e9 else { return ScenarioText.number(t) }
        let micros = Int64((t * 1e6).rounded())
        let whole = micros / 1_000_000, fraction = micros % 1_000_000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
