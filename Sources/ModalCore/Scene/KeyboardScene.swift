/// The iOS keyboard (element `keyboard`) while the form's field is edited: it rises from the
/// bottom edge with UIKit's keyboard motion (`FormState`) and draws as the system keyboard does,
/// in light and dark: the predictive bar with three suggestions, the QWERTY rows, shift and
/// delete, the 123 key, space and return, and the emoji and dictation glyphs under them.
///
/// Geometry from the iPhone's portrait keyboard (estimates from screenshots, 390 pt wide):
/// 44 pt predictive bar, keys 42 pt tall with 12 pt between rows and 6 pt between keys, 3 pt
/// side margins, 5 pt corners; colours from `UIKeyboardAppearance` light and dark screenshots.
extension SceneBuilder {
    mutating func addKeyboard() {
        let hm = m.halfModal
        let progress = hm.form.keyboardProgress(at: now)
        guard progress > 0 else { return }
        let height = m.keyboardHeight
        let top = H - height * progress
        let board = Rect(x: 0, y: top, width: W, height: height)
        items += keyboardItems(in: board)
        if let shown = board.intersection(canvasRect) { regions.append(HitRegion(id: .keyboard, frame: shown, isButton: false)) }
    }

    /// The keyboard drawn in `board`.
    func keyboardItems(in board: Rect) -> [DisplayItem] {
        let dark = m.settings.appearance == .dark
        let background = dark ? Color(hex: 0x2B2B2B) : Color(hex: 0xD1D3D9)
        let key = dark ? Color(hex: 0x6B6B6B) : Color(hex: 0xFFFFFF)
        let special = dark ? Color(hex: 0x464646) : Color(hex: 0xABB0BC)
        let ink = dark ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000)
        let shadow = dark ? Color(hex: 0x1A1A1A) : Color(hex: 0x898A8D)
        var out: [DisplayItem] = [.fill(board, .zero, background)]
        // The predictive bar: three suggestions between two hairlines.
        let ja = m.settings.language == .ja
        let words = ja ? ["\"\(m.halfModal.form.text)\"", "はい", "ありがとう"] : ["\"\(m.halfModal.form.text)\"", "I", "The"]
        let third = board.width / 3
        for (i, word) in words.enumerated() {
            out.append(.text(TextRun(String(word.prefix(16)), at: Point(x: board.minX + third * (Double(i) + 0.5), y: board.minY + 22),
                                     size: 16, color: ink)))
            if i > 0 { out.append(.fill(Rect(x: board.minX + third * Double(i), y: board.minY + 12, width: 1, height: 20), .zero, special)) }
        }
        let margin = 3.0, gap = 6.0, keyH = 42.0, rowGap = 12.0
        let keyW = (board.width - 2 * margin - 9 * gap) / 10
        var y = board.minY + 44 + 8
        func keyCap(_ r: Rect, _ label: String, fill: Color, size: Double = 22) {
            out.append(.fill(Rect(x: r.x, y: r.y + 1, width: r.width, height: r.height), CornerRadii(all: 5), shadow))
            out.append(.fill(r, CornerRadii(all: 5), fill))
            if !label.isEmpty { out.append(.text(TextRun(label, at: r.center, size: size, color: ink))) }
        }
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        for (r, letters) in rows.enumerated() {
            let count = Double(letters.count)
            var x = board.minX + (board.width - count * keyW - (count - 1) * gap) / 2
            if r == 2 {
                let wide = keyW * 1.3
                let shift = Rect(x: board.minX + margin, y: y, width: wide, height: keyH)
                let delete = Rect(x: board.maxX - margin - wide, y: y, width: wide, height: keyH)
                keyCap(shift, "", fill: special)
                keyCap(delete, "", fill: special)
                out += SceneBuilder.shiftGlyph(at: shift.center, ink: ink) + SceneBuilder.deleteGlyph(at: delete.center, ink: ink)
            }
            for ch in letters {
                keyCap(Rect(x: x, y: y, width: keyW, height: keyH), String(ch), fill: key)
                x += keyW + gap
            }
            y += keyH + rowGap
        }
        // 123, space, return.
        let side = keyW * 2 + gap
        keyCap(Rect(x: board.minX + margin, y: y, width: side, height: keyH), "123", fill: special, size: 16)
        keyCap(Rect(x: board.minX + margin + side + gap, y: y, width: board.width - 2 * margin - 2 * side - 2 * gap, height: keyH),
               ja ? "空白" : "space", fill: key, size: 16)
        keyCap(Rect(x: board.maxX - margin - side, y: y, width: side, height: keyH), ja ? "改行" : "return", fill: special, size: 16)
        // The globe/emoji and dictation glyphs below the keys, above the home indicator.
        let glyphY = y + keyH + 22
        if glyphY < board.maxY - 10 {
            out += SceneBuilder.emojiGlyph(at: Point(x: board.minX + 28, y: glyphY), ink: ink)
            out += SceneBuilder.dictationGlyph(at: Point(x: board.maxX - 28, y: glyphY), ink: ink)
        }
        return out
    }

    /// Lines from `points` in turn, 1.5 pt wide.
    static func polyline(_ points: [Point], ink: Color, width: Double = 1.5) -> [DisplayItem] {
        zip(points, points.dropFirst()).map { .line(from: $0, to: $1, width: width, ink) }
    }

    /// The shift key's outlined arrow, centred on `c`.
    static func shiftGlyph(at c: Point, ink: Color) -> [DisplayItem] {
        let p = { (x: Double, y: Double) in Point(x: c.x + x, y: c.y + y) }
        return polyline([p(0, -9), p(9, 1), p(4, 1), p(4, 8), p(-4, 8), p(-4, 1), p(-9, 1), p(0, -9)], ink: ink)
    }

    /// The delete key's outlined tag with a cross, centred on `c`.
    static func deleteGlyph(at c: Point, ink: Color) -> [DisplayItem] {
        let p = { (x: Double, y: Double) in Point(x: c.x + x, y: c.y + y) }
        return polyline([p(-12, 0), p(-5, -8), p(11, -8), p(11, 8), p(-5, 8), p(-12, 0)], ink: ink)
            + polyline([p(-1, -4), p(7, 4)], ink: ink) + polyline([p(7, -4), p(-1, 4)], ink: ink)
    }

    /// The emoji key's face, centred on `c`.
    static func emojiGlyph(at c: Point, ink: Color) -> [DisplayItem] {
        [.stroke(Rect(x: c.x - 11, y: c.y - 11, width: 22, height: 22), CornerRadii(all: 11), width: 1.5, ink),
         .fill(Rect(x: c.x - 5, y: c.y - 4, width: 3, height: 3), CornerRadii(all: 1.5), ink),
         .fill(Rect(x: c.x + 2, y: c.y - 4, width: 3, height: 3), CornerRadii(all: 1.5), ink)]
            + polyline([Point(x: c.x - 5, y: c.y + 4), Point(x: c.x, y: c.y + 6), Point(x: c.x + 5, y: c.y + 4)], ink: ink)
    }

    /// The dictation key's microphone, centred on `c`.
    static func dictationGlyph(at c: Point, ink: Color) -> [DisplayItem] {
        [.fill(Rect(x: c.x - 4, y: c.y - 11, width: 8, height: 14), CornerRadii(all: 4), ink)]
            + polyline([Point(x: c.x - 7, y: c.y - 1), Point(x: c.x - 6, y: c.y + 4), Point(x: c.x, y: c.y + 7),
                        Point(x: c.x + 6, y: c.y + 4), Point(x: c.x + 7, y: c.y - 1)], ink: ink)
            + polyline([Point(x: c.x, y: c.y + 7), Point(x: c.x, y: c.y + 11)], ink: ink)
    }
}
