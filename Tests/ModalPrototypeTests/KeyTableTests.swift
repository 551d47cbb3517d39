import CSDL2
import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// One key table (`KeyTable`) behind the on-screen help, `--help` and the README.
@Suite struct KeyTableTests {
    static let readme = document("README.md")

    /// A document of the repository by its relative path ("" when it cannot be read).
    static func document(_ path: String) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// With `MODAL_UPDATE_GENERATED=1`, replaces the block between `begin` and `end` in the
    /// document at `path` with `text` (the generated lists are rewritten, then checked).
    static func regenerate(_ path: String, begin: String, end: String, with text: String) {
        guard ProcessInfo.processInfo.environment["MODAL_UPDATE_GENERATED"] == "1" else { return }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(path)
        guard let doc = try? String(contentsOf: url, encoding: .utf8), let b = doc.range(of: begin),
              let e = doc.range(of: end, range: b.upperBound..<doc.endIndex) else { return }
        try? (String(doc[..<b.upperBound]) + text + String(doc[e.lowerBound...])).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func theReadmeKeyTableIsTheKeyTable() throws {
        Self.regenerate("README.md", begin: "<!-- keys: generated from KeyTable -->\n", end: "\n<!-- /keys -->", with: KeyTable.markdown)
        let begin = try #require(Self.readme.range(of: "<!-- keys: generated from KeyTable -->\n"))
        let end = try #require(Self.readme.range(of: "\n<!-- /keys -->"))
        let block = String(Self.readme[begin.upperBound..<end.lowerBound])
        #expect(block == KeyTable.markdown, "README key table differs; expected:\n\(KeyTable.markdown)")
    }

    @Test func helpHasEveryKeyInOrder() {
        let section = Options.helpAll.components(separatedBy: "KEYS (window)\n")[1].components(separatedBy: "\n\n")[0]
        #expect(section == KeyTable.helpSection)
        for row in KeyTable.rows { #expect(section.contains(row.keys + " ")) }
    }

    @Test func theOnScreenHelpListsTheSameKeysInBothLanguages() {
        for language in Language.allCases {
            let lines = ReviewHelp.lines(language)
            #expect(lines.map(\.0) == KeyTable.rows.map(\.keys))
            #expect(lines.allSatisfy { !$0.1.isEmpty })
        }
        #expect(ReviewHelp.lines(.ja)[0].1 != ReviewHelp.lines(.en)[0].1)
    }

    /// Every key the table lists is written in its row (keys column or help text), so the
    /// README, `--help` and the on-screen help show the keys that really act.
    @Test func everyListedBindingIsWrittenInItsRow() {
        for row in KeyTable.rows {
            for b in row.bindings {
                guard let label = b.label else { continue }
                #expect(row.keys.contains(label) || row.english.contains(label), "\(label) not written in row \(row.keys)")
            }
        }
        #expect(KeyTable.rows.filter { !$0.bindings.isEmpty }.count == KeyTable.rows.count - 3)   // mouse, wheel, timeline
    }

    /// No key press can mean two things: no two bindings share a key with overlapping modifiers.
    @Test func noTwoBindingsOverlap() {
        let all = KeyTable.rows.flatMap(\.bindings)
        for (i, a) in all.enumerated() {
            for b in all[(i + 1)...] where a.key == b.key && a.ctrl == b.ctrl && a.helpOpen == b.helpOpen {
                #expect(a.shift != nil && b.shift != nil && a.shift != b.shift, "\(a.key) bound twice")
            }
        }
    }

    /// The table's key names are SDL's: each names a keycode whose name is itself.
    @Test func everyKeyNameIsAnSDLKeyName() {
        for b in KeyTable.rows.flatMap(\.bindings) {
            let code = SDL_GetKeyFromName(b.key)
            #expect(code != SDL_Keycode(SDLK_UNKNOWN.rawValue), "\(b.key) is not an SDL key name")
            #expect(String(cString: SDL_GetKeyName(code)) == b.key)
        }
    }

    /// The window's key presses, looked up in the table.
    @Test func keyPressesAreLookedUpInTheTable() {
        func sym(_ code: SDL_KeyCode, shift: Bool = false, ctrl: Bool = false) -> SDL_Keysym {
            var s = SDL_Keysym()
            s.sym = SDL_Keycode(code.rawValue)
            s.mod = UInt16((shift ? KMOD_LSHIFT.rawValue : 0) | (ctrl ? KMOD_LCTRL.rawValue : 0))
            return s
        }
        #expect(keyAction(for: sym(SDLK_h)) == .core(.h))
        #expect(keyAction(for: sym(SDLK_h, shift: true)) == .core(.h))
        #expect(keyAction(for: sym(SDLK_TAB)) == .core(.tab))
        #expect(keyAction(for: sym(SDLK_TAB, shift: true)) == .core(.shiftTab))
        #expect(keyAction(for: sym(SDLK_KP_ENTER)) == .core(.return))
        #expect(keyAction(for: sym(SDLK_EQUALS, ctrl: true)) == .zoom(.zoomIn))
        #expect(keyAction(for: sym(SDLK_KP_MINUS, ctrl: true)) == .zoom(.zoomOut))
        #expect(keyAction(for: sym(SDLK_0, ctrl: true)) == .zoom(.reset))
        #expect(keyAction(for: sym(SDLK_0)) == nil)
        #expect(keyAction(for: sym(SDLK_EQUALS)) == .timeline(.zoomIn))
        #expect(keyAction(for: sym(SDLK_MINUS)) == .timeline(.zoomOut))
        #expect(keyAction(for: sym(SDLK_z)) == .timeline(.fit))
        #expect(keyAction(for: sym(SDLK_PAGEDOWN), helpOpen: true) == .review(.scrollHelp(10)))
        #expect(keyAction(for: sym(SDLK_PAGEDOWN)) == .timeline(.pan(0.5)))
        #expect(keyAction(for: sym(SDLK_p)) == .review(.togglePause))
        #expect(keyAction(for: sym(SDLK_p, ctrl: true)) == nil)
        #expect(keyAction(for: sym(SDLK_SLASH, shift: true)) == .review(.toggleHelp))
        #expect(keyAction(for: sym(SDLK_SLASH)) == nil)
        #expect(keyAction(for: sym(SDLK_i)) == .studio(.toggleInspector))
        #expect(keyAction(for: sym(SDLK_a)) == .studio(.replayLastGesture))
        #expect(keyAction(for: sym(SDLK_HOME)) == nil)
        #expect(keyAction(for: sym(SDLK_HOME), helpOpen: true) == .review(.scrollHelp(-1_000_000)))
        #expect(keyAction(for: sym(SDLK_q)) == .core(.q))
        #expect(coreKey(for: sym(SDLK_ESCAPE)) == .escape)
        #expect(WindowApp.zoomCommand(for: sym(SDLK_PLUS, shift: true, ctrl: true)) == .zoomIn)
    }
}
