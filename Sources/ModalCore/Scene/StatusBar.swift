import Glibc

/// The iOS status bar at 9:41, as Apple shows it in marketing shots: the time, cellular
/// bars, Wi-Fi and a full battery, drawn as shapes and text in one colour.
///
/// Layout (measured from iOS 16–17 screenshots; Apple publishes no status-bar geometry):
/// on notch and Dynamic Island iPhones the time (17 pt semibold) is centred in the area left
/// of the cut-out and the three glyphs in the area right of it, on the line through the
/// island's centre (Dynamic Island) or half the safe-area top (notch, typed-in size). On a
/// home-button iPhone the bar is 20 pt high: the time (12 pt semibold) is centred, cellular
/// and Wi-Fi are at the left edge, the battery at the right edge, all drawn at 0.75 size.
public enum StatusBar {
    /// Width, in points at unit size, the cut-out leaves the status bar on a device without one.
    static let virtualCutOutWidth = 162.0
    /// The time the status bar shows.
    public static let time = "9:41"

    /// The status bar of `device` on a canvas of `canvas`, in `color`.
    public static func items(device: Device, canvas: Size, color: Color) -> [DisplayItem] {
        let W = canvas.width
        var out: [DisplayItem] = []
        if device.hasHomeButton {
            let u = 0.75, cy = 10.0
            out.append(.text(TextRun(time, at: Point(x: W / 2, y: cy), size: 12, weight: .semibold, color: color)))
            out += cellular(x: 6, cy: cy, u: u, color)
            out += wifi(x: 6 + cellularWidth * u + 4, cy: cy, u: u, color)
            out += battery(x: W - 6 - batteryWidth * u, cy: cy, u: u, color)
            return out
        }
        let cutWidth: Double, cy: Double
        switch device.cutOut {
        case let .notch(width, _, _): cutWidth = width; cy = device.safeAreaTop / 2
        case let .island(width, height, top): cutWidth = width; cy = top + height / 2
        case .none: cutWidth = virtualCutOutWidth; cy = device.safeAreaTop / 2
        }
        let ear = max((W - cutWidth) / 2, 0)
        out.append(.text(TextRun(time, at: Point(x: ear / 2 + 4, y: cy), size: 17, weight: .semibold, color: color)))
        let gap = 5.0
        let cluster = cellularWidth + gap + wifiWidth + gap + batteryWidth
        var x = W - ear / 2 - 4 - cluster / 2
        out += cellular(x: x, cy: cy, u: 1, color)
        x += cellularWidth + gap
        out += wifi(x: x, cy: cy, u: 1, color)
        x += wifiWidth + gap
        out += battery(x: x, cy: cy, u: 1, color)
        return out
    }

    // MARK: Glyphs (unit size: about 12 pt high)

    static let cellularWidth = 16.5
    static let wifiWidth = 16.0
    static let batteryWidth = 27.0

    /// Four bars rising left to right, all lit.
    static func cellular(x: Double, cy: Double, u: Double, _ color: Color) -> [DisplayItem] {
        let heights = [4.0, 6.5, 9, 11.5]
        let bottom = cy + 5.75 * u
        return heights.enumerated().map { i, h in
            .fill(Rect(x: x + Double(i) * 4.5 * u, y: bottom - h * u, width: 3 * u, height: h * u),
                  CornerRadii(all: 1 * u), color)
        }
    }

    /// Three arcs of a fan opening upwards from its apex, all lit.
    static func wifi(x: Double, cy: Double, u: Double, _ color: Color) -> [DisplayItem] {
        let apex = Point(x: x + wifiWidth / 2 * u, y: cy + 5.5 * u)
        var out: [DisplayItem] = []
        for (radius, width, half) in [(2.4, 3.6, 0.55), (6.4, 2.4, 0.74), (10.0, 2.4, 0.76)] {
            let steps = 6
            var previous: Point?
            for k in 0...steps {
                let a = -half + 2 * half * Double(k) / Double(steps)
                let p = Point(x: apex.x + sin(a) * radius * u, y: apex.y - cos(a) * radius * u)
                if let q = previous { out.append(.line(from: q, to: p, width: width * u, color)) }
                previous = p
            }
        }
        return out
    }

    /// A full battery: a faint outline, a solid charge inside it, a faint terminal nub.
    static func battery(x: Double, cy: Double, u: Double, _ color: Color) -> [DisplayItem] {
        let body = Rect(x: x, y: cy - 6 * u, width: 24.5 * u, height: 12 * u)
        return [
            .stroke(body.insetBy(dx: 0.5 * u, dy: 0.5 * u), CornerRadii(all: 3.5 * u), width: 1 * u,
                    color.withOpacity(0.35)),
            .fill(body.insetBy(dx: 2 * u, dy: 2 * u), CornerRadii(all: 1.5 * u), color),
            .fill(Rect(x: body.maxX + 1 * u, y: cy - 2 * u, width: 1.5 * u, height: 4 * u),
                  CornerRadii(topLeft: 0, topRight: 0.75 * u, bottomRight: 0.75 * u, bottomLeft: 0),
                  color.withOpacity(0.4)),
        ]
    }
}
