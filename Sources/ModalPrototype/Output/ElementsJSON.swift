import ModalCore

/// The `elements` output: each element a press can reach, with its frame in canvas points.
enum ElementsJSON {
    /// `[{"id": "open-sheet", "x": …, "y": …, "width": …, "height": …}, …]`, back to front, one per line
    /// (`Frame.elementEntries`); list rows add `"visible": true|false`.
    static func encode(_ frame: Frame) -> String {
        let rows = frame.elementEntries.map { r in
            "  {\"id\": \"\(r.id.rawValue)\", \"x\": \(number(r.frame.x)), \"y\": \(number(r.frame.y)), "
                + "\"width\": \(number(r.frame.width)), \"height\": \(number(r.frame.height))"
                + (r.visible.map { ", \"visible\": \($0)" } ?? "") + (r.text.map { ", \"text\": " + string($0) } ?? "") + "}"
        }
        return rows.isEmpty ? "[]\n" : "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }

    /// `s` as a JSON string literal (quotes, backslashes and control characters escaped).
    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// A JSON number rounded to 3 decimals, without trailing zeros.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var s = String(rounded)
        if s.contains("e") { s = String(format3: rounded) }
        return s
    }
}

extension String {
    /// `v` with exactly three decimals (no exponent).
    init(format3 v: Double) {
        let scaled = Int((v * 1000).rounded())
        let sign = scaled < 0 ? "-" : ""
        let a = abs(scaled)
        let frac = String(a % 1000)
        self = sign + String(a / 1000) + "." + String(repeating: "0", count: 3 - frac.count) + frac
    }
}
