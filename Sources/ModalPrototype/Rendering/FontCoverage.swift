import CSDL2
import ModalCore

/// Whether a `--font` draws the labels: a font without Japanese glyphs draws 通信開始 as empty
/// boxes, which a reviewer would take for the app's fault. Checked once at start, and said in
/// one warning line naming the first character the font lacks; the run goes on.
enum FontCoverage {
    /// The labels of `settings`' language (every `labels.LANG.*` value), as the phones show them.
    static func labels(_ settings: Settings) -> String {
        let prefix = "labels.\(settings.language.rawValue)."
        return Settings.allPaths.filter { $0.hasPrefix(prefix) }.compactMap { try? settings.value(at: $0) }.joined()
    }

    /// The first character of `text` the font at `path` has no glyph for, or nil (also when
    /// the font cannot be opened: that is the font loader's error to report).
    static func firstMissing(in text: String, fontPath path: String) -> Character? {
        guard TTF_WasInit() > 0 || TTF_Init() == 0, let font = TTF_OpenFont(path, 12) else { return nil }
        defer { TTF_CloseFont(font) }
        for c in text where !c.isWhitespace {
            for scalar in c.unicodeScalars where TTF_GlyphIsProvided32(font, scalar.value) == 0 {
                return c
            }
        }
        return nil
    }

    /// One warning on stderr when `--font` lacks a glyph the labels use.
    static func warnIfMissing(options: Options, settings: Settings) {
        guard let path = options.fontPath, let missing = firstMissing(in: labels(settings), fontPath: path) else { return }
        StandardStreams.error("modal-prototype: warning: --font \(path) has no glyph for '\(missing)' (U+\(String(missing.unicodeScalars.first!.value, radix: 16, uppercase: true))) in the \(settings.language.rawValue) labels: they show as boxes\n")
    }
}
