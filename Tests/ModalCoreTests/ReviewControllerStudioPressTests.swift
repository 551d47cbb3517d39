import Testing
@testable import ModalCore

/// The studio's press glue through the controller: who holds the pointer, what a press and
/// its motion ask for, and a marker's seek that leaves the clock alone.
@Suite struct ReviewControllerStudioPressTests {
    let stage = StudioLayout(stage: .iPhone, inspectorVisible: false).stageRect

    func controller() -> ReviewController {
        let c = ReviewController(lanes: [makeMachine()])
        c.studio = StudioModel(inspectorVisible: true, fps: 60, scenario: nil)
        return c
    }

    func studio(_ c: ReviewController, markers: [Marker] = []) -> Studio {
        Studio(layout: StudioLayout(stage: .iPhone, inspectorVisible: true), lanes: c.session.lanes, now: 1,
               status: TimelineStrip.Status(now: 1, frame: 0, rate: 1, paused: false), markers: markers, end: 4,
               section: .halfModal)
    }

    @Test func aPressOnTheStageIsThePhonesAndNothingIsHeld() throws {
        let c = controller()
        #expect(c.pressStudio(studio(c), at: Point(x: 195, y: 400), stage: stage) == nil)
        let model = try #require(c.studio)
        #expect(!model.holdsPress && model.grab == .none)
        #expect(c.moveStudioPress(studio(c), to: Point(x: 200, y: 900)) == nil)
        #expect(!c.releaseStudioPress())
    }

    @Test func withoutAStudioNothingIsTaken() {
        let c = ReviewController(lanes: [makeMachine()])
        let st = studio(c)
        #expect(c.pressStudio(st, at: Point(x: 16 + 358 / 4, y: 944), stage: stage) == nil)
        #expect(c.moveStudioPress(st, to: Point(x: 374, y: 900)) == nil)
        #expect(!c.releaseStudioPress())
    }

    @Test func aPressOnTheRulerScrubsAndItsMotionKeepsScrubbingUntilTheRelease() throws {
        let c = controller()
        let st = studio(c)
        let press = try #require(c.pressStudio(st, at: Point(x: 16 + 358 / 4, y: 944), stage: stage))
        #expect(press == StudioPress(effects: [.seek(1)], fromMarker: false))
        let model = try #require(c.studio)
        #expect(model.holdsPress && model.grab == .scrub)
        // The motion stays the studio's, even over the phones.
        #expect(c.moveStudioPress(st, to: Point(x: 374, y: 900)) == [.seek(4)])
        #expect(c.moveStudioPress(st, to: Point(x: 195, y: 400)) == [.seek(2)])   // (195 − 16) / 358 of 4 s
        #expect(c.releaseStudioPress())
        #expect(!model.holdsPress && model.grab == .none)
        #expect(c.moveStudioPress(st, to: Point(x: 374, y: 900)) == nil)
        #expect(!c.releaseStudioPress())
    }

    @Test func aMarkerClickSeeksWithoutPausingAndATabHoldsThePressWithNothingGrabbed() throws {
        let c = controller()
        let st = studio(c, markers: [Marker(time: 2.5, kind: .tap, label: "tap")])
        let press = try #require(c.pressStudio(st, at: Point(x: st.timeline.x(of: 2.5) + 2, y: 844 + 40), stage: stage))
        #expect(press == StudioPress(effects: [.seek(2.5)], fromMarker: true))
        #expect(c.releaseStudioPress())
        let tab = try #require(st.inspector?.regions.first { $0.id == Inspector.Section.sheet.tabID })
        #expect(c.pressStudio(st, at: tab.frame.center, stage: stage) == StudioPress(effects: [.select(.sheet)], fromMarker: false))
        let model = try #require(c.studio)
        #expect(model.holdsPress && model.grab == .none)
        #expect(c.moveStudioPress(st, to: Point(x: 195, y: 400)) == [])
        #expect(c.releaseStudioPress())
    }
}
