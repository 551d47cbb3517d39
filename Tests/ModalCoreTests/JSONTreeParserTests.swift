import Testing
@testable import ModalCore

/// The config loader's JSON parser: the tree it gives and errors that say where.
@Suite struct JSONTreeParserTests {
    func problem(_ text: String) -> String? {
        do { _ = try JSONTreeParser.parse(text); return nil } catch { return "\(error)" }
    }

    @Test func readsEveryKindOfValue() throws {
        let tree = try #require(try JSONTreeParser.parse(#" {"a": [1, -2.5e1, true, false, null], "b": {"c": "x\"\u00e9\ud83d\ude00\n"},} "#)
            as? [String: Any])
        let a = try #require(tree["a"] as? [Any])
        #expect(a.count == 5)
        #expect((a[0] as? JSONNumber) == JSONNumber(1) && (a[1] as? JSONNumber) == JSONNumber(-25))
        #expect(a[2] as? Bool == true && a[3] as? Bool == false && a[4] is JSONNull)
        #expect((tree["b"] as? [String: Any])?["c"] as? String == "x\"é😀\n")
        #expect(JSONNumber(8).description == "8" && JSONNumber(0.55).description == "0.55")
    }

    @Test func errorsSayWhere() {
        #expect(problem("") == "Unexpected end of file during JSON parse.")
        #expect(problem(#"{"a": 1"#) == "Unexpected end of file during JSON parse.")
        #expect(problem("x = 1") == "Invalid value around character 0.")
        #expect(problem(#"{"a": 1} x"#) == "Invalid value around character 9.")
        #expect(problem(#"{"a": tru}"#) == "Invalid value around character 9.")   // where "true" breaks off
        #expect(problem(#"{"a": 1e400}"#) == "Number 1e400 is not representable in Swift.")
        #expect(problem(#"{"a": "\q"}"#) == "Invalid escape sequence around character 7.")
        #expect(problem(String(repeating: "[", count: 10_000)) == "Too many nested arrays or dictionaries around character 513.")
        #expect(problem(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == nil)
    }
}
