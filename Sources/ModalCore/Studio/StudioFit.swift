/// How the first window fits the studio on a small screen: the panels keep their size and the
/// phones zoom down first, so the inspector's and the timeline's text stays readable.
///
/// The window shows the phones at `scale × zoom × phoneZoom` window units per point and the
/// panels (timeline, inspector, HUD column) at `scale × zoom`. On a screen that holds the whole
/// studio both zooms are 1. Otherwise the phones shrink alone (`phoneZoom` below 1, `zoom` 1)
/// until they reach `smallestPhoneZoom(stage:)` (half size, and never a timeline strip narrower
/// than `minimumTimelineWidth`, so its status line fits); only then does everything zoom out
/// together (`WindowFit.largestZoom` of the studio with its phones at that floor). At 1366×768 the
/// default studio (a 390×844 phone, 132 pt of timeline) opens with phones at 0.754 and panels
/// at 1: the inspector's 11-pt text is 11 px tall (a uniform fit gave 0.787 and 8-px text).
public enum StudioFit {
    /// The smallest phone zoom reached before the panels shrink too (for a stage wide enough).
    public static let minimumPhoneZoom = 0.5
    /// The narrowest the timeline strip under the phones gets before the panels shrink too.
    public static let minimumTimelineWidth = 280.0

    /// The phone zoom below which everything zooms out instead: `minimumPhoneZoom`, or more
    /// when the strip under the phones would be narrower than `minimumTimelineWidth` (one
    /// 390-pt phone: 280/390 = 0.718); at most 1.
    public static func smallestPhoneZoom(stage: Size) -> Double {
        min(1, max(minimumPhoneZoom, minimumTimelineWidth / max(stage.width, 1)))
    }
    /// The smallest size, in points, of the inspector's and the timeline's text: on screen it is
    /// at least this many pixels at panel zoom 1 and scale 1.
    public static let minimumTextSize = 11.0

    /// The zooms of a first window.
    public struct Zooms: Equatable, Sendable {
        /// Of everything (the panels' scale; the phones' too, times `phoneZoom`).
        public var zoom: Double
        /// Of the phones, relative to the panels.
        public var phoneZoom: Double
        public init(zoom: Double, phoneZoom: Double) { self.zoom = zoom; self.phoneZoom = phoneZoom }
    }

    /// The studio's size in panel points with the phones' `stage` shown at `phoneZoom`.
    public static func content(stage: Size, phoneZoom: Double, inspectorVisible: Bool, hudVisible: Bool = false) -> Size {
        StudioLayout(stage: Size(width: stage.width * phoneZoom, height: stage.height * phoneZoom),
                     inspectorVisible: inspectorVisible, hudVisible: hudVisible).size
    }

    /// The zooms of the first window for the phones' `stage` (points) at `scale` window units per
    /// point on a screen whose usable area is `bounds` (window units).
    public static func initialZooms(stage: Size, inspectorVisible: Bool, hudVisible: Bool = false, scale: Double,
                                    bounds: Size) -> Zooms {
        let whole = content(stage: stage, phoneZoom: 1, inspectorVisible: inspectorVisible, hudVisible: hudVisible)
        if WindowFit.largestZoom(content: whole, scale: scale, bounds: bounds) >= 1 { return Zooms(zoom: 1, phoneZoom: 1) }
        guard stage.width > 0, stage.height > 0, scale > 0 else { return Zooms(zoom: 1, phoneZoom: 1) }
        // The panels at zoom 1; the phones take what room is left (whole window units).
        let panels = content(stage: Size(width: 0, height: 0), phoneZoom: 1, inspectorVisible: inspectorVisible,
                             hudVisible: hudVisible)
        let roomW = bounds.width.rounded(.down) / scale - panels.width
        let roomH = bounds.height.rounded(.down) / scale - panels.height
        let phoneZoom = min(roomW / stage.width, roomH / stage.height, 1)
        let floor = smallestPhoneZoom(stage: stage)
        if phoneZoom >= floor { return Zooms(zoom: 1, phoneZoom: phoneZoom) }
        let small = content(stage: stage, phoneZoom: floor, inspectorVisible: inspectorVisible, hudVisible: hudVisible)
        return Zooms(zoom: min(1, WindowFit.largestZoom(content: small, scale: scale, bounds: bounds)), phoneZoom: floor)
    }

    /// The phones' stage (points) that a studio of `content` panel points holds at `phoneZoom`,
    /// to a millionth of a point (so the first window's stage comes back exactly).
    public static func stage(for content: Size, phoneZoom: Double, inspectorVisible: Bool, hudVisible: Bool = false) -> Size {
        let shown = StudioLayout.stage(for: content, inspectorVisible: inspectorVisible, hudVisible: hudVisible)
        let z = max(phoneZoom, 1e-6)
        func points(_ v: Double) -> Double { max(((v / z) * 1e6).rounded() / 1e6, 1) }
        return Size(width: points(shown.width), height: points(shown.height))
    }
}
