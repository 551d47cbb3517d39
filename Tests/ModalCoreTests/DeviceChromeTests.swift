import Testing
@testable import ModalCore

/// Device presets, their chrome (status bar, home indicator, cut-out, corners) and the dark
/// appearance, as display lists.
@Suite struct DeviceChromeTests {
    /// A machine on `device`'s canvas with its safe areas, as `--device` sets them.
    func machine(_ device: Device, _ configure: (inout Settings) -> Void = { _ in }) -> PrototypeMachine {
        var s = Settings()
        s.theme.safeAreaTop = device.safeAreaTop
        s.theme.safeAreaBottom = device.safeAreaBottom
        configure(&s)
        return PrototypeMachine(settings: s, canvas: device.canvas)
    }

    /// The colour of the status bar's "9:41".
    func timeColor(_ f: Frame) -> Color? {
        for case let .text(run) in f.items where run.string == StatusBar.time { return run.color }
        return nil
    }

    /// The colour of the home indicator (a 134×5 fill 8 pt above the bottom), if drawn.
    func indicatorColor(_ f: Frame) -> Color? {
        let r = DeviceChrome.homeIndicatorFrame(canvas: f.canvas)
        for case let .fill(rect, _, c) in f.items where rect == r { return c }
        return nil
    }

    @Test func presetsCarryApplesMetrics() {
        let table: [(String, Double, Double, Double, Double, Double)] = [
            ("iphone-se-3", 375, 667, 20, 0, 2), ("iphone-13-mini", 375, 812, 50, 34, 3),
            ("iphone-14", 390, 844, 47, 34, 3), ("iphone-15", 393, 852, 59, 34, 3),
            ("iphone-15-pro-max", 430, 932, 59, 34, 3),
            ("iphone-16", 393, 852, 59, 34, 3), ("iphone-16-plus", 430, 932, 59, 34, 3),
            ("iphone-16-pro", 402, 874, 62, 34, 3), ("iphone-16-pro-max", 440, 956, 62, 34, 3),
            ("iphone-17", 402, 874, 62, 34, 3), ("iphone-air", 420, 912, 68, 34, 3),
            ("iphone-17-pro", 402, 874, 62, 34, 3), ("iphone-17-pro-max", 440, 956, 62, 34, 3),
            ("iphone-16e", 390, 844, 47, 34, 3),
        ]
        #expect(Device.presets.map(\.name) == table.map(\.0))
        for (name, w, h, top, bottom, scale) in table {
            let d = Device.named(name)!
            #expect(d.canvas == Size(width: w, height: h) && d.safeAreaTop == top && d.safeAreaBottom == bottom)
            #expect(d.nativeScale == scale)
        }
        #expect(Device.standard == .iPhone14 && Device.standard.canvas == .iPhone)
        #expect(Device.iPhoneSE3.hasHomeButton && Device.iPhoneSE3.displayCornerRadius == 0 && Device.iPhoneSE3.cutOut == .none)
        #expect(Device.iPhone15.cutOut == .island(width: 126, height: 37, top: 11))
        #expect(Device.iPhone14.displayCornerRadius == 47.33 && Device.iPhone13Mini.displayCornerRadius == 44)
        if case .notch = Device.iPhone13Mini.cutOut {} else { Issue.record("13 mini has a notch") }
        #expect(Device.named("iphone-16-mini") == nil)
        #expect(Device.iPhone16Pro.displayCornerRadius == 62 && Device.iPhone16.displayCornerRadius == 55
                && Device.iPhone16e.displayCornerRadius == 47.33 && Device.iPhoneAir.displayCornerRadius == 62)
        #expect(Device.iPhone16e.cutOut == .notch(width: 162, height: 33, radius: 20))
        for d in Device.recent where d.name != "iphone-16e" { #expect(d.cutOut == .island(width: 126, height: 37, top: 11)) }
    }

    @Test func theDeviceListingHasOneLinePerPreset() {
        let lines = Device.listing.split(separator: "\n").map(String.init)
        #expect(lines.count == Device.presets.count + 2)
        for (line, d) in zip(lines.dropFirst(), Device.presets) { #expect(line.hasPrefix(d.name + " ")) }
        #expect(lines.contains { $0.hasPrefix("iphone-16-pro ") && $0.contains("402x874") && $0.contains("1206x2622") })
        #expect(lines.contains { $0.hasPrefix("iphone-16-pro-max ") && $0.contains("440x956") && $0.contains("1320x2868") })
        #expect(lines.contains { $0.hasPrefix("iphone-14 *") })
    }

    @Test func everyPresetsElementFramesStayInsideItsSafeArea() {
        for device in Device.presets {
            var m = machine(device) { $0.request.outcome = .failure }
            let safe = device.safeArea
            func check(_ ids: [ElementID], at t: Double) {
                let f = m.frame(now: t)
                for id in ids {
                    guard let r = f.region(id)?.frame else { Issue.record("\(device.name): no \(id)"); continue }
                    #expect(safe.contains(r), "\(device.name): \(id) \(r) outside \(safe)")
                }
            }
            check([.openSheet, .toggleHalfModal], at: 0)
            m.tap(.openSheet, at: 0)
            check([.closeSheet, .startRequest], at: 1)
            // The sheet's top edge is its safe-area top + 10, as on the phone.
            #expect(m.frame(now: 1).region(.sheet)!.frame.minY == device.safeAreaTop + 10)
            let actions = m.tap(.startRequest, at: 1)
            m.complete(actions, at: 4)
            check([.alert, .alertOK], at: 5)
        }
    }

    @Test func theChromeAddsNoHitRegions() {
        var m = machine(.iPhone15) { $0.request.outcome = .failure }
        let display = DisplayContext(device: .iPhone15, pixelScale: 3)
        #expect(m.frame(now: 0, display: display).regions == m.frame(now: 0).regions)
        #expect(m.frame(now: 0, display: display).items.count > m.frame(now: 0).items.count)
        m.tap(.openSheet, at: 0)
        let actions = m.tap(.startRequest, at: 1)
        m.complete(actions, at: 4)
        #expect(m.frame(now: 5, display: display).regions == m.frame(now: 5).regions)
        let hidden = DisplayContext(device: .iPhone15, showsChrome: false, pixelScale: 3)
        #expect(m.frame(now: 5, display: hidden).items.count == m.frame(now: 5).items.count)
        #expect(timeColor(m.frame(now: 5, display: hidden)) == nil)
    }

    @Test func statusBarAndHomeIndicatorSwitchWithTheContentBeneath() {
        var m = machine(.iPhone14) { $0.request.outcome = .failure }
        let d = DisplayContext()
        #expect(timeColor(m.frame(now: 0, display: d)) == .black)
        #expect(indicatorColor(m.frame(now: 0, display: d)) == .black)
        m.tap(.openSheet, at: 0)
        // Presented: the black behind the page sheet shows under the bar; the sheet is light.
        #expect(timeColor(m.frame(now: 1, display: d)) == .white)
        #expect(indicatorColor(m.frame(now: 1, display: d)) == .black)
        // Half way in (fraction 0.5 at the curve's midpoint) it switches.
        #expect(timeColor(m.frame(now: 0.05, display: d)) == .black)
        let actions = m.tap(.startRequest, at: 1)
        // Over the 50 % cover both are light.
        #expect(timeColor(m.frame(now: 2, display: d)) == .white)
        #expect(indicatorColor(m.frame(now: 2, display: d)) == .white)
        m.complete(actions, at: 4)
        #expect(indicatorColor(m.frame(now: 5, display: d)) == .white)
        // Dark appearance: light everywhere.
        let dark = machine(.iPhone14) { $0.appearance = .dark }
        #expect(timeColor(dark.frame(now: 0, display: d)) == .white)
        #expect(indicatorColor(dark.frame(now: 0, display: d)) == .white)
    }

    @Test func cutOutsCornersAndTheHomeIndicatorFollowTheDevice() {
        func parts(_ device: Device, canvas: Size? = nil) -> (cutOut: Bool, corners: Bool, indicator: Bool) {
            let m = PrototypeMachine(canvas: canvas ?? device.canvas)
            let f = m.frame(now: 0, display: DisplayContext(device: device))
            let W = f.canvas.width
            let cut = f.items.contains { if case let .fill(r, _, c) = $0 { return c == .black && r.minY <= 11 && close(r.midX, W / 2) && r.width < 200 } else { return false } }
            let ring = f.items.contains { if case let .stroke(r, _, _, c) = $0 { return c == .black && r.minX < 0 } else { return false } }
            return (cut, ring, indicatorColor(f) != nil)
        }
        #expect(parts(.iPhoneSE3) == (false, false, false))
        #expect(parts(.iPhone13Mini) == (true, true, true))
        #expect(parts(.iPhone14) == (true, true, true))
        #expect(parts(.iPhone15) == (true, true, true))
        #expect(parts(.iPhone15ProMax) == (true, true, true))
        // A typed-in size: status bar and home indicator, no notch, island or corners.
        #expect(parts(.iPhone14, canvas: Size(width: 500, height: 700)) == (false, false, true))
        let custom = PrototypeMachine(canvas: Size(width: 500, height: 700)).frame(now: 0, display: DisplayContext())
        #expect(timeColor(custom) == .black)
    }

    @Test func darkAppearanceUsesTheDarkSystemColours() {
        var m = makeMachine { $0.appearance = .dark; $0.request.outcome = .failure }
        let items = m.frame(now: 0).items.flattened()
        #expect(items.contains(.fill(Rect(x: 0, y: 0, width: 390, height: 844), .zero, Color(hex: 0xFF9F0A))))
        #expect(items.contains { if case let .text(r) = $0 { return r.string == "MainView" && r.color == .white } else { return false } })
        #expect(items.contains { if case let .text(r) = $0 { return r.color == Color(hex: 0x0A84FF) } else { return false } })
        m.tap(.openSheet, at: 0)
        #expect(m.frame(now: 1).items.contains { if case let .fill(_, _, c) = $0 { return c == Color(hex: 0x30D158) } else { return false } })
        let actions = m.tap(.startRequest, at: 1)
        let spokes = m.frame(now: 2).items.compactMap { if case let .line(_, _, _, c) = $0 { return c } else { return nil } }
        #expect(spokes.count == 8 && spokes.allSatisfy { $0.r == 0xEB && $0.g == 0xEB && $0.b == 0xF5 })
        m.complete(actions, at: 4)
        let alert = m.frame(now: 5).items.flattened()
        #expect(alert.contains { if case let .fill(_, _, c) = $0 { return c == Color(r: 0x1E, g: 0x1E, b: 0x1E, a: 0xBF) } else { return false } })
        #expect(try! Settings().setting("appearance", to: "dark").appearance == .dark)
        #expect(throws: Settings.PathError.self) { try Settings().setting("appearance", to: "dim") }
    }
}
