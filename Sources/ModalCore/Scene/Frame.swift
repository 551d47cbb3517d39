/// One frame of the scene: what to draw and where each element answers to the pointer.
public struct Frame: Equatable, Sendable {
    public var canvas: Size
    /// Colour under everything (seen around the shrunken presenting view).
    public var background: Color
    /// Back to front.
    public var items: [DisplayItem]
    /// Back to front: a later region lies above an earlier one.
    public var regions: [HitRegion]
    /// Every row of the half modal's list where the content offset puts it, in view or not;
    /// nil when no list is shown (`elementEntries`).
    public var listRows: ListRowsLayout?
    /// What the form's text field holds (`text-field` carries it in `elements`); nil without a form.
    public var fieldText: String?

    public init(canvas: Size, background: Color, items: [DisplayItem], regions: [HitRegion]) {
        self.canvas = canvas; self.background = background; self.items = items; self.regions = regions
    }

    /// The topmost region containing `p`.
    public func hitTest(_ p: Point) -> HitRegion? {
        regions.last { $0.frame.contains(p) }
    }

    /// The topmost region named `id`.
    public func region(_ id: ElementID) -> HitRegion? {
        regions.last { $0.id == id }
    }

    /// True when `id` is on screen and a press somewhere on it reaches it.
    public func isHitTestable(_ id: ElementID) -> Bool { reachablePoint(of: id) != nil }

    /// Where a press reaches `id`: its centre when that is uncovered, else the first uncovered
    /// point of a grid over it about 4 pt apart (9 to 128 points a side, row by row from the
    /// top), else nil.
    public func reachablePoint(of id: ElementID) -> Point? {
        guard let index = regions.lastIndex(where: { $0.id == id }) else { return nil }
        let r = regions[index]
        if hitTest(r.frame.center)?.id == id { return r.frame.center }
        // Every point tried lies inside r.frame: a region above that contains it all wins them all.
        if regions[(index + 1)...].contains(where: { $0.frame.contains(r.frame) }) { return nil }
        func count(_ length: Double) -> Int { min(max(Int((length / 4).rounded(.up)), 9), 128) }
        let nx = count(r.frame.width), ny = count(r.frame.height)
        for j in 0..<ny {
            for i in 0..<nx {
                let p = Point(x: r.frame.x + r.frame.width * (Double(i) + 0.5) / Double(nx),
                              y: r.frame.y + r.frame.height * (Double(j) + 0.5) / Double(ny))
                if hitTest(p)?.id == id { return p }
            }
        }
        return nil
    }

    /// The regions a press can reach, back to front: what a scenario may tap.
    public var hitTestableRegions: [HitRegion] {
        var seen = Set<ElementID>()
        var out: [HitRegion] = []
        for r in regions.reversed() where !seen.contains(r.id) {
            seen.insert(r.id)
            if reachablePoint(of: r.id) != nil { out.append(r) }
        }
        return out.reversed()
    }

    /// Buttons reachable by the pointer, in reading order (top to bottom, then left to right):
    /// the keyboard focus order.
    ///
    /// The same as `hitTestableRegions.filter(\.isButton)`, sorted, but only buttons are searched
    /// for a reachable point: a surface covered at its centre (the main view under a full-height
    /// half modal) would cost a grid of up to 128 × 128 hit tests per key press.
    public var focusOrder: [ElementID] {
        var seen = Set<ElementID>()
        var buttons: [HitRegion] = []
        for r in regions.reversed() where !seen.contains(r.id) {
            seen.insert(r.id)
            if r.isButton && reachablePoint(of: r.id) != nil { buttons.append(r) }
        }
        return buttons.reversed()
            .sorted { ($0.frame.midY, $0.frame.midX) < ($1.frame.midY, $1.frame.midX) }
            .map(\.id)
    }
}
