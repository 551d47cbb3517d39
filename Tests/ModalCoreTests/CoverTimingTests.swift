import Testing
@testable import ModalCore

/// The loading cover's grace time and minimum show time (`cover.graceTime`,
/// `cover.minimumShowTime`): HUD-library timing over the article's cover.
@Suite struct CoverTimingTests {
    let coverFill = DisplayItem.fill(Rect(x: 0, y: 0, width: 390, height: 844), .zero, Color(r: 0, g: 0, b: 0, a: 128))

    /// A session with the sheet presented by 1 s and `configure` applied.
    func presented(_ configure: @escaping (inout Settings) -> Void) -> Session {
        let s = makeSession(configure)
        s.tap(.openSheet, at: 0)
        s.advance(to: 1)
        return s
    }

    func coverDrawn(_ s: Session, at t: Double) -> Bool {
        let f = s.frame(now: t)
        return f.items.contains(coverFill) || f.isHitTestable(.loadingCover)
    }

    @Test func aRequestWithinTheGraceTimeNeverShowsTheCover() {
        // --set cover.graceTime=0.5 --latency 0.3, tapped at 1.2: done at 1.5, the sheet closes then.
        let s = presented { $0.cover.graceTime = 0.5; $0.request.latency = 0.3 }
        s.tap(.startRequest, at: 1.2)
        var t = 1.2, frames = 0, dismissalStart: Double?
        while t <= 2.2 {   // every 60 Hz frame from 通信開始 until the sheet is gone
            s.advance(to: t)
            #expect(!coverDrawn(s, at: t), "cover at \(t)")
            if dismissalStart == nil, s.primary.sheet.phase(at: t) == .dismissing {
                dismissalStart = s.primary.sheet.activeAnimation?.start
            }
            frames += 1
            t += 1.0 / 60
        }
        #expect(frames == 61)
        #expect(close(dismissalStart ?? -1, 1.5))
        #expect(s.primary.sheet.phase(at: 2.2) == .hidden && s.primary.request.phase == .idle)
    }

    @Test func aRequestPastTheGraceTimeShowsTheCoverFromTheGraceTimeOn() {
        let s = presented { $0.cover.graceTime = 0.5; $0.request.latency = 2 }
        s.tap(.startRequest, at: 1)
        s.advance(to: 1.4999)
        #expect(!coverDrawn(s, at: 1.4999))
        #expect(s.primary.request.isCoverUp && !s.primary.request.isCoverShown(at: 1.4999))
        #expect(s.primary.nextWake(now: 1.2) == .at(1.5))
        s.advance(to: 1.5)
        #expect(coverDrawn(s, at: 1.5))
        s.advance(to: 3)
        #expect(!coverDrawn(s, at: 3) && s.primary.sheet.phase(at: 3) == .dismissing)
    }

    @Test func theCoverStaysTheMinimumShowTimeAndTheSheetClosesThen() {
        // --set cover.minimumShowTime=2 --latency 0.5, tapped at 1.2: shown 1.2 … 3.2, closing at 3.2.
        let s = presented { $0.cover.minimumShowTime = 2; $0.request.latency = 0.5 }
        s.tap(.startRequest, at: 1.2)
        s.advance(to: 1.7)
        #expect(s.primary.request.phase == .holding && s.primary.request.releaseAt == 3.2)
        #expect(s.primary.sheet.phase(at: 1.7) == .presented)
        #expect(s.primary.nextWake(now: 3.19) == .at(3.2))
        s.advance(to: 3.21)
        #expect(close(s.primary.sheet.activeAnimation!.start, 3.2))   // the dismissal starts at the release, exactly
        s.seek(to: 1.2)
        // Frame by frame at 60 Hz: the cover is drawn on every frame from 1.2 until 3.2.
        var firstShown: Double?, lastShown: Double?
        var t = 1.2
        while t < 4 {
            s.advance(to: t)
            if coverDrawn(s, at: t) { firstShown = firstShown ?? t; lastShown = t }
            t += 1.0 / 60
        }
        #expect(firstShown == 1.2)
        #expect(close(lastShown!, 3.2 - 1.0 / 60, 1.0 / 60 + 1e-9))
        #expect(s.primary.sheet.phase(at: 4) == .hidden)
        #expect(close(lastShown! - firstShown!, 2.0, 1.0 / 60 + 1e-9))
    }

    @Test func aFailureWaitsForTheMinimumShowTimeToo() {
        let s = presented { $0.cover.minimumShowTime = 2; $0.request.latency = 0.5; $0.request.outcome = .failure }
        s.tap(.startRequest, at: 1)
        s.advance(to: 2.9)
        #expect(s.primary.request.phase == .holding && s.primary.request.alertShownAt == nil)
        s.advance(to: 3.1)
        #expect(s.primary.request.phase == .alert && s.primary.request.alertShownAt == 3)
        #expect(coverDrawn(s, at: 3.1))
    }

    @Test func aFailureWithinTheGraceTimeShowsTheAlertWithoutTheCover() {
        let s = presented { $0.cover.graceTime = 0.5; $0.request.latency = 0.2; $0.request.outcome = .failure }
        s.tap(.startRequest, at: 1)
        s.advance(to: 1.6)
        #expect(s.primary.request.phase == .alert && s.primary.request.alertShownAt == 1.2)
        #expect(!coverDrawn(s, at: 1.6))
        // The alert's barrier still swallows input outside the alert.
        #expect(s.frame(now: 1.6).isHitTestable(.alertBarrier))
        #expect(!s.reachable(at: 1.6).contains(.closeSheet))
        s.tap(.alertOK, at: 2)
        #expect(s.primary.request.phase == .idle)
    }

    @Test func aCompletionAfterTheMinimumShowTimeIsNotHeld() {
        let s = presented { $0.cover.minimumShowTime = 1; $0.request.latency = 3 }
        s.tap(.startRequest, at: 1)
        s.advance(to: 4)
        #expect(s.primary.request.phase == .idle && close(s.primary.sheet.activeAnimation!.start, 4))
    }

    @Test func closingTheSheetDropsAHeldOutcome() {
        let s = presented { $0.cover.graceTime = 0.5; $0.cover.minimumShowTime = 2; $0.request.latency = 2 }
        s.tap(.startRequest, at: 1)
        s.tap(.closeSheet, at: 1.3)   // within the grace time the sheet's buttons take the tap
        #expect(s.primary.request.phase == .idle && s.primary.sheet.phase(at: 1.3) == .dismissing)
        let m = presented { $0.cover.minimumShowTime = 2; $0.request.latency = 0.1 }
        m.tap(.startRequest, at: 1)
        m.advance(to: 1.5)
        #expect(m.primary.request.phase == .holding)
        #expect(m.primary.request.coverStart == 1)
        m.advance(to: 1.6)
        #expect(!m.reachable(at: 1.6).contains(.closeSheet))   // the cover, still up, swallows the tap
        m.apply(.key(.escape), at: 1.7)
        #expect(m.primary.request.phase == .holding)
    }

    @Test func defaultsKeepTheArticlesCover() {
        let s = presented { _ in }
        s.tap(.startRequest, at: 1.25)
        #expect(coverDrawn(s, at: 1.25))
        s.advance(to: 4.25)
        #expect(!coverDrawn(s, at: 4.25) && close(s.primary.sheet.activeAnimation!.start, 4.25))
        #expect(CoverTiming(grace: -1, minimumShow: .nan) == CoverTiming())
    }
}

/// The timeline's markers follow the cover's timing to the exact simulated time.
@Suite struct CoverTimingMarkerTests {
    @Test func markersStampTheGraceEndAndTheHeldRelease() {
        let s = makeSession { $0.cover.graceTime = 0.5; $0.cover.minimumShowTime = 2; $0.request.latency = 1 }
        s.tap(.openSheet, at: 0)
        s.tap(.startRequest, at: 1)
        s.advance(to: 5)
        let stamps = s.markers.map { "\($0.label) \($0.time)" }
        #expect(stamps.contains("cover up 1.5"))          // the tap at 1 + the 0.5 s grace time
        #expect(stamps.contains("cover down 3.5"))        // shown at 1.5, held 2 s (completed at 2)
        #expect(stamps.contains("sheet dismissed 3.5"))
        #expect(!stamps.contains { $0.hasPrefix("cover up 1.0") || $0 == "cover up 1" })
    }

    @Test func aRequestWithinTheGraceTimeMarksNoCover() {
        let s = makeSession { $0.cover.graceTime = 0.5; $0.request.latency = 0.3 }
        s.tap(.openSheet, at: 0)
        s.tap(.startRequest, at: 1)
        s.advance(to: 3)
        #expect(!s.markers.contains { $0.kind == .cover })
        #expect(s.markers.contains { $0.label == "sheet dismissed" && abs($0.time - 1.3) < 1e-9 })
    }
}
