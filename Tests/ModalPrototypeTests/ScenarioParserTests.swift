import Testing
import ModalCore
@testable import ModalPrototype

/// The scenario format: every command, and a precise `FILE:LINE: …` error for bad lines.
@Suite struct ScenarioParserTests {
    @Test func parsesEveryCommand() throws {
        let text = """
        # a comment
        0 tap open-sheet

        0.5 down 10 20   # trailing comment
        0.5 move 11.5 21
        0.6 up 12 22
        1 drag 195 500 195 300 0.25
        1.5 key escape
        1.5 key shift-tab
        2 set request.outcome failure
        2 shot a.png
        2 elements a.json
        3 end
        """
        let s = try Scenario.parse(text, path: "s.txt")
        #expect(s.steps.map(\.command) == [
            .tap(.openSheet), .down(Point(x: 10, y: 20)), .move(Point(x: 11.5, y: 21)), .up(Point(x: 12, y: 22)),
            .drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 300), duration: 0.25), .key(.escape), .key(.shiftTab),
            .set(path: "request.outcome", value: "failure"), .shot("a.png"), .elements("a.json"), .end,
        ])
        #expect(s.steps.map(\.line) == [2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
        #expect(s.endTime == 3)
    }

    @Test func parsesAReleaseWithTheHandsVelocity() throws {
        let s = try Scenario.parse("0.5 up 195 368 velocity 0 -1483.25\n", path: "s.txt")
        #expect(s.steps.map(\.command) == [.lift(Point(x: 195, y: 368), velocity: Point(x: 0, y: -1483.25))])
    }

    @Test(arguments: [
        ("1 up 1 2 velocity 3", "s.txt:1: 'up' takes X Y velocity VX VY"),
        ("1 up 1 2 velocity 3 x", "s.txt:1: vy must be a number, got 'x'"),
        ("1 tap", "s.txt:1: 'tap' takes an element id"),
        ("x tap open-sheet", "s.txt:1: expected a time in seconds, got 'x'"),
        ("-1 tap open-sheet", "s.txt:1: time -1 is negative"),
        ("nan tap open-sheet", "s.txt:1: expected a time in seconds, got 'nan'"),
        ("1 tap open-sheet\n0.5 tap open-sheet", "s.txt:2: time goes backwards: 0.5 after 1"),
        ("1 tap nope", "s.txt:1: unknown element id 'nope' (known: alert, alert-ok, close-nested-sheet, close-sheet, form-button, form-title, half-modal, half-modal-backdrop, half-modal-grabber, keyboard, loading-cover, main-view, nested-sheet, open-nested-sheet, open-sheet, request-outcome, sheet, sheet-backdrop, start-request, text-field, toggle-half-modal)"),
        ("1 jump", "s.txt:1: unknown command 'jump' (expected tap, down, move, up, drag, scroll, key, set, fling, cancel, resize, type, shot, elements or end; head: device, size, chrome, fps, compare, initial)"),
        ("1", "s.txt:1: missing command after the time"),
        ("1 down 1", "s.txt:1: 'down' takes X Y"),
        ("1 down a 2", "s.txt:1: x must be a number, got 'a'"),
        ("1 drag 0 0 1 1 0", "s.txt:1: drag duration must be positive, got '0'"),
        ("1 drag 0 0 1 1", "s.txt:1: 'drag' takes X1 Y1 X2 Y2 D"),
        ("1 key f13", "s.txt:1: unknown key 'f13' (known: escape, return, space, tab, shift-tab, h, f, s, q, backspace)"),
        ("1 set request.nope 1", "s.txt:1: unknown setting 'request.nope'"),
        ("1 set request.latency abc", "s.txt:1: invalid value 'abc' for request.latency (expected a number)"),
        ("1 set halfModal.profile best", "s.txt:1: invalid value 'best' for halfModal.profile (expected seed|fluid|native)"),
        ("1 shot a.jpg", "s.txt:1: file name 'a.jpg' must end in .png"),
        ("1 shot ../a.png", "s.txt:1: file name '../a.png' must be a plain name inside the output folder"),
        ("1 shot sub/a.png", "s.txt:1: file name 'sub/a.png' must be a plain name inside the output folder"),
        ("1 elements a.png", "s.txt:1: file name 'a.png' must end in .json"),
        ("1 end\n2 tap open-sheet", "s.txt:2: nothing may follow 'end'"),
        ("1 end now", "s.txt:1: 'end' takes no arguments"),
    ])
    func reportsTheLineAndTheProblem(text: String, message: String) {
        #expect(throws: ScenarioError.self) { try Scenario.parse(text, path: "s.txt") }
        do {
            _ = try Scenario.parse(text, path: "s.txt")
        } catch {
            let f = Failure.scenario(error)
            #expect(f.message == message)
            #expect(f.exitCode == 2)
        }
    }

    @Test func endTimeCountsADragToItsRelease() throws {
        let s = try Scenario.parse("1 drag 0 0 0 100 0.5", path: "s")
        #expect(s.endTime == 1.5)
    }
}

/// The command line.
@Suite struct OptionsTests {
    @Test func parsesEveryOption() throws {
        let o = try Options.parse(["--headless", "--scenario", "s.txt", "--out=out", "--fps", "30", "--size", "320x568",
                                   "--scale", "2", "--lang", "en", "--profile", "fluid", "--latency", "1.5",
                                   "--outcome", "alternate", "--font", "f.otf", "--set", "halfModal.duration=0.5"])
        #expect(o.headless && o.scenarioPath == "s.txt" && o.outDir == "out" && o.fps == 30)
        #expect(o.canvas == Size(width: 320, height: 568) && o.scale == 2 && o.fontPath == "f.otf")
        #expect(o.settings.language == .en && o.settings.halfModal.profile == .fluid)
        #expect(o.settings.request.latency == 1.5 && o.settings.request.outcome == .alternate)
        #expect(o.settings.halfModal.duration == 0.5)
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope' (see --help)"),
        (["--fps"], "option --fps needs a value"),
        (["--fps", "0"], "--fps: invalid value '0' (expected a number from 1 to 1000)"),
        (["--size", "0x10"], "--size: invalid value '0x10' (expected WxH in points, e.g. 390x844)"),
        (["--scale", "9"], "--scale: invalid value '9' (expected a number from 0.25 to 8)"),
        (["--lang", "fr"], "--lang: invalid value 'fr' for language (expected ja|en)"),
        (["--profile", "x"], "--profile: invalid value 'x' for halfModal.profile (expected seed|fluid|native)"),
        (["--latency", "-2"], "--latency: request.latency: must be zero or more"),
        (["--outcome", "maybe"], "--outcome: invalid value 'maybe' for request.outcome (expected success|failure|alternate|random)"),
        (["--headless"], "--headless needs --scenario FILE"),
        (["--headless", "--scenario", "s"], "--headless needs --out DIR"),
        (["stray"], "unexpected argument 'stray' (see --help)"),
        (["--set", "novalue"], "--set: expected KEY=VALUE, got 'novalue'"),
        (["--headless=yes"], "option --headless takes no value"),
    ])
    func rejectsBadInput(arguments: [String], message: String) {
        do {
            _ = try Options.parse(arguments)
            Issue.record("accepted \(arguments)")
        } catch let f as Failure {
            #expect(f.message == message)
            #expect(f.exitCode == 2)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
