/// The window's zoom: the points it shows (`content`), at `scale` window units per point times
/// `zoom`, and whether the first fit to the window manager's decorations was made. The rules
/// are `WindowFit`'s; this is the state they change, kept by the window.
public struct WindowZoom: Equatable, Sendable {
    /// Window units per point the user asked for (or the display suggests).
    public let scale: Double
    /// How far the canvas is zoomed to fit the screen (Ctrl+= / Ctrl+- / Ctrl+0).
    public private(set) var zoom: Double
    /// The studio in points the zoom shows (what a zoom step keeps while resizing the window).
    public private(set) var content: Size
    /// Set once the window was fitted to its decorations (the first time it shows).
    public var decorationsFitted = false

    public init(scale: Double, zoom: Double, content: Size) {
        self.scale = scale
        self.zoom = zoom
        self.content = content
    }

    /// The window size that shows `content` at the zoom.
    public var windowSize: (width: Int, height: Int) { WindowFit.windowSize(content: content, scale: scale, zoom: zoom) }

    /// Applies a zoom `command` when `largest` is the most that fits the screen; false when the zoom stays.
    public mutating func apply(_ command: WindowFit.Command, largest: Double) -> Bool {
        let next = WindowFit.zoom(zoom, after: command, largest: largest)
        guard next != zoom else { return false }
        zoom = next
        return true
    }

    /// Zooms out to `largest` when the zoom does not fit `room` (the usable bounds less the
    /// decorations); false when it fits.
    public mutating func fit(room: Size) -> Bool {
        let largest = WindowFit.largestZoom(content: content, scale: scale, bounds: room)
        guard zoom > largest else { return false }
        zoom = largest
        return true
    }

    /// The largest zoom that fits `bounds` for the content.
    public func largest(in bounds: Size) -> Double { WindowFit.largestZoom(content: content, scale: scale, bounds: bounds) }

    /// The content grows or shrinks by `width` points (the inspector shown or hidden), never below 1.
    public mutating func widen(by width: Double) {
        content = Size(width: max(content.width + width, 1), height: content.height)
    }

    /// A new fit: `zoom` showing `content` (the phones zoomed down to make room for a panel).
    public mutating func refit(zoom: Double, content: Size) {
        self.zoom = zoom
        self.content = content
    }

    /// Takes the stage a window of `window` units now shows as the content; returns it.
    public mutating func resized(window: (width: Int, height: Int)) -> Size {
        content = WindowFit.stageSize(window: window, scale: scale, zoom: zoom, content: content)
        return content
    }
}
