/// A sheet over a sheet (issue 34): the nested page sheet, and the first sheet receding
/// behind it — scaled down about its top centre by `sheet.stackedScale`, raised by
/// `sheet.stackedPeek` so its top peeks above the new sheet, and dimmed by
/// `sheet.stackedDimAlpha` — along the nested sheet's own presenting progress (the curve the
/// presenting view follows behind the first sheet). Values and sources: docs/FIDELITY.md.
extension SceneBuilder {
    /// How far the first sheet has receded behind the nested one at `now` (0 uncovered, 1 fully
    /// behind it); Reduce Motion keeps it in place, as the presenting view (`recedes`).
    var coveredProgress: Double {
        guard m.nestedSheet.isOnScreen(at: now) else { return 0 }
        return min(max(m.nestedSheet.presentingProgress(at: now), 0), 1)
    }

    /// The first sheet's transform when its top edge is at `top`: identity with no nested
    /// sheet; else the stacked scale about its top centre, moved up by the peek.
    func coveredSheetTransform(top: Double) -> Transform {
        let p = m.settings.accessibility.reduceMotion ? 0 : coveredProgress
        guard p > 0 else { return .identity }
        let sheet = m.settings.sheet
        let s = 1 - (1 - sheet.stackedScale) * p
        return Transform.scale(s, about: Point(x: W / 2, y: top), thenMove: 0, -sheet.stackedPeek * p)
    }

    /// Appends the first sheet's items: as they are when nothing covers it, else under
    /// `transform` with the covered sheet's dim over its `body`.
    mutating func appendCoveredSheet(_ list: [DisplayItem], body: Rect, transform: Transform) {
        let p = coveredProgress
        guard p > 0 else { items.append(contentsOf: list); return }
        var covered = list
        let alpha = m.settings.sheet.stackedDimAlpha * p
        if alpha > 0 {
            covered.append(.fill(body, .top(m.settings.sheet.cornerRadius), presentingDimColor.withAlpha(alpha)))
        }
        items.append(.group(transform, opacity: 1, covered))
    }

    /// The nested sheet: where the first sheet stands when presented (safe-area top +
    /// `topGap`), with its title and its close button. The first sheet's top, peeking above
    /// it, stays a `sheet` region whose taps and drags do nothing, as on iOS.
    mutating func addNestedSheet() {
        guard m.nestedSheet.isOnScreen(at: now) else { return }
        let travel = m.sheetTravel
        let y = H - travel + m.nestedSheet.fraction(at: now) * travel
        let rect = Rect(x: 0, y: y, width: W, height: bodyBottom(top: y) - y)
        items.append(.fill(rect, .top(m.settings.sheet.cornerRadius), theme.green))
        if let r = rect.intersection(canvasRect) { regions.append(HitRegion(id: .nestedSheet, frame: r, isButton: false)) }

        var list: [DisplayItem] = []
        var regs: [HitRegion] = []
        let slots = VStackLayout.frames(
            of: [.spacer, .fixed(theme.bodyLineHeight), .spacer, .fixed(theme.buttonHeight), .spacer],
            top: y, height: travel, spacing: theme.stackSpacing)
        list.append(.text(TextRun(strings.nestedSheetTitle, at: Point(x: W / 2, y: slots[1].y + slots[1].height / 2),
                                  size: theme.bodySize, color: theme.label)))
        addButton(.closeNestedSheet, strings.closeNestedSheet, centerY: slots[3].y + slots[3].height / 2, into: &list, &regs)
        items.append(contentsOf: list)
        if m.nestedSheet.isActive(at: now) {
            for r in regs { if let c = r.frame.intersection(canvasRect) { regions.append(HitRegion(id: r.id, frame: c, isButton: true)) } }
        }
    }
}
