/// The on-screen help laid out for any stage size: descriptions wrap to the panel's width,
/// and when the rows do not fit the panel shows a window of them that scrolls.
///
/// The panel is at most 340 pt wide and 8 pt inside the stage on every side. Keys sit in a
/// column as wide as the widest key plus 12 pt (at least 60, at most 40 % of the width);
/// descriptions wrap at word boundaries (a word
/// wider than the column is broken between characters). `scroll` is the first visible row;
/// it is clamped to `0…maxScroll`. Rows hidden above or below are announced by
/// "N more above" / "N more below" lines. A stage too small for even one row gets the title only.
public struct HelpPanel: Equatable, Sendable {
    /// One visual row: the key (on a command's first row only) and a piece of its description.
    public struct Row: Equatable, Sendable {
        public var key: String
        public var text: String
    }

    public static let maxWidth = 340.0, margin = 8.0, rowHeight = 18.0, titleHeight = 44.0, padding = 16.0, footer = 14.0
    public static let fontSize = 12.0

    /// The panel's frame in stage points.
    public let box: Rect
    /// Every row after wrapping.
    public let rows: [Row]
    /// How many rows fit at once.
    public let visibleRows: Int
    /// The first visible row.
    public let scroll: Int
    /// Where the key column ends and descriptions start (x in stage points).
    public let textX: Double

    /// Lays out `lines` (key, what it does) on a stage of `size`, scrolled to row `scroll`.
    public init(lines: [(String, String)], size: Size, scroll: Int = 0,
                metrics: any TextMeasuring = EstimatedTextMetrics()) {
        let width = max(min(Self.maxWidth, size.width - 2 * Self.margin), 1)
        let widestKey = lines.map { metrics.width(of: $0.0, size: Self.fontSize, weight: .semibold) }.max() ?? 0
        let keyColumn = min(max(widestKey + 12, 60), width * 0.4)
        let textWidth = max(width - 2 * Self.padding - keyColumn, 8)
        var rows: [Row] = []
        for (key, text) in lines {
            let pieces = Self.wrap(text, width: textWidth, metrics: metrics)
            for (i, piece) in pieces.enumerated() { rows.append(Row(key: i == 0 ? key : "", text: piece)) }
        }
        let available = max(size.height - 2 * Self.margin, 1)
        let fit = Int(((available - Self.titleHeight - Self.footer) / Self.rowHeight).rounded(.down))
        visibleRows = max(min(rows.count, fit), 0)
        let height = min(Self.titleHeight + Self.footer + Double(visibleRows) * Self.rowHeight, available)
        box = Rect(x: (size.width - width) / 2, y: max((size.height - height) / 2, Self.margin), width: width, height: height)
        self.rows = rows
        self.scroll = min(max(scroll, 0), max(rows.count - visibleRows, 0))
        textX = box.minX + Self.padding + keyColumn
    }

    /// The largest useful scroll: the first row of the last screenful.
    public var maxScroll: Int { max(rows.count - visibleRows, 0) }

    /// The panel as display items: background, title (smaller, down to 9 pt, when it would not
    /// fit the panel's width), the visible rows, and "more" markers.
    public func items(title: String, metrics: any TextMeasuring = EstimatedTextMetrics()) -> [DisplayItem] {
        let room = box.width - 2 * Self.margin
        let natural = metrics.width(of: title, size: 15, weight: .semibold)
        let titleSize = natural <= room ? 15 : max(9, 15 * room / max(natural, 1))
        var out: [DisplayItem] = [
            // Opaque, so no overlay beneath (the HUD) shows through.
            .fill(box, CornerRadii(all: 12), HUD.panel),
            .text(TextRun(title, at: Point(x: box.midX, y: box.minY + 20), size: titleSize, weight: .semibold, color: .white)),
        ]
        let dim = ReviewPalette.helpDimText
        if scroll > 0 && visibleRows > 0 {
            out.append(.text(TextRun("\(scroll) more above (scroll up)", at: Point(x: box.minX + Self.padding, y: box.minY + 36),
                                     anchor: .leading, size: 10, color: dim)))
        }
        let below = rows.count - scroll - visibleRows
        if below > 0 && visibleRows > 0 {
            out.append(.text(TextRun("\(below) more below (scroll down)", at: Point(x: box.minX + Self.padding, y: box.maxY - 5),
                                     anchor: .leading, size: 10, color: dim)))
        }
        for (k, row) in rows[min(scroll, rows.count)..<min(scroll + visibleRows, rows.count)].enumerated() {
            let y = box.minY + Self.titleHeight + (Double(k) + 0.5) * Self.rowHeight
            if !row.key.isEmpty {
                out.append(.text(TextRun(row.key, at: Point(x: box.minX + Self.padding, y: y), anchor: .leading,
                                         size: Self.fontSize, weight: .semibold, color: ReviewPalette.accent)))
            }
            out.append(.text(TextRun(row.text, at: Point(x: textX, y: y), anchor: .leading, size: Self.fontSize, color: .white)))
        }
        return out
    }

    /// `text` broken into pieces no wider than `width` at `fontSize`: at spaces, else between characters.
    public static func wrap(_ text: String, width: Double, metrics: any TextMeasuring) -> [String] {
        func fits(_ s: String) -> Bool { metrics.width(of: s, size: fontSize, weight: .regular) <= width }
        var pieces: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if fits(candidate) { line = candidate; continue }
            if !line.isEmpty { pieces.append(line); line = "" }
            if fits(word) { line = word; continue }
            for ch in word {
                if !line.isEmpty && !fits(line + String(ch)) { pieces.append(line); line = "" }
                line.append(ch)
            }
        }
        if !line.isEmpty || pieces.isEmpty { pieces.append(line) }
        return pieces
    }
}
