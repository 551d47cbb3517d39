/// Where each setting's default comes from, as `docs/FIDELITY.md` cites it: what a review page
/// shows beside a setting that differs from its profile's default.
///
/// The table (`FidelitySources.table`, in `FidelitySourceTable.swift`) is generated from the
/// document by `parse(markdown:)`; a test checks the two agree, so the page cites what the
/// document says. Settings the document has no row for fall back to their section's source.
public enum FidelitySources {
    /// The source of `path`'s default: the document's row, else its section's fallback.
    public static func source(for path: String) -> String {
        if let s = table[path] { return s }
        if path.hasPrefix("halfModal.") {
            return "the second article (half-modal.txt): docs/FIDELITY.md, The half modal"
        }
        if path.hasPrefix("request.") || path.hasPrefix("cover.") {
            return "the first article (sheet-loading-cover.txt): docs/FIDELITY.md, The loading cover"
        }
        return "docs/FIDELITY.md"
    }

    /// Every setting path a table row of `markdown` names in its setting column (a code span
    /// with a dot), with the row's source cell prefixed by its section's title; the first row
    /// naming a path wins.
    public static func parse(markdown: String) -> [String: String] {
        var out: [String: String] = [:]
        var section = ""
        var columns: (setting: Int, source: Int)?
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = trim(raw)
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)); columns = nil; continue }
            guard line.hasPrefix("|") else { columns = nil; continue }
            let cells = line.dropFirst().split(separator: "|", omittingEmptySubsequences: false)
                .map { trim($0) }
            if columns == nil {
                let names = cells.map { $0.lowercased() }
                if let s = names.firstIndex(where: { $0.hasPrefix("setting") }), let c = names.firstIndex(of: "source") {
                    columns = (s, c)
                }
                continue
            }
            guard let (s, c) = columns, cells.count > max(s, c), !cells[s].hasPrefix("-") else { continue }
            for path in codeSpans(cells[s]) where path.contains(".") && !path.contains(" ") && out[path] == nil {
                out[path] = section + ": " + cells[c]
            }
        }
        return out
    }

    /// `text` without leading and trailing spaces.
    static func trim(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// The texts between backticks in `cell`; `a.b`, `a.c` written as `a.b`, `a.c` each.
    static func codeSpans(_ cell: String) -> [String] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }
}
