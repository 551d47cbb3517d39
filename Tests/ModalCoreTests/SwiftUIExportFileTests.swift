import Foundation
import Testing
@testable import ModalCore

/// `--print-swiftui` is one complete iOS 17 file (issue 24, item 5): the article's screens,
/// the half modal as reviewed, a preview, no deprecated API, and the tuned values marked.
@Suite struct SwiftUIExportFileTests {
    func source(_ profile: HalfModalProfile, _ edits: [(String, String)] = []) throws -> String {
        var s = try Settings().setting("halfModal.profile", to: profile.rawValue)
        for (path, value) in edits { s = try s.setting(path, to: value) }
        return SwiftUIExport.source(for: s)
    }

    @Test(arguments: HalfModalProfile.allCases)
    func everyProfileIsACompleteFile(profile: HalfModalProfile) throws {
        let text = try source(profile)
        for part in ["import SwiftUI", "struct ContentView: View", "Color.orange", "Button(\"Sheetを開く\") { isOpen.toggle() }",
                     "Text(\"half modal\")", "struct SheetView: View", "Color.green", "Button(\"通信開始\")",
                     ".fullScreenCover(isPresented: $executionAPI.isLoading)", ".presentationBackground(.clear)", "ProgressView()",
                     "Color.black.opacity(0.5)", "transaction.disablesAnimations = true",
                     ".alert(\"通信エラー\", isPresented: $executionAPI.isFailed)", "Text(\"通信に失敗しました。\")",
                     "Button(\"OK\") { executionAPI.dismissFailure() }",
                     ".onChange(of: executionAPI.didSucceed) { _, succeeded in", "if succeeded { isOpen = false }",
                     "#Preview {\n    ContentView()\n}"] {
            #expect(text.contains(part), "missing \(part)")
        }
        // Deprecated API: the screen singleton, `.cornerRadius(_:)`, `.foregroundColor`, one-argument `onChange`.
        // The article's `superview?.superview` hack only with `cover.swiftUIClearing article` (issue 34).
        for gone in ["UIScreen", ".cornerRadius(", ".foregroundColor(", "PreviewProvider", "superview?.superview", ".clearSheet()"] {
            #expect(!text.contains(gone), "still has \(gone)")
        }
        #expect(!text.contains("\n@main"), "the Xcode template's App file has the @main")
        // One declaration of each type.
        // The self-made half modal (seed, fluid) or the system sheet's content (native, issue 21).
        let halfModalParts = profile == .native
            ? [".sheet(isPresented: $showHalfModal)", ".presentationDetents([.medium, .large])"]
            : ["HalfModalContainer(show: $showHalfModal)", "GeometryReader { proxy in"]
        for part in halfModalParts { #expect(text.contains(part), "missing \(part)") }
        let halfModalTypes = profile == .native ? ["struct HalfModalSheetContent"] : ["struct HalfModalView", "struct HalfModalContainer"]
        for type in ["struct ContentView", "struct SheetView", "struct Loading", "final class ExecutionAPI"] + halfModalTypes {
            #expect(text.components(separatedBy: type + ":").count == 2, "\(type) declared once")
        }
        // The sheet's animation as printed before (it matches the new iOS defaults).
        #expect(text.contains("let sheetAnimation = Animation.timingCurve(0.31, 0.59, 0.08, 1, duration: 0.5)\n"))
    }

    @Test func theSeedHalfModalStaysTheArticles() throws {
        let text = try source(.seed)
        for line in [".offset(y: show ? viewSize.height * halfFraction : viewSize.height)",
                     ".offset(y: position.height)",
                     ".animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9), value: show)\n",
                     "position = value.translation",
                     "position.height += -(viewSize.height * heightRate)",
                     "if position.height > hideThreshold {",
                     "if (position.height < -fullThreshold && !showFull)",
                     "|| (position.height < -stayFullThreshold && showFull) {",
                     "showHalfModal.toggle()"] {
            #expect(text.contains(line), "missing \(line)")
        }
        #expect(!text.contains("initialVelocity") && !text.contains("backdrop") && !text.contains("withAnimation"))
    }

    @Test func fluidCarriesTheReleaseVelocityAndHasItsBackdrop() throws {
        let text = try source(.fluid)
        #expect(text.contains("let v = value.velocity.height"))
        #expect(text.contains("let initialVelocity = abs(distance) < 0.5 ? 0 : Double(velocity / distance)"))
        #expect(text.contains(".interpolatingSpring(mass: 1, stiffness: omega * omega, damping: 2 * springDampingFraction * omega,"))
        #expect(text.contains("initialVelocity: initialVelocity)"))
        #expect(text.contains("settle(to: stops[target], from: y, velocity: v, viewSize)"))
        #expect(text.contains("let distance = top(stop.0, stop.1, size) - y"))
        // The backdrop is drawn, follows the card and hides it on a tap.
        #expect(text.contains(".opacity(backdrop(cardTop, viewSize))"))
        #expect(text.contains(".onTapGesture { settle(to: (false, false), from: cardTop, velocity: 0, viewSize) }"))
        #expect(text.contains("let backdropOpacity: Double = 0.3\n"))
        #expect(text.contains("withAnimation(HalfModalContainer.settle(velocity: 0, distance: 1)) { showHalfModal.toggle() }"))
        #expect(!text.contains(".animation(settle"), "an implicit animation would replace the release spring")
    }

    /// The spring printed is the prototype's: k = (2π/response)², c = 2ζ·√k, as `Spring` computes.
    @Test func theInterpolatingSpringIsThePrototypesSpring() {
        let s = Spring(response: 0.55, dampingFraction: 0.825)
        let omega = 2 * Double.pi / s.response
        #expect(abs(omega * omega - s.stiffness) < 1e-9)
        #expect(abs(2 * s.dampingFraction * omega - s.damping) < 1e-9)
    }

    @Test func tunedValuesAreMarkedWithTheSeeds() throws {
        let text = try source(.seed, [("halfModal.duration", "0.5"), ("halfModal.hideThreshold", "40")])
        #expect(text.contains(".animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: show)  // tuned (seed: .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.9))\n"))
        #expect(text.contains("let hideThreshold: CGFloat = 40  // tuned (seed: 50)\n"))
        #expect(text.contains("let fullThreshold: CGFloat = 100\n"), "untouched values carry no mark")
        #expect(text.contains("// Tuned values (differ from the seed; marked `// tuned` below):\n"))
        #expect(text.contains("//   hideThreshold: 50 → 40\n"))
        let fluid = try source(.fluid, [("halfModal.backdropAlpha", "0.45")])
        #expect(fluid.contains("let backdropOpacity: Double = 0.45  // tuned (seed: 0.3)\n"))
        let outcome = try source(.seed, [("request.outcome", "alternate")])
        #expect(outcome.contains("let outcome: Outcome = .alternate  // tuned (seed: .success)\n"))
    }

    @Test func labelsFollowTheLanguageAndAreEscaped() throws {
        var s = Settings()
        s.language = .en
        s.labels.en.openSheet = "Say \"hi\" \\(x)\n"
        let text = SwiftUIExport.source(for: s)
        #expect(text.contains("Button(\"Say \\\"hi\\\" \\\\(x)\\n\") { isOpen.toggle() }"))
        #expect(text.contains("Button(\"Start Request\")"))
        #expect(SwiftUIExport.literal("a\u{7}b") == "\"a\\u{7}b\"")
        #expect(SwiftUIExport.literal("Sheetを開く") == "\"Sheetを開く\"")
        s.appearance = .dark
        #expect(SwiftUIExport.source(for: s).contains("ContentView()\n        .preferredColorScheme(.dark)\n"))
    }
}
