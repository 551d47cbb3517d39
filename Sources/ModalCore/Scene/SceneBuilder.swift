/// Builds the frame — display list and hit regions — from the machine's state at one instant.
///
/// A pure function of (state, time, canvas): drawing and hit testing read the same frame,
/// so what you see is what you click.
struct SceneBuilder {
    let m: PrototypeMachine
    let now: Double
    let theme: Theme
    let strings: Strings
    let W: Double
    let H: Double
    /// Device, chrome and pixel scale; nil for the bare scene (no chrome, one pixel per point).
    let display: DisplayContext?

    var items: [DisplayItem] = []
    var regions: [HitRegion] = []
    /// The list's rows, in view or not (`Frame.listRows`).
    var listRows: ListRowsLayout?

    /// Controls that live on the sheet (a press on them may turn into a sheet drag).
    static let sheetControls: Set<ElementID> = [.closeSheet, .startRequest, .openNestedSheet, .closeNestedSheet]

    init(machine: PrototypeMachine, now: Double, display: DisplayContext? = nil) {
        m = machine
        self.now = now
        self.display = display
        theme = machine.settings.theme.resolved(for: machine.settings.appearance)
        strings = machine.settings.labels.table(machine.settings.language)
        W = machine.canvas.width
        H = machine.canvas.height
    }

    var canvasRect: Rect { Rect(x: 0, y: 0, width: W, height: H) }

    func build() -> Frame {
        var b = self
        b.items.reserveCapacity(40)
        b.regions.reserveCapacity(16)
        b.addMainView()
        if m.halfModal.profile == .native { b.addNativeSheet() }
        b.addSheet()
        b.addNestedSheet()
        b.addCover()
        b.addAlert()
        b.addKeyboard()
        if let display, display.showsChrome { b.addChrome(display) }
        var frame = Frame(canvas: m.canvas, background: theme.windowBackground, items: b.items, regions: b.regions)
        frame.listRows = b.listRows
        if m.halfModal.settings.content == .form { frame.fieldText = m.halfModal.form.text }
        return frame
    }

    // MARK: Main view (with the half modal inside it)

    mutating func addMainView() {
        // The native sheet scales the presenting view towards its large detent, as a page sheet does.
        let sheetProgress = m.sheet.presentingProgress(at: now)
        let p = max(sheetProgress, m.halfModal.nativeLargeProgress(at: now))
        // Reduce Motion: UIKit's sheet leaves the presenting view where it is (no scale-down,
        // no move, no corner change); the dim stays.
        let recedes = m.settings.accessibility.reduceMotion ? 0 : p
        let s = 1 - (1 - m.settings.sheet.presentingScale) * recedes
        let transform = Transform.scale(s, about: Point(x: W / 2, y: 0), thenMove: 0, theme.safeAreaTop * recedes)
        var main: [DisplayItem] = []
        var mainRegions: [HitRegion] = []

        // The radius is drawn inside the scale, so it is divided by it to read as set on screen.
        let radius = presentingCornerRadius(progress: recedes) / max(s, 1e-9)
        main.append(.fill(canvasRect, CornerRadii(all: radius), theme.orange))
        mainRegions.append(HitRegion(id: .mainView, frame: canvasRect, isButton: false))

        let slots = VStackLayout.frames(
            of: [.spacer, .fixed(theme.bodyLineHeight), .spacer, .fixed(theme.buttonHeight), .fixed(theme.buttonHeight), .spacer],
            top: 0, height: H, spacing: theme.stackSpacing)
        main.append(.text(TextRun(strings.mainTitle, at: Point(x: W / 2, y: slots[1].y + slots[1].height / 2),
                                  size: theme.bodySize, color: theme.label)))
        addButton(.openSheet, strings.openSheet, centerY: slots[3].y + slots[3].height / 2, into: &main, &mainRegions)
        addButton(.toggleHalfModal, strings.halfModal, centerY: slots[4].y + slots[4].height / 2, into: &main, &mainRegions)

        if m.halfModal.profile != .native { addHalfModal(into: &main, &mainRegions) }

        items.append(.group(transform, opacity: 1, main))
        for r in mainRegions {
            if let clipped = transform.apply(r.frame).intersection(canvasRect) {
                regions.append(HitRegion(id: r.id, frame: clipped, isButton: r.isButton))
            }
        }
        if sheetProgress > 0 {
            items.append(.fill(canvasRect, .zero, presentingDimColor.withAlpha(m.settings.sheet.dimAlpha * sheetProgress)))
        }
    }

    /// The presenting view's corner radius on screen at `progress` (0 uncovered, 1 behind the
    /// sheet): from the display's corner radius × `presentingDisplayRadiusFactor` (0 on a
    /// typed-in canvas, or without a display) to `presentingCornerRadius`, linearly.
    func presentingCornerRadius(progress p: Double) -> Double {
        guard p > 0 else { return 0 }
        let sheet = m.settings.sheet
        let start = max(displayDevice?.displayCornerRadius ?? 0, 0) * max(sheet.presentingDisplayRadiusFactor, 0)
        return max(start + (sheet.presentingCornerRadius - start) * min(p, 1), 0)
    }

    /// The device whose screen this frame fills: the preset when the canvas is its size, else none.
    var displayDevice: Device? {
        guard let display, display.device.canvas == m.canvas else { return nil }
        return display.device
    }

    /// The dim over the presenting view: black, or in dark appearance grey at `darkDimWhite`.
    var presentingDimColor: Color {
        guard m.settings.appearance == .dark else { return .black }
        let level = UInt8((min(max(m.settings.sheet.darkDimWhite, 0), 1) * 255).rounded())
        return Color(r: level, g: level, b: level, a: 255)
    }

    mutating func addHalfModal(into list: inout [DisplayItem], _ regs: inout [HitRegion]) {
        let hm = m.halfModal
        let s = hm.settings
        let alpha = hm.backdropAlpha(at: now)
        let top = hm.top(at: now)
        if alpha > 0 {
            list.append(.fill(canvasRect, .zero, Color.black.withAlpha(alpha)))
            // The region is the part of the backdrop the card leaves visible, so its centre is tappable.
            if let visible = Rect(x: 0, y: 0, width: W, height: min(max(top, 0), H)).intersection(canvasRect) {
                regs.append(HitRegion(id: .halfModalBackdrop, frame: visible, isButton: false))
            }
        }
        guard top < H else { return }
        let card = Rect(x: 0, y: top, width: W, height: bodyBottom(top: top) - top)
        list.append(.fill(card, CornerRadii(all: s.cornerRadius), theme.gray))
        let content = halfModalList(top: top, band: (theme.gray, s.cornerRadius))
        list += content.items
        let grabber = Rect(x: W / 2 - s.grabberWidth / 2, y: top + s.grabberTopPadding,
                           width: s.grabberWidth, height: s.grabberHeight)
        let r = min(s.grabberCornerRadius, s.grabberHeight / 2, s.grabberWidth / 2)
        list.append(.fill(grabber, CornerRadii(all: r), theme.label))
        regs.append(HitRegion(id: .halfModal, frame: card, isButton: false))
        regs += content.regions
        listRows = content.rows
    }

    /// Where the body of a card or sheet whose top edge is at `top` ends: its own height (one
    /// canvas) below its top, and never less than `bodyBleed` below the screen's bottom edge.
    ///
    /// A real sheet's body runs past the bottom of the screen, so no motion opens a gap there.
    /// The bottom does not follow the top up: however far a spring overshoots, a rubber band
    /// stretches or a flick projects (a pointer clamped to the canvas, a release speed
    /// clamped to 6000 pt/s), the rounded bottom corners stay off screen and the body covers
    /// what lies below it.
    func bodyBottom(top: Double) -> Double {
        max(top + H, H + SceneBuilder.bodyBleed(canvasHeight: H))
    }

    /// How far below the screen a body reaches at least: one canvas height, more than the
    /// rubber band can ever pull (it stays below one dimension) and than any corner radius.
    static func bodyBleed(canvasHeight H: Double) -> Double { max(H, 100) }

    // MARK: Sheet

    mutating func addSheet() {
        guard m.sheet.isOnScreen(at: now) else { return }
        let travel = m.sheetTravel
        let y = H - travel + m.sheet.fraction(at: now) * travel
        // The shrunken presenting view above the sheet: taps there do nothing, as on iOS.
        regions.append(HitRegion(id: .sheetBackdrop, frame: Rect(x: 0, y: 0, width: W, height: min(max(y, 1), H)),
                                 isButton: false))
        let rect = Rect(x: 0, y: y, width: W, height: bodyBottom(top: y) - y)
        let covered = coveredSheetTransform(top: y)   // a nested sheet over it makes it recede
        var list: [DisplayItem] = [.fill(rect, .top(m.settings.sheet.cornerRadius), theme.green)]
        if let r = covered.apply(rect).intersection(canvasRect) { regions.append(HitRegion(id: .sheet, frame: r, isButton: false)) }

        var regs: [HitRegion] = []
        let slots = VStackLayout.frames(
            of: [.spacer, .fixed(theme.bodyLineHeight), .spacer, .fixed(theme.buttonHeight), .spacer,
                 .fixed(theme.buttonHeight), .spacer],
            top: y, height: travel, spacing: theme.stackSpacing)
        list.append(.text(TextRun(strings.sheetTitle, at: Point(x: W / 2, y: slots[1].y + slots[1].height / 2),
                                  size: theme.bodySize, color: theme.label)))
        addButton(.closeSheet, strings.closeSheet, centerY: slots[3].y + slots[3].height / 2, into: &list, &regs)
        addButton(.startRequest, strings.startRequest, centerY: slots[5].y + slots[5].height / 2, into: &list, &regs)
        addButton(.openNestedSheet, strings.openNestedSheet,
                  centerY: slots[5].y + slots[5].height + theme.stackSpacing + theme.buttonHeight / 2, into: &list, &regs)
        appendCoveredSheet(list, body: rect, transform: covered)
        if m.sheet.isActive(at: now) && !m.nestedSheet.isOnScreen(at: now) {
            for r in regs { if let c = r.frame.intersection(canvasRect) { regions.append(HitRegion(id: r.id, frame: c, isButton: true)) } }
        }
    }

    // MARK: Cover and alert

    mutating func addCover() {
        guard let start = m.request.coverStart, m.request.isCoverShown(at: now) else { return }
        let c = m.settings.cover
        items.append(.fill(canvasRect, .zero, Color.black.withAlpha(c.dimAlpha)))
        regions.append(HitRegion(id: .loadingCover, frame: canvasRect, isButton: false))
        items.append(contentsOf: Spinner.spokes(center: Point(x: W / 2, y: H / 2), elapsed: now - start,
                                                settings: c, color: theme.spinner))
    }

    mutating func addAlert() {
        let a = m.settings.alert
        if let shown = m.request.alertShownAt {
            let (scale, opacity) = a.appearance(elapsed: now - shown)
            addBarrier(opacity: opacity)
            if !m.request.isCoverShown(at: now) { regions.append(HitRegion(id: .alertBarrier, frame: canvasRect, isButton: false)) }
            addAlertBox(scale: scale, opacity: opacity, interactive: true)
        } else if let d = m.request.lastAlertDismissal, now < d.dismissedAt + a.disappearDuration {
            let opacity = a.disappearanceOpacity(elapsed: now - d.dismissedAt)
            addBarrier(opacity: opacity)
            addAlertBox(scale: 1, opacity: opacity, interactive: false)
        }
    }

    /// The alert's barrier: black at `barrierAlpha` (`darkBarrierAlpha` in dark appearance)
    /// over the whole canvas, with the alert's opacity.
    mutating func addBarrier(opacity: Double) {
        let a = m.settings.alert
        let alpha = (m.settings.appearance == .dark ? a.darkBarrierAlpha : a.barrierAlpha) * opacity
        if alpha > 0 { items.append(.fill(canvasRect, .zero, Color.black.withAlpha(alpha))) }
    }

    /// One device pixel, in points.
    var hairline: Double { 1 / (display?.pixelScale ?? 1) }

    /// `y` moved to the nearest device-pixel boundary.
    func snappedToPixel(_ y: Double) -> Double {
        let s = display?.pixelScale ?? 1
        return (y * s).rounded() / s
    }

    mutating func addAlertBox(scale: Double, opacity: Double, interactive: Bool) {
        let a = m.settings.alert.drawn(on: m.settings.iosVersion)
        // The separator is one device pixel (iOS's hairline; Flutter `dialog.dart` draws it 0.3 pt
        // at ×3) on a pixel boundary; the layout keeps 0.5 pt for it, so frames do not depend on the scale.
        let titleH = 22.0, messageH = 18.0, gap = 4.0, separatorSpace = 0.5
        let contentH = a.padding + titleH + gap + messageH + a.padding
        let boxH = contentH + separatorSpace + a.buttonHeight
        let box = Rect(x: W / 2 - a.width / 2, y: H / 2 - boxH / 2, width: a.width, height: boxH)
        let buttonRect = Rect(x: box.x, y: box.y + contentH + separatorSpace, width: a.width, height: a.buttonHeight)
        // iOS blurs what lies under the alert; a blur of a uniform area is its colour, so the
        // alert first covers the labels beneath with the colour the fills make at its centre.
        let underlay = items.fillColor(at: box.center, over: theme.windowBackground)
        var list: [DisplayItem] = [
            .fill(box, CornerRadii(all: a.cornerRadius), underlay),
            .fill(box, CornerRadii(all: a.cornerRadius), theme.alertFill),
            .text(TextRun(strings.alertTitle, at: Point(x: W / 2, y: box.y + a.padding + titleH / 2),
                          size: 17, weight: .semibold, color: theme.label)),
            .text(TextRun(strings.alertMessage, at: Point(x: W / 2, y: box.y + a.padding + titleH + gap + messageH / 2),
                          size: 13, color: theme.label)),
            .fill(Rect(x: box.x, y: snappedToPixel(box.y + contentH), width: a.width, height: hairline), .zero,
                  theme.separator),
        ]
        // Pressed, the button shows an opaque fill behind its label, which keeps its colour
        // (UIKit and Flutter `dialog.dart`), inside the alert's rounded bottom corners.
        if isPressed(.alertOK) {
            list.append(.fill(Rect(x: buttonRect.x, y: snappedToPixel(box.y + contentH) + hairline, width: a.width,
                                   height: box.maxY - snappedToPixel(box.y + contentH) - hairline),
                              CornerRadii(topLeft: 0, topRight: 0, bottomRight: a.cornerRadius, bottomLeft: a.cornerRadius),
                              theme.alertPressed))
        }
        list.append(.text(TextRun(strings.alertOK, at: buttonRect.center, size: 17, color: theme.blue)))
        if interactive && m.focus == .alertOK {
            list.append(focusRing(around: buttonRect.insetBy(dx: 4, dy: 4)))
        }
        let t = Transform.scale(scale, about: box.center)
        items.append(.group(t, opacity: opacity, list))
        if interactive {
            regions.append(HitRegion(id: .alert, frame: t.apply(box), isButton: false))
            regions.append(HitRegion(id: .alertOK, frame: t.apply(buttonRect), isButton: true))
        }
    }

    // MARK: Controls

    /// A SwiftUI default button: blue label, tappable over `buttonHeight`, dimmed while pressed.
    func addButton(_ id: ElementID, _ label: String, centerY: Double, size: Double? = nil,
                   into list: inout [DisplayItem], _ regs: inout [HitRegion]) {
        let size = size ?? theme.bodySize
        let width = m.metrics.width(of: label, size: size, weight: .regular) + 16
        let frame = Rect(x: W / 2 - width / 2, y: centerY - theme.buttonHeight / 2, width: width, height: theme.buttonHeight)
        let color = theme.blue.withOpacity(isPressed(id) ? theme.pressedOpacity : 1)
        list.append(.text(TextRun(label, at: frame.center, size: size, color: color)))
        if m.focus == id { list.append(focusRing(around: frame)) }
        regs.append(HitRegion(id: id, frame: frame, isButton: true))
    }

    func isPressed(_ id: ElementID) -> Bool {
        if case let .pressing(pid, inside, _, _) = m.pointer { return pid == id && inside }
        return false
    }

    func focusRing(around r: Rect) -> DisplayItem {
        .stroke(r.insetBy(dx: -2, dy: 2), CornerRadii(all: 8), width: 3, theme.focusRing)
    }
}
