import Testing
import Glibc
@testable import ModalCore

/// The review page's figures: computed from the session's states, with exact numbers.
@Suite struct ReviewReportTests {
    /// The seed card shown by H at 0.2 s: one motion of 0.9 s along the article's curve, no overshoot.
    @Test func seedShowLastsTheArticlesDurationWithoutOvershoot() throws {
        let s = makeSession()
        s.apply(.key(.h), at: 0.2)
        s.advance(to: 2)
        let report = ReviewReport(session: s, until: 2, labels: ["seed"])
        let motions = report.lanes[0].motions
        try #require(motions.count == 1)
        let show = motions[0]
        #expect(show.surface == "card" && show.kind == "show" && show.end == "half")
        #expect(close(show.start, 0.2))
        #expect(close(show.duration, 0.9))
        #expect(show.overshootPt == 0 && show.overshootPercent == 0)
        #expect(show.releaseVelocity == nil && !show.interrupted)
        // From hidden (the canvas height, 844 pt) to the article's offset of 40 % of the height.
        #expect(close(show.from, 844) && close(show.to, 844 * 0.4, 1e-9))
        // The curve (0.2, 0.8, 0.2, 1) is steep early: it settles within 0.5 pt well before it ends.
        #expect(show.settle > 0.3 && show.settle < 0.9)
        // Peak speed: the curve's largest slope times distance over duration.
        let curve = TimingCurve(0.2, 0.8, 0.2, 1)
        let steepest = (0...10_000).map { curve.slope(at: Double($0) / 10_000) }.max()!
        #expect(close(show.peakVelocity, steepest * 844 * 0.6 / 0.9, 1))
        // The plot samples every 1/60 s and the card rests at 337.6 pt at the end.
        #expect(report.lanes[0].samples.count == 121)
        #expect(close(report.lanes[0].samples.last!.card, 844 * 0.4))
        #expect(report.inputs.count == 1 && report.changes.map(\.label) == ["half modal half"])
    }

    /// A spring from rest overshoots by its damping's closed form, e^(−ζπ/√(1−ζ²)) of the distance.
    @Test func springOvershootMatchesItsClosedForm() {
        for zeta in [0.3, 0.5, 0.7, 0.9] {
            let spring = Spring(response: 0.5, dampingFraction: zeta)
            let a = Animation1D.spring(from: 0, to: 200, start: 1, spring: spring, velocity: 0)
            let f = MotionFigures(surface: "card", kind: "show", start: 1, naturalEnd: 1 + a.length, target: 200,
                                  end: "half") { (a.value(at: $0), a.velocity(at: $0)) }
            let expected = 200 * exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
            #expect(abs(f.overshootPt - expected) < 1e-3, "ζ = \(zeta): \(f.overshootPt) against \(expected)")
            #expect(abs(f.overshootPercent - expected / 2) < 1e-3)
            #expect(f.settle > 0 && f.settle < f.duration)
        }
    }

    /// A motion cut by a later one ends there, unsettled, and says so.
    @Test func aMotionCutByTheNextEndsThere() throws {
        let s = makeSession()
        s.apply(.key(.h), at: 0.2)
        s.apply(.key(.h), at: 0.5)
        s.advance(to: 2)
        let motions = ReviewReport(session: s, until: 2, labels: ["seed"]).lanes[0].motions
        try #require(motions.count == 2)
        #expect(motions[0].interrupted && close(motions[0].duration, 0.3) && close(motions[0].settle, 0.3))
        #expect(motions[1].kind == "hide" && motions[1].end == "hidden" && !motions[1].interrupted)
    }
}

/// Issue 37: the seed card's hide-from-full quirk is named in the inspector.
@Suite struct ArticleQuirkTests {
    @Test func hideFromFullNamesThePositionQuirk() {
        var m = makeMachine()
        _ = m.handle(.key(.h), now: 0)
        _ = m.handle(.key(.f), now: 1)      // full: the article's position = −fullOffset
        #expect(m.halfModal.detent == .full && m.halfModal.articleQuirk == nil)
        _ = m.handle(.key(.h), now: 2)      // show.toggle(): hidden, position kept
        _ = m.handle(.tick, now: 4)
        #expect(m.halfModal.detent == .hidden && m.halfModal.isVisible(at: 4))
        #expect(m.halfModal.articleQuirk == "article: position not reset")
        #expect(Inspector.liveLines([m], now: 4).contains { $0.contains("article: position not reset") })
        // The fluid card resets: no quirk.
        var f = makeMachine { $0.halfModal.profile = .fluid }
        _ = f.handle(.key(.h), now: 0)
        _ = f.handle(.key(.f), now: 1)
        _ = f.handle(.key(.h), now: 2)
        #expect(f.halfModal.articleQuirk == nil)
    }
}
