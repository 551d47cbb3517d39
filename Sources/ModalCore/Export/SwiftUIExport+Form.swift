/// The form content, the fitted detent and the values SwiftUI cannot express, in the exported file.
extension SwiftUIExport {
    /// The form (`halfModal.content form`) as a view: a title, a `TextField` whose focus is an
    /// `@FocusState` (Return and the button end editing, as the prototype does), and a button.
    static func formView(_ s: Settings) -> String {
        guard s.halfModal.content == .form else { return "" }
        let ja = s.language == .ja
        return """

        // MARK: The form (halfModal.content form)

        /// A title, a text field and a button. A tap on the field focuses it and the keyboard
        /// rises; Return or the button ends editing. The system sheet goes to its largest detent
        /// as the field gets focus; the card made by hand keeps the field above the keyboard
        /// through the keyboard safe area.
        struct HalfModalForm: View {
            @State private var name = ""
            @FocusState private var fieldFocused: Bool

            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    Text(\(literal(ja ? "名前を入力" : "Your name")))
                        .font(.title3.weight(.semibold))
                    TextField(\(literal(ja ? "名前" : "Name")), text: $name)
                        .textFieldStyle(.roundedBorder)
                        .focused($fieldFocused)
                        .submitLabel(.done)
                        .onSubmit { fieldFocused = false }
                    Button(\(literal(ja ? "保存" : "Save"))) { fieldFocused = false }
                        .buttonStyle(.borderedProminent)
                        .frame(maxWidth: .infinity)
                }
                .padding(16)
            }
        }

        """
    }

    /// The `fitted` detent's measured height for `s`: the content's ideal height plus the
    /// bottom safe area (`HalfModalGeometry.fittedHeight`), what `.height(h)` needs.
    static func fittedHeight(_ s: Settings) -> Double {
        HalfModalGeometry(settings: s.halfModal, height: 844, safeAreaTop: s.theme.safeAreaTop, native: s.native,
                          safeAreaBottom: s.theme.safeAreaBottom).fittedHeight
    }

    /// `.presentationDetents([...])`'s items: a `fitted` detent as `.height(h)` of the measured content.
    static func detentList(_ s: Settings) -> String {
        s.halfModal.detents.specs.map { spec in
            spec == .fitted ? ".height(\(number(fittedHeight(s))))" : spec.swiftUI
        }.joined(separator: ", ")
    }

    /// Why each group of settings cannot be written in SwiftUI, by path prefix (first match wins).
    static let inexpressible: [(prefix: String, why: String)] = [
        ("alert.", "the system alert's size, corners, motion and barrier are UIKit's own"),
        ("cover.spinner", "ProgressView draws the system spinner with its own period, spokes and size"),
        ("sheet.interactive", ""),   // `.interactiveDismissDisabled()` says it
        ("sheet.", "the system page sheet's motion, corners, dim and drag rules are UIKit's own"),
        ("native.", ""),   // undimmedDetent and interactiveDismissDisabled are SwiftUI modifiers
        ("theme.safeArea", "the safe areas are the device's"),
    ]

    /// The comment block that lists every tuned value SwiftUI cannot express, with why; "" when none.
    static func inexpressibleBlock(_ s: Settings) -> String {
        var lines: [String] = []
        for d in SettingDifference.of(s) {
            guard let rule = inexpressible.first(where: { d.path.hasPrefix($0.prefix) }), !rule.why.isEmpty else { continue }
            lines.append("//   \(d.path) = \(d.value) (default \(d.profileDefault): \(rule.why))")
        }
        guard !lines.isEmpty else { return "" }
        return "// Not expressible in SwiftUI (reviewed here, but the system decides on the phone):\n"
            + lines.joined(separator: "\n") + "\n"
    }
}
