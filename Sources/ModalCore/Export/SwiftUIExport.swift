/// SwiftUI source for the current settings: the hand-off from a review to the iOS code.
///
/// The text is a pure function of `Settings` and one complete file for an iOS 17 app: the
/// first article's `ContentView` (orange `ZStack`, both buttons), `SheetView` with its
/// `fullScreenCover` loading view (clear background, `ProgressView`, no animation), the
/// success and failure paths with the alert, the half modal as reviewed (the second
/// article's code for profile `seed`; projection, backdrop and a release spring that carries
/// the gesture's velocity for `fluid`) and a `#Preview`. No deprecated API: the article's
/// `UIScreen.main.bounds` becomes a `GeometryReader`, `.cornerRadius` a `.clipShape`.
/// Every value that differs from the seed is marked `// tuned` with the seed's value.
///
/// Numbers are printed minimally (`1`, `0.9`, never `1.0`), and each is Swift's shortest
/// round-trip text, so reading them back gives the same `Double`. The parts live by role:
/// `SwiftUIExport+Screens.swift` (content, sheet, loading, request) and
/// `SwiftUIExport+HalfModal.swift`.
public enum SwiftUIExport {
    /// The whole source file for `settings`.
    public static func source(for settings: Settings) -> String {
        var out = header(settings)
        out += screens(settings)
        out += nestedSheetView(settings)
        out += settings.halfModal.profile == .native ? nativeHalfModal(settings) : halfModal(settings.halfModal, language: settings.language)
        out += formView(settings)
        out += "\n" + sheetAndRequest(settings)
        out += "\n" + preview(settings)
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

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped,
    /// so a label from a config file can never end the literal or interpolate.
    public static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A trailing comment marking `printed` as tuned when it differs from the seed's `seed`.
    static func tuned(_ printed: String, seed: String) -> String {
        printed == seed ? "" : "  // tuned (seed: \(seed))"
    }

    /// `tuned(_:seed:)` for a number.
    static func tuned(_ value: Double, seed: Double) -> String {
        tuned(number(value), seed: number(seed))
    }

    /// Every exported value that differs from the seed, as `name: seed → now`.
    static func tunedValues(_ s: Settings) -> [String] {
        let seed = Settings()
        var out: [String] = []
        func check(_ name: String, _ now: String, _ was: String) {
            if now != was { out.append("\(name): \(was) → \(now)") }
        }
        func check(_ name: String, _ now: Double, _ was: Double) { check(name, number(now), number(was)) }
        let h = s.halfModal, h0 = seed.halfModal
        check("half modal curve", timingCurve(h.curve, duration: h.duration), timingCurve(h0.curve, duration: h0.duration))
        check("halfFraction", h.halfFraction, h0.halfFraction)
        check("heightRate", h.heightRate, h0.heightRate)
        check("hideThreshold", h.hideThreshold, h0.hideThreshold)
        check("fullThreshold", h.fullThreshold, h0.fullThreshold)
        check("stayFullThreshold", h.stayFullThreshold, h0.stayFullThreshold)
        check("minimumDistance", h.minimumDragDistance, h0.minimumDragDistance)
        check("card cornerRadius", h.cornerRadius, h0.cornerRadius)
        check("grabber width", h.grabberWidth, h0.grabberWidth)
        check("grabber height", h.grabberHeight, h0.grabberHeight)
        check("grabber cornerRadius", h.grabberCornerRadius, h0.grabberCornerRadius)
        check("grabber top padding", h.grabberTopPadding, h0.grabberTopPadding)
        if h.profile == .fluid {
            check("settle spring", spring(h.spring), spring(h0.spring))
            check("decelerationRate", h.decelerationRate, h0.decelerationRate)
            check("flickVelocity", h.flickVelocity, h0.flickVelocity)
            check("rubberBand", h.rubberBandCoefficient, h0.rubberBandCoefficient)
            check("backdropOpacity", h.backdropAlpha, h0.backdropAlpha)
        }
        check("sheetAnimation", timingCurve(s.sheet.curve, duration: s.sheet.duration),
              timingCurve(seed.sheet.curve, duration: seed.sheet.duration))
        check("cover dim", s.cover.dimAlpha, seed.cover.dimAlpha)
        check("latency", s.request.latency, seed.request.latency)
        check("outcome", "." + s.request.outcome.rawValue, "." + seed.request.outcome.rawValue)
        check("failureRate", s.request.failureRate, seed.request.failureRate)
        check("graceTime", s.cover.graceTime, seed.cover.graceTime)
        check("minimumShowTime", s.cover.minimumShowTime, seed.cover.minimumShowTime)
        return out
    }

    static func header(_ s: Settings) -> String {
        let tunedList = tunedValues(s)
        let summary = tunedList.isEmpty
            ? "// Tuned values: none; every value below is the seed's (the articles' own)."
            : "// Tuned values (differ from the seed; marked `// tuned` below):\n"
                + tunedList.map { "//   \($0)" }.joined(separator: "\n")
        return """
        // SwiftUI for the reviewed motion (ModalPrototype --print-swiftui, profile \(s.halfModal.profile.rawValue)).
        //
        // One complete file for an iOS 17 app: paste it over ContentView.swift of a new iOS App
        // project, whose App struct shows ContentView. As a project's only file, add:
        //   @main struct ReviewedApp: App { var body: some Scene { WindowGroup { ContentView() } } }
        \(summary)
        \(inexpressibleBlock(s))import SwiftUI

        """
    }

    static func preview(_ s: Settings) -> String {
        let scheme = s.appearance == .dark ? "\n        .preferredColorScheme(.dark)" : ""
        return """
        // MARK: Preview

        #Preview {
            ContentView()\(scheme)
        }

        """
    }
}
