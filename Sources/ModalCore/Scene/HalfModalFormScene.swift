/// The half modal's form content (`halfModal.content form`): a title (`form-title`), a rounded
/// text field (`text-field`, its text or placeholder, a caret while editing) and a filled button
/// (`form-button`), in the labels' language; drawn on the card or the system sheet.
extension SceneBuilder {
    /// The form's labels in one language.
    struct FormStrings {
        var title: String, placeholder: String, button: String
        static func of(_ language: Language) -> FormStrings {
            language == .ja ? FormStrings(title: "名前を入力", placeholder: "名前", button: "保存")
                : FormStrings(title: "Your name", placeholder: "Name", button: "Save")
        }
    }

    /// The form's drawing and regions for a card whose top is at `top`; empty when the card
    /// shows another content or is off screen.
    func halfModalForm(top: Double) -> (items: [DisplayItem], regions: [HitRegion]) {
        let hm = m.halfModal
        guard hm.settings.content == .form, top < H else { return ([], []) }
        let dark = m.settings.appearance == .dark
        let strings = FormStrings.of(m.settings.language)
        let f = hm.formFrames(top: top, width: W)
        let label = hm.profile == .native ? (dark ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000)) : theme.label
        var items: [DisplayItem] = []
        items.append(.text(TextRun(strings.title, at: Point(x: f.title.minX, y: f.title.midY), anchor: .leading,
                                   size: 20, weight: .semibold, color: label)))
        // UITextField's rounded-rect style: systemBackground / tertiarySystemFill, 8 pt corners.
        let fieldFill = dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xFFFFFF)
        let border = dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xC6C6C8)
        items.append(.fill(f.field, CornerRadii(all: 8), border))
        items.append(.fill(f.field.insetBy(dx: 0.5, dy: 0.5), CornerRadii(all: 7.5), fieldFill))
        let text = hm.form.text
        let textX = f.field.minX + 10
        if text.isEmpty {
            items.append(.text(TextRun(strings.placeholder, at: Point(x: textX, y: f.field.midY), anchor: .leading,
                                       size: theme.bodySize, color: dark ? Color(r: 235, g: 235, b: 245, a: 77) : Color(r: 60, g: 60, b: 67, a: 77))))
        } else {
            items.append(.text(TextRun(text, at: Point(x: textX, y: f.field.midY), anchor: .leading, size: theme.bodySize,
                                       color: dark ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000))))
        }
        if hm.form.focused {
            // The caret: 2 pt wide, the tint colour, after the text (it does not blink on a still frame).
            let width = text.isEmpty ? 0 : m.metrics.width(of: text, size: theme.bodySize, weight: .regular)
            items.append(.fill(Rect(x: min(textX + width + 1, f.field.maxX - 6), y: f.field.midY - 11, width: 2, height: 22),
                               CornerRadii(all: 1), theme.blue))
        }
        let pressed = isPressed(.formButton)
        items.append(.fill(f.button, CornerRadii(all: 12), theme.blue.withOpacity(pressed ? theme.pressedOpacity : 1)))
        items.append(.text(TextRun(strings.button, at: f.button.center, size: theme.bodySize, weight: .semibold, color: .white)))
        var regions = [HitRegion(id: .formTitle, frame: f.title, isButton: false),
                       HitRegion(id: .textField, frame: f.field, isButton: true),
                       HitRegion(id: .formButton, frame: f.button, isButton: true)]
        regions = regions.compactMap { r in r.frame.intersection(canvasRect).map { HitRegion(id: r.id, frame: $0, isButton: r.isButton) } }
        return (items, regions)
    }
}
