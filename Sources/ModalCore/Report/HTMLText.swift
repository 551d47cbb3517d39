/// Text made safe for an HTML page or an SVG (XML) file: element content and attribute values.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references, and every control
    /// character but tab and newline dropped (a hostile setting or scenario text stays text).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
