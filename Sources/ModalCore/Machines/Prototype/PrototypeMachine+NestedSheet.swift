/// A sheet over a sheet (issue 34): the first page sheet's "もう一枚" presents a second page
/// sheet over it, as iOS does when a sheet presents a sheet.
///
/// The nested sheet takes the first sheet's place (safe-area top + `topGap`); the first recedes
/// behind it (`SceneBuilder+NestedSheet`). Input goes to the top sheet: a drag on the sheets
/// moves the nested one while it is up, Escape closes it first, and the first sheet comes
/// back. Closing the first sheet (its button, or a request's success) closes both. The nested
/// sheet carries no request button: the cover and alert are raised from the first sheet only.
extension PrototypeMachine {
    /// Presents or closes the nested sheet; false when `id` does nothing now.
    mutating func activateNested(_ id: ElementID, now: Double) -> Bool {
        switch id {
        case .openNestedSheet:
            guard sheet.isActive(at: now), !nestedSheet.isActive(at: now) else { return false }
            // A press held on the first sheet (Return opened this one) ends: it belongs to a
            // sheet that no longer takes input.
            if pointer != .idle { cancelPointer(now: now) }
            nestedSheet.present(now: now)
        case .closeNestedSheet:
            guard nestedSheet.isActive(at: now) else { return false }
            nestedSheet.dismiss(now: now)
        default:
            return false
        }
        return true
    }

    /// Dismisses the first sheet and, with it, a nested sheet still up.
    mutating func dismissSheets(now: Double) {
        nestedSheet.dismiss(now: now)
        sheet.dismiss(now: now)
    }

    /// True when the sheet on top may be dragged: the nested one while it is on screen (not
    /// while it leaves, when the first sheet waits for it), else the first.
    func topSheetCanDrag(at now: Double) -> Bool {
        nestedSheet.isOnScreen(at: now) ? nestedSheet.canDrag(at: now) : sheet.canDrag(at: now)
    }

    /// Starts dragging the top sheet from a press at `start` that has moved to `y`.
    mutating func beginTopSheetDrag(from start: Double, to y: Double, now: Double) {
        if nestedSheet.isActive(at: now) {
            nestedSheet.beginDrag(y: start, now: now)
        } else {
            sheet.beginDrag(y: start, now: now)
        }
        let travel = sheetTravel, screen = canvas.height
        withDraggedSheet { $0.drag(y: y, height: travel, screenHeight: screen, now: now) }
    }

    /// Runs `body` on the sheet that follows the pointer: the nested one when it is dragged,
    /// else the first.
    mutating func withDraggedSheet(_ body: (inout SheetMachine) -> Void) {
        if nestedSheet.isDragging { body(&nestedSheet) } else { body(&sheet) }
    }

    /// The nested sheet's invariants at `now`: never on screen without the first sheet, never
    /// active while the first is not, its fraction finite within [-1, 1].
    func nestedSheetViolations(now: Double) -> [String] {
        var problems: [String] = []
        if nestedSheet.isOnScreen(at: now) && !sheet.isOnScreen(at: now) { problems.append("nested sheet without the first") }
        if nestedSheet.isActive(at: now) && !sheet.isActive(at: now) { problems.append("nested sheet active, first not") }
        let f = nestedSheet.fraction(at: now)
        if !f.isFinite || f < -1 || f > 1.0001 { problems.append("nested sheet fraction \(f) outside [-1, 1]") }
        return problems
    }
}
