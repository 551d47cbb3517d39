/// A number in a settings tree (`Settings.jsonTree()`, a config file's overrides).
public struct JSONNumber: Equatable, Sendable, CustomStringConvertible {
    public var doubleValue: Double
    public init(_ value: Double) { doubleValue = value }

    /// Whole numbers without a fraction (`8`), others as Swift prints them (`0.55`).
    public var description: String {
        doubleValue == doubleValue.rounded() && abs(doubleValue) < 1e15 ? String(Int64(doubleValue)) : "\(doubleValue)"
    }
}

/// JSON's `null` in a settings tree.
public struct JSONNull: Equatable, Sendable {}

/// JSON text read into the tree the settings loader walks: `[String: Any]`, `[Any]`,
/// `String`, `Bool`, `JSONNumber` and `JSONNull`. Errors say where, as
/// `Invalid value around character 12.`; a trailing comma is accepted, as the loader always did.
struct JSONTreeParser {
    /// Why the text is not JSON.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Deepest nesting of arrays and objects.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The tree of `text`, one value with only white space around it.
    static func parse(_ text: String) throws -> Any {
        var parser = JSONTreeParser(text)
        let value = try parser.value()
        parser.skipWhiteSpace()
        if parser.index < parser.bytes.count { throw parser.invalid() }
        return value
    }

    private func invalid(at position: Int? = nil) -> Problem {
        Problem(description: "Invalid value around character \(position ?? index).")
    }

    private static let endOfFile = Problem(description: "Unexpected end of file during JSON parse.")

    private mutating func skipWhiteSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// The byte at the cursor after white space; the end of the text is an error.
    private mutating func peek() throws -> UInt8 {
        skipWhiteSpace()
        guard index < bytes.count else { throw Self.endOfFile }
        return bytes[index]
    }

    private mutating func value() throws -> Any {
        switch try peek() {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "t"): return try literal("true", true)
        case UInt8(ascii: "f"): return try literal("false", false)
        case UInt8(ascii: "n"): return try literal("null", JSONNull())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw invalid()
        }
    }

    private mutating func literal(_ word: String, _ value: Any) throws -> Any {
        for byte in word.utf8 {
            guard index < bytes.count else { throw Self.endOfFile }
            guard bytes[index] == byte else { throw invalid() }
            index += 1
        }
        return value
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw Problem(description: "Too many nested arrays or dictionaries around character \(index + 1).")
        }
        index += 1
    }

    private mutating func object() throws -> [String: Any] {
        try enter()
        var out: [String: Any] = [:]
        if try peek() == UInt8(ascii: "}") { index += 1; depth -= 1; return out }
        while true {
            guard try peek() == UInt8(ascii: "\"") else { throw invalid() }
            let key = try string()
            guard try peek() == UInt8(ascii: ":") else { throw invalid() }
            index += 1
            out[key] = try value()
            switch try peek() {
            case UInt8(ascii: ","):
                index += 1
                if try peek() == UInt8(ascii: "}") { index += 1; depth -= 1; return out }
            case UInt8(ascii: "}"): index += 1; depth -= 1; return out
            default: throw invalid()
            }
        }
    }

    private mutating func array() throws -> [Any] {
        try enter()
        var out: [Any] = []
        if try peek() == UInt8(ascii: "]") { index += 1; depth -= 1; return out }
        while true {
            out.append(try value())
            switch try peek() {
            case UInt8(ascii: ","):
                index += 1
                if try peek() == UInt8(ascii: "]") { index += 1; depth -= 1; return out }
            case UInt8(ascii: "]"): index += 1; depth -= 1; return out
            default: throw invalid()
            }
        }
    }

    /// A string from its opening quote: escapes decoded (`\uD83D\uDE00` pairs too).
    private mutating func string() throws -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw Self.endOfFile }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Self.endOfFile }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out.append(contentsOf: try unicodeEscape())
                default: throw Problem(description: "Invalid escape sequence around character \(index - 2).")
                }
            default: out.append(byte)
            }
        }
    }

    /// The UTF-8 of a `\uXXXX` escape (after the `u`), with its low surrogate when it is a high one.
    private mutating func unicodeEscape() throws -> [UInt8] {
        let start = index - 2
        func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count else { throw Self.endOfFile }
            guard let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                throw Problem(description: "Invalid escape sequence around character \(start).")
            }
            index += 4
            return v
        }
        var scalar = try hex4()
        if (0xD800...0xDBFF).contains(scalar) {
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw Problem(description: "Unable to convert hex escape sequence (no high character) to UTF8-encoded character.")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw Problem(description: "Unable to convert hex escape sequence (no low character) to UTF8-encoded character.")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw Problem(description: "Unable to convert hex escape sequence (no high character) to UTF8-encoded character.")
        }
        return Array(String(Character(unicode)).utf8)
    }

    private mutating func number() throws -> JSONNumber {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let v = Double(text), !text.hasPrefix("+"), !text.hasPrefix("."), !text.hasSuffix(".") else {
            throw invalid(at: start)
        }
        guard v.isFinite else { throw Problem(description: "Number \(text) is not representable in Swift.") }
        return JSONNumber(v)
    }
}

/// A settings tree (`JSONTreeParser`'s kinds) as something `JSONEncoder` writes.
struct EncodableJSONTree: Encodable {
    let value: Any

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch value {
        case let object as [String: Any]: try c.encode(object.mapValues(EncodableJSONTree.init))
        case let array as [Any]: try c.encode(array.map(EncodableJSONTree.init))
        case let string as String: try c.encode(string)
        case let bool as Bool: try c.encode(bool)
        case let n as JSONNumber:
            // Whole numbers as integers: the settings' integer fields decode them.
            if n.doubleValue == n.doubleValue.rounded(), abs(n.doubleValue) <= 9_007_199_254_740_992 {
                try c.encode(Int64(n.doubleValue))
            } else {
                try c.encode(n.doubleValue)
            }
        default: try c.encodeNil()
        }
    }
}
