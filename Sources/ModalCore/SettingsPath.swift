import Foundation

/// Reading and writing one setting by its dotted path (`request.latency`, `halfModal.profile`),
/// as scenario `set` lines and the command line do.
extension Settings {
    /// A problem with a setting path or value, phrased for a one-line error.
    public struct PathError: Error, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Every settable dotted path, in a stable order.
    public static var allPaths: [String] {
        guard let tree = try? Settings().jsonTree() else { return [] }
        return leafPaths(tree, prefix: "").sorted()
    }

    /// The value at `path`, as text.
    public func value(at path: String) throws -> String {
        let tree = try jsonTree()
        guard let leaf = Self.lookup(tree, path.split(separator: ".").map(String.init)) else {
            throw PathError("unknown setting '\(path)'")
        }
        return "\(leaf)"
    }

    /// A copy with the setting at `path` parsed from `text`, validated by type and range.
    public func setting(_ path: String, to text: String) throws -> Settings {
        let keys = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let tree = try jsonTree()
        guard let old = Self.lookup(tree, keys) else { throw PathError("unknown setting '\(path)'") }
        let new: Any
        if let allowed = Self.choices[path] {
            guard allowed.contains(text) else {
                throw PathError("invalid value '\(text)' for \(path) (expected \(allowed.joined(separator: "|")))")
            }
            new = text
        } else if old is String {
            if let problem = Self.rule(for: path, value: old).problem(text) { throw PathError("\(path): \(problem)") }
            new = text
        } else if old is NSNumber {
            // Decimal only (`StrictNumber`): no hexadecimal, no inf or nan.
            guard let v = StrictNumber.double(text), v.isFinite else {
                throw PathError("invalid value '\(text)' for \(path) (expected a number)")
            }
            new = v
        } else {
            throw PathError("'\(path)' is a group of settings, not one value")
        }
        let updated = Self.replacing(tree, keys, with: new)
        let decoded: Settings
        do {
            let data = try JSONSerialization.data(withJSONObject: updated)
            decoded = try JSONDecoder().decode(Settings.self, from: data)
        } catch {
            throw PathError("invalid value '\(text)' for \(path)")
        }
        if let problem = decoded.validationProblem() { throw PathError(problem) }
        return decoded
    }

    /// Paths whose value is one of a few words.
    static let choices: [String: [String]] = [
        "language": Language.allCases.map(\.rawValue),
        "request.outcome": OutcomePolicy.allCases.map(\.rawValue),
        "halfModal.profile": HalfModalProfile.allCases.map(\.rawValue),
    ]

    func jsonTree() throws -> [String: Any] {
        let data = try JSONEncoder().encode(self)
        return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    static func lookup(_ tree: Any, _ keys: [String]) -> Any? {
        var node: Any = tree
        for k in keys {
            guard let dict = node as? [String: Any], let next = dict[k] else { return nil }
            node = next
        }
        return node
    }

    static func replacing(_ tree: Any, _ keys: [String], with value: Any) -> Any {
        guard let k = keys.first else { return value }
        var dict = tree as? [String: Any] ?? [:]
        dict[k] = replacing(dict[k] ?? [:], Array(keys.dropFirst()), with: value)
        return dict
    }

    static func leafPaths(_ node: Any, prefix: String) -> [String] {
        guard let dict = node as? [String: Any] else { return [prefix] }
        return dict.flatMap { k, v in leafPaths(v, prefix: prefix.isEmpty ? k : prefix + "." + k) }
    }
}
