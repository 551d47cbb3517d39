/// The timeline's marker labels: never overlapping, the ones left out counted.
extension TimelineStrip {
    /// The estimated width of a marker label of `count` characters at size 9, with its gap.
    static func labelWidth(_ count: Int) -> Double { Double(count) * 6.4 + 6 }   // at StudioFit.minimumTextSize

    /// Where each label of `markers` (those in view) goes, row by row: right of its marker,
    /// inputs and state changes first, scenario lines in what space is left. A label that would
    /// overlap one already placed, another marker's bar in its row ("key|h"), or run past the
    /// strip, is left out; a row that left any out ends with "+N" (N of them), and no label
    /// overlaps it.
    public func labelPlacement(_ markers: [Marker]) -> (labels: [(marker: Marker, x: Double)], leftOut: [Bool: Int]) {
        var placed: [Bool: [(marker: Marker, x0: Double, x1: Double)]] = [true: [], false: []]
        var leftOut: [Bool: Int] = [true: 0, false: 0]
        var bars: [Bool: [Rect]] = [true: [], false: []]
        for m in markers { bars[m.kind.isStateChange]!.append(markerRect(m)) }
        for pass in [false, true] {
            for m in markers where (m.kind == .scenarioLine) == pass {
                let state = m.kind.isStateChange
                let x0 = markerRect(m).maxX + 2, x1 = x0 + TimelineStrip.labelWidth(m.label.count)
                guard x1 <= rect.maxX, !placed[state]!.contains(where: { x0 < $0.x1 && $0.x0 < x1 }),
                      !bars[state]!.contains(where: { $0.minX < x1 && x0 < $0.maxX }) else {
                    leftOut[state]! += 1
                    continue
                }
                placed[state]!.append((m, x0, x1))
            }
        }
        // Room for the count at the row's right end: labels under it are left out too.
        for row in [false, true] where leftOut[row]! > 0 {
            while true {
                let from = countRect(leftOut[row]!).minX
                let under = placed[row]!.filter { $0.x1 > from }.count
                if under == 0 { break }
                placed[row]!.removeAll { $0.x1 > from }
                leftOut[row]! += under
            }
        }
        let labels = (placed[false]! + placed[true]!).map { (marker: $0.marker, x: $0.x0) }
        return (labels, leftOut)
    }

    /// The box of a row's "+N" count, at the strip's right end.
    func countRect(_ n: Int) -> Rect {
        let w = TimelineStrip.labelWidth("+\(n)".count)
        return Rect(x: rect.maxX - w, y: 0, width: w, height: 0)
    }

    /// The labels and counts `labelPlacement` picks, as text items.
    func labels(_ markers: [Marker]) -> [DisplayItem] {
        let (labels, leftOut) = labelPlacement(markers)
        var out: [DisplayItem] = []
        func rowY(_ state: Bool) -> Double { rect.minY + (state ? TimelineStrip.stateRow : TimelineStrip.inputRow) + 12 }
        for (m, x) in labels {
            out.append(.text(TextRun(m.label, at: Point(x: x, y: rowY(m.kind.isStateChange)), anchor: .leading, size: StudioFit.minimumTextSize,
                                     color: TimelineStrip.dimText)))
        }
        for row in [false, true] where leftOut[row]! > 0 {
            out.append(.text(TextRun("+\(leftOut[row]!)", at: Point(x: countRect(leftOut[row]!).minX + 3, y: rowY(row)),
                                     anchor: .leading, size: StudioFit.minimumTextSize, color: TimelineStrip.text)))
        }
        return out
    }
}
