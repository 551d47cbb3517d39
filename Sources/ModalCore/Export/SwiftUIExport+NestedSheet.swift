/// The exported file's sheet over a sheet and refused dismissal (issue 34): `NestedSheetView`,
/// presented by `SheetView`'s "もう一枚" with a nested `.sheet`, and
/// `.interactiveDismissDisabled()` on both sheets' content when `sheet.interactiveDismissDisabled`.
extension SwiftUIExport {
    /// `.interactiveDismissDisabled()` on its own line, indented as a modifier of a view's
    /// body (8 spaces), or "" when the setting is off.
    static func dismissDisabled(_ s: Settings) -> String {
        guard s.sheet.interactiveDismissDisabled else { return "" }
        return "\n        // A pull-down follows with resistance and springs back; the close button still closes."
            + "\n        .interactiveDismissDisabled()"
    }

    /// The nested sheet's view: green, its title and a close button, as the prototype draws it.
    static func nestedSheetView(_ s: Settings) -> String {
        let t = s.labels.table(s.language)
        return """

        /// The sheet presented over `SheetView` (the prototype's `nested-sheet`): UIKit scales the
        /// covered sheet down and dims it, its top peeking above this one.
        struct NestedSheetView: View {
            @Binding var isOpen: Bool

            var body: some View {
                ZStack {
                    Color.green
                    VStack {
                        Spacer()
                        Text(\(literal(t.nestedSheetTitle)))
                        Spacer()
                        Button(\(literal(t.closeNestedSheet))) { isOpen = false }
                        Spacer()
                    }
                }
                .ignoresSafeArea(.all)\(dismissDisabled(s))
            }
        }

        """
    }
}
