import Testing
@testable import ModalCore

/// Reduce Motion (`accessibility.reduceMotion`): UIKit's sheet skips the presenting view's
/// scale-down (`_UISheetLayoutInfo`); the sheet itself still slides.
@Suite struct ReduceMotionTests {
    /// Where the presenting (main) view's top-left corner lies on screen at `t`.
    func mainViewTopLeft(_ m: PrototypeMachine, at t: Double) -> Point? {
        for case let .group(transform, _, children) in m.frame(now: t).items
        where children.contains(where: { if case .fill(_, _, m.settings.theme.orange) = $0 { return true }; return false }) {
            return transform.apply(Point(x: 0, y: 0))
        }
        return nil
    }

    func presented(reduceMotion: Bool) -> PrototypeMachine {
        var m = makeMachine { $0.accessibility.reduceMotion = reduceMotion }
        m.tap(.openSheet, at: 0)
        _ = m.handle(.tick, now: 1)
        return m
    }

    @Test func thePresentingViewStaysPutBehindThePresentedSheet() throws {
        let noSheet = try #require(mainViewTopLeft(makeMachine { $0.accessibility.reduceMotion = true }, at: 0))
        #expect(noSheet == Point(x: 0, y: 0))
        let reduced = presented(reduceMotion: true)
        #expect(reduced.sheet.phase(at: 1) == .presented)
        let corner = try #require(mainViewTopLeft(reduced, at: 1))
        #expect(abs(corner.x - noSheet.x) <= 1 && abs(corner.y - noSheet.y) <= 1)
        #expect(corner == Point(x: 0, y: 0))
        // Mid-presentation too.
        var mid = makeMachine { $0.accessibility.reduceMotion = true }
        mid.tap(.openSheet, at: 0)
        #expect(mainViewTopLeft(mid, at: 0.2) == Point(x: 0, y: 0))
    }

    @Test func withoutReduceMotionThePresentingViewRecedes() throws {
        let corner = try #require(mainViewTopLeft(presented(reduceMotion: false), at: 1))
        // Scale 0.92 about the top centre (195 × 0.08 = 15.6 in), moved down by the 47 pt safe area.
        #expect(close(corner.x, 15.6, 1e-9) && close(corner.y, 47, 1e-9))
    }

    @Test func theSheetStillSlidesAndTheDimStays() {
        let reduced = presented(reduceMotion: true), normal = presented(reduceMotion: false)
        for t in [0.1, 0.25, 0.4] {
            var a = makeMachine { $0.accessibility.reduceMotion = true }, b = makeMachine()
            a.tap(.openSheet, at: 0); b.tap(.openSheet, at: 0)
            #expect(a.sheet.fraction(at: t) == b.sheet.fraction(at: t))
            #expect(a.sheet.fraction(at: t) > 0 && a.sheet.fraction(at: t) < 1)
        }
        let dim = DisplayItem.fill(Rect(x: 0, y: 0, width: 390, height: 844), .zero, Color.black.withAlpha(0.1))
        #expect(reduced.frame(now: 1).items.contains(dim) && normal.frame(now: 1).items.contains(dim))
    }
}

/// `appearance.iosVersion` and `accessibility.reduceMotion` as settings: paths, words, JSON.
@Suite struct IOSVersionSettingTests {
    @Test func theNewSettingsTakeTheirWords() throws {
        let s = try Settings().setting("appearance.iosVersion", to: "26").setting("accessibility.reduceMotion", to: "true")
        #expect(s.iosVersion == .ios26 && s.accessibility.reduceMotion)
        #expect(Settings().iosVersion == .ios18 && !Settings().accessibility.reduceMotion)
        #expect(throws: Settings.PathError.self) { try Settings().setting("appearance.iosVersion", to: "17") }
        #expect(throws: Settings.PathError.self) { try Settings().setting("accessibility.reduceMotion", to: "yes") }
        #expect(try Settings().value(at: "cover.graceTime") == "0")
        #expect(try Settings().value(at: "cover.minimumShowTime") == "0")
        #expect(throws: Settings.PathError.self) { try Settings().setting("cover.graceTime", to: "-1") }
    }

    @Test func theyRoundTripThroughTheConfigFile() throws {
        let json = Settings().jsonText()
        #expect(json.contains("\"appearance.iosVersion\" : \"18\"") && json.contains("\"reduceMotion\" : false"))
        #expect(json.contains("\"appearance\" : \"light\""))
        let loaded = try Settings().loading(json: "{\"appearance.iosVersion\": \"26\", \"accessibility\": {\"reduceMotion\": true},"
                                            + " \"cover\": {\"graceTime\": 0.5}}", file: "c.json")
        #expect(loaded.iosVersion == .ios26 && loaded.accessibility.reduceMotion && loaded.cover.graceTime == 0.5)
        #expect(throws: Settings.FileError.self) { try Settings().loading(json: "{\"appearance.iosVersion\": \"20\"}", file: "c.json") }
        #expect(Settings().explanation().contains("appearance.iosVersion"))
        #expect(Settings().explanation().split(separator: "\n").contains { $0.hasPrefix("appearance.iosVersion") && $0.contains("18") })
    }
}

/// `--ios 26`: the alert's sourced width and corner radius; everything else as iOS 18.
@Suite struct IOSVersionLookTests {
    func failedAlert(_ configure: @escaping (inout Settings) -> Void) -> Frame {
        let s = makeSession { $0.request.outcome = .failure; $0.request.latency = 1; configure(&$0) }
        s.tap(.openSheet, at: 0)
        s.tap(.startRequest, at: 1)
        s.advance(to: 3)
        return s.frame(now: 3)
    }

    func alertBox(_ f: Frame) -> Rect? { f.regions.first { $0.id == .alert }?.frame }

    @Test func iOS26DrawsTheWiderRounderAlert() throws {
        let box18 = try #require(alertBox(failedAlert { _ in }))
        let box26 = try #require(alertBox(failedAlert { $0.iosVersion = .ios26 }))
        #expect(box18.width == 270 && box26.width == 320)
        #expect(box26.x == 195 - 160 && box26.height == box18.height)
        let frame26 = failedAlert { $0.iosVersion = .ios26 }
        var radii: [Double] = []
        for case let .group(_, _, children) in frame26.items {
            for case let .fill(rect, corners, _) in children where rect.width == 320 && rect.height > 1 { radii.append(corners.topLeft) }
        }
        #expect(radii == [35, 35])
        // A tuned width stays as tuned.
        #expect(try #require(alertBox(failedAlert { $0.iosVersion = .ios26; $0.alert.width = 300 })).width == 300)
        #expect(AlertSettings().drawn(on: .ios18) == AlertSettings())
    }

    @Test func iOS26ChangesNothingElse() {
        var a = makeMachine(), b = makeMachine { $0.iosVersion = .ios26 }
        a.tap(.openSheet, at: 0); b.tap(.openSheet, at: 0)
        for t in [0.0, 0.25, 1.0] { #expect(a.frame(now: t).items == b.frame(now: t).items) }
    }
}
