import Foundation
import Testing
@testable import ModalCore

/// Every setting has a range; the same check serves `--set`, `--config`, scenario `set` lines
/// and hot reload (issue 12's reproductions, each with the key named).
@Suite struct SettingsValidationTests {
    @Test(arguments: [
        ("halfModal.curve.x1", "5", "halfModal.curve.x1: must be between 0 and 1 (a timing curve's x)"),
        ("halfModal.curve.x1", "-0.5", "halfModal.curve.x1: must be between 0 and 1 (a timing curve's x)"),
        ("sheet.curve.x2", "1.01", "sheet.curve.x2: must be between 0 and 1 (a timing curve's x)"),
        ("alert.cornerRadius", "-5", "alert.cornerRadius: must be between 0 and 10000 (points)"),
        ("theme.bodySize", "0", "theme.bodySize: must be above 0 and at most 200 (points)"),
        ("theme.bodySize", "-3", "theme.bodySize: must be above 0 and at most 200 (points)"),
        ("theme.bodySize", "100000", "theme.bodySize: must be above 0 and at most 200 (points)"),
        ("cover.spinnerPeriod", "0", "cover.spinnerPeriod: must be above 0 and at most 60 (seconds)"),
        ("cover.spinnerRadius", "1e300", "cover.spinnerRadius: must be between 0 and 10000 (points)"),
        ("alert.width", "1e9", "alert.width: must be between 0 and 10000 (points)"),
        ("halfModal.duration", "0", "halfModal.duration: must be above 0 and at most 60 (seconds)"),
        ("sheet.dimAlpha", "1.5", "sheet.dimAlpha: must be between 0 and 1"),
        ("request.latency", "-1", "request.latency: must be zero or more"),
        ("request.latency", "90000", "request.latency: must be at most 86400 (seconds)"),
        ("theme.orange", "#+12345", "theme.orange: expected a colour like #RRGGBB or #RRGGBBAA, got '#+12345'"),
        ("theme.orange", "orange", "theme.orange: expected a colour like #RRGGBB or #RRGGBBAA, got 'orange'"),
        ("labels.en.alertOK", String(repeating: "x", count: 201), "labels.en.alertOK: must be at most 200 characters (got 201)"),
        ("request.latency", "0x10", "invalid value '0x10' for request.latency (expected a number)"),
        ("request.latency", "inf", "invalid value 'inf' for request.latency (expected a number)"),
    ])
    func outOfRangeSettingsAreRefusedByName(path: String, value: String, message: String) {
        #expect(throws: Settings.PathError(message)) { try Settings().setting(path, to: value) }
    }

    @Test func theBoundariesThemselvesAreAccepted() throws {
        for (path, value) in [("halfModal.curve.x1", "0"), ("halfModal.curve.x1", "1"), ("theme.bodySize", "200"),
                              ("alert.width", "10000"), ("cover.spinnerPeriod", "60"), ("request.latency", "0"),
                              ("labels.ja.alertOK", String(repeating: "あ", count: 200)), ("theme.orange", "#aabbccdd")] {
            _ = try Settings().setting(path, to: value)
        }
    }

    @Test func configFilesAreCheckedTheSameWay() {
        #expect(throws: Settings.FileError("c.json: alert.width: must be between 0 and 10000 (points)")) {
            try Settings().loading(json: #"{"alert": {"width": 1e9}}"#, file: "c.json")
        }
        #expect(throws: Settings.FileError("c.json: halfModal.curve.x1: must be between 0 and 1 (a timing curve's x)")) {
            try Settings().loading(json: #"{"halfModal": {"curve": {"x1": -0.5}}}"#, file: "c.json")
        }
    }

    @Test func everyKeyHasARuleThatSaysSomething() throws {
        let tree = try Settings().jsonTree()
        for path in Settings.allPaths {
            let value = Settings.lookup(tree, path.split(separator: ".").map(String.init))
            let rule = Settings.rule(for: path, value: value)
            #expect(rule.kind != .number, "\(path) has no range")
            #expect(rule.problem(value!) == nil, "the default of \(path) breaks its own rule")
        }
        #expect(Settings().validationProblem() == nil)
    }

    @Test func keysAddedLaterGetARuleFromTheirName() {
        #expect(Settings.rule(for: "theme.statusBarHeight").kind == .length)
        #expect(Settings.rule(for: "alert.spring.response").kind == .duration)
        #expect(Settings.rule(for: "theme.captionSize").kind == .fontSize)
        #expect(Settings.rule(for: "theme.dimAlpha").kind == .fraction)
        #expect(Settings.rule(for: "theme.dark.label", value: "#FFFFFF").kind == .colour)
        #expect(Settings.rule(for: "labels.ja.newButton").kind == .label)
    }

    @Test func theExplanationListsEveryKeyWithItsRange() {
        let lines = Settings().explanation().split(separator: "\n")
        #expect(lines.count == Settings.allPaths.count + 1)
        let x1 = lines.first { $0.hasPrefix("halfModal.curve.x1 ") }
        #expect(x1?.contains("0.2") == true && x1?.contains("[0, 1]") == true)
        #expect(lines.first { $0.hasPrefix("theme.bodySize ") }?.contains("(0, 200] pt") == true)
    }
}
