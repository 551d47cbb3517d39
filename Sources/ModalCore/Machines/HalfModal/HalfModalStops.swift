/// Custom detents between the smallest and the largest (`halfModal.detents=0.25,medium,large`):
/// the machine's `Detent` names only hidden, the smallest (`half`) and the largest (`full`), so a
/// sheet resting at a detent in between is `half` with that detent's top as its `stopTop`.
extension HalfModalGeometry {
    /// The tops of the detents strictly between the smallest and the largest (empty for two).
    var middleTops: [Double] {
        let small = top(of: .half), large = top(of: .full)
        return Set(detentTops.filter { $0 < small && $0 > large }).sorted()
    }

    /// Every resting place's top, largest detent first, ending with the bottom (dismissed) when
    /// `dismissable`.
    func stopTops(dismissable: Bool) -> [Double] {
        [top(of: .full)] + middleTops + [top(of: .half)] + (dismissable ? [height] : [])
    }

    /// The detent and, for a detent in between, its top, of the resting place at `t`.
    func stop(atTop t: Double) -> (detent: HalfModalMachine.Detent, middleTop: Double?) {
        if t == top(of: .full) { return (.full, nil) }
        if t >= height { return (.hidden, nil) }
        if t == top(of: .half) { return (.half, nil) }
        return (.half, t)
    }
}
