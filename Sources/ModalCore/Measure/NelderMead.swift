/// The Nelder–Mead simplex method: the minimum of a function of a few parameters without
/// derivatives (the motion fits have 5 or 6).
///
/// Standard coefficients (reflection 1, expansion 2, contraction ½, shrink ½), after
/// Nelder and Mead, "A simplex method for function minimization" (1965). It restarts from
/// its best point until a restart no longer improves it, which keeps it from stalling in a
/// collapsed simplex.
public struct NelderMead {
    /// Most function evaluations in one run from a simplex.
    public var evaluationsPerRun = 4000
    /// Most restarts from the best point.
    public var restarts = 6
    /// A run ends when the simplex's values differ by less than this.
    public var tolerance = 1e-12

    /// A solver with the default budget and tolerance.
    public init() {}

    /// The point near `start` where `f` is least, with its value; `steps` gives the
    /// simplex's initial size along each parameter.
    public func minimize(_ f: ([Double]) -> Double, start: [Double], steps: [Double]) -> (point: [Double], value: Double) {
        var best = (point: start, value: f(start))
        var scale = 1.0
        for _ in 0...restarts {
            let run = minimizeOnce(f, start: best.point, steps: steps.map { $0 * scale })
            let improved = run.value < best.value - 1e-15
            if run.value <= best.value { best = run }
            if !improved { break }
            scale *= 0.5
        }
        return best
    }

    /// One run of the simplex method from the simplex around `start`.
    func minimizeOnce(_ f: ([Double]) -> Double, start: [Double], steps: [Double]) -> (point: [Double], value: Double) {
        let n = start.count
        var simplex = [start]
        for i in 0..<n {
            var p = start
            p[i] += steps[i]
            simplex.append(p)
        }
        var values = simplex.map(f)
        var evaluations = n + 1
        while evaluations < evaluationsPerRun {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            if values[n] - values[0] <= tolerance * (1 + abs(values[0])) { break }
            var centroid = [Double](repeating: 0, count: n)
            for p in simplex.dropLast() { for i in 0..<n { centroid[i] += p[i] / Double(n) } }
            func along(_ t: Double) -> [Double] { (0..<n).map { centroid[$0] + t * (simplex[n][$0] - centroid[$0]) } }
            let reflected = along(-1), fr = f(reflected)
            evaluations += 1
            if fr < values[0] {
                let expanded = along(-2), fe = f(expanded)
                evaluations += 1
                (simplex[n], values[n]) = fe < fr ? (expanded, fe) : (reflected, fr)
            } else if fr < values[n - 1] {
                (simplex[n], values[n]) = (reflected, fr)
            } else {
                let contracted = fr < values[n] ? along(-0.5) : along(0.5)
                let fc = f(contracted)
                evaluations += 1
                if fc < min(fr, values[n]) {
                    (simplex[n], values[n]) = (contracted, fc)
                } else {
                    for j in 1...n {
                        simplex[j] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[j][$0] - simplex[0][$0]) }
                        values[j] = f(simplex[j])
                    }
                    evaluations += n
                }
            }
        }
        let i = values.indices.min { values[$0] < values[$1] }!
        return (simplex[i], values[i])
    }
}
