/// SwiftUI source for the current settings: the hand-off from a review to the iOS code.
///
/// The text is a pure function of `Settings`: the half modal as the article writes it
/// (`.offset`, `DragGesture`, `.animation(.timingCurve(…), value: show)`) with the tuned
/// thresholds and `heightRate`; for the `fluid` profile the release projection and the
/// `.spring(response:dampingFraction:)` that settles it; the sheet's timing and the
/// request's latency. Numbers are printed minimally (`1`, `0.9`, never `1.0`), and each
/// is Swift's shortest round-trip text, so reading them back gives the same `Double`.
public enum SwiftUIExport {
    /// The whole source file for `settings`.
    public static func source(for settings: Settings) -> String {
        var out = header(settings)
        out += halfModal(settings.halfModal)
        out += "\n" + sheetAndRequest(settings)
        return out
    }

    /// `v` as the shortest Swift literal that reads back as the same value: 1, 0.9, 0.825, -250.
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "Double.nan" : (v < 0 ? "-Double.infinity" : "Double.infinity") }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }

    /// `.timingCurve(x1, y1, x2, y2, duration: d)`.
    public static func timingCurve(_ c: TimingCurve, duration: Double) -> String {
        ".timingCurve(\(number(c.x1)), \(number(c.y1)), \(number(c.x2)), \(number(c.y2)), duration: \(number(duration)))"
    }

    /// `.spring(response: r, dampingFraction: z)`.
    public static func spring(_ s: Spring) -> String {
        ".spring(response: \(number(s.response)), dampingFraction: \(number(s.dampingFraction)))"
    }

    static func header(_ s: Settings) -> String {
        """
        // SwiftUI for the reviewed motion (ModalPrototype --print-swiftui, profile \(s.halfModal.profile.rawValue)).
        import SwiftUI

        """
    }

    static func halfModal(_ h: HalfModalSettings) -> String {
        let curve = timingCurve(h.curve, duration: h.duration)
        var out = """

        // MARK: Half modal

        struct HalfModalView: View {
            var body: some View {
                ZStack {
                    Rectangle()
                        .foregroundColor(.gray)
                    VStack {
                        RoundedRectangle(cornerRadius: \(number(h.grabberCornerRadius)))
                            .frame(width: \(number(h.grabberWidth)), height: \(number(h.grabberHeight)))
                            .padding(.top, \(number(h.grabberTopPadding)))
                        Spacer()
                    }
                }
            }
        }

        struct HalfModalContainer: View {
            @Binding var show: Bool
            @State var showFull = false
            @State var position = CGSize.zero
            @State var viewSize = UIScreen.main.bounds
            /// Top of the card at half, as a fraction of the height.
            let halfFraction: CGFloat = \(number(h.halfFraction))
            /// How far above half the full position lies, as a fraction of the height.
            let heightRate: CGFloat = \(number(h.heightRate))
            /// Release below this offset (pt) hides the card.
            let hideThreshold: CGFloat = \(number(h.hideThreshold))
            /// Release above -this offset from half goes full.
            let fullThreshold: CGFloat = \(number(h.fullThreshold))
            /// Release above -this offset while full stays full.
            let stayFullThreshold: CGFloat = \(number(h.stayFullThreshold))


        """
        switch h.profile {
        case .seed:
            out += """
                var body: some View {
                    HalfModalView()
                        .cornerRadius(\(number(h.cornerRadius)))
                        .offset(y: show ? viewSize.height * halfFraction : viewSize.height)
                        .offset(y: position.height)
                        .animation(\(curve), value: show)
                        .gesture(
                            DragGesture(minimumDistance: \(number(h.minimumDragDistance)))
                                .onChanged { value in
                                    position = value.translation
                                    if showFull {
                                        position.height += -(viewSize.height * heightRate)
                                    }
                                    if position.height < -(viewSize.height * heightRate) {
                                        position.height = -(viewSize.height * heightRate)
                                    }
                                }
                                .onEnded { _ in
                                    if position.height > hideThreshold {
                                        show = false
                                    }
                                    if (position.height < -fullThreshold && !showFull)
                                        || (position.height < -stayFullThreshold && showFull) {
                                        position.height = -(viewSize.height * heightRate)
                                        showFull = true
                                    } else {
                                        position = .zero
                                        showFull = false
                                    }
                                }
                        )
                }
            }

            """
        case .fluid:
            out += """
                /// Deceleration rate of the release projection (UIScrollView: 0.998 normal, 0.99 fast).
                let decelerationRate: CGFloat = \(number(h.decelerationRate))
                /// Release speed (pt/s) above which a flick moves at least one stop.
                let flickVelocity: CGFloat = \(number(h.flickVelocity))
                /// Rubber band past full (UIScrollView's coefficient).
                let rubberBand: CGFloat = \(number(h.rubberBandCoefficient))
                /// Backdrop dim at half and above.
                let backdropOpacity: Double = \(number(h.backdropAlpha))
                /// Every settle, carrying the release velocity. (The seed profile animates `show`
                /// with .animation(\(curve), value: show) instead.)
                let settle = Animation\(spring(h.spring))

                func top(_ full: Bool, _ shown: Bool) -> CGFloat {
                    let half = viewSize.height * halfFraction
                    return shown ? (full ? half - viewSize.height * heightRate : half) : viewSize.height
                }

                var body: some View {
                    HalfModalView()
                        .cornerRadius(\(number(h.cornerRadius)))
                        .offset(y: top(showFull, show) + position.height)
                        .gesture(
                            DragGesture(minimumDistance: \(number(h.minimumDragDistance)))
                                .onChanged { value in
                                    let full = top(true, true), start = top(showFull, show)
                                    var y = start + value.translation.height
                                    if y < full {
                                        let x = full - y, d = viewSize.height
                                        y = full - x * d * rubberBand / (d + rubberBand * x)
                                    }
                                    position.height = y - start
                                }
                                .onEnded { value in
                                    let v = value.velocity.height  // iOS 17; earlier: from predictedEndTranslation
                                    let y = top(showFull, show) + position.height
                                    let projected = y + (v / 1000) * decelerationRate / (1 - decelerationRate)
                                    let stops: [(Bool, Bool)] = [(true, true), (false, true), (false, false)]
                                    func nearest(_ p: CGFloat) -> Int {
                                        stops.indices.min { abs(top(stops[$0].0, stops[$0].1) - p) < abs(top(stops[$1].0, stops[$1].1) - p) }!
                                    }
                                    var target = nearest(projected)
                                    let here = nearest(y)
                                    if target == here && abs(v) > flickVelocity {
                                        target = v > 0 ? min(here + 1, 2) : max(here - 1, 0)
                                    }
                                    withAnimation(settle) {
                                        (showFull, show) = stops[target]
                                        position = .zero
                                    }
                                }
                        )
                        .animation(settle, value: show)
                }
            }

            """
        }
        return out
    }

    static func sheetAndRequest(_ s: Settings) -> String {
        """
        // MARK: Sheet and request

        /// The page sheet's timing as reviewed. A system `.sheet` keeps its own curve; use this for a
        /// custom presentation (or to match the prototype's \(number(s.sheet.duration)) s).
        let sheetAnimation = Animation\(timingCurve(s.sheet.curve, duration: s.sheet.duration))

        class ExecutionAPI: ObservableObject {
            @Published var isLoading: Bool = false
            /// Seconds the simulated request takes.
            let latency: Double = \(number(s.request.latency))
            private var transaction = Transaction()

            func startAPI() {
                transaction.disablesAnimations = true
                withTransaction(transaction) { isLoading = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + latency) {
                    withTransaction(self.transaction) { self.isLoading = false }
                }
            }
        }

        """
    }
}
