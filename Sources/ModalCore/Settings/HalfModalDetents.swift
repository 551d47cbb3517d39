/// `halfModal.detents`: the resting heights of the `fluid` and `native` card, written as a
/// comma-separated list of `medium`, `large`, a fraction (`0.25`) or a height (`300pt`), as
/// SwiftUI's `.presentationDetents([.medium, .large, .fraction(0.25), .height(300)])`.
///
/// The machine's `half` is the smallest of the list and its `full` the largest; a detent
/// between them is a resting place too (`HalfModalStops`), and every one is printed and named.
public struct HalfModalDetents: Equatable, Codable, Sendable, CustomStringConvertible {
    /// One detent of the list.
    public enum Spec: Equatable, Sendable {
        case medium, large
        /// A fraction of the large detent's height (SwiftUI `.fraction`), in (0, 1].
        case fraction(Double)
        /// A sheet height in points (SwiftUI `.height`), above 0.
        case height(Double)
        /// The content's ideal height plus the bottom safe area (`.presentationSizing(.fitted)` in
        /// SwiftUI; printed as the measured `.height(h)`).
        case fitted

        /// How the setting writes it: `medium`, `large`, `0.25`, `300pt`.
        public var text: String {
            switch self {
            case .medium: return "medium"
            case .large: return "large"
            case let .fraction(f): return Self.number(f)
            case let .height(h): return Self.number(h) + "pt"
            case .fitted: return "fitted"
            }
        }

        /// The SwiftUI spelling: `.medium`, `.large`, `.fraction(0.25)`, `.height(300)`.
        public var swiftUI: String {
            switch self {
            case .medium: return ".medium"
            case .large: return ".large"
            case let .fraction(f): return ".fraction(\(Self.number(f)))"
            case let .height(h): return ".height(\(Self.number(h)))"
            case .fitted: return ".height(/* the content's height */)"
            }
        }

        static func number(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
        }

        /// One item of the list, or nil.
        init?(_ word: Substring) {
            let w = word.trimmingCharacters(in: " ")
            if w == "medium" { self = .medium; return }
            if w == "large" { self = .large; return }
            if w == "fitted" { self = .fitted; return }
            if w.hasSuffix("pt"), let h = StrictNumber.double(String(w.dropLast(2))), h.isFinite, h > 0, h <= 10_000 {
                self = .height(h); return
            }
            if let f = StrictNumber.double(w), f.isFinite, f > 0, f <= 1 { self = .fraction(f); return }
            return nil
        }
    }

    public var specs: [Spec]

    public init(_ specs: [Spec] = [.medium, .large]) { self.specs = specs }

    /// The list parsed from `text`, or nil when an item is not a detent or the list is empty.
    public init?(_ text: String) {
        guard text.count <= 200 else { return nil }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { Spec($0) }
        guard !items.isEmpty, items.count <= 8, items.allSatisfy({ $0 != nil }) else { return nil }
        specs = items.map { $0! }
    }

    public var description: String { specs.map(\.text).joined(separator: ",") }

    /// True for SwiftUI's default, `[.medium, .large]`.
    public var isStandard: Bool { Set(specs.map(\.text)) == ["medium", "large"] }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let d = HalfModalDetents(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a detent list"))
        }
        self = d
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
