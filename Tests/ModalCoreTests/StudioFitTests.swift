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

    @Test func belowTheSmallestPhoneZoomEverythingZoomsOut() {
        // One phone: the floor keeps the strip under it 280 pt wide (280/390); two phones side
        // by side (828 pt) may go down to half size.
        #expect(StudioFit.smallestPhoneZoom(stage: phone) == 280.0 / 390.0)
        #expect(StudioFit.smallestPhoneZoom(stage: Size(width: 828, height: 874)) == 0.5)
        #expect(StudioFit.smallestPhoneZoom(stage: Size(width: 200, height: 400)) == 1)
        // --scale 2 on 1280×1000: the phones alone would need 0.436; at the floor the studio is
        // 580×737.9 pt, ×2 = 1160×1475.9, so all of it zooms to 1000/1475.9 = 0.678.
        let z = StudioFit.initialZooms(stage: phone, inspectorVisible: true, scale: 2, bounds: Size(width: 1280, height: 1000))
        let floor = 280.0 / 390.0
        #expect(z.phoneZoom == floor)
        let content = StudioFit.content(stage: phone, phoneZoom: floor, inspectorVisible: true)
        #expect(abs(content.width - 580) < 1e-9 && abs(content.height - (844 * floor + 132)) < 1e-9)
        #expect(z.zoom == 1000.0 / (content.height * 2))
        #expect(abs(z.zoom - 0.67755) < 1e-5)
        #expect(WindowFit.windowSize(content: content, scale: 2, zoom: z.zoom) == (786, 1000))
        // The timeline under the phones is 280 pt: its text at 11 pt × 2 × 0.678 = 14.9 px.
        #expect(StudioFit.minimumTextSize * 2 * z.zoom > 14.9)
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
