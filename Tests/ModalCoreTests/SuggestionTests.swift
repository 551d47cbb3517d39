import Testing
@testable import ModalCore

/// "Did you mean …?": the nearest known name within a third of the word's length.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("--profle", ["--profile", "--print-config", "--fps"], "--profile"),
        ("halfModal.duraton", SettingKey.all.map(\.path), "halfModal.duration"),
        ("iphone-17-por", Device.presets.map(\.name), "iphone-17-pro"),
        ("fliud", ["seed", "fluid", "native"], "fluid"),
        ("tapp", Scenario.commands, "tap"),
        ("open-shet", ElementID.tappable.map(\.rawValue).sorted(), "open-sheet"),
    ])
    func aCloseNameIsSuggested(word: String, known: [String], want: String) {
        #expect(Suggestion.closest(to: word, in: known) == want)
    }

    @Test func farOrExactOrHugeWordsGetNone() {
        #expect(Suggestion.closest(to: "jump", in: Scenario.commands) == nil)
        #expect(Suggestion.closest(to: "tap", in: Scenario.commands) == nil)   // a known word needs no suggestion
        #expect(Suggestion.closest(to: "", in: ["a"]) == nil)
        #expect(Suggestion.closest(to: String(repeating: "x", count: 100_000), in: ["x"]) == nil)
        #expect(Suggestion.didYouMean("zzzzzz", in: ["seed", "fluid"]) == "")
        #expect(Suggestion.didYouMean("sede", in: ["seed", "fluid"]) == " (did you mean seed?)")   // a swap is one edit
    }

    @Test func distancesAreEdits() {
        #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.distance(Array("ab"), Array("ba")) == 1)
        #expect(Suggestion.distance(Array(""), Array("abc")) == 3)
    }
}
