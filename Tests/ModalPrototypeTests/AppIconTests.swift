import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// The icon (`AppIcon`): a phone whose screen shows the orange main view with the gray card
/// and its grabber, on a clear background, at every hicolor size; and `--version`'s facts.
@Suite struct AppIconTests {
    /// The icon drawn at `size` pixels, as `modal-prototype icon` draws it.
    func canvas(_ size: Int) throws -> SoftwareCanvas {
        let canvas = try SoftwareCanvas(width: size, height: size)
        SceneRenderer(renderer: canvas.renderer, pixelScale: Double(size) / AppIcon.side)
            .draw(AppIcon.items().flattened(), background: nil)
        canvas.flush()
        return canvas
    }

    @Test(arguments: [48, 64, 128, 256, 512]) func theMarkReadsAtEverySize(size: Int) throws {
        let c = try canvas(size)
        let theme = Theme()
        func at(_ x: Double, _ y: Double) -> Color { c.pixel(x: Int(x / 64 * Double(size)), y: Int(y / 64 * Double(size))) }
        #expect(at(1, 1).a == 0, "the corner is clear")
        #expect(at(20, 18) == theme.orange, "the main view above the card")
        #expect(at(32, 48) == theme.gray, "the card")
        #expect(at(32, 32.5) == theme.label, "the grabber")
        #expect(at(14, 32) == Color(hex: 0x1C1C1E), "the phone's edge")
    }

    @Test func theIconCommandWritesAPNG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("icon-\(getpid()).png").path
        defer { unlink(path) }
        #expect(runIcon(["--size", "64", "--out", path]) == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(runIcon(["--size", "8", "--out", path]) == 2)
        #expect(runIcon(["--size", "64"]) == 2)
    }

    @Test func versionNamesTheCommitDateAndLibraries() {
        let lines = VersionReport.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "modal-prototype \(Options.version)")
        #expect(lines.contains { $0.hasPrefix("commit: ") && $0.count >= "commit: ".count + 7 })
        #expect(lines.contains { $0.hasPrefix("built: ") })
        for library in ["SDL2", "SDL_ttf", "SDL_image", "giflib"] {
            #expect(lines.contains { $0.range(of: "^\(library): [0-9]+\\.[0-9]+\\.[0-9]+", options: .regularExpression) != nil }, "\(library)")
        }
    }
}
