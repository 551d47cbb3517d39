/// The one parser of numbers typed by people: scenario times and coordinates, option values,
/// `--set` and scenario `set` values.
///
/// Swift's `Double("0x10")` reads hexadecimal (16), `Double("inf")` and `Double("nan")` are
/// numbers, and `Double(" 1")` is not: too lenient in some ways, surprising in others. Here a
/// number is written in decimal only: an optional sign, digits with an optional fraction
/// (`12`, `-0.5`, `.5`, `3.`), and, where allowed, an exponent (`1e-3`). No hexadecimal, no
/// `inf` or `nan`, no spaces, no `_`, no other digit systems.
public enum StrictNumber {
    /// The value of the decimal numeral `text`, or nil when it is not one.
    ///
    /// - Parameter exponent: whether `e`/`E` and an exponent may follow (not inside `WxH`).
    /// - Returns: a finite value, or ±infinity for a numeral too large for a `Double` (`1e400`),
    ///   which callers report as out of range; never NaN.
    public static func double(_ text: some StringProtocol, exponent: Bool = true) -> Double? {
        guard isDecimal(text, exponent: exponent) else { return nil }
        return Double(String(text))
    }

    /// The value of the whole decimal numeral `text` (optional sign, digits only), or nil.
    public static func integer(_ text: some StringProtocol) -> Int? {
        var digits = Substring(text)
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(String(text))
    }

    /// Whether `text` is a decimal numeral: `[+-]? (d+ (. d*)? | . d+) ([eE] [+-]? d+)?`.
    public static func isDecimal(_ text: some StringProtocol, exponent: Bool = true) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
        var mantissa = digits()
        if i < bytes.count, bytes[i] == 0x2E {
            i += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if exponent, i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
            i += 1
            if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == bytes.count
    }
}
