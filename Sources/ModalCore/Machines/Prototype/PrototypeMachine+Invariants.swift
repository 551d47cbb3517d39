/// The documented invariants, checked in one place that the soak, the property tests and
/// the fault tests share: the machines' own rules and the numbers of the frame they draw.
extension PrototypeMachine {
    /// Every documented invariant that does not hold at `now` (empty when all is well).
    public func invariantViolations(now rawNow: Double) -> [String] {
        let now = max(rawNow, clock)
        var problems: [String] = []
        if request.isCoverUp && !sheet.isActive(at: now) { problems.append("cover up without an active sheet") }
        if request.phase == .alert && !request.isCoverUp { problems.append("alert without a cover") }
        problems += nestedSheetViolations(now: now)
        let f = sheet.fraction(at: now)
        if !f.isFinite || f < -1 || f > 1.0001 { problems.append("sheet fraction \(f) outside [-1, 1]") }
        let h = canvas.height
        let top = halfModal.top(at: now)
        if !top.isFinite || top < -h || top > 3 * h { problems.append("half modal top \(top) outside [-H, 3H]") }
        if halfModal.profile == .seed {
            if halfModal.position < -(h * settings.halfModal.heightRate) - 1e-9 {
                problems.append("seed position \(halfModal.position) above -H·heightRate")
            }
        }
        let v = halfModal.velocity(at: now)
        if !v.isFinite { problems.append("half modal velocity \(v)") }
        return problems
    }

    /// Every problem at `now`: the invariants, the frame's numbers (every primitive finite)
    /// and the next wake-up (strictly later than `now` when it is a time).
    public func problems(now: Double) -> [String] {
        var out = invariantViolations(now: now)
        out += frame(now: now).numberProblems()
        if case let .at(t) = nextWake(now: now), !(t > max(now, clock)) {
            out.append("wake at \(t) is not after \(now)")
        }
        return out
    }
}

extension Frame {
    /// The primitives whose numbers are not finite, described (empty when all are).
    public func numberProblems() -> [String] {
        items.flattened().compactMap { p in Frame.isFinite(p) ? nil : "non-finite primitive \(p)" }
    }

    /// True when every coordinate, size and width of `p` is finite.
    public static func isFinite(_ p: Primitive) -> Bool {
        switch p {
        case let .fill(r, _, _), let .stroke(r, _, _, _):
            return r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite
        case let .line(a, b, w, _): return a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite && w.isFinite
        case let .text(run): return run.position.x.isFinite && run.position.y.isFinite && run.size.isFinite
        }
    }
}
