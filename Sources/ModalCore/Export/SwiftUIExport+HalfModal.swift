/// The second article's half modal in the exported file, as reviewed.
///
/// Profile `seed` prints the article's code unchanged in behaviour: `.offset`, `DragGesture`,
/// `.animation(.timingCurve(…), value: show)` and the thresholds, with the article's
/// `UIScreen.main.bounds` read from a `GeometryReader` and `.cornerRadius` as a `.clipShape`.
/// Profile `fluid` prints the projection, the rubber band, the backdrop with tap-to-dismiss
/// and a settle spring that starts with the gesture's velocity normalised to the distance
/// (`.interpolatingSpring(…, initialVelocity:)`).
extension SwiftUIExport {
    static func halfModal(_ h: HalfModalSettings, language: Language = .ja) -> String {
        let seed = HalfModalSettings()
        let curve = timingCurve(h.curve, duration: h.duration)
        let seedCurve = timingCurve(seed.curve, duration: seed.duration)
        let isSeed = h.profile == .seed
        var out = """

        // MARK: Half modal (second article)

        struct HalfModalView: View {
            var body: some View {
                ZStack {
                    Rectangle()
                        .foregroundStyle(.gray)
                    VStack {
                        RoundedRectangle(cornerRadius: \(number(h.grabberCornerRadius)))\(tuned(h.grabberCornerRadius, seed: seed.grabberCornerRadius))
                            .frame(width: \(number(h.grabberWidth)), height: \(number(h.grabberHeight)))\(tuned("\(number(h.grabberWidth))×\(number(h.grabberHeight))", seed: "\(number(seed.grabberWidth))×\(number(seed.grabberHeight))"))
                            .padding(.top, \(number(h.grabberTopPadding)))\(tuned(h.grabberTopPadding, seed: seed.grabberTopPadding))
                        \(cardContent(h, language: language))
                    }
                }
            }
        }

        struct HalfModalContainer: View {
            @Binding var show: Bool
            @State var showFull = false
            @State var position = CGSize.zero
            /// Top of the card at half, as a fraction of the height.
            let halfFraction: CGFloat = \(number(h.halfFraction))\(tuned(h.halfFraction, seed: seed.halfFraction))
            /// How far above half the full position lies, as a fraction of the height (the article's `higthRate`).
            let heightRate: CGFloat = \(number(h.heightRate))\(tuned(h.heightRate, seed: seed.heightRate))
            /// Release below this offset (pt) hides the card.
            let hideThreshold: CGFloat = \(number(h.hideThreshold))\(tuned(h.hideThreshold, seed: seed.hideThreshold))
            /// Release above -this offset from half goes full.
            let fullThreshold: CGFloat = \(number(h.fullThreshold))\(tuned(h.fullThreshold, seed: seed.fullThreshold))
            /// Release above -this offset while full stays full.
            let stayFullThreshold: CGFloat = \(number(h.stayFullThreshold))\(tuned(h.stayFullThreshold, seed: seed.stayFullThreshold))
            /// Distance (pt) a press travels before the drag starts (`DragGesture()`'s default is 10).
            let minimumDistance: CGFloat = \(number(h.minimumDragDistance))\(tuned(h.minimumDragDistance, seed: seed.minimumDragDistance))
            /// The card's corner radius (the article's 20, clipped with a shape: the radius modifier is deprecated).
            let cornerRadius: CGFloat = \(number(h.cornerRadius))\(tuned(h.cornerRadius, seed: seed.cornerRadius))


        """
        if isSeed {
            out += """
                var body: some View {
                    // The article read the screen's bounds (deprecated since iOS 16); the view's own geometry instead.
                    GeometryReader { proxy in
                        let viewSize = proxy.size
                        HalfModalView()
                            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
                            .offset(y: show ? viewSize.height * halfFraction : viewSize.height)
                            .offset(y: position.height)
                            .animation(\(curve), value: show)\(tuned(curve, seed: seedCurve))
                            .gesture(
                                DragGesture(minimumDistance: minimumDistance)
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
                    .ignoresSafeArea()
                }
            }

            """
        } else {
            out += fluidBody(h, curve: curve)
        }
        return out
    }

    /// The fluid container's constants, settle spring and body.
    static func fluidBody(_ h: HalfModalSettings, curve: String) -> String {
        let seed = HalfModalSettings()
        return """
            /// Deceleration rate of the release projection (UIScrollView: 0.998 normal, 0.99 fast).
            let decelerationRate: CGFloat = \(number(h.decelerationRate))\(tuned(h.decelerationRate, seed: seed.decelerationRate))
            /// Release speed (pt/s) above which a flick moves at least one stop.
            let flickVelocity: CGFloat = \(number(h.flickVelocity))\(tuned(h.flickVelocity, seed: seed.flickVelocity))
            /// Rubber band past full (UIScrollView's coefficient).
            let rubberBand: CGFloat = \(number(h.rubberBandCoefficient))\(tuned(h.rubberBandCoefficient, seed: seed.rubberBandCoefficient))
            /// Backdrop dim at half and above.
            let backdropOpacity: Double = \(number(h.backdropAlpha))\(tuned(h.backdropAlpha, seed: seed.backdropAlpha))
            /// The settle spring, SwiftUI's \(spring(h.spring)): response (s) and damping fraction.\(tuned(spring(h.spring), seed: spring(seed.spring)))
            /// (The seed profile animates `show` with .animation(\(curve), value: show) instead.)
            static let springResponse: Double = \(number(h.spring.response))
            static let springDampingFraction: Double = \(number(h.spring.dampingFraction))

            /// The settle spring, starting with `velocity` (pt/s) over a move of `distance` (pt): SwiftUI
            /// takes the initial velocity in distances per second, so a release keeps its speed.
            static func settle(velocity: CGFloat, distance: CGFloat) -> Animation {
                let omega = 2 * Double.pi / springResponse
                let initialVelocity = abs(distance) < 0.5 ? 0 : Double(velocity / distance)
                return .interpolatingSpring(mass: 1, stiffness: omega * omega, damping: 2 * springDampingFraction * omega,
                                            initialVelocity: initialVelocity)
            }

            /// The stops, top to bottom: (full, shown).
            let stops: [(Bool, Bool)] = [(true, true), (false, true), (false, false)]

            /// The card's top for the stop (full, shown) in a view of `size`.
            func top(_ full: Bool, _ shown: Bool, _ size: CGSize) -> CGFloat {
                let half = size.height * halfFraction
                return shown ? (full ? half - size.height * heightRate : half) : size.height
            }

            /// The index in `stops` of the stop whose top lies nearest to `y`.
            func nearest(_ y: CGFloat, _ size: CGSize) -> Int {
                let tops = stops.map { top($0.0, $0.1, size) }
                return tops.indices.min { abs(tops[$0] - y) < abs(tops[$1] - y) }!
            }

            /// The backdrop's dim for a card whose top is at `y`: full from half up, none when hidden.
            func backdrop(_ y: CGFloat, _ size: CGSize) -> Double {
                let span = size.height - top(false, true, size)
                guard span > 0 else { return 0 }
                return backdropOpacity * Double(min(max((size.height - y) / span, 0), 1))
            }

            /// Settles at the stop (full, shown) from `y`, carrying the release velocity `v` (pt/s).
            func settle(to stop: (Bool, Bool), from y: CGFloat, velocity v: CGFloat, _ size: CGSize) {
                let distance = top(stop.0, stop.1, size) - y
                withAnimation(Self.settle(velocity: v, distance: distance)) {
                    showFull = stop.0
                    show = stop.1
                    position = .zero
                }
            }

            var body: some View {
                GeometryReader { proxy in
                    let viewSize = proxy.size
                    let cardTop = top(showFull, show, viewSize) + position.height
                    ZStack(alignment: .top) {
                        // The backdrop: a tap above the card hides it.
                        Color.black
                            .opacity(backdrop(cardTop, viewSize))
                            .onTapGesture { settle(to: (false, false), from: cardTop, velocity: 0, viewSize) }
                            .allowsHitTesting(show)
                        HalfModalView()
                            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
                            .offset(y: cardTop)
                            .gesture(
                                DragGesture(minimumDistance: minimumDistance)
                                    .onChanged { value in
                                        let full = top(true, true, viewSize), start = top(showFull, show, viewSize)
                                        var y = start + value.translation.height
                                        if y < full {
                                            let x = full - y, d = viewSize.height
                                            y = full - x * d * rubberBand / (d + rubberBand * x)
                                        }
                                        position.height = y - start
                                    }
                                    .onEnded { value in
                                        let v = value.velocity.height   // pt/s, iOS 17
                                        let y = top(showFull, show, viewSize) + position.height
                                        let projected = y + (v / 1000) * decelerationRate / (1 - decelerationRate)
                                        var target = nearest(projected, viewSize)
                                        let here = nearest(y, viewSize)
                                        if target == here && abs(v) > flickVelocity {
                                            target = v > 0 ? min(here + 1, 2) : max(here - 1, 0)
                                        }
                                        settle(to: stops[target], from: y, velocity: v, viewSize)
                                    }
                            )
                    }
                }
                .ignoresSafeArea()
                // A hidden card opens at half next time.
                .onChange(of: show) { _, shown in
                    if !shown { showFull = false }
                }
            }
        }

        """
    }
}
