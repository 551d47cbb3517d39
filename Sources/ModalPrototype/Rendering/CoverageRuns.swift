import ModalCore

// MARK: - Runs of equal coverage

/// Collects a row's runs of equal alpha and merges identical runs of consecutive rows into
/// one rectangle, so a straight edge or a solid interior costs one quad, not one per pixel.
struct RunMerger {
    struct Run: Equatable { var x0: Int; var x1: Int; var alpha: UInt8 }
    let color: Color
    private var open: [(run: Run, firstRow: Int)] = []
    private var current: [Run] = []
    private var row = 0

    init(color: Color) { self.color = color }

    mutating func beginRow(_ y: Int) {
        row = y
        current.removeAll(keepingCapacity: true)
    }

    /// Adds columns `x0...x1` at `alpha`, left to right.
    mutating func add(_ x0: Int, _ x1: Int, alpha: UInt8) {
        guard alpha > 0 else { return }
        if let last = current.last, last.x1 + 1 == x0, last.alpha == alpha {
            current[current.count - 1].x1 = x1
        } else {
            current.append(Run(x0: x0, x1: x1, alpha: alpha))
        }
    }

    mutating func endRow(into mesh: inout TriangleMesh) {
        var next: [(run: Run, firstRow: Int)] = []
        next.reserveCapacity(current.count)
        var i = 0
        for run in current {
            while i < open.count, open[i].run.x0 < run.x0 { close(open[i], into: &mesh); i += 1 }
            if i < open.count, open[i].run == run {
                next.append(open[i]); i += 1
            } else {
                next.append((run, row))
            }
        }
        while i < open.count { close(open[i], into: &mesh); i += 1 }
        open = next
    }

    /// Declares rows up to `y` identical to the current one, which keeps its runs open.
    mutating func repeatRow(through y: Int) {
        row = y
    }

    /// Closes every run still open after the last row.
    mutating func finish(into mesh: inout TriangleMesh) {
        row += 1
        for o in open { close(o, into: &mesh) }
        open.removeAll()
    }

    /// Emits a run that covered rows `firstRow..<row`.
    private func close(_ o: (run: Run, firstRow: Int), into mesh: inout TriangleMesh) {
        mesh.addRect(x0: Double(o.run.x0), y0: Double(o.firstRow), x1: Double(o.run.x1 + 1), y1: Double(row),
                     Color(r: color.r, g: color.g, b: color.b, a: o.run.alpha))
    }
}
