import ModalCore

/// `modal-prototype icon --size N --out FILE.png`: the app's icon (`AppIcon`) drawn at
/// N × N pixels with the headless renderer; scripts/package writes the hicolor sizes with it.
struct IconOptions: Equatable {
    var size = 256
    var outPath: String?
    var showHelp = false

    static let table = OptionTable<IconOptions>(command: "icon", rows: [
        OptionRow("--size", "N", "the icon's side in pixels, 16 to 1024 (default 256)") { o, text in
            guard let n = StrictNumber.integer(text), n >= 16, n <= 1024 else {
                throw Failure.usage("--size: invalid value '\(text)' (expected a whole number from 16 to 1024)")
            }
            o.size = n
        },
        OptionRow("--out", "FILE.png", "where the PNG goes", completion: .file("png")) { o, path in
            guard path.lowercased().hasSuffix(".png") else { throw Failure.usage("--out: '\(path)' must end in .png") }
            o.outPath = path
        },
        OptionRow(flag: "--help", aliases: ["-h"], "show this help") { $0.showHelp = true },
    ])

    static var help: String {
        "usage: modal-prototype icon --size N --out FILE.png\n\n" + table.helpLines(section: "OPTIONS", column: 22).joined(separator: "\n")
    }
}

/// Runs `modal-prototype icon …`; returns the exit code (0, 1 on a failure, 2 on a bad command line).
func runIcon(_ arguments: [String]) -> Int32 {
    do {
        var o = IconOptions()
        try IconOptions.table.parse(arguments, into: &o)
        if o.showHelp { print(IconOptions.help); return 0 }
        guard let path = o.outPath else { throw Failure.usage("icon needs --out FILE.png") }
        let canvas = try SoftwareCanvas(width: o.size, height: o.size)
        let renderer = SceneRenderer(renderer: canvas.renderer, pixelScale: Double(o.size) / AppIcon.side)
        renderer.draw(AppIcon.items().flattened(), background: nil)
        try canvas.writePNG(to: path)
        return 0
    } catch {
        return reportError(error, program: "modal-prototype icon")
    }
}
