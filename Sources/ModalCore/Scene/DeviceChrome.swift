/// How a frame is shown: on which device, with or without the device's chrome, at what
/// pixel density. The front ends (window, headless, filmstrip, recording) pass one to
/// `PrototypeMachine.frame(now:display:)`; the machine's own hit testing uses none.
public struct DisplayContext: Equatable, Sendable {
    /// The device whose chrome is drawn; a canvas of another size gets `Device.custom`.
    public var device: Device
    /// Status bar, home indicator, cut-out and display corners on top of the content.
    public var showsChrome: Bool
    /// Pixels per point of the target: hairlines are one pixel at this scale.
    public var pixelScale: Double

    public init(device: Device = .standard, showsChrome: Bool = true, pixelScale: Double = 1) {
        self.device = device
        self.showsChrome = showsChrome
        self.pixelScale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
    }

    /// The device drawn on a canvas of `canvas`: the preset when the size is its own, else a
    /// typed-in device (status bar and home indicator, no cut-out, square corners).
    public func device(for canvas: Size, safeAreaTop: Double, safeAreaBottom: Double) -> Device {
        device.canvas == canvas ? device
            : .custom(canvas, safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom)
    }
}

extension PrototypeMachine {
    /// The scene at `now` as `display` shows it: with the device's chrome on top (it adds no
    /// hit regions, so what a press reaches is the same as in `frame(now:)`) and hairlines one
    /// pixel at its scale.
    public func frame(now: Double, display: DisplayContext) -> Frame {
        SceneBuilder(machine: self, now: max(now, clock), display: display).build()
    }
}

/// The device around the content: status bar, home indicator, notch or Dynamic Island, and
/// the display's rounded corners, drawn last and taking no input. The seed's content lies
/// under the status bar and the home indicator (`.ignoresSafeArea`), as on the phone.
///
/// Colours follow iOS: the status bar is dark on light content and light (white) over dark
/// content — in dark appearance, over the 50 % loading cover, and once a page sheet has
/// pushed the presenting view down so the black behind it shows under the bar (presentation
/// half way or more). The home indicator (134×5 pt, 8 pt above the bottom edge, Apple HIG)
/// is black on light content and white on dark (dark appearance, the cover); home-button
/// devices have none. Cut-outs and the area outside the display corners are black.
public enum DeviceChrome {
    /// Home indicator size and its gap to the bottom edge (Apple HIG).
    public static let homeIndicatorSize = Size(width: 134, height: 5)
    public static let homeIndicatorBottomGap = 8.0

    /// Where the home indicator lies on `canvas`.
    public static func homeIndicatorFrame(canvas: Size) -> Rect {
        let s = homeIndicatorSize
        return Rect(x: canvas.width / 2 - s.width / 2, y: canvas.height - homeIndicatorBottomGap - s.height,
                    width: s.width, height: s.height)
    }

    /// The chrome of `device` on `canvas`: status bar in white when `lightStatusBar` (else
    /// black), home indicator in white when `lightHomeIndicator` (else black).
    public static func items(device: Device, canvas: Size, lightStatusBar: Bool, lightHomeIndicator: Bool) -> [DisplayItem] {
        let W = canvas.width
        var out = StatusBar.items(device: device, canvas: canvas, color: lightStatusBar ? .white : .black)
        if !device.hasHomeButton {
            out.append(.fill(homeIndicatorFrame(canvas: canvas), CornerRadii(all: homeIndicatorSize.height / 2),
                             lightHomeIndicator ? .white : .black))
        }
        switch device.cutOut {
        case .none:
            break
        case let .notch(width, height, radius):
            let r = min(radius, width / 2, height)
            out.append(.fill(Rect(x: W / 2 - width / 2, y: 0, width: width, height: height),
                             CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r), .black))
        case let .island(width, height, top):
            out.append(.fill(Rect(x: W / 2 - width / 2, y: top, width: width, height: height),
                             CornerRadii(all: min(height, width) / 2), .black))
        }
        out += cornerMask(radius: device.displayCornerRadius, canvas: canvas)
        return out
    }

    /// Black outside the display's rounded corners (radius `R`): a ring whose inner edge is the
    /// display's outline and which reaches at most `Stage.gap` past the canvas (so it stays off
    /// a neighbouring phone in `--compare`), plus a square in each corner for the tip the ring
    /// cannot reach. A square of side R(1 − 1/√2) lies wholly outside the arc; the ring leaves
    /// uncovered only points within R − √((R + w)² − R²) of the corner, which for every preset
    /// (R ≤ 55, w = 16) is inside the square.
    static func cornerMask(radius R: Double, canvas: Size) -> [DisplayItem] {
        let W = canvas.width, H = canvas.height
        guard R > 0, R * 2 <= min(W, H) else { return [] }
        let w = min(R, Stage.gap), k = w / 2
        var out: [DisplayItem] = [.stroke(Rect(x: -k, y: -k, width: W + w, height: H + w), CornerRadii(all: R + k),
                                          width: w, .black)]
        let side = R * (1 - 1 / 2.0.squareRoot())
        if R - ((R + w) * (R + w) - R * R).squareRoot() > 0 {
            for (x, y) in [(0, 0), (W - side, 0), (0, H - side), (W - side, H - side)] {
                out.append(.fill(Rect(x: x, y: y, width: side, height: side), .zero, .black))
            }
        }
        return out
    }
}

extension SceneBuilder {
    /// Adds the device chrome of `display` on top of everything, coloured for the state at `now`:
    /// the status bar turns light over a dark backdrop, as UIKit's sheet presentation sets
    /// `preferredStatusBarStyle` while a page sheet or the system sheet past halfway to large
    /// leaves the black behind the shrunken presenting view under it.
    mutating func addChrome(_ display: DisplayContext) {
        let dark = m.settings.appearance == .dark
        let cover = m.request.isCoverShown(at: now)
        let device = display.device(for: m.canvas, safeAreaTop: theme.safeAreaTop, safeAreaBottom: theme.safeAreaBottom)
        items += DeviceChrome.items(device: device, canvas: m.canvas,
                                    lightStatusBar: dark || cover || m.sheet.presentation(at: now) >= 0.5
                                        || m.halfModal.nativeLargeProgress(at: now) >= 0.5,
                                    lightHomeIndicator: dark || cover)
    }
}
