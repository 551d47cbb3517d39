/// How large the window is and how far its canvas is zoomed, so that it fits the screen.
///
/// The window shows `content` points at `scale` window units per point times `zoom`. The
/// first window takes zoom 1 (the requested scale) unless that does not fit the display's
/// usable bounds; then it takes the largest zoom that fits, keeping the canvas's aspect.
/// Ctrl+= and Ctrl+- multiply and divide the zoom by `step` (never beyond what fits, never
/// below `minimumZoom`); Ctrl+0 goes back to zoom 1, or to what fits when 1 does not.
public enum WindowFit {
    /// The factor of one zoom step.
    public static let step = 1.25
    /// The smallest zoom offered.
    public static let minimumZoom = 0.1

    /// A zoom command from the keyboard.
    public enum Command: Equatable, Sendable {
        case zoomIn, zoomOut, reset
    }

    /// The largest zoom at which `content` × `scale` × zoom fits in `bounds` (window units),
    /// with whole window units; at least `minimumZoom`.
    public static func largestZoom(content: Size, scale: Double, bounds: Size) -> Double {
        let w = content.width * scale, h = content.height * scale
        guard w > 0, h > 0, bounds.width >= 1, bounds.height >= 1 else { return 1 }
        return max(min(bounds.width.rounded(.down) / w, bounds.height.rounded(.down) / h), minimumZoom)
    }

    /// The zoom of the first window: 1, or less when the requested scale does not fit.
    public static func initialZoom(content: Size, scale: Double, bounds: Size) -> Double {
        min(1, largestZoom(content: content, scale: scale, bounds: bounds))
    }

    /// The window size (whole units, at least 1×1) that shows `content` at `scale` × `zoom`.
    public static func windowSize(content: Size, scale: Double, zoom: Double) -> (width: Int, height: Int) {
        func units(_ points: Double) -> Int {
            let v = (points * scale * zoom).rounded()
            return v.isFinite ? Int(min(max(v, 1), 100_000)) : 1
        }
        return (units(content.width), units(content.height))
    }

    /// The stage in points that a window of `window` units shows at `scale` × `zoom`.
    ///
    /// A window of exactly `windowSize(content:scale:zoom:)` shows `content` itself (rounding
    /// the window to whole units must not change the canvas by a fraction of a point).
    public static func stageSize(window: (width: Int, height: Int), scale: Double, zoom: Double, content: Size) -> Size {
        let expected = windowSize(content: content, scale: scale, zoom: zoom)
        if expected == window { return content }
        let k = max(scale * zoom, 1e-6)
        return Size(width: Double(window.width) / k, height: Double(window.height) / k)
    }

    /// The zoom after `command`, from `zoom`, when `largest` is the most that fits the screen.
    public static func zoom(_ zoom: Double, after command: Command, largest: Double) -> Double {
        switch command {
        case .zoomIn: return min(zoom * step, max(largest, zoom))
        case .zoomOut: return max(zoom / step, minimumZoom)
        case .reset: return min(1, largest)
        }
    }
}
