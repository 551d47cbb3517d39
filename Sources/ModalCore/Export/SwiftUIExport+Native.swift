/// The native profile in the exported file: the article's `ContentView` with its self-made
/// half modal replaced by the system sheet (iOS 16.4+ API: `.sheet(isPresented:)`,
/// `.presentationDetents`, `.presentationDragIndicator`, `.presentationBackgroundInteraction`,
/// `.presentationContentInteraction` and, where set, `.interactiveDismissDisabled`).
extension SwiftUIExport {
    /// What stands in `ContentView`'s `ZStack` for the half modal: the container of `seed` and
    /// `fluid`, a comment for `native` (whose sheet is a modifier, `nativeSheetModifiers`).
    static func halfModalPlacement(_ s: Settings) -> String {
        s.halfModal.profile == .native
            ? "// The half modal is the system sheet: .sheet(isPresented: $showHalfModal) below."
            : "HalfModalContainer(show: $showHalfModal)"
    }

    /// The system sheet's modifiers on `ContentView`'s `ZStack`, each on its own line at the
    /// `ZStack`'s indentation (8 spaces); "" for the other profiles.
    static func nativeSheetModifiers(_ s: Settings) -> String {
        guard s.halfModal.profile == .native else { return "" }
        let n = s.native
        let background = n.undimmedDetent == .medium
            ? ".presentationBackgroundInteraction(.enabled(upThrough: .medium))"
            : ".presentationBackgroundInteraction(.automatic)  // dimmed at every detent; a tap on it dismisses"
        var lines = [
            ".sheet(isPresented: $showHalfModal) {",
            "    HalfModalSheetContent()",
            "        .presentationDetents([\(detentList(s))])",
            "        .presentationDragIndicator(.visible)",
            "        " + background,
            "        .presentationContentInteraction(.\(s.halfModal.contentInteraction.rawValue))",
        ]
        if n.interactiveDismissDisabled.isOn { lines.append("        .interactiveDismissDisabled()") }
        lines.append("}")
        return lines.map { "\n        " + $0 }.joined()
    }

    /// The sheet's content for `native`: the article's empty card (the system draws the
    /// background, the top corners and the grabber).
    static func nativeHalfModal(_ s: Settings) -> String {
        let body = s.halfModal.content == .list
            ? "List(0..<\(max(s.halfModal.contentRows, 0)), id: \\.self) { i in\n            Text(\(rowLabel(s.language)))\n        }"
            : s.halfModal.content == .form ? "HalfModalForm()" : "Color.clear"
        return """

        // MARK: Half modal (the system sheet, iOS 16.4+)

        /// What the sheet shows: the article's card was empty; the system draws its background,
        /// its 10 pt top corners and the grabber.
        struct HalfModalSheetContent: View {
            var body: some View {
                \(body)
            }
        }

        """
    }

    /// The list row's label as Swift source: "行 \(i + 1)" or "Row \(i + 1)".
    static func rowLabel(_ language: Language) -> String {
        (language == .ja ? "\"行 " : "\"Row ") + "\\(i + 1)\""
    }

    /// What the self-made card shows under its grabber: the article's `Spacer()`, or with
    /// `halfModal.content list` a `ScrollView` of 44 pt rows with dividers (16 spaces indent).
    static func cardContent(_ h: HalfModalSettings, language: Language) -> String {
        if h.content == .form { return "HalfModalForm()\n                Spacer()" }
        guard h.content == .list else { return "Spacer()" }
        let lines = [
            "ScrollView {",
            "    LazyVStack(spacing: 0) {",
            "        ForEach(0..<\(max(h.contentRows, 0)), id: \\.self) { i in",
            "            Text(\(rowLabel(language)))",
            "                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)",
            "                .padding(.horizontal, 20)",
            "            Divider()",
            "        }",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n                ")
    }
}
