/// How many frames `--record` and `--video` may write: up to 10,000 by default; more only
/// when `--max-frames N` allows them, and then with a warning.
///
/// A scenario ending a day in would otherwise write 5.2 million PNGs at 60 fps without a word.
public enum RecordingLimit {
    /// Frames written without `--max-frames`; above this a run warns.
    public static let defaultMaximum = 10_000
    /// Largest `--max-frames`.
    public static let largestMaximum = 100_000_000

    /// Frames a headless run records from 0 to `end` seconds at `fps`: one at every k / fps ≤ end.
    public static func frames(end: Double, fps: Double) -> Int {
        guard end.isFinite, fps.isFinite, end >= 0, fps > 0 else { return 1 }
        let last = (end * fps + 1e-9 * fps).rounded(.down)
        return last >= Double(Int.max - 1) ? Int.max : Int(last) + 1
    }

    /// The most frames a run may write: `maxFrames`, else `defaultMaximum`.
    public static func maximum(_ maxFrames: Int?) -> Int { maxFrames ?? defaultMaximum }

    /// Why a run of `frames` frames is refused (`flag` names the output), or nil.
    public static func problem(frames: Int, maxFrames: Int?, flag: String) -> String? {
        guard frames > maximum(maxFrames) else { return nil }
        if let n = maxFrames {
            return "\(flag): the scenario makes \(frames) frames, over --max-frames \(n)"
        }
        return "\(flag): the scenario makes \(frames) frames (more than \(defaultMaximum)); add --max-frames \(frames) to write them all"
    }

    /// The warning for a run of `frames` frames, or nil when there are at most `defaultMaximum`.
    public static func warning(frames: Int, flag: String) -> String? {
        frames > defaultMaximum ? "\(flag): writing \(frames) frames (more than \(defaultMaximum))" : nil
    }
}
