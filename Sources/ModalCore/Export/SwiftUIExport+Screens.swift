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
                                // The article's modifier that clears the cover's background.
                                // (iOS 16.4 and later also offer .presentationBackground(.clear).)
                                .clearSheet()
                        }
                        Spacer()
                    }
                }
                .ignoresSafeArea(.all)
                // Success: the request changes the model, and the sheet closes on it.
                .onChange(of: executionAPI.didSucceed) { _, succeeded in
                    if succeeded { isOpen = false }
                }
            }
        }

        /// The loading cover: dim and spinner over the whole screen; on failure the alert shows
        /// over it, and its OK dismisses alert and cover together.
        struct Loading: View {
            @ObservedObject var executionAPI: ExecutionAPI

            var body: some View {
                ZStack {
                    Color.black.opacity(\(number(s.cover.dimAlpha)))\(tuned(s.cover.dimAlpha, seed: Settings().cover.dimAlpha))
                        .ignoresSafeArea()
                    ProgressView()
                }
                .ignoresSafeArea(.all)
                .alert(\(literal(t.alertTitle)), isPresented: $executionAPI.isFailed) {
                    Button(\(literal(t.alertOK))) { executionAPI.dismissFailure() }
                } message: {
                    Text(\(literal(t.alertMessage)))
                }
            }
        }

        /// Clears the background of the presentation that holds it (the article's `clearSheet()`).
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
    }

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
            private var started = 0
            private var transaction = Transaction()

            init() {
                // No animation for the cover, in or out (the article's Transaction).
                transaction.disablesAnimations = true
            }

            func startAPI() {
                didSucceed = false
                withTransaction(transaction) { isLoading = true }
                let fails = nextFails()
                // Replace the wait with the real call.
                Task {
                    try? await Task.sleep(for: .seconds(self.latency))
                    if fails {
                        self.isFailed = true
                    } else {
                        withTransaction(self.transaction) { self.isLoading = false }
                        self.didSucceed = true
                    }
                }
            }

            /// The alert's OK: alert and cover go together.
            func dismissFailure() {
                isFailed = false
                withTransaction(transaction) { isLoading = false }
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
