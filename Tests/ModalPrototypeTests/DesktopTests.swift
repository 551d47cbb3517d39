import CSDL2
import Foundation
import Testing
import ModalCore
@testable import ModalPrototype

/// The desktop shell's own rules: the video driver choice and the test-event hook's parser.
@Suite struct DesktopTests {
    @Test func waylandFirstWhenWaylandDisplayIsSet() {
        #expect(VideoDriver.hint(environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]) == "wayland,x11")
        #expect(VideoDriver.hint(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == "wayland,x11")
    }

    @Test func sdlVideoDriverOverridesAndX11SessionsKeepSDLsChoice() {
        #expect(VideoDriver.hint(environment: ["WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": "x11"]) == nil)
        #expect(VideoDriver.hint(environment: ["DISPLAY": ":0"]) == nil)
        #expect(VideoDriver.hint(environment: ["WAYLAND_DISPLAY": "", "DISPLAY": ":0"]) == nil)
    }

    @Test func testEventLinesParseAndBadOnesNameTheirLine() throws {
        let lines = try TestEventHook.parse("# touch\n1.5 finger-down 1 10 20\n2 wheel -0.5 195 600  # up\n\n3 touch-mouse-up 4 5\n",
                                            path: "ev.txt")
        #expect(lines.map(\.kind) == ["finger-down", "wheel", "touch-mouse-up"])
        #expect(lines[1].time == 2 && lines[1].numbers == [-0.5, 195, 600])
        #expect(throws: Failure.self) { try TestEventHook.parse("1 finger-down 1 10\n", path: "ev.txt") }
        do {
            _ = try TestEventHook.parse("1 wheel 1 2 3\n2 wheel x 2 3\n", path: "ev.txt")
            Issue.record("accepted a bad number")
        } catch let f as Failure {
            #expect("\(f)".contains("ev.txt:2:"))
        }
    }

    @Test func pushedWheelAndFingerEventsCarryWhatTheLineSays() {
        let wheel = TestEventHook.event(for: .init(time: 0, kind: "wheel", numbers: [0.25, 100, 200]), windowID: 3, size: (390, 844))
        #expect(wheel.type == SDL_MOUSEWHEEL.rawValue && wheel.wheel.preciseY == 0.25 && wheel.wheel.mouseY == 200)
        let finger = TestEventHook.event(for: .init(time: 0, kind: "finger-up", numbers: [2, 195, 422]), windowID: 3, size: (390, 844))
        #expect(finger.type == SDL_FINGERUP.rawValue && finger.tfinger.fingerId == 2)
        #expect(finger.tfinger.x == 0.5 && finger.tfinger.y == 0.5)
        let synthetic = TestEventHook.event(for: .init(time: 0, kind: "touch-mouse-down", numbers: [1, 2]), windowID: 3, size: (390, 844))
        #expect(WindowApp.isTouchMouse(synthetic))
    }
}
