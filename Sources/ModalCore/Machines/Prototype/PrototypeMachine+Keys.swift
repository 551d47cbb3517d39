/// Keys and keyboard focus: Tab order from the frame, Return/Space activate the focused
/// control, and each layer's shortcuts (alert, cover, sheet, main view).
extension PrototypeMachine {
    mutating func keyPressed(_ key: Key, now: Double) -> [Action] {
        if key == .q { return [.quit] }
        if halfModal.form.focused {
            // Editing: Return and Escape end it (the keyboard goes down); letters and space are
            // text (they arrive as `.text`), Backspace deletes; Tab still moves the focus.
            switch key {
            case .escape, .return: halfModal.endEditing(now: now); return []
            case .backspace: halfModal.deleteBackward(); return []
            case .space, .h, .f, .s: return []
            default: break
            }
        }
        switch key {
        case .tab, .shiftTab:
            let order = frame(now: now).focusOrder
            guard !order.isEmpty else { focus = nil; return [] }
            if let f = focus, let i = order.firstIndex(of: f) {
                focus = order[(i + (key == .tab ? 1 : order.count - 1)) % order.count]
            } else {
                focus = key == .tab ? order.first : order.last
            }
            return []
        case .return, .space:
            if let f = focus, frame(now: now).isHitTestable(f) { return activate(f, now: now) }
            if request.phase == .alert { return activate(.alertOK, now: now) }
            return []
        default:
            break
        }
        // Layer shortcuts: the alert takes Escape (its OK is the only way out), the cover
        // swallows the rest; the sheet takes Escape; else the main view.
        if request.phase == .alert || request.isCoverShown(at: now) {
            if key == .escape && request.phase == .alert { return activate(.alertOK, now: now) }
            return []
        }
        if sheet.isOnScreen(at: now) {
            // The top sheet closes first: the nested one, then the first.
            if key == .escape && nestedSheet.isActive(at: now) { return activate(.closeNestedSheet, now: now) }
            if key == .escape && sheet.isActive(at: now) { return activate(.closeSheet, now: now) }
            return []
        }
        switch key {
        case .escape:
            guard halfModal.detent != .hidden else { return [] }
            if pointer == .draggingHalfModal { pointer = .idle }
            halfModal.dismiss(now: now)
        case .h:
            return activate(.toggleHalfModal, now: now)
        case .f:
            if pointer == .draggingHalfModal { pointer = .idle }
            halfModal.cycleFull(now: now)
        case .s:
            return activate(.openSheet, now: now)
        default:
            return []
        }
        dropFocusIfGone(now: now)
        return []
    }

    mutating func dropFocusIfGone(now: Double) {
        if let f = focus, !frame(now: now).isHitTestable(f) { focus = nil }
    }
}
