import Foundation
import Testing
@testable import ModalCore

/// The one table of settings (`SettingRow.all`): every list of settings is read from it, and
/// a setting's path is written in one place.
@Suite struct SettingRowTests {
    @Test func everyKeyRuleChoiceAndInspectorRowComesFromARow() throws {
        #expect(SettingKey.all.map(\.path) == SettingRow.all.map(\.path).sorted())
        #expect(Set(SettingRow.all.map(\.path)).count == SettingRow.all.count)
        for row in SettingRow.all {
            // Every row names its own kind of value: none falls back to a guess from the name.
            #expect(Settings.rule(for: row.path) == row.rule, "\(row.path)")
            #expect(row.rule.kind != .number, "\(row.path)")
            if row.section != nil { #expect(row.slider != nil, "\(row.path) is in the inspector without a slider range") }
        }
        #expect(Settings.choices.keys.sorted() == ["accessibility.reduceMotion", "appearance", "appearance.iosVersion", "cover.swiftUIClearing",
                                                   "halfModal.content", "halfModal.contentInteraction", "halfModal.profile", "language",
                                                   "native.interactiveDismissDisabled", "native.undimmedDetent", "request.outcome",
                                                   "sheet.interactiveDismissDisabled"])
        #expect(Settings.integerPaths == ["cover.spinnerSpokes", "halfModal.contentRows", "request.seed"])
        #expect(Inspector.Section.sheet.curvePath == "sheet.curve" && Inspector.Section.sheet.springPath == "sheet.returnSpring")
        #expect(Inspector.Section.halfModal.curvePath == "halfModal.curve")
        #expect(Inspector.Section.alert.curvePath == nil && Inspector.Section.request.springPath == nil)
        #expect(Inspector.Section.request.numberPaths == ["request.latency", "request.failureRate", "request.seed",
                                                          "cover.graceTime", "cover.minimumShowTime"])
        #expect(SettingSlider.range(for: "sheet.flickVelocity", value: 2) == (0.1...10, 0.1))
    }

    /// The `Sources` folder of the package, found from this file.
    var sources: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources").path
    }

    @Test func eachSettingPathIsWrittenOnceInSources() throws {
        // A path the app names in code (a flag, the outcome control, the soak) is a
        // `SettingPath` constant; every other one is only its row (a curve's or a spring's
        // parts, like `sheet.curve.x1`, are built from their prefix and written nowhere whole).
        let files = FileManager.default.enumerator(atPath: sources)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("FidelitySourceTable.swift") }   // generated from docs/FIDELITY.md
        let texts = try files.map { ($0, try String(contentsOfFile: sources + "/" + $0, encoding: .utf8)) }
        for path in Settings.allPaths {
            let places = texts.flatMap { file, text in
                Array(repeating: (file as NSString).lastPathComponent, count: text.components(separatedBy: "\"\(path)\"").count - 1)
            }
            #expect(places.count <= 1, "\(path) is written \(places.count) times: \(places.sorted())")
        }
    }
}
