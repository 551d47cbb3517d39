import Testing
@testable import ModalCore

/// The first window's size and the zoom steps (`WindowFit`), with exact numbers.
@Suite struct WindowFitTests {
    let phone = Size(width: 390, height: 844)
    let screen = Size(width: 1280, height: 1000)

    @Test func scale2OnA1280x1000ScreenZoomsOutToFitItsHeight() {
        let zoom = WindowFit.initialZoom(content: phone, scale: 2, bounds: screen)
        #expect(zoom == 1000.0 / 1688.0)
        let size = WindowFit.windowSize(content: phone, scale: 2, zoom: zoom)
        #expect(size == (462, 1000))   // was 780×1688, taller than the screen
        // The whole-unit window still shows exactly the requested canvas.
        #expect(WindowFit.stageSize(window: size, scale: 2, zoom: zoom, content: phone) == phone)
    }

    @Test func aScaleThatFitsKeepsZoom1() {
        #expect(WindowFit.initialZoom(content: phone, scale: 1, bounds: screen) == 1)
        #expect(WindowFit.windowSize(content: phone, scale: 1, zoom: 1) == (390, 844))
        #expect(WindowFit.largestZoom(content: phone, scale: 1, bounds: screen) == 1000.0 / 844.0)
    }

    @Test func aWideStageFitsItsWidth() {
        let stage = Size(width: 828, height: 874)   // --compare at 390×844
        let zoom = WindowFit.initialZoom(content: stage, scale: 2, bounds: Size(width: 1280, height: 2000))
        #expect(zoom == 1280.0 / 1656.0)
        #expect(WindowFit.windowSize(content: stage, scale: 2, zoom: zoom) == (1280, 1351))
    }

    @Test func aResizedWindowShowsMorePoints() {
        #expect(WindowFit.stageSize(window: (800, 600), scale: 1, zoom: 1, content: phone) == Size(width: 800, height: 600))
        #expect(WindowFit.stageSize(window: (800, 600), scale: 2, zoom: 0.5, content: phone) == Size(width: 800, height: 600))
        #expect(WindowFit.stageSize(window: (400, 300), scale: 2, zoom: 1, content: phone) == Size(width: 200, height: 150))
    }

    @Test func zoomStepsAreAQuarterAndStopAtTheScreen() {
        #expect(WindowFit.zoom(1, after: .zoomOut, largest: 2) == 0.8)
        #expect(WindowFit.zoom(0.8, after: .zoomIn, largest: 2) == 1)
        #expect(WindowFit.zoom(1, after: .zoomIn, largest: 1.1) == 1.1)     // capped by the screen
        #expect(WindowFit.zoom(1.1, after: .zoomIn, largest: 1.1) == 1.1)
        #expect(WindowFit.zoom(0.11, after: .zoomOut, largest: 2) == 0.1)   // the floor
        #expect(WindowFit.zoom(0.3, after: .reset, largest: 2) == 1)
        #expect(WindowFit.zoom(0.3, after: .reset, largest: 0.6) == 0.6)   // 1 does not fit: what fits
    }

    @Test func degenerateBoundsLeaveZoom1() {
        #expect(WindowFit.largestZoom(content: phone, scale: 2, bounds: Size(width: 0, height: 0)) == 1)
        #expect(WindowFit.windowSize(content: phone, scale: .infinity, zoom: 1) == (1, 1))
    }
}
