/// The figures table of a review page: the lanes' motions side by side, the same motion of every
/// lane (the same surface, started by the same input) in one group, the best figure of each
/// group's columns marked.
public enum ReportFigures {
    /// The columns a lane can be best in, and how: the least settle time, duration and overshoot;
    /// the highest peak speed (the most responsive).
    public static let columns: [(key: String, lowerIsBetter: Bool)] = [
        ("settle", true), ("duration", true), ("overshootPt", true), ("peakVelocity", false),
    ]

    /// The lanes' motions with `best` set, group by group (only where two or more lanes have the
    /// motion and their figures differ: a tie marks nobody).
    public static func markBest(_ lanes: [[MotionFigures]]) -> [[MotionFigures]] {
        var out = lanes
        for (_, members) in groups(lanes) where members.count > 1 {
            for column in columns {
                let values = members.map { value(lanes[$0.lane][$0.index], column.key) }
                guard let best = column.lowerIsBetter ? values.min() : values.max(),
                      values.contains(where: { abs($0 - best) > 1e-6 }) else { continue }
                for (k, member) in members.enumerated() where abs(values[k] - best) <= 1e-6 {
                    out[member.lane][member.index].best.append(column.key)
                }
            }
        }
        return out
    }

    /// The motions grouped across lanes: the same surface starting within `sameMoment` of the
    /// group's first (one input moves every lane at once), one motion per lane; groups in time
    /// order, named by surface and start (`card at 0.2 s`). Each member is a lane and the
    /// motion's index in it.
    public static func groups(_ lanes: [[MotionFigures]]) -> [(name: String, members: [(lane: Int, index: Int)])] {
        var all: [(lane: Int, index: Int, m: MotionFigures)] = []
        for (lane, motions) in lanes.enumerated() { for (index, m) in motions.enumerated() { all.append((lane, index, m)) } }
        all.sort { ($0.m.start, $0.m.surface, $0.lane) < ($1.m.start, $1.m.surface, $1.lane) }
        var groups: [(surface: String, start: Double, members: [(lane: Int, index: Int)])] = []
        for item in all {
            if let g = groups.lastIndex(where: { $0.surface == item.m.surface }),
               item.m.start - groups[g].start <= sameMoment, !groups[g].members.contains(where: { $0.lane == item.lane }) {
                groups[g].members.append((item.lane, item.index))
            } else {
                groups.append((item.m.surface, item.m.start, [(item.lane, item.index)]))
            }
        }
        return groups.map { ("\($0.surface) at \(n($0.start, decimals: 3)) s", $0.members) }
    }

    /// Motions of two lanes starting this close (seconds) are the same motion.
    public static let sameMoment = 0.05

    /// A motion's figure in `column`.
    static func value(_ m: MotionFigures, _ column: String) -> Double {
        switch column {
        case "settle": return m.settle
        case "duration": return m.duration
        case "overshootPt": return m.overshootPt
        default: return m.peakVelocity
        }
    }
}
