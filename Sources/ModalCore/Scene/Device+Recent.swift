/// The iPhone 16 and 17 families, the Air and the 16e (2024–2025).
///
/// Sources. Points and native scale: Apple's Human Interface Guidelines, "Layout" → device
/// screen sizes (portrait, points @ scale, given on each row below); the pixel sizes they
/// give are Apple's published resolutions (Tech Specs pages: 16 Pro 2622×1206, 16 Pro Max
/// 2868×1320, 16 2556×1179, 16 Plus 2796×1290, 16e 2532×1170, Air 2736×1260, 17 and 17 Pro
/// 2622×1206, 17 Pro Max 2868×1320). Safe-area insets: `UIWindow.safeAreaInsets` in portrait as
/// the Xcode 16/26 simulators report them (community collections; Apple documents only the
/// API): 59 / 34 on the 16 and 16 Plus (as on the 15), 62 / 34 on the 16 Pro, 16 Pro Max, 17,
/// 17 Pro and 17 Pro Max, 68 / 34 on the Air, 47 / 34 on the 16e (as on the 14). Display
/// corner radii: Apple publishes none; `UIScreen._displayCornerRadius` as collected by
/// developers (ScreenCorners / BezelKit tables; an Xcode 26 check that the Air has the 16 Pro's
/// corners, artembolotov.github.io 2025-09-11): 55 on the 16 and 16 Plus, 62 on the 16 Pro
/// family, the 17 family and the Air, 47.33 on the 16e — community measurements, not verified
/// here. The Dynamic Island is drawn 126×37 pt, 11 pt below the edge, as on the 15 (Apple's
/// design templates give the 15's; the Pro models' island is within a point of it by community
/// measurement). The 16e has the 14's notch (same community approximation, ≈162×33 pt).
extension Device {
    /// iPhone 16: 393×852 @3x, Dynamic Island.
    public static let iPhone16 = Device(name: "iphone-16", canvas: Size(width: 393, height: 852), nativeScale: 3,
                                        safeAreaTop: 59, safeAreaBottom: 34, displayCornerRadius: 55,
                                        cutOut: island, hasHomeButton: false)
    /// iPhone 16 Plus: 430×932 @3x.
    public static let iPhone16Plus = Device(name: "iphone-16-plus", canvas: Size(width: 430, height: 932), nativeScale: 3,
                                            safeAreaTop: 59, safeAreaBottom: 34, displayCornerRadius: 55,
                                            cutOut: island, hasHomeButton: false)
    /// iPhone 16 Pro: 402×874 @3x (1206×2622 px).
    public static let iPhone16Pro = Device(name: "iphone-16-pro", canvas: Size(width: 402, height: 874), nativeScale: 3,
                                           safeAreaTop: 62, safeAreaBottom: 34, displayCornerRadius: 62,
                                           cutOut: island, hasHomeButton: false)
    /// iPhone 16 Pro Max: 440×956 @3x (1320×2868 px).
    public static let iPhone16ProMax = Device(name: "iphone-16-pro-max", canvas: Size(width: 440, height: 956),
                                              nativeScale: 3, safeAreaTop: 62, safeAreaBottom: 34,
                                              displayCornerRadius: 62, cutOut: island, hasHomeButton: false)
    /// iPhone 17: 402×874 @3x (the 16 Pro's 6.3-inch panel).
    public static let iPhone17 = Device(name: "iphone-17", canvas: Size(width: 402, height: 874), nativeScale: 3,
                                        safeAreaTop: 62, safeAreaBottom: 34, displayCornerRadius: 62,
                                        cutOut: island, hasHomeButton: false)
    /// iPhone Air: 420×912 @3x (1260×2736 px).
    public static let iPhoneAir = Device(name: "iphone-air", canvas: Size(width: 420, height: 912), nativeScale: 3,
                                         safeAreaTop: 68, safeAreaBottom: 34, displayCornerRadius: 62,
                                         cutOut: island, hasHomeButton: false)
    /// iPhone 17 Pro: 402×874 @3x.
    public static let iPhone17Pro = Device(name: "iphone-17-pro", canvas: Size(width: 402, height: 874), nativeScale: 3,
                                           safeAreaTop: 62, safeAreaBottom: 34, displayCornerRadius: 62,
                                           cutOut: island, hasHomeButton: false)
    /// iPhone 17 Pro Max: 440×956 @3x.
    public static let iPhone17ProMax = Device(name: "iphone-17-pro-max", canvas: Size(width: 440, height: 956),
                                              nativeScale: 3, safeAreaTop: 62, safeAreaBottom: 34,
                                              displayCornerRadius: 62, cutOut: island, hasHomeButton: false)
    /// iPhone 16e: 390×844 @3x, the 14's notch.
    public static let iPhone16e = Device(name: "iphone-16e", canvas: Size(width: 390, height: 844), nativeScale: 3,
                                         safeAreaTop: 47, safeAreaBottom: 34, displayCornerRadius: 47.33,
                                         cutOut: .notch(width: 162, height: 33, radius: 20), hasHomeButton: false)

    /// The 2024–2025 presets, in Apple's order.
    static let recent: [Device] = [iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
                                   iPhone17, iPhoneAir, iPhone17Pro, iPhone17ProMax, iPhone16e]

    /// The Dynamic Island as drawn on every island preset (126×37 pt, 11 pt below the edge).
    static let island = CutOut.island(width: 126, height: 37, top: 11)

    /// `--device list`: one line per preset (name, points, scale, pixels, safe areas, corner
    /// radius, cut-out), under a header.
    public static var listing: String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        var lines = ["NAME                POINTS    SCALE  PIXELS     SAFE TOP/BOTTOM  CORNER  CUT-OUT"]
        for d in presets {
            let px = "\(n(d.canvas.width * d.nativeScale))x\(n(d.canvas.height * d.nativeScale))"
            let cut: String
            switch d.cutOut {
            case .none: cut = d.hasHomeButton ? "none (home button)" : "none"
            case let .notch(w, h, _): cut = "notch \(n(w))x\(n(h))"
            case let .island(w, h, top): cut = "Dynamic Island \(n(w))x\(n(h)) at \(n(top))"
            }
            let name = d.name == standard.name ? d.name + " *" : d.name
            lines.append(pad(name, 20) + pad("\(n(d.canvas.width))x\(n(d.canvas.height))", 10) + pad("@\(n(d.nativeScale))x", 7)
                         + pad(px, 11) + pad("\(n(d.safeAreaTop)) / \(n(d.safeAreaBottom))", 17) + pad(n(d.displayCornerRadius), 8) + cut)
        }
        lines.append("* the default")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
