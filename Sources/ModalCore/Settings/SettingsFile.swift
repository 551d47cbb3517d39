import FoundationEssentials

/// Settings as a JSON file: `--print-config` writes every default, `--config FILE.json`
/// reads overrides (any subset of the keys) over the defaults.
extension Settings {
    /// A problem in a config file, phrased `FILE: key: problem`.
    public struct FileError: Error, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Every setting as pretty-printed JSON with sorted keys; valid input for `loading`.
    public func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }

    /// `self` with the overrides in the JSON `text` applied; `file` names it in errors.
    ///
    /// Every key must exist in the defaults and every value must have the default's type
    /// (number, string or object); values are then range-checked.
    public func loading(json text: String, file: String) throws -> Settings {
        let parsed: Any
        do {
            parsed = try JSONTreeParser.parse(text)
        } catch {
            throw FileError("\(file): not valid JSON: \(error)")
        }
        guard let overrides = parsed as? [String: Any] else {
            throw FileError("\(file): expected a JSON object at the top level")
        }
        let base = try jsonTree()
        let merged = try Self.merge(overrides, into: base, path: "", file: file)
        let decoded: Settings
        do {
            decoded = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(EncodableJSONTree(value: merged)))
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw FileError("\(file): \(key): \(context.debugDescription)")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw FileError("\(file): \(key.isEmpty ? "(top level)" : key): value out of range or of the wrong type")
        } catch {
            throw FileError("\(file): \(Self.jsonProblem(error))")
        }
        if let problem = decoded.validationProblem() { throw FileError("\(file): \(problem)") }
        return decoded
    }

    static func merge(_ overrides: [String: Any], into base: [String: Any], path: String, file: String) throws -> [String: Any] {
        var out = base
        for key in overrides.keys.sorted() {
            let value = overrides[key]!
            let full = path.isEmpty ? key : path + "." + key
            guard let old = base[key] else {
                throw FileError("\(file): \(full): unknown setting" + Suggestion.didYouMean(full, in: SettingKey.all.map(\.path)))
            }
            switch old {
            case let oldDict as [String: Any]:
                guard let dict = value as? [String: Any] else { throw FileError("\(file): \(full): expected an object") }
                out[key] = try merge(dict, into: oldDict, path: full, file: file)
            case is String:
                guard let s = value as? String else { throw FileError("\(file): \(full): expected a string") }
                if let allowed = choices[full], !allowed.contains(s) {
                    throw FileError("\(file): \(full): expected one of \(allowed.joined(separator: "|")), got '\(s)'")
                }
                out[key] = s
            case is JSONNumber:
                guard let n = value as? JSONNumber else {
                    throw FileError("\(file): \(full): expected a number")
                }
                guard n.doubleValue.isFinite else { throw FileError("\(file): \(full): expected a finite number") }
                if Self.integerPaths.contains(full) {
                    let v = n.doubleValue
                    guard v == v.rounded() else { throw FileError("\(file): \(full): expected a whole number") }
                    guard v >= 0, v <= 9_007_199_254_740_992 else {
                        throw FileError("\(file): \(full): expected a whole number from 0 to 2^53")
                    }
                }
                out[key] = n
            default:
                out[key] = value
            }
        }
        return out
    }

    /// Settings stored as whole numbers: the rows of kind `integer`.
    static let integerPaths: Set<String> = Set(SettingRow.all.compactMap { row in
        if case .integer = row.key.kind { return row.path }
        return nil
    })

    static func jsonProblem(_ error: Error) -> String {
        if case let DecodingError.dataCorrupted(context) = error { return context.debugDescription }
        return "\(error)"
    }
}
