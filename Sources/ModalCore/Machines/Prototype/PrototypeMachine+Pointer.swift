/// Pointer routing: a press goes to the topmost hit region; buttons activate on release
/// inside; a vertical move past the slop turns a press on the sheet into a sheet drag; the
/// half modal is dragged from anywhere on it.
extension PrototypeMachine {
    mutating func pointerDown(_ p: Point, now: Double) -> [Action] {
        if pointer != .idle { cancelPointer(now: now) }
        let frame = frame(now: now)
        let region = frame.hitTest(p)
        // A tap anywhere but the field and the keyboard ends editing (UIKit's tap to dismiss).
        if halfModal.form.focused, region?.id != .textField, region?.id != .keyboard { halfModal.endEditing(now: now) }
        guard let region, region.id != .keyboard else { return [] }
        switch region.id {
        case let id where id == .halfModal || id.isHalfModalList:
            halfModal.beginDrag(at: p, now: now)
            pointer = .draggingHalfModal
        default:
            // A press on the covered sheet's peeking top drags nothing: the nested sheet is on top.
            let covered = region.id == .sheet && nestedSheet.isOnScreen(at: now)
            let inSheet = (region.id == .sheet && !covered) || region.id == .nestedSheet
                || SceneBuilder.sheetControls.contains(region.id)
            pointer = .pressing(region.id, inside: true, start: p, dragsSheet: inSheet && topSheetCanDrag(at: now))
        }
        return []
    }

    mutating func pointerMove(_ p: Point, now: Double) -> [Action] {
        switch pointer {
        case .idle:
            break
        case let .pressing(id, _, start, _) where id == .halfModalGrabber && abs(p.y - start.y) >= settings.sheet.dragSlop:
            // A drag from the grabber moves the sheet, as on iOS; only a tap cycles.
            halfModal.beginDrag(at: start, now: now)
            halfModal.drag(to: p, now: now)
            pointer = .draggingHalfModal
        case let .pressing(id, _, start, dragsSheet):
            if dragsSheet && abs(p.y - start.y) >= settings.sheet.dragSlop && topSheetCanDrag(at: now) {
                beginTopSheetDrag(from: start.y, to: p.y, now: now)
                pointer = .draggingSheet
            } else {
                let inside = frame(now: now).region(id)?.frame.contains(p) ?? false
                pointer = .pressing(id, inside: inside, start: start, dragsSheet: dragsSheet)
            }
        case .draggingSheet:
            let travel = sheetTravel, screen = canvas.height
            withDraggedSheet { $0.drag(y: p.y, height: travel, screenHeight: screen, now: now) }
        case .draggingHalfModal:
            halfModal.drag(to: p, now: now)
        }
        return []
    }

    /// The button went up at `p`; a drag ends with `velocity` (pt/s) when the release carries
    /// one (`Event.pointerLift`), else with the velocity its tracker sampled.
    mutating func pointerUp(_ p: Point, now: Double, velocity: Point? = nil) -> [Action] {
        let state = pointer
        pointer = .idle
        switch state {
        case .idle:
            return []
        case let .pressing(id, _, _, _):
            let frame = frame(now: now)
            guard let region = frame.region(id), region.frame.contains(p), frame.hitTest(p)?.id == id else { return [] }
            return activate(id, now: now)
        case .draggingSheet:
            let travel = sheetTravel, screen = canvas.height
            withDraggedSheet { $0.endDrag(y: p.y, height: travel, screenHeight: screen, now: now, velocity: velocity?.y) }
            return []
        case .draggingHalfModal:
            halfModal.endDrag(at: p, now: now, velocity: velocity?.y)
            return []
        }
    }

    /// A synthetic drag's end (`Event.pointerRelease`): drags end with `velocity`; a press
    /// that never became a drag is cancelled, so a scroll over a button never clicks it.
    mutating func pointerRelease(_ p: Point, velocity: Point, now: Double) -> [Action] {
        let state = pointer
        pointer = .idle
        switch state {
        case .idle, .pressing:
            return []
        case .draggingSheet:
            let travel = sheetTravel, screen = canvas.height
            withDraggedSheet { $0.endDrag(y: p.y, height: travel, screenHeight: screen, now: now, velocity: velocity.y) }
        case .draggingHalfModal:
            halfModal.endDrag(at: p, now: now, velocity: velocity.y)
        }
        return []
    }

    mutating func cancelPointer(now: Double) {
        switch pointer {
        case .idle, .pressing: break
        case .draggingSheet: withDraggedSheet { $0.cancelDrag(now: now) }
        case .draggingHalfModal: halfModal.cancelDrag(now: now)
        }
        pointer = .idle
    }
}
