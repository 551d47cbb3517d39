/// Where the half modal's list rows lie in a frame, every row of the list, in view or not
/// (`halfModal.content list`): row N's top is `firstRowTop + (N − 1) · rowHeight`.
///
/// The hit regions hold only the rows a press can reach (cut to the list and the canvas);
/// this keeps the rest, so `elements` can say where a row scrolled out of view has gone.
public struct ListRowsLayout: Equatable, Sendable {
    /// The rows' left edge and width (the inset-grouped margins).
    public var x: Double
    public var width: Double
    /// Row 1's top edge in canvas points: the list's top minus the content offset.
    public var firstRowTop: Double
    public var rowHeight: Double
    /// How many rows the list has (`halfModal.contentRows`).
    public var count: Int

    public init(x: Double, width: Double, firstRowTop: Double, rowHeight: Double, count: Int) {
        self.x = x; self.width = width; self.firstRowTop = firstRowTop; self.rowHeight = rowHeight; self.count = count
    }

    /// Row `n`'s whole frame (numbered from 1), uncut, wherever it is.
    public func frame(ofRow n: Int) -> Rect {
        Rect(x: x, y: firstRowTop + Double(n - 1) * rowHeight, width: width, height: rowHeight)
    }
}

/// One entry of the `elements` list: an element's id and frame in canvas points.
public struct ElementEntry: Equatable, Sendable {
    public var id: ElementID
    public var frame: Rect
    /// For list rows only: whether a press can reach the row now (false when it scrolled out
    /// of view, above the list's top or below the screen); nil for every other element, which
    /// is listed only when reachable.
    public var visible: Bool?
    /// For the form's text field only: the text it holds.
    public var text: String?

    public init(id: ElementID, frame: Rect, visible: Bool? = nil, text: String? = nil) {
        self.id = id; self.frame = frame; self.visible = visible; self.text = text
    }
}

extension Frame {
    /// What `elements` reports, back to front: each reachable region with its frame (cut to the
    /// canvas), except that a list in view is followed by every one of its rows, `list-row-1`
    /// to `list-row-N`, with its whole frame where the content offset puts it, and `visible`
    /// saying whether a press reaches it now. A row's frame therefore moves with the content
    /// even after it has scrolled out of view ("moves list-row-1 up by 200").
    public var elementEntries: [ElementEntry] {
        let reachable = hitTestableRegions
        let reachableRows = Set(reachable.lazy.map(\.id).filter { $0.rawValue.hasPrefix("list-row-") })
        var out: [ElementEntry] = []
        out.reserveCapacity(reachable.count + (listRows?.count ?? 0))
        for r in reachable where !reachableRows.contains(r.id) {
            out.append(ElementEntry(id: r.id, frame: r.frame, text: r.id == .textField ? fieldText ?? "" : nil))
            if r.id == .list, let rows = listRows, rows.count > 0 {
                for n in 1...rows.count {
                    let id = ElementID.listRow(n)
                    out.append(ElementEntry(id: id, frame: rows.frame(ofRow: n), visible: reachableRows.contains(id)))
                }
            }
        }
        return out
    }
}
