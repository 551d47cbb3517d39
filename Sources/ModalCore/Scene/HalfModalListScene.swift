/// The half modal's list content (`halfModal.content list`, every profile): rows of 44 pt with
/// hairline separators (one device pixel, on the pixel grid), labelled "行 N" / "Row N", moved
/// by the content offset, inset-grouped on the system sheet as a SwiftUI `List` is.
extension SceneBuilder {
    /// Margin of the rows from the card's sides (an inset-grouped list on a 390 pt phone).
    static let listRowMargin = 20.0

    /// The list's drawing and its regions (`list`, `list-row-N` for rows in view) for a card
    /// whose top is at `top`, followed by the card's top band (`band`, drawn over rows that
    /// scrolled under it), and where every row lies, in view or not. Empty when the card shows
    /// no list.
    func halfModalList(top: Double, band: (color: Color, radius: Double))
        -> (items: [DisplayItem], regions: [HitRegion], rows: ListRowsLayout?) {
        let hm = m.halfModal
        if hm.settings.content == .form {
            let form = halfModalForm(top: top)
            return (form.items, form.regions, nil)
        }
        guard hm.settings.content == .list, top < H else { return ([], [], nil) }
        let dark = m.settings.appearance == .dark
        let native = hm.profile == .native
        let listTop = top + hm.contentInset
        let listFrame = Rect(x: 0, y: listTop, width: W, height: max(H - listTop, 0))
        var items: [DisplayItem] = []
        var regions: [HitRegion] = []
        if native, listFrame.height > 0 {
            items.append(.fill(listFrame, .zero, dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F2F7)))
        }
        if let onScreen = listFrame.intersection(canvasRect) {
            regions.append(HitRegion(id: .list, frame: onScreen, isButton: false))
        }
        let rowColor = dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xFFFFFF)
        let separator = dark ? Color(r: 0x54, g: 0x54, b: 0x58, a: 153) : Color(r: 0x3C, g: 0x3C, b: 0x43, a: 74)
        let h = HalfModalMachine.rowHeight, margin = Self.listRowMargin
        let offset = hm.contentOffset(at: now)
        let rows = max(hm.settings.contentRows, 0)
        let first = max(Int(((offset) / h).rounded(.down)), 0)
        var i = first
        while i < rows {
            let y = listTop + Double(i) * h - offset
            if y >= H { break }
            let row = Rect(x: margin, y: y, width: W - 2 * margin, height: h)
            // A row scrolled partly above the list is cut at the list's top; the band covers its label.
            guard let shown = row.intersection(listFrame) else { i += 1; continue }
            // Drawn on whole device pixels, and its separator one device pixel thick at its
            // bottom: Core Animation does not antialias a layer's edges off the pixel grid
            // (`UIViewEdgeAntialiasing`, default NO), so iOS shows no seam between rows and
            // never smears a hairline. The row's region keeps its exact place.
            let rowTop = snappedToPixel(y), rowBottom = snappedToPixel(y + h)
            if let drawn = Rect(x: margin, y: rowTop, width: W - 2 * margin, height: rowBottom - rowTop).intersection(listFrame) {
                let corner = i == 0 && drawn.y == rowTop ? 10.0 : 0, last = i == rows - 1 ? 10.0 : 0
                items.append(.fill(drawn, CornerRadii(topLeft: corner, topRight: corner, bottomRight: last, bottomLeft: last),
                                   rowColor))
            }
            if i < rows - 1 && rowBottom - hairline >= listTop {
                items.append(.fill(Rect(x: margin + 20, y: rowBottom - hairline, width: W - 2 * margin - 20, height: hairline),
                                   .zero, separator))
            }
            let label = m.settings.language == .ja ? "行 \(i + 1)" : "Row \(i + 1)"
            if y + 12 >= top { items.append(.text(TextRun(label, at: Point(x: margin + 20, y: y + h / 2), anchor: .leading,
                                       size: theme.bodySize, color: theme.label))) }
            if let onScreen = shown.intersection(canvasRect) {
                regions.append(HitRegion(id: .listRow(i + 1), frame: onScreen, isButton: false))
            }
            i += 1
        }
        // The card's top band covers rows scrolled (or rubber-banded) above the list.
        items.append(.fill(Rect(x: 0, y: top, width: W, height: hm.contentInset),
                           CornerRadii(topLeft: band.radius, topRight: band.radius, bottomRight: 0, bottomLeft: 0), band.color))
        let layout = ListRowsLayout(x: margin, width: W - 2 * margin, firstRowTop: listTop - offset, rowHeight: h, count: rows)
        return (items, regions, layout)
    }
}
