/// The first article's screens in the exported file: `ContentView`, `SheetView`, the
/// loading cover with its failure alert, and the simulated request.
///
/// The article's code with its slips mended (`showingSheet` was never declared, `Loading` did
/// not see the request): the orange main view opens the green sheet and toggles the half
/// modal; "通信開始" puts the loading cover up over the whole screen with no animation
/// (`Transaction.disablesAnimations`, the cover's background cleared as the article does it);
/// on success the cover goes and the sheet closes (`onChange`), on failure an alert shows over
/// the cover and its OK dismisses alert and cover together.
extension SwiftUIExport {
    static func screens(_ s: Settings) -> String {
        let t = s.labels.table(s.language)
        let toggle = s.halfModal.profile != .fluid
            ? "showHalfModal.toggle()"
            : "withAnimation(HalfModalContainer.settle(velocity: 0, distance: 1)) { showHalfModal.toggle() }"
        return """

        // MARK: Main view and sheet (first article)

        struct ContentView: View {
            @State private var isOpen = false
            @State private var showHalfModal = false

            var body: some View {
                ZStack {
                    Color.orange
                    VStack {
                        Spacer()
                        Text(\(literal(t.mainTitle)))
                        Spacer()
                        Button(\(literal(t.openSheet))) { isOpen.toggle() }
                            .sheet(isPresented: $isOpen) {
                                SheetView(isOpen: $isOpen)
                            }
                        Button {
                            \(toggle)
                        } label: {
                            Text(\(literal(t.halfModal)))
                        }
                        Spacer()
                    }
                    \(halfModalPlacement(s))
                }
                .ignoresSafeArea(.all)\(nativeSheetModifiers(s))
            }
        }

        struct SheetView: View {
            @Binding var isOpen: Bool
            @StateObject private var executionAPI = ExecutionAPI()
            @State private var showsNestedSheet = false

            var body: some View {
                ZStack {
                    Color.green
                    VStack {
                        Spacer()
                        Text(\(literal(t.sheetTitle)))
                        Spacer()
                        Button(\(literal(t.closeSheet))) {
                            isOpen = false
                        }
                        Spacer()
                        Button(\(literal(t.startRequest))) {
                            executionAPI.startAPI()
                        }
                        .fullScreenCover(isPresented: $executionAPI.isLoading) {
                            Loading(executionAPI: executionAPI)
                                \(coverClearing(s))
                        }
                        Button(\(literal(t.openNestedSheet))) { showsNestedSheet = true }
                        Spacer()
                    }
                }
                .ignoresSafeArea(.all)
                // Success: the request changes the model, and the sheet closes on it.
                .onChange(of: executionAPI.didSucceed) { _, succeeded in
                    if succeeded { isOpen = false }
                }
                // A sheet over this sheet: iOS recedes this one behind it (closing this closes both).
                .sheet(isPresented: $showsNestedSheet) {
                    NestedSheetView(isOpen: $showsNestedSheet)
                }\(dismissDisabled(s))
            }
        }

        /// The loading cover: dim and spinner over the whole screen; on failure the alert shows
        /// over it, and its OK dismisses alert and cover together (a failure within the grace
        /// time shows the alert alone).
        struct Loading: View {
            @ObservedObject var executionAPI: ExecutionAPI

            var body: some View {
                ZStack {
                    Color.black.opacity(\(number(s.cover.dimAlpha)))\(tuned(s.cover.dimAlpha, seed: Settings().cover.dimAlpha))
                        .ignoresSafeArea()
                    ProgressView()
                }
                // Hidden under an alert that came within the grace time (the alert still shows).
                .opacity(executionAPI.showsCover ? 1 : 0)
                .ignoresSafeArea(.all)
                .alert(\(literal(t.alertTitle)), isPresented: $executionAPI.isFailed) {
                    Button(\(literal(t.alertOK))) { executionAPI.dismissFailure() }
                } message: {
                    Text(\(literal(t.alertMessage)))
                }
            }
        }

        \(s.cover.swiftUIClearing == .article ? articleClearSheet : "")
        """
    }

    /// The modifier that clears the cover's background: iOS 16.4's `.presentationBackground(.clear)`
    /// (the default), or with `cover.swiftUIClearing article` the first article's `clearSheet()`.
    static func coverClearing(_ s: Settings) -> String {
        switch s.cover.swiftUIClearing {
        case .presentationBackground:
            return ".presentationBackground(.clear)  // iOS 16.4: the cover's background, cleared"
        case .article:
            return ".clearSheet()  // the first article's modifier (sheet-loading-cover): clears the cover's background"
        }
    }

    /// The first article's `clearSheet()`: a view that clears its presentation's background
    /// through `superview?.superview` (UIKit's private view hierarchy; kept for
    /// `cover.swiftUIClearing article`).
    static let articleClearSheet = """
        /// Clears the background of the presentation that holds it: the first article's
        /// `clearSheet()` (sheet-loading-cover), which reaches into UIKit's view hierarchy.
        /// iOS 16.4 and later offer `.presentationBackground(.clear)` instead.
        struct BackgroundClearView: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                Task { @MainActor in
                    view.superview?.superview?.backgroundColor = .clear
                }
                return view
            }

            func updateUIView(_ uiView: UIView, context: Context) {}
        }

        extension View {
            func clearSheet() -> some View {
                background(BackgroundClearView())
            }
        }

        """

    static func sheetAndRequest(_ s: Settings) -> String {
        let seed = Settings()
        let sheetCurve = timingCurve(s.sheet.curve, duration: s.sheet.duration)
        return """
        // MARK: Sheet timing and request

        /// The page sheet's timing as reviewed. A system `.sheet` keeps its own curve; use this for a
        /// custom presentation (or to match the prototype's \(number(s.sheet.duration)) s).
        let sheetAnimation = Animation\(sheetCurve)\(tuned(sheetCurve, seed: timingCurve(seed.sheet.curve, duration: seed.sheet.duration)))

        /// The simulated API call of the first article, ending as reviewed in the prototype.
        @MainActor
        final class ExecutionAPI: ObservableObject {
            /// How a request ends: always, never, failure first then alternating, or at random.
            enum Outcome { case success, failure, alternate, random }

            /// True while the loading cover is up (loading, or showing the failure alert).
            @Published var isLoading: Bool = false
            /// True while the failure alert is up over the cover.
            @Published var isFailed: Bool = false
            /// Becomes true when a request succeeds; the sheet closes on it.
            @Published var didSucceed: Bool = false
            /// Seconds the simulated request takes.
            let latency: Double = \(number(s.request.latency))\(tuned(s.request.latency, seed: seed.request.latency))
            /// How the simulated request ends.
            let outcome: Outcome = .\(s.request.outcome.rawValue)\(tuned("." + s.request.outcome.rawValue, seed: "." + seed.request.outcome.rawValue))
            /// Probability of failure under `.random`.
            let failureRate: Double = \(number(s.request.failureRate))\(tuned(s.request.failureRate, seed: seed.request.failureRate))
            /// Seconds a request may run before the cover shows; one done sooner never shows it
            /// (0: the cover is up at the tap, as in the article).
            let graceTime: Double = \(number(s.cover.graceTime))\(tuned(s.cover.graceTime, seed: seed.cover.graceTime))
            /// Seconds the cover stays at least once shown; the outcome waits for it (0: none).
            let minimumShowTime: Double = \(number(s.cover.minimumShowTime))\(tuned(s.cover.minimumShowTime, seed: seed.cover.minimumShowTime))
            /// True while the dim and spinner are drawn.
            @Published var showsCover: Bool = false
            private var started = 0
            private var requestID = 0
            private var coverShownAt: ContinuousClock.Instant?
            private var transaction = Transaction()

            init() {
                // No animation for the cover, in or out (the article's Transaction).
                transaction.disablesAnimations = true
            }

            func startAPI() {
                didSucceed = false
                requestID += 1
                let id = requestID
                coverShownAt = nil
                if graceTime > 0 {
                    // The cover shows only if this request is still running after the grace time.
                    Task {
                        try? await Task.sleep(for: .seconds(self.graceTime))
                        if self.requestID == id && !self.didSucceed && !self.isFailed { self.showCover() }
                    }
                } else {
                    showCover()
                }
                let fails = nextFails()
                // Replace the wait with the real call.
                Task {
                    try? await Task.sleep(for: .seconds(self.latency))
                    self.requestID += 1   // the grace wait, if still running, no longer shows the cover
                    // Once shown, the cover stays at least minimumShowTime: the outcome waits for it.
                    if let shownAt = self.coverShownAt {
                        let rest = Duration.seconds(self.minimumShowTime) - (ContinuousClock.now - shownAt)
                        if rest > .zero { try? await Task.sleep(for: rest) }
                    }
                    if fails {
                        withTransaction(self.transaction) { self.isLoading = true }
                        self.isFailed = true
                    } else {
                        withTransaction(self.transaction) {
                            self.isLoading = false
                            self.showsCover = false
                        }
                        self.didSucceed = true
                    }
                }
            }

            private func showCover() {
                coverShownAt = ContinuousClock.now
                withTransaction(transaction) {
                    isLoading = true
                    showsCover = true
                }
            }

            /// The alert's OK: alert and cover go together.
            func dismissFailure() {
                isFailed = false
                withTransaction(transaction) {
                    isLoading = false
                    showsCover = false
                }
            }

            private func nextFails() -> Bool {
                defer { started += 1 }
                switch outcome {
                case .success: return false
                case .failure: return true
                case .alternate: return started % 2 == 0
                case .random: return Double.random(in: 0..<1) < failureRate
                }
            }
        }

        """
    }
}
