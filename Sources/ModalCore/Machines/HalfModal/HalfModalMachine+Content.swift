/// A drag on the card's list shared with the card (profiles `native` and `fluid`), as
/// UIKit's sheet hands a drag between its scroll view and itself.
///
/// With `halfModal.contentInteraction resizes` (`prefersScrollingExpandsWhenScrolledToEdge`):
/// a finger moving up moves the sheet until its largest detent, then scrolls the content; a
/// finger moving down scrolls the content back to its top, then moves the sheet down, in the
/// same gesture. With `scrolls` the list takes every drag. The `seed` card just drags.
struct ContentHandOff: Equatable, Sendable {
    /// What the finger moved last.
    enum Target: Equatable, Sendable { case none, sheet, content }

    /// Where the finger was last seen (y).
    var lastY: Double
    /// The sheet's gesture pointer: moves only by what the sheet took.
    var sheetPointer: Point
    var lastTarget: Target = .none
    /// The real finger's samples, for the release velocity.
    var tracker: VelocityTracker
}

extension HalfModalMachine {
    /// Height of one list row (UIKit's default 44 pt).
    public static let rowHeight = 44.0

    /// The list's top edge below the card's top: clear of the grabber.
    public var contentInset: Double { geometry.contentInset }

    /// The `fitted` detent's sheet height (`HalfModalGeometry.fittedHeight`).
    public var fittedHeight: Double { geometry.fittedHeight }

    /// The list's height: its rows, end to end.
    public var contentHeight: Double { Double(max(settings.contentRows, 0)) * Self.rowHeight }

    /// The list's content offset at `now` (0 at its top).
    public func contentOffset(at now: Double) -> Double {
        settings.content == .list ? scroll.offset(at: now) : 0
    }

    /// Sets the scroll bounds for the viewport the list has at the card's detent.
    mutating func syncScrollBounds() {
        let viewport = max(height - (top(of: detent == .hidden ? .half : detent) + contentInset), 1)
        scroll.viewport = viewport
        // The last row scrolls clear of the home indicator: the bottom safe area is content inset,
        // as a List in a sheet gets it (`contentInsetAdjustmentBehavior`).
        scroll.maxOffset = max(contentHeight + geometry.safeAreaBottom - viewport, 0)
    }

    /// Starts a shared drag when `p` is on the list of a `native` or `fluid` card; false otherwise.
    mutating func beginHandOff(at p: Point, now: Double) -> Bool {
        guard settings.content == .list, profile != .seed, p.y >= top(at: now) + contentInset else { return false }
        behaviour.beginDrag(at: p, now: now, geometry)   // catches the card where it is
        syncScrollBounds()
        scroll.beginTracking(now: now)
        var tracker = VelocityTracker()
        tracker.add(p, at: now)
        handOff = ContentHandOff(lastY: p.y, sheetPointer: p, tracker: tracker)
        return true
    }

    /// Shares the finger's move between the sheet and the content.
    mutating func handOffDrag(to p: Point, now: Double) {
        guard var h = handOff else { return }
        handOff = nil
        h.tracker.add(p, at: now)
        var remaining = p.y - h.lastY
        h.lastY = p.y
        func moveSheet(_ d: Double) {
            h.sheetPointer.y += d
            behaviour.drag(to: h.sheetPointer, now: now, geometry)
            h.lastTarget = .sheet
        }
        func moveContent(_ d: Double) {
            scroll.scroll(by: -d, now: now)
            h.lastTarget = .content
        }
        if settings.contentInteraction == .scrolls {
            if remaining != 0 { moveContent(remaining) }
        } else if remaining < 0 {
            // Up: the sheet first, until its largest detent.
            let room = max(behaviour.top(at: now, geometry) - top(of: .full), 0)
            let take = max(remaining, -room)
            if take < 0 { moveSheet(take); remaining -= take }
            if remaining < 0 { moveContent(remaining) }
        } else if remaining > 0 {
            // Down: the content back to its top first, then the sheet.
            let take = min(remaining, max(scroll.offset(at: now), 0))
            if take > 0 { moveContent(take); remaining -= take }
            if remaining > 0 { moveSheet(remaining) }
        }
        handOff = h
    }

    /// Ends a shared drag: whichever moved last carries the finger's velocity.
    mutating func endHandOff(at p: Point, now: Double, velocity: Double?) {
        handOffDrag(to: p, now: now)
        guard let h = handOff else { return }
        handOff = nil
        let v = clampVelocity(velocity ?? h.tracker.velocity(at: now).y)
        behaviour.endDrag(at: h.sheetPointer, now: now, velocity: h.lastTarget == .sheet ? v : 0, geometry)
        syncScrollBounds()
        scroll.release(velocity: h.lastTarget == .content ? -v : 0, now: now)
    }
}
