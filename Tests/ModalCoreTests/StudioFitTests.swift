import Testing
@testable import ModalCore

/// The first window on a small screen (`StudioFit`): the panels keep their size, the phones zoom
/// down first, with exact numbers.
@Suite struct StudioFitTests {
    let phone = Size.iPhone   // 390×844

    @Test func aScreenThatHoldsTheStudioTakesItWhole() {
        let z = StudioFit.initialZooms(stage: phone, inspectorVisible: true, scale: 1, bounds: Size(width: 1280, height: 1024))
        #expect(z == StudioFit.Zooms(zoom: 1, phoneZoom: 1))
        #expect(StudioFit.content(stage: phone, phoneZoom: 1, inspectorVisible: true) == Size(width: 690, height: 976))
    }

    @Test func at1366x768ThePhonesShrinkAndThePanelsKeepTheirSize() {
        let screen = Size(width: 1366, height: 768)
        let z = StudioFit.initialZooms(stage: phone, inspectorVisible: true, scale: 1, bounds: screen)
        // The panels at zoom 1 (inspector 300 wide, timeline 132 tall): 636 pt of height for 844 pt of phone.
        #expect(z.zoom == 1)
        #expect(z.phoneZoom == 636.0 / 844.0)
        #expect(abs(z.phoneZoom - 0.7536) < 1e-4)
        let content = StudioFit.content(stage: phone, phoneZoom: z.phoneZoom, inspectorVisible: true)
        #expect(abs(content.height - 768) < 1e-9 && abs(content.width - (390 * 636.0 / 844.0 + 300)) < 1e-9)
        #expect(WindowFit.windowSize(content: content, scale: 1, zoom: z.zoom) == (594, 768))
        // The inspector's and the timeline's smallest text: 11 pt at panel zoom 1 is 11 px (a uniform
        // fit gave zoom 0.787: 10-pt text at 7.9 px).
        #expect(StudioFit.minimumTextSize * z.zoom >= 11)
        #expect(WindowFit.initialZoom(content: Size(width: 690, height: 976), scale: 1, bounds: screen) < 0.79)
        // The stage comes back exactly from the window's content.
        #expect(StudioFit.stage(for: content, phoneZoom: z.phoneZoom, inspectorVisible: true) == phone)
    }

    @Test func belowTheMinimumPhoneZoomEverythingZoomsOut() {
        // --scale 2 on 1280×1000: the phones alone would need 0.436; at 0.5 the studio is
        // 495×554 pt, ×2 = 990×1108, so all of it zooms to 1000/1108.
        let z = StudioFit.initialZooms(stage: phone, inspectorVisible: true, scale: 2, bounds: Size(width: 1280, height: 1000))
        #expect(z.phoneZoom == StudioFit.minimumPhoneZoom)
        #expect(z.zoom == 1000.0 / 1108.0)
        let content = StudioFit.content(stage: phone, phoneZoom: 0.5, inspectorVisible: true)
        #expect(content == Size(width: 495, height: 554))
        #expect(WindowFit.windowSize(content: content, scale: 2, zoom: z.zoom) == (894, 1000))
    }

    @Test func theHUDColumnAndAHiddenInspectorCountAsPanels() {
        let withHUD = StudioFit.content(stage: phone, phoneZoom: 1, inspectorVisible: true, hudVisible: true)
        #expect(withHUD == Size(width: 690 + 266, height: 976))
        let bare = StudioFit.initialZooms(stage: phone, inspectorVisible: false, scale: 1, bounds: Size(width: 1366, height: 768))
        #expect(bare == StudioFit.Zooms(zoom: 1, phoneZoom: 636.0 / 844.0))
        #expect(StudioFit.stage(for: Size(width: 390 + 300 + 266, height: 976), phoneZoom: 1, inspectorVisible: true,
                                hudVisible: true) == phone)
    }

    @Test func theHUDHasItsOwnColumnBesideTheInspector() throws {
        let l = StudioLayout(stage: phone, inspectorVisible: true, hudVisible: true)
        #expect(l.size == Size(width: 956, height: 976))
        let hud = try #require(l.hudRect), inspector = try #require(l.inspectorRect)
        #expect(hud == Rect(x: 690, y: 0, width: 266, height: 976))
        #expect(l.hudOrigin == Point(x: 698, y: 8))
        #expect(hud.minX >= inspector.maxX)   // it never covers the inspector
        #expect(StudioLayout(stage: phone, inspectorVisible: true).hudRect == nil)
        #expect(StudioLayout(stage: phone, inspectorVisible: false, hudVisible: true).hudRect == Rect(x: 390, y: 0, width: 266, height: 976))
    }
}
