/// An iPhone the canvas stands for: its size in points, safe areas, display corners, cut-out.
///
/// Sources. Canvas sizes, native scales and safe-area insets: Apple's published device
/// metrics (Human Interface Guidelines, "Layout" → device screen sizes and orientations;
/// `UIScreen.bounds` / `safeAreaInsets` in portrait): SE (3rd gen) 375×667 @2x, no inset
/// beyond its 20 pt status bar; 13 mini 375×812 @3x, 50 / 34; 14 390×844 @3x, 47 / 34; 15
/// 393×852 @3x, 59 / 34; 15 Pro Max 430×932 @3x, 59 / 34. Apple publishes no display corner
/// radius or notch size: the corner radii (≈44, ≈47.33, ≈55) are the values `UIScreen`'s
/// `_displayCornerRadius` reports, as collected by developers; the notch sizes are
/// approximations from community measurements of screenshots and Apple's bezel templates, not
/// verified here (iPhone 13 and 14: ≈162×33 pt, bottom corners ≈20; the 13 mini has the same
/// ≈486 px part on a panel of 2.88 px a point: ≈169 pt wide). The Dynamic Island of the 15 and
/// 15 Pro Max is 126×37 pt, its top 11 pt below the screen's edge (Apple's design templates).
public struct Device: Equatable, Sendable {
    /// What interrupts the top of the display.
    public enum CutOut: Equatable, Sendable {
        /// A full rectangular display (home-button iPhones, or a typed-in `--size`).
        case none
        /// The TrueDepth notch: `width` × `height` at the top centre, bottom corners `radius`.
        case notch(width: Double, height: Double, radius: Double)
        /// The Dynamic Island: a `width` × `height` capsule whose top is `top` below the edge.
        case island(width: Double, height: Double, top: Double)
    }

    /// The `--device` name, e.g. `iphone-14`; `custom` for a typed-in size.
    public var name: String
    /// The canvas in points (portrait).
    public var canvas: Size
    /// Pixels per point of the real screen (the PNG scale that matches a screenshot).
    public var nativeScale: Double
    /// Safe-area insets in points.
    public var safeAreaTop: Double
    public var safeAreaBottom: Double
    /// Radius of the display's rounded corners; 0 for a square display.
    public var displayCornerRadius: Double
    public var cutOut: CutOut
    /// Home-button iPhones have no home indicator and a 20 pt status bar with the time centred.
    public var hasHomeButton: Bool

    public init(name: String, canvas: Size, nativeScale: Double, safeAreaTop: Double, safeAreaBottom: Double,
                displayCornerRadius: Double, cutOut: CutOut, hasHomeButton: Bool) {
        self.name = name; self.canvas = canvas; self.nativeScale = nativeScale
        self.safeAreaTop = safeAreaTop; self.safeAreaBottom = safeAreaBottom
        self.displayCornerRadius = displayCornerRadius; self.cutOut = cutOut; self.hasHomeButton = hasHomeButton
    }

    /// iPhone SE (3rd generation): home button, square display, 20 pt status bar.
    public static let iPhoneSE3 = Device(name: "iphone-se-3", canvas: Size(width: 375, height: 667), nativeScale: 2,
                                         safeAreaTop: 20, safeAreaBottom: 0, displayCornerRadius: 0, cutOut: .none,
                                         hasHomeButton: true)
    /// iPhone 13 mini: notch.
    public static let iPhone13Mini = Device(name: "iphone-13-mini", canvas: Size(width: 375, height: 812), nativeScale: 3,
                                            safeAreaTop: 50, safeAreaBottom: 34, displayCornerRadius: 44,
                                            cutOut: .notch(width: 169, height: 33, radius: 20), hasHomeButton: false)
    /// iPhone 14: notch; the default (the canvas the seeds were measured on).
    public static let iPhone14 = Device(name: "iphone-14", canvas: Size(width: 390, height: 844), nativeScale: 3,
                                        safeAreaTop: 47, safeAreaBottom: 34, displayCornerRadius: 47.33,
                                        cutOut: .notch(width: 162, height: 33, radius: 20), hasHomeButton: false)
    /// iPhone 15: Dynamic Island.
    public static let iPhone15 = Device(name: "iphone-15", canvas: Size(width: 393, height: 852), nativeScale: 3,
                                        safeAreaTop: 59, safeAreaBottom: 34, displayCornerRadius: 55,
                                        cutOut: .island(width: 126, height: 37, top: 11), hasHomeButton: false)
    /// iPhone 15 Pro Max: Dynamic Island.
    public static let iPhone15ProMax = Device(name: "iphone-15-pro-max", canvas: Size(width: 430, height: 932),
                                              nativeScale: 3, safeAreaTop: 59, safeAreaBottom: 34,
                                              displayCornerRadius: 55, cutOut: .island(width: 126, height: 37, top: 11),
                                              hasHomeButton: false)

    /// Every `--device` preset: the older ones smallest first, then the 2024–2025 phones
    /// (`Device+Recent.swift`) in Apple's order.
    public static let presets: [Device] = [iPhoneSE3, iPhone13Mini, iPhone14, iPhone15, iPhone15ProMax] + recent

    /// The default preset.
    public static let standard = iPhone14

    /// The preset called `name`, or nil.
    public static func named(_ name: String) -> Device? { presets.first { $0.name == name } }

    /// A typed-in canvas (`--size`, or a resized window): a status bar and a home indicator
    /// like the default device's, but no notch, island or rounded corners.
    public static func custom(_ canvas: Size, safeAreaTop: Double = standard.safeAreaTop,
                              safeAreaBottom: Double = standard.safeAreaBottom) -> Device {
        Device(name: "custom", canvas: canvas, nativeScale: standard.nativeScale, safeAreaTop: safeAreaTop,
               safeAreaBottom: safeAreaBottom, displayCornerRadius: 0, cutOut: .none, hasHomeButton: false)
    }

    /// The safe area: the canvas less the insets.
    public var safeArea: Rect {
        Rect(x: 0, y: safeAreaTop, width: canvas.width, height: max(canvas.height - safeAreaTop - safeAreaBottom, 0))
    }
}
