import Testing
@testable import ModalCore

/// `StrictNumber`: decimal only, everywhere a person types a number.
@Suite struct StrictNumberTests {
    @Test(arguments: [("0", 0.0), ("12", 12), ("-0.5", -0.5), ("+5", 5), (".5", 0.5), ("3.", 3), ("1e-3", 0.001),
                      ("2E2", 200), ("007", 7), ("1e-400", 0)])
    func decimalsAreRead(text: String, value: Double) {
        #expect(StrictNumber.double(text) == value)
    }

    @Test(arguments: ["0x10", "0X10", "0x1p3", "inf", "-inf", "infinity", "nan", "NaN", "", " 1", "1 ", "1_000", "1,5",
                      "+", "-", ".", "e3", "1e", "1e+", "--1", "+-1", "١٢", "１", "1.2.3", "0b1", "1f"])
    func everythingElseIsRefused(text: String) {
        #expect(StrictNumber.double(text) == nil, "\(text.debugDescription) was accepted")
    }

    @Test func exponentsCanBeRefused() {
        #expect(StrictNumber.double("1e3", exponent: false) == nil)
        #expect(StrictNumber.double("1000", exponent: false) == 1000)
        #expect(StrictNumber.double("2.5", exponent: false) == 2.5)
    }

    @Test func overflowIsInfiniteNotNaN() {
        #expect(StrictNumber.double("1e400") == .infinity)
        #expect(StrictNumber.double("-1e400") == -.infinity)
    }

    @Test func integers() {
        #expect(StrictNumber.integer("10") == 10)
        #expect(StrictNumber.integer("-3") == -3)
        #expect(StrictNumber.integer("+4") == 4)
        for text in ["0x10", "1.0", "1e3", "", "+", " 1", "99999999999999999999"] {
            #expect(StrictNumber.integer(text) == nil, "\(text)")
        }
    }
}
